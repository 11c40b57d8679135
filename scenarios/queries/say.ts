import { DAY, fromIso, localParts, startOfLocalDay } from '../../apps/kit/index.ts'
import type { Say } from './phrasing.ts'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/
const HM = /^(\d{1,2}):(\d{2})$/
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{1,2}:\d{2})/

/** Digits with thousands separators: 2000 -> "2,000", 12.5 -> "12.50". */
const grouped = (n: number): string => {
  const [whole, frac] = (Number.isInteger(n) ? String(n) : n.toFixed(2)).split('.')
  return whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (frac ? `.${frac}` : '')
}

/** "08:30" -> "8:30 am", "19:00" -> "7 pm", "12:00" -> "noon", "00:00" -> "midnight". */
function clock(hhmm: string): string {
  const m = HM.exec(hhmm.trim())
  if (!m) return hhmm
  const h = Number(m[1])
  const min = m[2]!
  if (min === '00' && h === 12) return 'noon'
  if (min === '00' && (h === 0 || h === 24)) return 'midnight'
  const h12 = h % 12 === 0 ? 12 : h % 12
  return `${h12}${min === '00' ? '' : `:${min}`} ${h < 12 || h === 24 ? 'am' : 'pm'}`
}

/** The default renderers, relative to the case's clock (epoch ms). */
export function sayer(now: number): Say {
  const offsetOf = (ymd: string) => Math.round((startOfLocalDay(fromIso(`${ymd}T12:00:00+08:00`)) - startOfLocalDay(now)) / DAY)
  const say: Say = {
    day(value) {
      const m = DATE.exec(value)
      if (!m) return value
      const ymd = `${m[1]}-${m[2]}-${m[3]}`
      const offset = offsetOf(ymd)
      if (offset === 0) return 'today'
      if (offset === 1) return 'tomorrow'
      if (offset === -1) return 'yesterday'
      const p = localParts(fromIso(`${ymd}T12:00:00+08:00`))
      return `on ${WEEKDAYS[p.weekday]}, ${MONTHS[p.month - 1]} ${p.day}`
    },
    list(values) {
      const words = values.map((v) => say.value(v))
      return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
    },
    value(value) {
      if (typeof value === 'string') return DATE.test(value) && value.length === 10 ? say.day(value) : value.replaceAll('_', ' ')
      if (typeof value === 'number' || typeof value === 'boolean') return String(value)
      if (Array.isArray(value)) return say.list(value)
      if (value && typeof value === 'object') return Object.values(value).map((v) => say.value(v)).join(' ')
      return String(value)
    },
    count: (n) => (Number.isInteger(n) && n >= 0 && n < 10 ? NUMBER_WORDS[n]! : grouped(n)),
    clock,
    when(value) {
      const v = value.trim()
      if (/^now$/i.test(v)) return 'right now'
      if (HM.test(v)) return `at ${clock(v)}`
      const dt = DATE_TIME.exec(v)
      if (dt) {
        const day = say.day(dt[1]!)
        const evening = Number(dt[2]!.split(':')[0]) >= 18
        // "Tonight at 8" is how the evening of the same day is said; the clock keeps its am/pm elsewhere.
        if (day === 'today' && evening) return `tonight at ${clock(dt[2]!).replace(/ pm$/, '')}`
        return `${day} at ${clock(dt[2]!)}`
      }
      if (DATE.test(v) && v.length === 10) return say.day(v)
      return undefined
    },
    money: (n) => `¥${grouped(n)}`,
  }
  return say
}
