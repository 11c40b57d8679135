import { hashString } from '../kit/index.ts'
import type { NewsDay } from './news-day.ts'
import type { Facts } from './story.ts'

/**
 * Companies and what they make, so a story names a company's own products: a phone line launches
 * once a year in its month, with the model number of that year; an AI lab ships its own model; a
 * carmaker its own cars. Tests read the same tables to check every generated headline.
 */

export interface PhoneLine {
  maker: string
  /** The model as headlines name it after the maker ('Mate 80'), for a launch year. */
  model(year: number): string
  /** Months the line usually launches in. */
  months: readonly number[]
  /** The maker's own chip family, if it designs one. */
  chip?: string
  /** How model names look, for checking text (any year). */
  pattern: RegExp
}

export const PHONE_LINES: readonly PhoneLine[] = [
  { maker: 'Huawei', model: (y) => `Mate ${(y - 2017) * 10}`, months: [11], chip: 'Kirin', pattern: /\bMate \d0\b/ },
  { maker: 'Huawei', model: (y) => `Pura ${(y - 2017) * 10}`, months: [4, 6], chip: 'Kirin', pattern: /\bPura \d0\b/ },
  { maker: 'Xiaomi', model: (y) => `Xiaomi ${y - 2009}`, months: [10], pattern: /\bXiaomi 1\d\b(?! Ultra)/ },
  { maker: 'Xiaomi', model: (y) => `Xiaomi ${y - 2010} Ultra`, months: [2, 3], pattern: /\bXiaomi 1\d Ultra\b/ },
  { maker: 'Apple', model: (y) => `iPhone ${y - 2008}`, months: [9], pattern: /\biPhone \d+/ },
  { maker: 'OPPO', model: (y) => `Find X${y - 2016}`, months: [10], pattern: /\bFind X\d+/ },
  { maker: 'vivo', model: (y) => `X${y >= 2023 ? (y - 2022) * 100 : (y - 2014) * 10}`, months: [10, 11], pattern: /\bvivo X\d+|\bX[1-9]00\b/ },
  { maker: 'Honor', model: (y) => `Magic ${y - 2017}`, months: [10], pattern: /\bMagic \d+/ },
]

/** AI labs and the model family each ships, with its chat assistant. */
export const AI_LABS: readonly { lab: string; model: string; assistant: string }[] = [
  { lab: 'Alibaba', model: 'Qwen', assistant: 'the Qwen app' },
  { lab: 'Tencent', model: 'Hunyuan', assistant: 'Yuanbao' },
  { lab: 'ByteDance', model: 'Doubao', assistant: 'Doubao' },
  { lab: 'Baidu', model: 'ERNIE', assistant: 'Wenxiaoyan' },
  { lab: 'iFlytek', model: 'Spark', assistant: 'the Spark app' },
  { lab: 'DeepSeek', model: 'DeepSeek-V3', assistant: 'the DeepSeek app' },
  { lab: 'Moonshot AI', model: 'Kimi', assistant: 'Kimi' },
  { lab: 'Zhipu AI', model: 'GLM', assistant: 'ChatGLM' },
]

/** Carmakers and their models, with a starting price in yuan. */
export const CAR_MAKERS: readonly { brand: string; models: readonly (readonly [model: string, price: string])[] }[] = [
  { brand: 'BYD', models: [['Qin L', '99,800'], ['Seal 06', '139,800'], ['Song Plus', '149,800'], ['Han L', '209,800']] },
  { brand: 'Li Auto', models: [['L6', '249,800'], ['i8', '321,800'], ['L9', '409,800']] },
  { brand: 'NIO', models: [['ES6', '338,000'], ['ET5', '298,000'], ['ES8', '416,800']] },
  { brand: 'XPeng', models: [['MONA M03', '119,800'], ['G6', '176,800'], ['P7+', '186,800']] },
  { brand: 'Geely', models: [['Galaxy E5', '109,800'], ['Xingyue L', '135,700']] },
  { brand: 'Xiaomi Auto', models: [['SU7', '215,900'], ['YU7', '253,500']] },
  { brand: 'Leapmotor', models: [['C10', '128,800'], ['B10', '99,800']] },
  { brand: 'Zeekr', models: [['7X', '229,900'], ['001', '269,000']] },
  { brand: 'AITO', models: [['M8', '358,000'], ['M9', '469,800']] },
  { brand: 'Great Wall Motor', models: [['Haval H6', '98,900'], ['Tank 300', '199,800']] },
]

