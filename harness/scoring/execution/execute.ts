import type { Outcome } from '../../../apps/kit/index.ts'
import type { Call } from '../../../scenarios/case/index.ts'
import { diffStates, type Session, type StateChange } from '../../../simulator/world/index.ts'
import type { ExecutionVerdict } from '../../eval/result.ts'

const MAX_PATHS = 12
const pathOf = (c: StateChange) => `${c.app}:${c.path}`

const fold = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ')

/**
 * Paths where two outcome payloads differ (first few), for read gold. Text compares case-folded:
 * an app echoing "Running Shoes" back is the same answer as "running shoes".
 */
function outcomeDiff(a: unknown, b: unknown, path: string, out: string[]): void {
  if (out.length >= MAX_PATHS || a === b) return
  if (typeof a === 'string' && typeof b === 'string') {
    if (fold(a) !== fold(b)) out.push(path || '(outcome)')
    return
  }
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') {
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(path || '(outcome)')
    return
  }
  if (Array.isArray(a) !== Array.isArray(b)) return void out.push(path || '(outcome)')
  const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)])
  for (const k of keys) outcomeDiff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path ? `${path}.${k}` : k, out)
}

const run = (session: Session, calls: readonly Call[]): Outcome[] => calls.map((c) => session.call(c.app, c.tool, c.args))

const isWrite = (session: Session, call: Call): boolean => {
  const app = session.world.registry.resolveApp(call.app)
  if (!app.ok) return false
  const tool = session.world.registry.resolveTool(app.value, call.tool)
  return tool.ok && tool.value.effect === 'write'
}

/**
 * Execution match: gold and predicted calls are applied to two forks of S0 (the session at the
 * cut-off). A gold that writes matches when both forks end in the same state; a read-only gold
 * when the outcomes are the same and the prediction changed nothing; a refusal when nothing changed.
 * Both forks share S0's id counters and write sequence, so the same write makes the same ids.
 */
export function executionVerdict(s0: Session, gold: readonly Call[], predicted: readonly Call[] | undefined): ExecutionVerdict {
  const calls = predicted ?? []
  const goldFork = s0.fork('gold')
  const predFork = s0.fork('predicted')
  const goldOutcomes = run(goldFork, gold)
  const predOutcomes = run(predFork, calls)
  const errors = predOutcomes.flatMap((o, i) => (o.ok ? [] : [`${calls[i]!.app}.${calls[i]!.tool}: ${o.error.code}`]))
  const goldChanges = diffStates(s0.state, goldFork.state)
  const predChanges = diffStates(s0.state, predFork.state)
  const goldPaths = new Set(goldChanges.map(pathOf))
  const collateral = predChanges.map(pathOf).filter((p) => !goldPaths.has(p)).slice(0, MAX_PATHS)
  const verdict = (match: boolean, reason: string, differing: string[] = []): ExecutionVerdict => ({ match, reason, differing: differing.slice(0, MAX_PATHS), collateral, errors })

  // An answer that did not parse (or a missing prediction) is a failure even where the right answer is no call
  if (predicted === undefined) return verdict(false, 'no parsable answer')
  if (gold.length === 0) {
    return predChanges.length === 0 ? verdict(true, calls.length ? 'only reads: nothing changed' : 'no call made') : verdict(false, `changed ${predChanges.length} path(s) where nothing should change`)
  }
  if (calls.length === 0) return verdict(false, 'no call made')
  if (gold.some((c) => isWrite(goldFork, c))) {
    const differing = diffStates(goldFork.state, predFork.state).map(pathOf)
    if (differing.length === 0) return verdict(true, 'same state')
    const failed = errors.length ? ` (the prediction failed: ${errors.join('; ')})` : ''
    return verdict(false, `${differing.length} path(s) differ: ${differing.slice(0, 3).join(', ')}${differing.length > 3 ? ', ...' : ''}${failed}`, differing)
  }
  // Read-only gold: the outcomes must be the same, in order, and nothing may change.
  if (predChanges.length) return verdict(false, `a read was expected but ${predChanges.length} path(s) changed`)
  if (predOutcomes.length !== goldOutcomes.length) return verdict(false, `${predOutcomes.length} outcome(s) for ${goldOutcomes.length} gold read(s)`)
  const differing: string[] = []
  goldOutcomes.forEach((g, i) => {
    const p = predOutcomes[i]!
    const d: string[] = []
    outcomeDiff(g.ok ? g.data : g.error, p.ok ? p.data : p.error, '', d)
    differing.push(...d.map((x) => `outcome[${i}].${x}`))
  })
  return differing.length === 0 ? verdict(true, 'same outcome') : verdict(false, `outcomes differ at ${differing.slice(0, 3).join(', ')}`, differing)
}
