import { z } from 'zod'
import { conflict, DAY, deepFreeze, defineApp, defineTool, fromLocal, invalidArgument, notFound, parseDay, parseWhen, startOfLocalDay, toDisplay, toIso } from '../kit/index.ts'
import { occurrenceAtOrAfter, occurrenceOnDay, REPEATS } from './recurrence.ts'
import { findReminder, pendingOccurrence, reminderView, reminderViewSchema, titleKey, type Reminder, type ReminderState } from './reminder.ts'

const DATE_ONLY = /^(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}-\d{1,2}|today|tomorrow)$/i
/** An all-day reminder is due (and notifies) at 09:00 on its day. */
const ALL_DAY_HOUR = 9
const DEFAULT_LIST = 'Reminders'

const idArg = z.string().trim().min(1).max(40).describe("The reminder's id as returned by createReminder, e.g. 'rem_0001'.")

/** A time in the kit's forms, or a bare day for an all-day reminder; never in the past. */
function readTime(text: string, now: number): { at: number; allDay: boolean } {
  if (DATE_ONLY.test(text.trim())) {
    const day = parseDay(text, now, 'time')
    const [y, m, d] = day.split('-').map(Number) as [number, number, number]
    if (fromLocal(y, m, d) < startOfLocalDay(now)) throw invalidArgument('time', `${day} is in the past`, 'today or a later day')
    return { at: fromLocal(y, m, d, ALL_DAY_HOUR), allDay: true }
  }
  const at = parseWhen(text, now, 'time')
  if (at < now) throw invalidArgument('time', `${toDisplay(at)} is in the past (it is now ${toDisplay(now)})`, 'a time from now on')
  return { at, allDay: false }
}

const createReminder = defineTool({
  name: 'createReminder',
  description: 'Adds a reminder at a time (or for a whole day), optionally repeating daily, on weekdays, weekly or monthly, in a list, with notes and a place.',
  effect: 'write',
  input: z.object({
    title: z.string().trim().min(1).max(200).describe("What to be reminded of, e.g. 'Take vitamins'."),
    time: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .describe("When: 'YYYY-MM-DD HH:mm', ISO 8601, 'MM-DD HH:mm', 'HH:mm' (the next such time); a bare day ('YYYY-MM-DD', 'MM-DD', 'today', 'tomorrow') makes an all-day reminder. China Standard Time; not in the past."),
    repeat: z.enum(REPEATS).optional().describe("'none' (default), 'daily', 'weekdays' (Monday to Friday), 'weekly' (same weekday) or 'monthly' (same day of the month)."),
    list: z.string().trim().min(1).max(60).optional().describe(`List to file it in, e.g. 'Work', 'Shopping' (default '${DEFAULT_LIST}').`),
    notes: z.string().trim().max(1000).optional().describe('Extra details.'),
    location: z.string().trim().min(1).max(200).optional().describe("A place the reminder is about: a saved place ('office'), a venue or an address."),
  }),
  output: reminderViewSchema.extend({ nextOccurrences: z.array(z.string()), message: z.string() }),
  run(state: ReminderState, args, ctx) {
    const repeat = args.repeat ?? 'none'
    const { at, allDay } = readTime(args.time, ctx.now)
    // A weekday reminder set for a Saturday starts on Monday.
    const first = repeat === 'none' ? at : occurrenceAtOrAfter(at, repeat, at)
    const key = titleKey(args.title)
    const committed = ctx.committed as ReminderState
    for (const other of Object.values(committed.reminders)) {
      if (titleKey(other.title) === key && Date.parse(other.dueAt) === first && !other.completedAt) {
        throw conflict(`"${other.title}" is already set for ${toDisplay(first)} (${other.reminderId})`)
      }
    }
    const place = args.location ? ctx.places.resolve(args.location) : undefined
    const reminder: Reminder = {
      reminderId: ctx.ids.next('rem'),
      title: args.title,
      dueAt: toIso(first),
      allDay,
      repeat,
      list: args.list ?? DEFAULT_LIST,
      ...(args.notes ? { notes: args.notes } : {}),
      ...(place ? { location: { name: place.name, district: place.district, city: place.city, placeId: place.id } } : {}),
      createdAt: toIso(ctx.now),
      completions: 0,
    }
    // Frozen before it joins the draft: the commit then has nothing new to walk.
    state.reminders[reminder.reminderId] = deepFreeze(reminder)
    const next: string[] = []
    if (repeat !== 'none') {
      let t = first
      for (let i = 0; i < 3; i++) {
        next.push(toDisplay(t))
        t = occurrenceAtOrAfter(first, repeat, t + 1)
      }
    }
    const view = reminderView(reminder, ctx.now)
    return { ...view, nextOccurrences: next, message: `Reminder set: "${reminder.title}" ${view.due}${repeat === 'none' ? '' : `, repeating ${repeat}`}.` }
  },
})

