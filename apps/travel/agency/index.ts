import { defineApp, type App, type Policy, type Traits } from '../../kit/index.ts'
import { bookingTools } from './booking-tools.ts'
import { carRentalTool } from './car-tool.ts'
import { hotelTools } from './hotel-tools.ts'
import { ticketTools } from './ticket-tools.ts'
import { emptyAgency, type AgencyState, type AgencyTerms } from './types.ts'

export interface TravelAgencySpec {
  id: string
  name: string
  aliases?: readonly string[]
  description: string
  traits?: Traits
  terms: AgencyTerms
  /** Self-drive car rental (Ctrip's rentCar). */
  carRental?: boolean
  /** Further rules beside the under-18 ticket rule. */
  policies?: readonly Policy[]
}

/** ToolSpectrum's travel rule: minors may not buy intercity tickets on their own. */
export function minorTicketPolicy(id: string): Policy {
  return {
    id,
    rule: 'Travellers under 18 cannot buy intercity train or flight tickets on their own: a parent or guardian has to book for them or travel with them.',
    tools: ['bookTicket'],
    check: (_args, user) =>
      user.age < 18 ? `Ticket purchase refused: the account holder is ${user.age}; intercity train and flight tickets for minors must be bought by a parent or guardian.` : undefined,
  }
}

/**
 * An online travel agency on the shared interface: bookTicket and searchTickets (trains and
 * flights), bookHotel and searchHotels, rentCar where the agency rents cars, and the booking
 * follow-ups getBooking, cancelBooking and listBookings. Agencies differ only in their terms.
 */
export function defineTravelAgency(spec: TravelAgencySpec): App<AgencyState> {
  return defineApp<AgencyState>({
    id: spec.id,
    name: spec.name,
    aliases: spec.aliases ?? [],
    domain: 'travel',
    description: spec.description,
    traits: spec.traits ?? {},
    policies: [minorTicketPolicy(spec.terms.minorPolicyId), ...(spec.policies ?? [])],
    initialState: emptyAgency,
    tools: [
      ...(spec.carRental ? [carRentalTool(spec.terms)] : []),
      ...ticketTools(spec.terms),
      ...hotelTools(spec.terms),
      ...bookingTools(spec.terms),
    ],
  })
}

export type { AgencyState, AgencyTerms, Booking, TicketBooking, HotelBooking, CarBooking, Leg } from './types.ts'
export { bandsText } from './cancellation.ts'
