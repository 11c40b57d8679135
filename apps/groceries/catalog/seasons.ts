import { localParts } from '../../kit/index.ts'
import type { GroceryItem } from './types.ts'

/** Fresh produce follows the Chinese calendar: what is out of season is not on the shelf. */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** The local (Beijing) month of an instant, 1-12. */
export const monthOf = (ms: number): number => localParts(ms).month

/** Whether the item is sold in `month` (1-12). */
export function inSeason(item: GroceryItem, month: number): boolean {
  if (!item.season) return true
  const [from, to] = item.season
  return from <= to ? month >= from && month <= to : month >= from || month <= to
}

/** When it is sold, as a shop says it: 'May to July'. */
export const seasonText = (item: GroceryItem): string => (item.season ? `${MONTHS[item.season[0] - 1]} to ${MONTHS[item.season[1] - 1]}` : 'all year')
