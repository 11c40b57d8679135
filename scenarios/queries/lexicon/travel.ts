import type { Lexicon, Say } from '../phrasing.ts'
import { bareDay, countOf, join, onDay, PAY, place, reason, REASON, verbatim, when, withArticle, type Render } from './shared.ts'
import { tripEnd } from './transport.ts'

/*
 * Tickets, hotels, rail and car rental: "Book me a one-way train ticket from Beijing to Shanghai on
 * Saturday, February 14 at 7:05 am", "Find me a budget hotel near People's Square from Friday,
 * January 30 to Sunday, February 1, for one guest".
 */

const DAY_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{1,2}:\d{2})/
const HM = /^\d{1,2}:\d{2}$/

/** A search start: "on Saturday, January 31 after 8 am", "after 6 am", or a day. */
const fromTime: Render = (v, say) => {
  if (typeof v !== 'string') return undefined
  const s = v.trim()
  const dt = DAY_TIME.exec(s)
  if (dt) return `${onDay(dt[1]!, say)} after ${say.clock(dt[2]!)}`
  if (HM.test(s)) return `after ${say.clock(s)}`
  return say.when(s)
}

/** A train seat as the thing booked: "a second class seat", "a soft sleeper berth", "a hard seat". */
const seatClass: Render = (v) => {
  if (typeof v !== 'string') return undefined
  if (/sleeper$/i.test(v)) return withArticle(`${v} berth`)
  return withArticle(/seat$/i.test(v) ? v : `${v} seat`)
}

const HOTEL_KINDS: Readonly<Record<string, string>> = { 'budget hotel': 'a budget hotel', 'starred hotel': 'a starred hotel' }
const hotelType: Render = (v) => (typeof v === 'string' ? (HOTEL_KINDS[v] ?? withArticle(v)) : undefined)
const guests = countOf('guest', 'guests')

const stay = {
  as: 'stay',
  params: ['checkInDate', 'checkOutDate'],
  say: (w: Readonly<Record<string, string>>) => [`from ${w.checkInDate} to ${w.checkOutDate}`, `checking in ${w.checkInDate} and out ${w.checkOutDate}`],
} as const
const hotelParams = {
  stay: [', {v}'],
  checkInDate: [', checking in {v}', ', arriving {v}'],
  checkOutDate: [', checking out {v}', ', leaving {v}'],
  guestCount: [', for {v}'],
  guests: [', {v}'],
} as const
const hotelRender = { location: place, checkInDate: bareDay, checkOutDate: bareDay, guestCount: guests, hotelType }
/** One guest is the speaker alone: "for one guest, just me". */
const alone = { as: 'guests', params: ['guestCount'], say: (w: Readonly<Record<string, string>>, v: Readonly<Record<string, unknown>>) => (v.guestCount === 1 ? [`for ${w.guestCount}, just me`] : undefined) } as const

const BOOKING_KINDS: Readonly<Record<string, string>> = { ticket: 'ticket', hotel: 'hotel', car: 'car rental' }
const BOOKING_STATUS: Readonly<Record<string, string>> = {
  awaiting_release: 'the ones still waiting to be released',
  confirmed: 'the confirmed ones',
  in_progress: 'the ones in progress',
  completed: 'the completed ones',
  cancelled: 'the cancelled ones',
}
const TICKET_STATUS: Readonly<Record<string, string>> = { issued: 'the issued ones', travelling: "the ones I'm travelling on", completed: 'the completed ones', refunded: 'the refunded ones' }
const statusOf = (map: Readonly<Record<string, string>>): Render => (v) => (typeof v === 'string' ? (map[v] ?? `the ${v.replaceAll('_', ' ')} ones`) : undefined)
const BOOKING_ID = [', reference {v}', ', booking number {v}'] as const
const TRAIN_TICKET_ID = [', order {v}', ', order number {v}'] as const
const VEHICLES: Readonly<Record<string, string>> = { sedan: 'a sedan', suv: 'an SUV', 'sports car': 'a sports car' }
const trainTypes = (v: unknown, say: Say) => (Array.isArray(v) ? join(v.map((x) => say.value(x)), 'or') : typeof v === 'string' ? v : undefined)

