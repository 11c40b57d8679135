import type { Place, ToolContext } from '../../kit/index.ts'
import { isRushHour, straightKm } from '../roads.ts'
import type { MapsFlavour } from './flavour.ts'
import { localTransit, type LocalTransit } from './local-transit.ts'
import { hubStation, railLeg } from './rail.ts'
import { round1, round2, scheduleLegs, type RoutePlan } from './route-types.ts'

/** A transit route: inside a city by metro and bus, between cities by high-speed rail with local legs at both ends. */

/** Places of one city farther apart than this still go by train (a suburb's own station). */
const SAME_CITY_KM = 80

/** Local legs are static world data for a pair of places and a kind of hour: computed once per world. */
const cachedLocal = (flavour: MapsFlavour, ctx: ToolContext, from: Place, to: Place, departMs: number): LocalTransit =>
  ctx.memo(`maps:transit:${flavour.brand}:${from.id}>${to.id}:${isRushHour(departMs) ? 'rush' : 'off'}`, () => localTransit(flavour, from, to, departMs))

function local(flavour: MapsFlavour, ctx: ToolContext, from: Place, to: Place, departMs: number): RoutePlan {
  const t = cachedLocal(flavour, ctx, from, to, departMs)
  const { legs, arriveMs } = scheduleLegs(t.legs, departMs)
  return {
    mode: 'transit',
    distanceKm: round1(t.distanceKm),
    durationMin: Math.round((arriveMs - departMs) / 60_000),
    departMs,
    arriveMs,
    summary: t.lines.length === 0 ? `Walk to ${to.name}` : `${t.lines.join(' → ')}${t.transfers > 0 ? `, ${t.transfers} change${t.transfers === 1 ? '' : 's'}` : ''}`,
    legs,
    transitFare: t.fare,
    transfers: t.transfers,
    walkingKm: round1(t.walkingKm),
    lines: t.lines,
  }
}

function intercity(flavour: MapsFlavour, ctx: ToolContext, from: Place, to: Place, departMs: number): RoutePlan {
  const hubA = hubStation(ctx, from, to)
  const hubB = hubStation(ctx, to, from)
  // Two far ends of one city served by the same station: no train between them, the city's own transport.
  if (hubA.id === hubB.id) return local(flavour, ctx, from, to, departMs)
  const none: LocalTransit = { legs: [], fare: 0, lines: [], transfers: 0, walkingKm: 0, distanceKm: 0 }
  const toHub = hubA.id === from.id ? none : cachedLocal(flavour, ctx, from, hubA, departMs)
  const atHub = scheduleLegs(toHub.legs, departMs).arriveMs
  const rail = railLeg(hubA, hubB, atHub)
  const fromHub = hubB.id === to.id ? none : cachedLocal(flavour, ctx, hubB, to, atHub)
  const { legs, arriveMs } = scheduleLegs([...toHub.legs, rail.leg, ...fromHub.legs], departMs)
  const lines = [...toHub.lines, rail.leg.line!, ...fromHub.lines]
  const note =
    straightKm(from, to) > 1200
      ? `${flavour.brand}: a long rail journey; a flight is usually quicker over this distance.`
      : `${flavour.brand}: train times follow the published timetable; buy tickets on 12306 or a travel app.`
  return {
    mode: 'transit',
    distanceKm: round1(toHub.distanceKm + rail.railKm + fromHub.distanceKm),
    durationMin: Math.round((arriveMs - departMs) / 60_000),
    departMs,
    arriveMs,
    summary: `${hubA.name} → ${hubB.name} by train ${rail.leg.line}`,
    legs,
    transitFare: round2(toHub.fare + rail.fare + fromHub.fare),
    transfers: lines.length - 1,
    walkingKm: round1(toHub.walkingKm + fromHub.walkingKm),
    lines,
    note,
  }
}

/** Neighbouring cities this close share metro lines and buses (Guangzhou and Foshan): no train needed. */
const TWIN_CITY_KM = 40

export function planTransit(flavour: MapsFlavour, ctx: ToolContext, from: Place, to: Place, departMs: number): RoutePlan {
  const km = straightKm(from, to)
  const local_ = (from.city === to.city && km <= SAME_CITY_KM) || km <= TWIN_CITY_KM
  return local_ ? local(flavour, ctx, from, to, departMs) : intercity(flavour, ctx, from, to, departMs)
}
