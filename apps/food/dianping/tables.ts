import { hashString, localParts } from '../../kit/index.ts'
import type { Restaurant } from '../world/types.ts'

/**
 * Table availability: how many tables of a kind the world has already booked in a half-hour slot
 * (popular places fill up at dinner, at weekends most of all), less what this session holds.
 */

export const TABLE_KINDS = ['small', 'large', 'room'] as const
export type TableKind = (typeof TABLE_KINDS)[number]

/** Party sizes each kind seats. */
export const SEATS: Record<TableKind, number> = { small: 4, large: 10, room: 12 }

/** A table is held for this long: a booking blocks the slots it overlaps. */
export const SITTING_MS = 90 * 60_000

export const tableLabel = (kind: TableKind, partySize: number, r: Restaurant): string =>
  kind === 'room' ? `Private room for up to ${SEATS.room} (minimum spend ¥${r.roomMinimum})` : kind === 'large' ? `Large round table for ${partySize}` : `Hall table for ${Math.max(2, partySize)}`

/** Meal peaks: how much of a popular restaurant's room the slot's own demand takes. */
function peakOf(minute: number): number {
  if (minute >= 17 * 60 + 30 && minute < 20 * 60) return 1
  if (minute >= 11 * 60 + 30 && minute < 13 * 60) return 0.7
  if (minute >= 20 * 60 && minute < 21 * 60 + 30) return 0.5
  return 0.2
}

/** Friday and Saturday evenings are the busiest; Sundays next. */
function dayFactor(weekday: number, minute: number): number {
  const evening = minute >= 17 * 60
  if ((weekday === 5 || weekday === 6) && evening) return 1.25
  if (weekday === 0 || weekday === 6) return 1.1
  return 0.85
}

/** Tables of a kind the world has booked in the half-hour slot starting at `slotStart` (a static fact of the world). */
export function worldBooked(worldSeed: string, r: Restaurant, kind: TableKind, slotStart: number): number {
  const total = r.tables[kind === 'room' ? 'rooms' : kind]
  if (total === 0) return 0
  const p = localParts(slotStart)
  const minute = p.hour * 60 + p.minute
  const noise = ((hashString(`${worldSeed}:tables:${r.id}:${kind}:${slotStart}`) % 21) - 10) / 100
  const demand = r.popularity * peakOf(minute) * dayFactor(p.weekday, minute) + noise
  return Math.max(0, Math.min(total, Math.floor(total * demand)))
}

/** The kind of table a party needs, given its preference; undefined when none seats it. */
export function kindFor(partySize: number, preference: string | undefined): TableKind | undefined {
  if (preference === 'private_room') return partySize <= SEATS.room ? 'room' : undefined
  if (partySize <= SEATS.small) return 'small'
  if (partySize <= SEATS.large) return 'large'
  return partySize <= SEATS.room ? 'room' : undefined
}

export const totalOf = (r: Restaurant, kind: TableKind): number => r.tables[kind === 'room' ? 'rooms' : kind]
