import { DAY, localParts, ownEntry, parseDay, startOfLocalDay, toDate } from '../kit/index.ts'

/** A search box's text, read the way a ticket app reads it: words, and maybe a day or a part of day. */
export interface ShowQuery {
  /** Words every show must match (title, people, genre, venue name or district). */
  words: readonly string[]
  /** Local days ('YYYY-MM-DD') the user named; empty = the whole listing window. */
  days: readonly string[]
  /** Hours [from, to) of the part of day the user named. */
  hours?: readonly [number, number]
}

// Words that say nothing about which show: the app, the product, filler.
const stopWords = new Set(
  'a an the and or in at on for of to near nearby me my around this next any some show shows ticket tickets showtime showtimes schedule schedules watch see want book buy find movie movies film films cinema cinemas session sessions screening screenings 电影 票 附近 场次 演出 看'.split(
    ' ',
  ),
)

const weekdayNames: Record<string, number> = {
  sunday: 0, sun: 0, 周日: 0, 星期日: 0, 星期天: 0, 周天: 0,
  monday: 1, mon: 1, 周一: 1, 星期一: 1,
  tuesday: 2, tue: 2, tues: 2, 周二: 2, 星期二: 2,
  wednesday: 3, wed: 3, 周三: 3, 星期三: 3,
  thursday: 4, thu: 4, thurs: 4, 周四: 4, 星期四: 4,
  friday: 5, fri: 5, 周五: 5, 星期五: 5,
  saturday: 6, sat: 6, 周六: 6, 星期六: 6,
}

const partsOfDay: Record<string, readonly [number, number]> = {
  morning: [6, 12], 上午: [6, 12], 早上: [6, 12],
  afternoon: [12, 18], 下午: [12, 18],
  evening: [18, 24], tonight: [18, 24], night: [18, 24], 晚上: [18, 24], 今晚: [18, 24],
}

const CJK = /[\u3400-\u9fff]/
const DATE_TOKEN = /^(\d{4}-)?\d{1,2}-\d{1,2}$/
const ZH_DATE = /^(\d{1,2})月(\d{1,2})[日号]$/

/** Splits on spaces and punctuation, and between Chinese and Latin runs ('哪吒2' -> '哪吒', '2'). */
function tokens(text: string): string[] {
  const out: string[] = []
  for (const raw of text.toLowerCase().split(/[\s,.;:!?，。；：！？、/|()（）"'“”‘’]+/)) {
    if (!raw) continue
    if (DATE_TOKEN.test(raw) || ZH_DATE.test(raw)) {
      out.push(raw)
      continue
    }
    let run = ''
    for (const ch of raw) {
      if (run && CJK.test(ch) !== CJK.test(run[run.length - 1]!)) {
        out.push(run)
        run = ''
      }
      run += ch
    }
    if (run) out.push(run)
  }
  return out
}

/** The days `count` ahead of the clock's day; the first is today. */
export function listingDays(now: number, count: number): string[] {
  const today = startOfLocalDay(now)
  return Array.from({ length: count }, (_, i) => toDate(today + i * DAY + 12 * 3_600_000))
}

const relativeDays: Record<string, number> = { today: 0, 今天: 0, tonight: 0, 今晚: 0, tomorrow: 1, 明天: 1, 后天: 2 }

/**
 * Reads day words ('tomorrow', 'Friday', '周末', '03-06') out of a search text; the rest are words,
 * less filler and the words in `ignore` (the show type the caller already filters on).
 */
export function readShowQuery(text: string, now: number, window: readonly string[], ignore: ReadonlySet<string> = new Set()): ShowQuery {
  const words: string[] = []
  const days = new Set<string>()
  let hours: readonly [number, number] | undefined
  const all = tokens(text)
  for (let i = 0; i < all.length; i++) {
    let t = all[i]!
    if (stopWords.has(t) || ignore.has(t)) continue
    if (t === 'day' && all[i + 1] === 'after' && all[i + 2] === 'tomorrow') {
      i += 2
      t = '后天'
    }
    const relative = ownEntry(relativeDays, t)
    if (relative !== undefined) days.add(window[Math.min(relative, window.length - 1)]!)
    if (Object.hasOwn(partsOfDay, t)) {
      hours = partsOfDay[t]
      continue
    }
    if (relative !== undefined) continue
    if (t === 'weekend' || t === '周末') {
      for (const d of window) if ([0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay())) days.add(d)
      continue
    }
    const weekday = ownEntry(weekdayNames, t)
    if (weekday !== undefined) {
      const d = window.find((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === weekday)
      if (d) days.add(d)
      continue
    }
    const zh = ZH_DATE.exec(t)
    if (DATE_TOKEN.test(t) || zh) {
      try {
        days.add(parseDay(zh ? `${zh[1]}-${zh[2]}` : t, now, 'searchQuery'))
        continue
      } catch {
        // Not a calendar date after all: keep it as a word.
      }
    }
    words.push(t)
  }
  return { words, days: [...days].sort(), ...(hours ? { hours } : {}) }
}

/** Whether a word occurs in the text, also as a singular ('comedies' finds 'comedy'). */
export function wordIn(word: string, text: string): boolean {
  if (text.includes(word)) return true
  if (word.length > 4 && word.endsWith('ies')) return text.includes(`${word.slice(0, -3)}y`)
  if (word.length > 3 && word.endsWith('s')) return text.includes(word.slice(0, -1))
  return false
}

/** The local hour of an instant (CST), for part-of-day filters. */
export const hourOf = (ms: number): number => localParts(ms).hour
