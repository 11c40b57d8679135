import { diffStates, openSession, type Session } from '../simulator/world/index.ts'
import { fmt, medianMicros, table } from './measure.ts'

/** A session with `n` prior calls: purchases (state grows) between catalog searches. */
function sessionWithHistory(n: number): Session {
  const session = openSession({ seed: 'bench-history' })
  const queries = ['phone case', 'hoodie', 'air fryer', 'desk lamp', 'running shoes', 'power bank']
  for (let i = 0; i < n; i++) {
    const searchQuery = queries[i % queries.length]!
    if (i % 2 === 0) session.call('temu', 'getProductList', { category: 'Brands', searchQuery })
    else session.call('temu', 'buyProduct', { searchQuery, paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home', bodySize: 'M' })
    if (i % 50 === 0) session.setClock(session.now + 3600_000)
  }
  return session
}

export function measureForkAndDiff(): string {
  const rows: (string | number)[][] = []
  for (const n of [10, 10_000]) {
    const session = sessionWithHistory(n)
    const fork = medianMicros(() => session.fork('f'))
    const snapshot = medianMicros(() => session.snapshot())
    // Diff of one changed order against a state holding every order so far: the newest, which is
    // not yet delivered (an old one can no longer be cancelled).
    const orderId = Object.keys((session.state.apps.temu as { orders: object }).orders).at(-1)!
    const before = session.snapshot()
    const cancelled = session.call('temu', 'cancelOrder', { orderId })
    if (!cancelled.ok) throw new Error(JSON.stringify(cancelled.error))
    const after = session.state
    const changes = diffStates(before.state, after)
    const diff = medianMicros(() => diffStates(before.state, after))
    rows.push([fmt(n), fmt(session.journalLength), fmt(fork, 2), fmt(snapshot, 2), fmt(diff, 2), changes.length])
  }
  return table(['prior calls', 'journal', 'fork µs (median)', 'snapshot µs', 'diff µs, one order cancelled', 'paths changed'], rows)
}
