import { calendarDay, fromIso, localParts, toIso, type ToolContext } from '../kit/index.ts'
import { cashOf, money } from './investor.ts'
import { dayIndexOf, nextSessionOpen } from './market/days.ts'
import { resolveStock, stockQuote } from './market/stock-market.ts'
import type { StockAccountState, StockOrder } from './stock-account.ts'

/**
 * Orders placed while the exchanges are closed (nights, weekends, public holidays, the lunch break)
 * wait for the next session's opening and then trade at that day's price. Nothing runs in the
 * background: an order whose opening has passed is filled the next time the account is looked at,
 * in a copy for a read and in the draft for a write, so the same clock always shows the same account.
 */

/** Commission 0.025% (at least ¥5), transfer fee 0.001%, and on sales the 0.05% stamp duty. */
export function tradeFees(value: number, side: 'buy' | 'sell') {
  const commission = money(Math.max(5, value * 0.00025))
  const transferFee = money(value * 0.00001)
  const stampDuty = side === 'sell' ? money(value * 0.0005) : 0
  return { commission, transferFee, stampDuty, total: money(commission + transferFee + stampDuty) }
}

/** Why the exchanges are shut at `ms`, for the note on a queued order. */
export function whyClosed(ms: number): string {
  const day = calendarDay(ms)
  if (day.holiday) return `the exchanges are closed for the ${day.holiday} holiday`
  if (day.weekday === 0 || day.weekday === 6) return day.adjustedWorkday ? 'the exchanges stay closed on an adjusted weekend workday' : 'the exchanges are closed at the weekend'
  const { hour, minute: m } = localParts(ms)
  const minute = hour * 60 + m
  if (minute < 570) return 'the market opens at 09:30'
  if (minute < 780) return 'the market is at its 11:30-13:00 lunch break'
  return 'the market closed at 15:00'
}

/** When an order placed now trades: now while the market is open, else the next session's opening (queued). */
export function tradeTime(now: number): { at: number; queued: boolean } {
  const at = nextSessionOpen(now)
  return { at, queued: at > now }
}

type Ctx = Pick<ToolContext, 'memo' | 'worldSeed' | 'now' | 'user'>

/** Queued orders whose session has opened by `now`, in the order they were placed. */
function dueOrders(state: Readonly<StockAccountState>, now: number): StockOrder[] {
  // Canonical ISO times (one offset, fixed width) compare as strings: no parsing on every call.
  const nowIso = toIso(now)
  const due: StockOrder[] = []
  for (const id in state.orders) {
    const o = state.orders[id]!
    if (o.status === 'queued' && o.executesAt <= nowIso) due.push(o)
  }
  return due
}

/** Fills `due` into `account`: positions, cash and the orders themselves. Entries are replaced, never edited, so a shallow copy is safe to fill. */
function fill(account: StockAccountState, due: readonly StockOrder[], ctx: Ctx): void {
  let cash = cashOf(account, ctx.user, 'brokerage')
  for (const o of due) {
    const price = stockQuote(ctx, resolveStock(o.code)!, dayIndexOf(fromIso(o.executesAt))).price
    const value = money(o.shares * price)
    const fees = tradeFees(value, o.side).total
    const held = account.positions[o.code]
    const { reserved, ...order } = o
    let total: number
    if (o.side === 'buy') {
      total = money(value + fees)
      cash = money(cash + (reserved ?? 0) - total)
      account.positions[o.code] = held ? { ...held, shares: held.shares + o.shares, cost: money(held.cost + total) } : { code: o.code, shares: o.shares, cost: total, openedAt: o.executesAt }
    } else {
      // A queued sale was checked against the sellable shares, and nothing else sells them meanwhile.
      total = money(value - fees)
      cash = money(cash + total)
      const left = held!.shares - o.shares
      if (left <= 0) delete account.positions[o.code]
      else account.positions[o.code] = { ...held!, shares: left, cost: money(held!.cost - money((held!.cost * o.shares) / held!.shares)) }
    }
    account.orders[o.orderId] = Object.freeze({ ...order, status: 'filled' as const, price, value, fees, total })
  }
  account.cash = cash
}

/** The account as it stands at `ctx.now`, due orders filled; the same object when none is due. */
export function settledAccount(state: Readonly<StockAccountState>, ctx: Ctx): Readonly<StockAccountState> {
  const due = dueOrders(state, ctx.now)
  if (due.length === 0) return state
  const copy: StockAccountState = { ...state, positions: { ...state.positions }, orders: { ...state.orders } }
  fill(copy, due, ctx)
  return copy
}

/** Fills due orders into a write's draft (what `committed` had due), and returns the settled account to read from. */
export function settleDraft(draft: StockAccountState, committed: Readonly<StockAccountState>, ctx: Ctx): Readonly<StockAccountState> {
  const account = settledAccount(committed, ctx)
  if (account !== committed) fill(draft, dueOrders(committed, ctx.now), ctx)
  return account
}
