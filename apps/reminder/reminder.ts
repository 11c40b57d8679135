import { z } from 'zod'
import { DAY, toDisplay } from '../kit/index.ts'
import { occurrenceAtOrAfter, pendingFloor, REPEATS, type Repeat } from './recurrence.ts'

/** A reminder as the app keeps it, and how it looks on the virtual clock. */

export interface Reminder {
  reminderId: string
  title: string
  /** First occurrence, ISO 8601 (+08:00); repeating reminders keep its time of day. */
  dueAt: string
  /** A day without a time: shown on that day, due by 09:00, overdue only once the day is over. */
  allDay: boolean
  repeat: Repeat
  list: string
  notes?: string
  location?: { name: string; district: string; city: string; placeId: string }
  createdAt: string
  /** One-off reminders: when marked done. */
  completedAt?: string
  /** Repeating reminders: the latest occurrence marked done. */
  completedThrough?: string
  completions: number
}

export interface ReminderState {
  reminders: Record<string, Reminder>
}

export const STATUSES = ['scheduled', 'overdue', 'completed'] as const

/** When the reminder next needs doing: for a repeating one, today's occurrence until it is done. */
export function pendingOccurrence(r: Reminder, now: number): number | undefined {
  const anchor = Date.parse(r.dueAt)
  if (r.repeat === 'none') return r.completedAt ? undefined : anchor
  const done = r.completedThrough ? Date.parse(r.completedThrough) + 1 : -Infinity
  return occurrenceAtOrAfter(anchor, r.repeat, Math.max(pendingFloor(now), done))
}

export function statusOf(r: Reminder, at: number | undefined, now: number): (typeof STATUSES)[number] {
  if (at === undefined) return 'completed'
  const deadline = r.allDay ? pendingFloor(at) + DAY : at
  return deadline <= now ? 'overdue' : 'scheduled'
}

export const reminderViewSchema = z.object({
  reminderId: z.string(),
  title: z.string(),
  list: z.string(),
  due: z.string().nullable(),
  allDay: z.boolean(),
  repeat: z.enum(REPEATS),
  status: z.enum(STATUSES),
  notes: z.string().optional(),
  location: z.string().optional(),
  completedAt: z.string().optional(),
  completions: z.number().int(),
})

/** How a reminder shows in a list: its occurrence `at` (pending by default) and its status then. */
export function reminderView(r: Reminder, now: number, at: number | undefined = pendingOccurrence(r, now), completed = false) {
  return {
    reminderId: r.reminderId,
    title: r.title,
    list: r.list,
    due: at === undefined ? null : r.allDay ? `${toDisplay(at).slice(0, 10)} (all day)` : toDisplay(at),
    allDay: r.allDay,
    repeat: r.repeat,
    status: completed ? ('completed' as const) : statusOf(r, at, now),
    ...(r.notes ? { notes: r.notes } : {}),
    ...(r.location ? { location: `${r.location.name}, ${r.location.district}` } : {}),
    ...(r.completedAt ? { completedAt: toDisplay(Date.parse(r.completedAt)) } : {}),
    completions: r.completions,
  }
}

export const titleKey = (title: string): string => title.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ')

export function findReminder(state: Readonly<ReminderState>, id: string): Reminder | undefined {
  const text = id.trim()
  for (const key of [text, text.toLowerCase()]) if (Object.hasOwn(state.reminders, key)) return state.reminders[key]
  return undefined
}
