// The entertainment apps
export { maoyan } from './maoyan.ts'
export { damai } from './damai.ts'

// The show-ticket factory other ticket apps (Damai) build on
export { showTicketTools } from './show-tickets.ts'
export type { ShowTicketConfig } from './show-tickets.ts'
export { emptyTicketBook } from './ticket-book.ts'
export type { RefundRule, RefundTerms } from './refunds.ts'
export type { RealNameRule } from './real-name.ts'
export { FEATURED_ALIAS } from './featured.ts'
export type { ShowTicket, ShowTicketState } from './ticket-book.ts'
export { showTypes, ticketTypes } from './show-types.ts'
export type { Film, StageShow, ShowType, TicketType, Showtime } from './show-types.ts'
export { films } from './films.ts'

// Every entertainment app, for the catalog
import { maoyan } from './maoyan.ts'
import { damai } from './damai.ts'
export const entertainmentApps = [maoyan, damai]
