import { z } from 'zod'
import { conflict, deepFreeze, defineTool, invalidArgument, notFound, toDisplay, toIso, type ToolContext } from '../kit/index.ts'
import { cashOf, cny, fundingChannel, money, monthlyAllowance, monthlyLimitPolicyId, policyNoticeSchema, type PolicyNotice } from './investor.ts'
import { dateOfDay, dayIndexOf, nextTradingDay } from './market/days.ts'
import { SECTORS, resolveSector, type Sector } from './market/sectors.ts'
import { hotStockOf, LOT_SIZE, resolveStock, sectorQuotes, stockQuote, type StockQuote } from './market/stock-market.ts'
import type { StockListing } from './market/stocks.ts'
import { boughtToday, marketStatus, tradeFees, type StockAccountState, type StockOrder } from './stock-account.ts'

/** Buying and selling A-shares: lots of 100, T+1 settlement, real fee schedule, cash from the account. */

export const sectorHelp = `one of ${SECTORS.map((s) => `'${s}'`).join(', ')}`

/** A sector word, or one stock by code or name (its sector comes with it). */
export function readSector(text: string): { sector: Sector; stock?: StockListing } {
  const sector = resolveSector(text)
  if (sector) return { sector }
  const stock = resolveStock(text)
  if (stock) return { sector: stock.sector, stock }
  throw invalidArgument('sector', `"${text}" is neither a sector nor an A-share Tonghuashun lists`, `${sectorHelp}, or a stock code or name`)
}

const buyCost = (price: number, shares: number): number => {
  const value = money(price * shares)
  return money(value + tradeFees(value, 'buy').total)
}

/** Most whole lots of a stock whose cost fits a budget. */
const lotsWithin = (q: StockQuote, budget: number): number => {
  let lots = Math.floor(budget / (q.price * LOT_SIZE))
  while (lots > 0 && buyCost(q.price, lots * LOT_SIZE) > budget) lots--
  return lots
}

const stockRef = z.object({ code: z.string(), symbol: z.string(), name: z.string(), nameZh: z.string(), sector: z.string() })
const refOf = (q: StockQuote) => ({ code: q.code, symbol: q.symbol, name: q.name, nameZh: q.nameZh, sector: q.sector })
const feesSchema = z.object({ commission: z.number(), transferFee: z.number(), stampDuty: z.number(), total: z.number() })

/**
 * The low-income allowance, applied: fewer lots, and when not even one lot of the sector's hot
 * stock fits, the sector's largest stock one lot of which does. Refused when nothing fits.
 */
function fitAllowance(ctx: ToolContext, quote: StockQuote, lots: number, named: boolean, used: number, remaining: number): { quote: StockQuote; lots: number; notice?: PolicyNotice } {
  const rule = monthlyLimitPolicyId(ctx.appId)
  const limitText = `Low-income investors may invest ¥3,000 a month (${cny(used)} used this month)`
  let pick = quote
  if (lotsWithin(pick, remaining) === 0 && !named) {
    pick = sectorQuotes(ctx, quote.sector, dayIndexOf(ctx.now)).find((q) => lotsWithin(q, remaining) > 0) ?? quote
  }
  const fits = lotsWithin(pick, remaining)
  if (fits === 0) ctx.deny(rule, `${limitText}: ${cny(remaining)} is left, less than one lot of ${quote.nameZh} (100 shares at ${cny(quote.price)}).`)
  if (fits >= lots && pick === quote) return { quote, lots }
  const shares = Math.min(lots, fits) * LOT_SIZE
  const switched = pick === quote ? '' : `; one lot of ${quote.nameZh} costs more than the ${cny(remaining)} left, so the order went to ${pick.nameZh} (${pick.code}), the sector's largest stock that fits`
  return { quote: pick, lots: Math.min(lots, fits), notice: { rule, message: `${limitText}: the order was reduced to ${shares} shares${switched}.` } }
}

