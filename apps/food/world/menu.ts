import { createRng, deepFreeze, type ToolContext } from '../../kit/index.ts'
import { chainById } from './chains.ts'
import { cuisines } from './cuisines.ts'
import { SPICE_LEVELS, type Dish, type DishTemplate, type PortionSize, type Restaurant, type SizeScheme } from './types.ts'

/**
 * A restaurant's menu: a chain's real menu at its real prices, or its cuisine's dishes priced for the
 * shop (a local noodle bar is cheaper than a mall branch). Dish ids follow the cuisine's list, so `d03`
 * is the same dish in every shop of a cuisine.
 */

/** Shop prices as Chinese menus write them: ¥3.5, ¥26, ¥27.9, ¥168. */
function menuPrice(x: number, tilt: number): number {
  if (x < 10) return Math.max(1, Math.round(x * 2) / 2)
  if (x >= 100) return Math.round(x / 10) * 10 - 2
  const whole = Math.round(x)
  return tilt < 0.3 ? whole - 0.1 : whole
}

const DEFAULT_PORTION: Readonly<Record<string, string>> = {
  signature: '1 serving', mains: '1 plate, serves 1-2', staples: '1 bowl', sides: '1 plate', snacks: '1 serving',
  soups: '1 bowl', desserts: '1 serving', drinks: '1 cup',
}

type SizeRow = { size: PortionSize; label: string; price: number }

function sizesOf(scheme: SizeScheme, price: number): SizeRow[] {
  switch (scheme) {
    case 'bowl':
      return [{ size: 'regular', label: 'regular bowl', price }, { size: 'large', label: 'large bowl (about 1.5x)', price: price + Math.max(3, Math.round(price * 0.2)) }]
    case 'plate':
      return [{ size: 'small', label: 'small plate', price: Math.round(price * 0.65) }, { size: 'regular', label: 'regular plate', price }]
    case 'cup':
      return [{ size: 'regular', label: 'medium cup', price }, { size: 'large', label: 'large cup', price: price + (price < 10 ? 1 : 3) }]
    case 'pizza':
      return [{ size: 'regular', label: '9-inch', price }, { size: 'large', label: '12-inch', price: Math.round(price * 1.4) }]
    case 'half':
      return [{ size: 'small', label: 'half', price: Math.round(price * 0.55) }, { size: 'regular', label: 'whole', price }]
  }
}

function toDish(t: DishTemplate, index: number, price: number, sales: number): Dish {
  const sizes = t.sizes ? sizesOf(t.sizes, price) : undefined
  return {
    dishId: `d${String(index + 1).padStart(2, '0')}`,
    name: t.en,
    nameZh: t.zh,
    section: t.section,
    price,
    portion: t.portion ?? DEFAULT_PORTION[t.section] ?? '1 serving',
    ...(sizes ? { sizes } : {}),
    ...(t.spice !== undefined ? { spiceLevels: SPICE_LEVELS, defaultSpice: SPICE_LEVELS[t.spice] } : {}),
    ...(t.alcohol ? { alcohol: true } : {}),
    monthlySales: sales,
  }
}

/** The menu of a restaurant (memoized per menu key: a chain's branches share one). */
export function menuOf(ctx: ToolContext, r: Restaurant): readonly Dish[] {
  return ctx.memo(`food:menu:${r.menuKey}`, () => {
    const rng = createRng(`${ctx.worldSeed}:food:menu:${r.menuKey}`)
    const chain = r.chain ? chainById.get(r.chain) : undefined
    // Branches share the chain's menu: it must not depend on which branch was asked first.
    const basis = chain ? { perCapita: chain.perCapita, monthlySales: 1500 } : r
    const sales = (t: DishTemplate) => Math.round(basis.monthlySales * (t.section === 'signature' ? 0.35 : t.section === 'drinks' || t.section === 'sides' ? 0.12 : 0.2) * rng.float(0.4, 1.3))
    if (chain?.menu) return deepFreeze(chain.menu.map((t, i) => toDish(t, i, t.price, sales(t))))
    const c = cuisines[r.cuisine]
    // A shop's prices follow its per-capita spend against the cuisine's mid-range norm.
    const factor = basis.perCapita / c.perCapita
    const dishes: Dish[] = []
    c.dishes.forEach((t, i) => {
      const keep = t.section === 'signature' || t.en === 'Steamed Rice' || rng.chance(0.8)
      const tilt = rng.next()
      const jitter = rng.float(0.92, 1.1)
      if (!keep) return
      const scale = t.section === 'drinks' || t.price <= 5 ? Math.min(1.5, Math.max(0.8, factor)) : factor
      dishes.push(toDish(t, i, menuPrice(t.price * scale * jitter, tilt), sales(t)))
    })
    return deepFreeze(dishes)
  })
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ')

/** The dish a customer means: its id, its exact name (English or Chinese), or the shortest name containing the words. */
export function findDish(menu: readonly Dish[], ref: { dishId?: string | undefined; name?: string | undefined }): Dish | undefined {
  if (ref.dishId) {
    const id = ref.dishId.trim().toLowerCase()
    const byId = menu.find((d) => d.dishId === id)
    if (byId || !ref.name) return byId
  }
  const q = norm(ref.name ?? '')
  if (q === '') return undefined
  const exact = menu.find((d) => norm(d.name) === q || d.nameZh === q)
  if (exact) return exact
  const containing = menu.filter((d) => norm(d.name).includes(q) || d.nameZh.includes(q) || q.includes(norm(d.name)) || q.includes(d.nameZh))
  return containing.sort((a, b) => a.name.length - b.name.length)[0]
}
