import type { Lexicon, Say } from '../phrasing.ts'

/**
 * Phrasings for shopping and grocery orders, food (takeout, table bookings, coffee), parcel
 * delivery and reminders. Every tool of those domains has one entry, shared by its apps.
 */

// ---------------------------------------------------------------------------------------------
// Renderers shared by several tools

/** Saved-place labels a user says with "my": "my home", "my office". */
const MY_PLACES = new Set(['home', 'office', 'school', 'work', 'gym', 'company', 'university', 'dorm'])

/** A place: a saved label gets "my"/"the" ("my home", "the mall"); names and addresses as they are. */
function place(value: unknown, say: Say): string | undefined {
  if (typeof value !== 'string') return undefined
  const v = value.trim()
  const lower = v.toLowerCase()
  if (MY_PLACES.has(lower)) return `my ${lower}`
  if (/^[a-z]+$/.test(v)) return `the ${v}`
  return say.value(v)
}

/** Ids of restaurants look like `rst_1994_4648_2` or `bj_hu_da_guijie`: say "restaurant <id>"; names as they are. */
function restaurant(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  return /^[a-z0-9]+(_[a-z0-9]+)+$/.test(value) ? `restaurant ${value}` : value
}

/** Product ids (`JD672431164`, `DDMC47453612`) read "product <id>"; keywords as they are. */
function product(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  return /^[A-Z]{2,6}\d{5,}$/.test(value) ? `product ${value}` : value
}

const TIME = /^\d{1,2}:\d{2}$/
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/

/** A time: 'now' -> 'right now', 'HH:mm' -> 'at HH:mm', a date and time -> 'tomorrow at 20:00', a bare day -> 'tomorrow'. */
function when(value: unknown, say: Say): string | undefined {
  if (typeof value !== 'string') return undefined
  const v = value.trim()
  if (v.toLowerCase() === 'now') return 'right now'
  if (TIME.test(v)) return `at ${v}`
  const m = DATE_TIME.exec(v)
  if (m) return `${say.day(m[1]!)} at ${m[2]}`
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return say.day(v)
  return undefined
}

/** A free-text reason said after "reason:", lower-cased at the start: "reason: no longer needed". */
function reason(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0) return undefined
  return /^[A-Z][a-z]/.test(value) ? value.charAt(0).toLowerCase() + value.slice(1) : value
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
const count = (n: number) => NUMBER_WORDS[n] ?? String(n)

/** "an" before a vowel sound (by spelling), "a" otherwise. */
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a')

function plural(name: string): string {
  if (!/^[\x20-\x7e]+$/.test(name)) return name
  return /(s|x|ch|sh)$/i.test(name) ? `${name}es` : `${name}s`
}

const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {})

/** One coffee-shop item: "two hot Lattes with less sugar", "a grande iced Caffè Latte with oat milk". */
function drinkItem(value: unknown, say: Say): string {
  const item = record(value)
  const drink = say.value(item.drink)
  const quantity = typeof item.quantity === 'number' ? item.quantity : 1
  const adjectives = [item.size, item.temperature].filter((x) => typeof x === 'string').map((x) => say.value(x))
  const extras: string[] = []
  if (typeof item.milk === 'string') extras.push(`${say.value(item.milk)} milk`)
  if (typeof item.sugar === 'string') extras.push(item.sugar === 'none' ? 'sugar set to none' : `${say.value(item.sugar)} sugar`)
  if (typeof item.extraShots === 'number') extras.push(`${count(item.extraShots)} extra shot${item.extraShots === 1 ? '' : 's'}`)
  const known = new Set(['drink', 'quantity', 'size', 'temperature', 'milk', 'sugar', 'extraShots'])
  for (const [k, v] of Object.entries(item)) if (!known.has(k)) extras.push(`${say.value(k)} ${say.value(v)}`)
  const head = [...adjectives, quantity === 1 ? drink : plural(drink)].join(' ')
  const counted = quantity === 1 ? `${article(head)} ${head}` : `${count(quantity)} ${head}`
  return extras.length ? `${counted} with ${extras.join(', ')}` : counted
}

