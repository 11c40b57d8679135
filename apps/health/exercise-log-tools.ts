import { z } from 'zod'
import { conflict, DAY, defineTool, invalidArgument, notFound, ownEntry, toDate, toIso, type Tool, type ToolContext } from '../kit/index.ts'
import { findActivity, HIGH_INTENSITY_MET, OTHER_ACTIVITY } from './activities.ts'
import { dayTotalsSchema, entryView, logEntrySchema, parseLogDay, rangeTotalsSchema, resolveActivityFilter, selectEntries, totalsOf, type LogEntry, type Totals } from './exercise-log.ts'
import { readDistance } from './distance.ts'
import { isElderly, refuseElderly, type PolicyNotice } from './health-policies.ts'
import { policyNoticesSchema } from './plan-schema.ts'

/** The part of a health app's state the exercise log keeps. */
export interface ExerciseLogState {
  logs: Record<string, LogEntry>
  /** Each day's totals, as the app's daily summary shows them (kept so a write never rescans the log). */
  days: Record<string, Totals>
}

export interface ExerciseLogConfig<S extends ExerciseLogState> {
  brand: string
  /** Id of the app's elderly high-intensity policy. */
  elderlyPolicyId: string
  /** Whether the user has completed the health assessment the elderly rule asks for. */
  assessed: (committed: S, ctx: ToolContext) => boolean
  /** What a refused user can do instead (names the app's own way to get assessed, if any). */
  assessmentHint: string
}

/** A vigorous (6-8 MET) workout: allowed at 60+, with the warning the rule asks for. */
const VIGOROUS_MET = 6

const dateArg = (what: string) => z.string().trim().min(1).max(40).optional().describe(`${what}: 'today', 'yesterday', 'MM-DD' (e.g. '10-28', the latest such day) or 'YYYY-MM-DD'.`)

/**
 * logExercise, getExerciseLog and deleteExerciseLog over the shared activity table: calories are
 * MET x body weight x hours. Entries live in `logs.log_0001`; `days` keeps each day's totals.
 */
export function exerciseLogTools<S extends ExerciseLogState>(config: ExerciseLogConfig<S>): Tool<S>[] {
  const { brand } = config

  const logExercise = defineTool({
    name: 'logExercise',
    description: `Logs a workout in ${brand}, with its distance when given (the entry then shows the pace and speed); calories come from the activity's MET value (Compendium of Physical Activities), the duration and the user's weight.`,
    effect: 'write',
    input: z.object({
      activityType: z.string().trim().min(1).max(100).describe("The activity, e.g. 'walking', 'running', 'cycling', 'swimming', 'yoga', 'tai chi', 'HIIT', 'rope skipping', 'basketball'."),
      duration: z.number().int().min(1).max(600).describe('Duration in minutes.'),
      date: dateArg('Day of the workout; default today'),
      distanceKm: z.number().positive().max(300).optional().describe('Distance covered, km, for activities that cover ground (running, walking, hiking, cycling, swimming, rowing); the log shows the pace and speed.'),
    }),
    output: z.object({ entry: logEntrySchema, dayTotals: dayTotalsSchema, policyNotices: policyNoticesSchema.optional() }),
    run(state: S, args, ctx) {
      const activity = findActivity(args.activityType) ?? OTHER_ACTIVITY
      const notices: PolicyNotice[] = []
      if (isElderly(ctx.user) && activity.met >= VIGOROUS_MET) {
        const assessed = config.assessed(ctx.committed as S, ctx)
        if (activity.met >= HIGH_INTENSITY_MET && !assessed) {
          refuseElderly(ctx, config.elderlyPolicyId, brand, `logging high-intensity exercise (${activity.name}, ${activity.met} MET)`, config.assessmentHint)
        }
        notices.push({
          rule: config.elderlyPolicyId,
          message: `${activity.name} is vigorous exercise (${activity.met} MET) at ${ctx.user.age}: keep your heart rate under ${Math.round((220 - ctx.user.age) * 0.8)} bpm (80% of the age-predicted maximum), and stop if you feel chest pain, dizziness or shortness of breath.`,
        })
      }
      const distanceKm = readDistance(activity, args.distanceKm, args.duration)
      const date = parseLogDay(args.date, ctx.now, 'date')
      const day = state.days[date] ?? { sessions: 0, minutes: 0, calories: 0 }
      if (day.minutes + args.duration > 24 * 60) throw conflict(`${date} already has ${day.minutes} min of exercise logged; ${args.duration} more would exceed 24 hours`)
      const entry: LogEntry = {
        logId: ctx.ids.next('log'),
        date,
        activity: activity.id,
        activityName: activity.id === 'other' ? args.activityType : activity.name,
        ...(activity.id === 'other' ? { description: args.activityType } : {}),
        met: activity.met,
        durationMin: args.duration,
        ...(distanceKm !== undefined ? { distanceKm } : {}),
        calories: Math.round(activity.met * ctx.user.weightKg * (args.duration / 60)),
        loggedAt: toIso(ctx.now),
      }
      state.logs[entry.logId] = Object.freeze(entry)
      const totals = { sessions: day.sessions + 1, minutes: day.minutes + entry.durationMin, calories: day.calories + entry.calories }
      state.days[date] = totals
      return { entry: entryView(entry), dayTotals: { date, ...totals }, ...(notices.length > 0 ? { policyNotices: notices } : {}) }
    },
  })

  const getExerciseLog = defineTool({
    name: 'getExerciseLog',
    description: `Workouts logged in ${brand} for a day or a date range (default the last 7 days), optionally of one activity, with totals per day and overall.`,
    effect: 'read',
    input: z.object({
      date: dateArg('A single day'),
      startDate: dateArg('First day of a range'),
      endDate: dateArg('Last day of a range (default today)'),
      activityType: z.string().trim().min(1).max(100).optional().describe("Only this activity, e.g. 'running'."),
    }),
    refine: (a) => (a.date !== undefined && (a.startDate !== undefined || a.endDate !== undefined) ? { path: 'date', message: 'Give either date or startDate/endDate, not both' } : undefined),
    output: z.object({ startDate: z.string(), endDate: z.string(), entries: z.array(logEntrySchema), totals: rangeTotalsSchema, days: z.array(dayTotalsSchema) }),
    run(state: S, args, ctx) {
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
    description: `Deletes a workout logged in ${brand}, by its id.`,
    effect: 'write',
    input: z.object({ logId: z.string().trim().min(1).max(40).describe("The entry's id from logExercise, e.g. 'log_0003'.") }),
    output: z.object({ deleted: logEntrySchema, dayTotals: dayTotalsSchema }),
    run(state: S, args) {
      const entry = ownEntry(state.logs, args.logId)
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

  return [logExercise, getExerciseLog, deleteExerciseLog] as Tool<S>[]
}
