import type { Registry } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../history/index.ts'

export interface HistoryStats {
  records: number
  failures: number
  byDomain: Record<string, number>
  byApp: Record<string, number>
  /** Per context tag (`ctx:coffee`): calls, the most used app and its share. */
  contexts: Record<string, { calls: number; app: string; share: number }>
  /** Mean share of the most common value of each habitual parameter (seen 5+ times). */
  habitStability: number
  /** Temporal chains (`chain:*` tags) and the domains each spans. */
  chains: Record<string, string[]>
  /** Tags of deviations, changes and noise, counted. */
  markers: Record<string, number>
}

const HABIT_PARAMS = new Set(['paymentMethod', 'taxiType', 'activityType', 'duration', 'shippingAddress', 'deliveryAddress', 'fulfillment', 'seatClass', 'ticketType'])

const inc = (m: Record<string, number>, k: string, by = 1) => {
  m[k] = (m[k] ?? 0) + by
}

export function historyStats(records: readonly HistoryRecord[], registry: Registry): HistoryStats {
  const byDomain: Record<string, number> = {}
  const byApp: Record<string, number> = {}
  const ctxApps: Record<string, Record<string, number>> = {}
  const values: Record<string, Record<string, number>> = {}
  const chains: Record<string, Set<string>> = {}
  const markers: Record<string, number> = {}
  let failures = 0
  for (const r of records) {
    const app = registry.resolveApp(r.app)
    const domain = app.ok ? app.value.domain : 'unknown'
    inc(byDomain, domain)
    inc(byApp, r.app)
    if (r.outcome && !r.outcome.ok) failures++
    for (const tag of r.meta?.tags ?? []) {
      if (tag.startsWith('ctx:')) inc((ctxApps[tag] ??= {}), r.app)
      else if (tag.startsWith('chain:')) (chains[tag] ??= new Set()).add(domain)
      else if (/^(deviation|change|noise):/.test(tag)) inc(markers, tag.split(':')[0]!)
    }
    for (const [k, v] of Object.entries(r.args)) {
      if (HABIT_PARAMS.has(k) && (typeof v === 'string' || typeof v === 'number')) inc((values[`${r.app}.${r.tool}.${k}`] ??= {}), String(v))
    }
  }
  const contexts: HistoryStats['contexts'] = {}
  for (const [ctx, apps] of Object.entries(ctxApps)) {
    const calls = Object.values(apps).reduce((a, b) => a + b, 0)
    const [app, n] = Object.entries(apps).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!
    contexts[ctx] = { calls, app, share: n / calls }
  }
  const shares = Object.values(values)
    .map((counts) => Object.values(counts))
    .filter((c) => c.reduce((a, b) => a + b, 0) >= 5)
    .map((c) => Math.max(...c) / c.reduce((a, b) => a + b, 0))
  return {
    records: records.length,
    failures,
    byDomain,
    byApp,
    contexts,
    habitStability: shares.length ? shares.reduce((a, b) => a + b, 0) / shares.length : 1,
    chains: Object.fromEntries(Object.entries(chains).map(([k, v]) => [k, [...v].sort()])),
    markers,
  }
}
