import type { Combine, Lexicon, ToolPhrasing } from '../phrasing.ts'
import { RECENT, PAY, REASON, reason, toPlace, verbatim, type Render } from './shared.ts'

/*
 * Shopping and grocery orders. An item is said the way a shopper says it: "two cartons of milk
 * from the dairy & eggs aisle", "sweater in men's clothing"; a grocery category is an aisle, a
 * marketplace category a department.
 */

const GROCERY_AISLES = new Set(['vegetables', 'fruit', 'seafood', 'meat', 'drinks', 'snacks', 'bakery', 'pantry', 'dairy & eggs', 'frozen'])
/** A grocery aisle browsed on its own: "some pantry staples", "some fruit". */
const AISLE_GOODS: Readonly<Record<string, string>> = { bakery: 'bakery items', pantry: 'pantry staples', frozen: 'frozen food', drinks: 'drinks' }
/** How a grocery item is counted: "two cartons of milk", "one bag of rice". */
const UNITS: Readonly<Record<string, readonly [string, string]>> = {
  milk: ['carton', 'cartons'],
  eggs: ['box', 'boxes'],
  egg: ['box', 'boxes'],
  rice: ['bag', 'bags'],
  flour: ['bag', 'bags'],
  yoghurt: ['tub', 'tubs'],
  yogurt: ['tub', 'tubs'],
  bread: ['loaf', 'loaves'],
  oil: ['bottle', 'bottles'],
  water: ['bottle', 'bottles'],
  juice: ['bottle', 'bottles'],
  tofu: ['block', 'blocks'],
}

/** A product code (`JD672431164`, `DDMC47453612`) reads "item <code>"; search words as they are. */
const product: Render = (v) => (typeof v === 'string' ? (/^[A-Z]{2,6}\d{5,}$/.test(v) ? `item ${v}` : v) : undefined)

const isGrocery = (category: unknown) => typeof category === 'string' && GROCERY_AISLES.has(category.toLowerCase())

/** Where an item is found: "from the vegetables aisle", "in men's clothing", "in electronics", "from the big brands". */
function department(category: string, gender: string | undefined): string {
  const c = category.trim()
  if (isGrocery(c)) return `from the ${c.toLowerCase()} aisle`
  if (/^brands$/i.test(c)) return 'from the big brands'
  if (/^clothing$/i.test(c) && gender) return `in ${gender} clothing`
  return `in ${/^[A-Z][a-z]/.test(c) ? c.toLowerCase() : c}`
}

const gender: Render = (v) => (v === 'male' ? "men's" : v === 'female' ? "women's" : undefined)
const condition: Render = (v) => (v === 'brand_new' ? 'brand-new' : undefined)
const sortBy: Render = (v) => (typeof v === 'string' ? `by ${v.replaceAll('_', ' ')}` : undefined)
const priceRange: Render = (v) => (v === 'low' ? 'low-priced' : v === 'high' ? 'high-end' : undefined)
const weight: Render = (v) => {
  if (typeof v === 'number') return `${v} g`
  if (typeof v !== 'string') return undefined
  if (v.startsWith('>')) return `over ${v.slice(1)} g`
  if (v.startsWith('<')) return `under ${v.slice(1)} g`
  return /\d$/.test(v) ? `${v} g` : v
}

/** "two cartons of milk", "one box of eggs", "three sweaters", "two of item DDL123": the item with its count. */
function countedItem(count: string, n: number, item: string, grocery: boolean): string {
  const unitOf = UNITS[item.toLowerCase()] ?? (grocery || item.startsWith('item ') ? (['pack', 'packs'] as const) : undefined)
  if (item.startsWith('item ')) return `${count} of ${item}`
  if (unitOf) return `${count} ${n === 1 ? unitOf[0] : unitOf[1]} of ${item}`
  // A plural would hide the search words ("lotions" is not "lotion"): count in units instead.
  return n === 1 ? `${count} ${item}` : `${count} units of ${item}`
}

