import type { SeatMap, TicketType } from './show-types.ts'

/** Rows `first..last` ordered by distance from the sweet spot (ties: the row behind first). */
export function rowsAround(first: number, last: number, sweet: number, skip: ReadonlySet<number> = new Set()): number[] {
  const rows: number[] = []
  for (let r = first; r <= last; r++) if (!skip.has(r)) rows.push(r)
  return rows.sort((a, b) => Math.abs(a - sweet) - Math.abs(b - sweet) || b - a)
}

/**
 * A cinema hall: luxury is two rows of recliners at about 60% depth (the best sightline), every
 * other row is standard seating. Row numbers are the hall's own, as printed on the ticket.
 */
export function cinemaHallMaps(rows: number, seatsPerRow: number): Record<TicketType, SeatMap> {
  const sweet = Math.round(rows * 0.6)
  const luxuryRows = [sweet, sweet + 1]
  return {
    luxury: { section: '', rows: luxuryRows, seatsPerRow: Math.max(6, Math.round(seatsPerRow * 0.5)) },
    regular: { section: '', rows: rowsAround(1, rows, sweet, new Set(luxuryRows)), seatsPerRow },
  }
}

export const capacityOf = (map: SeatMap): number => map.rows.length * map.seatsPerRow

/** 'Row 7 Seat 12' (cinemas), 'Floor front, Row 3 Seat 18' or 'Standing No. 37' for the index-th seat a box office sells. */
export function seatLabel(map: SeatMap, index: number): string {
  if (map.standing) return `${map.section} No. ${index + 1}`
  const row = map.rows[Math.floor(index / map.seatsPerRow)]
  const seat = (index % map.seatsPerRow) + 1
  return `${map.section ? `${map.section}, ` : ''}Row ${row} Seat ${seat}`
}

/**
 * The first `count` seats nobody holds: seats below `preSold` belong to other customers, `taken`
 * holds this session's own bookings. Fewer than `count` when the tier runs out.
 */
export function nextFreeSeats(capacity: number, preSold: number, taken: ReadonlySet<number>, count: number): number[] {
  const seats: number[] = []
  for (let i = preSold; i < capacity && seats.length < count; i++) if (!taken.has(i)) seats.push(i)
  return seats
}
