import type { Actor } from '../actor.ts'
import type { Activity, Planner } from '../activity.ts'
import { paymentFor, usually } from '../choices.ts'
import { travellingOn } from '../life-events.ts'

/** The usual kind of drink under each chain's own name (a switch of chain keeps the habit). */
const MENU_NAME: Record<string, Record<string, string>> = {
  americano: { 'Luckin Coffee': 'Americano', Starbucks: 'Caffè Americano' },
  latte: { 'Luckin Coffee': 'Latte', Starbucks: 'Caffè Latte' },
  'flavoured latte': { 'Luckin Coffee': 'Coconut Latte', Starbucks: 'Toffee Nut Latte' },
  'oat latte': { 'Luckin Coffee': 'Velvet Latte', Starbucks: 'Oatmilk Latte' },
}

const SUGAR: Record<string, string> = { 'no sugar': 'none', 'less sugar': 'less', standard: 'standard' }

/**
 * Workday coffee from the usual chain, picked up near the office (or school): the usual drink in the
 * morning, a second kind in the afternoon, and now and then a second cup for a colleague. On some
 * days off, a cup at the mall near home.
 */
export const coffee: Planner = ({ day, profile, habits, events, rng }) => {
  const chain = habits.apps.coffee
  const work = profile.places.office ? 'office' : profile.places.school ? 'school' : undefined
  if (!chain || travellingOn(events, day.index)) return []
  const where = day.dayOff ? (rng.chance(0.15) ? 'mall' : undefined) : work && rng.chance(0.7) ? work : undefined
  if (!where) return []
  const c = habits.values.coffee
  const afternoon = !day.dayOff && !usually(habits, rng, true, false)
  const hour = day.dayOff ? rng.pick([11, 15, 16]) : afternoon ? rng.pick([14, 15]) : rng.pick([9, 10])
  const activity: Activity = {
    at: day.time(hour, rng.int(0, 50)),
    name: 'coffee',
    run(actor: Actor) {
      const colleague = !day.dayOff && rng.chance(0.1)
      const drink = afternoon ? c.afternoon : c.drink
      const order = actor.call(
        chain,
        'orderDrink',
        {
          location: where,
          items: [{ drink: MENU_NAME[drink]?.[chain] ?? drink, temperature: c.temperature, sugar: SUGAR[c.sugar] ?? 'standard', quantity: colleague ? 2 : 1 }],
          fulfillment: 'pickup',
          paymentMethod: paymentFor(habits, profile, chain, rng),
        },
        ['ctx:coffee', colleague ? 'deviation:colleague' : day.dayOff ? 'deviation:day_off' : 'routine'],
      )
      if (rng.chance(0.4)) actor.later(2, 6).call(chain, 'getDrinkOrderStatus', { orderId: order.orderId }, ['ctx:coffee', 'follow-up'])
    },
  }
  return [activity]
}
