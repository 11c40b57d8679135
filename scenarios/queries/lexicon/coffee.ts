import type { Lexicon, Say } from '../phrasing.ts'
import { article, join, LIMIT, RECENT, PAY, place, plural, verbatim, when, type Render } from './shared.ts'

/* Coffee and tea: "Get me an iced Coconut Latte with less sugar for pickup near my office." */

const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {})

/** One drink: "an iced Coconut Latte with less sugar", "two hot Lattes with no sugar and oat milk". */
function drinkItem(value: unknown, say: Say): string {
  const item = record(value)
  const drink = say.value(item.drink)
  const quantity = typeof item.quantity === 'number' ? item.quantity : 1
  const adjectives = [item.size, item.temperature].filter((x) => typeof x === 'string').map((x) => say.value(x))
  const extras: string[] = []
  if (typeof item.sugar === 'string') extras.push(item.sugar === 'none' ? 'no sugar' : `${say.value(item.sugar)} sugar`)
  if (typeof item.milk === 'string') extras.push(`${say.value(item.milk)} milk`)
  if (typeof item.extraShots === 'number') extras.push(item.extraShots === 1 ? 'an extra shot' : `${say.count(item.extraShots)} extra shots`)
  const known = new Set(['drink', 'quantity', 'size', 'temperature', 'milk', 'sugar', 'extraShots'])
  for (const [k, v] of Object.entries(item)) if (!known.has(k)) extras.push(`${say.value(v)} ${say.value(k).toLowerCase()}`)
  const head = [...adjectives, quantity === 1 ? drink : plural(drink)].join(' ')
  const counted = quantity === 1 ? `${article(head)} ${head}` : `${say.count(quantity)} ${head}`
  return extras.length ? `${counted} with ${join(extras)}` : counted
}

const drinks: Render = (v, say) => (Array.isArray(v) ? say.list(v.map((i) => drinkItem(i, say))) : undefined)

const DRINK_STATUS: Readonly<Record<string, string>> = {
  received: 'the ones just received',
  making: 'the ones being made',
  ready: 'the ones ready to pick up',
  delivering: 'the ones on the way',
  completed: 'the completed ones',
  cancelled: 'the cancelled ones',
}
const ORDER_ID = [', order {v}', ', order number {v}'] as const

export const coffeeLexicon: Lexicon = {
  getDrinkMenu: {
    intents: ['Show me the {category} menu', 'What {category} drinks are there', 'Show me the drinks menu', 'What drinks are on the menu', 'Let me see the menu'],
    usual: ['Show me what I can get to drink', "What's on the menu today"],
    params: { category: [', just {v}'], searchQuery: [', anything with {v} in it', ', especially {v}'] },
    render: { searchQuery: verbatim },
  },
  findStores: {
    intents: ['Find the nearest coffee shop', 'Where is the closest coffee shop', 'Find a coffee shop for me', 'Are there any coffee shops{rest}?'],
    usual: ['Find a coffee shop near where I am', "Where's the closest coffee shop to me"],
    params: { location: ['near {v}', 'around {v}'], limit: LIMIT },
    render: { location: place },
  },
  orderDrink: {
    intents: [
      'Order me {items}',
      'Get me {items}',
      'Can I get {items}',
      'Can you order {items} for me',
      "I'd like {items}",
      "I'll have {items}",
      'Grab me {items}',
      'Order me a coffee',
      'Get me something to drink',
      'Can you order me a drink',
      'I need a coffee',
    ],
    usual: ['Get me my usual coffee', 'The usual coffee, please', 'Order my regular drink', 'Can you get me my usual', 'My usual drink, please', 'I need my usual coffee'],
    params: {
      items: [', I want {v}', ', make it {v}'],
      fulfillment: ['{v}'],
      store: ['from the {v} store', 'at the {v} store'],
      location: ['near {v}', 'from the one near {v}', 'at the shop near {v}'],
      pickupTime: [', ready {v}', ', to pick up {v}'],
      paymentMethod: PAY,
    },
    loose: ['fulfillment', 'store', 'location'],
    front: ['pickupTime'],
    render: {
      items: drinks,
      fulfillment: (v) => (typeof v === 'string' ? `for ${v}` : undefined),
      store: verbatim,
      location: place,
      pickupTime: when,
    },
  },
  getDrinkOrderStatus: {
    intents: ['Is my drink ready', 'Check on my coffee order', "Where's my drink order", 'Can you check my drink order', "How's my drink coming along", 'Has my coffee been made yet'],
    usual: ['Is my coffee ready yet', 'Check on the drink I just ordered'],
    params: { orderId: ORDER_ID },
    render: { orderId: verbatim },
  },
  cancelDrinkOrder: {
    intents: ['Cancel my drink order', 'Please cancel my coffee order', 'I need to cancel my drink order', 'Can you cancel my coffee order'],
    usual: ['Cancel the coffee I just ordered', 'Call off my drink order'],
    params: { orderId: ORDER_ID },
    render: { orderId: verbatim },
  },
  listDrinkOrders: {
    intents: ['Show me my drink orders', 'List my coffee orders', 'Pull up my drink order history', 'Can you list my coffee orders'],
    usual: ['What drinks have I ordered lately', 'Show me my recent coffee orders'],
    params: { status: [', just {v}', ', only {v}'], limit: RECENT },
    render: { status: (v) => (typeof v === 'string' ? (DRINK_STATUS[v] ?? v) : undefined) },
  },
}
