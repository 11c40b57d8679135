import { DAY, hashString, toDate, type Rng, type UserProfile } from '../../../apps/kit/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, PlanContext, Planner } from '../activity.ts'
import { placesIn } from '../../world/places/index.ts'
import { travellingOn } from '../life-events.ts'
import { chainTagOf, dataOf, nextChain, recordsSince } from './shopping.ts'

/** Cities the parcel network delivers to, with a street and district there (the family's address). */
const FAMILY_ADDRESSES: readonly { city: string; address: string }[] = [
  { city: 'wuhan', address: 'No. 27 Zhongnan Road, Wuchang District, Wuhan' },
  { city: 'chengdu', address: 'No. 66 Yulin South Road, Wuhou District, Chengdu' },
  { city: 'nanjing', address: 'No. 15 Zhongshan North Road, Gulou District, Nanjing' },
  { city: 'xian', address: "No. 9 Cuihua Road, Yanta District, Xi'an" },
  { city: 'chongqing', address: 'No. 38 Minzu Road, Yuzhong District, Chongqing' },
  { city: 'tianjin', address: 'No. 120 Binjiang Avenue, Heping District, Tianjin' },
  { city: 'xiamen', address: 'No. 8 Hubin South Road, Siming District, Xiamen' },
  { city: 'suzhou', address: 'No. 55 Renmin Road, Gusu District, Suzhou' },
  { city: 'guangzhou', address: 'No. 200 Tianhe Road, Tianhe District, Guangzhou' },
  { city: 'hangzhou', address: 'No. 18 Wensan Road, Xihu District, Hangzhou' },
  { city: 'shanghai', address: 'No. 99 Caoxi North Road, Xuhui District, Shanghai' },
  { city: 'beijing', address: 'No. 6 Guangqumen Inner Street, Dongcheng District, Beijing' },
]

/** Where the person's family lives: one fixed address in another city (parents, or grown children for the elderly). */
export function familyAddress(profile: UserProfile): string {
  const options = FAMILY_ADDRESSES.filter((a) => a.city !== profile.city)
  return options[hashString(`${profile.id}:family`) % options.length]!.address
}

/** Cities the parcel network routes between, as shops' "ships from" names them. */
const NETWORK_CITIES = new Set(['Beijing', 'Shanghai', 'Hangzhou', 'Shenzhen', 'Guangzhou', 'Chengdu', 'Wuhan', 'Nanjing', 'Suzhou', 'Tianjin', "Xi'an", 'Chongqing', 'Xiamen', 'Yiwu'])

/** What the city a person lives in is known for: what they send the family from there. */
const SPECIALTIES: Readonly<Record<string, readonly string[]>> = {
  beijing: ['Daoxiangcun pastries', 'Beijing preserved fruit', 'Tongrentang herbal tea', 'Peking duck vacuum packs', 'Beijing candied hawthorn'],
  shanghai: ['White Rabbit candy', 'Shanghai mooncakes', 'Guan Sheng Yuan sweets', 'Shanghai scallion biscuits'],
  hangzhou: ['Longjing tea', 'Hangzhou lotus root powder', 'Zhiweiguan pastries', 'Anji white tea'],
  shenzhen: ['Cantonese sausages', 'Hong Kong egg rolls', 'dried mango and lychee', 'Chaoshan beef jerky'],
}
const ANY_SPECIALTY = ['dried fruit and nuts', 'a box of local pastries', 'a tin of green tea']

/** Something from the person's own life to put in: what they are into, or what their work knows about. */
const ITEMS_BY_INTEREST: Readonly<Record<string, readonly string[]>> = {
  photography: ['a printed photo album', 'framed family photos'],
  reading: ['a few novels', 'large-print books'],
  cooking: ['a set of kitchen knives', 'a rice cooker'],
  'tech gadgets': ['a smart speaker', 'a tablet set up for video calls', 'a power bank'],
  fashion: ['a cashmere scarf', 'a wool cardigan'],
  skincare: ['hand cream and face masks', 'a moisturiser set'],
  hiking: ['thermal socks and gloves', 'a down vest'],
  running: ['a fitness band', 'cushioned walking shoes'],
  gaming: ['a handheld game console', 'a massage cushion'],
  anime: ['a plush toy for a cousin', 'a calendar'],
  investing: ['a massage gun', 'a tea set'],
  travel: ['souvenirs from my last trip', 'postcards and a travel mug'],
  basketball: ['a basketball for a nephew', 'knee supports'],
  football: ['a football shirt for a nephew', 'a warm tracksuit'],
}
const ITEMS_BY_WORK: readonly [RegExp, readonly string[]][] = [
  [/Doctor|Nurse/, ['a blood pressure monitor', 'a pulse oximeter']],
  [/Teacher/, ['textbooks for a cousin', 'a calligraphy set']],
  [/Engineer|Researcher|Product/, ['a robot vacuum', 'a smart rice cooker']],
  [/Designer|Architect/, ['a hand-drawn calendar', 'a desk lamp']],
  [/Accountant|Analyst/, ['a document folder of tax papers', 'a leather wallet']],
]
const ITEMS_ANY = ['winter clothes', 'a heated blanket', 'vitamins', 'a thermos flask', 'warm slippers', 'a humidifier']

