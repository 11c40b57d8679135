import { createRng, fromIso, toIso, type App, type Rng } from '../../apps/kit/index.ts'
import type { Basis, RecordAnalysis } from '../anchors/provenance.ts'
import { VAGUENESS_LEVELS, type Case, type CaseKind, type Provenance, type Vagueness } from '../case/index.ts'
import { omittedCount } from '../levels.ts'
import { composeQuery, renderValue, sayer, type ToolPhrasing } from '../queries/index.ts'
import { leaks } from './leaks.ts'

/** An item a query may leave unsaid: the app (`@app`) or a parameter. */
interface Item {
  name: string
  basis: Basis
}

export const APP_ITEM = '@app'
const SOURCE_PRIORITY = { context: 0, habit: 2, profile: 3 } as const
const LEVEL_CODE: Record<Vagueness, string> = { most_clear: 'mc', relevant_clear: 'rc', relevant_vague: 'rv', most_vague: 'mv' }

/** What an anchor can test, from the bases of its items. */
export function kindsOf(items: readonly Item[]): CaseKind[] {
  const kinds = new Set<CaseKind>()
  for (const item of items) kinds.add(item.name === APP_ITEM ? 'tool' : item.basis.source === 'context' ? 'temporal' : 'parameter')
  return (['tool', 'parameter', 'temporal'] as const).filter((k) => kinds.has(k))
}

/** The inferable items in the order levels omit them: context first, then the app, habits, profile. */
export function omissionOrder(analysis: RecordAnalysis, rng: Rng): Item[] {
  const items: Item[] = []
  if (analysis.app) items.push({ name: APP_ITEM, basis: analysis.app })
  for (const [name, basis] of Object.entries(analysis.args)) if (basis) items.push({ name, basis })
  const rank = (i: Item) => (i.name === APP_ITEM ? 1 : SOURCE_PRIORITY[i.basis.source])
  const tiebreak = new Map(items.map((i) => [i.name, rng.next()]))
  return items.sort((a, b) => rank(a) - rank(b) || tiebreak.get(a.name)! - tiebreak.get(b.name)!)
}

const provenanceOf = (basis: Basis): Provenance => ({
  source: basis.source,
  basis: basis.source,
  ...(basis.index !== undefined ? { index: basis.index } : {}),
  ...(basis.count !== undefined ? { count: basis.count } : {}),
  ...(basis.field !== undefined ? { field: basis.field } : {}),
})

export interface AnchorCaseOptions {
  userId: string
  app: App
  phrasing: ToolPhrasing
  /** Extra tags for every case (selection notes). */
  tags: readonly string[]
  /** Levels to write (controls: only most_clear). */
  levels?: readonly Vagueness[]
}

/**
 * The cases of one anchor, one per level, each omitting a superset of the previous level's items.
 * Undefined when some level's query would give away a value it must omit (after a few phrasings).
 */
export function anchorCases(analysis: RecordAnalysis, options: AnchorCaseOptions): Case[] | undefined {
  const { record, index } = analysis
  const baseId = `${options.userId}-${String(index).padStart(4, '0')}`
  const order = omissionOrder(analysis, createRng(`order:${baseId}`))
  const kinds = kindsOf(order)
  const now = fromIso(record.ts)
  const say = sayer(now)
  const cases: Case[] = []
  for (const level of options.levels ?? VAGUENESS_LEVELS) {
    // The vague levels never name the app: when it is inferable, they omit at least up to it.
    const appRank = order.findIndex((i) => i.name === APP_ITEM)
    const vagueLevel = level === 'relevant_vague' || level === 'most_vague'
    const count = Math.max(omittedCount(level, order.length), vagueLevel ? appRank + 1 : 0)
    const omitted = new Map(order.slice(0, count).map((i) => [i.name, i.basis]))
    const stated = Object.fromEntries(Object.entries(record.args).filter(([p]) => p in analysis.args && !omitted.has(p)))
    const appOmitted = omitted.has(APP_ITEM)
    // An app only this app offers goes unnamed at the vague levels: the request implies it.
    const namesApp = !appOmitted && !vagueLevel
    const id = `${baseId}-${LEVEL_CODE[level]}`
    let made: Case | undefined
    for (let attempt = 0; attempt < 6 && !made; attempt++) {
      const composed = composeQuery({
        phrasing: options.phrasing,
        ...(namesApp ? { app: options.app.name } : {}),
        stated,
        vague: level === 'most_vague',
        now,
        rng: createRng(`query:${id}:${attempt}`),
      })
      const hidden = [...omitted.keys()].filter((n) => n !== APP_ITEM).map((p) => ({ value: record.args[p], words: renderValue(options.phrasing, p, record.args[p], say) }))
      if (leaks(composed.query, hidden, appOmitted || !namesApp ? options.app : undefined, Object.values(composed.mentions))) continue
      const args: Record<string, Provenance> = {}
      for (const param of Object.keys(analysis.args)) {
        const basis = analysis.args[param]
        const gone = omitted.get(param)
        args[param] = gone
          ? provenanceOf(gone)
          : { source: 'query', mention: composed.mentions[param]!, ...(basis ? { basis: basis.source } : {}) }
      }
      const appBasis = analysis.app
      const app: Provenance = appOmitted
        ? provenanceOf(appBasis!)
        : namesApp
          ? { source: 'query', mention: options.app.name, ...(appBasis ? { basis: appBasis.source } : {}) }
          : { source: 'query' }
      made = {
        id,
        user: options.userId,
        cutoff: index,
        now: toIso(now),
        query: composed.query,
        vagueness: level,
        gold: [{ app: options.app.id, tool: record.tool, args: record.args }],
        provenance: [{ app, args }],
        kinds,
        tags: [...options.tags],
        domain: analysis.domain,
        context: analysis.context,
        historyLength: index,
        anchor: index,
      }
    }
    if (!made) return undefined
    cases.push(made)
  }
  return cases
}
