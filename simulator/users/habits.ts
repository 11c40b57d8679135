import type { Rng, UserProfile } from '../../apps/kit/index.ts'
import { budgetOf } from './budget.ts'
import type { Demographics } from './demographics.ts'
import { drawChanges } from './habit-changes.ts'
import { mediaTaste } from './media-taste.ts'
import { placesOf, spendingCaps } from '../lives/index.ts'

/**
 * What a person habitually does, derived from who they are. `apps` is tool personalization (the app
 * they open for a context), `values` parameter personalization (what they leave unsaid). App names are
 * any spelling the registry resolves.
 */
export interface Habits {
  apps: {
    dailyGoods: string
    electronics: string
    fashion: string
    sneakers: string | undefined
    groceries: string
    takeout: string
    coffee: string | undefined
    ride: string
    movies: string
    shows: string
    fitness: string
    news: string
    knowledge: string
    train: string
    hotel: string
    parcel: string
    finance: string | undefined
    /** Streaming video (series in the evening). */
    video: string
    /** Music streaming. */
    music: string
  }
  values: {
    /**
     * How often the usual choice wins where there is a choice (0.62 for someone who varies a lot, 0.95
     * for a creature of habit). The rest goes to a second choice with a visible reason.
     */
    steadiness: number
    paymentMethod: string
    shippingLabel: 'Home' | 'office'
    taxiType: 'Express' | 'Premier'
    /** Share of rides in the top class the budget allows (late nights, company, a long way). */
    premierShare: number
    /** Weekday pickup time for the commute, 'HH:mm'; absent for those with no office or school to go to. */
    commuteTime?: string
    commuteByTaxiShare: number
    bodySize: 'S' | 'M' | 'L' | 'XL' | 'XXL'
    /** A kind of drink ('latte'); each chain has its own name for it. */
    coffee: { drink: string; sugar: string; temperature: string; /** The afternoon cup, when there is one. */ afternoon: string }
    lunchCuisine: string
    /** Friday's and a change-of-pace lunch. */
    lunchTreat: string
    /**
     * Workday training (the usual activity, on `weekdays`) and a different one on days off: a reader
     * who sees only the majority activity gets every weekend wrong.
     */
    exercise: Workout & { weekdays: number[]; dayOff: Workout & { weekdays: number[] } }
    movieTicketType: 'regular' | 'luxury'
    seatClass: string
    fund: { query: string; amount: number } | undefined
    newsCategory: string
    interests: string[]
    /** The kind of video watched in the evening: a search word and the platform's type. */
    video: { query: string; type: 'drama' | 'film' | 'variety' | 'anime' | 'documentary' }
    /** Favourite singers or bands, searched by name. */
    musicArtists: string[]
  }
  /**
   * Habits that change partway through the history, in date order: three or four that last (from
   * their day to the end) and one or more that revert (`until`), each with its cause where a person
   * would have one (a membership bought, a trial class booked).
   */
  changes: HabitChange[]
}

export interface Workout {
  activity: string
  durationMin: number
}

/** What a change moves: an app a context is done on, or a value. */
export type HabitChange = {
  /** Day index (from the history's first day) the change takes effect. */
  from: number
  /** Day index it reverts on (a trial, a visit); absent for a change that lasts. */
  until?: number
  /** What a reader can see that explains it, recorded on `from` or the day before. */
  cause?: 'membership' | 'trial_class'
} & (
  | { kind: 'coffee_chain' | 'takeout_app' | 'video_app' | 'music_app' | 'news_app' | 'knowledge_app'; to: string }
  /** A new favourite singer, played from then on instead of the old ones. */
  | { kind: 'music_artist'; to: string }
  | { kind: 'sport_trial'; to: Workout & { weekdays: number[] } }
)
export type HabitChangeKind = HabitChange['kind']

const SIZE_BY_HEIGHT = (h: number, g: string): Habits['values']['bodySize'] =>
  g === 'male' ? (h < 168 ? 'M' : h < 178 ? 'L' : h < 185 ? 'XL' : 'XXL') : h < 158 ? 'S' : h < 166 ? 'M' : 'L'

