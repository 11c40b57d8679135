import { calendarDay, fromLocal, toDate, type ToolContext } from '../kit/index.ts'
import type { BankState, FundOrder } from './fund-account.ts'
import { money } from './investor.ts'
import { dayIndexOf, isTradingDay, navDayFor, nextTradingDay } from './market/days.ts'
import { fundQuote, unitValue } from './market/fund-market.ts'
import { fundUniverse, type Fund } from './market/funds.ts'

/**
 * Fund purchases deal at a NAV not yet known when the order is placed (T+1): before the 15:00 cut-off
 * on a trading day at that day's NAV, later or on a closed day at the next trading day's; the shares
 * are confirmed the trading day after. Nothing runs in the background: a purchase whose confirmation
 * day has come is confirmed the next time the account is looked at (a copy for a read, the draft for
 * a write), so the same clock always shows the same account.
 */

type Ctx = Pick<ToolContext, 'memo' | 'worldSeed' | 'now'>

const round = (x: number, d: number): number => Math.round(x * 10 ** d) / 10 ** d

export const fundByCode = (ctx: Pick<ToolContext, 'memo' | 'worldSeed'>, code: string): Fund => fundUniverse(ctx).find((f) => f.code === code)!

/** Shares as the app shows them: NAV shares, or ¥1 shares of a money-market fund. */
export function sharesOf(ctx: Pick<ToolContext, 'memo' | 'worldSeed'>, fund: Fund, units: number, day: number): number {
  return fund.type === 'money_market' ? money(units * unitValue(ctx, fund, day)) : round(units, 2)
}

/** The NAV a purchase placed at `ms` deals at, the day its shares are confirmed, and why, in the app's words. */
export function purchaseTiming(ms: number): { navDay: number; confirmDay: number; when: string } {
  const navDay = navDayFor(ms)
  const today = dayIndexOf(ms)
  const day = calendarDay(ms)
  const closed = day.holiday ? `on a ${day.holiday} holiday` : day.adjustedWorkday ? 'on an adjusted weekend workday, when the exchanges stay closed' : day.weekday === 0 || day.weekday === 6 ? 'at the weekend' : undefined
  const when = !isTradingDay(today) ? `Placed ${closed ?? 'on a non-trading day'}` : navDay === today ? 'Placed before the 15:00 cut-off' : 'Placed after the 15:00 cut-off'
  return { navDay, confirmDay: nextTradingDay(navDay), when }
}

/** Day index of a 'YYYY-MM-DD' date. */
const dayOfDate = (date: string): number => dayIndexOf(fromLocal(+date.slice(0, 4), +date.slice(5, 7), +date.slice(8, 10), 12))

/** Pending purchases whose confirmation day has begun ('YYYY-MM-DD' dates compare as strings). */
function duePurchases(state: Readonly<BankState>, now: number): FundOrder[] {
  const today = toDate(now)
  const due: FundOrder[] = []
  for (const id in state.orders) {
    const o = state.orders[id]!
    if (o.status === 'pending' && o.confirmsOn <= today) due.push(o)
  }
  return due
}

/** Confirms `due` into `account`: shares at the order's NAV, a lot dated the confirmation day. Entries are replaced, never edited. */
function confirm(account: BankState, due: readonly FundOrder[], ctx: Ctx): void {
  for (const o of due) {
    const fund = fundByCode(ctx, o.code)
    const navDay = dayOfDate(o.navDate)
    const units = round((o.total - o.fee) / unitValue(ctx, fund, navDay), 4)
    const lot = { day: dayOfDate(o.confirmsOn), units }
    const held = account.holdings[o.code]
    account.holdings[o.code] = held
      ? { ...held, units: round(held.units + units, 4), cost: money(held.cost + o.total), lots: [...held.lots, lot] }
      : { code: o.code, units, cost: o.total, lots: [lot] }
    account.orders[o.orderId] = Object.freeze({ ...o, status: 'confirmed' as const, shares: sharesOf(ctx, fund, units, navDay), nav: fundQuote(ctx, fund, navDay).nav })
  }
}

/** The account as it stands at `ctx.now`, due purchases confirmed; the same object when none is due. */
export function settledBank(state: Readonly<BankState>, ctx: Ctx): Readonly<BankState> {
  const due = duePurchases(state, ctx.now)
  if (due.length === 0) return state
  const copy: BankState = { ...state, holdings: { ...state.holdings }, orders: { ...state.orders } }
  confirm(copy, due, ctx)
  return copy
}

/** Confirms due purchases into a write's draft, and returns the settled account to read from. */
export function settleBankDraft(draft: BankState, committed: Readonly<BankState>, ctx: Ctx): Readonly<BankState> {
  const account = settledBank(committed, ctx)
  if (account !== committed) confirm(draft, duePurchases(committed, ctx.now), ctx)
  return account
}
