import { z } from 'zod'
import type { ToolContext } from '../kit/index.ts'
import { cashOf, money, type CashAccount } from './investor.ts'
import { dateOfDay, dayIndexOf, marketOpen, priceDayAt } from './market/days.ts'
import { resolveStock, stockQuote } from './market/stock-market.ts'
import { settledAccount } from './stock-orders.ts'

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
  /** 'queued': placed while the market was closed, it trades when the next session opens (`executesAt`). */
  status: 'filled' | 'queued'
  shares: number
  /** The fill price; for a queued order, the latest close it was estimated at. */
  price: number
  /** shares × price */
  value: number
  fees: number
  /** Buy: what left the account; sell: what reached it (estimated while queued). */
  total: number
  placedAt: string
  /** When it traded, or will: the placing time while the market is open, else the next session's opening. */
  executesAt: string
  /** A queued buy's cash held back at the session's limit-up price with fees; the unused part returns at the fill. */
  reserved?: number
  paymentMethod?: string
}

export interface StockAccountState extends CashAccount {
  positions: Record<string, Position>
  orders: Record<string, StockOrder>
}

export const emptyStockAccount = (): StockAccountState => ({ positions: {}, orders: {} })

/** Shares of a stock bought (filled) on a day: A-shares settle T+1, so these cannot be sold that day. */
export function boughtOn(orders: Readonly<Record<string, StockOrder>>, code: string, day: number): number {
  const date = dateOfDay(day)
  let n = 0
  for (const id in orders) {
    const o = orders[id]!
    if (o.side === 'buy' && o.status === 'filled' && o.code === code && o.executesAt.slice(0, 10) === date) n += o.shares
  }
  return n
}

/** Shares already promised to queued sell orders. */
export function queuedForSale(orders: Readonly<Record<string, StockOrder>>, code: string): number {
  let n = 0
  for (const id in orders) {
    const o = orders[id]!
    if (o.side === 'sell' && o.status === 'queued' && o.code === code) n += o.shares
  }
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
  status: z.enum(['filled', 'queued']),
  shares: z.number().int(),
  price: z.number(),
  value: z.number(),
  fees: z.number(),
  total: z.number(),
  placedAt: z.string(),
  executesAt: z.string(),
  reserved: z.number().optional(),
  paymentMethod: z.string().optional(),
})

export function portfolioView(ctx: ToolContext, committed: Readonly<StockAccountState>) {
  const state = settledAccount(committed, ctx)
  const today = dayIndexOf(ctx.now)
  const day = priceDayAt(ctx.now)
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
      sellableShares: Math.max(0, p.shares - boughtOn(state.orders, p.code, today) - queuedForSale(state.orders, p.code)),
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
  const orders = Object.values(state.orders)
  const queued = orders.filter((o) => o.status === 'queued')
  const cash = money(cashOf(state, ctx.user, 'brokerage'))
  const reserved = money(queued.reduce((n, o) => n + (o.reserved ?? 0), 0))
  const value = money(positions.reduce((n, p) => n + p.marketValue, 0))
  return {
    date: dateOfDay(today),
    marketStatus: marketStatus(ctx.now),
    availableCash: cash,
    reservedCash: reserved,
    marketValue: value,
    totalAssets: money(cash + reserved + value),
    totalProfit: money(positions.reduce((n, p) => n + p.profit, 0)),
    positions,
    queuedOrders: queued,
    recentOrders: orders.slice(-10).reverse(),
  }
}