/** One takeout dish: "dish d05", "two portions of dish d03 (large size, spice level mild)", or its name. */
function dishItem(value: unknown, say: Say): string {
  const item = record(value)
  const base = typeof item.dishId === 'string' ? `dish ${item.dishId}` : say.value(item.name)
  const named = typeof item.dishId === 'string' && typeof item.name === 'string' ? `${base} (${item.name})` : base
  const quantity = typeof item.quantity === 'number' ? item.quantity : 1
  const extras: string[] = []
  if (typeof item.size === 'string') extras.push(`${say.value(item.size)} size`)
  if (typeof item.spiceLevel === 'string') extras.push(`spice level ${say.value(item.spiceLevel)}`)
  const known = new Set(['dishId', 'name', 'quantity', 'size', 'spiceLevel'])
  for (const [k, v] of Object.entries(item)) if (!known.has(k)) extras.push(`${say.value(k)} ${say.value(v)}`)
  const counted = quantity === 1 ? named : `${count(quantity)} portions of ${named}`
  return extras.length ? `${counted} (${extras.join(', ')})` : counted
}

function takeoutItems(value: unknown, say: Say): string | undefined {
  if (!Array.isArray(value)) return undefined
  const simple = value.every((i) => {
    const r = record(i)
    return typeof r.dishId === 'string' && (r.quantity ?? 1) === 1 && Object.keys(r).every((k) => k === 'dishId' || k === 'quantity')
  })
  if (simple && value.length > 1) return `dishes ${say.list(value.map((i) => record(i).dishId))}`
  return say.list(value.map((i) => dishItem(i, say)))
}

/** A parcel: "books, 1.4 kg, 30x20x15 cm, declared value 47 yuan". */
function parcel(value: unknown, say: Say): string | undefined {
  const p = record(value)
  if (!Object.keys(p).length) return undefined
  const parts: string[] = []
  if (p.contents !== undefined) parts.push(say.value(p.contents))
  if (typeof p.weight === 'number') parts.push(`${p.weight} kg`)
  else if (p.weight !== undefined) parts.push(say.value(p.weight))
  const d = p.dimensions
  if (typeof d === 'string') parts.push(/\d$/.test(d) ? `${d} cm` : d)
  else if (Array.isArray(d)) parts.push(`${d.join('x')} cm`)
  else if (d && typeof d === 'object') {
    const o = record(d)
    parts.push(`${o.length}x${o.width}x${o.height} cm`)
  }
  if (p.declaredValue !== undefined) parts.push(`declared value ${say.value(p.declaredValue)} yuan`)
  const known = new Set(['contents', 'weight', 'dimensions', 'declaredValue'])
  for (const [k, v] of Object.entries(p)) if (!known.has(k)) parts.push(`${say.value(k)} ${say.value(v)}`)
  return parts.join(', ')
}

const CARRIERS: Readonly<Record<string, string>> = { SF: 'SF Express', STO: 'STO Express' }
const carrier = (v: unknown) => (typeof v === 'string' ? (CARRIERS[v.toUpperCase()] ?? v) : undefined)

/** Ids and free texts said exactly as stored (the default would read `_` as a space). */
const verbatim = (v: unknown) => (typeof v === 'string' ? v : undefined)

const plainNumber = (noun: string, nouns: string) => (v: unknown) => (typeof v === 'number' ? `${v} ${v === 1 ? noun : nouns}` : undefined)

// ---------------------------------------------------------------------------------------------
// Shared parameter phrases

const PAYMENT = [', paying with {v}', ', pay with {v}', 'and pay by {v}']
const REASON = [', reason: {v}', '(reason: {v})', ', the reason being {v}']
const STATUS = ['with status {v}', ', status {v}']
const LIMIT = [', up to {v} of them', ', at most {v}', ', just {v} of them']

