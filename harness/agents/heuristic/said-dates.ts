import { fromLocal, localParts, parseDay, toDate } from '../../../apps/kit/index.ts'

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']

// One pass over the text so that "2026-02-14" is never also read as "02-14".
const DAY_WORDS = new RegExp(
  [
    String.raw`\b(today|tomorrow|yesterday)\b`,
    String.raw`\b(?:(${WEEKDAYS.join('|')}),?\s+)?(${MONTHS.join('|')})\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4})\b(?!-))?`,
    String.raw`\b(\d{4})-(\d{1,2})-(\d{1,2})\b`,
    String.raw`(?<![\d-])(\d{1,2})-(\d{1,2})(?![\d-])`,
  ].join('|'),
  'gi',
)

const pad = (n: number) => String(n).padStart(2, '0')

/** A month and day without a year: the year whose weekday agrees when one is said, else the next such day. */
function monthDay(month: number, day: number, weekday: string | undefined, now: number): string | undefined {
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
    return parseDay(`${pad(month)}-${pad(day)}`, now, 'date')
  } catch {
    return undefined
  }
}

/** The days the text names, as `YYYY-MM-DD`, in the order it names them (relative to the clock `now`). */
export function saidDates(text: string, now: number): string[] {
  const days: string[] = []
  for (const m of text.matchAll(DAY_WORDS)) {
    let day: string | undefined
    if (m[1]) day = parseDay(m[1].toLowerCase(), now, 'date')
    else if (m[3]) day = m[5] ? `${m[5]}-${pad(MONTHS.indexOf(m[3].toLowerCase()) + 1)}-${pad(+m[4]!)}` : monthDay(MONTHS.indexOf(m[3].toLowerCase()) + 1, +m[4]!, m[2], now)
    else if (m[6]) day = `${m[6]}-${pad(+m[7]!)}-${pad(+m[8]!)}`
    else if (m[9]) day = monthDay(+m[9], +m[10]!, undefined, now)
    if (day) days.push(day)
  }
  return days
}

// "07:15", "7:15", "3:30 pm", "7 pm", "tonight at 8", "noon": a bare number needs a colon, am/pm or "tonight".
const CLOCK = /\b(noon|midnight)\b|(tonight at\s+)?(?<![\d:.])([01]?\d|2[0-3])(?::([0-5]\d))?(?![\d:])(?:\s*([ap])\.?m\b)?/gi

/** The clock times the text names (`07:15`, `at 7:15`, `3:30 pm`, `tonight at 8`), as `HH:MM`, in order. */
export function saidTimes(text: string): string[] {
  const times: string[] = []
  for (const m of text.matchAll(CLOCK)) {
    if (m[1]) times.push(m[1].toLowerCase() === 'noon' ? '12:00' : '00:00')
    else if (m[4] !== undefined || m[5] || m[2]) {
      const half = m[5]?.toLowerCase() ?? (m[2] ? 'p' : undefined)
      const hour = +m[3]! % 12 + (half === 'p' ? 12 : half === 'a' ? 0 : Math.floor(+m[3]! / 12) * 12)
      times.push(`${pad(hour)}:${m[4] ?? '00'}`)
    }
  }
  return times
}
