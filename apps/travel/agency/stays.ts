import { conflict, HOUR, startOfLocalDay, toIso, type ToolContext } from '../../kit/index.ts'
import { roomsFor, type HotelGrade, type RoomType } from '../hotels/brands.ts'
import { hotelByText, hotelsNear, type Hotel } from '../hotels/catalog.ts'
import { DAY_USE_FACTOR, nightRate, roomsLeft, type Stay } from '../hotels/stay.ts'
import { round2 } from '../world/geo.ts'
import type { TravelPoint } from '../world/locate.ts'
import type { AgencyState, AgencyTerms } from './types.ts'

/**
 * Choosing and pricing a hotel stay: the hotel the location names, or the nearest hotels of the
 * wanted kind; the room type follows the party size; every night must have the rooms free.
 */
export const HOTEL_TYPES = ['budget hotel', 'starred hotel'] as const
export type HotelType = (typeof HOTEL_TYPES)[number]

/** Ctrip's filters: budget means 经济型; starred means four and five stars (高档型, 豪华型). */
export const gradesFor = (type: HotelType | undefined): readonly HotelGrade[] | undefined =>
  type === 'budget hotel' ? ['budget'] : type === 'starred hotel' ? ['upscale', 'luxury'] : undefined

/** Rooms this agency's live bookings hold in a hotel's room type on a night. */
function heldRooms(state: AgencyState, hotelId: string, room: string, night: string): number {
  let n = 0
  for (const b of Object.values(state.bookings)) {
    if (b.kind === 'hotel' && b.status === 'confirmed' && b.hotelId === hotelId && b.roomType === room && night >= b.nightDates[0] && night <= b.nightDates[1]) n += b.rooms
  }
  return n
}

/** The first night without `rooms` free, if any. */
export function shortNight(ctx: ToolContext, state: AgencyState, hotel: Hotel, room: RoomType, stay: Stay, rooms: number): { night: string; left: number } | undefined {
  for (const night of stay.nights) {
    const left = roomsLeft(ctx.worldSeed, hotel, room, night) - heldRooms(state, hotel.id, room.name, night)
    if (left < rooms) return { night, left: Math.max(0, left) }
  }
  return undefined
}

export interface PricedStay {
  total: number
  firstNight: number
  /** Average per room and night. */
  perNight: number
}

export function priceStay(ctx: ToolContext, terms: AgencyTerms, hotel: Hotel, room: RoomType, stay: Stay, rooms: number): PricedStay {
  const nightly = stay.nights.map((n) => Math.round(nightRate(ctx.worldSeed, hotel, room, n) * terms.hotelPriceFactor * (stay.dayUse ? DAY_USE_FACTOR : 1)))
  const total = nightly.reduce((a, b) => a + b, 0) * rooms
  return { total, firstNight: nightly[0]! * rooms, perNight: round2(total / rooms / nightly.length) }
}

/** A named hotel: a hotel place of the gazetteer, or a name or id from a hotel search. */
export function namedHotel(ctx: ToolContext, text: string, point: TravelPoint): Hotel | undefined {
  if (point.kind === 'hotel') return hotelByText(ctx, `htl_${point.id}`, point.city)
  return hotelByText(ctx, text, point.city)
}

export interface ChosenStay {
  hotel: Hotel
  room: RoomType
  rooms: number
  km: number
}

export function chooseHotel(
  ctx: ToolContext, state: AgencyState, text: string, point: TravelPoint, stay: Stay, guests: number, type: HotelType | undefined,
): ChosenStay {
  const named = namedHotel(ctx, text, point)
  const candidates = named ? [{ hotel: named, km: 0 }] : hotelsNear(ctx, point.city, point, gradesFor(type), 12)
  let firstShort: string | undefined
  for (const { hotel, km } of candidates) {
    const { room, rooms } = roomsFor(hotel.grade, guests)
    const short = shortNight(ctx, state, hotel, room, stay, rooms)
    if (!short) return { hotel, room, rooms, km }
    firstShort ??= `${hotel.name} has ${short.left} ${room.name}${short.left === 1 ? '' : 's'} left on the night of ${short.night} (${rooms} needed)`
  }
  if (named) throw conflict(`Sold out: ${firstShort}`)
  throw conflict(`No ${type ?? 'hotel'} near ${point.name} has rooms for ${guests} guest${guests === 1 ? '' : 's'} on every night of the stay; nearest: ${firstShort ?? 'none'}`)
}

/** When free cancellation ends: hours from the start of the check-in day, or before a day-use start. */
export function freeCancelUntil(terms: AgencyTerms, hotel: Hotel, stay: Stay): string {
  if (stay.dayUse) return toIso(stay.checkIn - terms.dayUseFreeCancelHours * HOUR)
  return toIso(startOfLocalDay(stay.checkIn) + terms.hotelFreeCancelHours(hotel.grade) * HOUR)
}
