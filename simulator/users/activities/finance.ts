import { DAY, isTradingDay, localParts } from '../../../apps/kit/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, Planner } from '../activity.ts'
import type { Day } from '../calendar.ts'
import { stableInt } from './trips.ts'

/** The stock sector a high earner follows, from what they are into. */
function sectorOf(interests: readonly string[]): string {
  if (interests.includes('tech gadgets') || interests.includes('gaming')) return 'technology'
  if (interests.includes('investing')) return 'finance'
  if (interests.includes('skincare') || interests.includes('fashion') || interests.includes('cooking')) return 'consumer'
  if (interests.includes('running') || interests.includes('hiking')) return 'healthcare'
  return 'automotive'
}

/** Days from the history's start to its first payday purchase. */
function firstPurchase(day: Day, payday: number): number {
  const start = day.start - day.index * DAY
  let k = 0
  while (localParts(start + k * DAY).day !== payday) k++
  return k
}

/**
 * Money: adults with a fund habit (not the low-income ones) buy their fund on the bank app on the
 * same day every month, a few days after payday on the 10th: the fund's page first, then the
 * purchase in the usual amount and payment method. Now and then a look at the holdings. High earners
 * also follow a sector on Tonghuashun on weekdays and sometimes buy a lot or two of its hot stock.
 */
export const finance: Planner = ({ day, profile, habits, rng }) => {
  const out: Activity[] = []
  const fund = habits.values.fund
  const app = habits.apps.finance
  if (profile.age < 18 || !fund || !app) return out
  const payday = stableInt(profile, 'fund-day', 10, 13)
  if (localParts(day.start).day === payday) {
    out.push({
      at: day.time(rng.pick([12, 21]), rng.int(5, 50)),
      name: 'fund-purchase',
      run(actor: Actor) {
        actor.call(app, 'getFundDetails', { category: fund.query }, ['ctx:fund', 'routine'])
        actor.later(1, 4).call(app, 'buyFund', { category: fund.query, amount: fund.amount, paymentMethod: habits.values.paymentMethod }, ['ctx:fund', 'routine'])
      },
    })
  } else if (rng.chance(day.dayOff ? 0.12 : 0.04) && day.index > firstPurchase(day, payday)) {
    // Only once something was bought: an empty account is not worth a second look.
    out.push({
      at: day.time(rng.pick([9, 12, 22]), rng.int(0, 50)),
      name: 'fund-holdings',
      run(actor: Actor) {
        actor.call(app, 'getFundHoldings', {}, ['ctx:fund', 'follow-up'])
      },
    })
  }
  // Trading days only: the exchanges stay shut on holidays and on adjusted Saturdays.
  if (profile.incomeLevel === '>50k' && isTradingDay(day.start) && rng.chance(0.15)) {
    const sector = sectorOf(habits.values.interests)
    // During trading hours: mid-morning or after lunch.
    const at = rng.chance(0.5) ? day.time(10, rng.int(0, 50)) : day.time(13, rng.int(10, 50))
    out.push({
      at,
      name: 'stocks',
      run(actor: Actor) {
        const quotes = actor.call('Tonghuashun', 'getStockDetails', { sector }, ['ctx:stocks', 'routine'])
        const hot = quotes.stocks.find((s: { hot: boolean }) => s.hot) as { price: number } | undefined
        // A lot or a few, never more than about 60k CNY at a time (a 1,500-yuan share buys one lot).
        const lots = hot ? Math.min(rng.pick([1, 1, 2, 3]), Math.floor(60_000 / (hot.price * 100))) : 0
        if (hot && lots > 0 && rng.chance(0.3)) {
          actor.later(2, 8).call('Tonghuashun', 'buyStock', { sector, amount: lots * 100, paymentMethod: 'Bank Transfer' }, ['ctx:stocks', 'routine'])
          if (rng.chance(0.5)) actor.later(1, 5).call('Tonghuashun', 'getPortfolio', {}, ['ctx:stocks', 'follow-up'])
        }
      },
    })
  }
  return out
}