/** Who at home a parcel goes to: the parents of the young; the grown children and grandchildren of the old. */
const RECIPIENTS = { young: ['Mum', 'Dad', 'my parents', 'Grandma', 'Grandpa'], elderly: ['my son', 'my daughter', 'the grandchildren', 'my sister'] } as const
const HOMEMADE = ['homemade sausages', 'dried mushrooms', 'pickled vegetables', 'homemade chilli sauce', 'knitted sweaters', 'dried persimmons', 'home-cured pork']

/**
 * What goes in a family parcel, from the person's life: a specialty of the city they live in and
 * something from their interests or work for a named relative; the old send homemade food to their children.
 */
function familyContents(profile: UserProfile, interests: readonly string[], rng: Rng): { contents: string; weight: number } {
  if (profile.age >= 60) {
    const food = rng.shuffle(HOMEMADE).slice(0, 2).join(' and ')
    return { contents: `${food} for ${rng.pick(RECIPIENTS.elderly)}`, weight: Math.round(rng.float(2, 5) * 10) / 10 }
  }
  const own = [...interests.flatMap((i) => ITEMS_BY_INTEREST[i] ?? []), ...(ITEMS_BY_WORK.find(([re]) => re.test(profile.profession))?.[1] ?? [])]
  const item = rng.pick(own.length > 0 && rng.chance(0.75) ? own : ITEMS_ANY)
  const specialty = rng.pick(SPECIALTIES[profile.city] ?? ANY_SPECIALTY)
  return { contents: `${specialty} and ${item} for ${rng.pick(RECIPIENTS.young)}`, weight: Math.round(rng.float(1, 4) * 10) / 10 }
}

/** Papers and samples each kind of work sends across town. */
const DOCUMENTS_BY_WORK: readonly [RegExp, readonly string[]][] = [
  [/Accountant|Analyst|Finance/, ['audited statements', 'VAT invoices', 'a signed loan agreement', 'quarterly reports']],
  [/Lawyer|Civil Servant/, ['signed contracts', 'stamped approval forms', 'notarised copies', 'a sealed tender document']],
  [/Designer|Architect/, ['printed design proofs', 'fabric swatches', 'a foam model', 'colour samples']],
  [/Engineer|Researcher|Product/, ['a prototype board', 'a test phone', 'signed NDAs', 'a hardware sample']],
  [/Sales|Manager|Marketing/, ['product samples', 'a signed purchase order', 'brochures for a trade fair', 'a sample kit']],
]
const DOCUMENTS_ANY = ['signed contracts', 'invoices', 'stamped forms', 'a sample', 'original receipts']

interface Return {
  receiver: string
  contents: string
  declaredValue: number
}

/**
 * An item to send back: clothes or daily goods bought on a marketplace 3-12 days ago, delivered and
 * not cancelled, not yet returned. Sent to the seller's returns desk in the city it shipped from.
 */
function returnable(actor: Actor, dayStart: number): Return | undefined {
  const recent = recordsSince(actor, dayStart - 12 * DAY)
  const returned = new Set(recent.filter((r) => r.tool === 'createShipment').map((r) => String((r.args.packageDetails as any)?.contents ?? '')))
  const cancelled = new Set(recent.filter((r) => r.tool === 'cancelOrder' && r.outcome?.ok).map((r) => String(r.args.orderId)))
  const today = toDate(dayStart)
  for (const r of recent) {
    const order = dataOf(r)
    const chain = chainTagOf(r, 'purchase')
    if (r.tool !== 'buyProduct' || !order || !chain || Date.parse(r.ts) > dayStart - 3 * DAY) continue
    if (!r.meta?.tags?.some((t) => t === 'ctx:fashion' || t === 'ctx:daily_goods')) continue
    if (cancelled.has(order.orderId) || order.estimatedDelivery >= today) continue
    // The listing it was bought from says what it was looked for as, and where it shipped from.
    const listed = recent.find((l) => l.tool === 'getProductList' && l.app === r.app && dataOf(l)?.products?.some((p: any) => p.productId === order.product.productId))
    // Written as people write a return slip: the thing in their own words and the order number (not the listing's title).
    const what = String(listed?.args.searchQuery ?? '').trim() || order.product.title.split(' ').slice(-2).join(' ')
    const contents = `return: ${what}, order ${order.orderId}`.slice(0, 100)
    if (returned.has(contents)) continue
    const from = (listed ? dataOf(listed) : undefined)?.products?.find((p: any) => p.productId === order.product.productId)?.shipsFrom as string | undefined
    const city = from && NETWORK_CITIES.has(from) ? from : 'Guangzhou'
    return { receiver: `${order.product.store} returns desk, ${city}`, contents, declaredValue: Math.max(1, Math.round(order.total)) }
  }
  return undefined
}