const listReminders = defineTool({
  name: 'listReminders',
  description:
    "Reminders in the order they come due on the clock: by default every unfinished one (overdue first); with a date, those due that day (repeating ones included); completed ones only when asked.",
  effect: 'read',
  input: z.object({
    date: z.string().trim().min(1).max(40).optional().describe("Only reminders due on this day: 'YYYY-MM-DD', 'MM-DD', 'today', 'tomorrow'."),
    includeCompleted: z.boolean().optional().describe('Also show reminders already done (default false).'),
    list: z.string().trim().min(1).max(60).optional().describe('Only this list.'),
    limit: z.number().int().min(1).max(100).optional().describe('At most this many (default 20).'),
  }),
  output: z.object({ date: z.string().optional(), count: z.number().int(), reminders: z.array(reminderViewSchema) }),
  run(state: ReminderState, args, ctx) {
    const inList = args.list ? titleKey(args.list) : undefined
    const all = Object.values(state.reminders).filter((r) => !inList || titleKey(r.list) === inList)
    const entries: { done: boolean; at: number; view: ReturnType<typeof reminderView> }[] = []
    const day = args.date ? parseDay(args.date, ctx.now, 'date', { past: false }) : undefined
    if (day) {
      const [y, m, d] = day.split('-').map(Number) as [number, number, number]
      const dayStart = fromLocal(y, m, d)
      for (const r of all) {
        const at = r.repeat === 'none' ? Date.parse(r.dueAt) : occurrenceOnDay(Date.parse(r.dueAt), r.repeat, dayStart)
        if (at === undefined || at < dayStart || at >= dayStart + DAY) continue
        const done = r.repeat === 'none' ? r.completedAt !== undefined : r.completedThrough !== undefined && Date.parse(r.completedThrough) >= at
        if (done && !args.includeCompleted) continue
        entries.push({ done, at, view: reminderView(r, ctx.now, at, done) })
      }
    } else {
      for (const r of all) {
        const at = pendingOccurrence(r, ctx.now)
        if (at === undefined && !args.includeCompleted) continue
        entries.push({ done: at === undefined, at: at ?? Date.parse(r.dueAt), view: reminderView(r, ctx.now, at) })
      }
    }
    // Finished reminders go last, by when they were due.
    entries.sort((a, b) => Number(a.done) - Number(b.done) || a.at - b.at || (a.view.reminderId < b.view.reminderId ? -1 : 1))
    const shown = entries.slice(0, args.limit ?? 20).map((e) => e.view)
    return { ...(day ? { date: day } : {}), count: entries.length, reminders: shown }
  },
})

const completeReminder = defineTool({
  name: 'completeReminder',
  description: "Marks a reminder done. A repeating reminder's current occurrence is ticked off and it comes round again at the next one.",
  effect: 'write',
  input: z.object({ reminderId: idArg }),
  output: reminderViewSchema.extend({ completedOccurrence: z.string(), nextOccurrence: z.string().nullable(), message: z.string() }),
  run(state: ReminderState, args, ctx) {
    const found = findReminder(ctx.committed as ReminderState, args.reminderId)
    if (!found) throw notFound(`No reminder "${args.reminderId}"`)
    const at = pendingOccurrence(found, ctx.now)
    if (at === undefined) throw conflict(`"${found.title}" was already completed at ${toDisplay(Date.parse(found.completedAt!))}`)
    const r = state.reminders[found.reminderId]!
    if (r.repeat === 'none') r.completedAt = toIso(ctx.now)
    else r.completedThrough = toIso(at)
    r.completions += 1
    const next = pendingOccurrence(r, ctx.now)
    const view = reminderView(r, ctx.now, next)
    return {
      ...view,
      completedOccurrence: toDisplay(at),
      nextOccurrence: next === undefined ? null : view.due,
      message: next === undefined ? `Done: "${r.title}".` : `Done for ${toDisplay(at)}; "${r.title}" comes round again ${view.due}.`,
    }
  },
})

const deleteReminder = defineTool({
  name: 'deleteReminder',
  description: 'Deletes a reminder, with all its future occurrences.',
  effect: 'write',
  input: z.object({ reminderId: idArg }),
  output: z.object({ reminderId: z.string(), title: z.string(), deleted: z.literal(true), message: z.string() }),
  run(state: ReminderState, args, ctx) {
    const found = findReminder(ctx.committed as ReminderState, args.reminderId)
    if (!found) throw notFound(`No reminder "${args.reminderId}"`)
    delete state.reminders[found.reminderId]
    return { reminderId: found.reminderId, title: found.title, deleted: true as const, message: `Deleted "${found.title}"${found.repeat === 'none' ? '' : ' and its future occurrences'}.` }
  },
})

/** Reminders (提醒事项): the phone's to-do reminders, on the virtual clock. */
export const reminders = defineApp<ReminderState>({
  id: 'reminders',
  name: 'Reminders',
  aliases: ['Reminder', 'Reminder App', '提醒事项', '提醒'],
  domain: 'reminder',
  description: 'The phone\'s reminders: one-off or repeating (daily, weekdays, weekly, monthly) reminders at a time or for a whole day, in lists, with notes and a place; listed in the order they come due.',
  traits: { scope: 'personal', repeats: 'daily, weekdays, weekly, monthly' },
  initialState: () => ({ reminders: {} }),
  tools: [createReminder, listReminders, completeReminder, deleteReminder],
})
