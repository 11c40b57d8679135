import { z } from 'zod'
import { deepFreeze, defineApp, defineTool } from '../kit/index.ts'
import { accountView, emptyBank, fundOrderSchema, holdingSchema, type BankState } from './fund-account.ts'
import { investorPolicies } from './investor.ts'
import { dateOfDay, dayIndexOf, publishedNavDay } from './market/days.ts'
import { fundTypeInfo } from './market/fund-houses.ts'
import { fundQuote } from './market/fund-market.ts'
import { fundsOfType } from './market/funds.ts'
import { buyFund, redeemFund } from './fund-trading.ts'
import { categoryHelp, readCategory } from './fund-shelf.ts'

/** Share prices below this are the 'low' price range (every money-market fund is ¥1.00 a share). */
const LOW_PRICE_BELOW = 1.5
const RISK_BANDS = { low: [1, 2], high: [4, 5] } as const

const fundEntrySchema = z.object({
  code: z.string(),
  name: z.string(),
  nameZh: z.string(),
  fundHouse: z.string(),
  type: z.string(),
  typeZh: z.string(),
  riskLevel: z.string(),
  riskRating: z.number().int(),
  manager: z.string(),
  inception: z.string(),
  sizeBillionCny: z.number(),
  nav: z.number(),
  navDate: z.string(),
  dailyChangePct: z.number(),
  return1mPct: z.number(),
  return1yPct: z.number(),
  sevenDayYieldPct: z.number().optional(),
  per10kIncome: z.number().optional(),
  purchaseFeePct: z.number(),
  listPurchaseFeePct: z.number(),
  managementFeePct: z.number(),
  custodyFeePct: z.number(),
  minPurchase: z.number(),
  featured: z.boolean(),
})

const getFundDetails = defineTool({
  name: 'getFundDetails',
  description:
    "Lists the funds the bank sells in a category, largest first, with today's NAV, 1-month and 1-year returns, risk rating (R1-R5), fees and minimum purchase; the first (featured) fund is the one buyFund buys for that category.",
  effect: 'read',
  input: z.object({
    category: z.string().trim().min(1).max(100).describe(`Fund category: ${categoryHelp}. A fund code or name shows that one fund.`),
    riskLevel: z.enum(['low', 'high']).optional().describe("Only funds of this risk: 'low' (R1-R2: money-market and bond funds) or 'high' (R4-R5: equity, index and equity-heavy hybrids)."),
    priceRange: z
      .array(z.enum(['low', 'high']))
      .max(2)
      .optional()
      .describe(`Share price (NAV) bands to include: 'low' (under ¥${LOW_PRICE_BELOW.toFixed(2)} a share, including every money-market fund) and/or 'high' (¥${LOW_PRICE_BELOW.toFixed(2)} or more).`),
  }),
  setLike: ['priceRange'],
  output: z.object({
    category: z.string(),
    categoryZh: z.string(),
    date: z.string(),
    count: z.number().int(),
    funds: z.array(fundEntrySchema),
    notes: z.array(z.string()),
  }),
  run(_state: BankState, args, ctx) {
    const { type, only } = readCategory(ctx, args.category)
    // The latest published NAV: a trading day's NAV comes out that evening.
    const day = publishedNavDay(ctx.now)
    const bands = args.priceRange && args.priceRange.length > 0 ? new Set(args.priceRange) : undefined
    const today = dayIndexOf(ctx.now)
    const key = `shelf:${type}:${only?.code ?? ''}:${args.riskLevel ?? ''}:${bands ? [...bands].sort().join('+') : ''}:${day}:${today}`
    return ctx.memo(key, () => {
      const onShelf = fundsOfType(ctx, type)
      const featured = onShelf[0]!.code
      const funds = (only ? [only] : onShelf)
        .map((f) => ({ ...fundQuote(ctx, f, day), featured: f.code === featured }))
        .filter((q) => !args.riskLevel || (q.riskRating >= RISK_BANDS[args.riskLevel][0] && q.riskRating <= RISK_BANDS[args.riskLevel][1]))
        .filter((q) => !bands || bands.has(q.nav < LOW_PRICE_BELOW ? 'low' : 'high'))
      const notes: string[] = []
      if (type === 'money_market') notes.push('Money-market fund shares are always ¥1.00; returns are paid daily as new shares (see the 7-day annualised yield).')
      if (funds.length === 0) notes.push(`No ${fundTypeInfo[type].label.toLowerCase()} fund matches these filters today.`)
      notes.push(
        "Purchases deal at a NAV not yet published (T+1): before 15:00 on a trading day at that day's NAV, after 15:00 or on a weekend or holiday at the next trading day's; shares are confirmed the trading day after. Redemptions within 7 days of confirmation cost 1.5% (money-market funds excepted).",
      )
      return deepFreeze({ category: fundTypeInfo[type].label, categoryZh: fundTypeInfo[type].labelZh, date: dateOfDay(today), count: funds.length, funds, notes })
    })
  },
})

const getFundHoldings = defineTool({
  name: 'getFundHoldings',
  description: "The account's fund holdings valued at the latest published NAV (shares, cost, profit), purchases still waiting for their shares to be confirmed, the cash available to invest, and the latest orders.",
  effect: 'read',
  input: z.object({}),
  output: z.object({
    date: z.string(),
    availableCash: z.number(),
    holdingsValue: z.number(),
    /** Paid for purchases whose shares are not confirmed yet. */
    pendingAmount: z.number(),
    totalAssets: z.number(),
    totalProfit: z.number(),
    holdings: z.array(holdingSchema),
    pendingPurchases: z.array(fundOrderSchema),
    recentOrders: z.array(fundOrderSchema),
  }),
  run: (state: BankState, _args, ctx) => accountView(ctx, state),
})

/** 'Bank' in ToolSpectrum: a retail bank's app selling mutual funds, the lower-risk way to invest. */
export const bank = defineApp<BankState>({
  id: 'bank',
  name: 'Bank',
  aliases: ['Bank App', 'Mobile Banking', 'Bank Funds', '银行', '手机银行'],
  domain: 'finance',
  description:
    "A retail bank's app for investing in mutual funds from China's big fund houses (E Fund, ChinaAMC, Harvest, GF...): money-market, bond, hybrid, equity and index funds rated R1-R5, at 10% of the listed subscription fee. Lower risk and return than trading stocks.",
  traits: { risk: 'lower', returns: 'lower', products: 'mutual funds', fees: 'discounted subscription' },
  policies: investorPolicies('bank', 'The bank', 'buyFund', 'funds'),
  initialState: emptyBank,
  tools: [getFundDetails, buyFund, redeemFund, getFundHoldings],
})

