import type { ToolContext } from '../../kit/index.ts'
import { dateOfDay, previousTradingDay, tradingDayOnOrBefore } from './days.ts'
import { closeOn, type PathSpec } from './price-path.ts'
import type { Sector } from './sectors.ts'
import { boardOf, exchangeOf, stockListings, type StockListing } from './stocks.ts'

/** A stock's quote on a virtual day: a pure function of (world seed, stock, day). */

export const LOT_SIZE = 100

export interface StockQuote {
  code: string
  symbol: string
  name: string
  nameZh: string
  sector: Sector
  industry: string
  exchange: 'SH' | 'SZ'
  board: string
  /** Last close on or before the day asked (weekends show Friday's). */
  price: number
  priceDate: string
  prevClose: number
  change: number
  changePct: number
  limitUp: number
  limitDown: number
  marketCap: number
  marketCapText: string
  /** Trailing P/E; null for a company making a loss. */
  pe: number | null
  lotSize: number
  hot: boolean
}

type Ctx = Pick<ToolContext, 'memo' | 'worldSeed'>

const cents = (x: number): number => Math.round(x * 100) / 100

function specOf(s: StockListing): PathSpec {
  const { limit } = boardOf(s.code)
  // Growth boards swing more; banks, utilities and carriers least.
  const calm = s.industry === 'Banking' || s.industry === 'Hydropower' || s.industry === 'Telecom operator' || s.industry === 'Oil & gas'
  const vol = limit > 0.1 ? 0.028 : calm ? 0.012 : 0.02
  return { key: `stock:${s.code}`, base: s.price, drift: 0.05, vol, limit }
}
const specs = new Map(stockListings.map((s) => [s.code, specOf(s)]))

export function closeOfStock(ctx: Ctx, s: StockListing, day: number): number {
  return cents(closeOn(ctx, specs.get(s.code)!, day))
}

/** ¥1.82T, ¥356.4B: how the app prints a market capitalisation. */
export function capText(cny: number): string {
  if (cny >= 1e12) return `¥${(cny / 1e12).toFixed(2)}T`
  if (cny >= 1e9) return `¥${(cny / 1e9).toFixed(1)}B`
  return `¥${(cny / 1e6).toFixed(0)}M`
}

export function stockQuote(ctx: Ctx, s: StockListing, day: number): StockQuote {
  return ctx.memo(`quote:${s.code}:${day}`, () => {
    const priceDay = tradingDayOnOrBefore(day)
    const price = closeOfStock(ctx, s, priceDay)
    const prevClose = closeOfStock(ctx, s, previousTradingDay(priceDay))
    const { board, limit } = boardOf(s.code)
    const marketCap = Math.round(price * s.sharesB * 1e9)
    return Object.freeze({
      code: s.code,
      symbol: `${s.code}.${exchangeOf(s.code)}`,
      name: s.name,
      nameZh: s.nameZh,
      sector: s.sector,
      industry: s.industry,
      exchange: exchangeOf(s.code),
      board,
      price,
      priceDate: dateOfDay(priceDay),
      prevClose,
      change: cents(price - prevClose),
      changePct: cents(((price - prevClose) / prevClose) * 100),
      limitUp: cents(prevClose * (1 + limit)),
      limitDown: cents(prevClose * (1 - limit)),
      marketCap,
      marketCapText: capText(marketCap),
      pe: s.eps > 0 ? Math.round((price / s.eps) * 10) / 10 : null,
      lotSize: LOT_SIZE,
      hot: s.hot === true,
    })
  })
}

const fold = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

const byKey = new Map<string, StockListing>()
for (const s of stockListings) {
  for (const spelling of [s.code, s.name, s.nameZh, ...s.aliases]) {
    const key = fold(spelling)
    if (!byKey.has(key)) byKey.set(key, s)
  }
}

/** A stock from its code ('600519', 'SH600519', '600519.SH'), name or common abbreviation ('Moutai', '茅台'). */
export function resolveStock(text: string): StockListing | undefined {
  const key = fold(text)
  const code = /^(?:sh|sz)?(\d{6})(?:sh|sz|ss)?$/.exec(key)?.[1]
  return byKey.get(code ?? key) ?? byKey.get(key.replace(/(股份|集团|公司|stock|shares?)$/u, ''))
}

export const stocksOfSector = (sector: Sector): readonly StockListing[] => stockListings.filter((s) => s.sector === sector)

export const hotStockOf = (sector: Sector): StockListing => stocksOfSector(sector).find((s) => s.hot) ?? stocksOfSector(sector)[0]!

/** The sector's stocks quoted on a day, largest market capitalisation first. */
export function sectorQuotes(ctx: Ctx, sector: Sector, day: number): readonly StockQuote[] {
  return ctx.memo(`sector:${sector}:${day}`, () =>
    Object.freeze(
      stocksOfSector(sector)
        .map((s) => stockQuote(ctx, s, day))
        .sort((a, b) => b.marketCap - a.marketCap),
    ),
  )
}

/** Median price of a sector's stocks on a day: the line between its 'low' and 'high' price range. */
export function medianPrice(quotes: readonly StockQuote[]): number {
  const prices = quotes.map((q) => q.price).sort((a, b) => a - b)
  const mid = Math.floor(prices.length / 2)
  return prices.length % 2 === 1 ? prices[mid]! : cents((prices[mid - 1]! + prices[mid]!) / 2)
}
