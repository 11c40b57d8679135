/**
 * Activities and their MET values from the Compendium of Physical Activities (Ainsworth et al.),
 * with the spellings people use for them. Calories = MET x body weight (kg) x hours.
 */
export interface Activity {
  /** Canonical key stored in logs. */
  id: string
  name: string
  met: number
  /** Compendium activity code. */
  code: string
  spellings: readonly string[]
  /** Activities that cover ground take a distance; the fastest plausible speed, km/h, bounds it. */
  maxKmh?: number
  /** Swimmers count pace per 100 m; everyone else per km. */
  pacePer?: '100m'
}

export const ACTIVITIES: readonly Activity[] = [
  { id: 'running', name: 'Running', met: 9.8, code: '12050', spellings: ['run', 'running', 'runs', 'treadmill run', 'treadmill running', '跑步', 'outdoor run', 'morning run'], maxKmh: 25 },
  { id: 'jogging', name: 'Jogging', met: 7.0, code: '12020', spellings: ['jog', 'jogging', '慢跑'], maxKmh: 16 },
  { id: 'walking', name: 'Walking', met: 3.5, code: '17190', spellings: ['walk', 'walking', 'walks', '步行', '散步', 'stroll'], maxKmh: 8 },
  { id: 'brisk_walking', name: 'Brisk walking', met: 4.3, code: '17200', spellings: ['brisk walk', 'brisk walking', 'power walking', 'fast walking', '快走', '健步走'], maxKmh: 9 },
  { id: 'hiking', name: 'Hiking', met: 6.0, code: '17080', spellings: ['hike', 'hiking', 'trekking', '徒步', '爬山', 'mountain climbing'], maxKmh: 10 },
  { id: 'cycling', name: 'Cycling', met: 7.5, code: '01015', spellings: ['cycling', 'cycle', 'bike', 'biking', 'bicycling', 'bike ride', 'road cycling', '骑行', '骑车', '自行车'], maxKmh: 60 },
  { id: 'stationary_cycling', name: 'Indoor cycling', met: 7.0, code: '02010', spellings: ['spinning', 'spin class', 'indoor cycling', 'stationary bike', 'exercise bike', '动感单车'], maxKmh: 60 },
  { id: 'swimming', name: 'Swimming', met: 6.0, code: '18310', spellings: ['swim', 'swimming', 'swims', 'laps', '游泳'], maxKmh: 8, pacePer: '100m' },
  { id: 'yoga', name: 'Yoga', met: 2.5, code: '02150', spellings: ['yoga', 'hatha yoga', '瑜伽'] },
  { id: 'pilates', name: 'Pilates', met: 3.0, code: '02105', spellings: ['pilates', '普拉提'] },
  { id: 'stretching', name: 'Stretching', met: 2.3, code: '02101', spellings: ['stretch', 'stretching', 'mobility', '拉伸'] },
  { id: 'tai_chi', name: 'Tai chi', met: 3.0, code: '15670', spellings: ['tai chi', 'taichi', 'tai ji', '太极', '太极拳'] },
  { id: 'hiit', name: 'HIIT', met: 8.0, code: '02040', spellings: ['hiit', 'high intensity interval training', 'interval training', 'circuit training', 'tabata', 'crossfit'] },
  { id: 'rope_skipping', name: 'Rope skipping', met: 11.8, code: '15552', spellings: ['rope skipping', 'skipping rope', 'skipping', 'jump rope', 'jumping rope', 'rope jumping', '跳绳'] },
  { id: 'strength_training', name: 'Strength training', met: 5.0, code: '02052', spellings: ['strength training', 'strength', 'weight training', 'weightlifting', 'weight lifting', 'weights', 'resistance training', 'lifting', 'gym workout', '力量训练', '举重'] },
  { id: 'elliptical', name: 'Elliptical trainer', met: 5.0, code: '02048', spellings: ['elliptical', 'elliptical trainer', 'cross trainer', '椭圆机'], maxKmh: 20 },
  { id: 'rowing', name: 'Rowing machine', met: 7.0, code: '02071', spellings: ['rowing', 'rowing machine', 'rower', 'indoor rowing', '划船机'], maxKmh: 20 },
  { id: 'stair_climbing', name: 'Stair climbing', met: 8.8, code: '17134', spellings: ['stair climbing', 'stairs', 'stair climber', 'stairmaster', '爬楼梯'] },
  { id: 'aerobics', name: 'Aerobic dance', met: 7.3, code: '03015', spellings: ['aerobics', 'aerobic dance', 'zumba', 'dance workout', 'dancing', 'dance', '有氧操', '跳舞'] },
  { id: 'square_dancing', name: 'Square dancing', met: 5.5, code: '03031', spellings: ['square dancing', 'square dance', '广场舞'] },
  { id: 'basketball', name: 'Basketball', met: 6.5, code: '15055', spellings: ['basketball', '篮球'] },
  { id: 'football', name: 'Football', met: 7.0, code: '15610', spellings: ['football', 'soccer', '足球'] },
  { id: 'badminton', name: 'Badminton', met: 5.5, code: '15030', spellings: ['badminton', '羽毛球'] },
  { id: 'table_tennis', name: 'Table tennis', met: 4.0, code: '15660', spellings: ['table tennis', 'ping pong', 'pingpong', '乒乓球'] },
  { id: 'tennis', name: 'Tennis', met: 7.3, code: '15675', spellings: ['tennis', '网球'] },
  { id: 'volleyball', name: 'Volleyball', met: 4.0, code: '15710', spellings: ['volleyball', '排球'] },
  { id: 'skating', name: 'Ice skating', met: 7.0, code: '19030', spellings: ['skating', 'ice skating', '滑冰'], maxKmh: 45 },
  { id: 'skiing', name: 'Downhill skiing', met: 5.3, code: '19150', spellings: ['skiing', 'ski', 'downhill skiing', '滑雪'], maxKmh: 90 },
]

