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

/** The clock times the text names (`07:15`, `at 7:15`), as `HH:MM`, in order. */
export function saidTimes(text: string): string[] {
  return [...text.matchAll(/(?<![\d:])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])/g)].map((m) => `${pad(+m[1]!)}:${m[2]}`)
}
