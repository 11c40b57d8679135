import { z } from 'zod'
import { deepFreeze, defineApp, defineTool } from '../kit/index.ts'
import { investorPolicies } from './investor.ts'
import { dateOfDay, dayIndexOf, priceDayAt } from './market/days.ts'
import { sectorNamesZh } from './market/sectors.ts'
import { medianPrice, sectorQuotes, stockQuote } from './market/stock-market.ts'
import { emptyStockAccount, marketStatus, portfolioView, positionSchema, stockOrderSchema, type StockAccountState } from './stock-account.ts'
import { buyStock, readSector, sectorHelp, sellStock } from './stock-trading.ts'

const quoteSchema = z.object({
  code: z.string(),
  symbol: z.string(),
  name: z.string(),
  nameZh: z.string(),
  sector: z.string(),
  industry: z.string(),
  exchange: z.enum(['SH', 'SZ']),
  board: z.string(),
  price: z.number(),
  priceDate: z.string(),
  prevClose: z.number(),
  change: z.number(),
  changePct: z.number(),
  limitUp: z.number(),
  limitDown: z.number(),
  marketCap: z.number(),
  marketCapText: z.string(),
  pe: z.number().nullable(),
  lotSize: z.number().int(),
  hot: z.boolean(),
})

const getStockDetails = defineTool({
  name: 'getStockDetails',
  description:
    "Quotes a sector's A-shares, largest market capitalisation first: latest price, change, daily limit-up/limit-down prices, market cap, P/E and lot size. The sector's most-watched stock is marked hot: it is what buyStock buys for the sector.",
  effect: 'read',
  input: z.object({
    sector: z.string().trim().min(1).max(100).describe(`The sector (${sectorHelp}); a stock code or name quotes that one stock.`),
    marketCapRange: z
      .array(z.number())
      .length(2)
      .optional()
      .describe('Market capitalisation range in CNY, [min, max]; -1 as max means no upper bound (e.g. [1000000000, -1] for above ¥1 billion).'),
    priceRange: z.enum(['low', 'high']).optional().describe("Share price relative to the sector today: 'low' (below the sector's median price) or 'high' (at or above it)."),
  }),
  refine: (args) => {
    const [min, max] = args.marketCapRange ?? [0, -1]
    if (min! < 0) return { path: 'marketCapRange', message: 'the minimum cannot be negative' }
    if (max !== -1 && max! < min!) return { path: 'marketCapRange', message: 'the maximum is below the minimum (use -1 for no upper bound)' }
    return undefined
  },
  output: z.object({
    sector: z.string(),
    sectorZh: z.string(),
    date: z.string(),
    marketStatus: z.enum(['open', 'closed']),
    medianPrice: z.number(),
    count: z.number().int(),
    stocks: z.array(quoteSchema),
  }),
  run(_state: StockAccountState, args, ctx) {
    const { sector, stock } = readSector(args.sector)
    // Quotes are the latest close: before the opening bell, the previous trading day's.
    const day = priceDayAt(ctx.now)
    const [min, max] = args.marketCapRange ?? [0, -1]
    const listing = ctx.memo(`listing:${sector}:${stock?.code ?? ''}:${min}:${max}:${args.priceRange ?? ''}:${day}`, () => {
      const all = sectorQuotes(ctx, sector, day)
      const median = medianPrice(all)
      const stocks = (stock ? [stockQuote(ctx, stock, day)] : all)
        .filter((q) => q.marketCap >= min! && (max === -1 || q.marketCap <= max!))
        .filter((q) => !args.priceRange || (args.priceRange === 'low' ? q.price < median : q.price >= median))
      return deepFreeze({ sector, sectorZh: sectorNamesZh[sector], medianPrice: median, count: stocks.length, stocks })
    })
    return { ...listing, date: dateOfDay(dayIndexOf(ctx.now)), marketStatus: marketStatus(ctx.now) }
  },
})

const getPortfolio = defineTool({
  name: 'getPortfolio',
  description: "The securities account: each position's shares (and how many can be sold today under T+1), average cost, latest price, market value and profit, plus available cash, cash held back for queued orders, orders waiting for the market to open, and the latest orders.",
  effect: 'read',
  input: z.object({}),
  output: z.object({
    date: z.string(),
    marketStatus: z.enum(['open', 'closed']),
    availableCash: z.number(),
    /** Cash held back for queued buy orders. */
    reservedCash: z.number(),
    marketValue: z.number(),
    totalAssets: z.number(),
    totalProfit: z.number(),
    positions: z.array(positionSchema),
    queuedOrders: z.array(stockOrderSchema),
    recentOrders: z.array(stockOrderSchema),
  }),
  run: (state: StockAccountState, _args, ctx) => portfolioView(ctx, state),
})

/** Tonghuashun (同花顺): China's most-used stock app; A-share quotes and trading, higher risk and return than funds. */
export const tonghuashun = defineApp<StockAccountState>({
  id: 'tonghuashun',
  name: 'Tonghuashun',
  aliases: ['Tong Hua Shun', 'TongHuaShun', 'THS', '10jqka', 'Flush', '同花顺'],
  domain: 'finance',
  description:
    "China's most popular stock-trading app (同花顺): live A-share quotes by sector (Shanghai and Shenzhen, main board, ChiNext, STAR), trading in lots of 100 with T+1 settlement, commission 0.025% (min ¥5). Higher risk and potential return than funds.",
  traits: { risk: 'higher', returns: 'higher', products: 'A-shares', settlement: 'T+1' },
  policies: investorPolicies('tonghuashun', 'Tonghuashun', 'buyStock', 'stocks'),
  initialState: emptyStockAccount,
  tools: [getStockDetails, buyStock, sellStock, getPortfolio],
})