export const travelLexicon: Lexicon = {
  rentCar: {
    intents: ['Rent me {vehicleModel}{rest}', 'I need to rent {vehicleModel}{rest}', 'Book me {vehicleModel} to rent{rest}', 'I need a rental car', 'Book me a rental car', 'Can you get me a rental car'],
    usual: ['Rent me my usual car', 'Book a rental car like last time'],
    params: {
      vehicleModel: [', {v} please'],
      pickupLocation: ['from {v}', ', picking it up at {v}'],
      dropoffLocation: [', returning it at {v}', ', dropping it off at {v}'],
      pickupTime: [', starting {v}', ', picking it up {v}'],
      carType: [', {v} class'],
      priceRange: [', something {v}'],
    },
    front: ['pickupTime'],
    render: {
      pickupLocation: place,
      dropoffLocation: place,
      pickupTime: when,
      vehicleModel: (v) => (typeof v === 'string' ? (VEHICLES[v] ?? withArticle(v)) : undefined),
      priceRange: (v) => (v === 'low' ? 'low-priced' : v === 'high' ? 'high-end' : undefined),
    },
  },
  bookTicket: {
    intents: ['Book me {ticket}', 'Get me {ticket}', 'I need {ticket}', 'Can you book me {ticket}{rest}?', "I'd like {ticket}", 'Reserve {ticket} for me', 'Book me a trip', 'I need to book travel', 'Can you book my travel'],
    usual: ['Book my usual trip', 'Get me tickets for the trip I usually take', 'Book travel like last time', 'Get me my regular ticket'],
    params: {
      ticket: ['{v}'],
      ticketType: [', {v}'],
      transportation: [', by {v}'],
      from: ['from {v}'],
      to: ['{v}'],
      time: ['{v}', ', leaving {v}'],
      count: [', for {v}'],
      travellers: [', {v}'],
      seatType: [', in {v}', ', {v} please'],
      paymentMethod: PAY,
    },
    render: { from: place, to: tripEnd, time: when, count: countOf('person', 'people') },
    loose: ['count', 'travellers', 'seatType'],
    front: ['time'],
    combine: [
      { as: 'ticket', params: [], also: ['ticketType', 'transportation'], say: (w) => withArticle(`${[w.ticketType, w.transportation].filter(Boolean).join(' ')} ticket`) },
      // One traveller is the speaker alone.
      { as: 'travellers', params: ['count'], say: (w, v) => (v.count === 1 ? [`for ${w.count}, just me`, `for ${w.count} (just me)`] : undefined) },
    ],
  },
  searchTickets: {
    intents: ['Find me {transportation} tickets', 'Look up {transportation} tickets', 'Can you search for {transportation} tickets{rest}?', 'Find me tickets', 'What tickets are available{rest}?', 'Look up departures'],
    usual: ['Find tickets for the trip I usually take', 'Look up departures for my usual trip'],
    params: { transportation: [', by {v}'], from: ['from {v}'], to: ['{v}'], time: ['{v}', ', leaving {v}'] },
    render: { from: place, to: tripEnd, time: fromTime },
    front: ['time'],
  },
  bookHotel: {
    intents: ['Book me a room', 'Reserve a room for me', 'I need a room', 'Can you book me a room', 'Book me a hotel room', "I'd like to book a room", 'Get me a room'],
    usual: ['Book my usual hotel', 'Reserve a room where I usually stay', 'Book me a room like last time', 'Get me a room at my regular hotel'],
    params: { location: ['at {v}'], ...hotelParams, hotelType: [', it should be {v}', ', and I want {v}'] },
    render: hotelRender,
    front: ['stay'],
    combine: [stay, alone],
  },
  searchHotels: {
    intents: ['Find me {hotelType}{rest}', 'Look for {hotelType}{rest}', 'Can you find me {hotelType}{rest}?', 'I need {hotelType}{rest}', 'Search for {hotelType}{rest}', 'Find me somewhere to stay', 'Search for hotels', 'Can you find me somewhere to stay', 'I need a place to stay'],
    usual: ['Find me somewhere to stay like last time', 'Look for rooms where I usually stay', 'Find me a hotel like the ones I usually pick'],
    params: { location: ['near {v}', 'close to {v}', 'around {v}'], ...hotelParams, hotelType: [', ideally {v}'] },
    render: hotelRender,
    front: ['stay'],
    combine: [stay, alone],
  },
  getBooking: {
    intents: ['Show me my booking', 'Pull up my reservation', 'Check on my booking', 'Can you look up my reservation'],
    usual: ['Show me the booking I just made', 'Check on my latest reservation'],
    params: { bookingId: BOOKING_ID },
    render: { bookingId: verbatim },
  },
  cancelBooking: {
    intents: ['Cancel my booking', 'Cancel my reservation', 'I need to cancel my booking', 'Can you cancel my reservation'],
    usual: ['Cancel the booking I just made', 'Call off my latest reservation'],
    params: { bookingId: BOOKING_ID, reason: REASON },
    render: { bookingId: verbatim, reason },
  },
  listBookings: {
    intents: ['Show me my {kind} bookings', 'List my {kind} bookings', 'Show me my bookings', 'List my reservations', 'Pull up my travel bookings', 'Can you list my bookings'],
    usual: ['Show me my recent bookings'],
    params: { kind: [', just the {v} ones'], status: [', only {v}', ', just {v}'] },
    render: { kind: (v) => (typeof v === 'string' ? (BOOKING_KINDS[v] ?? v) : undefined), status: statusOf(BOOKING_STATUS) },
  },
  searchTrains: {
    intents: ['Find me {trainTypes} trains', 'Look up {trainTypes} trains', 'Find me trains', 'What trains are there{rest}?', 'Can you look up trains', 'Check the train times'],
    usual: ['Find trains for my usual trip', 'Look up trains for the route I usually take'],
    params: { from: ['from {v}'], to: ['{v}'], date: ['{v}', ', leaving {v}'], trainTypes: [', only {v} trains', ', {v} trains only'] },
    render: { from: place, to: tripEnd, date: onDay, trainTypes },
    front: ['date'],
  },
  bookTrainTicket: {
    intents: ['Book me {seatClass}', 'Get me {seatClass}', 'I need {seatClass}', 'Can you book me {seatClass}{rest}?', "I'd like {seatClass}", 'Reserve {seatClass} for me', 'Book me a train ticket', 'I need a train ticket', 'Get me a seat on a train'],
    usual: ['Book my usual train', 'Get me a ticket for the train I usually take', 'Book my regular train trip'],
    params: {
      trainNumber: ['on {v}', 'on train {v}'],
      from: ['from {v}'],
      to: ['{v}'],
      date: ['{v}'],
      seatClass: [', {v} please'],
      passengers: ['for {v}'],
      paymentMethod: PAY,
    },
    render: { trainNumber: verbatim, from: place, to: tripEnd, date: onDay, seatClass, passengers: (v, say) => (Array.isArray(v) ? say.list(v) : undefined) },
    front: ['date'],
  },
  getTrainTicket: {
    intents: ['Show me my train ticket', 'Pull up my train booking', 'Check my train ticket', 'Can you look up my train ticket'],
    usual: ['Show me the train ticket I just booked', 'Check my next train ticket'],
    params: { ticketId: TRAIN_TICKET_ID },
    render: { ticketId: verbatim },
  },
  listTrainTickets: {
    intents: ['Show me my train tickets', 'List my train orders', 'Can you pull up my train tickets', 'What train tickets do I have'],
    usual: ['Show me my upcoming train tickets'],
    params: { status: [', only {v}', ', just {v}'] },
    render: { status: statusOf(TICKET_STATUS) },
  },
  changeTrainTicket: {
    intents: ['Change my train ticket', 'Rebook my train', 'Switch my train ticket', 'Can you change my train ticket'],
    usual: ['Move my train ticket to the usual train', 'Change my train ticket, plans have shifted'],
    params: {
      ticketId: TRAIN_TICKET_ID,
      newTrainNumber: [', switching to {v}', ', moving it to {v}'],
      newDate: [', travelling {v}', ', for travel {v}'],
      newSeatClass: [', and make it {v}', ', {v} instead'],
    },
    render: { ticketId: verbatim, newTrainNumber: verbatim, newDate: onDay, newSeatClass: seatClass },
  },
  cancelTrainTicket: {
    intents: ['Cancel my train ticket', 'Refund my train ticket', 'I need to cancel my train ticket', 'Can you cancel my train ticket'],
    usual: ['Cancel the train ticket I just booked', 'Refund my next train ticket'],
    params: { ticketId: TRAIN_TICKET_ID },
    render: { ticketId: verbatim },
  },
}