/** Cloud providers (data centres run in the western computing hubs). */
export const CLOUDS: readonly string[] = ['Alibaba Cloud', 'Tencent Cloud', 'Huawei Cloud', 'Volcano Engine', 'Baidu AI Cloud']
export const COMPUTE_HUBS: readonly string[] = ['Guizhou', 'Inner Mongolia', 'Ningxia', 'Gansu']

/** Makers of AI glasses. */
export const GLASSES_MAKERS: readonly string[] = ['Xiaomi', 'Rokid', 'Alibaba', 'Baidu', 'XREAL']

/** Listed companies: their business and the windows their results come out in. */
export interface Listed {
  name: string
  business: string
  /** [month, first day, last day, period reported]. */
  reports: readonly (readonly [number, number, number, string])[]
}
const A_SHARE: Listed['reports'] = [[3, 20, 31, 'full-year'], [4, 22, 29, 'first-quarter'], [8, 18, 29, 'first-half'], [10, 20, 30, 'third-quarter']]
const HK: Listed['reports'] = [[3, 13, 26, 'fourth-quarter'], [5, 13, 28, 'first-quarter'], [8, 12, 27, 'second-quarter'], [11, 12, 27, 'third-quarter']]
export const LISTED: readonly Listed[] = [
  { name: 'Kweichow Moutai', business: 'baijiu', reports: A_SHARE },
  { name: 'CATL', business: 'battery', reports: A_SHARE },
  { name: 'China Merchants Bank', business: 'lending', reports: A_SHARE },
  { name: 'Ping An Insurance', business: 'insurance', reports: A_SHARE },
  { name: 'BYD', business: 'vehicle', reports: A_SHARE },
  { name: 'Midea Group', business: 'appliance', reports: A_SHARE },
  { name: 'PetroChina', business: 'oil and gas', reports: A_SHARE },
  { name: 'Tencent Holdings', business: 'games and advertising', reports: HK },
  { name: 'Alibaba Group', business: 'e-commerce and cloud', reports: HK },
  { name: 'Xiaomi Group', business: 'smartphone and EV', reports: HK },
  { name: 'Meituan', business: 'food delivery', reports: HK },
]

/** Every company the tables name, for checking text. */
export const COMPANY_NAMES: readonly string[] = [
  ...new Set([...PHONE_LINES.map((p) => p.maker), ...AI_LABS.map((a) => a.lab), ...CAR_MAKERS.map((c) => c.brand), ...GLASSES_MAKERS, 'Lenovo', 'DJI', 'NetEase', 'JD.com', 'Meituan', 'Tencent', 'Huawei']),
]

const hash = (...parts: (string | number)[]) => hashString(parts.join(':'))

/** A phone line's launch day in a year (month and day fixed per world). */
function launchDate(seed: string, line: PhoneLine, year: number): string {
  const h = hash(seed, 'launch', line.maker, line.model(2025), year)
  const month = line.months[h % line.months.length]!
  return `${year}-${String(month).padStart(2, '0')}-${String(1 + ((h >>> 8) % 27)).padStart(2, '0')}`
}

/** Phones launched today: maker, model, and the chip when the maker designs its own. */
export const phoneLaunchesOn = (d: NewsDay): Facts[] =>
  PHONE_LINES.filter((l) => launchDate(d.seed, l, d.year) === d.date).map((l) => ({ phonemaker: l.maker, model: l.model(d.year), chip: l.chip ?? '' }))

/** The newest phone of a line on a day (this year's once it has launched). */
export const currentModel = (d: NewsDay, line: PhoneLine): string => line.model(launchDate(d.seed, line, d.year) <= d.date ? d.year : d.year - 1)

/** Results out today: the company, the period and the growth (within its reporting window, on a trading day). */
export function resultsOn(d: NewsDay): Facts[] {
  if (!d.trading) return []
  const out: Facts[] = []
  for (const c of LISTED) {
    for (const [month, from, to, period] of c.reports) {
      if (month !== d.month || d.day < from || d.day > to) continue
      if (from + (hash(d.seed, c.name, d.year, month) % (to - from + 1)) !== d.day) continue
      const growth = ((hash(d.seed, c.name, d.year, month, 'growth') % 320) / 10 - 6).toFixed(1)
      out.push({ listed: c.name, period, business: c.business, growth: growth.replace('-', ''), growthword: Number(growth) >= 0 ? 'up' : 'down' })
    }
  }
  return out
}
