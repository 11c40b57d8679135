import { hashString } from '../kit/index.ts'
import { addDays, daysBetween, type NewsDay } from './news-day.ts'
import type { Facts, SlotTable } from './story.ts'

/**
 * The entertainment world: an invented cast (the sandbox reports on no real person's private life),
 * dramas with their leads and platform, singers with their albums, films opening in the seasons
 * films open in, and award nights in their month.
 */
export const STARS: readonly string[] = ['Lin Yichen', 'Zhao Xinyue', 'Song Zimo', 'Xu Ruoxi', 'Bai Jiayi', 'Gu Haoyu', 'Lu Shiyun', 'Shen Mingxuan', 'Jiang Keer', 'Qin Yutong', 'Meng Siyuan', 'Xia Anran', 'Tang Zhiyu', 'Yan Qingyang', 'Zhou Yunxi', 'He Jingchu']

export const SINGERS: readonly { name: string; album: string }[] = [
  { name: 'Fang Xiaoyu', album: 'Moonlit Platform' },
  { name: 'Ke Lanting', album: 'Nineteen' },
  { name: 'Mo Chenxi', album: 'City of Rain' },
  { name: 'Luo Yiran', album: 'Slow Burn' },
  { name: 'Wen Qiao', album: 'Paper Planes' },
  { name: 'Su Mingyue', album: 'Summer Static' },
  { name: 'Ye Tianle', album: 'Northbound' },
  { name: 'Guan Shuyi', album: 'Glass Harbour' },
]

export const DRAMAS: readonly { title: string; platform: string; leads: readonly [string, string] }[] = [
  { title: 'Love Beyond the Palace Walls', platform: 'iQIYI', leads: ['Lin Yichen', 'Zhao Xinyue'] },
  { title: 'The Long River Song', platform: 'Tencent Video', leads: ['Song Zimo', 'Xu Ruoxi'] },
  { title: 'Blossoms in Old Shanghai Alley', platform: 'Tencent Video', leads: ['Gu Haoyu', 'Lu Shiyun'] },
  { title: 'Detective of the Southern Song', platform: 'Youku', leads: ['Shen Mingxuan', 'Jiang Keer'] },
  { title: 'The Tenth Spring', platform: 'Mango TV', leads: ['Bai Jiayi', 'Qin Yutong'] },
  { title: 'Mountain and Sea Inn', platform: 'iQIYI', leads: ['Meng Siyuan', 'Xia Anran'] },
  { title: 'Starlight Dispatch', platform: 'Youku', leads: ['Tang Zhiyu', 'Yan Qingyang'] },
  { title: 'The Hidden Ledger', platform: 'Tencent Video', leads: ['Zhou Yunxi', 'He Jingchu'] },
  { title: 'Snow over Chang’an', platform: 'iQIYI', leads: ['Lin Yichen', 'Xia Anran'] },
  { title: 'Our Twenty-Something Days', platform: 'Mango TV', leads: ['Gu Haoyu', 'Jiang Keer'] },
]

export const VARIETY: readonly { title: string; platform: string }[] = [
  { title: 'Let’s Sing Together', platform: 'Mango TV' },
  { title: 'The Great Chef Challenge', platform: 'Tencent Video' },
  { title: 'Rap Star China', platform: 'iQIYI' },
  { title: 'Weekend Roommates', platform: 'Youku' },
  { title: 'The Dance Stage', platform: 'Youku' },
  { title: 'Stand-up Tonight', platform: 'Tencent Video' },
  { title: 'Farm Life Diaries', platform: 'Mango TV' },
]

/** Films by the season they open in; each year's slate is a different pick of them. */
const FILMS: Readonly<Record<string, readonly string[]>> = {
  'Spring Festival': ['Sky Patrol', 'Fast Lane Family', 'Lantern Night Express', 'Homecoming Train', 'The Jade Cipher', 'Return to Dunhuang'],
  summer: ['The Last Ferry', 'Deep Sea Station', 'Mountain Echo', 'Wandering Moon', 'Monsoon Runner'],
  'National Day': ['Frontier Sky', 'The Long March Home', 'Steel Harbour', 'Riverside Class of 1978'],
}
// Opening day of each season, as days from its anchor: the lunar new year's day, 8 July, 30 September.
const openingOf = (season: string, year: number, lny: string): string => (season === 'Spring Festival' ? lny : season === 'summer' ? `${year}-07-08` : `${year}-09-30`)

