import { invalidArgument } from './errors.ts'

/**
 * Virtual time. The sandbox's world runs on China Standard Time (UTC+8, no DST), so local
 * wall-clock fields are plain arithmetic on epoch milliseconds: no time-zone database needed.
 */
const OFFSET_MS = 8 * 3600_000
export const MINUTE = 60_000
export const HOUR = 3600_000
export const DAY = 86_400_000

const pad = (n: number, w = 2) => String(n).padStart(w, '0')

/** Local fields of an instant (CST). Plain arithmetic (civil-from-days), no Date object: it is on every hot path. */
export function localParts(ms: number) {
  const local = ms + OFFSET_MS
  const days = Math.floor(local / DAY)
  const inDay = local - days * DAY
  // Howard Hinnant's civil_from_days.
  const z = days + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0)
  return {
    year,
    month,
    day,
    hour: Math.floor(inDay / HOUR),
    minute: Math.floor((inDay % HOUR) / MINUTE),
    second: Math.floor((inDay % MINUTE) / 1000),
    /** 0 = Sunday. */
    weekday: (((days + 4) % 7) + 7) % 7,
  }
}

/** Epoch ms of a local wall-clock time (CST). */
export function fromLocal(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute, second) - OFFSET_MS
}

// A call formats its own clock several times (journal, handler, views): the last answer is kept.
let lastIsoMs = Number.NaN
let lastIso = ''

/** Canonical stored form: `2026-03-02T09:00:00+08:00`. */
export function toIso(ms: number): string {
  if (ms === lastIsoMs) return lastIso
  const p = localParts(ms)
  lastIso = `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}+08:00`
  lastIsoMs = ms
  return lastIso
}

const digits = (s: string, from: number, n: number): number => {
  let v = 0
  for (let i = from; i < from + n; i++) {
    const c = s.charCodeAt(i) - 48
    if (c < 0 || c > 9) return NaN
    v = v * 10 + c
  }
  return v
}

/**
 * Epoch ms of a stored time. The canonical form (`toIso`: `2026-03-02T09:00:00+08:00`) is read by
 * arithmetic, several times faster than Date.parse; anything else goes to Date.parse.
 */
export function fromIso(iso: string): number {
  if (iso.length === 25 && iso.endsWith('+08:00') && iso[10] === 'T') {
    const ms = fromLocal(digits(iso, 0, 4), digits(iso, 5, 2), digits(iso, 8, 2), digits(iso, 11, 2), digits(iso, 14, 2), digits(iso, 17, 2))
    if (!Number.isNaN(ms)) return ms
  }
  return Date.parse(iso)
}

/** How apps show a time: `2026-03-02 09:00`. */
export function toDisplay(ms: number): string {
  const p = localParts(ms)
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`
}

/** `2026-03-02`. */
export function toDate(ms: number): string {
  const p = localParts(ms)
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`
}

export function startOfLocalDay(ms: number): number {
  const p = localParts(ms)
  return fromLocal(p.year, p.month, p.day)
}

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/
const LOCAL_DATETIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/
const MONTH_DAY = /^(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2}))?$/
const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/

function checkedLocal(path: string, text: string, y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number {
  const ms = fromLocal(y, mo, d, h, mi, s)
  const p = localParts(ms)
  if (p.year !== y || p.month !== mo || p.day !== d || h > 23 || mi > 59 || s > 59) {
    throw invalidArgument(path, `"${text}" is not a real date or time`, 'a valid calendar date and time')
  }
  return ms
}

/**
 * Reads a date/time the way benchmarks and models write it, relative to the virtual clock:
 * ISO 8601 with a zone; `2026-01-01 20:00` or `2026-01-01` (local); `10-28` (the next such day, this
 * year or next); `08:30` (the next such time). Anything else is a 400 naming `path`.
 */
export function parseWhen(text: string, now: number, path: string): number {
  const t = text.trim()
  if (/^now$/i.test(t)) return now
  const expected = "ISO 8601, 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD', 'MM-DD' or 'HH:mm'"
  if (ISO_WITH_ZONE.test(t)) {
    const ms = Date.parse(t)
    if (Number.isNaN(ms)) throw invalidArgument(path, `"${text}" is not a real date or time`, expected)
    return ms
  }
  let m = LOCAL_DATETIME.exec(t)
  if (m) return checkedLocal(path, text, +m[1]!, +m[2]!, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0))
  m = MONTH_DAY.exec(t)
  if (m) {
    const year = localParts(now).year
    const h = +(m[3] ?? 0)
    const mi = +(m[4] ?? 0)
    const thisYear = checkedLocal(path, text, year, +m[1]!, +m[2]!, h, mi)
    // A bare day earlier than today's start means next year's (a booking is never in the past).
    return thisYear >= startOfLocalDay(now) ? thisYear : checkedLocal(path, text, year + 1, +m[1]!, +m[2]!, h, mi)
  }
  m = TIME_OF_DAY.exec(t)
  if (m) {
    const p = localParts(now)
    const today = checkedLocal(path, text, p.year, p.month, p.day, +m[1]!, +m[2]!, +(m[3] ?? 0))
    return today >= now ? today : today + DAY
  }
  throw invalidArgument(path, `"${text}" is not a date or time this app understands`, expected)
}

const RELATIVE_DAYS: Record<string, number> = { today: 0, yesterday: -1, tomorrow: 1 }

/**
 * A day (for logs, schedules, searches): the forms parseWhen reads, plus `today`, `yesterday` and
 * `tomorrow`, reduced to the local date `YYYY-MM-DD`. A bare `10-28` is the next such day, or with
 * `{ past: true }` (a log of what happened) the most recent one on or before today.
 */
export function parseDay(text: string, now: number, path: string, options: { past?: boolean } = {}): string {
  const t = text.trim()
  const relative = Object.hasOwn(RELATIVE_DAYS, t.toLowerCase()) ? RELATIVE_DAYS[t.toLowerCase()] : undefined
  if (relative !== undefined) return toDate(now + relative * DAY)
  const m = MONTH_DAY.exec(t)
  if (m && m[3] === undefined) {
    const year = localParts(now).year
    const thisYear = checkedLocal(path, text, year, +m[1]!, +m[2]!)
    if (!options.past) return toDate(thisYear >= startOfLocalDay(now) ? thisYear : checkedLocal(path, text, year + 1, +m[1]!, +m[2]!))
    return toDate(thisYear <= now ? thisYear : checkedLocal(path, text, year - 1, +m[1]!, +m[2]!))
  }
  return toDate(parseWhen(t, now, path))
}
