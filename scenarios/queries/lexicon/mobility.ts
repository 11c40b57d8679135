import type { Lexicon, Say, ToolPhrasing } from '../phrasing.ts'

/*
 * Phrasings for the `transport`, `travel` and `entertainment` tools: ride hailing, maps, bike
 * sharing, tickets, hotels, rail and shows. Place values keep their label word ('Home' -> 'home',
 * 'office' -> 'the office'); a destination renderer carries its own "to" so that "home" reads
 * "take me home", not "to home". Times carry their own preposition ("at 08:30", "now",
 * "tomorrow at 08:30"), so the phrases around them never say "at now".
 */

type Render = (value: unknown, say: Say) => string | undefined

const HM = /^(\d{1,2}):(\d{2})$/
const DAY_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})/
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/
const MD_TIME = /^(\d{2}-\d{2}) (\d{2}:\d{2})$/

/** Ids, train numbers, bike numbers: verbatim (the default reads `_` as a space). */
const id: Render = (v) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined)

/** A place: 'Home' -> 'home', a lower-case label ('office', 'mall') -> 'the office', a name as it is. */
const placeWords = (v: string): string => {
  const s = v.trim()
  if (/^home$/i.test(s)) return 'home'
  if (/^[a-z][a-z ]{1,30}$/.test(s) && s.split(' ').length <= 2) return `the ${s}`
  return s
}
const place: Render = (v) => (typeof v === 'string' ? placeWords(v) : undefined)

/** A destination with its own preposition: 'back home', 'to the office', 'to Beijing South Railway Station'. */
const toPlace: Render = (v) => {
  if (typeof v !== 'string') return undefined
  const words = placeWords(v)
  return words === 'home' ? 'back home' : `to ${words}`
}

/**
 * A point in time with its preposition: 'now', 'at 08:30', 'tomorrow at 08:30',
 * 'on Friday, February 6 at 09:00', a bare day as `say.day` gives it.
 */
const when = (v: unknown, say: Say): string | undefined => {
  if (typeof v !== 'string') return undefined
  const s = v.trim()
  if (/^now$/i.test(s)) return 'now'
  const dt = DAY_TIME.exec(s)
  if (dt) return `${say.day(dt[1] ?? s)} at ${dt[2]}:${dt[3]}`
  if (HM.test(s)) return `at ${s}`
  if (DAY_ONLY.test(s)) return say.day(s)
  const md = MD_TIME.exec(s)
  if (md) return `on ${md[1]} at ${md[2]}`
  return s
}
const at: Render = (v, say) => when(v, say)

/** A search start: 'tomorrow', 'tomorrow from 06:00 onwards', 'from 06:00 onwards'. */
const fromTime: Render = (v, say) => {
  if (typeof v !== 'string') return undefined
  const s = v.trim()
  const dt = DAY_TIME.exec(s)
  if (dt) return `${say.day(dt[1] ?? s)} from ${dt[2]}:${dt[3]} onwards`
  if (HM.test(s)) return `from ${s} onwards`
  return when(s, say)
}

/** A reason said in the user's words, quoted. */
const quoted: Render = (v) => (typeof v === 'string' ? v.trim().replace(/[.!]+$/, '') : undefined)

/** A count of people: '1 person', '3 people'. */
const people: Render = (v) => (typeof v === 'number' ? (v === 1 ? '1 person' : `${v} people`) : undefined)

/** Hotel guests: '1 guest', '2 guests'. */
const guests: Render = (v) => (typeof v === 'number' ? (v === 1 ? '1 guest' : `${v} guests`) : undefined)

