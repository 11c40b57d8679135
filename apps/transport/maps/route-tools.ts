import { z } from 'zod'
import { defineTool, toDisplay, type Place, type Tool } from '../../kit/index.ts'
import { straightKm } from '../roads.ts'
import type { MapsState } from './favorites-state.ts'
import { ROUTE_PREFERENCES, type MapsFlavour, type RoutePreference } from './flavour.ts'
import { planRoute, resolveLocation } from './plan.ts'
import { round1, type RoutePlan } from './route-types.ts'

/** ToolSpectrum's map interface: getDistance and getRoute between two places, by the app's modes. */

export const locationText = (role: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(200)
    .describe(`The ${role}: a saved place ('home', 'office'), one of your favourites by name, a landmark, station or street address (with its city when it is not yours), or 'lat,lng' coordinates.`)

const modeArg = (f: MapsFlavour) =>
  z
    .enum(f.modes)
    .optional()
    .describe(`How to travel: ${f.modes.map((m) => `'${m}'`).join(', ')}. Default '${f.defaultMode}'.`)

export const placeOut = z.object({ name: z.string(), district: z.string(), city: z.string() })
export const placeView = (p: Place) => ({ name: p.name, district: p.district, city: p.city })

const stepOut = z.object({
  mode: z.enum(['walk', 'drive', 'cycle', 'metro', 'bus', 'rail']),
  instruction: z.string(),
  distanceKm: z.number(),
  durationMin: z.number().int(),
  departAt: z.string(),
  line: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  stops: z.number().int().optional(),
})

const routeOut = (f: MapsFlavour) =>
  z.object({
    start: placeOut,
    end: placeOut,
    transportMode: z.enum(f.modes),
    distanceKm: z.number(),
    durationMin: z.number().int(),
    departAt: z.string(),
    arriveAt: z.string(),
    summary: z.string(),
    tolls: z.number().optional().describe('Expressway tolls for the car, CNY (driving).'),
    taxiFareEstimate: z.number().optional().describe(`${f.taxi.label}, CNY (driving within a city).`),
    trafficLights: z.number().int().optional(),
    transitFare: z.number().optional().describe('Fares of every metro, bus and train leg, CNY (transit).'),
    transfers: z.number().int().optional(),
    walkingKm: z.number().optional(),
    lines: z.array(z.string()).optional(),
    steps: z.array(stepOut),
    note: z.string().optional(),
  })

function routeView(f: MapsFlavour, plan: RoutePlan, from: Place, to: Place) {
  const { legs, departMs, arriveMs, mode, ...rest } = plan
  return {
    start: placeView(from),
    end: placeView(to),
    transportMode: mode,
    ...rest,
    departAt: toDisplay(departMs),
    arriveAt: toDisplay(arriveMs),
    steps: legs.map(({ kind, ...leg }) => ({ mode: kind, ...leg })),
    ...(plan.note ? { note: plan.note } : {}),
  }
}

export function getRouteTool(f: MapsFlavour): Tool<MapsState> {
  const base = { startLocation: locationText('starting point'), endLocation: locationText('destination'), transportMode: modeArg(f) }
  const preference = z.enum(ROUTE_PREFERENCES).optional().describe("Driving only: 'fastest' (default), 'avoid_tolls', 'avoid_congestion' or 'shortest'.")
  // Only apps that offer route preferences take the parameter: the others' schema stays the toolset's.
  const full = z.object({ ...base, routePreference: preference })
  const input = f.routePreferences ? full : (z.object(base) as unknown as typeof full)
  return defineTool({
    name: 'getRoute',
    description: `Plans a route between two places for one way of travelling: distance, time, departure and arrival on the clock, and step-by-step legs (metro and bus lines, trains between cities, the roads taken, tolls and a taxi estimate for driving). ${f.brand}.`,
    effect: 'read',
    input,
    output: routeOut(f),
    run(state: MapsState, args, ctx) {
      const from = resolveLocation(state, ctx, args.startLocation, 'startLocation')
      const to = resolveLocation(state, ctx, args.endLocation, 'endLocation', from)
      const pref: RoutePreference = args.routePreference ?? 'fastest'
      return routeView(f, planRoute(f, ctx, from, to, args.transportMode ?? f.defaultMode, pref), from, to)
    },
  })
}

export function getDistanceTool(f: MapsFlavour): Tool<MapsState> {
  return defineTool({
    name: 'getDistance',
    description: `Distance between two places for one way of travelling (by road, by public transport or on foot), with the straight-line distance and the time it takes now. ${f.brand}.`,
    effect: 'read',
    input: z.object({ startLocation: locationText('starting point'), endLocation: locationText('destination'), transportMode: modeArg(f) }),
    output: z.object({
      start: placeOut,
      end: placeOut,
      transportMode: z.enum(f.modes),
      distanceKm: z.number(),
      straightLineKm: z.number(),
      durationMin: z.number().int(),
      note: z.string().optional(),
    }),
    run(state: MapsState, args, ctx) {
      const from = resolveLocation(state, ctx, args.startLocation, 'startLocation')
      const to = resolveLocation(state, ctx, args.endLocation, 'endLocation', from)
      const plan = planRoute(f, ctx, from, to, args.transportMode ?? f.defaultMode)
      return {
        start: placeView(from),
        end: placeView(to),
        transportMode: plan.mode,
        distanceKm: plan.distanceKm,
        straightLineKm: round1(straightKm(from, to)),
        durationMin: plan.durationMin,
        ...(plan.note ? { note: plan.note } : {}),
      }
    },
  })
}
