import { toDate } from '../../../apps/kit/index.ts'
import type { Actor } from '../actor.ts'
import type { Planner } from '../activity.ts'
import { usually } from '../choices.ts'
import { changeOn } from '../habit-changes.ts'
import { budgetOf } from '../budget.ts'
import { mapsApp } from './shared.ts'
import { healthPlanFor } from './health-extras.ts'


/**
 * Training days: on workdays the usual activity after work, on days off the day-off one (longer,
 * outdoors or with others), each for about its usual duration, logged on the usual fitness app; a
 * weekly look at the log. A plan is made in the first week.
 */
export const exercise: Planner = ({ day, profile, habits, rng, events }) => {
  const ex = habits.values.exercise
  const away = events.trips.some((t) => day.index >= t.day && day.index <= t.day + t.nights)
  const out = []
  if (day.index === rng.int(0, 2) && day.index < 3) {
    out.push({
      at: day.time(21, rng.int(0, 40)),
      name: 'fitness-plan',
      run(actor: Actor) {
        actor.call(habits.apps.fitness, 'createHealthPlan', healthPlanFor(profile, habits, habits.apps.fitness, rng), ['ctx:fitness', 'routine'])
      },
    })
  }
  // A workday's session after work; a day off's longer one in the morning or late afternoon (a public holiday on a training weekday too).
  const slot = day.dayOff ? (ex.dayOff.weekdays.includes(day.weekday) || (day.holiday && ex.weekdays.includes(day.weekday)) ? ex.dayOff : undefined) : ex.weekdays.includes(day.weekday) ? ex : undefined
  // A paid trial class is rarely missed.
  const trialDay = !day.dayOff && changeOn(habits, 'sport_trial', day.index) !== undefined
  if (!away && slot && rng.chance(trialDay ? 0.95 : 0.85)) {
    // A busy workday sometimes cuts one short, a fine morning makes one longer.
    const duration = Math.max(10, slot.durationMin + usually(habits, rng, 0, rng.pick([-10, 15])))
    const trial = !day.dayOff ? changeOn(habits, 'sport_trial', day.index) : undefined
    const hike = slot.activity === 'hiking'
    // The activity starts when the workout does, so nothing else is planned into it; it is logged at the end.
    out.push({
      at: day.dayOff ? day.time(hike ? 8 : rng.pick([9, 10, 15]), rng.int(0, 40)) : day.time(rng.pick([18, 19]), rng.int(20, 50)),
      name: 'log-exercise',
      run(actor: Actor) {
        // A hike is in the hills: the way there is looked up on the map (the route is the trip), then the walk.
        if (hike) actor.call(mapsApp(profile), 'getRoute', { startLocation: 'Home', endLocation: profile.places.park ? 'park' : 'Fragrant Hills', transportMode: budgetOf(profile).tier === 'high' ? 'driving' : 'transit' }, ['ctx:maps', 'ctx:fitness'])
        const route = hike ? actor.records.at(-1)?.outcome : undefined
        if (route?.ok) actor.later(Number((route.data as { durationMin?: number }).durationMin) || 30)
        actor.later(duration).call(habits.apps.fitness, 'logExercise', { activityType: slot.activity, duration }, ['ctx:fitness', trial ? `change:${trial.kind}` : 'routine'])
      },
    })
  }
  if (day.weekday === 0 && rng.chance(0.5)) {
    out.push({
      at: day.time(22, 0),
      name: 'weekly-log',
      run(actor: Actor) {
        actor.call(habits.apps.fitness, 'getExerciseLog', { startDate: toDate(day.start - 6 * 86_400_000), endDate: toDate(day.start) }, ['ctx:fitness', 'follow-up'])
      },
    })
  }
  return out
}