const INTERESTS = ['hiking', 'photography', 'basketball', 'football', 'cooking', 'gaming', 'anime', 'fashion', 'investing', 'travel', 'reading', 'skincare', 'running', 'tech gadgets']
/** Interests by life stage: teenagers do not read about investing, pensioners rarely game. */
const INTERESTS_BY_AGE = (age: number, gender: string): readonly string[] =>
  age < 18
    ? ['basketball', 'football', 'gaming', 'anime', 'reading', 'tech gadgets', 'running', ...(gender === 'female' ? ['fashion'] : [])]
    : age >= 60
      ? ['cooking', 'travel', 'reading', 'hiking', 'photography', 'investing']
      : age >= 45
        ? INTERESTS.filter((i) => i !== 'anime' && i !== 'gaming')
        : INTERESTS
const LUNCHES = ['noodles', 'rice bowl', 'dumplings', 'malatang', 'burger', 'Sichuan', 'light salad']

export function deriveHabits(profile: UserProfile, who: Demographics, weeks: number, rng: Rng): Habits {
  const budget = budgetOf(profile)
  const rich = budget.tier === 'high'
  const poor = profile.incomeLevel === '<3k'
  const adult = profile.age >= 18
  const elderly = profile.age >= 60
  const interests = rng.shuffle(INTERESTS_BY_AGE(profile.age, profile.gender)).slice(0, 3)
  const sporty = interests.includes('basketball') || interests.includes('football') || interests.includes('running')
  const coffeeChain = !adult || elderly ? undefined : rich || rng.chance(0.3) ? 'Starbucks' : 'Luckin Coffee'
  const exercise = trainingOf(profile, rng)
  const media = mediaTaste(profile)
  const lunch = rng.shuffle(LUNCHES)
  const drink = rng.pick(['americano', 'latte', 'flavoured latte', 'oat latte'])
  const values: Habits['values'] = {
    steadiness: Math.round(rng.float(0.62, 0.95) * 100) / 100,
    paymentMethod: profile.paymentMethods[0]!,
    shippingLabel: who.profession.commutes && rng.chance(0.3) ? 'office' : 'Home',
    // The top class is a habit only for those who can afford it; a pensioner on a pension takes Express.
    taxiType: rich ? 'Premier' : 'Express',
    premierShare: budget.premierShare,
    // Drawn for everyone (the stream stays as it was), kept only by those with somewhere to go.
    ...((time) => (profile.places.office || profile.places.school ? { commuteTime: time } : {}))(rng.pick(['07:50', '08:10', '08:20', '08:30', '08:40', '09:00'])),
    commuteByTaxiShare: commuteByTaxi(profile, poor ? 0.1 : rich ? 0.8 : 0.35),
    bodySize: SIZE_BY_HEIGHT(profile.heightCm, profile.gender),
    coffee: {
      drink,
      sugar: rng.pick(['no sugar', 'less sugar', 'standard']),
      temperature: rng.pick(['iced', 'hot']),
      afternoon: drink === 'americano' ? 'latte' : 'americano',
    },
    lunchCuisine: lunch[0]!,
    lunchTreat: lunch[1]!,
    exercise,
    movieTicketType: budget.ticketType,
    seatClass: budget.seatClass,
    fund: adult && !poor ? { query: rng.pick(['CSI 300 index fund', 'money market fund', 'bond fund', 'tech equity fund']), amount: rich ? 5000 : budget.tier === 'mid' ? 2000 : 500 } : undefined,
    // Minors' feeds are limited to what news apps show them (entertainment, education, technology).
    newsCategory: !adult ? rng.pick(['technology', 'entertainment']) : sporty ? 'sports' : rng.pick(['technology', 'finance', 'entertainment', 'society']),
    interests,
    video: media.show,
    musicArtists: media.artists,
  }
  const apps: Habits['apps'] = {
    dailyGoods: poor || rng.chance(0.5) ? 'Pinduoduo' : 'Temu',
    electronics: rng.chance(0.6) ? 'JD' : 'Tmall',
    fashion: rich ? 'Tmall' : 'Vipshop',
    sneakers: sporty && adult ? 'Poizon' : undefined,
    groceries: rich ? 'Freshippo' : poor || elderly ? 'Duoduo Maicai' : 'Dingdong Maicai',
    takeout: rng.chance(0.6) ? 'Meituan' : 'Ele.me',
    coffee: coffeeChain,
    ride: rng.chance(0.75) ? 'Didi_Chuxing' : 'Caocao Chuxing',
    movies: 'Maoyan',
    shows: 'Damai',
    fitness: elderly || profile.healthConditions.length > 0 ? 'Ping An Health' : 'Keep',
    news: sporty && adult ? 'Hupu' : rng.chance(0.5) ? 'Toutiao' : 'Weibo',
    knowledge: profile.gender === 'female' && rng.chance(0.7) ? 'Xiaohongshu' : 'Zhihu',
    train: rng.chance(0.5) ? '12306' : 'Ctrip',
    hotel: rich || rng.chance(0.5) ? 'Ctrip' : 'Qunar',
    parcel: 'Cainiao Guoguo',
    finance: values.fund ? 'Bank' : undefined,
    video: media.video,
    music: media.music,
  }
  return { apps, values, changes: drawChanges(profile, apps, values, profile.places.office !== undefined, weeks * 7, rng) }
}

