import { createRng, deepFreeze, hashString, type ToolContext } from '../../kit/index.ts'
import { fundHouses, fundLines, FUND_TYPES, fundTypeInfo, type FundType } from './fund-houses.ts'
import type { PathSpec } from './price-path.ts'

/**
 * The fund universe a bank's shelf shows: houses paired with product lines, drawn from the world
 * seed (static: the same funds, codes and fees in every session of a world). Prices live in
 * fund-market.ts; this file is what a fund *is*.
 */

export interface Fund {
  code: string
  name: string
  nameZh: string
  house: string
  houseZh: string
  type: FundType
  risk: 1 | 2 | 3 | 4 | 5
  manager: string
  inception: string
  /** Assets under management, CNY billions. */
  sizeB: number
  fees: {
    /** The house's listed front-end subscription fee. */
    listPurchasePct: number
    /** What the bank charges: 10% of the listed rate (一折). */
    purchasePct: number
    managementPct: number
    custodyPct: number
  }
  minPurchase: number
  /** How the NAV moves (a money-market fund's value index grows at its yield instead). */
  spec: PathSpec
}

const PER_TYPE: Readonly<Record<FundType, number>> = { money_market: 8, bond: 10, hybrid: 12, equity: 12, index: 10 }

/**
 * Assets under management, CNY billions, as China's fund market has them (2024-25): money-market
 * funds run to a few hundred billion (the largest near ¥700B), bond funds to about ¥100B, active
 * hybrid and equity funds rarely past ¥50B, and the biggest index trackers (CSI 300 ETFs) to ¥300B+.
 */
export const SIZE_B: Readonly<Record<FundType, readonly [number, number]>> = {
  money_market: [20, 700],
  bond: [2, 95],
  hybrid: [1, 55],
  equity: [0.8, 45],
  index: [2, 320],
}
const NAV_RANGE: Readonly<Record<FundType, [number, number]>> = {
  money_market: [1, 1],
  bond: [1.0, 1.38],
  hybrid: [0.78, 3.6],
  equity: [0.65, 4.2],
  index: [0.8, 2.4],
}
const LIST_PURCHASE_PCT: Readonly<Record<FundType, number>> = { money_market: 0, bond: 0.8, hybrid: 1.5, equity: 1.5, index: 1.2 }
const MANAGEMENT_PCT: Readonly<Record<FundType, number>> = { money_market: 0.25, bond: 0.3, hybrid: 1.2, equity: 1.2, index: 0.5 }

