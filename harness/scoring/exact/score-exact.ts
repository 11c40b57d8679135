import { fromIso } from '../../../apps/kit/index.ts'
import type { Case, ValueSource } from '../../../scenarios/case/index.ts'
import { alignCalls } from './align-calls.ts'
import { compareCall } from './compare-call.ts'
import { f1Counts } from './f1-counts.ts'
import type { ValueContext } from './gold-value.ts'
import { apiName, resolveCall, resolveGoldCall, type ResolvedCall } from './resolved-call.ts'
import { VALUE_SOURCES, type ExactOptions, type ExactScore, type Prediction, type Tally } from './types.ts'

type Columns = Pick<ExactScore, 'format' | 'app' | 'function' | 'paramNames' | 'paramValues' | 'overall'>

const columns = (format: boolean, app: boolean, fn: boolean, paramNames: boolean, paramValues: boolean): Columns => ({
  format,
  app: format && app,
  function: format && app && fn,
  paramNames: format && app && fn && paramNames,
  paramValues: format && app && fn && paramNames && paramValues,
  overall: format && app && fn && paramNames && paramValues,
})

/** Every gold parameter counted under its provenance source; `correct` from the aligned predictions. */
function tallyValues(c: Case, gold: readonly ResolvedCall[], correct: readonly Set<string>[]): Record<ValueSource, Tally> {
  const tallies = Object.fromEntries(VALUE_SOURCES.map((s) => [s, { correct: 0, total: 0 }])) as Record<ValueSource, Tally>
  gold.forEach((call, i) => {
    for (const param of Object.keys(call.params)) {
      // A parameter without a provenance label was stated by the query, the default a case builder writes.
      const tally = tallies[c.provenance[i]?.args[param]?.source ?? 'query']
      tally.total++
      if (correct[i]?.has(param)) tally.correct++
    }
  })
  return tallies
}

const listCalls = (calls: readonly ResolvedCall[]) => calls.map(apiName).join(', ')

/** Exact-match scoring of one case: TRACEBench columns, value accuracy by source, ToolSpectrum F1 counts. */
export function scoreExact(c: Case, prediction: Prediction, options: ExactOptions): ExactScore {
  const context: ValueContext = { strict: options.strict ?? false, now: fromIso(c.now) }
  const gold = c.gold.map((call) => resolveGoldCall(call, options.registry))
  const noCredit = gold.map(() => new Set<string>())

  if (prediction.kind === 'format_error') {
    const why = prediction.reason ? `the answer did not parse: ${prediction.reason}` : 'the answer did not parse'
    return { ...columns(false, false, false, false, false), values: tallyValues(c, gold, noCredit), f1: f1Counts(gold, undefined, context), mismatches: [why] }
  }
  const predicted = prediction.kind === 'calls' ? prediction.calls.map((call) => resolveCall(call, options.registry)) : []
  const f1 = f1Counts(gold, predicted, context)

  // An empty call list and a refusal are the same answer: no call.
  if (gold.length === 0 || predicted.length === 0) {
    const right = gold.length === predicted.length
    const mismatches = right ? [] : gold.length === 0 ? [`expected no call, got ${listCalls(predicted)}`] : [`expected ${listCalls(gold)}, got no call`]
    return { ...columns(true, right, right, right, right), values: tallyValues(c, gold, noCredit), f1, mismatches }
  }

  const alignment = alignCalls(gold, predicted)
  const comparisons = gold.map((call, i) => {
    const at = alignment[i]
    const label = gold.length === 1 ? call.tool : `#${i + 1} ${call.tool}`
    return compareCall(call, at === undefined ? undefined : predicted[at], context, label)
  })
  const mismatches: string[] = []
  const sameCount = gold.length === predicted.length
  if (!sameCount) mismatches.push(`expected ${gold.length} call${gold.length === 1 ? '' : 's'}, got ${predicted.length}`)
  const paired = new Set(alignment)
  predicted.forEach((call, j) => {
    if (!paired.has(j)) mismatches.push(`unexpected call ${apiName(call)}`)
  })
  mismatches.push(...comparisons.flatMap((r) => r.mismatches))
  const all = (column: 'app' | 'function' | 'paramNames' | 'paramValues') => sameCount && comparisons.every((r) => r[column])
  return {
    ...columns(true, all('app'), all('function'), all('paramNames'), all('paramValues')),
    values: tallyValues(c, gold, comparisons.map((r) => r.correctParams)),
    f1,
    mismatches,
  }
}
