import { toDate } from '../../../apps/kit/index.ts'
import type { Actor } from '../actor.ts'
import type { Planner } from '../activity.ts'
import { usually } from '../choices.ts'

/**
 * Training days: the usual activity for about the usual duration, logged in the evening on the usual
 * fitness app; a weekly look at the log. A plan is made in the first week.
 */
/** A day off's outing for the sporty: a hike in the hills, or a game with friends; tai chi in the park for the old. */
const dayOffActivity = (usual: string, age: number): string => (age >= 60 ? (usual === 'tai chi' ? 'walking' : 'tai chi') : usual === 'hiking' ? 'badminton' : age < 18 ? 'basketball' : 'hiking')

export const exercise: Planner = ({ day, profile, habits, rng, events }) => {
  const ex = habits.values.exercise
  const away = events.trips.some((t) => day.index >= t.day && day.index <= t.day + t.nights)
  const out = []
  if (day.index === rng.int(0, 2) && day.index < 3) {
    out.push({
      at: day.time(21, rng.int(0, 40)),
      name: 'fitness-plan',
      run(actor: Actor) {
        // Keep plans around equipment and body areas; Ping An Health around goals only.
        const args = /keep/i.test(habits.apps.fitness)
          ? { equipment: ['yoga_mat'], targetAreas: ['legs', 'abs'], goals: ['maintain_health'], activityLevel: 'low' }
          : { goals: ['maintain_health'], activityLevel: 'low' }
        actor.call(habits.apps.fitness, 'createHealthPlan', args, ['ctx:fitness', 'routine'])
      },
    })
  }
  if (!away && ex.weekdays.includes(day.weekday) && rng.chance(0.85)) {
    // Days off leave time for a longer session; a busy workday sometimes cuts one short.
    const duration = Math.max(10, ex.durationMin + (day.dayOff ? usually(habits, rng, 0, 15) : usually(habits, rng, 0, rng.pick([-10, 10]))))
    out.push({
      at: day.dayOff ? day.time(rng.pick([10, 11, 17]), rng.int(0, 50)) : day.time(rng.pick([19, 20, 21]), rng.int(0, 50)),
      name: 'log-exercise',
      run(actor: Actor) {
        const activityType = day.dayOff ? usually(habits, rng, ex.activity, dayOffActivity(ex.activity, profile.age)) : ex.activity
        actor.call(habits.apps.fitness, 'logExercise', { activityType, duration: activityType === 'hiking' ? duration + 60 : duration }, ['ctx:fitness', activityType === ex.activity ? 'routine' : 'deviation:day_off'])
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
