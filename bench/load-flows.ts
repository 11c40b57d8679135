/**
 * The virtual user of `npm run load`: opens a session, then runs the flows people really run
 * (search -> buy -> status -> cancel; a ride; a coffee), each call timed, until the deadline.
 */
export interface LoadTally {
  requests: number
  /** Non-2xx answers a step did not expect, and network failures. */
  errors: number
  sessions: number
  latenciesMs: number[]
  statuses: Map<number, number>
  firstErrors: string[]
}

export const newTally = (): LoadTally => ({ requests: 0, errors: 0, sessions: 0, latenciesMs: [], statuses: new Map(), firstErrors: [] })

type Json = Record<string, any>

async function call(tally: LoadTally, url: string, body: Json, token?: string): Promise<Json | undefined> {
  const started = performance.now()
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
    const json = (await res.json()) as Json
    tally.latenciesMs.push(performance.now() - started)
    tally.requests++
    tally.statuses.set(res.status, (tally.statuses.get(res.status) ?? 0) + 1)
    if (res.status >= 300) {
      tally.errors++
      if (tally.firstErrors.length < 5) tally.firstErrors.push(`${res.status} ${url.replace(/^http:\/\/[^/]+/, '')} ${JSON.stringify(json).slice(0, 200)}`)
      return undefined
    }
    return json
  } catch (error) {
    tally.requests++
    tally.errors++
    if (tally.firstErrors.length < 5) tally.firstErrors.push(`network ${url}: ${(error as Error).message}`)
    return undefined
  }
}

const queries = [
  { searchQuery: 'hoodie', category: 'Clothing' },
  { searchQuery: 'wireless earbuds', category: 'Electronics' },
  { searchQuery: 'running shoes', category: 'Clothing' },
]
const places = ['Sanlitun', 'Beijing South Railway Station', 'office', 'Wangjing SOHO']

/** One session's worth of flows; `n` varies the values so sessions differ. */
async function oneSession(base: string, tally: LoadTally, user: number, n: number): Promise<void> {
  const created = await call(tally, `${base}/v1/sessions`, { seed: `load-${user}-${n}` })
  if (!created) return
  tally.sessions++
  const token = created.token as string
  const app = (id: string, tool: string, args: Json) => call(tally, `${base}/v1/apps/${id}/${tool}`, args, token)

  const { searchQuery, category } = queries[n % queries.length]!
  await app('temu', 'getProductList', { searchQuery, category })
  const order = await app('temu', 'buyProduct', { searchQuery, paymentMethod: 'Alipay', count: 1 + (n % 3), shippingAddress: 'Home' })
  if (order) {
    await app('temu', 'getOrderStatus', { orderId: order.data.orderId })
    await app('temu', 'cancelOrder', { orderId: order.data.orderId })
  }

  const ride = { pickupLocation: 'Home', dropoffLocation: places[n % places.length]!, pickupTime: '18:30' }
  await app('didi_chuxing', 'estimateFare', ride)
  const booked = await app('didi_chuxing', 'bookTaxi', ride)
  if (booked) {
    await app('didi_chuxing', 'getRideStatus', { rideId: booked.data.rideId })
    await app('didi_chuxing', 'cancelRide', { rideId: booked.data.rideId })
  }

  const drink = await app('luckin_coffee', 'orderDrink', { items: [{ drink: 'latte' }], paymentMethod: 'Alipay', location: 'Home' })
  if (drink) await app('luckin_coffee', 'getDrinkOrderStatus', { orderId: drink.data.orderId })
}

/** Runs `users` virtual users until `deadline` (performance.now() ms); each opens session after session. */
export async function runUsers(base: string, users: number, deadline: number): Promise<LoadTally> {
  const tally = newTally()
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      for (let n = 0; performance.now() < deadline; n++) await oneSession(base, tally, user, n)
    }),
  )
  return tally
}

/** The q-quantile of latencies (sorted in place). */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
}