const SURNAMES = ['Zhang', 'Wang', 'Li', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou', 'Wu', 'Xu', 'Sun', 'Zhu', 'Gao', 'Lin', 'He', 'Guo', 'Luo', 'Xie', 'Han']
const GIVEN = ['Wei', 'Fang', 'Jun', 'Lei', 'Min', 'Jing', 'Tao', 'Yan', 'Hao', 'Xin', 'Yu', 'Kun', 'Peng', 'Hui', 'Qiang', 'Ning', 'Bo', 'Lan', 'Chen', 'Yifan']

const round = (x: number, d: number): number => Math.round(x * 10 ** d) / 10 ** d

function buildUniverse(seed: string): readonly Fund[] {
  const funds: Fund[] = []
  const codes = new Set<string>()
  for (const type of FUND_TYPES) {
    const rng = createRng(`${seed}:funds:${type}`)
    const pairs = fundHouses.flatMap((house) => fundLines[type].map((line) => ({ house, line })))
    const usedHouses = new Map<string, number>()
    for (const { house, line } of rng.shuffle(pairs)) {
      if (funds.filter((f) => f.type === type).length >= PER_TYPE[type]) break
      // A shelf spreads its picks: at most two funds of one house per type.
      if ((usedHouses.get(house.name) ?? 0) >= 2) continue
      usedHouses.set(house.name, (usedHouses.get(house.name) ?? 0) + 1)
      let n = hashString(`${seed}:${house.name}:${line.name}`) % 10_000
      while (codes.has(house.prefix + String(n).padStart(4, '0'))) n = (n + 1) % 10_000
      const code = house.prefix + String(n).padStart(4, '0')
      codes.add(code)
      const [lo, hi] = NAV_RANGE[type]
      const [minSize, maxSize] = SIZE_B[type]
      const listPurchasePct = LIST_PURCHASE_PCT[type]
      funds.push({
        code,
        name: `${house.name} ${line.name}`,
        nameZh: `${house.nameZh}${line.nameZh}`,
        house: house.name,
        houseZh: house.nameZh,
        type,
        risk: line.risk,
        manager: `${rng.pick(SURNAMES)} ${rng.pick(GIVEN)}`,
        inception: `${rng.int(2005, 2022)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
        // Sizes cluster small with a few giants, as on any shelf.
        sizeB: round(minSize * (maxSize / minSize) ** (rng.next() ** 1.6), 1),
        fees: {
          listPurchasePct,
          purchasePct: round(listPurchasePct / 10, 3),
          managementPct: type === 'index' && line.name.includes('QDII') ? 0.8 : MANAGEMENT_PCT[type],
          custodyPct: type === 'money_market' ? 0.05 : type === 'bond' ? 0.1 : 0.2,
        },
        minPurchase: type === 'money_market' ? 1 : 10,
        spec: {
          key: `fund:${code}`,
          base: type === 'money_market' ? 1 : round(rng.float(lo, hi), 4),
          drift: line.drift + rng.float(-0.01, 0.01),
          vol: line.vol,
          limit: 0.1,
        },
      })
    }
  }
  return deepFreeze(funds)
}

type Ctx = Pick<ToolContext, 'memo' | 'worldSeed'>

export const fundUniverse = (ctx: Ctx): readonly Fund[] => ctx.memo('funds', () => buildUniverse(ctx.worldSeed))

/** A type's funds as the bank ranks them on its shelf: largest first. */
export function fundsOfType(ctx: Ctx, type: FundType): readonly Fund[] {
  return ctx.memo(`funds:${type}`, () => Object.freeze(fundUniverse(ctx).filter((f) => f.type === type).sort((a, b) => b.sizeB - a.sizeB || a.code.localeCompare(b.code))))
}

const fold = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()

const typeByWord = new Map<string, FundType>()
for (const type of FUND_TYPES) for (const w of [type, fundTypeInfo[type].label, ...fundTypeInfo[type].words]) typeByWord.set(fold(w), type)

/** A fund category from the words people use ('money market', 'mixed', '债券'), or undefined. */
export function resolveFundType(text: string): FundType | undefined {
  const key = fold(text)
  return typeByWord.get(key) ?? typeByWord.get(key.replace(/ ?(funds?|基金|类|型)$/u, '').trim())
}

/** A fund by code ('110011'), full name in English or Chinese, or enough words of it ('E Fund blue chip'). */
export function resolveFund(ctx: Ctx, text: string): Fund | undefined {
  const key = fold(text)
  // a pure function of the static universe and the text: remembered per world, as the universe is
  return ctx.memo(`fund-named:${key}`, () => findFund(fundUniverse(ctx), key))
}

function findFund(universe: readonly Fund[], key: string): Fund | undefined {
  const code = /^(?:of)?(\d{6})(?: ?of)?$/.exec(key.replace(/\s/g, ''))?.[1]
  if (code) return universe.find((f) => f.code === code)
  const exact = universe.find((f) => fold(f.name) === key || fold(f.nameZh) === key)
  if (exact) return exact
  const words = key.split(' ').filter((w) => w !== '' && w !== 'fund')
  if (words.length === 0) return undefined
  // Latin words must start a word of the name ('blue chip', not 'e'); Chinese may sit anywhere in it.
  const matches = universe.filter((f) => {
    const latin = fold(f.name).split(' ')
    const zh = fold(f.nameZh)
    return words.every((w) => (/^[a-z0-9]+$/.test(w) ? latin.some((n) => (w.length >= 2 ? n.startsWith(w) : n === w)) : zh.includes(w)))
  })
  return matches.sort((a, b) => b.sizeB - a.sizeB)[0]
}