/** Films on release on a day: their title, opening date and days since (up to five weeks). */
export function filmsOnRelease(d: NewsDay): { film: string; days: number; season: string }[] {
  const out: { film: string; days: number; season: string }[] = []
  for (const [season, films] of Object.entries(FILMS)) {
    const opening = openingOf(season, d.year, addDays(d.date, -d.lny))
    const days = daysBetween(opening, d.date)
    if (days < 0 || days > 35) continue
    // Three films a season, a different three each year.
    for (let i = 0; i < 3; i++) out.push({ film: films[(d.year * 3 + i) % films.length]!, days, season })
  }
  return out
}

/** Films opening today. */
export const filmsOpeningOn = (d: NewsDay): Facts[] => filmsOnRelease(d).filter((f) => f.days === 0).map((f) => ({ film: f.film, season: f.season }))

/** One film still on release, every few days: its running box office. */
export function boxOfficeOn(d: NewsDay): Facts[] {
  const running = filmsOnRelease(d).filter((f) => f.days >= 2 && f.days % 3 === hashString(`${d.seed}:${f.film}`) % 3)
  return running.slice(0, 1).map((f) => ({ film: f.film, boxoffice: String(Math.round(300 + f.days * 45 + (hashString(`${d.seed}:${f.film}:${d.year}`) % 400))), rundays: String(f.days) }))
}

/** Award nights and fashion weeks, by month. */
export const SHOWBIZ_EVENTS: readonly { name: string; months: readonly number[] }[] = [
  { name: 'the Golden Rooster Awards', months: [11] },
  { name: 'the Weibo Night gala', months: [1] },
  { name: 'the Beijing International Film Festival', months: [4] },
  { name: 'the Shanghai International Film Festival', months: [6] },
  { name: 'the Hundred Flowers Awards', months: [9] },
  { name: 'Paris Fashion Week', months: [3, 10] },
  { name: 'the Cannes Film Festival', months: [5] },
]

const drama = (title: string) => DRAMAS.find((d) => d.title === title)!
const variety = (title: string) => VARIETY.find((v) => v.title === title)!

export const SHOWBIZ_SLOTS: SlotTable = {
  star: STARS,
  drama: DRAMAS.map((d) => d.title),
  lead: (rng, _d, draw) => rng.pick(drama(draw('drama')).leads),
  colead: (_rng, _d, draw) => drama(draw('drama')).leads.find((l) => l !== draw('lead'))!,
  platform: (_rng, _d, draw) => drama(draw('drama')).platform,
  film: Object.values(FILMS).flat(),
  variety: VARIETY.map((v) => v.title),
  showplatform: (_rng, _d, draw) => variety(draw('variety')).platform,
  singer: SINGERS.map((s) => s.name),
  album: (_rng, _d, draw) => SINGERS.find((s) => s.name === draw('singer'))!.album,
  showevent: (rng, d) => rng.pick(SHOWBIZ_EVENTS.filter((e) => e.months.includes(d.month)).map((e) => e.name)),
  fashionbrand: ['Louis Vuitton', 'Dior', 'Chanel', 'Prada', 'Gucci', 'Li-Ning', 'Anta', 'Bosideng', 'Shang Xia', 'Uniqlo'],
  season: (_rng, d) => (d.month >= 8 || d.month <= 1 ? 'spring/summer' : 'autumn/winter'),
  // The holiday's running box office, in billions, grows day by day from the lunar new year.
  sfbox: (_rng, d) => ((d.lny + 1) * 1.3).toFixed(1),
  game: ['Honor of Kings', 'Genshin Impact', 'Black Myth: Wukong', 'League of Legends', 'Peacekeeper Elite', 'Naraka: Bladepoint', 'Eggy Party'],
}

/** Whether an award night or fashion week is on this month (red-carpet stories run then). */
export const showbizEventMonth = (d: NewsDay): boolean => SHOWBIZ_EVENTS.some((e) => e.months.includes(d.month))
