import { hashString, type Rng } from '../../kit/index.ts'
import { unit, weekdayOf } from '../world/geo.ts'
import { capacityOf, type SeatClass, type TrainType } from './fares.ts'

/**
 * Seats left on a train on a day before this session's own bookings: a pure function of the world
 * seed, the train, the day and the class. Popular trains and Friday/Sunday departures fill up; the
 * small premium classes often sell out. Sessions subtract what their user booked.
 */
export function railSeatsLeft(worldSeed: string, type: TrainType, number: string, date: string, seat: SeatClass, weekday = weekdayOf(date)): number {
  const capacity = capacityOf(type, seat)
  if (capacity === 0) return 0
  const u = unit(hashString(`${worldSeed}:seats:${number}:${date}:${seat}`))
  const premium = seat === 'business class' || seat === 'soft sleeper'
  if (u < (premium ? 0.14 : 0.04)) return 0
  // A train's popularity is a fixed trait of its number: the first letters of the key decide it.
  const popularity = unit(hashString(`${worldSeed}:popularity:${number}`))
  const busy = weekday === 5 || weekday === 0 ? 0.15 : 0
  const sold = Math.min(0.98, Math.max(0, 0.15 + 0.55 * popularity + busy + 0.3 * (u - 0.5)))
  return Math.max(1, Math.floor(capacity * (1 - sold)))
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
