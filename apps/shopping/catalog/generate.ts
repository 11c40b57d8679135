import { createRng, hashString, type Rng } from '../../kit/index.ts'
import type { MarketplaceFlavour } from '../flavour.ts'
import { genericBrandNames } from './generic-brands.ts'
import { median, retailPrice, roundMoney } from './pricing.ts'
import { buildSearchIndex, type SearchIndex } from './search-index.ts'
import { letterSizes, shoeRange } from './sizes.ts'
import { productTypes } from './taxonomy/index.ts'
import type { BrandLevel, Department, Gender, Product, ProductType } from './types.ts'
import { guaranteedDrafts, listingCount, randomDraft, type Draft } from './assortment.ts'

/** One app's static catalog: built once per (world seed, app), shared read-only by every session. */
export interface Catalog {
  readonly products: readonly Product[]
  readonly byId: ReadonlyMap<string, Product>
  /** Median price per product type: where priceRange splits low from high. */
  readonly typeMedian: ReadonlyMap<string, number>
  readonly index: SearchIndex
}

/** Price level of each brand tier relative to a mainstream brand. */
const levelPrice: Record<BrandLevel, number> = { generic: 0.5, budget: 0.7, mainstream: 1, premium: 2.1, luxury: 6 }
/** Premium goods sell fewer units. */
const levelSales: Record<BrandLevel, number> = { generic: 1, budget: 1, mainstream: 0.8, premium: 0.35, luxury: 0.04 }
const genderWord: Record<Gender, string> = { male: "Men's", female: "Women's", unisex: 'Unisex' }

const logUniform = (rng: Rng, [lo, hi]: readonly [number, number]): number => Math.exp(rng.float(Math.log(lo), Math.log(hi)))

function sizesOf(type: ProductType, gender: Gender | undefined, rng: Rng): string[] {
  if (type.sizing === 'letter') return letterSizes.slice(rng.chance(0.2) ? 1 : 0, rng.chance(0.3) ? 4 : 5)
  if (type.sizing === 'shoe') {
    const [lo, hi] = shoeRange(gender)
    const out: string[] = []
    for (let eu = lo + (rng.chance(0.2) ? 1 : 0); eu <= hi - (rng.chance(0.25) ? 1 : 0); eu++) out.push(`EU ${eu}`)
    return out
  }
  return []
}

/** A listing's title; the 'clean' style (no filler keywords) draws nothing from the rng, so it also names the product. */
function titleOf(style: MarketplaceFlavour['titleStyle'], type: ProductType, brand: string, model: string | undefined, gender: Gender | undefined, attributes: string[], rng: Rng): string {
  const who = gender && (type.genders?.length ?? 0) > 1 ? genderWord[gender] : ''
  if (model && type.titledByWork) {
    const work = `${model} (${[brand, ...attributes].join(', ')})`
    return style === 'clean' ? work : [work, ...rng.shuffle(type.keywords ?? []).slice(0, 3)].join(' ')
  }
  const head = model ? [brand, model, who, type.name].filter(Boolean).join(' ') : [brand, who, ...attributes, type.name].filter(Boolean).join(' ')
  const variants = model ? attributes : []
  if (style === 'clean') return variants.length > 0 ? `${head}, ${variants.join(', ')}` : head
  return [head, ...variants, ...rng.shuffle(type.keywords ?? []).slice(0, 3)].join(' ')
}

/** The attributes a listing shows and their price multiplier: the maker's configuration, or one value per axis. */
function attributesOf(type: ProductType, draft: Draft, rng: Rng): { attributes: string[]; k: number } {
  if (draft.config) return { attributes: [draft.config[0]], k: 1 }
  let k = 1
  const attributes: string[] = []
  for (const axis of type.attributes) {
    if (draft.model && !axis.variant) continue
    const v = rng.pick(axis.values)
    if (typeof v !== 'string') k *= v[1]
    attributes.push(typeof v === 'string' ? v : v[0])
  }
  return { attributes, k }
}

/** The price before a listing's variant: the maker's list price (exactly, in a flagship mall), or the type's range at the brand's level. */
function basePrice(type: ProductType, draft: Draft, flavour: MarketplaceFlavour, rng: Rng): number {
  const list = draft.config?.[1] ?? draft.model?.price
  if (list !== undefined) return flavour.listPriceModels ? list : list * (flavour.modelPriceFactor ?? 1) * rng.float(0.95, 1.03)
  const range = draft.entry?.price ?? type.price
  return logUniform(rng, range) * (draft.entry?.price ? 1 : levelPrice[draft.level]) * flavour.priceFactor
}

