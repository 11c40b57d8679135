import type { Case } from '../case/index.ts'

/*
 * How varied a suite's requests are, apart from the values they state: a request's template is its
 * text with every stated value's mention replaced by `{param}` and the app's name by `{app}`. A suite
 * of a few templates filled in teaches a reader the templates, not the users.
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The request's template: mentions (longest first, as whole words, any case) and the app's name as placeholders. */
export function requestTemplate(c: Case): string {
  const holes: [string, string][] = []
  for (const prov of c.provenance) {
    if (prov.app.source === 'query' && prov.app.mention) holes.push([prov.app.mention, 'app'])
    for (const [param, p] of Object.entries(prov.args)) if (p.source === 'query' && p.mention) holes.push([p.mention, param])
  }
  let text = c.query
  for (const [words, name] of holes.sort((a, b) => b[0].length - a[0].length)) {
    text = text.replace(new RegExp(`(^|[^\\p{L}\\p{N}])${escape(words)}(?=$|[^\\p{L}\\p{N}])`, 'giu'), `$1{${name}}`)
  }
  return text
}

export interface PhrasingVariety {
  /** Requests measured: every case but counterfactual twins and dialogues (which repeat a level's request by construction). */
  requests: number
  /** Distinct templates among them. */
  templates: number
  /** The most common template and its share of the requests (0..1). */
  top: { template: string; count: number; share: number }
  /** Anchors (one user's record asked at several levels) measured, and those with two levels asking in the same words. */
  anchors: number
  repeatedAnchors: { user: string; anchor: number; query: string }[]
}

/** The variety of a suite's requests: templates, the largest template's share, anchors whose levels share a request. */
export function phrasingVariety(cases: readonly Case[]): PhrasingVariety {
  const measured = cases.filter((c) => !c.counterfactual && !c.followUps)
  const counts = new Map<string, number>()
  for (const c of measured) {
    const t = requestTemplate(c)
    counts.set(t, (counts.get(t) ?? 0) + 1)
  }
  const [template, count] = [...counts].reduce((best, e) => (e[1] > best[1] ? e : best), ['', 0] as [string, number])
  const byAnchor = new Map<string, Case[]>()
  for (const c of measured) {
    if (c.anchor === undefined || c.refusal) continue
    const key = `${c.user}:${c.anchor}`
    byAnchor.set(key, [...(byAnchor.get(key) ?? []), c])
  }
  const groups = [...byAnchor.values()].filter((g) => new Set(g.map((c) => c.vagueness)).size > 1)
  const repeatedAnchors = groups.flatMap((g) => {
    const twice = g.find((a, i) => g.some((b, j) => j > i && a.vagueness !== b.vagueness && a.query === b.query))
    return twice ? [{ user: twice.user, anchor: twice.anchor!, query: twice.query }] : []
  })
  return {
    requests: measured.length,
    templates: counts.size,
    top: { template, count, share: measured.length ? count / measured.length : 0 },
    anchors: groups.length,
    repeatedAnchors,
  }
}

/** The rows `npm run suite-stats` can print. */
export function phrasingVarietyRows(cases: readonly Case[]): string[] {
  const v = phrasingVariety(cases)
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`
  return [
    `${'templates'.padEnd(16)} ${v.templates} distinct of ${v.requests} requests; the most common covers ${v.top.count} (${pct(v.top.share)}): "${v.top.template}"`,
    `${'anchor requests'.padEnd(16)} ${v.anchors - v.repeatedAnchors.length} of ${v.anchors} anchors ask in different words at every level`,
  ]
}
