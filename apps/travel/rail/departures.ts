import { DAY, fromLocal, MINUTE, startOfLocalDay, toDate, toDisplay, type ToolContext } from '../../kit/index.ts'
import { durationText, weekdayOf } from '../world/geo.ts'
import type { RailRoute } from './routes.ts'
import { capacityOf, CLASSES, PRESALE_DAYS, type SeatClass } from './fares.ts'
import type { Train } from './timetable.ts'
import { heldSeats, railSeatsLeft } from './seats.ts'

/** A train on a given day, with the seats still for sale in each class (after what this session holds). */
export interface Departure {
  train: Train
  date: string
  departAt: number
  arriveAt: number
  /** False beyond the presale window: the train runs, but tickets are not sold yet. */
  onSale: boolean
  seats: Readonly<Partial<Record<SeatClass, number>>>
}

/** Seats this session already holds: trains and flights alike, by number, day and class. */
export type Held = readonly { number: string; date: string; seat: string; count: number }[]

const midnight = (date: string): number => fromLocal(+date.slice(0, 4), +date.slice(5, 7), +date.slice(8, 10))

/** When a day's tickets go on sale: 15 days ahead, counting the day of travel. */
export const salesOpenAt = (date: string): number => midnight(date) - (PRESALE_DAYS - 1) * DAY

/** What every train of a day shares: computed once per day, not per train. */
interface Day {
  midnight: number
  weekday: number
  onSale: boolean
  /** Whole days from today to the day of travel: the rush sells trains out as it nears. */
  ahead: number
}

/** Whole days from the clock's day to a travel day (0 on the day). */
export const daysAhead = (date: string, now: number): number => Math.round((midnight(date) - startOfLocalDay(now)) / DAY)

const dayInfo = (date: string, now: number): Day => ({ midnight: midnight(date), weekday: weekdayOf(date), onSale: now >= salesOpenAt(date), ahead: daysAhead(date, now) })

export function departure(worldSeed: string, train: Train, date: string, now: number, held: Held, day: Day = dayInfo(date, now)): Departure {
  const departAt = day.midnight + train.departMin * MINUTE
  const seats: Partial<Record<SeatClass, number>> = {}
  for (const c of CLASSES[train.type]) {
    const base = day.onSale ? railSeatsLeft(worldSeed, train, date, c.seat, day.ahead, day.weekday) : c.capacity
    seats[c.seat] = Math.max(0, base - heldSeats(held, train.number, date, c.seat))
  }
  return { train, date, departAt, arriveAt: departAt + train.durationMin * MINUTE, onSale: day.onSale, seats }
}

/** Online sales of a train close this long before it leaves. */
export const SALES_CLOSE_MS = 20 * MINUTE

/** A run of the day as static data: seats before any session's bookings, times as shown. */
interface BaseRun {
  train: Train
  departAt: number
  arriveAt: number
  seats: Readonly<Partial<Record<SeatClass, number>>>
  capacity: Readonly<Partial<Record<SeatClass, number>>>
  shown: Shown
}

export interface Shown {
  departAt: string
  arriveAt: string
  duration: string
}

function baseRuns(ctx: ToolContext, route: RailRoute, date: string): readonly BaseRun[] {
  const ahead = daysAhead(date, ctx.now)
  return ctx.memo(`rail-day:${route.key}:${date}:${ahead}`, () => {
    const day = { midnight: midnight(date), weekday: weekdayOf(date), onSale: true, ahead }
    return route.trains.map((train) => {
      const d = departure(ctx.worldSeed, train, date, 0, [], day)
      const capacity: Partial<Record<SeatClass, number>> = {}
      for (const c of CLASSES[train.type]) capacity[c.seat] = c.capacity
      return Object.freeze({
        train, departAt: d.departAt, arriveAt: d.arriveAt, seats: Object.freeze(d.seats), capacity: Object.freeze(capacity),
        shown: { departAt: toDisplay(d.departAt), arriveAt: toDisplay(d.arriveAt), duration: durationText(train.durationMin) },
      })
    })
  })
}

/** The day's departures of a route, from `after` on (a train whose sales have closed is not listed). */
export function departuresOn(ctx: ToolContext, route: RailRoute, date: string, held: Held, after = 0): (Departure & { shown: Shown })[] {
  const from = Math.max(after, ctx.now + SALES_CLOSE_MS)
  const onSale = ctx.now >= salesOpenAt(date)
  const out: (Departure & { shown: Shown })[] = []
  for (const run of baseRuns(ctx, route, date)) {
    if (run.departAt < from) continue
    let seats = onSale ? run.seats : run.capacity
    if (held.length > 0) {
      const mine: Partial<Record<SeatClass, number>> = {}
      for (const [seat, n] of Object.entries(seats) as [SeatClass, number][]) mine[seat] = Math.max(0, n - heldSeats(held, run.train.number, date, seat))
      seats = mine
    }
    out.push({ train: run.train, date, departAt: run.departAt, arriveAt: run.arriveAt, onSale, seats, shown: run.shown })
  }
  return out
}

/** A train's run on a day, before looking at seats: what a booking walks through in order. */
export interface Slot {
  train: Train
  date: string
  departAt: number
}

/** Runs from an instant over the next `span` ms (24 hours by default), in departure order, lazily. */
export function* slotsFrom(trains: readonly Train[], at: number, now: number, span = DAY): Generator<Slot> {
  const from = Math.max(at, now + SALES_CLOSE_MS)
  for (let day = startOfLocalDay(at); day < at + span; day += DAY) {
    const date = toDate(day)
    const base = midnight(date)
    for (const train of trains) {
      const departAt = base + train.departMin * MINUTE
      if (departAt >= from && departAt < at + span) yield { train, date, departAt }
    }
  }
}

/** Seats of one class still for sale on a run (all of them while the day is not on sale yet). */
export function slotSeats(worldSeed: string, slot: Slot, seat: SeatClass, now: number, held: Held): { onSale: boolean; left: number } {
  const onSale = now >= salesOpenAt(slot.date)
  const base = onSale ? railSeatsLeft(worldSeed, slot.train, slot.date, seat, daysAhead(slot.date, now)) : capacityOf(slot.train.type, seat)
  return { onSale, left: Math.max(0, base - heldSeats(held, slot.train.number, slot.date, seat)) }
}
