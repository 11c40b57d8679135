import { toDate } from '../../../apps/kit/index.ts'
import type { Actor } from '../actor.ts'
import type { Planner } from '../activity.ts'

/**
 * Training days: the usual activity for about the usual duration, logged in the evening on the usual
 * fitness app; a weekly look at the log. A plan is made in the first week.
 */
export const exercise: Planner = ({ day, habits, rng, events }) => {
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
    const duration = Math.max(10, ex.durationMin + rng.pick([-10, -5, 0, 0, 0, 5, 10]))
    out.push({
      at: day.time(rng.pick([19, 20, 21]), rng.int(0, 50)),
      name: 'log-exercise',
      run(actor: Actor) {
        actor.call(habits.apps.fitness, 'logExercise', { activityType: ex.activity, duration }, ['ctx:fitness', 'routine'])
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
