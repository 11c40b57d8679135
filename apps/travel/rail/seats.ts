import { hashString, LUNAR_NEW_YEAR, type Rng } from '../../kit/index.ts'
import { cityById } from '../world/cities.ts'
import { unit, weekdayOf } from '../world/geo.ts'
import { capacityOf, PRESALE_DAYS, type SeatClass, type TrainType } from './fares.ts'
import type { Train } from './timetable.ts'

/**
 * Seats left on a train on a day before this session's own bookings: a pure function of the world
 * seed, the train, the day, the class and how many days ahead the day is. Popular trains and
 * Friday/Sunday departures fill up; the small premium classes often sell out. In the Spring
 * Festival rush (春运) trains out of the big cities before the Eve, and back into them after the
 * holiday, sell out: the most popular ones the morning sales open, nearly all of them days before.
 */
export function railSeatsLeft(worldSeed: string, train: Train, date: string, seat: SeatClass, daysAhead: number, weekday = weekdayOf(date)): number {
  const capacity = capacityOf(train.type, seat)
  if (capacity === 0) return 0
  const u = unit(hashString(`${worldSeed}:seats:${train.number}:${date}:${seat}`))
  const premium = seat === 'business class' || seat === 'soft sleeper'
  if (u < (premium ? 0.14 : 0.04)) return 0
  // A train's popularity is a fixed trait of its number: the first letters of the key decide it.
  const popularity = unit(hashString(`${worldSeed}:popularity:${train.number}`))
  const busy = weekday === 5 || weekday === 0 ? 0.15 : 0
  const sold = 0.15 + 0.55 * popularity + busy + 0.3 * (u - 0.5)
  const rush = rushOf(train, date)
  if (rush === 0) return Math.max(1, Math.floor(capacity * (1 - Math.min(0.98, Math.max(0, sold)))))
  // From the morning sales open (0) to the day of travel (1): the hottest trains go first, then the rest.
  const selling = 1 - Math.min(PRESALE_DAYS - 1, Math.max(0, daysAhead)) / (PRESALE_DAYS - 1)
  const gone = rush * (0.12 + 0.25 * popularity + 0.75 * selling)
  if (unit(hashString(`${worldSeed}:rush:${train.number}:${date}:${seat}`)) < gone) return 0
  return Math.max(1, Math.floor(capacity * (1 - Math.min(0.98, Math.max(0, sold + rush * (0.2 + 0.6 * selling))))))
}

const BIG = (city: string): boolean => cityById.get(city)?.tier === 1
const DAY_MS = 86_400_000

/**
 * How hard the rush presses on a train's day, 0 to 1: leaving a big city in the week before the
 * Eve, or heading back to one in the week after the holiday's end (between big cities, a third).
 */
export function rushOf(train: Pick<Train, 'from' | 'to'>, date: string): number {
  // The Lunar New Year falls between 21 January and 20 February: the rush never leaves Jan-Mar.
  if (date[5] !== '0' || date[6]! > '3') return 0
  const newYear = LUNAR_NEW_YEAR[Number(date.slice(0, 4))]
  if (!newYear) return 0
  const offset = Math.round((Date.parse(date) - Date.parse(newYear)) / DAY_MS)
  const out = offset >= -7 && offset <= -1
  const back = offset >= 5 && offset <= 11
  if (!out && !back) return 0
  const from = BIG(train.from.city)
  const to = BIG(train.to.city)
  if (from && to) return 1 / 3
  return (out && from) || (back && to) ? 1 : 0
}

/** Seats this session already holds on a train, a day and a class. */
export function heldSeats(
  held: Iterable<{ number: string; date: string; seat: string; count: number }>,
  number: string,
  date: string,
  seat: string,
): number {
  let n = 0
  for (const h of held) if (h.number === number && h.date === date && h.seat === seat) n += h.count
  return n
}

const LETTERS: Readonly<Partial<Record<SeatClass, string>>> = { 'business class': 'ACF', 'first class': 'ACDF', 'second class': 'ABCDF' }
/** Cars of each class on a 16-car high-speed set (8 on C and D sets). */
const CARS: Readonly<Record<SeatClass, readonly [number, number]>> = {
  'business class': [1, 1],
  'first class': [2, 3],
  'second class': [4, 15],
  'soft sleeper': [6, 7],
  'hard sleeper': [8, 14],
  'hard seat': [1, 5],
}

const pad = (n: number, w: number) => String(n).padStart(w, '0')

/** Seats side by side for a party, as the ticket prints them: 'Car 07, 12F' / 'Car 09, berth 14 lower'. */
export function assignSeats(rng: Rng, type: TrainType, seat: SeatClass, count: number): string[] {
  const [lo, hi] = CARS[seat]
  const car = type === 'D' || type === 'C' ? Math.min(rng.int(lo, hi), 8) : rng.int(lo, hi)
  const out: string[] = []
  const letters = LETTERS[seat]
  if (letters) {
    let row = rng.int(1, 17)
    let i = rng.int(0, letters.length - 1)
    for (let k = 0; k < count; k++) {
      if (i >= letters.length) {
        i = 0
        row++
      }
      out.push(`Car ${pad(car, 2)}, ${pad(row, 2)}${letters[i++]}`)
    }
    return out
  }
  if (seat === 'hard seat') {
    const first = rng.int(1, 110)
    for (let k = 0; k < count; k++) out.push(`Car ${pad(car, 2)}, seat ${pad(first + k, 3)}`)
    return out
  }
  const tiers = seat === 'soft sleeper' ? ['lower', 'upper'] : ['lower', 'middle', 'upper']
  const berth = rng.int(1, seat === 'soft sleeper' ? 9 : 11)
  for (let k = 0; k < count; k++) out.push(`Car ${pad(car, 2)}, berth ${pad(berth + Math.floor(k / tiers.length), 2)} ${tiers[k % tiers.length]}`)
  return out
}
