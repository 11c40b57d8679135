import { bodyMassIndex, calendarDay, DAY, startOfLocalDay, toDate, type Rng, type UserProfile } from '../../../apps/kit/index.ts'
import { packageForAge } from '../../../apps/health/health-check-packages.ts'
import type { Actor } from '../actor.ts'
import type { Activity, PlanContext, Planner } from '../activity.ts'
import type { Habits } from '../habits.ts'
import type { LifeEvents } from '../life-events.ts'
import { displayMs } from '../../lives/index.ts'
import { allOk, lastOk, okData, okSince, undone } from './recall.ts'
import { awayOn, stableInt } from './shared.ts'

/**
 * Health beyond the workout log: the plan made in the first week opened again now and then; a
 * session too short to count deleted after the weekly look at the log; for office workers of 30 and
 * over, the yearly check-up their employer pays for, booked on Ping An Health for a Saturday morning
 * with a fasting reminder, moved by some (cancelled, its reminder deleted, booked again; a pensioner's
 * too), the bookings looked at the evening before and the report read a few days after; now and then
 * a workout logged by mistake on a rest day and deleted at once.
 */

const CHAIN = 'chain:checkup_1'

/** A Saturday (a real weekend day, not an adjusted workday) the person is in town. */
const freeSaturday = (events: LifeEvents, start: number, index: number): boolean => {
  const c = calendarDay(start + index * DAY)
  return c.weekday === 6 && c.kind === 'weekend' && !awayOn(events, index) && !awayOn(events, index - 1)
}

/** The check-up's days, the same whichever day asks: booked a week or so ahead, perhaps moved a week. */
export function checkupPlan(profile: UserProfile, events: LifeEvents, historyStart: number): { book: number; check: number; move?: { on: number; to: number } } | undefined {
  if (profile.age < 30 || profile.age >= 60 || !profile.places.office || profile.incomeLevel === '<3k') return undefined
  let check = stableInt(profile, 'checkup-day', 16, 34)
  while (check < 42 && !freeSaturday(events, historyStart, check)) check++
  if (check >= 42) return undefined
  const book = check - stableInt(profile, 'checkup-ahead', 5, 8)
  const moved = stableInt(profile, 'checkup-moved', 0, 1) === 0 && freeSaturday(events, historyStart, check + 7) && check + 7 < 46
  return { book, check, ...(moved ? { move: { on: book + 2, to: check + 7 } } : {}) }
}

/**
 * The fasting reminder for the evening before a check-up, the person's own: set for their usual
 * evening hour, fasting from 10 to 12 hours before the appointment (8 to 10 pm for an 8:00 one).
 */
export function fastingReminder(profile: UserProfile, eve: string, startsAt: string): { title: string; time: string } {
  const appointment = /\d{2}:\d{2}$/.exec(startsAt)?.[0] ?? '08:00'
  const fastFrom = Number(appointment.slice(0, 2)) + 24 - stableInt(profile, 'fast-hours', 10, 12) - 12
  const minute = String(stableInt(profile, 'fast-reminder-minute', 0, 59)).padStart(2, '0')
  // In the person's own words: what they would type for themselves.
  const title = [`Check-up at ${appointment} tomorrow: nothing to eat after ${fastFrom} pm`, `Fast from ${fastFrom} pm (check-up ${appointment})`, `No food after ${fastFrom} pm, check-up tomorrow ${appointment}`, `Tomorrow ${appointment} check-up - stop eating at ${fastFrom} pm`][stableInt(profile, 'fast-reminder-words', 0, 3)]!
  return { title, time: `${eve} ${18 + stableInt(profile, 'fast-reminder-hour', 0, 2)}:${minute}` }
}

