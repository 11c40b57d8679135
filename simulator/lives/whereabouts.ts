import { calendarDay, fromLocal, MINUTE, type Place, type PlaceResolver, type UserProfile } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../history/index.ts'
import { createPlaceResolver } from '../world/places/index.ts'
import { officeOnHoliday } from './holiday-office.ts'
import { overlapConflict, parcelConflicts, teleport, type Anchors } from './moves.ts'

export { minutesBetween } from './moves.ts'

/**
 * Where a person must be, read off their calls: a ride puts them at the pickup, in the car, then at
 * the drop-off; a film ticket in the cinema for the film; a table booking at the restaurant; a
 * delivery at its address when it arrives; a hotel in its city at night; a workout keeps them busy
 * (at the gym when it needs one); a route looked up from a place is the trip being made.
 * The simulator admits a call only if its claims fit the ones before it, and `audit-lives` counts the
 * calls that do not: one rule, used in both places.
 */
export interface Claim {
  /** The record it comes from (its index in the history), or -1 for the daily routine. */
  record: number
  from: number
  to: number
  /** The place the person is at (a point claim when from === to); absent for a busy claim with no fixed place. */
  place?: Pick<Place, 'name' | 'city' | 'lat' | 'lng'> & {
    label?: string | undefined
    /** Only the city is known (a geocoded address). */
    approximate?: true
    /** Known to within this many km (a restaurant, to its food-grid cell). */
    withinKm?: number
  }
  /** What occupies the person: two occupied claims never overlap. */
  occupied?: 'ride' | 'train' | 'bike' | 'trip' | 'film' | 'show' | 'meal' | 'workout' | 'check-up'
  /** In a vehicle: no other place can be claimed strictly inside. */
  moving?: boolean
  /** The two ends of one recorded move (a ride, a train leg, a bike ride, a route taken). */
  move?: { id: string; at: 'start' | 'end' }
  /** Someone hands something over here: the person must be there at `due` (a delivery's ETA, the last minute to pick up). */
  handover?: { due: number }
  /** The moment the call was made on the phone (no place): nobody taps through a film, a show, a swim or a check-up. */
  tap?: true
  /** A parcel delivered some time on this day (from and to span it): only the day is known. */
  parcelDay?: true
  /** Ids of the booking (ride, ticket, table) a later cancellation removes. */
  id?: string
}

/**
 * overlap: two things that occupy the person at once; teleport: a place reached faster than transit
 * allows, or a move no record explains; activityDuringTravel: a place or an activity inside a ride,
 * a train, a bike ride or a route being taken; deliveryWhileAway: a handover where the person is not.
 */
export type ConflictKind = 'overlap' | 'teleport' | 'activityDuringTravel' | 'deliveryWhileAway'
export const CONFLICT_KINDS = ['overlap', 'teleport', 'activityDuringTravel', 'deliveryWhileAway'] as const satisfies readonly ConflictKind[]

export interface Conflict {
  record: number
  /** The record it conflicts with, -1 for the daily routine, itself for a rule of its own (a closed office). */
  with: number
  kind: ConflictKind
  why: string
}

const FILM_MIN = 135
const SHOW_MIN = 150
const MEAL_MIN = 90
/** A delivery or a pickup claims the place for a few minutes around its time. */
const HANDOVER_MIN = 10
/** Half the diagonal of a food-grid cell, km. */
const RESTAURANT_CELL_KM = 1.6
/** Workouts that need a venue (a pool, a court, a studio, machines): at the saved gym when there is one. */
const VENUE_WORKOUTS = new Set(['swimming', 'yoga', 'pilates', 'hiit', 'strength_training', 'stationary_cycling', 'elliptical', 'rowing', 'aerobics', 'basketball', 'badminton', 'table_tennis', 'tennis', 'volleyball'])

/** 'YYYY-MM-DD HH:mm' (the apps' display form, China Standard Time) to epoch ms. */
export function displayMs(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(text)
  return m ? fromLocal(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])) : Number.NaN
}

