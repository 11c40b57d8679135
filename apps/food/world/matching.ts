import type { ToolContext } from '../../kit/index.ts'
import { cuisineDishText } from './cuisines.ts'
import { menuOf } from './menu.ts'
import type { Restaurant } from './types.ts'

/** Keyword and price filters every restaurant search shares (takeout and Dianping). */

export const PRICE_RANGES = ['low', 'medium', 'high'] as const
export type PriceRange = (typeof PRICE_RANGES)[number]

/** Per-person spend of each price range, CNY. */
export const priceRangeBounds: Record<PriceRange, readonly [number, number]> = { low: [0, 30], medium: [30, 80], high: [80, Infinity] }

export const normQuery = (q: string): string[] => q.trim().toLowerCase().split(/\s+/).filter((w) => w.length > 0)

/** Whether a restaurant answers the words: by its names, cuisine and tags, or by a dish on its menu. */
export function matchesWords(ctx: ToolContext, r: Restaurant, words: readonly string[]): boolean {
  if (words.every((w) => r.searchText.includes(w))) return true
  // Only shops whose cuisine cooks such a dish can have it: their menus are read, the others skipped.
  if (!words.every((w) => cuisineDishText[r.cuisine].includes(w) || r.searchText.includes(w))) return false
  return menuOf(ctx, r).some((d) => {
    const text = `${d.name} | ${d.nameZh}`.toLowerCase()
    return words.every((w) => text.includes(w) || r.searchText.includes(w))
  })
}
