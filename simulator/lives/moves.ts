import { calendarDay, localParts, MINUTE, type LatLng, type PlaceResolver } from '../../apps/kit/index.ts'
import type { Claim, Conflict, ConflictKind } from './whereabouts.ts'

/**
 * The rules a person's whereabouts obey, claim against claim: one thing at a time, nothing done
 * inside a vehicle, a courier meets someone who is there, and no place reached faster than the
 * city's transit allows. `Whereabouts.admit` applies them; this file says what each one means.
 */

/** Two places closer than this are the same stop (a block, a campus, a mall and its car park). */
export const NEAR_KM = 1.5
/** Door to door in a Chinese city: 1.3 x the straight line at 20 km/h, plus 10 minutes of walking and waiting. */
const DETOUR = 1.3
const TRANSIT_KMH = 20
const DOOR_MIN = 10
/** Farther apart than this, getting there is a trip between cities, which the records always show. */
const INTERCITY_KM = 80
/** A place known only to its city (a geocoded address) may lie anywhere in a city this wide. */
const CITY_SLACK_KM = 30
/** A return to work counts once the person has been seen at home from this hour. */
const EVENING_HOUR = 17
/** Office or school hours are a guess at the core of the day: a commuter may leave this much earlier or arrive later. */
const ROUTINE_SLACK_MIN = 30
const SAME_DAY_MS = 12 * 60 * MINUTE

/** What the rules need to know about the person: where home and work are, and the home city. */
export interface Anchors {
  places: PlaceResolver
  home?: LatLng
  work?: LatLng
  homeCity: string
}

type Where = NonNullable<Claim['place']>

/** How far apart two places are beyond what is not known about them, km; undefined when two places known by the same city only cannot be compared. */
export function apartKm(x: Where, y: Where, places: PlaceResolver): number | undefined {
  if ((x.approximate || y.approximate) && x.city === y.city) return undefined
  const slack = (p: Where) => (p.approximate ? CITY_SLACK_KM : (p.withinKm ?? 0))
  return Math.max(0, places.distanceKm(x, y) - slack(x) - slack(y))
}

const near = (x: Where, y: LatLng | undefined, places: PlaceResolver): boolean => y !== undefined && !x.approximate && places.distanceKm(x, y) - (x.withinKm ?? 0) <= NEAR_KM

/** The least door-to-door time between two places `km` apart by city transit (more than INTERCITY_KM: never without a recorded trip). */
export const transitMinutes = (km: number): number => (km > INTERCITY_KM ? Number.POSITIVE_INFINITY : km <= NEAR_KM ? 0 : ((DETOUR * km) / TRANSIT_KMH) * 60 + DOOR_MIN)

/** Straight-line door-to-door minutes between two points (as `transitMinutes`; between cities, high-speed rail). */
export function minutesBetween(a: LatLng, b: LatLng, places: PlaceResolver): number {
  const km = places.distanceKm(a, b)
  return km > INTERCITY_KM ? (km / 350) * 60 + DOOR_MIN : transitMinutes(km)
}

const conflict = (kind: ConflictKind, c: Claim, o: Claim, why: string): Conflict => ({ record: c.record, with: o.record, kind, why })
const overlaps = (x: Claim, y: Claim) => x.from < y.to && y.from < x.to
const inside = (t: number, m: Claim) => t > m.from && t < m.to
const sameMove = (x: Claim, y: Claim) => x.move !== undefined && x.move.id === y.move?.id
const name = (c: Claim) => c.place?.name ?? c.occupied ?? 'somewhere'

/** A claim placed at a point or a handover, as opposed to a stay that spans hours (a hotel night, office hours, a delivery day). */
const pointLike = (c: Claim) => c.place !== undefined && !c.parcelDay && (c.from === c.to || c.handover !== undefined || c.occupied !== undefined)

