import { hashString } from '../kit/index.ts'
import { addDays, daysBetween, type NewsDay } from './news-day.ts'
import type { Facts } from './story.ts'

/**
 * Cities with their province, landmarks and climate, so weather happens where it can (no snow in
 * Shenzhen, typhoons on the coast) and a city's story shows its own landmarks.
 */
export interface City {
  name: string
  province: string
  landmarks: readonly string[]
  /** First snow of a winter falls in this window ([month, day] from, days long); none where it does not snow. */
  firstSnow?: readonly [month: number, day: number, days: number]
  /** Some winters pass without snow. */
  snowsSometimes?: true
  /** On the coast typhoons reach (July to October). */
  typhoons?: true
  /** Summers over 38 °C. */
  heatWaves?: true
}

export const CITIES: readonly City[] = [
  { name: 'Beijing', province: 'Beijing', landmarks: ['the Forbidden City', 'the Summer Palace', 'the Temple of Heaven'], firstSnow: [11, 20, 40], heatWaves: true },
  { name: 'Shanghai', province: 'Shanghai', landmarks: ['the Bund', 'Yu Garden', 'Lujiazui'], firstSnow: [1, 5, 35], snowsSometimes: true, typhoons: true, heatWaves: true },
  { name: 'Guangzhou', province: 'Guangdong', landmarks: ['Canton Tower', 'Shamian Island'], typhoons: true },
  { name: 'Shenzhen', province: 'Guangdong', landmarks: ['Shenzhen Bay Park', 'Lianhuashan Park'], typhoons: true },
  { name: 'Chengdu', province: 'Sichuan', landmarks: ['Kuanzhai Alley', 'the giant panda base'], heatWaves: true },
  { name: 'Hangzhou', province: 'Zhejiang', landmarks: ['the West Lake', 'Lingyin Temple'], firstSnow: [1, 5, 35], snowsSometimes: true, heatWaves: true },
  { name: 'Wuhan', province: 'Hubei', landmarks: ['the Yellow Crane Tower', 'East Lake'], firstSnow: [12, 25, 40], snowsSometimes: true, heatWaves: true },
  { name: "Xi'an", province: 'Shaanxi', landmarks: ['the ancient city wall', 'the Big Wild Goose Pagoda'], firstSnow: [12, 5, 40], heatWaves: true },
  { name: 'Nanjing', province: 'Jiangsu', landmarks: ['Xuanwu Lake', 'the Confucius Temple'], firstSnow: [12, 25, 40], snowsSometimes: true, heatWaves: true },
  { name: 'Chongqing', province: 'Chongqing', landmarks: ['Hongyadong', 'the Jiefangbei square'], heatWaves: true },
  { name: 'Tianjin', province: 'Tianjin', landmarks: ['the Tianjin Eye', 'the Five Great Avenues'], firstSnow: [11, 25, 40] },
  { name: 'Suzhou', province: 'Jiangsu', landmarks: ['the Humble Administrator’s Garden', 'Jinji Lake'], firstSnow: [1, 5, 35], snowsSometimes: true },
  { name: 'Changsha', province: 'Hunan', landmarks: ['Orange Isle', 'Yuelu Mountain'], firstSnow: [12, 28, 40], snowsSometimes: true, heatWaves: true },
  { name: 'Zhengzhou', province: 'Henan', landmarks: ['the Erqi Memorial Tower', 'the Henan Museum'], firstSnow: [12, 5, 40], heatWaves: true },
  { name: 'Qingdao', province: 'Shandong', landmarks: ['Zhanqiao Pier', 'the old German quarter'], firstSnow: [12, 10, 40], typhoons: true },
  { name: 'Xiamen', province: 'Fujian', landmarks: ['Gulangyu Island', 'Zhongshan Road'], typhoons: true },
  { name: 'Kunming', province: 'Yunnan', landmarks: ['Dianchi Lake', 'Green Lake Park'] },
  { name: 'Harbin', province: 'Heilongjiang', landmarks: ['Central Street', 'Sun Island', 'St. Sophia Cathedral'], firstSnow: [10, 15, 30] },
  { name: 'Hefei', province: 'Anhui', landmarks: ['Swan Lake', 'Xiaoyaojin Park'], firstSnow: [12, 25, 40], snowsSometimes: true, heatWaves: true },
  { name: 'Shenyang', province: 'Liaoning', landmarks: ['the Mukden Palace', 'Zhongjie pedestrian street'], firstSnow: [11, 1, 30] },
]

