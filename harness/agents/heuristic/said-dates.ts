import { DAY, fromLocal, localParts, parseDay, toDate } from '../../../apps/kit/index.ts'

/*
 * Days and clock times as people say them, against the clock `now`: "today", "tomorrow",
 * "tonight", "Friday", "next Friday", "this weekend", "next week", "on the 12th", "February 14",
 * "2026-02-14", "02-14"; "7:30", "7 pm", "tonight at 8", "noon". A day without a year or week is
 * the next such day, or for a log of what happened (`past`) the latest one.
 */

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
const RELATIVE: Record<string, number> = { today: 0, tonight: 0, 'this evening': 0, 'this morning': 0, 'this afternoon': 0, tomorrow: 1, 'the day after tomorrow': 2, yesterday: -1, 'the day before yesterday': -2 }

// One pass over the text, most specific form first: "Friday, February 13" is one day, and "2026-02-14" is never also "02-14".
const DAY_WORDS = new RegExp(
  [
    String.raw`\b(?:(${WEEKDAYS.join('|')}),?\s+)?(${MONTHS.join('|')})\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4})\b(?!-))?`,
    String.raw`\b(\d{4})-(\d{1,2})-(\d{1,2})\b`,
    String.raw`(?<![\d-])(\d{1,2})-(\d{1,2})(?![\d-])`,
    String.raw`\b(${Object.keys(RELATIVE).join('|')})\b`,
    String.raw`\b(?:(this|next|last|coming)\s+)?(${WEEKDAYS.join('|')})\b`,
    String.raw`\b(this|next)\s+(weekend|week)\b`,
    String.raw`\bon\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b`,
  ].join('|'),
  'gi',
)

const pad = (n: number) => String(n).padStart(2, '0')
const fromIsoDay = (day: string) => fromLocal(+day.slice(0, 4), +day.slice(5, 7), +day.slice(8, 10), 12)

/** A month and day without a year: the year whose weekday agrees when one is said, else the next (or latest) such day. */
function monthDay(month: number, day: number, weekday: string | undefined, now: number, past: boolean): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined
  const year = localParts(now).year
  if (weekday) {
    const wanted = WEEKDAYS.indexOf(weekday.toLowerCase())
    for (const y of [year, year + 1, year - 1]) {
      const at = fromLocal(y, month, day, 12)
      const p = localParts(at)
      if (p.day === day && p.weekday === wanted) return toDate(at)
    }
  }
  try {
    return parseDay(`${pad(month)}-${pad(day)}`, now, 'date', { past })
  } catch {
    return undefined
  }
}

/** The weekday said, the next one on or after today (after, for "next"), or the latest on or before (for "last" or a log). */
function weekday(name: string, which: string | undefined, now: number, past: boolean): string {
  const today = localParts(now).weekday
  const wanted = WEEKDAYS.indexOf(name.toLowerCase())
  const w = which?.toLowerCase()
  if (w === 'last' || (past && w !== 'next' && w !== 'coming' && w !== 'this')) return toDate(now - (((today - wanted + 7) % 7) || (w === 'last' ? 7 : 0)) * DAY)
  const ahead = (wanted - today + 7) % 7
  return toDate(now + (ahead === 0 && w === 'next' ? 7 : ahead) * DAY)
}

/** A day of this month ("on the 12th"): the next such day, or the latest for a log. */
function dayOfMonth(day: number, now: number, past: boolean): string | undefined {
  const p = localParts(now)
  const months = past ? [0, -1] : [0, 1]
  for (const k of months) {
    const at = fromLocal(p.year, p.month + k, day, 12)
    if (localParts(at).day !== day) continue
    if (past ? at <= now + DAY : at >= now - DAY / 2) return toDate(at)
  }
  return undefined
}

/** A day the text names, with whether it is a calendar date ("February 14") rather than a word ("tonight"). */
export interface SaidDay {
  day: string
  explicit: boolean
}

/** The days the text names, as `YYYY-MM-DD`, in the order it names them (relative to the clock `now`). */
export function saidDays(text: string, now: number, past = false): SaidDay[] {
  const days: SaidDay[] = []
  for (const m of text.matchAll(DAY_WORDS)) {
    let day: string | undefined
    let explicit = true
    if (m[2]) day = m[4] ? `${m[4]}-${pad(MONTHS.indexOf(m[2].toLowerCase()) + 1)}-${pad(+m[3]!)}` : monthDay(MONTHS.indexOf(m[2].toLowerCase()) + 1, +m[3]!, m[1], now, past)
    else if (m[5]) day = `${m[5]}-${pad(+m[6]!)}-${pad(+m[7]!)}`
    else if (m[8]) day = monthDay(+m[8], +m[9]!, undefined, now, past)
    else {
      explicit = false
      if (m[10]) day = toDate(now + RELATIVE[m[10].toLowerCase()]! * DAY)
      else if (m[12]) day = weekday(m[12], m[11], now, past)
      else if (m[14]) {
        const next = m[13]!.toLowerCase() === 'next'
        // "this weekend" is the coming Saturday; "next week" starts on its Monday, "this week" today.
        if (m[14].toLowerCase() === 'weekend') day = toDate(fromIsoDay(weekday('saturday', 'this', now, false)) + (next ? 7 * DAY : 0))
        else day = next ? weekday('monday', 'next', now, false) : toDate(now)
      } else if (m[15]) day = dayOfMonth(+m[15], now, past)
    }
    if (day) days.push({ day, explicit })
  }
  return days
}

/** The days the text names, as `YYYY-MM-DD`, in order. */
export const saidDates = (text: string, now: number, past = false): string[] => saidDays(text, now, past).map((d) => d.day)

// "07:15", "7:15", "3:30 pm", "7pm", "tonight at 8", "noon": a bare number needs a colon, am/pm or "tonight".
const CLOCK = /\b(noon|midnight)\b|((?:tonight|this evening) at\s+)?(?<![\d:.¥$])([01]?\d|2[0-3])(?::([0-5]\d))?(?![\d:])(?:\s*([ap])\.?m\b)?/gi

/** The clock times the text names (`07:15`, `at 7:15`, `3:30 pm`, `tonight at 8`), as `HH:MM`, in order. */
export function saidTimes(text: string): string[] {
  const times: string[] = []
  for (const m of text.matchAll(CLOCK)) {
    if (m[1]) times.push(m[1].toLowerCase() === 'noon' ? '12:00' : '00:00')
    else if (m[4] !== undefined || m[5] || m[2]) {
      const half = m[5]?.toLowerCase() ?? (m[2] ? 'p' : undefined)
      const hour = (+m[3]! % 12) + (half === 'p' ? 12 : half === 'a' ? 0 : Math.floor(+m[3]! / 12) * 12)
      times.push(`${pad(hour)}:${m[4] ?? '00'}`)
    }
  }
  return times
}
