import type { Call } from '../case/index.ts'
import { ref } from './refs.ts'

/**
 * What a person says after a booking or an order, per tool: check on it, cancel it, change it.
 * `explicit` phrasings (the clear levels) name the app and the thing; `vague` ones lean on the
 * conversation ("Where is it now?"). `{app}` is the app's name, `{v}` the changed value.
 */
/** The user's habitual values (for arguments a follow-up leaves unsaid, e.g. how to pay). */
export type Habits = (tool: string, param: string) => unknown

export interface FollowUp {
  act: 'status' | 'cancel' | 'change' | 'repeat' | 'list' | 'pick'
  /** The calls, given the call they follow (made at turn `turn`, call `call`) and a changed value where needed. */
  calls(first: Call, turn: number, changed?: unknown, call?: number, habits?: Habits): Call[] | undefined
  /** The parameter whose value the change replaces (its alternatives come from the tool's enum). */
  changes?: string
  /** For a pick: the tool it calls, whose own follow-ups may come next. */
  then?: string
  explicit: readonly string[]
  vague: readonly string[]
}

const byId = (tool: string, idField: string, param = idField) => (first: Call, turn: number, _changed?: unknown, call = 0): Call[] => [
  { app: first.app, tool, args: { [param]: ref(turn, call, idField) } },
]

const status = (tool: string, idField: string, explicit: string[], vague: string[]): FollowUp => ({ act: 'status', calls: byId(tool, idField), explicit, vague })
const cancel = (tool: string, idField: string, explicit: string[], vague: string[], param?: string): FollowUp => ({ act: 'cancel', calls: byId(tool, idField, param), explicit, vague })

/** A purchase or booking made from what a listing returned, the rest from the user's habits. */
const pick = (tool: string, args: (first: Call, turn: number, h: Habits) => Record<string, unknown> | undefined, explicit: string[], vague: string[]): FollowUp => ({
  act: 'pick',
  then: tool,
  calls: (first, turn, _changed, _call, habits) => {
    const a = habits && args(first, turn, habits)
    return a && Object.values(a).every((v) => v !== undefined) ? [{ app: first.app, tool, args: a }] : undefined
  },
  explicit,
  vague,
})

