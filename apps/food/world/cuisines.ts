import { chineseCuisines } from './cuisines-chinese.ts'
import { everydayCuisines } from './cuisines-everyday.ts'
import { internationalCuisines } from './cuisines-international.ts'
import type { Cuisine, CuisineSpec } from './types.ts'

/** Every cuisine of the food world, by id, with the words that find it. */

export const cuisineList: readonly CuisineSpec[] = [...chineseCuisines, ...everydayCuisines, ...internationalCuisines]

export const cuisines: Readonly<Record<Cuisine, CuisineSpec>> = Object.fromEntries(cuisineList.map((c) => [c.id, c])) as Record<Cuisine, CuisineSpec>

/** Lower-cased search text of each cuisine: its names and keywords. */
export const cuisineText: Readonly<Record<Cuisine, string>> = Object.fromEntries(
  cuisineList.map((c) => [c.id, [c.en, c.zh, ...c.keywords, ...c.tags].join(' | ').toLowerCase()]),
) as Record<Cuisine, string>

/** Lower-cased names of every dish a cuisine's kitchens may cook: a cheap first filter for dish searches. */
export const cuisineDishText: Readonly<Record<Cuisine, string>> = Object.fromEntries(
  cuisineList.map((c) => [c.id, c.dishes.map((d) => `${d.en} | ${d.zh}`).join(' | ').toLowerCase()]),
) as Record<Cuisine, string>

/** Spellings people use for a cuisine filter, beyond the ids: 'Szechuan', '川菜', 'pizza'. */
export const cuisineSynonyms: Readonly<Record<string, Cuisine>> = (() => {
  const out: Record<string, Cuisine> = {}
  for (const c of cuisineList) {
    for (const word of [c.id, c.en, c.zh, ...c.keywords]) {
      const key = word.trim().toLowerCase().replace(/[\s-]+/g, '_')
      if (!(key in out)) out[key] = c.id
    }
  }
  return out
})()
