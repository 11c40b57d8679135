import { environmentalArgumentNames, type Registry } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../../simulator/history/index.ts'
import { TRIVIAL_PREDICTORS, type Case, type TrivialPredictor } from '../case/index.ts'
import { valueKey } from '../anchors/value-key.ts'
import { PREDICTORS, visibleCalls, type Guess, type Reading } from './predictors.ts'

const environmental = new Set<string>(environmentalArgumentNames)

/** A perfect reading of a single request: its stated values (provenance `query`), the app when named or implied. */
export function readingOf(c: Case, registry: Registry): Reading | undefined {
  const gold = c.gold[0]
  const prov = c.provenance[0]
  if (c.gold.length !== 1 || !gold || !prov) return undefined
  const app = registry.resolveApp(gold.app)
  const stated: Record<string, unknown> = {}
  for (const [p, value] of Object.entries(gold.args)) if (environmental.has(p) || prov.args[p]?.source === 'query') stated[p] = value
  const appKnown = prov.app.source === 'query'
  return { tool: gold.tool, ...(appKnown && app.ok ? { app: app.value.id } : {}), stated, params: Object.keys(gold.args) }
}

/** Whether a guess is the gold call: the same app, and every argument the gold's value (or an alternative). */
export function guessMatches(guess: Guess, c: Case, registry: Registry): boolean {
  const gold = c.gold[0]!
  const app = registry.resolveApp(gold.app)
  if (!app.ok || guess.app !== app.value.id) return false
  return Object.entries(gold.args).every(([p, value]) => {
    const key = valueKey(guess.args[p])
    return key === valueKey(value) || (gold.alternatives?.[p] ?? []).some((alt) => valueKey(alt) === key)
  })
}

/**
 * The trivial predictors that solve a single request from the history before its cut-off
 * (decision 0032). Undefined for cases that are no single call (dialogues, refusals, no gold).
 */
export function solvedBy(c: Case, history: readonly HistoryRecord[], registry: Registry): TrivialPredictor[] | undefined {
  if (c.followUps || c.refusal || c.gold.length !== 1) return undefined
  const reading = readingOf(c, registry)
  if (!reading) return undefined
  const visible = visibleCalls(history.slice(0, c.cutoff), registry)
  return TRIVIAL_PREDICTORS.filter((name) => guessMatches(PREDICTORS[name](reading, visible), c, registry))
}
