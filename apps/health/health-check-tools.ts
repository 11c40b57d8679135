import { z } from 'zod'
import { conflict, createRng, DAY, defineTool, fromLocal, HOUR, localParts, notFound, parseDay, startOfLocalDay, toDate, toDisplay, toIso, type Place, type Tool, type ToolContext } from '../kit/index.ts'
import { placeOrNotFound } from '../kit/places.ts'
import { CHECK_SLOTS, PACKAGE_IDS, PACKAGES, packageHelp, TIERS, type PackageId } from './health-check-packages.ts'

/** A booked check-up as the session keeps it; whether it is done follows from the clock. */
export interface HealthCheck {
  checkId: string
  packageId: PackageId
  centreId: string
  centreName: string
  district: string
  /** ISO 8601 (+08:00). */
  startsAt: string
  price: number
  bookedAt: string
  status: 'booked' | 'cancelled'
  cancelledAt?: string
}

export interface HealthCheckState {
  checks: Record<string, HealthCheck>
}

/** A check-up takes the morning; it counts as done (and as the health assessment) three hours after it starts. */
const CHECK_HOURS = 3
const BOOKING_WINDOW_DAYS = 60

export type CheckStatus = 'booked' | 'completed' | 'cancelled'
export const statusOf = (c: HealthCheck, now: number): CheckStatus => (c.status === 'cancelled' ? 'cancelled' : Date.parse(c.startsAt) + CHECK_HOURS * HOUR <= now ? 'completed' : 'booked')

/** The latest completed check-up, which serves as the health assessment the elderly rule asks for. */
export function completedCheck(state: HealthCheckState, now: number): HealthCheck | undefined {
  let best: HealthCheck | undefined
  for (const id in state.checks) {
    const c = state.checks[id]!
    if (statusOf(c, now) === 'completed' && (!best || c.startsAt > best.startsAt)) best = c
  }
  return best
}

const checkView = z.object({
  checkId: z.string(),
  status: z.enum(['booked', 'completed', 'cancelled']),
  package: z.object({ id: z.enum(PACKAGE_IDS), name: z.string(), nameZh: z.string(), tier: z.enum(TIERS), items: z.array(z.string()) }),
  centre: z.object({ centreId: z.string(), name: z.string(), district: z.string() }),
  startsAt: z.string(),
  price: z.number(),
  instructions: z.string(),
  cancellableUntil: z.string(),
  reportReadyBy: z.string(),
  /** Headline results once the check is done. */
  report: z.object({ bmi: z.number(), bloodPressure: z.string(), fastingGlucose: z.string(), restingHeartRate: z.number(), clearance: z.string() }).optional(),
  cancelledAt: z.string().optional(),
})

/** Changes close at 18:00 the day before: the centre prepares the kits overnight. */
const cancelDeadline = (start: number) => startOfLocalDay(start) - 6 * HOUR

function view(c: HealthCheck, ctx: ToolContext): z.input<typeof checkView> {
  const pkg = PACKAGES[c.packageId]
  const start = Date.parse(c.startsAt)
  const status = statusOf(c, ctx.now)
  const out: z.input<typeof checkView> = {
    checkId: c.checkId,
    status,
    package: { id: pkg.id, name: pkg.name, nameZh: pkg.nameZh, tier: pkg.tier, items: [...pkg.items] },
    centre: { centreId: c.centreId, name: c.centreName, district: c.district },
    startsAt: toDisplay(start),
    price: c.price,
    instructions: 'Fast from 8 pm the night before (water is fine), bring your ID card, and skip the morning walk: exercise raises some blood values.',
    cancellableUntil: toDisplay(cancelDeadline(start)),
    reportReadyBy: toDisplay(startOfLocalDay(start) + 3 * DAY + 18 * HOUR),
  }
  if (status === 'completed') {
    // Headline results: a pure function of the world, the check and the user, so every read agrees.
    const rng = createRng(`${ctx.worldSeed}:check-report:${c.checkId}:${ctx.user.id}`)
    const bmi = Math.round((ctx.user.weightKg / (ctx.user.heightCm / 100) ** 2) * 10) / 10
    const systolic = 112 + Math.round(ctx.user.age / 4) + rng.int(-6, 8)
    out.report = {
      bmi,
      bloodPressure: `${systolic}/${Math.round(systolic * 0.64) + rng.int(-3, 3)} mmHg`,
      fastingGlucose: `${(4.6 + ctx.user.age / 100 + rng.float(0, 0.6)).toFixed(1)} mmol/L`,
      restingHeartRate: rng.int(62, 80),
      clearance: 'Cleared for exercise; build up intensity gradually and stop on chest pain or dizziness.',
    }
  }
  if (c.cancelledAt) out.cancelledAt = toDisplay(Date.parse(c.cancelledAt))
  return out
}

/** Health-management centres of hospitals in the user's city, nearest the place first. */
function nearestCentre(ctx: ToolContext, near: Place): Place | undefined {
  return ctx.places.near(near, 'hospital', 20).find((p) => p.city === near.city)
}

function findCheck(state: HealthCheckState, checkId: string): HealthCheck {
  const c = Object.hasOwn(state.checks, checkId.trim()) ? state.checks[checkId.trim()] : undefined
  if (!c) throw notFound(`No health check "${checkId}" in this account`)
  return c
}

