import { toDisplay, type Rng } from '../../../apps/kit/index.ts'
import type { Actor } from '../actor.ts'
import { paymentFor } from '../choices.ts'
import type { Habits } from '../habits.ts'
import { fromDisplay, hhmm, tryCall } from './shared.ts'

/**
 * Trains on the habitual app in the habitual class: a search for a day's trains in a wanted window,
 * then a booking (12306 by train number, an agency by departure time), a sold-out first choice tried
 * and refused first. Trips and the Spring Festival journey home both book this way.
 */

export interface Leg {
  /** 12306 ticket id or the agency's booking id. */
  id: string
  number: string
  from: string
  to: string
  date: string
  departAt: number
  arriveAt: number
}

/** What a traveller picks on an agency for a railway class: its 'economy class' is second class; first class is first class. */
export const agencySeat = (seatClass: string): string => (seatClass === 'second class' ? 'economy class' : seatClass)

export const isRailway = (app: string): boolean => /12306/.test(app)

export interface TrainOption {
  number: string
  from: string
  to: string
  departAt: number
  arriveAt: number
  seatsLeft: number
}

/**
 * Trains leaving in the window and arriving by `latest`, in order; else those leaving up to two hours
 * earlier; else any that arrives by `latest`, the one leaving nearest the window first (a long line's
 * last train that still arrives, not its first at dawn).
 */
export function chooseTrains(options: TrainOption[], earliest: number, lastDeparture: number, latest: number): TrainOption[] {
  const arriving = options.filter((o) => o.arriveAt <= latest)
  const inWindow = arriving.filter((o) => o.departAt >= earliest && o.departAt <= lastDeparture)
  if (inWindow.length > 0) return inWindow
  const near = arriving.filter((o) => o.departAt >= earliest - 2 * 3600_000)
  if (near.length > 0) return near
  const off = (o: TrainOption) => Math.abs(o.departAt - earliest)
  return [...arriving].sort((a, b) => off(a) - off(b) || a.departAt - b.departAt)
}

/** A train search's trains in the habitual class, on the habitual app, in the order it lists them. */
export interface TrainSearch {
  from: string
  to: string
  date: string
  candidates: TrainOption[]
}

/**
 * Searches the habitual app for trains on a day: 12306 by stations and day (sometimes only G
 * trains), an agency from a few hours before the wanted window (it lists departures from a time).
 */
export function searchTrain(actor: Actor, habits: Habits, from: string, to: string, date: string, window: { earliest: number; last: number; latest: number }, tags: string[], rng: Rng): TrainSearch {
  const app = habits.apps.train
  const seatClass = habits.values.seatClass
  if (isRailway(app)) {
    const res = actor.call(app, 'searchTrains', { from, to, date, ...(rng.chance(0.3) ? { trainTypes: ['G'] } : {}) }, tags)
    const options: TrainOption[] = res.trains
      .filter((t: any) => t.type !== 'K' && t.seats.some((s: any) => s.seatClass === seatClass))
      .map((t: any) => ({ number: t.trainNumber, from: t.from, to: t.to, departAt: fromDisplay(t.departAt), arriveAt: fromDisplay(t.arriveAt), seatsLeft: t.seats.find((s: any) => s.seatClass === seatClass).seatsLeft }))
    return { from, to, date, candidates: chooseTrains(options, window.earliest, window.last, window.latest) }
  }
  // Agencies list train seats by the railway's names.
  const seatType = seatClass
  const since = Math.max(fromDisplay(`${date} 06:00`), window.earliest - 4 * 3600_000)
  const res = actor.call(app, 'searchTickets', { from, to, time: `${date} ${hhmm(since)}`, transportation: 'train' }, tags)
  const options: TrainOption[] = res.options
    .filter((o: any) => o.mode === 'train' && o.fares.some((f: any) => f.seatType === seatType))
    .map((o: any) => ({ number: o.number, from: o.from, to: o.to, departAt: fromDisplay(o.departAt), arriveAt: fromDisplay(o.arriveAt), seatsLeft: o.fares.find((f: any) => f.seatType === seatType).seatsLeft }))
  return { from, to, date, candidates: chooseTrains(options, window.earliest, window.last, window.latest) }
}

/** The train to book from a search: the first listed with a seat in the class. */
/** The train taken: the first with seats, or (given the traveller's stream) one of the first few, as people pick by more than the hour. */
export const bookable = (search: TrainSearch, rng?: Rng): TrainOption | undefined => {
  const open = search.candidates.filter((c) => c.seatsLeft > 0)
  return rng && open.length > 1 ? rng.pick(open.slice(0, 3)) : open[0]
}

/**
 * Books the chosen train: on 12306 by its number in the habitual class (a sold-out first choice is
 * tried anyway, refused, before the next train is booked); on an agency by its departure time.
 * Both legs booked in one sitting are paid the same way: the caller passes `paymentMethod`.
 */
export function bookTrain(actor: Actor, habits: Habits, search: TrainSearch, chosen: TrainOption, tags: string[], paymentMethod = paymentFor(habits, actor.user, habits.apps.train, actor.rng)): Leg {
  const app = habits.apps.train
  const seatClass = habits.values.seatClass
  if (isRailway(app)) {
    const first = search.candidates[0]!
    if (first.seatsLeft === 0) {
      tryCall(actor.later(1, 3), app, 'bookTrainTicket', { trainNumber: first.number, from: first.from, to: first.to, date: search.date, seatClass, paymentMethod }, tags, 'noise:sold_out')
    }
    const t = actor.later(1, 4).call(app, 'bookTrainTicket', { trainNumber: chosen.number, from: chosen.from, to: chosen.to, date: search.date, seatClass, paymentMethod }, tags)
    return { id: t.ticketId, number: t.trainNumber, from: t.from, to: t.to, date: search.date, departAt: fromDisplay(t.departAt), arriveAt: fromDisplay(t.arriveAt) }
  }
  const b = actor
    .later(1, 4)
    .call(app, 'bookTicket', { from: search.from, to: search.to, ticketType: 'one-way', time: toDisplay(chosen.departAt), count: 1, paymentMethod, transportation: 'train', seatType: agencySeat(seatClass) }, tags)
  const leg = b.ticket.legs[0]
  return { id: b.bookingId, number: leg.number, from: leg.from.name, to: leg.to.name, date: leg.departAt.slice(0, 10), departAt: fromDisplay(leg.departAt), arriveAt: fromDisplay(leg.arriveAt) }
}
