import { defineApp, type Policy } from '../kit/index.ts'
import { films } from './films.ts'
import { showTicketTools } from './show-tickets.ts'
import { maoyanStageShows } from './stage-shows.ts'
import { emptyTicketBook } from './ticket-book.ts'

/**
 * Under-18 users never see 18+ showtimes in listings (the listing says how many it hid) and a
 * booking of one is refused; the handler enforces it because only the show knows its rating.
 */
const minorAdultContent: Policy = {
  id: 'maoyan.minor_adult_content',
  rule: 'Users under 18 cannot view or buy tickets for 18+ films and shows; listings hide them and bookings are refused.',
  tools: ['getShowSchedule', 'bookShowTicket'],
}

/** Maoyan (猫眼): China's biggest movie-ticket app, with concerts, plays and crosstalk on the side. */
export const maoyan = defineApp({
  id: 'maoyan',
  name: 'Maoyan',
  aliases: ['Maoyan Movie', 'Maoyan Movies', '猫眼', '猫眼电影'],
  domain: 'entertainment',
  description:
    'Movie tickets first: every cinema nearby with showtimes, seat choice and a pickup code; also sells concerts, plays, musicals and crosstalk. Refunds up to 60 minutes before a film starts.',
  traits: { focus: 'movies', price: 'mid', serviceFee: 'low', refunds: 'until 60 min before films' },
  policies: [minorAdultContent],
  initialState: emptyTicketBook,
  tools: showTicketTools({
    brand: 'Maoyan',
    types: ['movie', 'concert', 'drama', 'musical', 'crosstalk', 'comedy', 'dance', 'opera'],
    films,
    stageShows: maoyanStageShows,
    minorPolicyId: minorAdultContent.id,
    // Maoyan adds a small per-ticket fee on films; live shows are sold at face value plus a flat fee.
    serviceFee: (type) => (type === 'movie' ? 2 : 5),
    // Films: full refund until an hour before; live shows: until 48 hours before, keeping 20%.
    refund: (type) => (type === 'movie' ? { cutoffMinutes: 60, feeRate: 0 } : { cutoffMinutes: 48 * 60, feeRate: 0.2 }),
    listingDays: (type) => (type === 'movie' ? 7 : 30),
    maxPerOrder: 6,
  }),
})