/** One value or a list of them joined with "or": ['regular', 'luxury'] -> 'regular or luxury'. */
const anyOf: Render = (v, say) => {
  const list = Array.isArray(v) ? v : [v]
  const words = list.map((x) => say.value(x)).filter((w) => w.length > 0)
  if (!words.length) return undefined
  return words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`
}

/** A show kind as a noun phrase that keeps the kind's own word. */
const SHOW_KINDS: Readonly<Record<string, string>> = {
  movie: 'movie screenings',
  concert: 'concert dates',
  drama: 'drama performances',
  musical: 'musical performances',
  crosstalk: 'crosstalk shows',
  comedy: 'comedy shows',
  dance: 'dance performances',
  opera: 'opera performances',
  festival: 'festival events',
  sports: 'sports events',
  exhibition: 'exhibition events',
}
const showKind: Render = (v) => (typeof v === 'string' ? (SHOW_KINDS[v.toLowerCase()] ?? `${v} shows`) : undefined)

/** A show search keyword, quoted; an empty search lists everything. */
const keyword: Render = (v) => (typeof v === 'string' ? (v.trim() ? `"${v.trim()}"` : 'anything') : undefined)

/** A price range in CNY: [0, 300] -> 'between 0 and 300 yuan'; [200, -1] -> 'from 200 yuan up'. */
const priceRange: Render = (v) => {
  if (!Array.isArray(v) || v.length !== 2) return undefined
  const [lo, hi] = v as unknown[]
  if (typeof lo !== 'number' || typeof hi !== 'number') return undefined
  return hi < 0 ? `from ${lo} yuan up, with no upper limit` : `between ${lo} and ${hi} yuan`
}

/** Seat tiers as they are listed: 'regular', 'luxury', 'regular or luxury'. */
const seatTier: Render = anyOf

/** Payment phrases shared by every booking tool; always last. */
const PAY = [', paying with {v}', ', and pay with {v}', ', with {v} as payment'] as const

/** A train seat class after "in": sleepers and hard seats get their article. */
const seatClass: Render = (v) => {
  if (typeof v !== 'string') return undefined
  if (/sleeper$/i.test(v)) return `a ${v} berth`
  if (/^hard seat$/i.test(v)) return `a ${v}`
  return v
}

/** A limit said as a number. */
const num: Render = (v) => (typeof v === 'number' ? String(v) : undefined)

/* ---------------------------------------------------------------- transport: ride hailing */

const rideParams = {
  pickupLocation: ['from {v}', 'from {v}'],
  dropoffLocation: ['{v}', ', going {v}'],
  pickupTime: ['{v}', ', leaving {v}', ', pickup {v}'],
  taxiType: [', {v} class', ', make it {v}'],
} as const
const rideRender = { pickupLocation: place, dropoffLocation: toPlace, pickupTime: at }

const bookTaxi: ToolPhrasing = {
  intents: ['Book me a ride', 'I need a taxi', 'Can you get me a car', 'Call me a cab', 'Get me a car'],
  usual: ['Book my usual ride', 'Get me a car like I usually do', 'Call me a cab, the usual trip', 'Can you book my regular ride'],
  params: rideParams,
  render: rideRender,
}

const estimateFare: ToolPhrasing = {
  intents: ['How much would a ride cost', 'Check the fare for a ride', 'Can you estimate a taxi fare', 'What would a car cost me', 'Get me a price quote for a ride'],
  usual: ['How much would my usual ride cost', 'What does my regular ride cost', 'Check the fare for the trip I usually take'],
  params: { ...rideParams, taxiType: [', {v} class', 'in {v} class'] },
  render: rideRender,
}

const rideId = [', booking {v}', ', the one with id {v}', ', id {v}'] as const

const getRideStatus: ToolPhrasing = {
  intents: ['Check the status of my ride', "Where's my driver", 'Give me an update on my ride', 'Can you track my car'],
  usual: ["Where's the car I just booked", 'Check on my latest ride', 'How far away is my driver right now'],
  params: { rideId },
  render: { rideId: id },
}

const RIDE_STATUS: Readonly<Record<string, string>> = {
  scheduled: 'the scheduled ones',
  driver_en_route: 'the ones with the driver en route',
  arrived: 'the ones where the driver has arrived',
  in_progress: 'the ones in progress',
  completed: 'the completed ones',
  cancelled: 'the cancelled ones',
}

const listRides: ToolPhrasing = {
  intents: ['Show me my rides', 'Pull up my ride history', 'Can you list my taxi rides', 'List my car bookings'],
  usual: ['Show me my recent rides', 'Pull up my latest taxi rides'],
  params: { status: [', only {v}', ', just {v}'], limit: [', at most {v}', ', up to {v} of them'] },
  render: { status: (v) => (typeof v === 'string' ? (RIDE_STATUS[v] ?? v.replaceAll('_', ' ')) : undefined), limit: num },
}

const cancelRide: ToolPhrasing = {
  intents: ['Cancel my ride', 'Call off the car', 'I need to cancel my taxi', 'Can you cancel my ride'],
  usual: ['Cancel the ride I just booked', "Call off the car I ordered, I don't need it anymore"],
  params: { rideId, reason: [', with the reason "{v}"', ', giving the reason "{v}"'] },
  render: { rideId: id, reason: quoted },
}

/* ---------------------------------------------------------------- transport: maps */

const startEnd = { startLocation: ['from {v}'], endLocation: ['{v}', ', going {v}'] } as const

const getDistance: ToolPhrasing = {
  intents: ['How far is it', 'Check the distance', 'Can you tell me the distance', 'What is the distance', 'How long is the trip'],
  usual: ['How far is it to where I usually go', 'Check the distance for my usual trip'],
  params: { ...startEnd, transportMode: [', {v}', ', if I go {v}'] },
  render: {
    startLocation: place,
    endLocation: toPlace,
    transportMode: (v) => (v === 'transit' ? 'by public transit' : undefined),
  },
}

const ROUTE_PREFERENCES: Readonly<Record<string, string>> = {
  fastest: 'take the fastest route',
  shortest: 'take the shortest route',
  avoid_tolls: 'avoid tolls',
  avoid_congestion: 'avoid congestion',
}

const getRoute: ToolPhrasing = {
  intents: ['Get me directions', 'Show me the way', 'Can you plan a route', 'Find me a route', 'Map out the trip'],
  usual: ['Get me directions for my usual trip', 'Show me the way to where I usually go', 'Plan my regular route'],
  params: { ...startEnd, transportMode: ['for {v}', 'in {v} mode'], routePreference: [', and {v}', ', please {v}'] },
  render: {
    startLocation: place,
    endLocation: toPlace,
    transportMode: (v) => (v === 'transit' ? 'public transit' : undefined),
    routePreference: (v) => (typeof v === 'string' ? (ROUTE_PREFERENCES[v] ?? v.replaceAll('_', ' ')) : undefined),
  },
}

const searchNearby: ToolPhrasing = {
  intents: ['Search nearby', 'Search the map', 'Run a nearby search', 'Can you search the area', 'Check the neighbourhood'],
  usual: ['Find me the kind of place I usually go to nearby', 'Look around for my usual kind of spot'],
  params: {
    category: ['for any {v}', 'for {v} spots'],
    location: ['near {v}', 'around {v}'],
    radiusKm: ['within {v} km', 'in a {v} km radius'],
    limit: [', up to {v} results', ', showing at most {v}'],
  },
  render: { location: place, radiusKm: num, limit: num },
}

const saveFavoritePlace: ToolPhrasing = {
  intents: ['Add a favourite place', 'Save a favourite', 'Bookmark a place', 'Can you save a favourite place'],
  params: {
    location: ['at {v}', 'for {v}'],
    name: ['called "{v}"', 'named "{v}"'],
    note: [', with the note "{v}"', ', noting "{v}"'],
  },
  render: { location: place, name: quoted, note: quoted },
}

const listFavoritePlaces: ToolPhrasing = {
  intents: ['Show me my favourite places', 'List my saved places', 'What places have I saved', 'Can you pull up my favourites'],
  params: {},
}

const deleteFavoritePlace: ToolPhrasing = {
  intents: ['Remove a favourite place', 'Delete one of my saved places', 'Take a place off my favourites', 'Can you delete a favourite'],
  usual: ['Delete the place I just saved', 'Remove my newest favourite'],
  params: { favoriteId: [', the one with id {v}', ', number {v}'] },
  render: { favoriteId: id },
}

/* ---------------------------------------------------------------- transport: bike sharing */

const findNearbyBikes: ToolPhrasing = {
  // No "bike" here: it is a bikeType value.
  intents: ['Find me a shared bicycle', 'Look for bicycles I can ride', 'Are there any shared bicycles', 'Can you find me a bicycle'],
  usual: ['Find me a bicycle like I usually do', 'Look for a bicycle for my usual ride'],
  params: {
    location: ['near {v}', 'close to {v}'],
    radiusM: ['within {v} metres', 'no more than {v} metres away'],
    bikeType: [', preferably {v}', ', ideally {v}'],
    limit: [', showing up to {v}', ', listing at most {v}'],
  },
  render: {
    location: place,
    radiusM: num,
    bikeType: (v) => (v === 'e-bike' ? 'an e-bike' : v === 'bike' ? 'a pedal bike' : undefined),
    limit: num,
  },
}

const unlockBike: ToolPhrasing = {
  intents: ['Unlock the bike', 'Unlock a bike for me', 'Start a bike ride', 'Can you unlock a bike'],
  usual: ['Unlock the bike I just found', 'Unlock the nearest bike for me'],
  params: { bikeId: [', number {v}', ', the one numbered {v}'] },
  render: { bikeId: id },
}

const endBikeRide: ToolPhrasing = {
  intents: ['End my bike ride', 'Lock the bike', "I'm done riding", 'Can you end my bike ride'],
  usual: ["I'm done riding, lock it up", 'End my bike ride, I just got there'],
  params: { location: ['at {v}', ', parking it at {v}'], rideId: [', ride {v}', ', ride id {v}'] },
  render: { location: place, rideId: id },
}

const getBikeRide: ToolPhrasing = {
  intents: ['Show me my bike ride', 'Check on my bike ride', 'Pull up the details of my bike ride', 'Can you look up my bike ride'],
  usual: ["How's my current bike ride going", 'Check on my latest bike ride'],
  params: { rideId: [', ride {v}', ', id {v}'] },
  render: { rideId: id },
}

const BIKE_STATUS: Readonly<Record<string, string>> = { in_progress: 'the ones in progress', completed: 'the completed ones' }

const listBikeRides: ToolPhrasing = {
  intents: ['Show me my bike rides', 'List my bike trips', 'Pull up my cycling history', 'Can you list my bike rides'],
  usual: ['Show me my recent bike rides'],
  params: { status: [', only {v}', ', just {v}'], limit: [', at most {v}', ', up to {v} of them'] },
  render: { status: (v) => (typeof v === 'string' ? (BIKE_STATUS[v] ?? v.replaceAll('_', ' ')) : undefined), limit: num },
}

/* ---------------------------------------------------------------- travel: agencies */

const rentCar: ToolPhrasing = {
  intents: ['Rent me a car', 'I need a rental car', 'Book a rental car', 'Can you get me a rental car'],
  usual: ['Rent me my usual car', 'Book a rental car like last time'],
  params: {
    pickupLocation: ['from {v}', ', picking it up at {v}'],
    dropoffLocation: [', returning it at {v}', ', dropping it off at {v}'],
    pickupTime: [', starting {v}', ', pickup {v}'],
    vehicleModel: [', {v} model', ', the {v} type'],
    carType: [', {v} class', ', {v} grade'],
    priceRange: [', at the {v} end of the price range', ', {v} price range'],
  },
  render: {
    pickupLocation: place,
    dropoffLocation: place,
    pickupTime: at,
    vehicleModel: (v) => (v === 'suv' ? 'SUV' : undefined),
  },
}

const bookTicket: ToolPhrasing = {
  // No "train" or "flight": they are transportation values.
  intents: ['Book me a trip', 'Get me tickets', 'I need to book travel', 'Can you book my tickets'],
  usual: ['Book my usual trip', 'Get me tickets for the trip I usually take', 'Book travel like last time'],
  params: {
    transportation: ['by {v}', 'on a {v}'],
    from: ['from {v}'],
    to: ['{v}', ', going {v}'],
    time: [', leaving {v}', ', departing {v}'],
    ticketType: [', {v}', ', {v} ticket'],
    count: ['for {v}', ', {v} travelling'],
    seatType: ['in {v}', ', seated in {v}'],
    paymentMethod: PAY,
  },
  render: { from: place, to: toPlace, time: at, count: people },
}

const searchTickets: ToolPhrasing = {
  intents: ['Find me tickets', 'Search for tickets', 'What tickets are available', 'Can you look up departures'],
  usual: ['Find tickets for the trip I usually take', 'Look up departures for my usual trip'],
  params: {
    transportation: ['by {v}', 'for a {v}'],
    from: ['from {v}'],
    to: ['{v}', ', going {v}'],
    time: [', leaving {v}', ', departing {v}'],
  },
  render: { from: place, to: toPlace, time: fromTime },
}

const hotelDates = {
  checkInDate: [', checking in {v}', ', arriving {v}'],
  checkOutDate: [', checking out {v}', ', leaving {v}'],
  guestCount: [', for {v}', ', {v} in total'],
} as const
const hotelRender = { location: place, checkInDate: at, checkOutDate: at, guestCount: guests }

const bookHotel: ToolPhrasing = {
  intents: ['Book me a room', 'Reserve a room for me', 'I need somewhere to stay', 'Can you book me a room'],
  usual: ['Book my usual hotel', 'Reserve a room where I usually stay', 'Book me a room like last time'],
  params: { location: ['at {v}'], ...hotelDates, hotelType: [', {v} please', ', and it should be a {v}'] },
  render: hotelRender,
}

const searchHotels: ToolPhrasing = {
  intents: ['Find me a place to stay', 'Look for rooms', 'Search for accommodation', 'Can you find me somewhere to stay'],
  usual: ['Find me somewhere to stay like last time', 'Look for rooms where I usually stay'],
  params: { hotelType: ['at a {v}', ', preferably a {v}'], location: ['near {v}', 'close to {v}', 'around {v}'], ...hotelDates },
  render: hotelRender,
}

const bookingId = [', reference {v}', ', booking number {v}'] as const

const getBooking: ToolPhrasing = {
  intents: ['Show me my booking', 'Pull up my reservation', 'Check on my booking', 'Can you look up my reservation'],
  usual: ['Show me the booking I just made', 'Check on my latest reservation'],
  params: { bookingId },
  render: { bookingId: id },
}

const cancelBooking: ToolPhrasing = {
  intents: ['Cancel my booking', 'Cancel my reservation', 'I need to cancel my booking', 'Can you cancel my reservation'],
  usual: ['Cancel the booking I just made', 'Call off my latest reservation'],
  params: { bookingId, reason: [', with the reason "{v}"', ', giving the reason "{v}"'] },
  render: { bookingId: id, reason: quoted },
}

const BOOKING_KINDS: Readonly<Record<string, string>> = { ticket: 'ticket', hotel: 'hotel', car: 'car rental' }

const listBookings: ToolPhrasing = {
  intents: ['Show me my bookings', 'List my reservations', 'Pull up my travel bookings', 'Can you list my bookings'],
  usual: ['Show me my recent bookings'],
  params: { kind: [', only {v} bookings', ', just {v} bookings'], status: ['that are {v}', ', currently {v}'] },
  render: { kind: (v) => (typeof v === 'string' ? (BOOKING_KINDS[v] ?? v) : undefined) },
}

/* ---------------------------------------------------------------- travel: rail */

const searchTrains: ToolPhrasing = {
  intents: ['Find me trains', 'Search for trains', 'What trains are there', 'Can you look up trains', 'Check the train timetable'],
  usual: ['Find trains for my usual trip', 'Look up trains for the route I usually take'],
  params: {
    from: ['from {v}'],
    to: ['{v}', ', going {v}'],
    date: [', leaving {v}', ', departing {v}'],
    trainTypes: [', {v} trains only', ', only {v} trains'],
  },
  render: { from: place, to: toPlace, date: at, trainTypes: anyOf },
}

const bookTrainTicket: ToolPhrasing = {
  intents: ['Book me a train ticket', 'I need a train ticket', 'Get me a seat on a train', 'Can you book me a train ticket'],
  usual: ['Book my usual train', 'Get me a ticket for the train I usually take', 'Book my regular train trip'],
  params: {
    trainNumber: ['on {v}', 'for train {v}'],
    from: ['from {v}'],
    to: ['{v}'],
    date: ['{v}', ', travelling {v}'],
    seatClass: ['in {v}', ', seated in {v}'],
    passengers: ['for {v}', ', for passengers {v}'],
    paymentMethod: PAY,
  },
  render: { trainNumber: id, from: place, to: toPlace, date: at, seatClass, passengers: (v, say) => (Array.isArray(v) ? say.list(v) : undefined) },
}

const trainTicketId = [', order {v}', ', order number {v}'] as const

const getTrainTicket: ToolPhrasing = {
  intents: ['Show me my train ticket', 'Pull up my train booking', 'Check my train ticket', 'Can you look up my train ticket'],
  usual: ['Show me the train ticket I just booked', 'Check my next train ticket'],
  params: { ticketId: trainTicketId },
  render: { ticketId: id },
}

const listTrainTickets: ToolPhrasing = {
  intents: ['Show me my train tickets', 'List my train orders', 'Can you pull up my train tickets', 'What train tickets do I have'],
  usual: ['Show me my upcoming train tickets'],
  params: { status: ['that are {v}', ', only {v} ones'] },
}

const changeTrainTicket: ToolPhrasing = {
  intents: ['Change my train ticket', 'Rebook my train', 'Switch my train ticket', 'Can you change my train ticket'],
  usual: ['Move my train ticket to the usual train', 'Change my train ticket, plans have shifted'],
  params: {
    ticketId: trainTicketId,
    newTrainNumber: [', switching to {v}', ', moving it to {v}'],
    newDate: [', travelling {v}', ', for travel {v}'],
    newSeatClass: ['in {v}', ', seated in {v}'],
  },
  render: { ticketId: id, newTrainNumber: id, newDate: at, newSeatClass: seatClass },
}

const cancelTrainTicket: ToolPhrasing = {
  intents: ['Cancel my train ticket', 'Refund my train ticket', 'I need to cancel my train ticket', 'Can you cancel my train ticket'],
  usual: ['Cancel the train ticket I just booked', 'Refund my next train ticket'],
  params: { ticketId: trainTicketId },
  render: { ticketId: id },
}

/* ---------------------------------------------------------------- entertainment */

const getShowSchedule: ToolPhrasing = {
  // No "today", "tonight", "movie", "concert", "drama" or "musical": they are values here.
  intents: ['Check the schedule', 'Look up the listings', 'Pull up the showtimes', 'Can you check the schedule', "See what's playing"],
  usual: ['Find me something to watch, like I usually do', 'Check the listings where I usually go', 'Look up the kind of show I usually see'],
  params: {
    type: ['for {v}', ', only {v}'],
    searchQuery: ['matching {v}', 'that match {v}'],
    location: ['near {v}', 'around {v}'],
    price_range: [', priced {v}', 'with tickets {v}'],
    ticketType: ['in {v} seats', ', {v} seats'],
  },
  render: { type: showKind, searchQuery: keyword, location: place, price_range: priceRange, ticketType: seatTier },
}

const bookShowTicket: ToolPhrasing = {
  // No "regular": it is a ticketType value.
  intents: ['Book me tickets', 'Get me tickets', 'I want to buy tickets', 'Can you book tickets'],
  usual: ['Book my usual tickets', 'Get me tickets the way I usually do', 'Book the show I just looked at'],
  params: {
    showId: ['for show {v}', 'to show {v}'],
    count: ['for {v}', ', for {v}'],
    ticketType: ['in {v} seats', ', {v} seats'],
    price: ['at {v} a ticket', 'in the {v} tier'],
    paymentMethod: PAY,
  },
  render: { showId: id, count: people, ticketType: seatTier, price: (v: unknown) => (typeof v === 'number' ? `${v} yuan` : undefined) },
}

const showTicketId = [', order {v}', 'from order {v}', 'under order {v}'] as const

const cancelShowTicket: ToolPhrasing = {
  intents: ['Cancel my tickets', 'I need to cancel my show tickets', 'Can you cancel my tickets', 'Refund my show tickets'],
  usual: ['Cancel the tickets I just bought', "Refund my show tickets, I can't make it"],
  params: { ticketId: showTicketId },
  render: { ticketId: id },
}

const getTicketOrder: ToolPhrasing = {
  intents: ['Show me my tickets', 'Pull up my ticket booking', 'Can you check on my tickets', 'Look up my show tickets'],
  usual: ['Check the tickets I just booked', 'Show me my latest tickets'],
  params: { ticketId: showTicketId },
  render: { ticketId: id },
}

const TICKET_STATUS: Readonly<Record<string, string>> = {
  all: 'all of them',
  confirmed: 'only the confirmed ones',
  cancelled: 'only the cancelled ones',
}

const listTicketOrders: ToolPhrasing = {
  // No "all": it is a status value.
  intents: ['Show me my ticket orders', 'Pull up my show tickets', 'Can you list my ticket orders', 'List my show bookings'],
  usual: ['Show me my recent ticket orders'],
  params: { status: [', {v}', ', {v} please'] },
  render: { status: (v) => (typeof v === 'string' ? (TICKET_STATUS[v] ?? v) : undefined) },
}

const listFeaturedShows: ToolPhrasing = {
  intents: ["Show me what's featured", "What's trending right now", 'List the featured shows', 'Can you show me the top picks'],
  usual: ["Show me what's featured, like I usually check", 'Pull up the top picks for me'],
  params: { type: ['in the {v} category', ', {v} only'], limit: [', top {v}', ', the first {v}'] },
  render: { limit: num },
}

export const mobilityLexicon: Lexicon = {
  // transport
  bookTaxi,
  estimateFare,
  getRideStatus,
  listRides,
  cancelRide,
  getDistance,
  getRoute,
  searchNearby,
  saveFavoritePlace,
  listFavoritePlaces,
  deleteFavoritePlace,
  findNearbyBikes,
  unlockBike,
  endBikeRide,
  getBikeRide,
  listBikeRides,
  // travel
  rentCar,
  bookTicket,
  searchTickets,
  bookHotel,
  searchHotels,
  getBooking,
  cancelBooking,
  listBookings,
  searchTrains,
  bookTrainTicket,
  getTrainTicket,
  listTrainTickets,
  changeTrainTicket,
  cancelTrainTicket,
  // entertainment
  getShowSchedule,
  bookShowTicket,
  cancelShowTicket,
  getTicketOrder,
  listTicketOrders,
  listFeaturedShows,
}
