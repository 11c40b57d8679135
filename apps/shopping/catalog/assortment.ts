import { createRng, type Rng } from '../../kit/index.ts'
import type { MarketplaceFlavour } from '../flavour.ts'
import type { BrandEntry, BrandLevel, Model, ProductType } from './types.ts'

/**
 * What an app stocks of one product type, before anything is priced: which brands and models, in
 * which configurations, and how many listings the type gets.
 */

/** What one listing is: its brand, model and configuration; `ordinal` places it in a second-hand variant cycle. */
export interface Draft {
  readonly brand: string
  readonly level: BrandLevel
  readonly entry?: BrandEntry
  readonly model?: Model
  readonly config?: readonly [string, number]
  readonly ordinal?: number
}

/** The brand's models this app sells: models no longer made only on a second-hand market. */
export function modelsOf(entry: BrandEntry | undefined, flavour: MarketplaceFlavour): readonly Model[] | undefined {
  const models = entry?.models
  if (!models || flavour.stocksDiscontinued) return models
  return models.filter((m) => !m.discontinued)
}

/** The type's brands in the tiers the app stocks; the cheapest tier when none is (no-name goods make no sense). */
export function stockedBrands(type: ProductType, flavour: MarketplaceFlavour): BrandEntry[] {
  const { tiers, exclude } = flavour.brands
  const sold = exclude ? type.brands.filter((b) => !exclude.has(b.name)) : type.brands
  const stocked = sold.filter((b) => (tiers[b.tier] ?? 0) > 0)
  if (stocked.length > 0 || type.generic !== false) return stocked
  const fallback = sold.length > 0 ? sold : type.brands
  return fallback.filter((b) => b.tier === fallback[0]!.tier)
}

/** A random listing: a no-name label at the app's generic share, else a stocked brand by tier weight, one of its models and configurations. */
export function randomDraft(type: ProductType, flavour: MarketplaceFlavour, rng: Rng, genericPool: readonly string[]): Draft {
  const tiers = flavour.brands.tiers
  const stocked = stockedBrands(type, flavour)
  const genericOk = type.generic !== false && flavour.brands.generic > 0
  if (stocked.length === 0 || (genericOk && rng.chance(flavour.brands.generic))) return { brand: rng.pick(genericPool), level: 'generic' }
  const entry = rng.weighted(stocked, stocked.map((b) => tiers[b.tier] ?? 1))
  // A brand with a line-up sells only its models (no 'Dyson 1200W hair dryer').
  const models = modelsOf(entry, flavour)
  const model = models && models.length > 0 ? rng.pick(models) : undefined
  const config = model?.configs ? rng.pick(model.configs) : undefined
  return { brand: entry.name, level: entry.tier, entry, ...(model ? { model } : {}), ...(config ? { config } : {}) }
}

/**
 * A brand-led app lists every stocked model in every configuration the maker sells; a second-hand
 * app lists each of them `variantsPerModel` times, so every condition has one.
 */
export function guaranteedDrafts(type: ProductType, flavour: MarketplaceFlavour): Draft[] {
  if (flavour.brands.generic >= 0.5) return []
  const out: Draft[] = []
  for (const entry of stockedBrands(type, flavour)) {
    const models = modelsOf(entry, flavour)
    if (!models || models.length === 0) {
      out.push({ brand: entry.name, level: entry.tier, entry })
      continue
    }
    const per = flavour.variantsPerModel ?? 1
    for (const model of models) {
      for (const config of model.configs ?? [undefined]) {
        for (let j = 0; j < per; j++) out.push({ brand: entry.name, level: entry.tier, entry, model, ...(config ? { config } : {}), ...(per > 1 ? { ordinal: j } : {}) })
      }
    }
  }
  return out
}

/** The spread of listing counts between types: some kinds draw many sellers, others few. */
const SPREAD: readonly [number, number] = [0.5, 1.8]

/** How many listings the type gets in this app: its popularity, the app's focus, and a seeded spread. */
export function listingCount(seed: string, appId: string, type: ProductType, flavour: MarketplaceFlavour, guaranteed: number): number {
  const rng = createRng(`${seed}:${appId}:assortment:${type.key}`)
  const spread = Math.exp(rng.float(Math.log(SPREAD[0]), Math.log(SPREAD[1])))
  const share = (flavour.departmentWeights?.[type.category] ?? 1) * (flavour.typeWeights?.[type.key] ?? 1)
  return Math.max(4, guaranteed, Math.round(flavour.listingsPerType * (type.weight ?? 1) * share * spread))
}