/**
 * Where a restaurant is, to within a food-grid cell (~2 km): its id names the cell ('rst_1994_4654_4'
 * is row 1994, column 4654 of cells 0.02 x 0.025 degrees, see apps/food/world/grid.ts).
 */
function restaurantPlace(r: { restaurantId?: string; name?: string } | undefined): Claim['place'] {
  const m = /^rst_(\d+)_(\d+)_/.exec(r?.restaurantId ?? '')
  if (!m) return undefined
  return { name: r?.name ?? r!.restaurantId!, city: '', lat: (Number(m[1]) + 0.5) * 0.02, lng: (Number(m[2]) + 0.5) * 0.025, withinKm: RESTAURANT_CELL_KM }
}

const place = (p: Place): NonNullable<Claim['place']> => ({ name: p.name, city: p.city, lat: p.lat, lng: p.lng, label: p.label })

/** The claims one successful record makes; cancellations are handled by `Whereabouts`. */
export function claimsOf(r: HistoryRecord, index: number, places: PlaceResolver): Claim[] {
  if (!r.outcome?.ok) return []
  const a = r.args as Record<string, any>
  const d = r.outcome.data as Record<string, any>
  const at = (text: unknown) => (typeof text === 'string' ? displayMs(text) : Number.NaN)
  // A geocoded free text has a city but a made-up point: it claims the city only.
  const resolve = (text: unknown) => {
    if (typeof text !== 'string' || !text.trim()) return undefined
    const p = places.resolve(text)
    return p.source === 'geocoded' ? { ...place(p), approximate: true as const } : place(p)
  }
  const out: Claim[] = []
  const stay = (from: number, to: number, p: Claim['place'], extra: Partial<Claim> = {}) => {
    if (Number.isFinite(from) && Number.isFinite(to)) out.push({ record: index, from, to, ...(p ? { place: p } : {}), ...extra })
  }
  const parcelDay = (text: string, p: Claim['place'], id: unknown) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text)
    if (!m || !p) return
    const day = fromLocal(Number(m[1]), Number(m[2]), Number(m[3]))
    stay(day, day + 1440 * MINUTE - 1, p, { parcelDay: true, ...(typeof id === 'string' ? { id } : {}) })
  }
  switch (r.tool) {
    case 'bookTaxi': {
      const t = at(d.pickupTime)
      const end = t + (Number(d.durationMin) || 0) * MINUTE
      const move = `ride:${index}`
      stay(t, t, resolve(a.pickupLocation), { move: { id: move, at: 'start' } })
      stay(t, end, undefined, { occupied: 'ride', moving: true, id: d.rideId })
      stay(end, end, resolve(a.dropoffLocation), { move: { id: move, at: 'end' } })
      break
    }
    case 'bookTrainTicket':
    case 'changeTrainTicket':
    case 'bookTicket': {
      const t = r.tool === 'changeTrainTicket' ? (d.ticket ?? {}) : d
      const legs: { from: unknown; to: unknown; departAt: string; arriveAt: string }[] = t.ticket?.legs ?? [{ from: t.from, to: t.to, departAt: t.departAt, arriveAt: t.arriveAt }]
      legs.forEach((leg, n) => {
        const move = { id: `train:${index}:${n}` }
        const from = at(leg.departAt)
        const to = at(leg.arriveAt)
        const name = (x: unknown) => (typeof x === 'object' && x !== null ? (x as { name: string }).name : x)
        // The stations too belong to the ticket: a change (改签) or a refund takes them back.
        const id = t.ticketId ?? t.bookingId
        stay(from, from, resolve(name(leg.from)), { id, move: { ...move, at: 'start' } })
        stay(from, to, undefined, { occupied: 'train', moving: true, id })
        stay(to, to, resolve(name(leg.to)), { id, move: { ...move, at: 'end' } })
      })
      break
    }
    case 'bookHotel': {
      const h = d.hotel
      if (!h) break
      const p = resolve(a.location)
      // Asleep there each night of the stay.
      const nights = Number(h.nights) || 0
      const first = at(h.checkIn)
      for (let n = 0; n < nights; n++) {
        const night = first - 14 * 60 * MINUTE + n * 1440 * MINUTE
        stay(night + 23 * 60 * MINUTE, night + 30 * 60 * MINUTE, p, { id: d.bookingId })
      }
      break
    }
    case 'bookShowTicket': {
      const t = at(d.startsAt)
      const venue = d.venue?.name ? resolve(d.venue.name) : undefined
      stay(t, t + (d.type === 'movie' ? FILM_MIN : SHOW_MIN) * MINUTE, venue, { occupied: d.type === 'movie' ? 'film' : 'show', id: d.ticketId })
      break
    }
    case 'bookTable': {
      const t = at(d.time)
      stay(t, t + MEAL_MIN * MINUTE, restaurantPlace(d.restaurant), { occupied: 'meal', id: d.bookingId })
      break
    }
    case 'bookHealthCheck': {
      const t = at(d.startsAt)
      stay(t, t + 180 * MINUTE, resolve(a.location), { occupied: 'check-up', id: d.checkId })
      break
    }
    case 'logExercise': {
      // Logged just after the workout (the simulator's habit; imported logs may come later and then claim nothing wrong).
      const end = displayMs(r.ts.slice(0, 16))
      const gym = VENUE_WORKOUTS.has(d.entry?.activity) ? places.resolve('gym') : undefined
      stay(end - (Number(a.duration) || 0) * MINUTE, end, gym?.label === 'gym' ? place(gym) : undefined, { occupied: 'workout' })
      break
    }
    case 'orderTakeout': {
      const t = at(d.estimatedDeliveryTime ?? d.estimatedArrival ?? d.eta)
      const p = resolve(a.deliveryAddress)
      if (Number.isFinite(t)) stay(t - HANDOVER_MIN * MINUTE, t + HANDOVER_MIN * MINUTE, p, { id: d.orderId, handover: { due: t } })
      break
    }
    case 'orderDrink': {
      const t = at(d.readyTime)
      stay(t, t + HANDOVER_MIN * MINUTE, resolve(a.location ?? a.deliveryAddress), { id: d.orderId, handover: { due: t + HANDOVER_MIN * MINUTE } })
      break
    }
    case 'buyProduct': {
      // Groceries come within the hour to the door; a shop's parcel some time on a day.
      const to = resolve(a.shippingAddress ?? a.deliveryAddress)
      const t = at(d.estimatedArrival)
      if (d.fulfilment === 'delivery' && Number.isFinite(t)) stay(t - HANDOVER_MIN * MINUTE, t + HANDOVER_MIN * MINUTE, to, { id: d.orderId, handover: { due: t } })
      else if (typeof d.estimatedDelivery === 'string') parcelDay(d.estimatedDelivery, to, d.orderId)
      break
    }
    case 'createShipment': {
      // The courier collects at the sender's door; a parcel sent to one's own place arrives on a day.
      const t = at(d.pickup?.expectedAt)
      if (Number.isFinite(t)) stay(t - HANDOVER_MIN * MINUTE, t + HANDOVER_MIN * MINUTE, resolve(a.senderAddress), { id: d.shipmentId, handover: { due: t } })
      const to = typeof a.receiverAddress === 'string' ? places.resolve(a.receiverAddress) : undefined
      if (to?.label && typeof d.estimatedDelivery === 'string') parcelDay(d.estimatedDelivery, place(to), d.shipmentId)
      break
    }
    case 'getRoute': {
      // A route looked up from a place is the trip being made now: from the lookup, for the route's time.
      const t = at(d.departAt ?? r.ts.slice(0, 16).replace('T', ' '))
      const end = Number.isFinite(at(d.arriveAt)) ? at(d.arriveAt) : t + (Number(d.durationMin) || 0) * MINUTE
      const from = resolve(a.startLocation ?? a.origin)
      if (!from || !(end > t)) break
      const move = `route:${index}`
      stay(t, t, from, { move: { id: move, at: 'start' } })
      stay(t, end, undefined, { occupied: 'trip', moving: true })
      stay(end, end, resolve(a.endLocation ?? a.destination), { move: { id: move, at: 'end' } })
      break
    }
    case 'unlockBike': {
      const t = at(d.unlockedAt)
      stay(t, t, d.start?.name ? resolve(d.start.name) : undefined, { move: { id: `bike:${d.rideId}`, at: 'start' } })
      break
    }
    case 'endBikeRide': {
      const [t, end] = [at(d.unlockedAt), at(d.endedAt)]
      const move = `bike:${d.rideId}`
      stay(t, t, d.start?.name ? resolve(d.start.name) : undefined, { move: { id: move, at: 'start' } })
      stay(t, end, undefined, { occupied: 'bike', moving: true })
      stay(end, end, d.end?.name ? resolve(d.end.name) : resolve(a.location), { move: { id: move, at: 'end' } })
      break
    }
  }
  return out
}