export const commerceLexicon: Lexicon = {
  // ===== Shopping and groceries =====
  getProductList: {
    intents: ['Help me shop', 'Find me some options', 'Can you search the app', 'Show me what they have', 'Look up some listings'],
    usual: ['Show me the kind of thing I usually buy', 'Find me the kind of thing I normally shop for', 'Browse my usual stuff'],
    params: {
      searchQuery: ['for {v}', ', I\'m looking for {v}', 'matching {v}'],
      category: ['in the {v} category', 'under {v}'],
      gender: ['in the {v} section', ', {v} styles'],
      bodySize: ['in size {v}', ', size {v}'],
      condition: ['in {v} condition', ', condition {v}'],
      types: [', {v} only', ', just the {v} ones'],
      weight: [', pack size {v}', 'in packs of {v}'],
      priceRange: ['in the {v} price range', ', {v} price range'],
      sortBy: [', sorted by {v}', ', ordered by {v}'],
      pageSize: [', {v} per page', ', showing {v} a page'],
    },
    render: {
      weight: (v) => {
        if (typeof v === 'number') return `${v} g`
        if (typeof v !== 'string') return undefined
        if (v.startsWith('>')) return `over ${v.slice(1)} g`
        if (v.startsWith('<')) return `under ${v.slice(1)} g`
        return /\d$/.test(v) ? `${v} g` : v
      },
    },
  },
  buyProduct: {
    intents: ['Place an order', 'Put in an order', 'I\'d like to place an order', 'Can you place an order', 'Make an order'],
    usual: ['Reorder what I usually buy', 'Get me my usual order', 'Buy the usual for me', 'Restock my regular items'],
    params: {
      productId: ['for {v}', 'of {v}'],
      searchQuery: ['for {v}', ', I need {v}'],
      count: [', quantity {v}', ', {v} in total'],
      category: [', from the {v} section', ', in the {v} section'],
      gender: ['in the {v} section', ', {v} styles'],
      bodySize: ['in size {v}', ', size {v}'],
      condition: ['in {v} condition', ', condition {v}'],
      types: [', {v} only', ', the {v} kind'],
      priceRange: ['in the {v} price range', ', {v} price range'],
      preference: [', going for the best {v}', ', prioritising {v}'],
      shippingAddress: [', delivered to {v}', ', shipped to {v}', ', sent to {v}'],
      paymentMethod: PAYMENT,
    },
    render: { productId: product, searchQuery: product, shippingAddress: place },
  },
  getOrderStatus: {
    intents: ['Check on my order', 'Where\'s my order', 'Can you track my order', 'What\'s the status of my order'],
    usual: ['Where\'s the order I placed', 'Is my latest order here yet', 'Check on my most recent order'],
    params: { orderId: [', order number {v}', ', order {v}'] },
    render: { orderId: verbatim },
  },
  cancelOrder: {
    intents: ['Cancel my order', 'Please cancel my order', 'I need to cancel my order', 'Can you cancel my order'],
    usual: ['Cancel the order I just placed', 'Call off my latest order'],
    params: { orderId: [', order number {v}', ', order {v}'], reason: REASON },
    render: { orderId: verbatim, reason },
  },
  listOrders: {
    intents: ['Show me my orders', 'List my recent orders', 'Pull up my order history', 'Can you list my orders'],
    usual: ['Show me what I\'ve ordered lately', 'What have I ordered recently'],
    params: { status: STATUS, limit: LIMIT },
  },

  // ===== Takeout =====
  searchRestaurants: {
    intents: ['Find me a place', 'Look up restaurants', 'Search for restaurants', 'Can you find somewhere to eat', 'I\'m looking for restaurants'],
    usual: ['Find me somewhere to eat like usual', 'Look up the kind of food I usually get', 'Find my usual kind of place'],
    params: {
      searchQuery: ['for {v}', 'serving {v}'],
      cuisine: ['in the {v} category', ', cuisine {v}'],
      location: ['near {v}', 'around {v}', 'close to {v}'],
      radiusKm: ['within {v} km', ', no more than {v} km away'],
      priceRange: ['in the {v} price range', 'with {v} prices'],
      sortBy: [', sorted by {v}', ', ordered by {v}'],
      limit: [', showing {v} results', ', just the top {v}'],
    },
    render: {
      searchQuery: (v) => (v === '' ? 'any kind of food' : undefined),
      location: place,
      sortBy: (v) =>
        ({ recommended: 'what\'s recommended', price_low: 'price, low first', price_high: 'price, high first', delivery_time: 'delivery time', review_count: 'review count' })[
          String(v)
        ],
    },
  },
  getMenu: {
    intents: ['Show me the menu', 'Pull up the menu', 'Let me see the menu', 'Can you get me the menu'],
    usual: ['Show me the menu of my usual place', 'Pull up the menu where I usually order'],
    params: { restaurantId: ['for {v}', 'of {v}', 'at {v}'], searchQuery: [', only dishes matching {v}', ', just the {v} dishes', ', filtered to {v}'] },
    render: { restaurantId: restaurant },
  },
  orderTakeout: {
    intents: ['Order me some food', 'Get me some takeout', 'I want to order takeout', 'Can you order food for me', 'Order takeout for me'],
    usual: ['Order my usual takeout', 'Get me the usual food delivery', 'Order what I normally get for lunch', 'Get my regular takeout order'],
    params: {
      items: [', I\'ll have {v}', ', I want {v}'],
      restaurant: ['from {v}'],
      deliveryAddress: ['delivered to {v}', ', bring it to {v}'],
      deliveryTime: [', arriving {v}', ', for delivery {v}'],
      note: [', with a note: {v}', ', note for the kitchen: {v}'],
      tableware: [', with {v}', ', and {v}'],
      paymentMethod: PAYMENT,
    },
    render: {
      items: takeoutItems,
      restaurant,
      deliveryAddress: place,
      deliveryTime: when,
      tableware: (v) => (v === 0 ? '0 sets of cutlery, none needed' : plainNumber('set of cutlery', 'sets of cutlery')(v)),
    },
  },
  getDeliveryStatus: {
    intents: ['Where\'s my food', 'Check on my takeout', 'How far away is my delivery', 'Track my food delivery', 'Is my takeout on its way'],
    usual: ['Where\'s the food I just ordered', 'Is my lunch on its way', 'How long until my takeout gets here'],
    params: { orderId: [', order {v}', '(order number {v})'] },
    render: { orderId: verbatim },
  },
  cancelTakeoutOrder: {
    intents: ['Cancel my takeout order', 'Please cancel my food order', 'I need to cancel my food order', 'Can you cancel my takeout order'],
    usual: ['Cancel the takeout I just ordered', 'Call off my food order'],
    params: { orderId: [', order {v}', ', order number {v}'], reason: REASON },
    render: { orderId: verbatim, reason },
  },
  listTakeoutOrders: {
    intents: ['Show me my takeout orders', 'List my food orders', 'Pull up my takeout history', 'Can you list my takeout orders'],
    usual: ['What takeout have I ordered lately', 'Show me my recent food orders'],
    params: { status: STATUS, limit: LIMIT },
  },

  // ===== Restaurants and tables =====
  getRestaurantReviews: {
    intents: ['Show me the reviews', 'Pull up the reviews', 'Let me see the reviews', 'Can you show me the reviews'],
    usual: ['Show me reviews of the place I\'m thinking of going to', 'How are the reviews for that restaurant'],
    params: { restaurantId: ['for {v}', 'of {v}'], sortBy: [', {v} first', ', sorted {v} first'], limit: [', just {v} of them', ', {v} reviews at most'] },
    render: { restaurantId: restaurant, sortBy: (v) => ({ highest: 'highest rated', lowest: 'lowest rated' })[String(v)] },
  },
  bookTable: {
    intents: ['Book a table', 'Reserve a table', 'I need a table', 'Can you book me a table', 'Make a reservation'],
    usual: ['Book our usual table', 'Reserve the usual spot for dinner', 'Get us a table like last time'],
    params: {
      partySize: ['for {v}'],
      restaurant: ['at {v}'],
      date: ['{v}'],
      time: ['at {v}', 'for {v}'],
      seatingPreference: [', seating: {v}', ', seating preference {v}'],
      name: ['under the name {v}', ', name {v}'],
      phone: [', contact number {v}', ', phone {v}'],
      note: [', with a note: {v}', ', note: {v}'],
    },
    render: {
      partySize: plainNumber('person', 'people'),
      restaurant,
      date: (v, say) => (typeof v === 'string' ? say.day(v) : undefined),
    },
  },
  getTableBooking: {
    intents: ['Show me my table booking', 'Check my reservation', 'Pull up my booking', 'Can you check my table reservation'],
    usual: ['Check the table I booked', 'What time is my reservation'],
    params: { bookingId: [', booking {v}', ', booking number {v}'] },
    render: { bookingId: verbatim },
  },
  cancelTableBooking: {
    intents: ['Cancel my table booking', 'Cancel my reservation', 'Please cancel my restaurant booking', 'Can you cancel my table reservation'],
    usual: ['Cancel the table I booked', 'We can\'t make it, cancel our reservation'],
    params: { bookingId: [', booking {v}', ', booking number {v}'] },
    render: { bookingId: verbatim },
  },
  listTableBookings: {
    intents: ['Show me my table bookings', 'List my restaurant reservations', 'Pull up my reservations', 'Can you list my table bookings'],
    usual: ['What reservations do I have coming up', 'Show me my bookings'],
    params: { status: ['that are {v}', 'with status {v}'] },
  },

  // ===== Coffee and tea =====
  getDrinkMenu: {
    intents: ['Show me the drinks menu', 'Pull up the drink menu', 'What drinks do they have', 'Let me see the menu'],
    usual: ['Show me what I can get to drink', 'What\'s on the menu today'],
    params: { category: [', just the {v} drinks', ', {v} only'], searchQuery: [', anything with {v} in the name', ', matching {v}'] },
  },
  findStores: {
    intents: ['Find the nearest shops', 'Look up shop locations', 'Show me the closest shops', 'Can you find a shop'],
    usual: ['Find a shop near where I am', 'Where\'s the closest shop to me'],
    params: { location: ['near {v}', 'around {v}'], limit: [', showing {v}', ', up to {v} of them'] },
    render: { location: place },
  },
  orderDrink: {
    intents: ['Order a drink for me', 'Get me something to drink', 'Can you order me a drink', 'I\'d like to order a drink', 'Order me a coffee'],
    usual: ['Order my usual coffee', 'Get me my usual drink', 'The usual coffee order, please', 'Get me my regular'],
    params: {
      items: [', I\'ll have {v}', ', make it {v}', ', I want {v}'],
      fulfillment: ['for {v}', ', as a {v} order'],
      store: ['from store {v}', 'at store {v}'],
      location: ['near {v}', 'close to {v}', 'around {v}'],
      pickupTime: [', ready {v}', ', to be ready {v}'],
      paymentMethod: PAYMENT,
    },
    render: {
      items: (v, say) => (Array.isArray(v) ? say.list(v.map((i) => drinkItem(i, say))) : undefined),
      location: place,
      pickupTime: when,
    },
  },
  getDrinkOrderStatus: {
    intents: ['Is my drink ready', 'Check on my coffee order', 'Where\'s my drink order', 'Can you check my drink order'],
    usual: ['Is my coffee ready yet', 'Check on the drink I just ordered'],
    params: { orderId: [', order {v}', '(order number {v})'] },
    render: { orderId: verbatim },
  },
  cancelDrinkOrder: {
    intents: ['Cancel my drink order', 'Please cancel my coffee order', 'I need to cancel my drink order', 'Can you cancel my coffee order'],
    usual: ['Cancel the coffee I just ordered', 'Call off my drink order'],
    params: { orderId: [', order {v}', ', order number {v}'] },
    render: { orderId: verbatim },
  },
  listDrinkOrders: {
    intents: ['Show me my drink orders', 'List my coffee orders', 'Pull up my drink order history', 'Can you list my coffee orders'],
    usual: ['What drinks have I ordered lately', 'Show me my recent coffee orders'],
    params: { status: STATUS, limit: LIMIT },
  },

  // ===== Parcels =====
  createShipment: {
    intents: ['Send a parcel', 'Ship a package for me', 'I need to mail a parcel', 'Can you arrange a courier for a package', 'Book a courier'],
    usual: ['Send a parcel the usual way', 'Mail a package like I usually do', 'Ship something off like last time'],
    params: {
      packageDetails: ['({v})', ', it\'s {v}'],
      senderAddress: [', from {v}', ', picked up from {v}'],
      receiverAddress: ['to {v}', ', going to {v}', ', addressed to {v}'],
      shippingCompany: [', via {v}', ', with {v}'],
      shippingType: [', {v} service', ', using the {v} option'],
    },
    render: { packageDetails: parcel, senderAddress: place, shippingCompany: carrier },
  },
  getShipmentStatus: {
    intents: ['Track my parcel', 'Where\'s my package', 'Check on my shipment', 'Can you track a parcel for me'],
    usual: ['Where\'s the parcel I sent', 'Track the package I just mailed', 'Did my parcel arrive yet'],
    params: { shipmentId: [', shipment {v}', ', tracking number {v}'], shippingCompany: [', sent via {v}', ', carrier {v}'] },
    render: { shipmentId: verbatim, shippingCompany: carrier },
  },
  getCourierLocations: {
    intents: ['Find couriers', 'Show me couriers and pickup points', 'Look for a courier', 'Can you find a courier'],
    usual: ['Find a courier near me', 'Who can collect a parcel from me'],
    params: { location: ['near {v}', 'around {v}'], shippingCompany: ['from {v}', ', {v} only'] },
    render: { location: place, shippingCompany: carrier },
  },
  cancelShipment: {
    intents: ['Cancel my shipment', 'Please cancel the parcel', 'I need to cancel my shipment', 'Can you cancel the shipment'],
    usual: ['Cancel the parcel I just sent', 'Call off my latest shipment'],
    params: { shipmentId: [', shipment {v}', ', tracking number {v}'], reason: REASON },
    render: { shipmentId: verbatim, reason },
  },
  listShipments: {
    intents: ['Show me my shipments', 'List my parcels', 'Pull up the packages I\'ve sent', 'Can you list my shipments'],
    usual: ['What parcels have I sent lately', 'Show me my recent shipments'],
    params: { status: STATUS, limit: LIMIT },
  },

  // ===== Reminders =====
  createReminder: {
    intents: ['Set a reminder', 'Add a reminder', 'Create a reminder for me', 'Can you set a reminder', 'Put in a reminder'],
    usual: ['Set my usual reminder', 'Add the reminder I always set', 'Set up my regular reminder'],
    params: {
      title: ['titled "{v}"', 'called "{v}"', 'saying "{v}"'],
      time: ['{v}', 'going off {v}'],
      repeat: [', repeating {v}', ', set to repeat {v}'],
      location: ['at {v}', ', location {v}'],
      list: ['in my {v} list', 'on the {v} list'],
      notes: [', with the note "{v}"', ', notes: {v}'],
    },
    render: {
      time: when,
      repeat: (v) => ({ weekdays: 'on weekdays', none: 'none, just once' })[String(v)],
      location: place,
      title: verbatim,
      notes: verbatim,
    },
  },
  listReminders: {
    intents: ['Show me my reminders', 'List my reminders', 'What reminders do I have', 'Can you pull up my reminders'],
    usual: ['What do I have coming up', 'Is there anything I need to remember', 'What\'s on my to-do list'],
    params: {
      date: ['{v}', ', due {v}'],
      list: ['in my {v} list', 'from the {v} list'],
      includeCompleted: [', {v}'],
      limit: LIMIT,
    },
    render: {
      date: (v, say) => (typeof v === 'string' ? (/^\d{4}-\d{2}-\d{2}/.test(v) ? say.day(v) : v) : undefined),
      includeCompleted: (v) => (v === true ? 'including completed ones' : v === false ? 'leaving out completed ones' : undefined),
    },
  },
  completeReminder: {
    intents: ['Tick off the reminder', 'Complete the reminder', 'Check off the reminder', 'Close out the reminder'],
    usual: ['I\'ve done it, tick off the reminder', 'Mark my latest reminder as done'],
    params: { reminderId: [', id {v}', ', reminder {v}'] },
    render: { reminderId: verbatim },
  },
  deleteReminder: {
    intents: ['Delete the reminder', 'Remove the reminder', 'Get rid of the reminder', 'Can you delete the reminder'],
    usual: ['Delete the reminder I no longer need', 'Remove my latest reminder'],
    params: { reminderId: [', id {v}', ', reminder {v}'] },
    render: { reminderId: verbatim },
  },
}
