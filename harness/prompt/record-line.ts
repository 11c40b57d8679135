import { fromIso, toDisplay } from '../../apps/kit/index.ts'
import type { Outcome } from '../../apps/kit/index.ts'
import type { ShownCall } from '../agents/agent.ts'
import { outcomeGist } from './outcome-gist.ts'
import { dayLabel } from './day-label.ts'

/** `2026-03-02 09:00 Mon` (`Sat, a make-up workday`) for an ISO time; unreadable input is shown as given. */
export function displayTime(iso: string): string {
  const ms = fromIso(iso)
  return Number.isNaN(ms) ? iso : `${toDisplay(ms)} ${dayLabel(ms, true)}`
}

/** `ok {...}` or `error conflict: sold out`: an outcome in one short phrase. */
export function outcomeSummary(outcome: Outcome): string {
  if (outcome.ok) return `ok ${outcomeGist(outcome.data)}`
  const message = outcome.error.message
  return `error ${outcome.error.code}: ${message.length > 160 ? `${message.slice(0, 160)}…` : message}`
}

/** Lines already written: a record is shown (and windowed by tokens) in many prompts, and never changes. */
const lines = new WeakMap<ShownCall, string>()

/** `[2026-01-05 10:02] luckin_coffee.orderDrink {...} -> ok {...}`: one record of the text transcript. */
export function recordLine(record: ShownCall): string {
  let line = lines.get(record)
  if (line === undefined) lines.set(record, (line = `[${displayTime(record.ts)}] ${record.app}.${record.tool} ${JSON.stringify(record.args)} -> ${outcomeSummary(record.outcome)}`))
  return line
}
