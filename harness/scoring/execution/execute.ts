import type { Call } from '../../../scenarios/case/index.ts'
import { diffStates, type Session, type StateChange } from '../../../simulator/world/index.ts'
import type { ExecutionVerdict } from '../../eval/result.ts'
import { effectfulReason, failedReason, failedWrite, type RanCall } from './effects.ts'
import { listSome, MAX_PATHS, outcomeDiff } from './outcome-diff.ts'
import { runBoth } from './run-calls.ts'

const pathOf = (c: StateChange) => `${c.app}:${c.path}`
const names = (ran: readonly RanCall[]) => listSome([...new Set(ran.map((r) => r.name))])
const codeOf = (r: RanCall) => (r.outcome.ok ? '' : r.outcome.error.code)

/** The write that breaks "change nothing": one that changed state is named before one the app refused. */
function firstEffectful(ran: readonly RanCall[]): string | undefined {
  const made = ran.find((r) => r.effect === 'write' && r.outcome.ok)
  const first = made ?? ran.find((r) => effectfulReason(r) !== undefined)
  return first && effectfulReason(first)
}

/**
 * Execution match: gold and predicted calls are applied to two forks of S0 (the session at the
 * cut-off). Where the gold writes, both forks must end in the same state and no predicted write may
 * have failed (a refused write never matches a write that succeeded). Where the gold only reads or
 * makes no call (a refusal case), the prediction may only read: any write, even one the app refused,
 * fails; a read gold also needs the same outcomes. Both forks share S0's id counters and write
 * sequence, so the same write makes the same ids. Decision 0026.
 */
export function executionVerdict(s0: Session, gold: readonly Call[], predicted: readonly Call[] | undefined): ExecutionVerdict {
  const calls = predicted ?? []
  const registry = s0.world.registry
  const { goldFork, predFork, goldRan, predRan } = runBoth(s0, registry, gold, calls)
  const errors = predRan.flatMap((r) => (r.outcome.ok ? [] : [`${r.name}: ${codeOf(r)}`]))
  const goldChanged = diffStates(s0.state, goldFork.state).map(pathOf)
  // Where the prediction reached the gold's very state, its changes are the gold's: no second walk.
  const predChanged = predFork.state.apps === goldFork.state.apps ? goldChanged : diffStates(s0.state, predFork.state).map(pathOf)
  const goldPaths = new Set(goldChanged)
  const collateral = predChanged.filter((p) => !goldPaths.has(p)).slice(0, MAX_PATHS)
  const verdict = (match: boolean, reason: string, differing: string[] = []): ExecutionVerdict => ({ match, reason, differing: differing.slice(0, MAX_PATHS), collateral, errors })

  // An answer that did not parse (or a missing prediction) is a failure even where the right answer is no call
  if (predicted === undefined) return verdict(false, 'no parsable answer')
  const effectful = predRan.some((r) => effectfulReason(r) !== undefined)
  if (gold.length === 0) {
    if (calls.length === 0) return verdict(true, 'no call made')
    if (effectful) {
      const reason = firstEffectful(predRan)!
      return verdict(false, reason.startsWith('made ') && predChanged.length ? `${reason} (changed ${listSome(predChanged)})` : reason, predChanged)
    }
    return predChanged.length === 0 ? verdict(true, `only reads (${names(predRan)}): nothing changed`) : verdict(false, `changed ${listSome(predChanged)} where nothing should change`, predChanged)
  }
  if (calls.length === 0) return verdict(false, `no call made where the gold ${goldRan.some((g) => g.effect === 'write') ? 'makes' : 'reads'} ${names(goldRan)}`)
  if (goldRan.some((g) => g.effect === 'write')) return writeVerdict()
  return readVerdict()

  function writeVerdict(): ExecutionVerdict {
    const differing = diffStates(goldFork.state, predFork.state).map(pathOf)
    const failed = failedWrite(predRan, goldRan)
    if (failed) return verdict(false, failedReason(failed), differing)
    if (differing.length === 0) return verdict(true, goldChanged.length ? `same state: both changed ${listSome(goldChanged)}` : 'same state: neither changed anything')
    const failedCalls = errors.length ? ` (failed: ${listSome(errors)})` : ''
    if (predChanged.length === 0) {
      const what = effectful ? 'nothing changed' : `only reads (${names(predRan)}): nothing changed`
      return verdict(false, `${what}, where the gold changed ${listSome(goldChanged)}${failedCalls}`, differing)
    }
    const extra = collateral.length ? `; collateral: ${listSome(collateral)}` : ''
    return verdict(false, `${differing.length} path(s) differ from the gold's state: ${listSome(differing)}${extra}${failedCalls}`, differing)
  }

  // Read-only gold: nothing may be written (or tried), and the outcomes must be the same, in order.
  function readVerdict(): ExecutionVerdict {
    const reads = names(goldRan)
    if (effectful) return verdict(false, `${firstEffectful(predRan)!}, where the gold only reads ${reads}`, predChanged)
    if (predChanged.length) return verdict(false, `changed ${listSome(predChanged)}, where the gold only reads ${reads}`, predChanged)
    if (predRan.length !== goldRan.length) return verdict(false, `${predRan.length} call(s) where the gold makes ${goldRan.length} read(s) (${reads})`)
    const broke = predRan.find((p, i) => !p.outcome.ok && goldRan[i]!.outcome.ok)
    if (broke) return verdict(false, failedReason(broke))
    const differing: string[] = []
    goldRan.forEach((g, i) => {
      const p = predRan[i]!.outcome
      const d: string[] = []
      outcomeDiff(g.outcome.ok ? g.outcome.data : g.outcome.error, p.ok ? p.data : p.error, '', d)
      differing.push(...d.map((x) => `outcome[${i}].${x}`))
    })
    return differing.length === 0 ? verdict(true, `same outcome from ${reads}`) : verdict(false, `outcomes of ${reads} differ at ${listSome(differing)}`, differing)
  }
}
