import type { World } from '../../simulator/world/index.ts'
import { valueKey } from '../anchors/value-key.ts'
import type { Case } from '../case/index.ts'
import type { SuiteUser } from '../suite/files.ts'
import type { CutoffSessions } from '../suite/sessions.ts'
import { recordsDigest, twinFlaws } from './plausible.ts'
import { requestProblems } from './request.ts'

/**
 * What is wrong with a counterfactual twin, [] when nothing: it agrees with the request it shares
 * with its original (`requestProblems`), its gold differs in the changed value only, that value comes
 * from the changed cause; a re-simulated twin's history starts at the changed call, keeps the change
 * from then on (a habit), replays with the outcomes the simulator saw (its digest) and holds together
 * (decision 0027). Whether the new value is decisive by rule 1 is the provenance check's, run on the
 * twin's history.
 */
export function twinProblems(twin: Case, original: Case | undefined, user: SuiteUser, sessions: CutoffSessions, world: World): string[] {
  const cf = twin.counterfactual!
  if (!original) return [`its original ${cf.of} is not in the suite`]
  const problems = requestProblems(twin, original, world.registry, user.profile)
  const [kind, param] = cf.change.split(':') as [string, string]
  const a = original.gold[0]?.args ?? {}
  const b = twin.gold[0]?.args ?? {}
  const changed = Object.keys({ ...a, ...b }).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))
  if (changed.length > 0 && (changed.length !== 1 || changed[0] !== param)) problems.push(`the twin's gold should differ in ${param} only, differs in [${changed.join(', ')}]`)
  const p = twin.provenance[0]?.args[param]
  if (p?.source !== kind) problems.push(`${param} should come from ${kind} in the twin, comes from ${p?.source}`)
  const iv = cf.intervention
  // Legacy edits: the context record is an edited one; a re-simulated twin: the changed call or a later one it led to.
  const fromChange = (i: number) => (iv ? i >= iv.index && i < twin.cutoff : (cf.edits ?? []).some((e) => e.index === i))
  if (kind === 'context' && (p?.index === undefined || !fromChange(p.index))) problems.push(`${param}: the context index ${p?.index} is not in the changed part of the history`)
  if (!iv || !cf.records) return cf.edits?.length ? problems : [...problems, 'neither edits nor a re-simulated history']

  // The changed call: the original's record at the same moment, this one argument changed.
  const first = cf.records[0]
  const before = user.history[iv.index]
  if (iv.index + cf.records.length !== twin.cutoff) problems.push(`the re-simulated records end at ${iv.index + cf.records.length}, the cut-off is ${twin.cutoff}`)
  if (!first || !before || first.ts !== before.ts || first.tool !== before.tool || first.app !== before.app) return [...problems, `record ${iv.index} is not the original's call at the same moment`]
  const others = (args: Record<string, unknown>) => valueKey(Object.fromEntries(Object.entries(args).filter(([k]) => k !== iv.param)))
  if (valueKey(first.args[iv.param]) !== valueKey(iv.to) || valueKey(before.args[iv.param]) !== valueKey(iv.from) || others(first.args) !== others(before.args)) {
    problems.push(`record ${iv.index} does not change ${iv.param} from ${JSON.stringify(iv.from)} to ${JSON.stringify(iv.to)} alone`)
  }
  // A changed habit holds from then on: no later call of the tool goes back to the old value.
  if (iv.span === 'lasting') {
    const back = cf.records.findIndex((r) => r.tool === iv.tool && (iv.app === undefined || r.app === iv.app) && valueKey(r.args[iv.param]) === valueKey(iv.from))
    if (back >= 0) problems.push(`record ${iv.index + back} goes back to ${JSON.stringify(iv.from)}`)
  }
  const replayed = sessions.records(twin)
  cf.records.forEach((r, k) => {
    const outcome = replayed[iv.index + k]?.outcome
    const expected = r.meta?.expectError
    if (expected !== undefined ? outcome?.ok !== false || outcome.error.code !== expected : !outcome?.ok) problems.push(`re-simulated record ${iv.index + k} does not replay as it happened`)
  })
  if (cf.digest !== undefined && recordsDigest(replayed.slice(iv.index, twin.cutoff)) !== cf.digest) problems.push('the re-simulated records are not the ones the simulator made (digest)')
  for (const flaw of twinFlaws(user.profile, replayed.slice(0, twin.cutoff), iv.index, user.history.slice(0, original.cutoff), world.registry)) problems.push(`implausible twin history: ${flaw}`)
  return problems
}