/** The conflict between a new claim and one that overlaps it in time, if any. */
export function overlapConflict(c: Claim, o: Claim, a: Anchors): Conflict | undefined {
  if (c.parcelDay || o.parcelDay || sameMove(c, o)) return undefined
  if (c.occupied && o.occupied && overlaps(c, o)) {
    const travel = c.moving !== o.moving
    return conflict(travel ? 'activityDuringTravel' : 'overlap', c, o, `${c.occupied} and ${o.occupied} at the same time`)
  }
  for (const [m, p] of [
    [c, o],
    [o, c],
  ] as const) {
    if (!m.moving || p.moving) continue
    if (p.handover) {
      if (inside(p.handover.due, m)) return conflict('deliveryWhileAway', c, o, `a handover at ${name(p)} while in a ${m.occupied}`)
    } else if (pointLike(p) && inside(p.from, m)) return conflict('activityDuringTravel', c, o, `at ${name(p)} while in a ${m.occupied}`)
  }
  for (const [h, b] of [
    [c, o],
    [o, c],
  ] as const) {
    // A courier waits a few minutes, not through a film or a dinner elsewhere.
    if (h.handover && b.occupied && !b.moving && inside(h.handover.due, b) && !(b.place && h.place && (apartKm(h.place, b.place, a.places) ?? 0) <= NEAR_KM)) return conflict('deliveryWhileAway', c, o, `a handover at ${name(h)} during a ${b.occupied}${b.place ? ` at ${b.place.name}` : ''}`)
  }
  if (!c.place || !o.place || c.moving || o.moving || !(c.from <= o.to && o.from <= c.to)) return undefined
  const km = apartKm(c.place, o.place, a.places)
  if (km === undefined || km <= NEAR_KM) return undefined
  const kind = c.handover || o.handover ? 'deliveryWhileAway' : 'teleport'
  return conflict(kind, c, o, `at ${c.place.name} and ${o.place.name} at the same time`)
}

const dateOf = (ms: number) => calendarDay(ms).date
const hourOf = (ms: number) => localParts(ms).hour

/**
 * A teleport between a new located claim and the claims around it in time (`timeline`: every other
 * located claim, old and new): a place reached too fast, a ride back to where the person already
 * was, or an evening return to work that no record shows.
 */
export function teleport(c: Claim, timeline: readonly Claim[], fresh: readonly Claim[], a: Anchors): Conflict | undefined {
  if (!c.place || c.parcelDay || c.record < 0) return undefined
  const others = timeline.filter((o) => o.place && !o.parcelDay && !sameMove(c, o))
  let before: Claim | undefined
  let after: Claim | undefined
  for (const o of others) {
    if (o.to <= c.from && (!before || o.to > before.to || (o.to === before.to && o.from > before.from))) before = o
    if (o.from >= c.to && (!after || o.from < after.from)) after = o
  }
  // (a) Too fast for door-to-door transit, or between cities with no trip recorded. A move's
  // start is compared with what came before it and its end with what comes after: between lies the move.
  // A claim met by another at the same place (a drop-off at the café) is where the person is; a later
  // claim is compared only the same day (a trip's return may be booked by the next record).
  const pinned = others.some((o) => o.from <= c.to && c.from <= o.to && (apartKm(o.place!, c.place!, a.places) ?? Number.POSITIVE_INFINITY) <= NEAR_KM)
  for (const [x, y] of [
    [c.move?.at === 'end' || pinned ? undefined : before, c],
    [c, c.move?.at === 'start' || pinned || (after && after.from - c.to > SAME_DAY_MS) ? undefined : after],
  ] as const) {
    if (!x || !y) continue
    const km = apartKm(x.place!, y.place!, a.places)
    if (km === undefined || km <= NEAR_KM) continue
    const routine = x.record < 0 || y.record < 0
    // On a day with a trip elsewhere the office hours were never kept: the guess yields to the records.
    if (routine && (km > INTERCITY_KM || x.place!.city !== y.place!.city)) continue
    const gap = (y.from - x.to) / MINUTE + (routine ? ROUTINE_SLACK_MIN : 0)
    const other = x === c ? y : x
    if (gap < transitMinutes(km)) return conflict('teleport', c, other, `at ${c.place.name} and ${other.place!.name} ${Math.max(0, Math.round((y.from - x.to) / MINUTE))} minutes apart`)
  }
  // (b) A ride from P back to Q, where they were last seen: they went to P only to ride back.
  const end = c.move?.at === 'start' ? fresh.find((f) => f.move?.id === c.move!.id && f.move.at === 'end' && f.place) : undefined
  if (end && before && dateOf(before.to) === dateOf(c.from)) {
    const back = apartKm(before.place!, end.place!, a.places)
    const away = apartKm(c.place, end.place!, a.places)
    if (back !== undefined && away !== undefined && back <= NEAR_KM && away > NEAR_KM) return conflict('teleport', c, before, `rides from ${c.place.name} back to ${end.place!.name}, where they already were`)
  }
  // (c) At work in the evening after being seen at home, with no trip to work recorded.
  if (a.work && c.move?.at !== 'end' && near(c.place, a.work, a.places)) {
    const day = dateOf(c.from)
    const home = others.find((h) => h.record >= 0 && dateOf(h.from) === day && hourOf(h.from) >= EVENING_HOUR && h.to <= c.from && near(h.place!, a.home, a.places))
    const commute = home && others.some((e) => e.move?.at === 'end' && e.from >= home.to && e.from <= c.from && near(e.place!, a.work, a.places))
    if (home && !commute) return conflict('teleport', c, home, `back at ${c.place.name} after being home at ${String(hourOf(home.from)).padStart(2, '0')}:${String(localParts(home.from).minute).padStart(2, '0')}, with no trip there`)
  }
  return undefined
}

