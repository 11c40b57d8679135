import type { Lexicon, Say } from '../phrasing.ts'
import { counted, freeText, RECENT, PAY, place, reason, REASON, toPlace, unit, verbatim, when, type Render } from './shared.ts'

/*
 * Takeout, restaurant search and table bookings: "Where can I get hotpot within 2 km of home?",
 * "Book a table for four tomorrow at 7 pm".
 */

/** Restaurant ids (`rst_1994_4648_2`, `bj_hu_da_guijie`) read "restaurant <id>"; names as they are. */
const restaurant: Render = (v) => (typeof v !== 'string' ? undefined : /^[a-z0-9]+(_[a-z0-9]+)+$/.test(v) ? `restaurant ${v}` : v)

const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {})

/** One takeout dish: "dish d05", "two portions of dish d03 (large, mild)", or its name. */
function dishItem(value: unknown, say: Say): string {
  const item = record(value)
  const base = typeof item.dishId === 'string' ? `dish ${item.dishId}` : say.value(item.name)
  const named = typeof item.dishId === 'string' && typeof item.name === 'string' ? `${base} (${item.name})` : base
  const quantity = typeof item.quantity === 'number' ? item.quantity : 1
  const extras: string[] = []
  if (typeof item.size === 'string') extras.push(`${say.value(item.size)} size`)
  if (typeof item.spiceLevel === 'string') extras.push(`${say.value(item.spiceLevel)} spice`)
  const known = new Set(['dishId', 'name', 'quantity', 'size', 'spiceLevel'])
  for (const [k, v] of Object.entries(item)) if (!known.has(k)) extras.push(`${say.value(v)} ${say.value(k).toLowerCase()}`)
  const counted = quantity === 1 ? named : `${say.count(quantity)} portions of ${named}`
  return extras.length ? `${counted} (${extras.join(', ')})` : counted
}

const takeoutItems: Render = (value, say) => {
  if (!Array.isArray(value)) return undefined
  const plain = value.every((i) => typeof record(i).dishId === 'string' && (record(i).quantity ?? 1) === 1 && Object.keys(record(i)).every((k) => k === 'dishId' || k === 'quantity'))
  if (plain && value.length > 1) return `dishes ${say.list(value.map((i) => record(i).dishId))}`
  return say.list(value.map((i) => dishItem(i, say)))
}

const SORT: Readonly<Record<string, string>> = {
  recommended: 'recommended places first',
  distance: 'sorted by distance',
  rating: 'highest rating first',
  delivery_time: 'fastest delivery time first',
  sales: 'top sales first',
  review_count: 'sorted by review count',
  price_low: 'lowest price first',
  price_high: 'highest price first',
}
const PRICE: Readonly<Record<string, string>> = { low: 'low-priced', medium: 'medium-priced', high: 'high-end' }
const SEATING: Readonly<Record<string, string>> = {
  private_room: 'in a private room',
  window: 'by the window',
  hall: 'in the main hall',
  no_preference: 'with no seating preference',
}
const STATUS_WORDS = (v: unknown) => (typeof v === 'string' ? `the ${v.replaceAll('_', ' ')} ones` : undefined)
const TAKEOUT_STATUS: Readonly<Record<string, string>> = {
  pending_acceptance: 'the ones not accepted yet',
  rider_picked_up: 'the ones the rider has picked up',
  preparing: 'the ones being prepared',
  delivering: 'the ones on the way',
}
const ORDER_ID = [', order {v}', ', order number {v}'] as const
const BOOKING_ID = [', booking {v}', ', booking number {v}'] as const

