import { calendarDay, fromLocal, MINUTE, type LatLng, type Place, type PlaceResolver, type UserProfile } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../history/index.ts'
import { createPlaceResolver } from '../world/places/index.ts'

/**
 * Where a person must be, read off their calls: a ride puts them at the pickup, in the car, then at
 * the drop-off; a film ticket in the cinema for the film; a table booking at the restaurant; a
 * delivery at its address when it arrives; a hotel in its city at night; a workout keeps them busy.
 * The simulator admits a call only if its claims fit the ones before it, and `audit-lives` counts the
 * calls that do not: one rule, used in both places.
 */
export interface Claim {
  /** The record it comes from (its index in the history), or -1 for the daily routine. */
  record: number
  from: number
  to: number
  /** The place the person is at (a point claim when from === to); absent for a busy claim with no fixed place. */
  place?: Pick<Place, 'name' | 'city' | 'lat' | 'lng'> & { label?: string | undefined; /** Only the city is known (a geocoded address). */ approximate?: true }
  /** What occupies the person: two occupied claims never overlap. */
  occupied?: 'ride' | 'train' | 'film' | 'show' | 'meal' | 'workout' | 'check-up'
  /** In a vehicle: no other place can be claimed strictly inside. */
  moving?: boolean
  /** Ids of the booking (ride, ticket, table) a later cancellation removes. */
  id?: string
}

export interface Conflict {
  record: number
  with: number
  why: string
}

const FILM_MIN = 135
const SHOW_MIN = 150
const MEAL_MIN = 90
/** A delivery or a pickup claims the place for a few minutes around its time. */
const HANDOVER_MIN = 10

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
  return { name: r?.name ?? r!.restaurantId!, city: '', lat: (Number(m[1]) + 0.5) * 0.02, lng: (Number(m[2]) + 0.5) * 0.025 }
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
  switch (r.tool) {
    case 'bookTaxi': {
      const t = at(d.pickupTime)
      const end = t + (Number(d.durationMin) || 0) * MINUTE
      stay(t, t, resolve(a.pickupLocation))
      stay(t, end, undefined, { occupied: 'ride', moving: true, id: d.rideId })
      stay(end, end, resolve(a.dropoffLocation))
      break
    }
    case 'bookTrainTicket':
    case 'changeTrainTicket':
    case 'bookTicket': {
      const t = r.tool === 'changeTrainTicket' ? (d.ticket ?? {}) : d
      const legs: { from: unknown; to: unknown; departAt: string; arriveAt: string }[] = t.ticket?.legs ?? [{ from: t.from, to: t.to, departAt: t.departAt, arriveAt: t.arriveAt }]
      for (const leg of legs) {
        const from = at(leg.departAt)
        const to = at(leg.arriveAt)
        const name = (x: unknown) => (typeof x === 'object' && x !== null ? (x as { name: string }).name : x)
        // The stations too belong to the ticket: a change (改签) or a refund takes them back.
        const id = t.ticketId ?? t.bookingId
        stay(from, from, resolve(name(leg.from)), { id })
        stay(from, to, undefined, { occupied: 'train', moving: true, id })
        stay(to, to, resolve(name(leg.to)), { id })
      }
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
      stay(end - (Number(a.duration) || 0) * MINUTE, end, undefined, { occupied: 'workout' })
      break
    }
    case 'orderTakeout': {
      const t = at(d.estimatedDeliveryTime ?? d.estimatedArrival ?? d.eta)
      const p = resolve(a.deliveryAddress)
      if (Number.isFinite(t)) stay(t - HANDOVER_MIN * MINUTE, t + HANDOVER_MIN * MINUTE, p, { id: d.orderId })
      break
    }
    case 'orderDrink': {
      const t = at(d.readyTime)
      stay(t, t + HANDOVER_MIN * MINUTE, resolve(a.location ?? a.deliveryAddress), { id: d.orderId })
      break
    }
    case 'unlockBike': {
      const t = at(d.unlockedAt)
      stay(t, t, d.start?.name ? resolve(d.start.name) : undefined)
      break
    }
  }
  return out
}

/** Straight-line speeds no trip beats: city traffic door to door, then high-speed rail (Beijing–Tianjin in about 30 minutes). */
export function minutesBetween(a: LatLng, b: LatLng, places: PlaceResolver): number {
  const km = places.distanceKm(a, b)
  // Within a couple of km the places may be the same block (a restaurant is known to its grid cell).
  if (km < 2) return 0
  return km < 80 ? (km / 40) * 60 + 5 : (km / 350) * 60 + 10
}

function why(x: Claim, y: Claim, places: PlaceResolver): string | undefined {
  const overlap = x.from < y.to && y.from < x.to
  if (x.occupied && y.occupied && overlap) return `${x.occupied} and ${y.occupied} at the same time`
  for (const [m, p] of [
    [x, y],
    [y, x],
  ] as const) {
    if (m.moving && p.place && p.from > m.from && p.to < m.to) return `at ${p.place.name} while in a ${m.occupied}`
  }
  if (!x.place || !y.place) return undefined
  // Two places known only to their city (or one) are compared only when the cities differ.
  if ((x.place.approximate || y.place.approximate) && x.place.city === y.place.city) return undefined
  const gap = Math.max(x.from, y.from) - Math.min(x.to, y.to)
  const need = minutesBetween(x.place, y.place, places) * MINUTE
  if (need > 0 && gap < need) return `at ${x.place.name} and ${y.place.name} ${Math.max(0, Math.round(gap / MINUTE))} minutes apart`
  return undefined
}

/**
 * The person's claims so far, in a form cheap to check a new record against and to rewind (the
 * simulator drops an activity whose calls would not fit). Claims older than two days are never
 * compared again, which keeps a long history linear.
 */
export class Whereabouts {
  private claims: Claim[] = []
  private routineDays = new Set<string>()

  constructor(
    readonly profile: UserProfile,
    readonly places: PlaceResolver,
  ) {}

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
    const fresh = claimsOf(r, index, this.places)
    if (fresh.length === 0) return []
    const horizon = Math.min(...fresh.map((c) => c.from)) - 2 * 1440 * MINUTE
    for (const c of fresh) this.addRoutine(c.from)
    const conflicts: Conflict[] = []
    for (const c of fresh) {
      for (let i = this.claims.length - 1; i >= 0; i--) {
        const old = this.claims[i]!
        if (old.to < horizon) continue
        const reason = why(c, old, this.places)
        if (reason) conflicts.push({ record: index, with: old.record, why: reason })
      }
    }
    // Claims past the horizon are never compared again: dropping them keeps admit and mark() short.
    if (this.claims.length > 256) this.claims = this.claims.filter((c) => c.to >= horizon)
    this.claims.push(...fresh)
    return conflicts
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
