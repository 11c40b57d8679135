import { DAY, localParts } from '../../../apps/kit/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, Planner } from '../activity.ts'
import type { Day } from '../calendar.ts'
import { stableInt, withSecondTry } from './shared.ts'

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
 * purchase in the usual amount and payment method. Now and then a look at the holdings. Stocks are
 * the investing planner's.
 */
export const finance: Planner = ({ day, profile, habits, rng }) => {
  const out: Activity[] = []
  const fund = habits.values.fund
  const app = habits.apps.finance
  if (profile.age < 18 || !fund || !app) return out
  const payday = stableInt(profile, 'fund-day', 10, 13)
  if (localParts(day.start).day === payday) {
    const purchase: Activity = {
      at: day.time(rng.pick([12, 21]), rng.int(5, 50)),
      name: 'fund-purchase',
      run(actor: Actor) {
        actor.call(app, 'getFundDetails', { category: fund.query }, ['ctx:fund', 'routine'])
        actor.later(1, 4).call(app, 'buyFund', { category: fund.query, amount: fund.amount, paymentMethod: habits.values.paymentMethod }, ['ctx:fund', 'routine'])
      },
    }
    // A standing monthly purchase is made that day whatever else happens: late in the evening if the first moment was taken.
    const bought = (actor: Actor) => actor.records.some((r) => r.tool === 'buyFund' && r.outcome?.ok && Date.parse(r.ts) >= day.start)
    out.push(...withSecondTry(purchase, day.time(22, rng.int(30, 55)), bought))
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
  return out
}
