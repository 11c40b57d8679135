import { DAY, fromLocal, hashString, invalidArgument, localParts, parseWhen, startOfLocalDay, toDate } from '../../kit/index.ts'
import { unit, weekdayOf } from '../world/geo.ts'
import type { Hotel } from './catalog.ts'
import type { RoomType } from './brands.ts'

/**
 * A stay as the hotel sells it: the nights from the check-in day to the check-out day (check-in from
 * 14:00, check-out by 12:00), or a day-use room (钟点房) when both fall on one day. Nightly rates
 * follow the day of the week and the holidays; rooms left per night are static world data.
 */
export interface Stay {
  checkIn: number
  checkOut: number
  /** Local days of the nights stayed (`YYYY-MM-DD`); one entry for a day-use room. */
  nights: string[]
  dayUse: boolean
  /** Set when the check-out date had to be read as the next year's (it came before check-in). */
  checkOutReadAs?: string
}

/** Longest stay sold online. */
export const MAX_NIGHTS = 366
/** Furthest check-in sold. */
const MAX_AHEAD_DAYS = 366
const DAY_USE_HOURS = 4

const hasClock = (text: string): boolean => /\d{1,2}:\d{2}/.test(text)

export function readStay(checkInText: string, checkOutText: string, now: number): Stay {
  let checkIn = parseWhen(checkInText, now, 'checkInDate')
  if (!hasClock(checkInText)) checkIn += 14 * 3_600_000
  if (startOfLocalDay(checkIn) < startOfLocalDay(now)) throw invalidArgument('checkInDate', `${toDate(checkIn)} is in the past; today is ${toDate(now)}`, 'today or a later date')
  if (checkIn - now > MAX_AHEAD_DAYS * DAY) throw invalidArgument('checkInDate', `${toDate(checkIn)} is more than a year ahead; rooms are sold up to ${MAX_AHEAD_DAYS} days out`)
  let checkOut = parseWhen(checkOutText, now, 'checkOutDate')
  let readAs: string | undefined
  // A check-out date before check-in is read as the same date a year on: guests mean the next one.
  while (startOfLocalDay(checkOut) < startOfLocalDay(checkIn)) {
    const p = localParts(checkOut)
    checkOut = fromLocal(p.year + 1, p.month, p.day, p.hour, p.minute)
    readAs = toDate(checkOut)
  }
  const first = startOfLocalDay(checkIn)
  const last = startOfLocalDay(checkOut)
  if (first === last) {
    const start = hasClock(checkInText) ? checkIn : fromLocal(localParts(first).year, localParts(first).month, localParts(first).day, 10)
    const end = hasClock(checkOutText) && checkOut > start ? checkOut : start + DAY_USE_HOURS * 3_600_000
    return { checkIn: start, checkOut: end, nights: [toDate(first)], dayUse: true, ...(readAs ? { checkOutReadAs: readAs } : {}) }
  }
  const count = Math.round((last - first) / DAY)
  if (count > MAX_NIGHTS) throw invalidArgument('checkOutDate', `a stay of ${count} nights is too long; at most ${MAX_NIGHTS} nights can be booked at once`)
  const nights: string[] = []
  for (let i = 0; i < count; i++) nights.push(toDate(first + i * DAY))
  const p = localParts(last)
  const out = hasClock(checkOutText) ? checkOut : fromLocal(p.year, p.month, p.day, 12)
  return { checkIn, checkOut: out, nights, dayUse: false, ...(readAs ? { checkOutReadAs: readAs } : {}) }
}

/** Golden weeks and New Year's Day sell at a premium; summer a little. */
function season(date: string): number {
  const md = date.slice(5)
  if (md === '01-01' || (md >= '05-01' && md <= '05-05') || (md >= '10-01' && md <= '10-07')) return 1.35
  if (md >= '07-01' && md <= '08-31') return 1.1
  return 1
}

/** One night in a room type, before an agency's price factor (CNY). */
export function nightRate(worldSeed: string, hotel: Hotel, room: RoomType, date: string): number {
  const weekday = weekdayOf(date)
  const weekend = weekday === 5 || weekday === 6 ? (hotel.grade === 'budget' || hotel.grade === 'comfort' ? 1.12 : 1.05) : 1
  const u = unit(hashString(`${worldSeed}:night:${hotel.id}:${date}`))
  return Math.round(hotel.baseRate * room.factor * weekend * season(date) * (0.94 + 0.12 * u))
}

/** Day-use rooms sell at a little over half the night. */
export const DAY_USE_FACTOR = 0.55

/**
 * Rooms of a type left on a night, before this session's bookings. Ordinary nights always have
 * rooms (so long stays can be sold); popular hotels sell out on holiday nights.
 */
export function roomsLeft(worldSeed: string, hotel: Hotel, room: RoomType, date: string): number {
  const u = unit(hashString(`${worldSeed}:rooms:${hotel.id}:${room.name}:${date}`))
  const holiday = season(date) > 1.2
  if (holiday && u < 0.5 && unit(hashString(`${worldSeed}:popular:${hotel.id}`)) < 0.3) return 0
  const most = room.sleeps === 3 ? 4 : hotel.grade === 'budget' ? 14 : 10
  // An ordinary night keeps three rooms of a type or more: a family's long stay finds its rooms.
  return Math.max(1, Math.floor(most * (holiday ? 0.5 : 1) * (0.35 + 0.65 * u)))
}