/** The located claims of a day with a known city (a restaurant's is not), the daily routine aside. */
const cityClaims = (date: string, timeline: readonly Claim[]) => timeline.filter((o) => o.record >= 0 && !o.parcelDay && o.place?.city && (dateOf(o.from) === date || dateOf(o.to) === date))

/** A claim in another city on `date` when none puts the person in the home city that day. */
function awayAllDay(date: string, timeline: readonly Claim[], homeCity: string): Claim | undefined {
  const that = cityClaims(date, timeline)
  return that.some((o) => o.place!.city === homeCity) ? undefined : that.find((o) => o.place!.city !== homeCity)
}

/**
 * A parcel delivered on a day nobody can take it: to the office or school on a day it is closed
 * (`closedOk`: already counted as a holiday office call), or in the home city while the person is
 * away all day. Checked for a new delivery day, and for the first claim that puts the person away.
 */
export function parcelConflicts(c: Claim, timeline: readonly Claim[], a: Anchors, closedOk: boolean): Conflict[] {
  if (c.parcelDay && c.place) {
    const why: string[] = []
    const day = calendarDay(c.from)
    if (!closedOk && day.kind !== 'workday' && (c.place.label === 'office' || c.place.label === 'school' || near(c.place, a.work, a.places))) why.push(`delivered to ${c.place.name} on ${day.date}, a ${day.kind} when it is closed`)
    const away = c.place.city === a.homeCity ? awayAllDay(day.date, timeline, a.homeCity) : undefined
    if (away) why.push(`delivered in ${a.homeCity} on ${day.date} while in ${away.place!.city}`)
    return why.length ? [conflict('deliveryWhileAway', c, away ?? c, why.join('; '))] : []
  }
  if (!c.place?.city || c.place.city === a.homeCity || c.record < 0) return []
  const out: Conflict[] = []
  for (const date of new Set([dateOf(c.from), dateOf(c.to)])) {
    // Only the day's first claim elsewhere finds the parcels, so each is counted once.
    if (cityClaims(date, timeline).length > 0) continue
    for (const q of timeline) if (q.parcelDay && q.place?.city === a.homeCity && dateOf(q.from) === date) out.push(conflict('deliveryWhileAway', c, q, `in ${c.place.city} on ${date} while a parcel is delivered to ${q.place.name}`))
  }
  return out
}
