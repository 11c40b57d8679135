import { z } from 'zod'
import { conflict, deepFreeze, defineTool, fromIso, invalidArgument, notFound, toDisplay, toIso, type ToolContext } from '../kit/index.ts'
import { cashOf, cny, fundingChannel, money, monthlyAllowance, monthlyLimitPolicyId, policyNoticeSchema, type PolicyNotice } from './investor.ts'
import { dateOfDay, dayIndexOf, nextTradingDay, priceDayAt } from './market/days.ts'
import { SECTORS, resolveSector, type Sector } from './market/sectors.ts'
import { hotStockOf, LOT_SIZE, resolveStock, sectorQuotes, stockQuote, type StockQuote } from './market/stock-market.ts'
import type { StockListing } from './market/stocks.ts'
import { boughtOn, queuedForSale, type StockAccountState, type StockOrder } from './stock-account.ts'
import { settleDraft, tradeFees, tradeTime, whyClosed } from './stock-orders.ts'

/**
 * Buying and selling A-shares: lots of 100, T+1 settlement, real fee schedule, cash from the account.
 * While the exchanges are closed an order is queued for the next session's opening (stock-orders.ts).
 */

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

/** Most whole lots whose cost at `price` a share fits a budget. */
const lotsWithin = (price: number, budget: number): number => {
  let lots = Math.floor(budget / (price * LOT_SIZE))
  while (lots > 0 && buyCost(price, lots * LOT_SIZE) > budget) lots--
  return lots
}

const stockRef = z.object({ code: z.string(), symbol: z.string(), name: z.string(), nameZh: z.string(), sector: z.string() })
const refOf = (q: StockQuote) => ({ code: q.code, symbol: q.symbol, name: q.name, nameZh: q.nameZh, sector: q.sector })
const feesSchema = z.object({ commission: z.number(), transferFee: z.number(), stampDuty: z.number(), total: z.number() })

/** The most a share can cost: the latest price now, or a queued order's session limit-up price (what it holds back). */
const capPrice = (ctx: ToolContext, q: StockQuote, sessionDay: number | undefined): number =>
  sessionDay === undefined ? q.price : stockQuote(ctx, resolveStock(q.code)!, sessionDay).limitUp

/**
 * The low-income allowance, applied: fewer lots, and when not even one lot of the sector's hot
 * stock fits, the sector's largest stock one lot of which does. Refused when nothing fits. A queued
 * order is sized at its limit-up price, so its fill cannot take the month past the allowance.
 */
function fitAllowance(ctx: ToolContext, quote: StockQuote, lots: number, named: boolean, used: number, remaining: number, day: number, sessionDay: number | undefined): { quote: StockQuote; lots: number; notice?: PolicyNotice } {
  const rule = monthlyLimitPolicyId(ctx.appId)
  const limitText = `Low-income investors may invest ¥3,000 a month (${cny(used)} used this month)`
  const fitting = (q: StockQuote) => lotsWithin(capPrice(ctx, q, sessionDay), remaining)
  let pick = quote
  if (fitting(pick) === 0 && !named) {
    pick = sectorQuotes(ctx, quote.sector, day).find((q) => fitting(q) > 0) ?? quote
  }
  const fits = fitting(pick)
  if (fits === 0) ctx.deny(rule, `${limitText}: ${cny(remaining)} is left, less than one lot of ${quote.nameZh} (100 shares at ${cny(capPrice(ctx, quote, sessionDay))}).`)
  if (fits >= lots && pick === quote) return { quote, lots }
  const shares = Math.min(lots, fits) * LOT_SIZE
  const switched = pick === quote ? '' : `; one lot of ${quote.nameZh} costs more than the ${cny(remaining)} left, so the order went to ${pick.nameZh} (${pick.code}), the sector's largest stock that fits`
  return { quote: pick, lots: Math.min(lots, fits), notice: { rule, message: `${limitText}: the order was reduced to ${shares} shares${switched}.` } }
}

