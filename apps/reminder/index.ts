import type { App } from '../kit/index.ts'
import { reminders } from './reminders.ts'

// Reminder apps
export { reminders } from './reminders.ts'
export type { Reminder, ReminderState } from './reminder.ts'
export { occurrenceAtOrAfter, REPEATS } from './recurrence.ts'
export type { Repeat } from './recurrence.ts'

// Every reminder app, for the catalog
export const reminderApps: readonly App[] = [reminders]