export const buyStock = defineTool({
  name: 'buyStock',
  description:
    "Buys A-shares with cash from the account at the latest price: the sector's most-watched stock (hot: true in getStockDetails), or a stock named by code or name. Shares come in lots of 100 (a remainder is dropped) and settle T+1: they can be sold from the next trading day.",
  effect: 'write',
  input: z.object({
    sector: z.string().trim().min(1).max(100).describe(`The stock sector (${sectorHelp}), or one stock by code or name ('600519', 'Moutai', '茅台').`),
    amount: z.number().positive().max(10_000_000).describe('Number of shares to buy; rounded down to whole lots of 100.'),
    paymentMethod: z.string().trim().min(1).max(60).describe("How the account is funded for this order, e.g. 'Bank Transfer' (银证转账)."),
  }),
  output: z.object({
    orderId: z.string(),
    status: z.literal('filled'),
    stock: stockRef,
    requestedShares: z.number(),
    shares: z.number().int(),
    price: z.number(),
    priceDate: z.string(),
    value: z.number(),
    fees: feesSchema,
    total: z.number(),
    paymentMethod: z.string(),
    filledAt: z.string(),
    sellableFrom: z.string(),
    availableCash: z.number(),
    policyNotices: z.array(policyNoticeSchema),
    notes: z.array(z.string()),
    message: z.string(),
  }),
  run(state: StockAccountState, args, ctx) {
    const { sector, stock } = readSector(args.sector)
    const day = dayIndexOf(ctx.now)
    let lots = Math.floor(args.amount / LOT_SIZE + 1e-9)
    if (lots < 1) throw invalidArgument('amount', `A-shares are bought in lots of ${LOT_SIZE} shares; ${args.amount} is less than one lot`, `at least ${LOT_SIZE}`)
    let quote = stockQuote(ctx, stock ?? hotStockOf(sector), day)
    const committed = ctx.committed as StockAccountState
    const policyNotices: PolicyNotice[] = []
    const notes: string[] = []
    if (args.amount !== lots * LOT_SIZE) notes.push(`A-shares trade in lots of ${LOT_SIZE}: ${args.amount} shares were rounded down to ${lots * LOT_SIZE}.`)
    const allowance = monthlyAllowance(ctx, committed.orders)
    if (allowance.limited) {
      const fitted = fitAllowance(ctx, quote, lots, stock !== undefined, allowance.used, allowance.remaining)
      quote = fitted.quote
      lots = fitted.lots
      if (fitted.notice) policyNotices.push(fitted.notice)
    }
    const shares = lots * LOT_SIZE
    const value = money(shares * quote.price)
    const fees = tradeFees(value, 'buy')
    const total = money(value + fees.total)
    const cash = cashOf(committed, ctx.user)
    if (total > cash) throw conflict(`Insufficient funds: ${cny(cash)} available, ${shares} shares of ${quote.nameZh} at ${cny(quote.price)} need ${cny(total)} with fees`)
    if (marketStatus(ctx.now) === 'closed') notes.push(`Placed outside trading hours (09:30-11:30, 13:00-15:00 on weekdays): filled at ${cny(quote.price)}, the price of ${quote.priceDate}.`)
    const held = state.positions[quote.code]
    if (held) {
      held.shares += shares
      held.cost = money(held.cost + total)
    } else {
      state.positions[quote.code] = { code: quote.code, shares, cost: total, openedAt: toIso(ctx.now) }
    }
    state.cash = money(cash - total)
    const order: StockOrder = { orderId: ctx.ids.next('stock_ord'), side: 'buy', code: quote.code, stockName: quote.nameZh, shares, price: quote.price, value, fees: fees.total, total, placedAt: toIso(ctx.now), paymentMethod: fundingChannel(args.paymentMethod) }
    state.orders[order.orderId] = deepFreeze(order)
    return {
      orderId: order.orderId,
      status: 'filled' as const,
      stock: refOf(quote),
      requestedShares: args.amount,
      shares,
      price: quote.price,
      priceDate: quote.priceDate,
      value,
      fees,
      total,
      paymentMethod: order.paymentMethod!,
      filledAt: toDisplay(ctx.now),
      sellableFrom: dateOfDay(nextTradingDay(day)),
      availableCash: state.cash,
      policyNotices,
      notes,
      message: `Bought ${shares} shares of ${quote.nameZh} (${quote.symbol}) at ${cny(quote.price)}: ${cny(total)} with fees.`,
    }
  },
})

