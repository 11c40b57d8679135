import type { Actor } from '../actor.ts'
import type { Planner } from '../activity.ts'
import { awayOn } from './trips.ts'

/** The usual kind of drink under each chain's own name (a switch of chain keeps the habit). */
const MENU_NAME: Record<string, Record<string, string>> = {
  americano: { 'Luckin Coffee': 'Americano', Starbucks: 'Caffè Americano' },
  latte: { 'Luckin Coffee': 'Latte', Starbucks: 'Caffè Latte' },
  'flavoured latte': { 'Luckin Coffee': 'Coconut Latte', Starbucks: 'Toffee Nut Latte' },
  'oat latte': { 'Luckin Coffee': 'Velvet Latte', Starbucks: 'Oatmilk Latte' },
}

/**
 * Workday coffee from the usual chain, usual drink, size, sugar and temperature, picked up near the
 * office (or school); now and then a second cup for a colleague (a short-term deviation in count).
 */
export const coffee: Planner = ({ day, profile, habits, events, rng }) => {
  const chain = habits.apps.coffee
  const where = profile.places.office ? 'office' : profile.places.school ? 'school' : undefined
  if (!chain || !where || day.weekend || awayOn(events, day.index) || !rng.chance(0.7)) return []
  const c = habits.values.coffee
  return [
    {
      at: day.time(rng.pick([9, 10, 14]), rng.int(0, 50)),
      name: 'coffee',
      run(actor: Actor) {
        const guest = rng.chance(0.1)
        const order = actor.call(
          chain,
          'orderDrink',
          {
            location: where,
            items: [{ drink: MENU_NAME[c.drink]?.[chain] ?? c.drink, temperature: c.temperature, sugar: c.sugar === 'no sugar' ? 'none' : c.sugar === 'less sugar' ? 'less' : 'standard', quantity: guest ? 2 : 1 }],
            fulfillment: 'pickup',
            paymentMethod: habits.values.paymentMethod,
          },
          ['ctx:coffee', guest ? 'deviation:colleague' : 'routine'],
        )
        if (rng.chance(0.4)) actor.later(2, 6).call(chain, 'getDrinkOrderStatus', { orderId: order.orderId }, ['ctx:coffee', 'follow-up'])
      },
    },
  ]
}
