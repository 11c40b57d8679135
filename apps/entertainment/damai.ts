import { defineApp, type Policy } from '../kit/index.ts'
import { damaiStageShows } from './damai-shows.ts'
import { showTicketTools } from './show-tickets.ts'
import { emptyTicketBook } from './ticket-book.ts'

/** Same rule as Maoyan's: 18+ shows are hidden from minors' listings and refused at booking. */
const minorAdultContent: Policy = {
  id: 'damai.minor_adult_content',
  rule: 'Users under 18 cannot see or buy tickets for 18+ shows (late-night stand-up and the like); listings hide them and bookings are refused.',
  tools: ['getShowSchedule', 'bookShowTicket'],
}

const DAY_MIN = 24 * 60

/**
 * Damai (大麦): China's live-entertainment ticketing agent (Alibaba). Stadium tours city by city, music
 * festivals, CBA and CSL home games, theatre and exhibitions; no films. Tickets are sold at face value with no
 * service fee, bound to the buyer's ID card (real-name entry, at most 4 per ID per show), and refunds
 * follow the post-2024 ladder: the nearer the show, the higher the fee, none in the last 72 hours.
 */
export const damai = defineApp({
  id: 'damai',
  name: 'Damai',
  aliases: ['Damai', '大麦', '大麦网', 'Damai.cn', 'Damai Tickets'],
  domain: 'entertainment',
  description:
    'Live-show tickets: touring concerts (one city per stop), music festivals, sports (CBA, CSL in their seasons), plays, musicals, dance, opera and exhibitions. Several price tiers per show (six at a stadium); popular tours sell out. Face value with no service fee; real-name tickets bound to the ID card (max 4 per ID per show); refunds less 10% until 7 days before and 20% until 72 hours before, none after. Exhibitions refund in full until the day before.',
  traits: { focus: 'live shows', price: 'face value', serviceFee: 'none', realName: true, refunds: 'ladder, none within 72 h' },
  policies: [minorAdultContent],
  initialState: emptyTicketBook,
  tools: showTicketTools({
    brand: 'Damai',
    types: ['concert', 'festival', 'sports', 'drama', 'musical', 'crosstalk', 'comedy', 'dance', 'opera', 'exhibition'],
    films: [],
    stageShows: damaiStageShows,
    minorPolicyId: minorAdultContent.id,
    serviceFee: () => 0,
    refund: (type) =>
      type === 'exhibition'
        ? { cutoffMinutes: DAY_MIN, feeRate: 0 }
        : [
            { cutoffMinutes: 7 * DAY_MIN, feeRate: 0.1 },
            { cutoffMinutes: 3 * DAY_MIN, feeRate: 0.2 },
          ],
    // Tours go on sale weeks ahead; exhibitions sell timed slots two weeks out.
    listingDays: (type) => (type === 'exhibition' ? 14 : 30),
    maxPerOrder: 4,
    realName: { perShowLimit: 4 },
    showIdPrefix: 'dm',
    orderIdPrefix: 'dm',
  }),
})