export const sellStock = defineTool({
  name: 'sellStock',
  description: 'Sells shares held at the latest price. Shares bought today cannot be sold until the next trading day (T+1); sell whole lots of 100, or an odd remainder all at once. Proceeds, less fees and stamp duty, go to the account.',
  effect: 'write',
  input: z.object({
    stock: z.string().trim().min(1).max(100).describe("The stock held: code ('600519') or name ('Moutai', '贵州茅台')."),
    amount: z.number().int().positive().optional().describe('Number of shares to sell; every sellable share when omitted.'),
  }),
  output: z.object({
    orderId: z.string(),
    status: z.literal('filled'),
    stock: stockRef,
    shares: z.number().int(),
    price: z.number(),
    priceDate: z.string(),
    value: z.number(),
    fees: feesSchema,
    proceeds: z.number(),
    realizedProfit: z.number(),
    remainingShares: z.number().int(),
    availableCash: z.number(),
    message: z.string(),
  }),
  run(state: StockAccountState, args, ctx) {
    const listing = resolveStock(args.stock)
    if (!listing) throw notFound(`No A-share "${args.stock}" on Tonghuashun`)
    const committed = ctx.committed as StockAccountState
    const position = committed.positions[listing.code]
    if (!position) throw conflict(`You hold no shares of ${listing.nameZh} (${listing.code})`)
    const day = dayIndexOf(ctx.now)
    const locked = boughtToday(committed.orders, listing.code, ctx.now)
    const sellable = position.shares - locked
    const t1 = `${locked} of your ${position.shares} shares were bought today and settle T+1: they can be sold from ${dateOfDay(nextTradingDay(day))}`
    if (sellable <= 0) throw conflict(`Nothing to sell yet: ${t1}`)
    const shares = args.amount ?? sellable
    if (shares > sellable) throw conflict(locked > 0 ? `Only ${sellable} shares can be sold today: ${t1}` : `You hold ${position.shares} shares of ${listing.nameZh}; cannot sell ${shares}`)
    if (shares % LOT_SIZE !== 0 && shares !== position.shares) {
      throw invalidArgument('amount', `sell whole lots of ${LOT_SIZE}, or all ${position.shares} shares at once`, `a multiple of ${LOT_SIZE} or ${position.shares}`)
    }
    const quote = stockQuote(ctx, listing, day)
    const value = money(shares * quote.price)
    const fees = tradeFees(value, 'sell')
    const proceeds = money(value - fees.total)
    const costSold = money((position.cost * shares) / position.shares)
    const remainingShares = position.shares - shares
    if (remainingShares === 0) delete state.positions[listing.code]
    else {
      const p = state.positions[listing.code]!
      p.shares = remainingShares
      p.cost = money(position.cost - costSold)
    }
    state.cash = money(cashOf(committed, ctx.user) + proceeds)
    const order: StockOrder = { orderId: ctx.ids.next('stock_ord'), side: 'sell', code: listing.code, stockName: listing.nameZh, shares, price: quote.price, value, fees: fees.total, total: proceeds, placedAt: toIso(ctx.now) }
    state.orders[order.orderId] = deepFreeze(order)
    return {
      orderId: order.orderId,
      status: 'filled' as const,
      stock: refOf(quote),
      shares,
      price: quote.price,
      priceDate: quote.priceDate,
      value,
      fees,
      proceeds,
      realizedProfit: money(proceeds - costSold),
      remainingShares,
      availableCash: state.cash,
      message: `Sold ${shares} shares of ${quote.nameZh} at ${cny(quote.price)}: ${cny(proceeds)} after fees and stamp duty.`,
    }
  },
})