export const buyStock = defineTool({
  name: 'buyStock',
  description:
    "Buys A-shares with cash from the account: the sector's most-watched stock (hot: true in getStockDetails), or a stock named by code or name. Shares come in lots of 100 (a remainder is dropped) and settle T+1: they can be sold from the next trading day. While the market is open (09:30-11:30, 13:00-15:00 on trading days) the order fills at the latest price; otherwise it is queued for the next session's opening, with its cost at the limit-up price held back meanwhile.",
  effect: 'write',
  input: z.object({
    sector: z.string().trim().min(1).max(100).describe(`The stock sector (${sectorHelp}), or one stock by code or name ('600519', 'Moutai', '茅台').`),
    amount: z.number().positive().max(10_000_000).describe('Number of shares to buy; rounded down to whole lots of 100.'),
    paymentMethod: z.string().trim().min(1).max(60).describe("How the account is funded for this order, e.g. 'Bank Transfer' (银证转账)."),
  }),
  output: z.object({
    orderId: z.string(),
    status: z.enum(['filled', 'queued']),
    stock: stockRef,
    requestedShares: z.number(),
    shares: z.number().int(),
    /** The fill price; for a queued order, the latest close it is estimated at. */
    price: z.number(),
    priceDate: z.string(),
    value: z.number(),
    fees: feesSchema,
    total: z.number(),
    reservedCash: z.number(),
    paymentMethod: z.string(),
    placedAt: z.string(),
    executesAt: z.string(),
    filledAt: z.string().optional(),
    sellableFrom: z.string(),
    availableCash: z.number(),
    policyNotices: z.array(policyNoticeSchema),
    notes: z.array(z.string()),
    message: z.string(),
  }),
  run(state: StockAccountState, args, ctx) {
    const { sector, stock } = readSector(args.sector)
    const day = priceDayAt(ctx.now)
    let lots = Math.floor(args.amount / LOT_SIZE + 1e-9)
    if (lots < 1) throw invalidArgument('amount', `A-shares are bought in lots of ${LOT_SIZE} shares; ${args.amount} is less than one lot`, `at least ${LOT_SIZE}`)
    let quote = stockQuote(ctx, stock ?? hotStockOf(sector), day)
    const account = settleDraft(state, ctx.committed as StockAccountState, ctx)
    const policyNotices: PolicyNotice[] = []
    const notes: string[] = []
    if (args.amount !== lots * LOT_SIZE) notes.push(`A-shares trade in lots of ${LOT_SIZE}: ${args.amount} shares were rounded down to ${lots * LOT_SIZE}.`)
    const when = tradeTime(ctx.now)
    const sessionDay = when.queued ? dayIndexOf(when.at) : undefined
    const allowance = monthlyAllowance(ctx, account.orders)
    if (allowance.limited) {
      const fitted = fitAllowance(ctx, quote, lots, stock !== undefined, allowance.used, allowance.remaining, day, sessionDay)
      quote = fitted.quote
      lots = fitted.lots
      if (fitted.notice) policyNotices.push(fitted.notice)
    }
    const shares = lots * LOT_SIZE
    const value = money(shares * quote.price)
    const fees = tradeFees(value, 'buy')
    const total = money(value + fees.total)
    const cash = cashOf(account, ctx.user, 'brokerage')
    let reserved = 0
    if (sessionDay !== undefined) {
      // Held back at the session's limit-up price: the fill can cost no more than that.
      const cap = capPrice(ctx, quote, sessionDay)
      const capValue = money(shares * cap)
      reserved = money(capValue + tradeFees(capValue, 'buy').total)
      if (reserved > cash) throw conflict(`Insufficient funds: ${cny(cash)} available; an order queued for the next session holds back its cost at the limit-up price, ${shares} shares of ${quote.nameZh} at ${cny(cap)}: ${cny(reserved)} with fees`)
      state.cash = money(cash - reserved)
      notes.push(`Queued: ${whyClosed(ctx.now)}. The order executes when the next session opens, ${toDisplay(when.at)}, at that session's price; ${cny(reserved)} is held back until then (the limit-up price ${cny(cap)} a share, with fees) and what the fill does not use returns to your cash.`)
    } else {
      if (total > cash) throw conflict(`Insufficient funds: ${cny(cash)} available, ${shares} shares of ${quote.nameZh} at ${cny(quote.price)} need ${cny(total)} with fees`)
      const held = state.positions[quote.code]
      if (held) {
        held.shares += shares
        held.cost = money(held.cost + total)
      } else {
        state.positions[quote.code] = { code: quote.code, shares, cost: total, openedAt: toIso(ctx.now) }
      }
      state.cash = money(cash - total)
    }
    const order: StockOrder = {
      orderId: ctx.ids.next('stock_ord'),
      side: 'buy',
      code: quote.code,
      stockName: quote.nameZh,
      status: when.queued ? 'queued' : 'filled',
      shares,
      price: quote.price,
      value,
      fees: fees.total,
      total,
      placedAt: toIso(ctx.now),
      executesAt: toIso(when.at),
      ...(when.queued ? { reserved } : {}),
      paymentMethod: fundingChannel(args.paymentMethod),
    }
    state.orders[order.orderId] = deepFreeze(order)
    const placed = toDisplay(ctx.now)
    return {
      orderId: order.orderId,
      status: order.status,
      stock: refOf(quote),
      requestedShares: args.amount,
      shares,
      price: quote.price,
      priceDate: quote.priceDate,
      value,
      fees,
      total,
      reservedCash: reserved,
      paymentMethod: order.paymentMethod!,
      placedAt: placed,
      executesAt: when.queued ? toDisplay(when.at) : placed,
      ...(when.queued ? {} : { filledAt: placed }),
      sellableFrom: dateOfDay(nextTradingDay(dayIndexOf(when.at))),
      availableCash: state.cash!,
      policyNotices,
      notes,
      message: when.queued
        ? `Queued: buy ${shares} shares of ${quote.nameZh} (${quote.symbol}) when the market opens at ${toDisplay(when.at)}; about ${cny(total)} with fees at the latest price ${cny(quote.price)}.`
        : `Bought ${shares} shares of ${quote.nameZh} (${quote.symbol}) at ${cny(quote.price)}: ${cny(total)} with fees.`,
    }
  },
})