export const foodLexicon: Lexicon = {
  searchRestaurants: {
    intents: [
      'Find me somewhere for {searchQuery}',
      'Where can I get {searchQuery}{rest}?',
      "I'm craving {searchQuery}, find me a place",
      'Any good places for {searchQuery}{rest}?',
      'I feel like {searchQuery}, where should I go{rest}?',
      'Recommend a place for {searchQuery}{rest}',
      'Find me somewhere to eat',
      'Look up some restaurants',
      "I'm hungry, find me a place to eat",
      'Where should I eat{rest}?',
      'Recommend somewhere to eat',
    ],
    usual: ['Find me somewhere to eat, my usual kind of food', 'Look up the kind of food I usually get', 'Find me my usual kind of place', 'Find a place like the ones I usually go to'],
    params: {
      searchQuery: ['for {v}'],
      cuisine: [', ideally a {v} place', ', something in the {v} line'],
      area: ['{v}'],
      location: ['near {v}', 'around {v}', 'close to {v}'],
      radiusKm: ['within {v}', ', no more than {v} away'],
      priceRange: [', something {v}', ', {v} if possible'],
      sortBy: [', {v}', ', {v} please'],
      limit: [', just the top {v}', ', {v} results at most'],
    },
    loose: ['cuisine', 'priceRange', 'sortBy'],
    render: {
      searchQuery: freeText,
      location: place,
      radiusKm: unit('km'),
      priceRange: (v) => (typeof v === 'string' ? PRICE[v] : undefined),
      sortBy: (v) => (typeof v === 'string' ? SORT[v] : undefined),
    },
    combine: [{ as: 'area', params: ['location', 'radiusKm'], say: (w) => `within ${w.radiusKm} of ${w.location}` }],
  },
  getMenu: {
    intents: ['Show me the menu', 'Pull up the menu', 'Let me see the menu', 'Can you get me the menu', 'What do they have at {restaurantId}{rest}?'],
    usual: ['Show me the menu of my usual place', 'Pull up the menu where I usually order'],
    params: { restaurantId: ['for {v}', 'at {v}'], searchQuery: [', just the {v} dishes', ', anything with {v}'] },
    render: { restaurantId: restaurant },
  },
  orderTakeout: {
    intents: ['Order {items} for me', 'Get me {items}', 'Order me some food', 'Get me some takeout', 'Can you order food for me', 'Order takeout for me'],
    usual: ['Order my usual takeout', 'Get me the usual food delivery', 'Order what I normally get', 'Get my regular takeout order'],
    front: ['deliveryTime'],
    params: {
      items: [', I want {v}', ', I\'ll have {v}'],
      restaurant: ['from {v}'],
      deliveryAddress: [', delivered {v}', ', and bring it {v}'],
      deliveryTime: [', arriving {v}', ', to arrive {v}'],
      note: [', with a note saying {v}', ' (note: {v})'],
      tableware: [', with {v}', ', and {v} please'],
      paymentMethod: PAY,
    },
    render: {
      items: takeoutItems,
      restaurant,
      deliveryAddress: toPlace,
      deliveryTime: when,
      note: freeText,
      tableware: (v, say) => (v === 0 ? 'no cutlery' : typeof v === 'number' ? `${say.count(v)} ${v === 1 ? 'set' : 'sets'} of cutlery` : undefined),
    },
  },
  getDeliveryStatus: {
    intents: ["Where's my food", 'Check on my takeout', 'How far away is my delivery', 'Track my food delivery', 'Is my takeout on its way'],
    usual: ["Where's the food I just ordered", 'Is my lunch on its way', 'How long until my takeout gets here'],
    params: { orderId: ORDER_ID },
    render: { orderId: verbatim },
  },
  cancelTakeoutOrder: {
    intents: ['Cancel my takeout order', 'Please cancel my food order', 'I need to cancel my food order', 'Can you cancel my takeout'],
    usual: ['Cancel the takeout I just ordered', 'Call off my food order'],
    params: { orderId: ORDER_ID, reason: REASON },
    render: { orderId: verbatim, reason },
  },
  listTakeoutOrders: {
    intents: ['Show me my takeout orders', 'List my food orders', 'Pull up my takeout history', 'Can you list my takeout orders'],
    usual: ['What takeout have I ordered lately', 'Show me my recent food orders'],
    params: { status: [', just {v}', ', only {v}'], limit: RECENT },
    render: { status: (v) => (typeof v === 'string' ? (TAKEOUT_STATUS[v] ?? STATUS_WORDS(v)) : undefined) },
  },
  getRestaurantReviews: {
    intents: ['Show me the reviews', 'Pull up the reviews', 'What are people saying about {restaurantId}{rest}?', 'Can you show me the reviews'],
    usual: ["Show me reviews of the place I'm thinking of", 'How are the reviews for that restaurant'],
    params: { restaurantId: ['for {v}', 'of {v}'], sortBy: [', {v}'], limit: [', just {v} of them', ', {v} reviews at most'] },
    render: {
      restaurantId: restaurant,
      sortBy: (v) => ({ latest: 'latest first', highest: 'highest rated first', lowest: 'lowest rated first' })[String(v)],
      limit: counted,
    },
  },
  bookTable: {
    intents: [
      'Book a table {party}',
      'Get us a table {party}',
      'Reserve a table {party}',
      'I need a table {party}',
      'Book a table for {partySize}',
      'Get us a table for {partySize}',
      'Reserve a table for {partySize}',
      'I need a table for {partySize}',
      'Book a table',
      'Reserve a table for us',
      'Can you book us a table',
      'We need a table',
    ],
    usual: ['Book our usual table', 'Reserve the usual spot for dinner', 'Get us a table like last time', 'Book the table we always get'],
    params: {
      party: ['{v}'],
      partySize: ['for {v}'],
      restaurant: ['at {v}'],
      slot: ['{v}'],
      date: ['{v}'],
      time: ['at {v}', 'for {v}'],
      seatingPreference: ['{v}', ', {v} please'],
      name: ['under the name {v}', ', name {v}'],
      phone: [', my number is {v}', ', contact number {v}'],
      note: [', with a note saying {v}', ' (note: {v})'],
    },
    render: {
      partySize: counted,
      restaurant,
      date: (v, say) => (typeof v === 'string' ? say.day(v) : undefined),
      time: (v, say) => (typeof v === 'string' ? say.clock(v) : undefined),
      seatingPreference: (v) => (typeof v === 'string' ? SEATING[v] : undefined),
      note: freeText,
    },
    loose: ['party', 'partySize', 'restaurant', 'slot'],
    front: ['slot', 'date'],
    combine: [
      // A party of one or two said as people say it; the count's word stays in the phrase.
      {
        as: 'party',
        params: ['partySize'],
        say: (w, v) => (v.partySize === 1 ? ['for one, just me', 'for one'] : v.partySize === 2 ? ['for the two of us', 'for just the two of us'] : undefined),
      },
      {
        as: 'slot',
        params: ['date', 'time'],
        say: (w, v, say) => {
          const at = say.when(`${v.date} ${v.time}`)
          return at && at.includes(w.date!) && at.includes(w.time!) ? at : `${w.date} at ${w.time}`
        },
      },
    ],
  },
  getTableBooking: {
    intents: ['Show me my table booking', 'Check my reservation', 'Pull up my booking', 'Can you check my table reservation'],
    usual: ['Check the table I booked', 'What time is my reservation'],
    params: { bookingId: BOOKING_ID },
    render: { bookingId: verbatim },
  },
  cancelTableBooking: {
    intents: ['Cancel my table booking', 'Cancel my reservation', 'Please cancel my restaurant booking', 'Can you cancel my table reservation'],
    usual: ['Cancel the table I booked', "We can't make it, cancel our reservation"],
    params: { bookingId: BOOKING_ID },
    render: { bookingId: verbatim },
  },
  listTableBookings: {
    intents: ['Show me my table bookings', 'List my restaurant reservations', 'Pull up my reservations', 'Can you list my table bookings'],
    usual: ['What reservations do I have coming up', 'Show me my bookings'],
    params: { status: [', just {v}', ', only {v}'] },
    render: { status: STATUS_WORDS },
  },
}
