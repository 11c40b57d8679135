import type { Lexicon } from '../phrasing.ts'
import { freeText, LIMIT, RECENT, onDay, place, reason, REASON, verbatim, when, type Render } from './shared.ts'

/* Parcels and reminders: "Send a 1.8 kg parcel of books from home to ...", "Remind me to pay the phone bill on ...". */

const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {})

/** A parcel: "a 1.4 kg parcel of books (30x20x15 cm, declared value ¥47)", "a 0.8 kg return parcel (kettle)". */
const parcel: Render = (value, say) => {
  const p = record(value)
  if (!Object.keys(p).length) return undefined
  const contents = p.contents === undefined ? undefined : say.value(p.contents)
  const weight = typeof p.weight === 'number' ? `${p.weight} kg ` : typeof p.weight === 'string' ? `${p.weight} ` : ''
  const details: string[] = []
  const d = p.dimensions
  if (typeof d === 'string') details.push(/\d$/.test(d) ? `${d} cm` : d)
  else if (Array.isArray(d)) details.push(`${d.join('x')} cm`)
  else if (d && typeof d === 'object') details.push(`${record(d).length}x${record(d).width}x${record(d).height} cm`)
  if (typeof p.declaredValue === 'number') details.push(`declared value ${say.money(p.declaredValue)}`)
  const known = new Set(['contents', 'weight', 'dimensions', 'declaredValue'])
  for (const [k, v] of Object.entries(p)) if (!known.has(k)) details.push(`${say.value(k).toLowerCase()} ${say.value(v)}`)
  const returned = contents && /^return:\s*/i.exec(contents)
  const head = returned ? `a ${weight}return parcel (${contents})` : contents ? `a ${weight}parcel of ${contents}` : `a ${weight}parcel`
  return details.length ? `${head}${returned ? ',' : ''} ${returned ? details.join(', ') : `(${details.join(', ')})`}` : head
}

const CARRIERS: Readonly<Record<string, string>> = { SF: 'SF Express', STO: 'STO Express' }
const carrier: Render = (v) => (typeof v === 'string' ? (CARRIERS[v.toUpperCase()] ?? v) : undefined)

const SHIPMENT_STATUS: Readonly<Record<string, string>> = {
  pending_pickup: 'the ones waiting for pickup',
  picked_up: 'the ones picked up',
  in_transit: 'the ones in transit',
  arrived_at_destination: 'the ones that reached the destination city',
  out_for_delivery: 'the ones out for delivery',
  delivered: 'the delivered ones',
  cancelled: 'the cancelled ones',
}

// Titles that start with one of these read "to pay the phone bill"; others "about Grandma's birthday".
const TODO_VERBS = new Set(['pay', 'call', 'send', 'order', 'buy', 'book', 'renew', 'take', 'pick', 'water', 'check', 'submit', 'return', 'bring', 'visit', 'clean', 'feed', 'cancel', 'charge', 'wish', 'prepare', 'leave', 'go', 'get', 'meet', 'text', 'email', 'print', 'collect', 'refill', 'top', 'drink', 'stretch', 'walk', 'move', 'file', 'do'])

