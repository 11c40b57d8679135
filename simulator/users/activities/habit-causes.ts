import type { Actor } from '../actor.ts'
import type { Activity, Planner } from '../activity.ts'
import { paymentFor } from '../choices.ts'
import type { HabitChange } from '../habits.ts'
import { travellingOn } from '../life-events.ts'

/**
 * What a reader sees that explains a change of habit, recorded where a person would make it: the
 * new platform's membership bought the evening the switch starts (the show they wanted is there), a
 * reminder for the first class of a trial of another sport.
 */
export const habitCauses: Planner = ({ day, profile, habits, events, rng }) => {
  const out: Activity[] = []
  for (const c of habits.changes) {
    if (!c.cause) continue
    const on = c.cause === 'membership' ? c.from : c.from - 1
    if (day.index !== on || travellingOn(events, day.index)) continue
    const tags = ['ctx:' + contextOf(c), `change:${c.kind}`, 'cause']
    if (c.cause === 'membership') {
      out.push({
        at: day.time(19, rng.int(0, 40)),
        name: 'change-cause',
        run: (actor: Actor) => actor.call(c.to as string, 'subscribeMembership', { plan: 'monthly', autoRenew: true, paymentMethod: paymentFor(actor.habits, profile, c.to as string, rng) }, tags),
      })
    } else if (c.cause === 'trial_class' && c.kind === 'sport_trial') {
      out.push({
        at: day.time(21, rng.int(0, 50)),
        name: 'change-cause',
        run: (actor: Actor) =>
          actor.call('Reminders', 'createReminder', { title: `${c.to.activity.charAt(0).toUpperCase()}${c.to.activity.slice(1)} trial ${c.until! - c.from > 7 ? 'fortnight' : 'week'} starts (${rng.pick(['bring a towel', 'class at the studio by the mall', 'first class free', 'wear trainers'])})`, time: `${nextDate(day.date)} ${rng.pick(['17:45', '18:00', '18:15', '18:30', '18:45'])}`, list: rng.pick(['Personal', 'Health', 'Reminders']) }, tags),
      })
    }
  }
  return out
}

const contextOf = (c: HabitChange) => (c.kind === 'video_app' ? 'video' : c.kind === 'sport_trial' ? 'fitness' : 'reminders')

/** 'YYYY-MM-DD' of the next day. */
function nextDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}