const checkIdArg = z.string().trim().min(1).max(40).describe("The check-up's id from bookHealthCheck, e.g. 'hc_0001'.")

/** bookHealthCheck, cancelHealthCheck, getHealthCheck and listHealthChecks over `checks.hc_0001`. */
export function healthCheckTools<S extends HealthCheckState>(brand: string): Tool<S>[] {
  const bookHealthCheck = defineTool({
    name: 'bookHealthCheck',
    description: `Books a ${brand} check-up package at the partner hospital health-management centre nearest a place. Mornings only (fasting), Monday to Saturday, from tomorrow up to ${BOOKING_WINDOW_DAYS} days ahead.`,
    effect: 'write',
    input: z.object({
      packageId: z.enum(PACKAGE_IDS).describe(`Package (tier, price): ${packageHelp()}. 'senior' is for 50+.`),
      date: z.string().trim().min(1).max(40).describe("Day of the check-up: 'YYYY-MM-DD', 'MM-DD' or 'tomorrow'."),
      time: z.enum(CHECK_SLOTS).optional().describe("Arrival slot; default '08:00'."),
      location: z.string().trim().min(1).max(200).optional().describe("Book at the centre nearest this place; default 'home'."),
    }),
    output: checkView,
    run(state: S, args, ctx) {
      const day = parseDay(args.date, ctx.now, 'date')
      const [y, m, d] = day.split('-').map(Number) as [number, number, number]
      const [hh, mm] = (args.time ?? '08:00').split(':').map(Number) as [number, number]
      const start = fromLocal(y, m, d, hh, mm)
      if (startOfLocalDay(start) <= startOfLocalDay(ctx.now)) throw conflict(`Check-ups are booked at least a day ahead (fasting from the night before); the earliest day is ${toDate(ctx.now + DAY)}`)
      if (start > ctx.now + BOOKING_WINDOW_DAYS * DAY) throw conflict(`Bookings open ${BOOKING_WINDOW_DAYS} days ahead; ${day} is too far out`)
      if (localParts(start).weekday === 0) throw conflict(`Partner centres do no check-ups on Sundays; ${day} is a Sunday`)
      const committed = ctx.committed as S
      for (const id in committed.checks) {
        const c = committed.checks[id]!
        if (c.status === 'booked' && toDate(Date.parse(c.startsAt)) === day) throw conflict(`You already have a check-up on ${day} (${c.checkId}); cancel it first to change it`)
      }
      const near = args.location === undefined ? ctx.places.resolve('home') : placeOrNotFound(ctx.places, args.location, 'location')
      const hospital = nearestCentre(ctx, near)
      if (!hospital) throw conflict(`No ${brand} partner centre near ${near.name}`)
      const check: HealthCheck = {
        checkId: ctx.ids.next('hc'),
        packageId: args.packageId,
        centreId: hospital.id,
        centreName: `${hospital.name} Health Management Center`,
        district: hospital.district,
        startsAt: toIso(start),
        price: PACKAGES[args.packageId].price,
        bookedAt: toIso(ctx.now),
        status: 'booked',
      }
      state.checks[check.checkId] = check
      return view(check, ctx)
    },
  })

  const cancelHealthCheck = defineTool({
    name: 'cancelHealthCheck',
    description: `Cancels a booked ${brand} check-up with a full refund; changes close at 18:00 the day before.`,
    effect: 'write',
    input: z.object({ checkId: checkIdArg }),
    output: checkView.extend({ refund: z.number() }),
    run(state: S, args, ctx) {
      const c = findCheck(state, args.checkId)
      const status = statusOf(c, ctx.now)
      if (status === 'cancelled') throw conflict(`Check-up ${c.checkId} was already cancelled`)
      const start = Date.parse(c.startsAt)
      if (ctx.now >= start) throw conflict(`Check-up ${c.checkId} took place on ${toDisplay(start)}; it cannot be cancelled`)
      if (ctx.now > cancelDeadline(start)) throw conflict(`Check-up ${c.checkId} can no longer be cancelled: changes closed at ${toDisplay(cancelDeadline(start))}`)
      c.status = 'cancelled'
      c.cancelledAt = toIso(ctx.now)
      return { ...view(c, ctx), refund: c.price }
    },
  })

  const getHealthCheck = defineTool({
    name: 'getHealthCheck',
    description: `One ${brand} check-up: package, centre, time, status, and the headline report once it is done.`,
    effect: 'read',
    input: z.object({ checkId: checkIdArg }),
    output: checkView,
    run: (state: S, args, ctx) => view(findCheck(state, args.checkId), ctx),
  })

  const listHealthChecks = defineTool({
    name: 'listHealthChecks',
    description: `The account's ${brand} check-ups in booking order.`,
    effect: 'read',
    input: z.object({ status: z.enum(['all', 'booked', 'completed', 'cancelled']).optional().describe("Only check-ups with this status; default 'all'.") }),
    output: z.object({ checks: z.array(checkView) }),
    run: (state: S, args, ctx) => ({
      checks: Object.values(state.checks)
        .map((c) => view(c, ctx))
        .filter((v) => !args.status || args.status === 'all' || v.status === args.status),
    }),
  })

  return [bookHealthCheck, cancelHealthCheck, getHealthCheck, listHealthChecks] as Tool<S>[]
}
