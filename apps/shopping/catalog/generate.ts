import { createRng, hashString, type Rng } from '../../kit/index.ts'
import type { MarketplaceFlavour } from '../flavour.ts'
import { genericBrandNames } from './generic-brands.ts'
import { median, retailPrice, roundMoney } from './pricing.ts'
import { buildSearchIndex, type SearchIndex } from './search-index.ts'
import { letterSizes, shoeRange } from './sizes.ts'
import { productTypes } from './taxonomy/index.ts'
import type { BrandEntry, BrandLevel, Department, Gender, Product, ProductType } from './types.ts'

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

/** The type's brands in the tiers the app stocks; the cheapest tier when none is (no-name goods make no sense). */
function stockedBrands(type: ProductType, flavour: MarketplaceFlavour): BrandEntry[] {
  const { tiers, exclude } = flavour.brands
  const sold = exclude ? type.brands.filter((b) => !exclude.has(b.name)) : type.brands
  const stocked = sold.filter((b) => (tiers[b.tier] ?? 0) > 0)
  if (stocked.length > 0 || type.generic !== false) return stocked
  const fallback = sold.length > 0 ? sold : type.brands
  return fallback.filter((b) => b.tier === fallback[0]!.tier)
}

function pickBrand(type: ProductType, flavour: MarketplaceFlavour, rng: Rng, genericPool: readonly string[]): { name: string; level: BrandLevel; entry?: BrandEntry } {
  const tiers = flavour.brands.tiers
  const stocked = stockedBrands(type, flavour)
  const genericOk = type.generic !== false && flavour.brands.generic > 0
  if (stocked.length === 0 || (genericOk && rng.chance(flavour.brands.generic))) return { name: rng.pick(genericPool), level: 'generic' }
  const entry = rng.weighted(stocked, stocked.map((b) => tiers[b.tier] ?? 1))
  return { name: entry.name, level: entry.tier, entry }
}

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

function titleOf(style: MarketplaceFlavour['titleStyle'], type: ProductType, brand: string, model: string | undefined, gender: Gender | undefined, attributes: string[], rng: Rng): string {
  const who = gender && (type.genders?.length ?? 0) > 1 ? genderWord[gender] : ''
  if (model && type.titledByWork) {
    const work = `${model} (${[brand, ...attributes].join(', ')})`
    return style === 'clean' ? work : [work, ...rng.shuffle(type.keywords ?? []).slice(0, 3)].join(' ')
  }
  const head = model ? `${brand} ${model} ${type.name}` : [brand, who, ...attributes, type.name].filter(Boolean).join(' ')
  const variants = model ? attributes : []
  if (style === 'clean') return variants.length > 0 ? `${head}, ${variants.join(', ')}` : head
  return [head, ...variants, ...rng.shuffle(type.keywords ?? []).slice(0, 3)].join(' ')
}

function generateType(seed: string, appId: string, type: ProductType, flavour: MarketplaceFlavour, genericPool: readonly string[], ids: Set<string>, start: number): Product[] {
  const rng = createRng(`${seed}:${appId}:catalog:${type.key}`)
  const ship = flavour.shipping
  // A brand-led app lists every stocked brand's models at least once, then fills at random.
  const guaranteed = flavour.brands.generic < 0.5 ? stockedBrands(type, flavour).flatMap((b) => (b.models ?? [undefined]).map((m) => [b, m] as const)) : []
  const share = flavour.departmentWeights?.[type.category] ?? 1
  const count = Math.max(4, guaranteed.length, Math.round(flavour.listingsPerType * (type.weight ?? 1) * share))
  const out: Product[] = []
  for (let i = 0; i < count; i++) {
    const seeded = guaranteed[i]
    const brand = seeded ? { name: seeded[0].name, level: seeded[0].tier, entry: seeded[0] } : pickBrand(type, flavour, rng, genericPool)
    const models = brand.entry?.models
    // A brand with a line-up sells only its models (no 'Dyson 1200W hair dryer').
    const model = seeded ? seeded[1] : models ? rng.pick(models) : undefined
    let k = 1
    const attributes: string[] = []
    for (const axis of type.attributes) {
      if (model && !axis.variant) continue
      const v = rng.pick(axis.values)
      if (typeof v !== 'string') k *= v[1]
      attributes.push(typeof v === 'string' ? v : v[0])
    }
    const base = model
      ? model.price * (flavour.modelPriceFactor ?? 1) * rng.float(0.95, 1.03)
      : logUniform(rng, brand.entry?.price ?? type.price) * (brand.entry?.price ? 1 : levelPrice[brand.level]) * flavour.priceFactor
    const variant = flavour.variant?.(i, rng)
    const price = retailPrice(base * k * (variant?.priceFactor ?? 1))
    let originalPrice: number | undefined
    let discountLabel: string | undefined
    if (variant?.listPriceLabel) {
      const was = retailPrice(base * k)
      if (was > price) {
        originalPrice = was
        discountLabel = `${variant.listPriceLabel} -${Math.round((1 - price / was) * 100)}%`
      }
    } else if (rng.chance(flavour.discount.share)) {
      const was = retailPrice(price / (1 - rng.float(...flavour.discount.depth)))
      if (was > price) {
        originalPrice = was
        discountLabel = `${flavour.discount.label} -${Math.round((1 - price / was) * 100)}%`
      }
    }
    const audience = flavour.audience
    const gender = type.genders ? (audience ? rng.weighted(type.genders, type.genders.map((g) => audience[g] ?? 1)) : rng.pick(type.genders)) : undefined
    const [rLo, rHi] = flavour.rating
    const rating = Math.min(5, Math.round((rng.float(rLo, rHi) + (brand.level === 'generic' ? -0.1 : brand.level === 'luxury' ? 0.1 : 0)) * 10) / 10)
    const sold = Math.max(1, Math.round(logUniform(rng, flavour.sold) * levelSales[brand.level]))
    const reviewCount = Math.round(sold * rng.float(0.05, 0.3))
    let id: string
    let salt = 0
    do id = `${flavour.idPrefix}${100_000_000 + (hashString(`${seed}:${appId}:${type.key}:${i}:${salt++}`) % 900_000_000)}`
    while (ids.has(id))
    ids.add(id)
    const lowStock = flavour.stock[0] >= 10 && rng.chance(0.08) // a few listings nearly sold out (not for one-off second-hand items)
    const stock = lowStock ? rng.int(1, 9) : Math.max(1, Math.round(rng.int(...flavour.stock) * (brand.level === 'luxury' ? 0.05 : 1)))
    const colorCount = rng.int(1, Math.min(4, type.colors?.length ?? 0))
    const core: Omit<Product, 'extra'> = {
      id,
      index: start + i,
      type,
      brand: brand.name,
      level: brand.level,
      ...(model ? { model: model.name } : {}),
      title: titleOf(flavour.titleStyle, type, brand.name, model?.name, gender, attributes, rng),
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
      store: flavour.storeName({ brand: brand.name, level: brand.level, type, rng }),
      shipsFrom: rng.pick(ship.origins),
      ...(type.risk || brand.level === 'luxury' ? { risk: type.risk ?? 'luxury' } : {}),
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
