// The entertainment apps
export { maoyan } from './maoyan.ts'

// The show-ticket factory other ticket apps (Damai) build on
export { showTicketTools } from './show-tickets.ts'
export type { ShowTicketConfig } from './show-tickets.ts'
export { emptyTicketBook } from './ticket-book.ts'
export type { ShowTicket, ShowTicketState } from './ticket-book.ts'
export { showTypes, ticketTypes } from './show-types.ts'
export type { Film, StageShow, ShowType, TicketType, Showtime } from './show-types.ts'
export { films } from './films.ts'

// Every entertainment app, for the catalog
import { maoyan } from './maoyan.ts'
export const entertainmentApps = [maoyan]