/** What an activity the app does not list counts as: the Compendium's moderate-effort range. */
export const OTHER_ACTIVITY = { id: 'other', name: 'Other', met: 4.0, code: '', spellings: [], maxKmh: 60 } as const satisfies Activity

const byId = new Map(ACTIVITIES.map((a) => [a.id, a]))
/** A listed activity by its stored key ('running'); undefined for 'other'. */
export const activityById = (id: string): Activity | undefined => byId.get(id)

/** MET at or above which an activity counts as high intensity for the app's safety rules. */
export const HIGH_INTENSITY_MET = 8

const ASCII = /^[\x00-\x7f]+$/
const normalize = (text: string): string => text.toLowerCase().replace(/[_\-.,;:!?'"()]+/g, ' ').replace(/\s+/g, ' ').trim()

const bySpelling = new Map<string, Activity>()
for (const a of ACTIVITIES) for (const s of [a.id, a.name, ...a.spellings]) bySpelling.set(normalize(s), a)
const LONGEST_WORDS = Math.max(...[...bySpelling.keys()].map((s) => s.split(' ').length))
// Chinese spellings have no word breaks: they are looked for anywhere, longest first.
const chineseSpellings = [...bySpelling.keys()].filter((s) => !ASCII.test(s)).sort((a, b) => b.length - a.length)

/** A free-text activity to a listed one: exact spelling, then the longest spelling inside the phrase, else undefined. */
export function findActivity(text: string): Activity | undefined {
  const t = normalize(text)
  const exact = bySpelling.get(t)
  if (exact) return exact
  // Whole-word phrases, longest first: 'brisk walking' wins over 'walking', 'run' is not found in 'brunch'.
  const words = t.split(' ')
  for (let n = Math.min(LONGEST_WORDS, words.length); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const hit = bySpelling.get(words.slice(i, i + n).join(' '))
      if (hit) return hit
    }
  }
  for (const s of chineseSpellings) if (t.includes(s)) return bySpelling.get(s)
  return undefined
}
