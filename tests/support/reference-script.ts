import type { Outcome } from '../../apps/kit/index.ts'
import type { Session } from '../../simulator/world/index.ts'

/**
 * A fixed, realistic script across the four reference apps; later calls use ids that earlier outcomes
 * returned. Used by the determinism tests (in-process, across processes, and over HTTP).
 */
export type Caller = (app: string, tool: string, args: Record<string, unknown>) => Promise<Outcome> | Outcome

const data = (o: Outcome): any => {
  if (!o.ok) throw new Error(`reference script call failed: ${JSON.stringify(o.error)}`)
  return o.data
}

export async function runReferenceScript(call: Caller, advance: (minutes: number) => Promise<void> | void = () => {}): Promise<Outcome[]> {
  const out: Outcome[] = []
  const run = async (app: string, tool: string, args: Record<string, unknown>) => {
    const o = await call(app, tool, args)
    out.push(o)
    return o
  }
  const list = data(await run('temu', 'getProductList', { category: 'Clothing', searchQuery: 'hoodie', gender: 'male', sortBy: 'price' }))
  const product = list.products[0]
  const order = data(await run('temu', 'buyProduct', { productId: product.productId, paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home', bodySize: product.sizes?.[0] ?? 'M' }))
  await run('temu', 'buyProduct', { searchQuery: 'air fryer', category: 'Home appliances', paymentMethod: 'WeChat Pay', count: 2, shippingAddress: 'office', preference: 'quality' })
  await run('temu', 'getOrderStatus', { orderId: order.orderId })
  const ride = data(await run('didi_chuxing', 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: 'Wangjing SOHO', pickupTime: '09:00', taxiType: 'Premier' }))
  await run('Didi_Chuxing', 'getRideStatus', { rideId: ride.rideId })
  const schedule = data(await run('maoyan', 'getShowSchedule', { type: 'movie', searchQuery: 'Sanlitun', location: 'Beijing' }))
  const show = (schedule.shows ?? schedule.schedule ?? schedule.results)[0]
  const ticket = data(await run('maoyan', 'bookShowTicket', { showId: show.showId, count: 2, paymentMethod: 'WeChat Pay' }))
  await run('keep', 'logExercise', { activityType: 'running', duration: 35 })
  await run('keep', 'createHealthPlan', { equipment: ['dumbbells', 'yoga_mat'], targetAreas: ['legs', 'abs'], goals: ['body_toning'], activityLevel: 'low' })
  await run('temu', 'cancelOrder', { orderId: order.orderId })
  await advance(30)
  await run('didi_chuxing', 'cancelRide', { rideId: ride.rideId })
  await run('maoyan', 'cancelShowTicket', { ticketId: ticket.ticketId ?? ticket.orderId })
  await run('keep', 'getExerciseLog', {})
  await run('temu', 'buyProduct', { productId: 'nope', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' })
  return out
}

/** The script against an in-process session; the clock moves with `advance`. */
export const runInProcess = (session: Session) =>
  runReferenceScript(
    (app, tool, args) => session.call(app, tool, args),
    (minutes) => session.setClock(session.now + minutes * 60_000),
  )