/** The carrier a person habitually books: SF when money is no object, STO otherwise. */
const carrierOf = (profile: UserProfile): 'SF' | 'STO' => (profile.incomeLevel === '>50k' || profile.age >= 60 ? 'SF' : 'STO')

/**
 * Sends a parcel on Cainiao Guoguo: sometimes a look at the couriers and stations near home first,
 * then a pickup booked from home (with the habitual carrier), to the family in another city or back
 * to a shop. The shipment is tracked on the next days (`getShipmentStatus` with the returned id);
 * now and then it is called off minutes after booking, with the reason.
 */
function sendParcel(actor: Actor, ctx: PlanContext, dayStart: number): void {
  const { profile, habits, rng } = ctx
  const app = habits.apps.parcel
  // Every couple of weeks, not twice in one week.
  if (recordsSince(actor, dayStart - 6 * DAY).some((r) => r.tool === 'createShipment')) return
  const chain = nextChain(actor, 'parcel')
  const tags = ['ctx:parcel', chain]
  const company = carrierOf(profile)
  const back = profile.age >= 18 && rng.chance(0.35) ? returnable(actor, dayStart) : undefined
  if (rng.chance(0.4)) {
    actor.call(app, 'getCourierLocations', { location: 'Home', ...(rng.chance(0.5) ? { shippingCompany: company } : {}) }, tags)
    actor.later(2, 8)
  }
  if (back) {
    const sent = actor.call(app, 'createShipment', { senderAddress: 'Home', receiverAddress: back.receiver, packageDetails: { weight: rng.pick([0.5, 0.8, 1, 1.5]), contents: back.contents, declaredValue: back.declaredValue }, shippingCompany: company }, tags)
    callOff(actor, app, sent.shipmentId, 'The seller refunded without a return', tags)
    return
  }
  const what = familyContents(profile, ctx.habits.values.interests, rng)
  const weight = what.weight
  const sent = actor.call(
    app,
    'createShipment',
    {
      senderAddress: 'Home',
      receiverAddress: familyAddress(profile),
      packageDetails: { weight, contents: what.contents, ...(rng.chance(0.3) ? { dimensions: rng.pick(['40x30x20', '30x20x15', '50x40x30']) } : {}) },
      shippingCompany: company,
      ...(company === 'SF' && rng.chance(0.3) ? { shippingType: 'fast' } : {}),
    },
    tags,
  )
  callOff(actor, app, sent.shipmentId, rng.pick(['Will bring it in person next visit', 'Booked with the wrong receiver address']), tags)
}

/** One booking in ten is called off within minutes, before the courier can come (25 minutes at the soonest). */
function callOff(actor: Actor, app: string, shipmentId: string, reason: string, tags: string[]): void {
  if (actor.rng.chance(0.1)) actor.later(5, 15).call(app, 'cancelShipment', { shipmentId, reason }, tags)
}

/** Shipments of the last few days still on their way: tracked with the id createShipment returned. */
function trackParcels(actor: Actor, ctx: PlanContext, dayStart: number): void {
  const open = new Map<string, { chain: string; shipmentId: string; app: string; checks: number; done: boolean }>()
  for (const r of recordsSince(actor, dayStart - 4 * DAY)) {
    const chain = chainTagOf(r, 'parcel')
    if (!chain) continue
    const data = dataOf(r)
    if (r.tool === 'createShipment' && data && Date.parse(r.ts) < dayStart) open.set(chain, { chain, shipmentId: data.shipmentId, app: r.app, checks: 0, done: false })
    const o = open.get(chain)
    if (o && r.tool === 'cancelShipment') o.done = true
    if (!o || r.tool !== 'getShipmentStatus') continue
    o.checks++
    if (data?.status === 'delivered' || data?.status === 'cancelled') o.done = true
  }
  for (const o of open.values()) {
    if (o.done || o.checks >= 3 || !ctx.rng.chance(o.checks === 0 ? 0.85 : 0.5)) continue
    actor.call(o.app, 'getShipmentStatus', { shipmentId: o.shipmentId }, ['ctx:parcel', o.chain])
    actor.later(1, 3)
  }
}