function generateType(seed: string, appId: string, type: ProductType, flavour: MarketplaceFlavour, genericPool: readonly string[], ids: Set<string>, start: number): Product[] {
  const rng = createRng(`${seed}:${appId}:catalog:${type.key}`)
  const ship = flavour.shipping
  const guaranteed = guaranteedDrafts(type, flavour)
  const count = listingCount(seed, appId, type, flavour, guaranteed.length)
  // A product is listed once per store: a draw that repeats one already listed is dropped.
  const listed = new Set<string>()
  const out: Product[] = []
  for (let next = 0, tries = 0; out.length < count && tries < count * 4; tries++) {
    const i = out.length
    const draft = next < guaranteed.length ? guaranteed[next++]! : randomDraft(type, flavour, rng, genericPool)
    const { attributes, k } = attributesOf(type, draft, rng)
    const base = basePrice(type, draft, flavour, rng)
    const variant = flavour.variant?.(draft.ordinal ?? i, rng)
    const audience = flavour.audience
    const gender = type.genders ? (audience ? rng.weighted(type.genders, type.genders.map((g) => audience[g] ?? 1)) : rng.pick(type.genders)) : undefined
    const store = flavour.storeName({ brand: draft.brand, level: draft.level, type, rng })
    const identity = `${store}\u0001${titleOf('clean', type, draft.brand, draft.model?.name, gender, attributes, rng)}\u0001${variant ? JSON.stringify(variant.fields) : ''}`
    if (listed.has(identity)) continue
    listed.add(identity)
    const price = retailPrice(base * k * (variant?.priceFactor ?? 1))
    let originalPrice: number | undefined
    let discountLabel: string | undefined
    if (variant?.listPriceLabel) {
      const was = retailPrice(base * k)
      if (was > price) {
        originalPrice = was
        discountLabel = `${variant.listPriceLabel} -${Math.round((1 - price / was) * 100)}%`
      }
    } else if (rng.chance(flavour.discount.share) && !(flavour.listPriceModels && draft.model)) {
      // A named model's crossed-out price is the maker's list price, never an invented one.
      const list = draft.config?.[1] ?? draft.model?.price
      const was = list !== undefined ? retailPrice(list * k) : retailPrice(price / (1 - rng.float(...flavour.discount.depth)))
      if (was > price) {
        originalPrice = was
        discountLabel = `${flavour.discount.label} -${Math.round((1 - price / was) * 100)}%`
      }
    }
    const [rLo, rHi] = flavour.rating
    const rating = Math.min(5, Math.round((rng.float(rLo, rHi) + (draft.level === 'generic' ? -0.1 : draft.level === 'luxury' ? 0.1 : 0)) * 10) / 10)
    const sold = Math.max(1, Math.round(logUniform(rng, flavour.sold) * levelSales[draft.level]))
    const reviewCount = Math.round(sold * rng.float(0.05, 0.3))
    let id: string
    let salt = 0
    do id = `${flavour.idPrefix}${100_000_000 + (hashString(`${seed}:${appId}:${type.key}:${i}:${salt++}`) % 900_000_000)}`
    while (ids.has(id))
    ids.add(id)
    const lowStock = flavour.stock[0] >= 10 && rng.chance(0.08) // a few listings nearly sold out (not for one-off second-hand items)
    const stock = lowStock ? rng.int(1, 9) : Math.max(1, Math.round(rng.int(...flavour.stock) * (draft.level === 'luxury' ? 0.05 : 1)))
    const colorCount = rng.int(1, Math.min(4, type.colors?.length ?? 0))
    const core: Omit<Product, 'extra'> = {
      id,
      index: start + i,
      type,
      brand: draft.brand,
      level: draft.level,
      ...(draft.model ? { model: draft.model.name } : {}),
      title: titleOf(flavour.titleStyle, type, draft.brand, draft.model?.name, gender, attributes, rng),
      ...(gender ? { gender } : {}),
      attributes,
      colors: type.colors ? rng.shuffle(type.colors).slice(0, colorCount) : [],
      sizes: sizesOf(type, gender, rng),
      price,
      ...(originalPrice ? { originalPrice, discountLabel } : {}),
      rating,
      reviewCount,
      sold,
      quality: Math.round(rating * Math.log10(reviewCount + 1) * 1000) / 1000,
      stock,
      deliveryDays: rng.int(...ship.days) + (type.bulky ? ship.bulkyExtraDays : 0),
      handlingHours: rng.int(...ship.handlingHours),
      shippingFee: roundMoney((ship.freeOver !== undefined && price >= ship.freeOver ? 0 : ship.fee) + (type.bulky ? ship.bulkyFee : 0)),
      store,
      shipsFrom: rng.pick(ship.origins),
      ...(type.risk || draft.level === 'luxury' ? { risk: type.risk ?? 'luxury' } : {}),
    }
    const extra = flavour.productFields?.build(core, rng)
    out.push({ ...core, extra: variant ? { ...variant.fields, ...extra } : (extra ?? {}) })
  }
  return out
}

/** The catalog of one marketplace: a pure function of the world seed, the app id and its flavour. */
export function buildCatalog(seed: string, appId: string, flavour: MarketplaceFlavour): Catalog {
  const excluded = new Set<Department>(flavour.excludeCategories ?? [])
  const pools = new Map<Department, string[]>()
  const ids = new Set<string>()
  const products: Product[] = []
  for (const type of productTypes) {
    if (excluded.has(type.category)) continue
    let pool = pools.get(type.category)
    if (!pool) pools.set(type.category, (pool = genericBrandNames(createRng(`${seed}:${appId}:generic:${type.category}`), 8)))
    products.push(...generateType(seed, appId, type, flavour, pool, ids, products.length))
  }
  const pricesByType = new Map<string, number[]>()
  for (const p of products) {
    const prices = pricesByType.get(p.type.key)
    if (prices) prices.push(p.price)
    else pricesByType.set(p.type.key, [p.price])
  }
  const typeMedian = new Map([...pricesByType].map(([key, prices]) => [key, median(prices)] as const))
  return { products, byId: new Map(products.map((p) => [p.id, p])), typeMedian, index: buildSearchIndex(products) }
}
