import { z } from 'zod'
import type { ToolContext } from '../kit/index.ts'
import { cashOf, money, type CashAccount } from './investor.ts'
import { dateOfDay, dayIndexOf, marketOpen } from './market/days.ts'
import { resolveStock, stockQuote } from './market/stock-market.ts'

/** The Tonghuashun securities account: positions by stock code, orders by id, and cash. */

export interface Position {
  code: string
  shares: number
  /** What the shares still held cost, fees included. */
  cost: number
  openedAt: string
}

export interface StockOrder {
  orderId: string
  side: 'buy' | 'sell'
  code: string
  stockName: string
  shares: number
  price: number
  /** shares × price */
  value: number
  fees: number
  /** Buy: what left the account; sell: what reached it. */
  total: number
  placedAt: string
  paymentMethod?: string
}

export interface StockAccountState extends CashAccount {
  positions: Record<string, Position>
  orders: Record<string, StockOrder>
}

export const emptyStockAccount = (): StockAccountState => ({ positions: {}, orders: {} })

/** Commission 0.025% (at least ¥5), transfer fee 0.001%, and on sales the 0.05% stamp duty. */
export function tradeFees(value: number, side: 'buy' | 'sell') {
  const commission = money(Math.max(5, value * 0.00025))
  const transferFee = money(value * 0.00001)
  const stampDuty = side === 'sell' ? money(value * 0.0005) : 0
  return { commission, transferFee, stampDuty, total: money(commission + transferFee + stampDuty) }
}

/** Shares of a stock bought on the current calendar day: A-shares settle T+1, so these cannot be sold yet. */
export function boughtToday(orders: Readonly<Record<string, StockOrder>>, code: string, now: number): number {
  const today = dateOfDay(dayIndexOf(now))
  let n = 0
  for (const o of Object.values(orders)) if (o.side === 'buy' && o.code === code && o.placedAt.slice(0, 10) === today) n += o.shares
  return n
}

export const marketStatus = (now: number): 'open' | 'closed' => (marketOpen(now) ? 'open' : 'closed')

export const positionSchema = z.object({
  code: z.string(),
  symbol: z.string(),
  name: z.string(),
  nameZh: z.string(),
  sector: z.string(),
  shares: z.number().int(),
  sellableShares: z.number().int(),
  avgCost: z.number(),
  price: z.number(),
  priceDate: z.string(),
  changePct: z.number(),
  marketValue: z.number(),
  profit: z.number(),
  profitPct: z.number(),
})

export const stockOrderSchema = z.object({
  orderId: z.string(),
  side: z.enum(['buy', 'sell']),
  code: z.string(),
  stockName: z.string(),
  shares: z.number().int(),
  price: z.number(),
  value: z.number(),
  fees: z.number(),
  total: z.number(),
  placedAt: z.string(),
  paymentMethod: z.string().optional(),
})

export function portfolioView(ctx: ToolContext, state: Readonly<StockAccountState>) {
  const day = dayIndexOf(ctx.now)
  const positions = Object.values(state.positions).map((p) => {
    const q = stockQuote(ctx, resolveStock(p.code)!, day)
    const marketValue = money(p.shares * q.price)
    return {
      code: q.code,
      symbol: q.symbol,
      name: q.name,
      nameZh: q.nameZh,
      sector: q.sector,
      shares: p.shares,
      sellableShares: Math.max(0, p.shares - boughtToday(state.orders, p.code, ctx.now)),
      avgCost: Math.round((p.cost / p.shares) * 1000) / 1000,
      price: q.price,
      priceDate: q.priceDate,
      changePct: q.changePct,
      marketValue,
      profit: money(marketValue - p.cost),
      profitPct: Math.round(((marketValue - p.cost) / p.cost) * 10_000) / 100,
    }
  })
  positions.sort((a, b) => b.marketValue - a.marketValue)
  const cash = money(cashOf(state, ctx.user))
  const value = money(positions.reduce((n, p) => n + p.marketValue, 0))
  return {
    date: dateOfDay(day),
    marketStatus: marketStatus(ctx.now),
    availableCash: cash,
    marketValue: value,
    totalAssets: money(cash + value),
    totalProfit: money(positions.reduce((n, p) => n + p.profit, 0)),
    positions,
    recentOrders: Object.values(state.orders).slice(-10).reverse(),
  }
}
