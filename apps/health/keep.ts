import { z } from 'zod'
import { bodyMassIndex, conflict, DAY, defineApp, defineTool, invalidArgument, notFound, toDate, toDisplay, toIso, type Policy, type ToolContext } from '../kit/index.ts'
import { findActivity, HIGH_INTENSITY_MET, OTHER_ACTIVITY } from './activities.ts'
import { dayTotalsSchema, entryView, logEntrySchema, parseLogDay, resolveActivityFilter, selectEntries, totalsOf, totalsSchema, type LogEntry, type Totals } from './exercise-log.ts'
import type { Area, Equipment } from './exercise-library.ts'
import { buildWeeklyPlan, deepFreeze, GOALS, type ActivityLevel, type Goal } from './plan.ts'
import { normalizeAreas, normalizeEquipment } from './vocabulary.ts'

/** A plan is stored as its request; the weekly schedule is a pure function of it, rebuilt (memoized) on read. */
interface StoredPlan {
  planId: string
  createdAt: string
  activityLevel: ActivityLevel
  goals: Goal[]
  equipment: Equipment[]
  targetAreas: Area[]
  ignoredEquipment: string[]
  basedOnWeightKg: number
  lowImpact: boolean
}

export interface KeepState {
  plans: Record<string, StoredPlan>
  logs: Record<string, LogEntry>
  /** Each day's totals, as the app's daily summary shows them (kept so a write never rescans the log). */
  days: Record<string, Totals>
}

const metOf = (activityType: unknown): number => (typeof activityType === 'string' ? (findActivity(activityType)?.met ?? OTHER_ACTIVITY.met) : 0)

const policies: Policy[] = [
  {
    id: 'keep.elderly_high_intensity',
    rule: 'Users aged 60 or over need a health assessment before high-intensity training: high-level plans and activities of 8 MET or more are refused until then.',
    tools: ['createHealthPlan', 'logExercise'],
    check(args, user, tool) {
      if (user.age < 60) return undefined
      if (tool === 'createHealthPlan' && args.activityLevel === 'high') {
        return `At ${user.age}, Keep needs a health assessment before it builds a high-intensity plan. Complete the assessment first, or create a plan with activityLevel 'low'.`
      }
      const met = metOf(args.activityType)
      if (tool === 'logExercise' && met >= HIGH_INTENSITY_MET) {
        return `At ${user.age}, Keep needs a health assessment before logging high-intensity exercise (${String(args.activityType)}, ${met} MET). Complete the assessment first; brisk walking, swimming or tai chi can be logged meanwhile.`
      }
      return undefined
    },
  },
  {
    id: 'keep.high_bmi_high_intensity',
    rule: 'Users with a BMI over 30 get no high-intensity plans; Keep recommends low-impact exercise such as walking and swimming.',
    tools: ['createHealthPlan'],
    check(args, user) {
      const bmi = bodyMassIndex(user)
      if (bmi <= 30 || args.activityLevel !== 'high') return undefined
      return `Your BMI is ${bmi.toFixed(1)} (over 30): Keep does not build high-intensity plans at this weight. Create a plan with activityLevel 'low'; it uses low-impact exercise such as walking and swimming.`
    },
  },
]

function planView(p: StoredPlan, ctx: ToolContext) {
  const key = `plan:${p.activityLevel}:${p.equipment.join(',')}:${p.targetAreas.join(',')}:${p.goals.join(',')}:${p.basedOnWeightKg}:${p.lowImpact}`
  const weekly = ctx.memo(key, () => deepFreeze(buildWeeklyPlan({ ...p, weightKg: p.basedOnWeightKg })))
  const { lowImpact: _, ...request } = p
  return { ...request, createdAt: toDisplay(Date.parse(p.createdAt)), ...weekly }
}

const exerciseSchema = z.object({
  name: z.string(),
  equipment: z.array(z.string()),
  targets: z.array(z.string()),
  prescription: z.string(),
  sets: z.number().int().optional(),
  reps: z.number().int().optional(),
  seconds: z.number().int().optional(),
  minutes: z.number().int().optional(),
  perSide: z.boolean().optional(),
  restSec: z.number().int().optional(),
})
const planSchema = z.object({
  planId: z.string(),
  createdAt: z.string(),
  activityLevel: z.enum(['low', 'high']),
  goals: z.array(z.enum(GOALS)),
  equipment: z.array(z.string()),
  targetAreas: z.array(z.string()),
  ignoredEquipment: z.array(z.string()),
  basedOnWeightKg: z.number(),
  daysPerWeek: z.number().int(),
  days: z.array(z.object({ day: z.string(), focus: z.array(z.string()), durationMin: z.number().int(), estimatedCalories: z.number().int(), exercises: z.array(exerciseSchema) })),
  weeklyMinutes: z.number().int(),
  estimatedWeeklyCalories: z.number().int(),
  notes: z.array(z.string()),
})