/** Occupations that keep the phone in the pocket: a call made inside one is a call nobody made. */
const QUIET: ReadonlySet<string> = new Set(['film', 'show', 'workout', 'check-up'])

const tapOf = (r: HistoryRecord, index: number): Claim => {
  const ms = displayMs(r.ts.slice(0, 16))
  return { record: index, from: ms, to: ms, tap: true }
}

/** A call made inside another record's film, show, workout or check-up. */
function phoneUse(r: HistoryRecord, index: number, claims: readonly Claim[]): Conflict[] {
  const at = displayMs(r.ts.slice(0, 16))
  const busy = claims.find((c) => c.record !== index && c.record >= 0 && c.occupied && QUIET.has(c.occupied) && at > c.from && at < c.to)
  return busy ? [{ record: index, with: busy.record, kind: 'overlap', why: `the phone used during a ${busy.occupied}` }] : []
}

/**
 * The person's claims so far, in a form cheap to check a new record against and to rewind (the
 * simulator drops an activity whose calls would not fit). Claims older than two days are never
 * compared again, which keeps a long history linear.
 */
export class Whereabouts {
  private claims: Claim[] = []
  private routineDays = new Set<string>()

  private readonly anchors: Anchors

  constructor(
    readonly profile: UserProfile,
    readonly places: PlaceResolver,
  ) {
    const saved = (label: string) => (profile.places[label] ? places.resolve(label) : undefined)
    const work = saved('office') ?? saved('school')
    this.anchors = { places, home: saved('home'), work, homeCity: places.resolveCity(profile.city) ?? profile.city }
  }