/** The item phrase: count, search words, aisle or department. */
const itemPhrase = (withCount: boolean): Combine => ({
  as: 'item',
  params: ['searchQuery'],
  // Condition and kind stay out of the noun: "used smartwatch" would read as the search words.
  also: [...(withCount ? ['count'] : []), 'category', 'gender'],
  say: (w, v) => {
    const noun = w.searchQuery!
    const head = w.count !== undefined && typeof v.count === 'number' ? countedItem(w.count, v.count, noun, isGrocery(v.category)) : noun
    const placed = w.category ? `${head} ${department(w.category, w.gender)}` : head
    // A gender outside clothing has no department to qualify: it is said as a style.
    return w.gender && !/clothing/.test(placed) ? `${placed}, ${w.gender} styles` : placed
  },
})

/** A category browsed without search words: "some vegetables", "some men's clothing", "some stuff from the big brands". */
const browse: Combine = {
  as: 'browse',
  params: ['category'],
  also: ['gender'],
  say: (w) => {
    const c = w.category!
    if (isGrocery(c)) return AISLE_GOODS[c.toLowerCase()] ?? c.toLowerCase()
    if (/^brands$/i.test(c)) return 'stuff from the big brands'
    const lower = /^[A-Z][a-z]/.test(c) ? c.toLowerCase() : c
    return w.gender && /^clothing$/i.test(c) ? `${w.gender} ${lower}` : lower
  },
}

const filters = {
  gender: [', {v} styles', ', from the {v} range'],
  bodySize: [', in size {v}', ', size {v}'],
  condition: [', in {v} condition'],
  types: [', {v} only', ', {v} ones please'],
  weight: [', {v} a pack', ', about {v} each'],
  priceRange: [', something {v}', ', ideally {v}'],
} as const

const getProductList: ToolPhrasing = {
  intents: [
    'Search for {item}',
    'Look up {item}',
    'Show me results for {item}',
    'Find me listings for {item}',
    'Can you search for {item}',
    'Find me {item}',
    "I'm looking for {item}",
    'Shop for {item}',
    'Show me some {browse}',
    'Browse {browse} for me',
    'Let me browse some {browse}',
    'I want to look at some {browse}',
    'Help me find something to buy',
    "Let's do some shopping",
    'Show me some options',
  ],
  usual: ['Show me the kind of thing I usually buy', "Find me what I'd normally shop for", 'Pull up my usual stuff', 'Show me stuff like I usually buy'],
  loose: ['gender', 'bodySize', 'condition', 'types', 'weight', 'priceRange', 'sortBy', 'pageSize'],
  params: {
    item: ['for {v}'],
    browse: [', some {v}'],
    searchQuery: ['for {v}'],
    category: [', {v}'],
    ...filters,
    sortBy: [', sorted {v}', ', sort them {v}'],
    pageSize: [', {v} per page', ', {v} a page'],
  },
  render: { searchQuery: product, gender, condition, sortBy, priceRange, weight },
  combine: [itemPhrase(false), browse],
}

const buyParams = {
  item: ['for {v}'],
  product: ['for {v}'],
  howMany: [', {v}'],
  fromAisle: [', {v}'],
  searchQuery: ['for {v}'],
  productId: ['for {v}'],
  count: [', {v} of them'],
  category: [', {v}'],
  ...filters,
  preference: [', going for {v}', ', whichever has {v}'],
  shippingAddress: [', delivered {v}', ', sent {v}', ', to be delivered {v}'],
  paymentMethod: PAY,
} as const

const buyIntents = [
  'Order {item}',
  'Can you order {item}',
  'Buy {item} for me',
  'I need {item}',
  'Get me {item}',
  "I'd like {item}",
  'Pick up {item} for me',
  'Order {product}',
  'I need {product}',
  'Buy {product} for me',
  'Can you get me {product}',
  'Order {howMany}',
  'Get me {howMany}',
  'I need {howMany}',
  'Buy {howMany} for me',
  'Order {fromAisle}',
  'Get me {fromAisle}',
  'I need {fromAisle}',
  'Buy {fromAisle} for me',
  'Place an order for me',
  'Put in an order',
  "I'd like to place an order",
]