/** Books the check-up at the centre nearest home, then the fasting reminder for the evening before. */
function bookCheckup(actor: Actor, date: string, eve: string): void {
  const tags = ['ctx:health_check', CHAIN]
  const check = actor.call('Ping An Health', 'bookHealthCheck', { packageId: packageForAge(actor.user.age), date, time: '08:00', location: 'Home' }, tags)
  actor.later(1, 4).call('Reminders', 'createReminder', { ...fastingReminder(actor.user, eve, check.startsAt), list: 'Health', notes: `${check.centre.name}, ${check.startsAt}` }, ['ctx:reminders', CHAIN])
}

/** Work on the Saturday after all: the booking cancelled, its reminder deleted, the next Saturday booked. */
function moveCheckup(actor: Actor, date: string, eve: string): void {
  const booked = lastOk(actor, 'bookHealthCheck', (r) => Boolean(r.meta?.tags?.includes(CHAIN)))
  if (!booked || undone(actor, 'cancelHealthCheck', 'checkId', okData(booked).checkId)) return
  actor.call('Ping An Health', 'cancelHealthCheck', { checkId: okData(booked).checkId }, ['ctx:health_check', CHAIN])
  const reminder = lastOk(actor, 'createReminder', (r) => Boolean(r.meta?.tags?.includes(CHAIN)))
  if (reminder) actor.later(1, 2).call('Reminders', 'deleteReminder', { reminderId: okData(reminder).reminderId }, ['ctx:reminders', CHAIN])
  bookCheckup(actor.later(1, 3), date, eve)
}

/**
 * A pensioner's check-up moved two days on (a grandchild to mind that morning), the day after it was
 * booked: cancelled, the fasting reminder deleted, booked again on the later day with a new reminder.
 */
function moveElderly(actor: Actor, events: LifeEvents, first: number): void {
  const chain = 'chain:health_1'
  const booked = okSince(actor, actor.now - 2 * DAY, 'bookHealthCheck', (r) => Boolean(r.meta?.tags?.includes(chain)) && Date.parse(r.ts) < startOfLocalDay(actor.now))[0]
  if (!booked || allOk(actor, 'Ping An Health', 'cancelHealthCheck').length > 0) return
  const old = displayMs(String(okData(booked).startsAt))
  let to = Math.round((old - first) / DAY) + 2
  if (calendarDay(first + to * DAY).weekday === 0) to++
  if (old < actor.now + 3 * DAY || awayOn(events, to) || awayOn(events, to - 1)) return
  const tags = ['ctx:health_check', chain]
  actor.call('Ping An Health', 'cancelHealthCheck', { checkId: okData(booked).checkId }, tags)
  const reminder = lastOk(actor, 'createReminder', (r) => Boolean(r.meta?.tags?.includes(chain)))
  if (reminder) actor.later(1, 2).call('Reminders', 'deleteReminder', { reminderId: okData(reminder).reminderId }, ['ctx:reminders', chain])
  const date = toDate(first + to * DAY)
  const check = actor.later(1, 3).call('Ping An Health', 'bookHealthCheck', { ...booked.args, date }, tags)
  actor.later(1, 4).call('Reminders', 'createReminder', { ...fastingReminder(actor.user, toDate(first + (to - 1) * DAY), check.startsAt), list: 'Health', notes: `${check.centre.name}, ${check.startsAt}; bring ID card` }, ['ctx:reminders', chain])
}

/** The quick-log button tapped on a rest day: the workout that was not done, deleted straight away. */
function mistakenLog(actor: Actor): void {
  const { habits } = actor
  const logged = actor.call(habits.apps.fitness, 'logExercise', { activityType: habits.values.exercise.activity, duration: habits.values.exercise.durationMin }, ['ctx:fitness', 'noise:abandoned'])
  actor.later(1, 3).call(habits.apps.fitness, 'deleteExerciseLog', { logId: logged.entry.logId }, ['ctx:fitness', 'noise:abandoned'])
}

