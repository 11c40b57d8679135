import { createRng, hashString, type Rng } from '../../kit/index.ts'
import type { GroceryFlavour } from '../flavour.ts'
import { groceryItems } from './items.ts'
import { buildSearchIndex, type SearchIndex } from './search-index.ts'
import type { Department, GroceryItem, Pack } from './types.ts'

/** One thing an app sells: an item in one pack, possibly organic or under the app's own label. */
export interface Listing {
  index: number
  id: string
  item: GroceryItem
  name: string
  brand?: string
  pack: Pack
  organic: boolean
  ownLabel: boolean
  price: number
  originalPrice?: number
  per500g: number
  shelfLifeDays: number
  positiveRate: number
  reviewCount: number
  sold: number
  stock: number
}

export interface Catalog {
  listings: readonly Listing[]
  byId: ReadonlyMap<string, Listing>
  index: SearchIndex
  /** The app's home-page best sellers (everyday year-round staples, no diet-flagged food): what `product_N` names. */
  featured: readonly Listing[]
}

export const FEATURED_SIZE = 30

export const roundMoney = (x: number): number => Math.round(x * 100) / 100

/** Prices as grocery apps show them: 3.48, 12.9, 129. */
export function groceryPrice(x: number): number {
  if (x < 10) return Math.max(0.98, roundMoney(Math.round(x * 10) / 10 - 0.02))
  if (x < 100) return Math.floor(x) + 0.9
  return Math.floor(x / 10) * 10 + 9
}

/** Bigger packs cost less per gram. */
const packPrice = (per500g: number, grams: number): number => per500g * (grams / 500) ** 0.93

const logUniform = (rng: Rng, [lo, hi]: readonly [number, number]): number => Math.round(Math.exp(rng.float(Math.log(lo), Math.log(hi))))

const TIER_BONUS = { everyday: 0, upscale: 0.6, luxury: 1.2 } as const
const TIER_SALES = { everyday: 1, upscale: 0.35, luxury: 0.05 } as const
/** Fresh staples outsell the rest of the store. */
const DEPARTMENT_SALES: Record<Department, number> = { fruit: 1, vegetables: 1, meat: 0.8, seafood: 0.5, dairy_eggs: 1, bakery: 0.6, pantry: 0.6, frozen: 0.5, snacks: 0.6, drinks: 0.8 }

function makeListing(flavour: GroceryFlavour, rng: Rng, item: GroceryItem, pack: Pack, organic: boolean, ownLabel: boolean): Omit<Listing, 'index' | 'id'> {
  const own = ownLabel ? flavour.ownLabel : undefined
  const factor = flavour.priceFactor * rng.float(0.92, 1.08) * (organic && item.organic === 'both' ? rng.float(1.6, 2.0) : 1) * (own?.priceFactor ?? 1)
  const listPrice = groceryPrice(packPrice(item.per500g, pack.grams) * factor)
  const promo = rng.chance(flavour.promo.share)
  const price = promo ? groceryPrice(listPrice * (1 - rng.float(...flavour.promo.depth))) : listPrice
  const fresh = item.storage === 'live' || item.shelfLifeDays <= 7
  const sold = Math.max(5, Math.round(logUniform(rng, flavour.sold) * TIER_SALES[item.tier] * DEPARTMENT_SALES[item.department]))
  const [rateLo, rateHi] = flavour.positiveRate
  const positiveRate = Math.min(99.9, Math.round((rng.float(rateLo, rateHi) + TIER_BONUS[item.tier] + (organic ? 0.3 : 0)) * 10) / 10)
  const label = own ? `${own.name} ` : organic && item.organic === 'both' ? 'Organic ' : ''
  return {
    item,
    name: `${label}${item.name}`,
    ...(own ? { brand: own.name } : item.brand ? { brand: item.brand } : {}),
    pack,
    organic,
    ownLabel,
    price,
    ...(promo && price < listPrice ? { originalPrice: listPrice } : {}),
    per500g: roundMoney((price / pack.grams) * 500),
    shelfLifeDays: own ? own.shelfLifeDays : item.shelfLifeDays,
    positiveRate,
    reviewCount: Math.max(1, Math.round(sold * rng.float(0.04, 0.18))),
    sold,
    stock: rng.int(...(fresh ? flavour.stock.fresh : flavour.stock.shelf)),
  }
}

/**
 * An app's static catalog: which items it stocks, in which packs and variants, at what price. A pure
 * function of (world seed, app, flavour); each listing draws from its own key so adding an item to
 * the world leaves the others unchanged.
 */
export function buildCatalog(worldSeed: string, appId: string, flavour: GroceryFlavour): Catalog {
  const drafts: Omit<Listing, 'index' | 'id'>[] = []
  const keys: string[] = []
  for (const item of groceryItems) {
    const pick = createRng(`${worldSeed}:${appId}:stock:${item.key}`)
    if (!pick.chance(flavour.assortment[item.tier])) continue
    const variants: [boolean, boolean][] = []
    if (item.organic !== 'only') variants.push([false, false])
    if (item.organic === 'only' || (item.organic === 'both' && pick.chance(flavour.organicShare))) variants.push([true, false])
    const own = flavour.ownLabel
    if (own && own.departments.includes(item.department) && !item.brand && item.storage !== 'frozen' && item.tier === 'everyday') variants.push([false, true])
    for (const [organic, ownLabel] of variants) {
      for (const pack of item.packs) {
        const key = `${item.key}:${pack.label}:${organic ? 'organic' : ownLabel ? 'own' : 'std'}`
        drafts.push(makeListing(flavour, createRng(`${worldSeed}:${appId}:listing:${key}`), item, pack, organic, ownLabel))
        keys.push(key)
      }
    }
  }
  const used = new Set<string>()
  const listings: Listing[] = drafts.map((d, index) => {
    let n = hashString(`${worldSeed}:${appId}:id:${keys[index]}`) % 100_000_000
    while (used.has(String(n))) n = (n + 7919) % 100_000_000 // rare collision: next free number, deterministically
    used.add(String(n))
    return { ...d, index, id: `${flavour.idPrefix}${String(n).padStart(8, '0')}` }
  })
  // Year-round goods only, so product_N names the same listing in every month.
  const featured = listings
    .filter((l) => l.item.tier === 'everyday' && !l.item.diet?.length && l.item.storage !== 'live' && !l.item.season)
    .sort((a, b) => b.sold - a.sold || a.index - b.index)
    .slice(0, FEATURED_SIZE)
  return { listings, byId: new Map(listings.map((l) => [l.id, l])), index: buildSearchIndex(listings), featured }
}