const buyRender = {
  searchQuery: product,
  productId: product,
  count: ((v, say) => (typeof v === 'number' ? say.count(v) : undefined)) satisfies Render,
  gender,
  condition,
  priceRange,
  preference: ((v) => (typeof v === 'string' ? `the best ${v}` : undefined)) satisfies Render,
  shippingAddress: toPlace,
}

const buyCombines: readonly Combine[] = [
  itemPhrase(true),
  {
    as: 'product',
    params: ['productId'],
    also: ['count'],
    say: (w, v) => (w.count !== undefined && typeof v.count === 'number' ? countedItem(w.count, v.count, w.productId!, false) : w.productId),
  },
  {
    // A count without the item: "two packs from the seafood aisle", "three units".
    as: 'howMany',
    params: ['count'],
    also: ['category'],
    say: (w, v) => {
      const grocery = isGrocery(v.category)
      const noun = grocery ? (v.count === 1 ? 'pack' : 'packs') : v.count === 1 ? 'unit' : 'units'
      return w.category ? `${w.count} ${noun} ${department(w.category, undefined)}` : `${w.count} ${noun}`
    },
  },
  // A category without the item: "something from the seafood aisle", "something in electronics".
  { as: 'fromAisle', params: ['category'], also: ['gender'], say: (w) => `something ${department(w.category!, w.gender)}` },
]

// Every phrase after the item may go in any order but the payment, which closes the request.
const buyLoose = ['gender', 'bodySize', 'condition', 'types', 'weight', 'priceRange', 'preference', 'shippingAddress']
const buyProduct = (usual: readonly string[]): ToolPhrasing => ({ intents: buyIntents, usual, params: buyParams, render: buyRender, combine: buyCombines, loose: buyLoose })
const groceryBuy = buyProduct(['Reorder my usual groceries', 'Get me my usual groceries', 'Order the groceries I always get', 'Restock my usual groceries'])

const ORDER_STATUS: Readonly<Record<string, string>> = {
  paid: 'the paid ones',
  packing: 'the ones being packed',
  shipped: 'the shipped ones',
  in_transit: 'the ones in transit',
  out_for_delivery: 'the ones out for delivery',
  ready_for_pickup: 'the ones ready for pickup',
  delivered: 'the delivered ones',
  cancelled: 'the cancelled ones',
}
const orderStatus: Render = (v) => (typeof v === 'string' ? (ORDER_STATUS[v] ?? `the ${v.replaceAll('_', ' ')} ones`) : undefined)
const ORDER_ID = [', order {v}', ', order number {v}'] as const

export const shoppingLexicon: Lexicon = {
  getProductList,
  buyProduct: buyProduct(['Reorder what I usually buy', 'Get me my usual order', 'Buy the usual for me', 'Order the usual again']),
  'dingdong_maicai.buyProduct': groceryBuy,
  'duoduo_maicai.buyProduct': groceryBuy,
  'freshippo.buyProduct': groceryBuy,
  getOrderStatus: {
    intents: ['Check on my order', "Where's my order", 'Can you track my order', "What's the status of my order", 'Has my order shipped yet'],
    usual: ["Where's the order I placed", 'Is my latest order here yet', 'Check on my most recent order'],
    params: { orderId: ORDER_ID },
    render: { orderId: verbatim },
  },
  cancelOrder: {
    intents: ['Cancel my order', 'Please cancel my order', 'I need to cancel an order', 'Can you cancel my order'],
    usual: ['Cancel the order I just placed', 'Call off my latest order'],
    params: { orderId: ORDER_ID, reason: REASON },
    render: { orderId: verbatim, reason },
  },
  listOrders: {
    intents: ['Show me my orders', 'List my recent orders', 'Pull up my order history', 'Can you list my orders', 'What orders do I have', 'Let me see my orders'],
    usual: ["Show me what I've ordered lately", 'What have I ordered recently'],
    params: { status: [', just {v}', ', only {v}'], limit: RECENT },
    render: { status: orderStatus },
  },
}
