import { z } from 'zod'
import type { ToolContext } from '../kit/index.ts'
import { fundByCode, settledBank, sharesOf } from './fund-orders.ts'
import { cashOf, money, type CashAccount } from './investor.ts'
import { dateOfDay, dayIndexOf, publishedNavDay } from './market/days.ts'
import { fundTypeInfo, riskLabels } from './market/fund-houses.ts'
import { fundQuote, unitValue } from './market/fund-market.ts'

/** The Bank's fund account: holdings by fund code (with their purchase lots), orders by id, cash. */

export interface FundLot {
  /** CST day index of the purchase: the redemption fee depends on how long a lot was held. */
  day: number
  units: number
}

export interface FundHolding {
  code: string
  /** Units held; for a money-market fund, units of its value index (shares = units × index). */
  units: number
  /** What was paid for the units still held, fees included. */
  cost: number
  lots: FundLot[]
}

export interface FundOrder {
  orderId: string
  side: 'buy' | 'redeem'
  code: string
  fundName: string
  placedAt: string
  /** A purchase is 'pending' until its NAV is known and its shares are confirmed (T+1); a redemption is confirmed at once. */
  status: 'pending' | 'confirmed'
  /** Purchase: what the user paid (fee included). Redemption: what reached the account. */
  total: number
  fee: number
  /** The NAV the order deals at: the day's NAV before the 15:00 cut-off on a trading day, else the next trading day's. */
  navDate: string
  /** The day the shares are confirmed (a purchase), or were redeemed. */
  confirmsOn: string
  /** Known once confirmed. */
  shares?: number
  nav?: number
  paymentMethod?: string
}

export interface BankState extends CashAccount {
  holdings: Record<string, FundHolding>
  orders: Record<string, FundOrder>
}

export const emptyBank = (): BankState => ({ holdings: {}, orders: {} })

const round = (x: number, d: number): number => Math.round(x * 10 ** d) / 10 ** d

export const holdingSchema = z.object({
  code: z.string(),
  name: z.string(),
  nameZh: z.string(),
  type: z.string(),
  riskLevel: z.string(),
  shares: z.number(),
  nav: z.number(),
  navDate: z.string(),
  marketValue: z.number(),
  cost: z.number(),
  profit: z.number(),
  profitPct: z.number(),
  firstBought: z.string(),
})

export const fundOrderSchema = z.object({
  orderId: z.string(),
  side: z.enum(['buy', 'redeem']),
  code: z.string(),
  fundName: z.string(),
  placedAt: z.string(),
  status: z.enum(['pending', 'confirmed']),
  total: z.number(),
  fee: z.number(),
  navDate: z.string(),
  confirmsOn: z.string(),
  /** Absent until the shares are confirmed. */
  shares: z.number().optional(),
  nav: z.number().optional(),
  paymentMethod: z.string().optional(),
})

export function holdingView(ctx: ToolContext, h: FundHolding) {
  const fund = fundByCode(ctx, h.code)
  const day = publishedNavDay(ctx.now)
  const quote = fundQuote(ctx, fund, day)
  const marketValue = money(h.units * unitValue(ctx, fund, day))
  const first = Math.min(...h.lots.map((l) => l.day))
  return {
    code: fund.code,
    name: fund.name,
    nameZh: fund.nameZh,
    type: fundTypeInfo[fund.type].label,
    riskLevel: riskLabels[fund.risk],
    shares: sharesOf(ctx, fund, h.units, day),
    nav: quote.nav,
    navDate: quote.navDate,
    marketValue,
    cost: money(h.cost),
    profit: money(marketValue - h.cost),
    profitPct: h.cost > 0 ? round(((marketValue - h.cost) / h.cost) * 100, 2) : 0,
    firstBought: dateOfDay(first),
  }
}

export function accountView(ctx: ToolContext, committed: Readonly<BankState>) {
  const state = settledBank(committed, ctx)
  const holdings = Object.values(state.holdings).map((h) => holdingView(ctx, h)).sort((a, b) => b.marketValue - a.marketValue)
  const orders = Object.values(state.orders)
  const pending = orders.filter((o) => o.status === 'pending')
  const invested = money(holdings.reduce((n, h) => n + h.marketValue, 0))
  const cost = money(holdings.reduce((n, h) => n + h.cost, 0))
  const waiting = money(pending.reduce((n, o) => n + o.total, 0))
  const cash = money(cashOf(state, ctx.user))
  return {
    date: dateOfDay(dayIndexOf(ctx.now)),
    availableCash: cash,
    holdingsValue: invested,
    pendingAmount: waiting,
    totalAssets: money(cash + invested + waiting),
    totalProfit: money(invested - cost),
    holdings,
    pendingPurchases: pending,
    recentOrders: orders.slice(-10).reverse(),
  }
}