export const cityNamed = (name: string): City | undefined => CITIES.find((c) => c.name === name)

/** The winter a day belongs to: the year it began in (autumn to spring). */
const winterOf = (d: NewsDay): number => (d.month >= 7 ? d.year : d.year - 1)

/** The day a city's first snow falls in a winter, or undefined for a winter (or a city) without. */
export function firstSnowDate(seed: string, city: City, winter: number): string | undefined {
  if (!city.firstSnow) return undefined
  const h = hashString(`${seed}:first-snow:${city.name}:${winter}`)
  if (city.snowsSometimes && h % 3 === 0) return undefined
  const [month, day, days] = city.firstSnow
  const start = `${month >= 7 ? winter : winter + 1}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  return addDays(start, (h >>> 4) % days)
}

/** Cities whose first snow of the winter falls today, with a landmark to photograph. */
export const firstSnowOn = (d: NewsDay): Facts[] =>
  CITIES.filter((c) => firstSnowDate(d.seed, c, winterOf(d)) === d.date).map((c) => ({ snowcity: c.name, landmark: c.landmarks[hashString(`${d.seed}:${d.date}:${c.name}`) % c.landmarks.length]! }))

/** Whether it can be snowing in a city on a day: from its first snow of the winter until March. */
export function snowSeason(d: NewsDay, city: City): boolean {
  const first = firstSnowDate(d.seed, city, winterOf(d))
  return first !== undefined && daysBetween(first, d.date) >= 0 && (d.month <= 3 || d.month >= 10)
}

/** Scenic spots and where they are. */
export const SCENIC: readonly { name: string; place: string }[] = [
  { name: 'the West Lake', place: 'Hangzhou' },
  { name: 'the Forbidden City', place: 'Beijing' },
  { name: 'Zhangjiajie', place: 'Hunan' },
  { name: 'Jiuzhaigou', place: 'Sichuan' },
  { name: 'the Bund', place: 'Shanghai' },
  { name: 'Mount Huangshan', place: 'Anhui' },
  { name: 'Lijiang Old Town', place: 'Yunnan' },
  { name: 'the Terracotta Army museum', place: "Xi'an" },
  { name: 'Gulangyu Island', place: 'Xiamen' },
  { name: 'Mount Tai', place: 'Shandong' },
]

/** Regions and the weather each gets, by month. */
export const REGION_WEATHER: Readonly<Record<string, readonly string[]>> = {
  'cold wave': ['north China', 'the northeast', 'northwest China', 'the Yangtze River Delta', 'central China'],
  rainstorm: ['south China', 'the Pearl River Delta', 'the southwest', 'the Yangtze River Delta'],
  sandstorm: ['northwest China', 'north China', 'Inner Mongolia'],
  'heat wave': ['the Yangtze River Delta', 'the Sichuan Basin', 'north China', 'central China'],
  flu: ['north China', 'the northeast', 'south China', 'the Yangtze River Delta', 'the southwest'],
}
export const WEATHER_MONTHS: Readonly<Record<string, readonly number[]>> = {
  'cold wave': [11, 12, 1, 2, 3],
  rainstorm: [5, 6, 7, 8, 9],
  sandstorm: [3, 4, 5],
  'heat wave': [6, 7, 8],
  flu: [12, 1, 2],
}

/** Every place name the tables hold, for checking text. */
export const PROVINCES: readonly string[] = ['Guangdong', 'Zhejiang', 'Jiangsu', 'Sichuan', 'Shandong', 'Henan', 'Hubei', 'Hunan', 'Fujian', 'Yunnan', 'Anhui', 'Hebei', 'Shaanxi', 'Guangxi', 'Heilongjiang', 'Jilin', 'Liaoning', 'Jiangxi', 'Shanxi', 'Guizhou']
