import { createRng, fromIso, toIso, type App, type Rng } from '../../apps/kit/index.ts'
import type { Basis, RecordAnalysis } from '../anchors/provenance.ts'
import { difficultyOf } from '../anchors/difficulty.ts'
import { VAGUENESS_LEVELS, type Case, type CaseKind, type Provenance, type Vagueness } from '../case/index.ts'
import { unsaidFor } from '../levels.ts'
import { composeQuery, renderValue, sayer, type ToolPhrasing } from '../queries/index.ts'
import { leaks } from './leaks.ts'

/** An item a query may leave unsaid: the app (`@app`) or a parameter. */
interface Item {
  name: string
  basis: Basis
}

export const APP_ITEM = '@app'
const LEVEL_CODE: Record<Vagueness, string> = { most_clear: 'mc', relevant_clear: 'rc', relevant_vague: 'rv', most_vague: 'mv' }

/** What an anchor can test, from the bases of its items. */
export function kindsOf(items: readonly Item[]): CaseKind[] {
  const kinds = new Set<CaseKind>()
  for (const item of items) kinds.add(item.name === APP_ITEM ? 'tool' : item.basis.source === 'context' ? 'temporal' : 'parameter')
  return (['tool', 'parameter', 'temporal'] as const).filter((k) => kinds.has(k))
}

/**
 * The inferable items in the order levels omit them: ids first (no request states one), then, in
 * a seeded random order as TRACEBench draws them, each time the item that leaves the fewest
 * trivial predictors still right about every unsaid item (decision 0032), so that each level's
 * unsaid items are a superset of the clearer level's and the clearest level that can be hard is.
 */
export function omissionOrder(analysis: RecordAnalysis, rng: Rng, solvers: (item: string) => ReadonlySet<string> = () => new Set()): Item[] {
  const items: Item[] = []
  if (analysis.app) items.push({ name: APP_ITEM, basis: analysis.app })
  for (const [name, basis] of Object.entries(analysis.args)) if (basis) items.push({ name, basis })
  const tiebreak = new Map(items.map((i) => [i.name, rng.next()]))
  const rest = [...items].sort((a, b) => tiebreak.get(a.name)! - tiebreak.get(b.name)!)
  const order: Item[] = []
  let right: ReadonlySet<string> | undefined
  const left = (i: Item) => (right === undefined ? solvers(i.name) : new Set([...right].filter((p) => solvers(i.name).has(p))))
  while (rest.length) {
    // Ids go first whatever they cost; then the item that narrows the trivial predictors most.
    let pick = rest.findIndex((i) => i.basis.id)
    if (pick < 0) pick = rest.reduce((best, i, k) => (left(i).size < left(rest[best]!).size ? k : best), 0)
    const [item] = rest.splice(pick, 1)
    right = left(item!)
    order.push(item!)
  }
  return order
}

/** Where an item's value comes from, as the levels count sources (an id is context). */
const sourceOf = (i: Item) => i.basis.source

/**
 * The items a level leaves unsaid, or none where the level has no substance (decision 0032): the
 * first `count` of the order; relevant vague needs two sources among them (swapping in the next
 * item of another source if need be), most vague at least two items.
 */
function unsaidItems(order: readonly Item[], count: number, level: Vagueness): Item[] | undefined {
  const chosen = order.slice(0, count)
  if (level === 'most_vague' && count < 2) return undefined
  if (level !== 'relevant_vague') return chosen
  if (count < 2) return undefined
  if (new Set(chosen.map(sourceOf)).size >= 2) return chosen
  const other = order.slice(count).find((i) => i.basis.source !== chosen[0]!.basis.source)
  if (!other) return undefined
  // The last non-id item gives way (ids must stay unsaid: no request states one).
  const last = chosen.map((i, k) => (i.basis.id ? -1 : k)).filter((k) => k >= 0).pop()
  if (last === undefined) return undefined
  chosen[last] = other
  return new Set(chosen.map(sourceOf)).size >= 2 ? chosen : undefined
}

const provenanceOf = (basis: Basis): Provenance => ({
  source: basis.source,
  basis: basis.source,
  ...(basis.index !== undefined ? { index: basis.index } : {}),
  ...(basis.count !== undefined ? { count: basis.count } : {}),
  ...(basis.drift ? { drift: true } : {}),
  ...(basis.field !== undefined ? { field: basis.field } : {}),
  ...(basis.condition !== undefined ? { condition: basis.condition } : {}),
})

export interface AnchorCaseOptions {
  userId: string
  app: App
  phrasing: ToolPhrasing
  /** Extra tags for every case (selection notes). */
  tags: readonly string[]
  /** Levels to write (controls: only most_clear). */
  levels?: readonly Vagueness[]
  /** The trivial predictors that get an item right when it alone is unsaid (see omissionOrder). */
  solvers?: (item: string) => ReadonlySet<string>
}

/**
 * The cases of one anchor, one per level, each omitting a superset of the previous level's items.
 * Undefined when some level's query would give away a value it must omit (after a few phrasings).
 */
export function anchorCases(analysis: RecordAnalysis, options: AnchorCaseOptions): Case[] | undefined {
  const { record, index } = analysis
  const baseId = `${options.userId}-${String(index).padStart(4, '0')}`
  const order = omissionOrder(analysis, createRng(`order:${baseId}`), options.solvers)
  const kinds = kindsOf(order)
  const now = fromIso(record.ts)
  const say = sayer(now)
  const cases: Case[] = []
  // The items a request can leave unsaid or state: the app unless only it offers the tool, every parameter.
  const items = (analysis.appImplied ? 0 : 1) + Object.keys(analysis.args).length
  const difficulty = difficultyOf(analysis)
  for (const level of options.levels ?? VAGUENESS_LEVELS) {
    const count = unsaidFor(level, items)
    // A level exists only where enough items are inferable to make it (most vague: all of them).
    const ids = order.filter((i) => i.basis.id).length
    if (count === undefined || count > order.length || count < ids) continue
    const chosen = unsaidItems(order, count, level)
    if (!chosen) continue
    // The vague levels never name the app: when it is inferable, it is among the unsaid.
    const vagueLevel = level === 'relevant_vague' || level === 'most_vague'
    const app = order.find((i) => i.name === APP_ITEM)
    if (vagueLevel && app && !chosen.includes(app)) {
      if (count <= ids) continue
      chosen[count - 1] = app
      if (level === 'relevant_vague' && new Set(chosen.map(sourceOf)).size < 2) continue
    }
    const omitted = new Map(chosen.map((i) => [i.name, i.basis]))
    const stated = Object.fromEntries(Object.entries(record.args).filter(([p]) => p in analysis.args && !omitted.has(p)))
    const appOmitted = omitted.has(APP_ITEM)
    // An app that is a choice but no habit must be named; one that alone offers the tool goes
    // unnamed at the vague levels (the request implies it).
    const namesApp = !appOmitted && !(analysis.appImplied && vagueLevel)
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
        difficulty,
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
