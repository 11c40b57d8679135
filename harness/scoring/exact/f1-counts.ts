import { maximumMatching } from './bipartite.ts'
import { goldAccepts, type ValueContext } from './gold-value.ts'
import { apiName, parameterLevel, type ResolvedCall } from './resolved-call.ts'
import type { Counts, F1Level } from './types.ts'

/** Making no call is a class of its own at the app and API levels, so refusals earn and cost F1. */
export const NO_CALL = '<no call>'

function multisetCounts(gold: readonly string[], predicted: readonly string[]): Counts {
  const left = new Map<string, number>()
  for (const item of gold) left.set(item, (left.get(item) ?? 0) + 1)
  let tp = 0
  for (const item of predicted) {
    const n = left.get(item) ?? 0
    if (n > 0) {
      tp++
      left.set(item, n - 1)
    }
  }
  return { tp, fp: predicted.length - tp, fn: gold.length - tp }
}

interface ParamItem {
  call: ResolvedCall
  param: string
  value: unknown
}

const paramItems = (calls: readonly ResolvedCall[], level: 'required' | 'optional'): ParamItem[] =>
  calls.flatMap((call) =>
    Object.entries(call.params)
      .filter(([param]) => parameterLevel(call, param) === level)
      .map(([param, value]) => ({ call, param, value })),
  )

function parameterCounts(gold: readonly ResolvedCall[], predicted: readonly ResolvedCall[], level: 'required' | 'optional', context: ValueContext): Counts {
  const goldItems = paramItems(gold, level)
  const predictedItems = paramItems(predicted, level)
  const tp = maximumMatching(predictedItems, goldItems, (p, g) =>
    p.call.app === g.call.app && p.call.tool === g.call.tool && p.param === g.param && goldAccepts(g.call, g.param, p.value, context),
  )
  return { tp, fp: predictedItems.length - tp, fn: goldItems.length - tp }
}

/**
 * ToolSpectrum's four levels as counts, order-free: apps, `app.tool` names, and (app, tool, param,
 * value) items split by the tool's required and optional parameters. `predicted` is undefined when
 * the answer did not parse: nothing was predicted, not even a refusal.
 */
export function f1Counts(gold: readonly ResolvedCall[], predicted: readonly ResolvedCall[] | undefined, context: ValueContext): Record<F1Level, Counts> {
  const calls = predicted ?? []
  const items = (list: readonly ResolvedCall[], name: (c: ResolvedCall) => string, parsed: boolean) =>
    list.length > 0 ? list.map(name) : parsed ? [NO_CALL] : []
  return {
    app: multisetCounts(items(gold, (c) => c.app, true), items(calls, (c) => c.app, predicted !== undefined)),
    api: multisetCounts(items(gold, apiName, true), items(calls, apiName, predicted !== undefined)),
    required: parameterCounts(gold, calls, 'required', context),
    optional: parameterCounts(gold, calls, 'optional', context),
  }
}