const createHealthPlan = defineTool({
  name: 'createHealthPlan',
  description: 'Creates a weekly workout plan from the equipment at hand and the body areas to train, with sets, reps and estimated calories for the user.',
  effect: 'write',
  input: z.object({
    equipment: z.array(z.string().trim().min(1).max(50)).max(20).describe("Equipment available, e.g. ['dumbbells', 'yoga_mat', 'resistance_bands', 'kettlebell']; an empty list means bodyweight only."),
    targetAreas: z.array(z.string().trim().min(1).max(50)).min(1).max(10).describe("Body areas to train, e.g. ['abs', 'legs', 'arms', 'chest', 'back', 'shoulders', 'glutes', 'full_body']."),
    goals: z.array(z.enum(GOALS)).min(1).max(3).optional().describe("Fitness goals: 'loss_weight', 'body_toning', 'maintain_health'. Default maintain_health."),
    activityLevel: z.enum(['low', 'high']).optional().describe("Training intensity: 'low' (3 sessions a week, no jumping) or 'high' (5 sessions). Default low."),
  }),
  setLike: ['equipment', 'targetAreas', 'goals'],
  output: planSchema,
  run(state: KeepState, args, ctx) {
    const { equipment, ignored } = normalizeEquipment(args.equipment)
    const targetAreas = normalizeAreas(args.targetAreas)
    const goals = GOALS.filter((g) => (args.goals ?? ['maintain_health']).includes(g))
    const activityLevel = args.activityLevel ?? 'low'
    const lowImpact = ctx.user.age >= 60 || bodyMassIndex(ctx.user) > 30
    const plan: StoredPlan = {
      planId: ctx.ids.next('plan'),
      createdAt: toIso(ctx.now),
      activityLevel,
      goals,
      equipment,
      targetAreas,
      ignoredEquipment: ignored,
      basedOnWeightKg: ctx.user.weightKg,
      lowImpact,
    }
    state.plans[plan.planId] = plan
    return planView(plan, ctx)
  },
})

const getHealthPlan = defineTool({
  name: 'getHealthPlan',
  description: 'A workout plan created earlier, by its id.',
  effect: 'read',
  input: z.object({ planId: z.string().trim().min(1).max(40).describe("The plan's id from createHealthPlan, e.g. 'plan_0001'.") }),
  output: planSchema,
  run(state: KeepState, args, ctx) {
    const plan = state.plans[args.planId]
    if (!plan) throw notFound(`No workout plan "${args.planId}"`)
    return planView(plan, ctx)
  },
})

const dateArg = (what: string) => z.string().trim().min(1).max(40).optional().describe(`${what}: 'today', 'yesterday', 'MM-DD' (e.g. '10-28', the latest such day) or 'YYYY-MM-DD'.`)

const logExercise = defineTool({
  name: 'logExercise',
  description: 'Logs a workout; calories are computed from the activity\'s MET value (Compendium of Physical Activities), the duration and the user\'s weight.',
  effect: 'write',
  input: z.object({
    activityType: z.string().trim().min(1).max(100).describe("The activity, e.g. 'running', 'cycling', 'swimming', 'yoga', 'walking', 'HIIT', 'rope skipping', 'basketball'."),
    duration: z.number().int().min(1).max(600).describe('Duration in minutes.'),
    date: dateArg('Day of the workout; default today'),
  }),
  output: z.object({ entry: logEntrySchema, dayTotals: dayTotalsSchema }),
  run(state: KeepState, args, ctx) {
    const date = parseLogDay(args.date, ctx.now, 'date')
    const day = state.days[date] ?? { sessions: 0, minutes: 0, calories: 0 }
    if (day.minutes + args.duration > 24 * 60) throw conflict(`${date} already has ${day.minutes} min of exercise logged; ${args.duration} more would exceed 24 hours`)
    const activity = findActivity(args.activityType) ?? OTHER_ACTIVITY
    const entry: LogEntry = {
      logId: ctx.ids.next('log'),
      date,
      activity: activity.id,
      activityName: activity.id === 'other' ? args.activityType : activity.name,
      ...(activity.id === 'other' ? { description: args.activityType } : {}),
      met: activity.met,
      durationMin: args.duration,
      calories: Math.round(activity.met * ctx.user.weightKg * (args.duration / 60)),
      loggedAt: toIso(ctx.now),
    }
    state.logs[entry.logId] = Object.freeze(entry)
    const totals = { sessions: day.sessions + 1, minutes: day.minutes + entry.durationMin, calories: day.calories + entry.calories }
    state.days[date] = totals
    return { entry: entryView(entry), dayTotals: { date, ...totals } }
  },
})

