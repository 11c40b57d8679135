import { VAGUENESS_LEVELS, type Case } from '../case/index.ts'

const APP = '@app'

/** Per case: its items (the app when a choice, every parameter), inferable ones, and those unsaid. */
function itemsOf(c: Case): { items: number; inferable: number; unsaid: number; inferableUnsaid: number } {
  let items = 0
  let inferable = 0
  let unsaid = 0
  let inferableUnsaid = 0
  for (const prov of c.provenance) {
    for (const [name, p] of [[APP, prov.app] as const, ...Object.entries(prov.args)]) {
      if (name === APP && !p.basis && p.source === 'query' && p.mention === undefined) continue
      items++
      const canInfer = p.source !== 'query' || p.basis !== undefined
      if (canInfer) inferable++
      if (p.source !== 'query') {
        unsaid++
        if (canInfer) inferableUnsaid++
      }
    }
  }
  return { items, inferable, unsaid, inferableUnsaid }
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(0)}%` : '-')

/**
 * Per level, the share of items left unsaid (all items, and inferable items): what TRACEBench's
 * levels mean, measured on the cases (anchored single requests and dialogue openings).
 */
export function omissionByLevel(cases: readonly Case[]): string[] {
  const rows: string[] = []
  for (const level of VAGUENESS_LEVELS) {
    const at = cases.filter((c) => c.vagueness === level && c.kinds.length > 0 && c.gold.length > 0)
    let items = 0
    let inferable = 0
    let unsaid = 0
    let inferableUnsaid = 0
    const histogram = new Map<number, number>()
    for (const c of at) {
      const n = itemsOf(c)
      items += n.items
      inferable += n.inferable
      unsaid += n.unsaid
      inferableUnsaid += n.inferableUnsaid
      histogram.set(n.unsaid, (histogram.get(n.unsaid) ?? 0) + 1)
    }
    const spread = [...histogram].sort((a, b) => a[0] - b[0]).map(([k, v]) => `${k}:${v}`).join(' ')
    rows.push(`${`omitted ${level}`.padEnd(24)} ${at.length} cases; ${pct(unsaid, items)} of items, ${pct(inferableUnsaid, inferable)} of inferable items unsaid; cases by items unsaid ${spread}`)
  }
  return rows
}