  /** A copy of the claims (a cancellation or a change replaces the array, so a length is not enough). */
  mark(): { claims: Claim[]; routines: Set<string> } {
    return { claims: this.claims.slice(), routines: new Set(this.routineDays) }
  }

  rewind(mark: { claims: Claim[]; routines: Set<string> }): void {
    this.claims = mark.claims
    this.routineDays = mark.routines
  }

  /** The conflicts the record would bring, then (whatever they are) its claims are kept. */
  admit(r: HistoryRecord, index: number): Conflict[] {
    if (r.outcome?.ok && /^cancel|^refund|^change/.test(r.tool)) {
      // A cancelled booking frees the person; a changed ticket (改签) claims its new train instead.
      const id = Object.values(r.args).find((v) => typeof v === 'string')
      this.claims = this.claims.filter((c) => c.id === undefined || c.id !== id)
      if (!r.tool.startsWith('change')) return []
    }
    const tapped = phoneUse(r, index, this.claims)
    const fresh = claimsOf(r, index, this.places)
    if (fresh.length === 0) return tapped
    const horizon = Math.min(...fresh.map((c) => c.from)) - 2 * 1440 * MINUTE
    for (const c of fresh) this.addRoutine(c.from)
    const conflicts: Conflict[] = []
    const recent = this.claims.filter((c) => c.to >= horizon)
    const closedOk = officeOnHoliday(r, this.places)
    for (const c of fresh) {
      const found: Conflict[] = []
      for (let i = recent.length - 1; i >= 0; i--) {
        const x = overlapConflict(c, recent[i]!, this.anchors)
        if (x) found.push(x)
      }
      const timeline = [...recent, ...fresh.filter((f) => f !== c)]
      // A claim already found inside a ride or two places at once is one problem, not two.
      const moved = found.length === 0 ? teleport(c, timeline, fresh, this.anchors) : undefined
      conflicts.push(...found, ...(moved ? [moved] : []), ...parcelConflicts(c, timeline, this.anchors, closedOk))
    }
    // A film, a show, a workout or a check-up claimed over calls already made during it.
    for (const c of fresh) if (c.occupied && QUIET.has(c.occupied)) for (const t of recent) if (t.tap && t.record !== index && t.from > c.from && t.from < c.to) conflicts.push({ record: index, with: t.record, kind: 'overlap', why: `the phone used during a ${c.occupied}` })
    conflicts.push(...tapped)
    // One problem per pair of records, named by its most telling kind (a ride's two ends are one ride).
    const rank = (k: ConflictKind) => ['activityDuringTravel', 'deliveryWhileAway', 'overlap', 'teleport'].indexOf(k)
    const byPair = new Map<number, Conflict>()
    for (const x of conflicts) if (!byPair.has(x.with) || rank(x.kind) < rank(byPair.get(x.with)!.kind)) byPair.set(x.with, x)
    // Claims past the horizon are never compared again: dropping them keeps admit and mark() short.
    if (this.claims.length > 256) this.claims = this.claims.filter((c) => c.to >= horizon)
    this.claims.push(...fresh, tapOf(r, index))
    return [...byPair.values()]
  }