export const FOLLOW_UPS: Readonly<Record<string, readonly FollowUp[]>> = {
  getProductList: [
    pick(
      'buyProduct',
      (f, turn, h) => ({
        // Apps with ToolSpectrum's interface take the product's code as the search query, within its category.
        ...(f.args.category !== undefined ? { category: f.args.category } : {}),
        productId: ref(turn, 0, 'products[min:price].productId'),
        count: 1,
        paymentMethod: h('buyProduct', 'paymentMethod'),
        shippingAddress: h('buyProduct', 'shippingAddress'),
      }),
      ['Buy the cheapest of those on {app}, just one.', 'Order one of the cheapest listing from {app}.'],
      ['Get me the cheapest one.', 'Buy the cheapest of those, just one.'],
    ),
  ],
  searchHotels: [
    pick(
      'bookHotel',
      (f, turn) => ({ location: ref(turn, 0, 'hotels[min:pricePerNight].name'), checkInDate: f.args.checkInDate, checkOutDate: f.args.checkOutDate, guestCount: f.args.guestCount ?? 1 }),
      ['Book the cheapest of those hotels on {app}, same dates.', 'Reserve the cheapest hotel from that {app} list for those dates.'],
      ['Book the cheapest one.', 'Take the cheapest of those, same dates.'],
    ),
  ],
  getShowSchedule: [
    pick(
      'bookShowTicket',
      (_f, turn, h) => ({ showId: ref(turn, 0, 'shows[0].showId'), count: 2, paymentMethod: h('bookShowTicket', 'paymentMethod'), ticketType: h('bookShowTicket', 'ticketType') }),
      ['Book two tickets on {app} for the first show in that list.', 'Get two tickets for the first of those on {app}.'],
      ['Two tickets for the first one, please.', 'Book the first one for two.'],
    ),
  ],
  bookTaxi: [
    status('getRideStatus', 'rideId', ['Check on my {app} ride.', 'Where is the {app} car I booked?'], ['Where is the car now?', "How far away is my driver?"]),
    cancel('cancelRide', 'rideId', ['Cancel that {app} ride.', 'Please cancel the {app} ride I just booked.'], ['Actually, cancel it.', "Never mind, I don't need the car any more."]),
    {
      act: 'change',
      changes: 'taxiType',
      calls: (first, turn, changed, call = 0) => [
        { app: first.app, tool: 'cancelRide', args: { rideId: ref(turn, call, 'rideId') } },
        { app: first.app, tool: 'bookTaxi', args: { ...first.args, taxiType: changed } },
      ],
      explicit: ['Cancel that {app} ride and book the same trip as {v} instead.'],
      vague: ['Actually, make it {v}.', 'Switch that to {v}, same trip.'],
    },
  ],
  buyProduct: [
    {
      act: 'repeat',
      calls: (first) => [{ app: first.app, tool: 'buyProduct', args: { ...first.args, count: 2 } }],
      explicit: ['Order two more of the same on {app}.', 'Buy the same thing again on {app}, two this time.'],
      vague: ['Get me two more of those.', 'Same again, two this time.'],
    },
    status('getOrderStatus', 'orderId', ['Check the status of my {app} order.', 'Where is the {app} order I just placed?'], ['Has it shipped yet?', "Where's my order now?"]),
    cancel('cancelOrder', 'orderId', ['Cancel that {app} order.', 'Please cancel the order I just placed on {app}.'], ['Actually, cancel it.', "Cancel that, I don't need it any more."]),
  ],
  orderDrink: [
    status('getDrinkOrderStatus', 'orderId', ['Is my {app} order ready?', 'Check on my {app} drink order.'], ['Is it ready yet?', 'How long until my drink is ready?']),
    cancel('cancelDrinkOrder', 'orderId', ['Cancel my {app} order.', 'Please cancel the drink I just ordered on {app}.'], ['Actually, cancel it.', 'Scrap that order.']),
  ],
  orderTakeout: [
    status('getDeliveryStatus', 'orderId', ['Where is my {app} delivery?', 'Check on my {app} food order.'], ["Where's my food?", 'How long until it arrives?']),
    cancel('cancelTakeoutOrder', 'orderId', ['Cancel my {app} order.', 'Please cancel the food I just ordered on {app}.'], ['Actually, cancel it.', 'Cancel that order.']),
  ],
  bookShowTicket: [
    status('getTicketOrder', 'ticketId', ['Show me my {app} tickets.', 'Check the {app} ticket order I just made.'], ['Show me the tickets.', 'What seats did I get?']),
    cancel('cancelShowTicket', 'ticketId', ['Cancel my {app} tickets.', 'Please refund the tickets I just bought on {app}.'], ['Actually, cancel them.', "We can't make it, cancel the tickets."]),
  ],
  bookTrainTicket: [
    status('getTrainTicket', 'ticketId', ['Show me my {app} ticket.', 'Check the train ticket I just booked on {app}.'], ['Show me the ticket.', "What's my seat?"]),
    cancel('cancelTrainTicket', 'ticketId', ['Cancel my {app} ticket.', 'Please refund the train ticket I just booked on {app}.'], ['Actually, cancel it.', "I'm not going any more, cancel the ticket."]),
  ],
  bookHotel: [
    status('getBooking', 'bookingId', ['Show me my {app} booking.', 'Check the hotel I just booked on {app}.'], ['Show me the booking.', "What's the confirmation for that room?"]),
    cancel('cancelBooking', 'bookingId', ['Cancel my {app} hotel booking.', 'Please cancel the room I just booked on {app}.'], ['Actually, cancel it.', 'Cancel that room.']),
  ],
  bookTicket: [
    status('getBooking', 'bookingId', ['Show me my {app} booking.', 'Check the ticket I just booked on {app}.'], ['Show me the booking.', 'What did I get?']),
    cancel('cancelBooking', 'bookingId', ['Cancel my {app} ticket booking.', 'Please cancel the ticket I just booked on {app}.'], ['Actually, cancel it.', "Plans changed, cancel the ticket."]),
  ],
  createReminder: [
    { act: 'list', calls: (first) => [{ app: first.app, tool: 'listReminders', args: {} }], explicit: ['Show me all my reminders in {app}.'], vague: ['What reminders do I have now?', 'Show me my reminders.'] },
    { act: 'cancel', calls: byId('deleteReminder', 'reminderId'), explicit: ['Delete that reminder from {app}.'], vague: ['Actually, delete it.', "Scrap that reminder."] },
    { act: 'status', calls: byId('completeReminder', 'reminderId'), explicit: ['Mark that {app} reminder as done.'], vague: ["Done already, tick it off.", 'Mark it as done.'] },
  ],
  createShipment: [
    status('getShipmentStatus', 'shipmentId', ['Track the parcel I just sent with {app}.', 'Check on my {app} shipment.'], ['Where is the parcel now?', 'Has it been picked up?']),
    cancel('cancelShipment', 'shipmentId', ['Cancel that {app} shipment.', 'Please cancel the parcel pickup on {app}.'], ['Actually, cancel it.', "Don't send it after all."]),
  ],
  bookTable: [
    status('getTableBooking', 'bookingId', ['Show me my {app} table booking.'], ['Is the table confirmed?']),
    cancel('cancelTableBooking', 'bookingId', ['Cancel my {app} table booking.'], ['Actually, cancel the table.', "We can't make it, cancel it."]),
  ],
  logExercise: [cancel('deleteExerciseLog', 'entry.logId', ['Delete that workout from {app}.', 'Remove the exercise I just logged in {app}.'], ['Actually, delete that entry.', 'Remove it, I logged it by mistake.'], 'logId')],
  bookHealthCheck: [
    status('getHealthCheck', 'checkId', ['Show me my {app} check-up booking.'], ['Show me the appointment.']),
    cancel('cancelHealthCheck', 'checkId', ['Cancel my {app} check-up.'], ['Actually, cancel it.']),
  ],
}