/** A reminder's title after "remind me": "to pay the phone bill", "about grandma's birthday", "about Train G5 to Shanghai". */
const title: Render = (v) => {
  if (typeof v !== 'string' || !v.trim()) return undefined
  const t = v.trim().replace(/[.!]+$/, '')
  const first = t.split(/\s+/)[0]!.toLowerCase()
  // Sentence-case text is lower-cased at the start; a title with names in it keeps its capitals.
  const lowered = /^[A-Z][a-z']/.test(t) && !/\s[A-Z]/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t
  // A title with its own punctuation ("Check-up tomorrow: nothing to eat after 8 pm") is quoted whole.
  if (/[:;]/.test(t)) return `about "${t}"`
  return TODO_VERBS.has(first) ? `to ${lowered}` : `about ${lowered}`
}

const REPEAT: Readonly<Record<string, string>> = { none: 'just once', daily: 'every day', weekdays: 'on weekdays', weekly: 'every week', monthly: 'every month', yearly: 'every year' }
const SHIPMENT_ID = [', shipment {v}', ', tracking number {v}'] as const
const REMINDER_ID = [', reminder {v}', ', the one with id {v}'] as const

export const errandsLexicon: Lexicon = {
  createShipment: {
    intents: [
      'Send {packageDetails}',
      'Ship {packageDetails} for me',
      'I need to mail {packageDetails}',
      'Mail {packageDetails} for me',
      'I want to send {packageDetails}',
      'Send a parcel for me',
      'Book a courier for me',
      'I need to mail a package',
      'I have a parcel to send',
    ],
    usual: ['Send a parcel the usual way', 'Mail a package like I usually do', 'Ship something off like last time'],
    params: {
      packageDetails: [', it\'s {v}'],
      route: ['{v}'],
      senderAddress: ['from {v}', ', picked up from {v}'],
      receiverAddress: ['to {v}'],
      shippingCompany: [', with {v}', ', via {v}', ', using {v}'],
      shippingType: [', {v} delivery', ', by {v} delivery'],
    },
    loose: ['shippingCompany', 'shippingType'],
    render: { packageDetails: parcel, senderAddress: place, receiverAddress: freeText, shippingCompany: carrier },
    combine: [{ as: 'route', params: ['senderAddress', 'receiverAddress'], say: (w) => [`from ${w.senderAddress} to ${w.receiverAddress}`, `, picked up from ${w.senderAddress} and going to ${w.receiverAddress}`] }],
  },
  getShipmentStatus: {
    intents: ['Track my parcel', "Where's my package", 'Check on my shipment', 'Can you track a parcel for me'],
    usual: ["Where's the parcel I sent", 'Track the package I just mailed', 'Did my parcel arrive yet'],
    params: { shipmentId: SHIPMENT_ID, shippingCompany: [', sent with {v}', ', it went with {v}'] },
    render: { shipmentId: verbatim, shippingCompany: carrier },
  },
  getCourierLocations: {
    intents: [
      'Find {shippingCompany} couriers',
      'Where can I drop off a parcel with {shippingCompany}{rest}?',
      'Where are the {shippingCompany} pickup points{rest}?',
      'Show me {shippingCompany} couriers',
      'Find a courier for me',
      'Where can I drop off a parcel{rest}?',
      'Find couriers and pickup points',
      'Any couriers{rest}?',
    ],
    usual: ['Find a courier near me', 'Who can collect a parcel from me', 'Where can I drop off a parcel close by'],
    params: { location: ['near {v}', 'around {v}'], shippingCompany: [', {v} only', ', with {v}'] },
    render: { location: place, shippingCompany: carrier },
  },
  cancelShipment: {
    intents: ['Cancel my shipment', 'Please cancel the parcel', 'I need to cancel my shipment', 'Can you cancel the shipment'],
    usual: ['Cancel the parcel I just sent', 'Call off my latest shipment'],
    params: { shipmentId: SHIPMENT_ID, reason: REASON },
    render: { shipmentId: verbatim, reason },
  },
  listShipments: {
    intents: ['Show me my shipments', 'List my parcels', "Pull up the packages I've sent", 'Can you list my shipments'],
    usual: ['What parcels have I sent lately', 'Show me my recent shipments'],
    params: { status: [', just {v}', ', only {v}'], limit: RECENT },
    render: { status: (v) => (typeof v === 'string' ? (SHIPMENT_STATUS[v] ?? v.replaceAll('_', ' ')) : undefined) },
  },

  createReminder: {
    intents: [
      'Remind me {title}',
      'Set a reminder {title}',
      'Can you remind me {title}',
      "Don't let me forget {title}",
      'I need a reminder {title}',
      'Add a reminder {title}',
      'Put in a reminder {title}',
      'Set a reminder',
      'Add something to my to-do list',
      'Can you remind me of something',
    ],
    usual: ['Set my usual reminder', 'Add the reminder I always set', 'Set up my regular reminder'],
    params: {
      title: ['{v}'],
      time: ['{v}'],
      repeat: [', {v}', ', and repeat it {v}'],
      location: ['at {v}'],
      list: [', in my {v} list', ', on my {v} list'],
      notes: [' (note: {v})', ', and add the note {v}'],
    },
    loose: ['time', 'location'],
    front: ['time'],
    render: {
      title,
      time: when,
      repeat: (v) => (typeof v === 'string' ? REPEAT[v] : undefined),
      location: place,
      list: verbatim,
      notes: (v) => (typeof v === 'string' ? `"${v.trim().replace(/[.!]+$/, '')}"` : undefined),
    },
  },
  listReminders: {
    // Some intents without "reminder": the Reminders app is named by that word, and vague levels leave the app unsaid.
    intents: ["What's on my to-do list{rest}?", 'What do I need to remember{rest}?', 'What reminders do I have{rest}?', 'Show me my reminders', 'Can you pull up my reminders'],
    usual: ['What do I have coming up', 'Is there anything I need to remember', "What's on my to-do list"],
    params: {
      date: ['{v}', 'due {v}'],
      list: ['in my {v} list', 'on my {v} list'],
      includeCompleted: [', {v}'],
      limit: LIMIT,
    },
    render: {
      date: (v, say) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? onDay(v, say) : undefined),
      list: verbatim,
      includeCompleted: (v) => (v === true ? 'including the completed ones' : v === false ? 'leaving out the completed ones' : undefined),
    },
  },
  completeReminder: {
    intents: ['Tick that to-do off my list', 'Mark that to-do as done', 'Tick off the reminder', 'Can you mark the reminder as done'],
    usual: ["I've done it, tick it off my to-do list", 'Mark my latest to-do as done'],
    params: { reminderId: REMINDER_ID },
    render: { reminderId: verbatim },
  },
  deleteReminder: {
    intents: ['Take that off my to-do list', 'Delete that to-do', 'Delete the reminder', 'Can you delete the reminder'],
    usual: ["Take the to-do I no longer need off my list", 'Delete my latest to-do'],
    params: { reminderId: REMINDER_ID },
    render: { reminderId: verbatim },
  },
}
