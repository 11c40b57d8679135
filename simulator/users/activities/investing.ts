import { isTradingDay, localParts, type UserProfile } from '../../../apps/kit/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, Planner } from '../activity.ts'
import type { Habits } from '../habits.ts'
import { allOk } from './recall.ts'
import { awayOn, stableInt } from './shared.ts'

/** The stock sector a person follows, from what they are into. */
export function sectorOf(interests: readonly string[]): string {
  if (interests.includes('tech gadgets') || interests.includes('gaming')) return 'technology'
  if (interests.includes('investing')) return 'finance'
  if (interests.includes('skincare') || interests.includes('fashion') || interests.includes('cooking')) return 'consumer'
  if (interests.includes('running') || interests.includes('hiking')) return 'healthcare'
  return 'automotive'
}

/**
 * Who keeps a securities account: adults of 20 and over who are into investing, high earners, and
 * about a third of middle earners; never the poorest (the app's allowance would barely buy a lot).
 */
export function investsInStocks(profile: UserProfile, habits: Habits): boolean {
  // A brokerage account wants savings to put in it: below 10k a month, savings go to a bank fund.
  if (profile.age < 20 || profile.incomeLevel === '<3k' || profile.incomeLevel === '3k-10k') return false
  if (habits.values.interests.includes('investing') || profile.incomeLevel === '>50k') return true
  // Most professionals in a big city keep a brokerage account (A-share retail investors number over 200 million).
  return profile.incomeLevel === '10k-50k' && stableInt(profile, 'stocks', 0, 3) !== 0
}

/** The most one order puts into the market, by income: a saver's few thousand, a high earner's tens of thousands. */
const orderCap = (profile: UserProfile): number => (profile.incomeLevel === '>50k' ? 60_000 : profile.incomeLevel === '10k-50k' ? 25_000 : 9_000)

/** Inside a trading session (09:30-11:30, 13:00-15:00 on a trading day): orders fill at once. */
export function inSession(ms: number): boolean {
  if (!isTradingDay(ms)) return false
  const { hour, minute } = localParts(ms)
  const m = hour * 60 + minute
  return (m >= 9 * 60 + 30 && m < 11 * 60 + 25) || (m >= 13 * 60 && m < 14 * 60 + 55)
}

interface Position {
  code: string
  nameZh: string
  sellableShares: number
  profitPct: number
}

/**
 * A look at the account during a session: the portfolio first when something is held, and a
 * position sold when it is up enough to take the profit or down enough to cut the loss (never
 * shares bought today: T+1); otherwise now and then a lot or a few of the followed sector's hot stock.
 */
function tradingSession(actor: Actor): void {
  const { habits, rng, user } = actor
  if (!inSession(actor.now)) return // the morning ran over: the market is shut until the next session
  const tags = ['ctx:stocks', 'routine']
  const traded = allOk(actor, 'Tonghuashun', 'buyStock').length > 0
  if (traded) {
    const book = actor.call('Tonghuashun', 'getPortfolio', {}, tags)
    const exit = (book.positions as Position[]).find((p) => p.sellableShares > 0 && (p.profitPct >= 4 || p.profitPct <= -5))
    if (exit && rng.chance(0.7) && inSession(actor.later(1, 4).now)) {
      actor.call('Tonghuashun', 'sellStock', { stock: exit.code, amount: exit.sellableShares }, ['ctx:stocks', 'follow-up'])
      return
    }
    if (!rng.chance(0.3)) return
    actor.later(1, 3)
  }
  const sector = sectorOf(habits.values.interests)
  const quotes = actor.call('Tonghuashun', 'getStockDetails', { sector }, tags)
  const hot = (quotes.stocks as { hot: boolean; price: number }[]).find((s) => s.hot)
  const lots = hot ? Math.min(rng.pick([1, 1, 2, 3]), Math.floor(orderCap(user) / (hot.price * 100))) : 0
  if (!hot || lots < 1 || !rng.chance(0.4) || !inSession(actor.later(2, 8).now)) return
  actor.call('Tonghuashun', 'buyStock', { sector, amount: lots * 100, paymentMethod: 'Bank Transfer' }, ['ctx:stocks', 'routine'])
  if (rng.chance(0.5)) actor.later(1, 5).call('Tonghuashun', 'getPortfolio', {}, ['ctx:stocks', 'follow-up'])
}

/** After the close: how the day went, for someone holding shares. */
function afterClose(actor: Actor): void {
  if (allOk(actor, 'Tonghuashun', 'buyStock').length === 0) return
  actor.call('Tonghuashun', 'getPortfolio', {}, ['ctx:stocks', 'routine'])
}

/**
 * Before the Spring Festival, money for red packets and the trip home: part of the fund sold back
 * on the bank app, the holdings looked at first (only confirmed shares can be redeemed).
 */
function redeemForFestival(actor: Actor): void {
  const app = actor.habits.apps.finance
  if (!app) return
  const tags = ['ctx:fund', 'event:spring_festival']
  const held = actor.call(app, 'getFundHoldings', {}, tags)
  const fund = (held.holdings as { code: string; shares: number }[]).find((h) => h.shares > 1)
  if (!fund) return
  const shares = Math.floor(fund.shares * actor.rng.pick([0.3, 0.5]) * 100) / 100
  actor.later(1, 4).call(app, 'redeemFund', { fund: fund.code, shares }, tags)
}

/**
 * Investing beyond the monthly fund: people with a securities account look at it in trading
 * sessions on trading days (never on holidays or adjusted Saturdays, when the exchanges are shut),
 * sell a position that has moved enough, buy the hot stock of their sector now and then, and check
 * the day after the close; fund holders redeem part of a fund a few days before the Spring Festival.
 */
export const investing: Planner = ({ day, profile, habits, events, rng }) => {
  const out: Activity[] = []
  if (profile.age < 18) return out
  // Someone on a modest wage who follows the market reads the sector's quotes at lunch, learning before putting money in.
  if (!investsInStocks(profile, habits) && profile.incomeLevel === '3k-10k' && habits.values.interests.includes('investing') && isTradingDay(day.start) && rng.chance(0.35)) {
    out.push({ at: day.time(12, rng.int(15, 50)), name: 'market-watch', run: (actor) => actor.call('Tonghuashun', 'getStockDetails', { sector: sectorOf(habits.values.interests) }, ['ctx:stocks', 'routine']) })
  }
  if (investsInStocks(profile, habits) && isTradingDay(day.start)) {
    if (rng.chance(profile.incomeLevel === '>50k' || habits.values.interests.includes('investing') ? 0.35 : 0.2)) {
      const at = rng.chance(0.5) ? day.time(10, rng.int(0, 50)) : day.time(13, rng.int(10, 50))
      out.push({ at, name: 'stocks', run: tradingSession })
    }
    if (rng.chance(0.2)) out.push({ at: day.time(15, rng.int(5, 50)), name: 'stocks-close', run: afterClose })
  }
  const eve = events.springFestival?.eve
  const before = eve === undefined ? -1 : eve - stableInt(profile, 'festival-cash', 3, 6)
  if (habits.values.fund && day.index === before && !day.dayOff && awayOn(events, day.index) === undefined && stableInt(profile, 'redeems', 0, 4) < 3) {
    out.push({ at: day.time(rng.pick([12, 21]), rng.int(5, 45)), name: 'fund-redeem', run: redeemForFestival })
  }
  return out
}

