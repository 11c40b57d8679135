import { createRng, type Rng, type UserProfile } from '../../apps/kit/index.ts'
import { budgetOf } from './budget.ts'
import type { Demographics } from './demographics.ts'

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
    /** Weekday pickup time for the commute, 'HH:mm'. */
    commuteTime: string
    commuteByTaxiShare: number
    bodySize: 'S' | 'M' | 'L' | 'XL' | 'XXL'
    /** A kind of drink ('latte'); each chain has its own name for it. */
    coffee: { drink: string; sugar: string; temperature: string; /** The afternoon cup, when there is one. */ afternoon: string }
    lunchCuisine: string
    /** Friday's and a change-of-pace lunch. */
    lunchTreat: string
    exercise: { activity: string; durationMin: number; weekdays: number[] }
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
  /** One habit that changes for good partway through the history. */
  lastingChange: LastingChange
}

export type LastingChange =
  | { kind: 'coffee_chain'; week: number; to: string }
  | { kind: 'ride_class'; week: number; to: 'Express' | 'Premier' }
  | { kind: 'new_sport'; week: number; to: { activity: string; durationMin: number; weekdays: number[] } }
  | { kind: 'takeout_app'; week: number; to: string }

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
  const exercise = elderly
    ? { activity: rng.pick(['walking', 'tai chi', 'swimming']), durationMin: rng.pick([30, 40, 45]), weekdays: [1, 3, 5] }
    : { activity: rng.pick(['running', 'cycling', 'yoga', 'strength training', 'swimming', 'badminton']), durationMin: rng.pick([30, 40, 45, 60]), weekdays: rng.pick([[1, 3, 5], [2, 4, 6], [1, 4, 6], [0, 3]]) }
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
    commuteTime: rng.pick(['07:50', '08:10', '08:20', '08:30', '08:40', '09:00']),
    commuteByTaxiShare: poor ? 0.1 : rich ? 0.8 : 0.35,
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
  const week = Math.max(2, Math.floor(weeks / 2) + rng.int(-1, 1))
  const options: LastingChange[] = [
    ...(coffeeChain ? [{ kind: 'coffee_chain' as const, week, to: coffeeChain === 'Starbucks' ? 'Luckin Coffee' : 'Starbucks' }] : []),
    // A move up to Premier only where the budget has room for it (a promotion, not a whim).
    ...(rich ? [{ kind: 'ride_class' as const, week, to: 'Express' as const }] : budget.tier === 'mid' ? [{ kind: 'ride_class' as const, week, to: 'Premier' as const }] : []),
    { kind: 'new_sport', week, to: { activity: elderly ? 'swimming' : rng.pick(['swimming', 'HIIT', 'rope skipping', 'basketball']), durationMin: 40, weekdays: [2, 6] } },
    { kind: 'takeout_app', week, to: apps.takeout === 'Meituan' ? 'Ele.me' : 'Meituan' },
  ]
  return { apps, values, lastingChange: rng.pick(options) }
}

const VIDEO_TASTES: readonly { query: string; type: Habits['values']['video']['type']; young?: boolean; old?: boolean }[] = [
  { query: 'crime', type: 'drama' },
  { query: 'romance', type: 'drama', young: true },
  { query: 'costume', type: 'drama' },
  { query: 'anime', type: 'anime', young: true },
  { query: 'variety', type: 'variety', young: true },
  { query: 'documentary', type: 'documentary', old: true },
  { query: 'comedy', type: 'film' },
]
const ARTISTS_YOUNG = ['Jay Chou', 'G.E.M.', 'JJ Lin', 'Joker Xue', 'Mao Buyi', 'Li Ronghao', 'Zhou Shen', 'Taylor Swift', 'YOASOBI', 'Kenshi Yonezu', 'Billie Eilish', 'Gebi Lao Fan']
const ARTISTS_MID = ['Eason Chan', 'Jay Chou', 'Mayday', 'JJ Lin', 'Jolin Tsai', 'Faye Wong', 'Ed Sheeran', 'Adele', 'Omnipotent Youth Society', 'Wu Bai']
const ARTISTS_OLD = ['Teresa Teng', 'Jacky Cheung', 'Faye Wong', 'Eason Chan']

/**
 * Video and music habits. Drawn from their own stream (seeded by who the person is), so adding them
 * leaves every other habit and the population's random stream as they were.
 */
function mediaTaste(profile: UserProfile): { video: string; music: string; show: Habits['values']['video']; artists: string[] } {
  const rng = createRng(`media-taste:${profile.id}:${profile.name}:${profile.age}:${profile.heightCm}:${profile.weightKg}`)
  const young = profile.age < 30
  const old = profile.age >= 55
  const shows = VIDEO_TASTES.filter((t) => (!t.young || !old) && (!t.old || !young))
  const { query, type } = rng.pick(shows)
  const pool = old ? ARTISTS_OLD : young ? ARTISTS_YOUNG : ARTISTS_MID
  return {
    video: rng.chance(0.5) ? 'iQIYI' : 'Tencent Video',
    // QQ Music holds the licences the young chase (Jay Chou); NetEase Cloud Music its community and indies.
    music: rng.chance(young ? 0.55 : 0.45) ? 'QQ Music' : 'NetEase Cloud Music',
    show: { query, type },
    artists: rng.shuffle(pool).slice(0, 2),
  }
}

/** The habits in force on a given week: the lasting change applies from its week on. */
export function habitsInWeek(h: Habits, week: number): Habits {
  if (week < h.lastingChange.week) return h
  const c = h.lastingChange
  switch (c.kind) {
    case 'coffee_chain':
      return { ...h, apps: { ...h.apps, coffee: c.to } }
    case 'ride_class':
      return { ...h, values: { ...h.values, taxiType: c.to } }
    case 'new_sport':
      return { ...h, values: { ...h.values, exercise: c.to } }
    case 'takeout_app':
      return { ...h, apps: { ...h.apps, takeout: c.to } }
  }
}