/**
 * A work errand: signed documents sent from the office to another office building in town, by SF's
 * same-city express, picked up within the hour (a chain of its own, `chain:documents_N`), checked on before leaving work.
 */
function sendDocuments(actor: Actor, ctx: PlanContext): void {
  const { profile, habits, rng } = ctx
  const own = profile.places.office
  const buildings = placesIn(profile.city, 'office').filter((p) => p.id !== own)
  if (buildings.length === 0) return
  const to = rng.pick(buildings)
  const paper = rng.pick(DOCUMENTS_BY_WORK.find(([re]) => re.test(profile.profession))?.[1] ?? DOCUMENTS_ANY)
  const heavy = /sample|board|phone|model|kit|swatches/.test(paper)
  actor.call(
    habits.apps.parcel,
    'createShipment',
    { senderAddress: 'office', receiverAddress: to.name, packageDetails: { weight: heavy ? 1 : 0.3, contents: `${paper} for ${to.name}`.slice(0, 100) }, shippingCompany: 'SF', shippingType: 'fast' },
    ['ctx:parcel', nextChain(actor, 'documents'), 'deviation:work'],
  )
}

/** Before leaving the office: whether today's documents arrived (same-city express takes a few hours). */
function checkDocuments(actor: Actor, dayStart: number): void {
  const sent = recordsSince(actor, dayStart).find((r) => r.tool === 'createShipment' && chainTagOf(r, 'documents') && dataOf(r))
  if (!sent) return
  actor.call(sent.app, 'getShipmentStatus', { shipmentId: dataOf(sent).shipmentId }, ['ctx:parcel', chainTagOf(sent, 'documents')!])
}

const NEW_YEAR_GIFTS = ['New Year snacks and nuts', 'a tin of oolong tea', 'a down jacket and gloves', 'health supplements and red dates', 'dried shiitake and walnuts']

/**
 * Those spending the Spring Festival in town send the family New Year goods (年货) about a week
 * before the Eve, with the habitual carrier, from home: a chain of its own, tracked like any parcel.
 */
function newYearGifts(actor: Actor, ctx: PlanContext): void {
  const { profile, habits, rng } = ctx
  const chain = nextChain(actor, 'parcel')
  const what = `${rng.pick(NEW_YEAR_GIFTS)}, ${rng.pick(SPECIALTIES[profile.city] ?? ANY_SPECIALTY)} for ${rng.pick(profile.age >= 60 ? RECIPIENTS.elderly : RECIPIENTS.young)}`
  actor.call(
    habits.apps.parcel,
    'createShipment',
    { senderAddress: 'Home', receiverAddress: familyAddress(profile), packageDetails: { weight: Math.round(rng.float(2, 6) * 10) / 10, contents: what }, shippingCompany: carrierOf(profile) },
    ['ctx:parcel', chain, 'event:spring_festival'],
  )
}

/**
 * Parcels: every couple of weeks a parcel sent through Cainiao Guoguo (weekend days mostly, or a
 * weekday evening), tracked over the next one to three days as one chain; New Year goods to the
 * family before a Spring Festival spent in town; for office workers now and then documents sent
 * across town from the office.
 */
export const parcels: Planner = (ctx) => {
  const { day, profile, events, rng } = ctx
  const out: Activity[] = [{ at: day.time(rng.pick([8, 12, 20]), rng.int(0, 55)), name: 'parcel-tracking', run: (actor) => trackParcels(actor, ctx, day.start) }]
  if (travellingOn(events, day.index)) return out
  const festival = events.springFestival
  const giftDay = festival ? festival.eve - 5 - (hashString(`${profile.id}:gifts`) % 6) : -1
  if (profile.age >= 18 && festival && festival.plan !== 'hometown' && day.index === giftDay) {
    out.push({ at: day.time(day.dayOff ? rng.int(10, 15) : 19, rng.int(0, 50)), name: 'new-year-gifts', run: (actor) => newYearGifts(actor, ctx) })
  }
  if (profile.places.office && !day.dayOff && rng.chance(0.05)) {
    out.push({ at: day.time(rng.int(10, 14), rng.int(0, 50)), name: 'send-documents', run: (actor) => sendDocuments(actor, ctx) })
    if (rng.chance(0.7)) out.push({ at: day.time(17, rng.int(10, 50)), name: 'documents-check', run: (actor) => checkDocuments(actor, day.start) })
  }
  const rate = (day.dayOff ? 0.22 : 0.03) * (profile.age < 18 ? 0.25 : 1)
  if (rng.chance(rate)) {
    const at = day.dayOff ? day.time(rng.int(10, 16), rng.int(0, 59)) : day.time(19, rng.int(0, 50))
    out.push({ at, name: 'send-parcel', run: (actor) => sendParcel(actor, ctx, day.start) })
  }
  return out
}