  /**
   * The routine of the day `ms` falls in: a commuter is at the office and a pupil at school through
   * the core hours of a workday, unless the records put them in another city that day.
   */
  private addRoutine(ms: number): void {
    const day = calendarDay(ms)
    if (this.routineDays.has(day.date) || day.kind !== 'workday') return
    this.routineDays.add(day.date)
    const saved = this.profile.places.office ? 'office' : this.profile.age < 18 && this.profile.places.school ? 'school' : undefined
    if (!saved) return
    const [y, m, d] = day.date.split('-').map(Number) as [number, number, number]
    const [from, to] = saved === 'office' ? [[10, 0], [16, 30]] : [[8, 0], [16, 0]]
    this.claims.push({ record: -1, from: fromLocal(y, m, d, from[0]!, from[1]!), to: fromLocal(y, m, d, to[0]!, to[1]!), place: place(this.places.resolve(saved)) })
  }

  /** Drops the routine of a day the person spends elsewhere (a trip, a day off taken for one). */
  excuse(date: string): void {
    this.routineDays.add(date)
    const [y, m, d] = date.split('-').map(Number) as [number, number, number]
    const start = fromLocal(y, m, d)
    this.claims = this.claims.filter((c) => c.record !== -1 || c.from < start || c.from >= start + 1440 * MINUTE)
  }
}

/**
 * A resolver of the person's own for reading whereabouts. The world's resolvers are shared with the
 * apps and learn as they go; reading outcome names through them would change what later calls see.
 */
export const placesOf = (profile: Pick<UserProfile, 'city' | 'places'>): PlaceResolver => createPlaceResolver({ city: profile.city, saved: profile.places })

/** The dates on which a history puts the person in another city than their own (trips, a hometown visit). */
export function daysAway(profile: UserProfile, records: readonly HistoryRecord[], places: PlaceResolver): Set<string> {
  const home = places.resolveCity(profile.city) ?? profile.city
  const out = new Set<string>()
  records.forEach((r, i) => {
    for (const c of claimsOf(r, i, places)) if (c.place?.city && c.place.city !== home) for (const t of [c.from, c.to]) out.add(calendarDay(t).date)
  })
  return out
}

/** Every whereabouts conflict in a history, as the audit counts them. */
export function whereaboutsConflicts(profile: UserProfile, records: readonly HistoryRecord[], places: PlaceResolver): Conflict[] {
  const w = new Whereabouts(profile, places)
  for (const date of daysAway(profile, records, places)) w.excuse(date)
  return records.flatMap((r, i) => w.admit(r, i))
}