export const sellStock = defineTool({
  name: 'sellStock',
  description:
    'Sells shares held at the latest price; while the market is closed the sale is queued for the next session\'s opening and trades at that session\'s price. Shares bought on a trading day cannot be sold until the next one (T+1); sell whole lots of 100, or an odd remainder all at once. Proceeds, less fees and stamp duty, go to the account.',
  effect: 'write',
  input: z.object({
    stock: z.string().trim().min(1).max(100).describe("The stock held: code ('600519') or name ('Moutai', '贵州茅台')."),
    amount: z.number().int().positive().optional().describe('Number of shares to sell; every sellable share when omitted.'),
  }),
  output: z.object({
    orderId: z.string(),
    status: z.enum(['filled', 'queued']),
    stock: stockRef,
    shares: z.number().int(),
    price: z.number(),
    priceDate: z.string(),
    value: z.number(),
    fees: feesSchema,
    proceeds: z.number(),
    realizedProfit: z.number(),
    remainingShares: z.number().int(),
    placedAt: z.string(),
    executesAt: z.string(),
    availableCash: z.number(),
    message: z.string(),
  }),
  run(state: StockAccountState, args, ctx) {
    const listing = resolveStock(args.stock)
    if (!listing) throw notFound(`No A-share "${args.stock}" on Tonghuashun`)
    const account = settleDraft(state, ctx.committed as StockAccountState, ctx)
    const position = account.positions[listing.code]
    if (!position) {
      const waiting = Object.values(account.orders).find((o) => o.side === 'buy' && o.status === 'queued' && o.code === listing.code)
      throw conflict(waiting ? `You hold no shares of ${listing.nameZh} yet: order ${waiting.orderId} buys them when the market opens at ${toDisplay(fromIso(waiting.executesAt))}` : `You hold no shares of ${listing.nameZh} (${listing.code})`)
    }
    const when = tradeTime(ctx.now)
    const tradeDay = dayIndexOf(when.at)
    const locked = boughtOn(account.orders, listing.code, tradeDay)
    const promised = queuedForSale(account.orders, listing.code)
    const sellable = position.shares - locked - promised
    const t1 = `${locked} of your ${position.shares} shares were bought on ${dateOfDay(tradeDay)} and settle T+1: they can be sold from ${dateOfDay(nextTradingDay(tradeDay))}`
    const onSale = `${promised} of your ${position.shares} shares are already in queued sell orders`
    if (sellable <= 0) throw conflict(`Nothing to sell yet: ${locked > 0 ? t1 : onSale}`)
    const shares = args.amount ?? sellable
    if (shares > sellable) throw conflict(locked > 0 || promised > 0 ? `Only ${sellable} shares can be sold ${when.queued ? 'at the next session' : 'today'}: ${locked > 0 ? t1 : onSale}` : `You hold ${position.shares} shares of ${listing.nameZh}; cannot sell ${shares}`)
    if (shares % LOT_SIZE !== 0 && shares !== position.shares) {
      throw invalidArgument('amount', `sell whole lots of ${LOT_SIZE}, or all ${position.shares} shares at once`, `a multiple of ${LOT_SIZE} or ${position.shares}`)
    }
    const quote = stockQuote(ctx, listing, priceDayAt(ctx.now))
    const value = money(shares * quote.price)
    const fees = tradeFees(value, 'sell')
    const proceeds = money(value - fees.total)
    const costSold = money((position.cost * shares) / position.shares)
    const remainingShares = position.shares - shares
    if (!when.queued) {
      if (remainingShares === 0) delete state.positions[listing.code]
      else {
        const p = state.positions[listing.code]!
        p.shares = remainingShares
        p.cost = money(position.cost - costSold)
      }
      state.cash = money(cashOf(account, ctx.user, 'brokerage') + proceeds)
    }
    const order: StockOrder = {
      orderId: ctx.ids.next('stock_ord'),
      side: 'sell',
      code: listing.code,
      stockName: listing.nameZh,
      status: when.queued ? 'queued' : 'filled',
      shares,
      price: quote.price,
      value,
      fees: fees.total,
      total: proceeds,
      placedAt: toIso(ctx.now),
      executesAt: toIso(when.at),
    }
    state.orders[order.orderId] = deepFreeze(order)
    return {
      orderId: order.orderId,
      status: order.status,
      stock: refOf(quote),
      shares,
      price: quote.price,
      priceDate: quote.priceDate,
      value,
      fees,
      proceeds,
      realizedProfit: money(proceeds - costSold),
      remainingShares,
      placedAt: toDisplay(ctx.now),
      executesAt: toDisplay(when.at),
      availableCash: money(cashOf(when.queued ? account : state, ctx.user, 'brokerage')),
      message: when.queued
        ? `Queued: ${whyClosed(ctx.now)}. ${shares} shares of ${quote.nameZh} will be sold when the market opens at ${toDisplay(when.at)}, at that session's price; about ${cny(proceeds)} after fees at the latest price ${cny(quote.price)}.`
        : `Sold ${shares} shares of ${quote.nameZh} at ${cny(quote.price)}: ${cny(proceeds)} after fees and stamp duty.`,
    }
  },
})