/** A ride's fare by the straight-line distance, about what Didi Express charges in Beijing (40 km: ~145 CNY). */
const fareOf = (km: number) => 15 + 3.3 * km
/** Workdays a month, and the share of the month's ride budget a commute may take (the rest is for evenings out and trips). */
const WORKDAYS = 21
const COMMUTE_SHARE_OF_RIDES = 0.55

/**
 * How often the morning commute is a car rather than the metro: the person's wish, cut to what the
 * ride budget allows at this distance (a long commute on a modest wage is the metro, whatever the wish).
 */
function commuteByTaxi(profile: UserProfile, wish: number): number {
  const work = profile.places.office ? 'office' : profile.places.school ? 'school' : undefined
  if (!work) return 0
  const places = placesOf(profile)
  const km = places.distanceKm(places.resolve('Home'), places.resolve(work))
  const affordable = (COMMUTE_SHARE_OF_RIDES * spendingCaps(profile).monthly.rides) / (WORKDAYS * fareOf(km))
  return Math.round(Math.min(wish, affordable) * 100) / 100
}

/**
 * Training as a week allows it: on workdays an hour after work (at the gym when the person has one,
 * else a run), on days off something longer and outdoors, with family or friends. Pensioners do
 * tai chi with the park group on weekdays and walk with the grandchildren at the weekend; pupils
 * practise for the PE exam on school nights and play ball at the weekend.
 */
function trainingOf(profile: UserProfile, rng: Rng): Habits['values']['exercise'] {
  const gym = profile.places.gym !== undefined
  const weekdays = rng.pick([[1, 3, 5], [2, 4], [1, 4], [2, 4, 5]])
  const dayOffDays = rng.pick([[6], [0], [0, 6]])
  if (profile.age >= 60) {
    return { activity: rng.pick(['tai chi', 'walking']), durationMin: rng.pick([30, 40]), weekdays: [1, 3, 5], dayOff: { activity: gym ? 'swimming' : 'hiking', durationMin: rng.pick([60, 90]), weekdays: dayOffDays } }
  }
  if (profile.age < 18) {
    return { activity: rng.pick(['rope skipping', 'running']), durationMin: rng.pick([20, 30]), weekdays, dayOff: { activity: rng.pick(['basketball', 'badminton', 'football']), durationMin: rng.pick([90, 120]), weekdays: dayOffDays } }
  }
  const indoor = gym ? rng.pick(['strength training', 'swimming', 'yoga', 'badminton', 'HIIT']) : rng.pick(['running', 'rope skipping'])
  const outdoor = rng.pick(indoor === 'running' ? ['cycling', 'hiking'] : ['running', 'cycling', 'hiking'])
  return { activity: indoor, durationMin: rng.pick([30, 40, 45, 60]), weekdays, dayOff: { activity: outdoor, durationMin: outdoor === 'hiking' ? rng.pick([150, 180]) : rng.pick([75, 90, 120]), weekdays: dayOffDays } }
}

export { habitsOn, inForce, changeOn } from './habit-changes.ts'