/** The evening before a booked check-up (anyone's): the bookings, for the time and the centre. */
function checkupTomorrow(actor: Actor): void {
  const tomorrow = toDate(actor.now + DAY)
  const booked = allOk(actor, 'Ping An Health', 'bookHealthCheck').find((r) => String(okData(r).startsAt).startsWith(tomorrow) && !undone(actor, 'cancelHealthCheck', 'checkId', okData(r).checkId))
  if (booked) actor.call('Ping An Health', 'listHealthChecks', { status: 'booked' }, [booked.meta?.tags?.find((t) => t.startsWith('ctx:')) ?? 'ctx:health_check', booked.meta?.tags?.find((t) => t.startsWith('chain:')) ?? 'follow-up'])
}

/** A few days on, the report of this person's own check-up. */
function readReport(actor: Actor): void {
  const booked = lastOk(actor, 'bookHealthCheck', (r) => Boolean(r.meta?.tags?.includes(CHAIN)))
  if (!booked || displayMs(String(okData(booked).startsAt)) > actor.now - 3 * DAY) return
  if (okSince(actor, Date.parse(booked.ts), 'getHealthCheck').length > 0) return
  actor.call('Ping An Health', 'getHealthCheck', { checkId: okData(booked).checkId }, ['ctx:health_check', CHAIN])
}

/** The workout plan made in the first week, opened again to see this week's sessions (twice: then the routine is known). */
function lookAtPlan(actor: Actor): void {
  const plan = lastOk(actor, 'createHealthPlan')
  if (plan && okSince(actor, Date.parse(plan.ts), 'getHealthPlan').length < 2) actor.call(plan.app, 'getHealthPlan', { planId: okData(plan).planId }, ['ctx:fitness', 'follow-up'])
}

/** After the weekly look at the log: a session of 20 minutes or less deleted (cut short, it does not count). */
function pruneLog(actor: Actor): void {
  const look = okSince(actor, actor.now - 2 * 3600_000, 'getExerciseLog').at(-1)
  const short = (okData(look)?.entries as { logId: string; durationMin: number }[] | undefined)?.find((e) => e.durationMin <= 20 && !undone(actor, 'deleteExerciseLog', 'logId', e.logId))
  if (look && short) actor.call(look.app, 'deleteExerciseLog', { logId: short.logId }, ['ctx:fitness', 'follow-up'])
}

export const healthExtras: Planner = (ctx: PlanContext) => {
  const { day, profile, events, rng } = ctx
  const out: Activity[] = []
  const first = day.start - day.index * DAY
  if ((day.weekday === 1 || day.weekday === 0) && rng.chance(0.2)) out.push({ at: day.weekday === 1 ? day.time(7, rng.int(0, 40)) : day.time(21, rng.int(0, 40)), name: 'fitness-plan-look', run: lookAtPlan })
  if (day.weekday === 0) out.push({ at: day.time(22, rng.int(10, 40)), name: 'fitness-log-prune', run: (actor) => void (rng.chance(0.6) && pruneLog(actor)) })
  out.push({ at: day.time(18, rng.int(30, 59)), name: 'checkup-tomorrow', run: (actor) => void (rng.chance(0.7) && checkupTomorrow(actor)) })
  const rest = !ctx.habits.values.exercise.weekdays.includes(day.weekday) && !awayOn(events, day.index)
  if (rest && rng.chance(0.012)) out.push({ at: day.time(rng.pick([20, 21]), rng.int(0, 50)), name: 'fitness-log-mistake', run: mistakenLog })
  if (profile.age >= 60 && stableInt(profile, 'checkup-moved', 0, 1) === 0) out.push({ at: day.time(16, rng.int(0, 50)), name: 'checkup-move-elderly', run: (actor) => moveElderly(actor, events, first) })
  const plan = checkupPlan(profile, events, first)
  if (!plan) return out
  const dateOf = (index: number) => toDate(first + index * DAY)
  if (day.index === plan.book) out.push({ at: day.time(20, rng.int(10, 50)), name: 'checkup-book', run: (actor) => bookCheckup(actor, dateOf(plan.check), dateOf(plan.check - 1)) })
  if (plan.move && day.index === plan.move.on) {
    const to = plan.move.to
    out.push({ at: day.time(21, rng.int(0, 40)), name: 'checkup-move', run: (actor) => moveCheckup(actor, dateOf(to), dateOf(to - 1)) })
  }
  const done = plan.move ? plan.move.to : plan.check
  if (day.index >= done + 3 && day.index <= done + 6) out.push({ at: day.time(rng.pick([12, 20]), rng.int(0, 50)), name: 'checkup-report', run: (actor) => void (rng.chance(0.5) && readReport(actor)) })
  return out
}

