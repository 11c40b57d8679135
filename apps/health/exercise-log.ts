import { z } from 'zod'
import { DAY, invalidArgument, ownEntry, parseDay, toDate } from '../kit/index.ts'
import { activityById, findActivity } from './activities.ts'
import { paceOf } from './distance.ts'

/** Keep's exercise log: entries by id, read back by day or date range with totals. */

export interface LogEntry {
  logId: string
  /** Local date, `YYYY-MM-DD`. */
  date: string
  /** Activity key from the activity table, or 'other'. */
  activity: string
  activityName: string
  /** The user's own words, kept only for an activity the table does not list. */
  description?: string
  met: number
  durationMin: number
  /** Ground covered, km, when given. */
  distanceKm?: number
  calories: number
  loggedAt: string
}

export const logEntrySchema = z.object({
  logId: z.string(),
  date: z.string(),
  activity: z.string(),
  activityName: z.string(),
  description: z.string().optional(),
  met: z.number(),
  intensity: z.enum(['light', 'moderate', 'vigorous']),
  durationMin: z.number().int(),
  distanceKm: z.number().optional(),
  /** Minutes per km ('5:30 /km'), or per 100 m for a swim. */
  pace: z.string().optional(),
  speedKmh: z.number().optional(),
  calories: z.number().int(),
})

export const totalsSchema = z.object({ sessions: z.number().int(), minutes: z.number().int(), calories: z.number().int() })
/** A range's totals, with the distance of the workouts that have one. */
export const rangeTotalsSchema = totalsSchema.extend({ distanceKm: z.number().optional() })
export const dayTotalsSchema = z.object({ date: z.string(), ...totalsSchema.shape })
export type Totals = z.infer<typeof totalsSchema>

/** Compendium bands: light < 3 MET, moderate 3-6, vigorous >= 6. */
const intensityOf = (met: number) => (met < 3 ? 'light' : met < 6 ? 'moderate' : 'vigorous')

export function entryView(e: LogEntry): z.input<typeof logEntrySchema> {
  const view: z.input<typeof logEntrySchema> = { logId: e.logId, date: e.date, activity: e.activity, activityName: e.activityName, met: e.met, intensity: intensityOf(e.met), durationMin: e.durationMin, calories: e.calories }
  if (e.description) view.description = e.description
  if (e.distanceKm !== undefined) Object.assign(view, { distanceKm: e.distanceKm }, paceOf(activityById(e.activity)?.pacePer, e.distanceKm, e.durationMin))
  return view
}

export function totalsOf(entries: readonly LogEntry[]): z.input<typeof rangeTotalsSchema> {
  let minutes = 0
  let calories = 0
  let distance = 0
  for (const e of entries) {
    minutes += e.durationMin
    calories += e.calories
    distance += e.distanceKm ?? 0
  }
  const totals = { sessions: entries.length, minutes, calories }
  return distance > 0 ? { ...totals, distanceKm: Math.round(distance * 100) / 100 } : totals
}

const RELATIVE_DAYS: Readonly<Record<string, number>> = {
  today: 0, '今天': 0, tonight: 0, 'this morning': 0, 'this evening': 0,
  yesterday: 1, '昨天': 1, 'day before yesterday': 2, 'the day before yesterday': 2, '前天': 2,
}

/**
 * A workout's day. A log looks back: a bare 'MM-DD' later than today means last year's, and a full
 * date in the future is an error.
 */
export function parseLogDay(text: string | undefined, now: number, path: string): string {
  const today = toDate(now)
  if (text === undefined) return today
  const t = text.trim().toLowerCase()
  const back = ownEntry(RELATIVE_DAYS, t)
  if (back !== undefined) return toDate(now - back * DAY)
  const day = parseDay(t, now, path, { past: true })
  if (day <= today) return day
  throw invalidArgument(path, `"${text}" is in the future; workouts can be logged for today or earlier`, `a date on or before ${today}`)
}

export interface LogQuery {
  startDate: string
  endDate: string
  /** Activity key to keep, or free text matched against 'other' entries. */
  activity?: { id: string; text: string }
}

export function resolveActivityFilter(text: string | undefined): LogQuery['activity'] {
  if (text === undefined) return undefined
  return { id: findActivity(text)?.id ?? 'other', text: text.trim().toLowerCase() }
}

export function selectEntries(logs: Readonly<Record<string, LogEntry>>, q: LogQuery): LogEntry[] {
  const out: LogEntry[] = []
  for (const e of Object.values(logs)) {
    if (e.date < q.startDate || e.date > q.endDate) continue
    if (q.activity && e.activity !== q.activity.id) continue
    if (q.activity?.id === 'other' && !(e.description ?? '').toLowerCase().includes(q.activity.text)) continue
    out.push(e)
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.logId.localeCompare(b.logId))
}
