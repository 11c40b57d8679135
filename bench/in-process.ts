import type { Session } from '../simulator/world/index.ts'
import { openSession } from '../simulator/world/index.ts'
import { fmt, rate, table } from './measure.ts'
import { TARGET_HEADERS, targetCells, type Target } from './targets.ts'

/** Every tool, read or write, in-process on one core. */
export const TOOL_RATE_TARGET: Target = { op: '≥', limit: 20_000, unit: 'calls/s' }

type Args = Record<string, unknown>

/** A tool call to measure; `prepare` runs once on a fresh session and returns the arguments. */
export interface BenchCall {
  app: string
  tool: string
  prepare: (session: Session) => Args
}

const must = (session: Session, app: string, tool: string, args: Args): any => {
  const o = session.call(app, tool, args)
  if (!o.ok) throw new Error(`bench setup ${app}.${tool} failed: ${JSON.stringify(o.error)}`)
  return o.data
}

/** The reference tools with realistic arguments; follow-ups act on what an earlier call created. */
export const referenceCalls: BenchCall[] = [
  { app: 'temu', tool: 'getProductList', prepare: () => ({ category: 'Electronics', searchQuery: 'wireless earbuds', sortBy: 'price' }) },
  { app: 'temu', tool: 'buyProduct', prepare: () => ({ searchQuery: 'wireless earbuds', category: 'Electronics', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home', preference: 'price' }) },
  {
    app: 'temu',
    tool: 'getOrderStatus',
    prepare: (s) => ({ orderId: must(s, 'temu', 'buyProduct', { searchQuery: 'air fryer', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' }).orderId }),
  },
  {
    app: 'temu',
    tool: 'cancelOrder',
    prepare: (s) => ({ orderId: must(s, 'temu', 'buyProduct', { searchQuery: 'air fryer', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' }).orderId }),
  },
  { app: 'didi_chuxing', tool: 'bookTaxi', prepare: () => ({ pickupLocation: 'Home', dropoffLocation: 'Beijing South Railway Station', pickupTime: '18:30', taxiType: 'Express' }) },
  {
    app: 'didi_chuxing',
    tool: 'getRideStatus',
    prepare: (s) => ({ rideId: must(s, 'didi_chuxing', 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: 'office', pickupTime: '09:00' }).rideId }),
  },
  {
    app: 'didi_chuxing',
    tool: 'cancelRide',
    prepare: (s) => ({ rideId: must(s, 'didi_chuxing', 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: 'office', pickupTime: '09:00' }).rideId }),
  },
  { app: 'maoyan', tool: 'getShowSchedule', prepare: () => ({ type: 'movie', searchQuery: 'Sanlitun', location: 'Beijing' }) },
  { app: 'maoyan', tool: 'bookShowTicket', prepare: (s) => ({ showId: firstShow(s), count: 2, paymentMethod: 'WeChat Pay' }) },
  {
    app: 'maoyan',
    tool: 'cancelShowTicket',
    prepare: (s) => ({ ticketId: must(s, 'maoyan', 'bookShowTicket', { showId: firstShow(s), count: 1, paymentMethod: 'WeChat Pay' }).ticketId }),
  },
  { app: 'keep', tool: 'createHealthPlan', prepare: () => ({ equipment: ['dumbbells', 'yoga_mat'], targetAreas: ['legs', 'abs'], goals: ['body_toning'], activityLevel: 'low' }) },
  { app: 'keep', tool: 'logExercise', prepare: () => ({ activityType: 'running', duration: 30 }) },
  {
    app: 'keep',
    tool: 'getExerciseLog',
    prepare: (s) => {
      for (const activityType of ['running', 'yoga', 'swimming']) must(s, 'keep', 'logExercise', { activityType, duration: 30 })
      return {}
    },
  },
]

function firstShow(s: Session): string {
  const data = must(s, 'maoyan', 'getShowSchedule', { type: 'movie', searchQuery: 'Sanlitun', location: 'Beijing' })
  return data.shows[0].showId
}

export interface ToolRate {
  call: string
  effect: string
  perSecond: number
  microsPerOp: number
}

/**
 * Calls per second of each tool in-process. A write runs against the same prepared snapshot each
 * time (restore is O(1)), so the figure is one call's cost, not the cost of an ever-growing state.
 */
export function measureTools(calls: BenchCall[], budgetMs = 400): ToolRate[] {
  return calls.map(({ app, tool, prepare }) => {
    const session = openSession({ seed: 'bench' })
    const args = prepare(session)
    const start = session.snapshot()
    const effect = session.world.registry.resolveApp(app).ok ? (session.world.registry.fromQualifiedName(`${app}__${tool}`)?.tool.effect ?? '?') : '?'
    const first = session.call(app, tool, args)
    if (!first.ok) throw new Error(`${app}.${tool} failed in bench: ${JSON.stringify(first.error)}`)
    const r = rate(() => {
      session.restore(start)
      session.call(app, tool, args)
    }, budgetMs)
    return { call: `${app}.${tool}`, effect, perSecond: r.perSecond, microsPerOp: r.microsPerOp }
  })
}

export const toolRateTable = (rates: ToolRate[]): string =>
  table(
    ['tool', 'effect', 'calls/s', 'µs/call', ...TARGET_HEADERS],
    rates.map((r) => [r.call, r.effect, fmt(r.perSecond), fmt(r.microsPerOp, 1), ...targetCells([{ target: TOOL_RATE_TARGET, value: r.perSecond }])]),
  )
