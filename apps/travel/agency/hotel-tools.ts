import { z } from 'zod'
import { deepFreeze, defineTool, toDisplay, toIso, type Tool, type ToolContext } from '../../kit/index.ts'
import { roomsFor } from '../hotels/brands.ts'
import { hotelsNear } from '../hotels/catalog.ts'
import { readStay, type Stay } from '../hotels/stay.ts'
import { locate } from '../world/locate.ts'
import { termsOf } from './cancellation.ts'
import { chooseHotel, freeCancelUntil, gradesFor, HOTEL_TYPES, namedHotel, priceStay, shortNight } from './stays.ts'
import type { AgencyState, AgencyTerms, HotelBooking } from './types.ts'
import { bookingView, viewBooking } from './views.ts'

const stayInput = {
  location: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .describe("Where to stay: a hotel's name or id from searchHotels, a landmark, station, district, saved place or street address (hotels nearest it)."),
  checkInDate: z.string().trim().min(1).max(40).describe("Check-in day: 'YYYY-MM-DD' (from 14:00), or with a time. Check-in and check-out on one day books a day-use room."),
  checkOutDate: z.string().trim().min(1).max(40).describe("Check-out day: 'YYYY-MM-DD' (by 12:00), or with a time."),
  guestCount: z.number().int().min(1).max(20).describe('Guests in the party; two share a room, a party of three gets a three-bed room.'),
  hotelType: z.enum(HOTEL_TYPES).optional().describe("'budget hotel' (economy chains: Hanting, Home Inn, 7 Days...) or 'starred hotel' (four and five stars: Hilton, Marriott, Sheraton...). Any grade when omitted."),
}

function stayNotices(stay: Stay, guests: number, rooms: number, roomType: string, hotelMismatch: string | undefined): string[] {
  const notices: string[] = []
  if (stay.checkOutReadAs) notices.push(`The check-out date came before check-in; read as ${stay.checkOutReadAs}.`)
  if (stay.dayUse) notices.push(`Check-in and check-out fall on one day: booked as a day-use room (${toDisplay(stay.checkIn)} to ${toDisplay(stay.checkOut)}).`)
  if (rooms > 1) notices.push(`${guests} guests: ${rooms} ${roomType}s.`)
  if (hotelMismatch) notices.push(hotelMismatch)
  return notices
}

export function hotelTools(terms: AgencyTerms): Tool<AgencyState>[] {
  const { brand } = terms

  const bookHotel = defineTool({
    name: 'bookHotel',
    description: `Books ${brand} hotel rooms: the hotel named, or the nearest hotel of the wanted kind with rooms free every night; rooms follow the party size. Returns the booking with hotel, room type, nights, total and the free-cancellation deadline.`,
    effect: 'write',
    input: z.object(stayInput),
    output: bookingView,
    run(state: AgencyState, args, ctx) {
      const stay = readStay(args.checkInDate, args.checkOutDate, ctx.now)
      const point = locate(ctx, args.location)
      const committed = ctx.committed as AgencyState
      const { hotel, room, rooms } = chooseHotel(ctx, committed, args.location, point, stay, args.guestCount, args.hotelType)
      const grades = gradesFor(args.hotelType)
      const mismatch = grades && !grades.includes(hotel.grade) ? `${hotel.name} is a ${hotel.stars}-star ${hotel.grade} hotel, booked as named although a ${args.hotelType} was asked for.` : undefined
      const price = priceStay(ctx, terms, hotel, room, stay, rooms)
      const booking: HotelBooking = {
        kind: 'hotel', bookingId: ctx.ids.next(terms.idPrefix), status: 'confirmed', bookedAt: toIso(ctx.now), paymentMethod: ctx.user.paymentMethods[0] ?? 'Alipay',
        total: price.total, notices: stayNotices(stay, args.guestCount, rooms, room.name, mismatch), hotelId: hotel.id, hotelName: hotel.name, hotelNameZh: hotel.zh,
        grade: hotel.grade, stars: hotel.stars, city: hotel.city, address: hotel.address, roomType: room.name, rooms, guestCount: args.guestCount,
        checkIn: toIso(stay.checkIn), checkOut: toIso(stay.checkOut), nights: stay.dayUse ? 0 : stay.nights.length, dayUse: stay.dayUse, firstNight: price.firstNight,
        nightDates: [stay.nights[0]!, stay.nights[stay.nights.length - 1]!], freeCancelUntil: freeCancelUntil(terms, hotel, stay),
      }
      // Frozen before it joins the draft: the commit has nothing new to walk.
      state.bookings[booking.bookingId] = deepFreeze(booking)
      return viewBooking(booking, ctx.now, termsOf(booking, terms))
    },
  })

  const searchHotels = defineTool({
    name: 'searchHotels',
    description: `Lists ${brand} hotels nearest a place for a stay: grade and stars, guest rating, distance, the room type the party needs, price per night and in total, and whether every night has rooms. Book one with bookHotel by its name or id.`,
    effect: 'read',
    input: z.object(stayInput),
    output: z.object({
      location: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      nights: z.number().int(),
      dayUse: z.boolean(),
      hotels: z.array(
        z.object({
          hotelId: z.string(),
          name: z.string(),
          nameZh: z.string(),
          grade: z.string(),
          stars: z.number().int(),
          rating: z.number(),
          reviews: z.number().int(),
          distanceKm: z.number(),
          address: z.string(),
          roomType: z.string(),
          rooms: z.number().int(),
          pricePerNight: z.number().describe('Average per room and night, CNY.'),
          total: z.number(),
          available: z.boolean(),
        }),
      ),
    }),
    run(state: AgencyState, args, ctx: ToolContext) {
      const stay = readStay(args.checkInDate, args.checkOutDate, ctx.now)
      const point = locate(ctx, args.location)
      const named = namedHotel(ctx, args.location, point)
      const list = named ? [{ hotel: named, km: 0 }] : hotelsNear(ctx, point.city, point, gradesFor(args.hotelType), 10)
      return {
        location: named?.name ?? point.name,
        checkIn: toDisplay(stay.checkIn),
        checkOut: toDisplay(stay.checkOut),
        nights: stay.dayUse ? 0 : stay.nights.length,
        dayUse: stay.dayUse,
        hotels: list.map(({ hotel, km }) => {
          const { room, rooms } = roomsFor(hotel.grade, args.guestCount)
          const price = priceStay(ctx, terms, hotel, room, stay, rooms)
          return {
            hotelId: hotel.id, name: hotel.name, nameZh: hotel.zh, grade: hotel.grade, stars: hotel.stars, rating: hotel.rating, reviews: hotel.reviews, distanceKm: km,
            address: hotel.address, roomType: room.name, rooms, pricePerNight: price.perNight, total: price.total, available: !shortNight(ctx, state, hotel, room, stay, rooms),
          }
        }),
      }
    },
  })

  return [bookHotel, searchHotels]
}
