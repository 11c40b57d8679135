import { goldAccepts, type ValueContext } from './gold-value.ts'
import type { ResolvedCall } from './resolved-call.ts'

/** One gold call against its aligned prediction: the TRACEBench columns, cumulative. */
export interface CallComparison {
  app: boolean
  function: boolean
  paramNames: boolean
  paramValues: boolean
  /** Gold parameters whose value the prediction got right (same tool name; the app is judged apart). */
  correctParams: Set<string>
  mismatches: string[]
}

const show = (value: unknown): string => JSON.stringify(value) ?? String(value)

export function compareCall(gold: ResolvedCall, predicted: ResolvedCall | undefined, context: ValueContext, label: string): CallComparison {
  if (!predicted) {
    return { app: false, function: false, paramNames: false, paramValues: false, correctParams: new Set(), mismatches: [`${label}: no predicted call`] }
  }
  const mismatches: string[] = []
  const app = predicted.app === gold.app
  if (!app) mismatches.push(`${label}: expected app ${gold.app}, got ${predicted.app}`)
  const sameTool = predicted.tool === gold.tool
  if (!sameTool) mismatches.push(`${label}: expected tool ${gold.tool}, got ${predicted.tool}`)

  const correctParams = new Set<string>()
  const goldNames = Object.keys(gold.params)
  const predictedNames = Object.keys(predicted.params)
  if (sameTool) {
    for (const name of goldNames) {
      if (!Object.hasOwn(predicted.params, name)) mismatches.push(`${label}.${name}: missing, expected ${show(gold.params[name])}`)
      else if (goldAccepts(gold, name, predicted.params[name], context)) correctParams.add(name)
      else mismatches.push(`${label}.${name}: expected ${show(gold.params[name])}, got ${show(predicted.params[name])}`)
    }
    for (const name of predictedNames) {
      if (!Object.hasOwn(gold.params, name)) mismatches.push(`${label}.${name}: unexpected, got ${show(predicted.params[name])}`)
    }
  }
  const fn = app && sameTool
  const paramNames = fn && goldNames.length === predictedNames.length && goldNames.every((n) => Object.hasOwn(predicted.params, n))
  const paramValues = paramNames && correctParams.size === goldNames.length
  return { app, function: fn, paramNames, paramValues, correctParams, mismatches }
}