const getExerciseLog = defineTool({
  name: 'getExerciseLog',
  description: 'Logged workouts for a day or a date range (default the last 7 days), optionally of one activity, with totals per day and overall.',
  effect: 'read',
  input: z.object({
    date: dateArg('A single day'),
    startDate: dateArg('First day of a range'),
    endDate: dateArg('Last day of a range (default today)'),
    activityType: z.string().trim().min(1).max(100).optional().describe("Only this activity, e.g. 'running'."),
  }),
  refine: (a) => (a.date !== undefined && (a.startDate !== undefined || a.endDate !== undefined) ? { path: 'date', message: 'Give either date or startDate/endDate, not both' } : undefined),
  output: z.object({
    startDate: z.string(),
    endDate: z.string(),
    entries: z.array(logEntrySchema),
    totals: totalsSchema,
    days: z.array(dayTotalsSchema),
  }),
  run(state: KeepState, args, ctx) {
    let startDate: string
    let endDate: string
    if (args.date !== undefined) startDate = endDate = parseLogDay(args.date, ctx.now, 'date')
    else {
      endDate = parseLogDay(args.endDate, ctx.now, 'endDate')
      startDate = args.startDate !== undefined ? parseLogDay(args.startDate, ctx.now, 'startDate') : toDate(Date.parse(`${endDate}T12:00:00+08:00`) - 6 * DAY)
      if (startDate > endDate) throw invalidArgument('startDate', `${startDate} is after ${endDate}`, `a date on or before ${endDate}`)
    }
    const entries = selectEntries(state.logs, { startDate, endDate, activity: resolveActivityFilter(args.activityType) })
    // Entries come sorted by date: per-day totals are runs of equal dates.
    const days: { date: string; sessions: number; minutes: number; calories: number }[] = []
    for (const e of entries) {
      const last = days[days.length - 1]
      if (last && last.date === e.date) {
        last.sessions++
        last.minutes += e.durationMin
        last.calories += e.calories
      } else days.push({ date: e.date, sessions: 1, minutes: e.durationMin, calories: e.calories })
    }
    return { startDate, endDate, entries: entries.map(entryView), totals: totalsOf(entries), days }
  },
})

const deleteExerciseLog = defineTool({
  name: 'deleteExerciseLog',
  description: 'Deletes a logged workout by its id.',
  effect: 'write',
  input: z.object({ logId: z.string().trim().min(1).max(40).describe("The entry's id from logExercise, e.g. 'log_0003'.") }),
  output: z.object({ deleted: logEntrySchema, dayTotals: dayTotalsSchema }),
  run(state: KeepState, args) {
    const entry = state.logs[args.logId]
    if (!entry) throw notFound(`No exercise log entry "${args.logId}"`)
    const deleted = entryView(entry)
    delete state.logs[args.logId]
    const day = state.days[deleted.date]!
    const totals = { sessions: day.sessions - 1, minutes: day.minutes - deleted.durationMin, calories: day.calories - deleted.calories }
    if (totals.sessions === 0) delete state.days[deleted.date]
    else state.days[deleted.date] = totals
    return { deleted, dayTotals: { date: deleted.date, ...totals } }
  },
})

export const keep = defineApp<KeepState>({
  id: 'keep',
  name: 'Keep',
  aliases: ['Keep', 'Keep Fitness', 'keep健身'],
  domain: 'health',
  description:
    'Fitness app for younger users (Keep): guided workout plans built from the equipment at hand, and an exercise log with calories from MET values. Refuses high-intensity training to users over 60 without a health assessment and to users with a BMI over 30.',
  traits: { audience: 'young', focus: 'workouts', price: 'free' },
  policies,
  initialState: () => ({ plans: {}, logs: {}, days: {} }),
  tools: [createHealthPlan, getHealthPlan, logExercise, getExerciseLog, deleteExerciseLog],
})
