import type { Lexicon } from '../phrasing.ts'
import { counted, limit, PAY, place, verbatim, yuan, type Render } from './shared.ts'

/*
 * Movies and live shows: "What are the movie showtimes tonight near the mall?", "Book me two
 * regular tickets". A show kind is said as what is listed ("movie showtimes", "concert dates").
 */

const SHOW_KINDS: Readonly<Record<string, string>> = {
  movie: 'movie showtimes',
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
const FEATURED_KINDS: Readonly<Record<string, string>> = { movie: 'movies', concert: 'concerts', drama: 'dramas', musical: 'musicals', festival: 'festivals', exhibition: 'exhibitions' }
const TIME_WORDS = new Set(['today', 'tonight', 'tomorrow', 'this weekend'])

/** [0, 300] -> "under ¥300"; [200, -1] -> "from ¥200 up"; [100, 300] -> "between ¥100 and ¥300". */
const priceRange: Render = (v, say) => {
  if (!Array.isArray(v) || v.length !== 2) return undefined
  const [lo, hi] = v as unknown[]
  if (typeof lo !== 'number' || typeof hi !== 'number') return undefined
  if (hi < 0) return `from ${say.money(lo)} up`
  return lo <= 0 ? `under ${say.money(hi)}` : `between ${say.money(lo)} and ${say.money(hi)}`
}
const seats: Render = (v, say) => {
  const list = (Array.isArray(v) ? v : [v]).map((x) => say.value(x)).filter(Boolean)
  return list.length ? `${list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} or ${list.at(-1)}`} seats` : undefined
}

const TICKET_STATUS: Readonly<Record<string, string>> = { all: 'all of them', confirmed: 'only the confirmed ones', cancelled: 'only the cancelled ones' }
const TICKET_ID = [', order {v}', ', order number {v}'] as const

export const showsLexicon: Lexicon = {
  getShowSchedule: {
    // No "today", "tonight", "movie", "concert", "drama" or "musical" of their own: they are values here.
    intents: [
      'What are the {listing}{rest}?',
      'Check the {listing} for me',
      'Show me the {listing}',
      'Pull up the {listing}',
      'Any {listing}{rest}?',
      'Let me see the {listing}',
      'Find me {lookFor}{rest}',
      'Is there {lookFor} on{rest}?',
      'Look for {lookFor}{rest}',
      'Find me something to see',
      "What's showing{rest}?",
      'Look up the listings for me',
    ],
    usual: ['Find me something to watch, like I usually do', 'Check the listings where I usually go', 'Look up the kind of show I usually see'],
    params: {
      listing: ['for {v}'],
      lookFor: [', {v}'],
      type: [', {v} only'],
      searchQuery: ['{v}'],
      location: ['near {v}', 'around {v}'],
      price_range: [', {v} a ticket', ', with tickets {v}'],
      ticketType: [', {v}', ', in {v}'],
    },
    render: {
      type: showKind,
      searchQuery: (v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined),
      location: place,
      price_range: priceRange,
      ticketType: seats,
    },
    combine: [
      {
        as: 'listing',
        params: ['type'],
        also: ['searchQuery'],
        say: (w, v) => {
          const q = typeof v.searchQuery === 'string' ? v.searchQuery.trim().toLowerCase() : undefined
          if (q === undefined || w.searchQuery === undefined) return w.type
          if (TIME_WORDS.has(q)) return `${w.type} ${w.searchQuery}`
          // A search for the kind itself ("crosstalk" among crosstalk shows) is said once.
          return w.type!.toLowerCase().split(' ').includes(q) ? w.type : `${w.type} for ${w.searchQuery}`
        },
      },
      // Search words without a kind: "something like crosstalk"; a time word stays on its own ("What's on tonight?").
      { as: 'lookFor', params: ['searchQuery'], say: (w, v) => (TIME_WORDS.has(String(v.searchQuery).trim().toLowerCase()) ? undefined : `something like ${w.searchQuery}`) },
    ],
  },
  bookShowTicket: {
    // No "regular": it is a ticketType value.
    intents: ['Book me {tickets}', 'Get me {tickets}', 'I want {tickets}', 'Can you book {tickets}{rest}?', 'Book me tickets', 'I want to buy tickets', 'Can you get me tickets'],
    usual: ['Book my usual tickets', 'Get me tickets the way I usually do', 'Book the show I just looked at'],
    params: {
      tickets: ['{v}'],
      showId: ['for show {v}', 'to show {v}'],
      count: [', {v} of them'],
      ticketType: [', {v} seats'],
      price: [', at {v} each', ', the {v} ones'],
      paymentMethod: PAY,
    },
    render: { showId: verbatim, count: counted, ticketType: (v, say) => seats(v, say)?.replace(/ seats$/, ''), price: yuan },
    combine: [
      {
        as: 'tickets',
        params: ['count'],
        also: ['ticketType'],
        say: (w, v) => {
          const kind = w.ticketType ? `${w.ticketType} ` : ''
          return `${w.count} ${kind}${v.count === 1 ? 'ticket' : 'tickets'}`
        },
      },
    ],
  },
  cancelShowTicket: {
    intents: ['Cancel my tickets', 'I need to cancel my show tickets', 'Can you cancel my tickets', 'Refund my show tickets'],
    usual: ['Cancel the tickets I just bought', "Refund my show tickets, I can't make it"],
    params: { ticketId: TICKET_ID },
    render: { ticketId: verbatim },
  },
  getTicketOrder: {
    intents: ['Show me my tickets', 'Pull up my ticket booking', 'Can you check on my tickets', 'Look up my show tickets'],
    usual: ['Check the tickets I just booked', 'Show me my latest tickets'],
    params: { ticketId: TICKET_ID },
    render: { ticketId: verbatim },
  },
  listTicketOrders: {
    // No "all": it is a status value.
    intents: ['Show me my ticket orders', 'Pull up my show tickets', 'Can you list my ticket orders', 'List my show bookings'],
    usual: ['Show me my recent ticket orders'],
    params: { status: [', {v}', ', {v} please'] },
    render: { status: (v) => (typeof v === 'string' ? (TICKET_STATUS[v] ?? v) : undefined) },
  },
  listFeaturedShows: {
    intents: ["What's featured in {type}", 'Show me the top picks in {type}', "Show me what's featured", "What's trending right now", 'Can you show me the top picks'],
    usual: ["Show me what's featured, like I usually check", 'Pull up the top picks for me'],
    params: { type: [', in {v}'], limit: [', top {v}', ', the first {v}'] },
    render: { type: (v) => (typeof v === 'string' ? (FEATURED_KINDS[v] ?? v) : undefined), limit },
  },
}