/** Home kit by the usual workout: what someone who trains that way keeps at home. */
const KIT_BY_ACTIVITY: readonly [RegExp, readonly string[]][] = [
  [/running|rope|jog/, ['jump_rope', 'foam_roller', 'resistance_bands', 'yoga_mat']],
  [/gym|strength|weight|lift/, ['dumbbells', 'kettlebell', 'bench', 'pull_up_bar', 'barbell']],
  [/yoga|pilates|tai chi|walking/, ['yoga_mat', 'stability_ball', 'foam_roller', 'resistance_bands']],
  [/swim|cycl|bike/, ['stationary_bike', 'resistance_bands', 'yoga_mat', 'foam_roller']],
]
const KIT_ANY = ['yoga_mat', 'dumbbells', 'resistance_bands', 'jump_rope', 'kettlebell', 'medicine_ball']

/** Body areas each goal trains first. */
const AREAS_BY_GOAL: Readonly<Record<string, readonly string[]>> = {
  loss_weight: ['cardio', 'full_body', 'legs', 'abs'],
  body_toning: ['glutes', 'abs', 'arms', 'shoulders', 'legs'],
  maintain_health: ['back', 'legs', 'shoulders', 'full_body', 'chest'],
}

const somePick = <T>(items: readonly T[], lo: number, hi: number, rng: Rng): T[] => rng.shuffle(items).slice(0, rng.int(lo, Math.min(hi, items.length)))

/**
 * The first week's workout plan, from the person: goals from their build, age and interests (weight
 * loss over BMI 24, toning for the young, health kept for the old or chronically ill), the intensity
 * their habit already has, the kit their usual workout keeps at home, the areas their goals train.
 * Keep plans around equipment and body areas; Ping An Health's around goals only.
 */
export function healthPlanFor(profile: UserProfile, habits: Habits, app: string, rng: Rng): Record<string, unknown> {
  const ex = habits.values.exercise
  const bmi = bodyMassIndex(profile)
  const sporty = ex.weekdays.length >= 3 && profile.age < 50
  const activityLevel = sporty && rng.chance(0.7) ? 'high' : 'low'
  if (!/keep/i.test(app)) {
    const chronic = profile.healthConditions.length > 0 || profile.age >= 55
    return { goals: chronic ? (rng.chance(0.5) ? ['manage_chronic_disease'] : ['maintain_health', 'manage_chronic_disease']) : ['maintain_health'], activityLevel }
  }
  const goals = new Set<string>()
  if (bmi >= 24) goals.add('loss_weight')
  if (profile.age < 40 && (bmi < 24 || rng.chance(0.4)) && (habits.values.interests.some((i) => /fashion|skincare|running/.test(i)) || rng.chance(0.5))) goals.add('body_toning')
  if (profile.age >= 45 || goals.size === 0 || rng.chance(0.25)) goals.add('maintain_health')
  const kit = KIT_BY_ACTIVITY.find(([re]) => re.test(ex.activity))?.[1] ?? KIT_ANY
  const equipment = somePick(kit, 1, 3, rng).sort()
  const areas = [...new Set([...goals].flatMap((g) => AREAS_BY_GOAL[g] ?? []))]
  const targetAreas = somePick(areas, 2, 3, rng).sort()
  return { equipment, targetAreas, goals: [...goals].sort(), activityLevel }
}
