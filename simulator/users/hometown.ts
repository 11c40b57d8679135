import type { Rng } from '../../apps/kit/index.ts'
import { outlineCityById } from '../world/places/index.ts'
import type { Demographics } from './demographics.ts'

/**
 * Where people who moved to each city come from, with weights: mostly the neighbouring provinces,
 * some from far away (Beijing draws on Hebei, Shandong, Henan and the northeast). Every city here is
 * one 12306 and Ctrip run trains to and the place resolver knows (an outline city or a gazetteer one).
 */
const ORIGINS: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
  beijing: [
    ['shijiazhuang', 4], ['tianjin', 1], ['jinan', 2], ['qingdao', 1], ['zhengzhou', 3], ['taiyuan', 2], ['harbin', 2],
    ['shenyang', 2], ['changchun', 1], ['dalian', 1], ['wuhan', 1], ['hefei', 1], ['xian', 1],
  ],
  shanghai: [
    ['hefei', 4], ['nanjing', 2], ['wuxi', 1], ['ningbo', 1], ['wenzhou', 1], ['nanchang', 2], ['wuhan', 1], ['zhengzhou', 2],
    ['changsha', 1], ['chengdu', 1], ['xian', 1],
  ],
  hangzhou: [['wenzhou', 3], ['ningbo', 1], ['hefei', 2], ['nanchang', 2], ['nanjing', 1], ['wuhan', 1], ['changsha', 1], ['zhengzhou', 1], ['fuzhou', 1]],
  shenzhen: [
    ['guangzhou', 2], ['changsha', 3], ['wuhan', 2], ['nanning', 2], ['nanchang', 2], ['guiyang', 1], ['chengdu', 1], ['chongqing', 1],
    ['xiamen', 1], ['fuzhou', 1], ['haikou', 1],
  ],
}

/** Share of each kind of resident who grew up elsewhere (big cities' migrant share, higher among the young). */
const MOVED: Readonly<Record<Demographics['archetype'], number>> = {
  office_worker: 0.65,
  high_earner: 0.55,
  // Delivery riders and shop assistants are mostly migrant workers.
  low_income: 0.8,
  university_student: 0.75,
  // Their family elsewhere: the parents moved here, the grandparents stayed.
  minor: 0.4,
  elderly: 0.25,
}

/**
 * The city the person (or, for a minor, their parents) comes from, when it is not the city they live
 * in: drawn for those who moved there for work or study. Undefined for locals.
 */
export function drawHometown(city: string, who: Demographics, rng: Rng): string | undefined {
  const origins = ORIGINS[city]
  if (!origins || !rng.chance(MOVED[who.archetype])) return undefined
  return rng.weighted(
    origins.map(([id]) => id),
    origins.map(([, w]) => w),
  )
}

/**
 * The family's home in the hometown as the person types it into a ride app: a district of the city
 * (outline cities have districts; a gazetteer city is named alone). Stable per person and hometown.
 */
export function familyHomeIn(hometown: string, pick: number): string {
  const outline = outlineCityById.get(hometown)
  if (!outline || outline.districts.length === 0) return hometown.charAt(0).toUpperCase() + hometown.slice(1)
  const d = outline.districts[pick % outline.districts.length]!
  return `${d.name} District, ${outline.name}`
}
