import { environmentalArgumentNames, type Registry } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../../simulator/history/index.ts'
import { TRIVIAL_PREDICTORS, type TrivialPredictor } from '../case/index.ts'
import { APP_SLOT } from '../anchors/history-stats.ts'
import { valueKey } from '../anchors/value-key.ts'
import { PREDICTORS, visibleCalls, type Visible } from './predictors.ts'

const environmental = new Set<string>(environmentalArgumentNames)

/**
 * Per item of a record (`@app` and its parameters), the trivial predictors that get it right when
 * only that item is left unsaid. A request that leaves unsaid items whose solvers have nothing in
 * common makes a case no trivial predictor solves (decision 0032): the app a user just moved to
 * (copying the last call gets it) beside a habit the last call departed from (counting gets it).
 */
export function itemSolvers(record: HistoryRecord, appId: string, items: readonly string[], visible: Visible): Map<string, Set<TrivialPredictor>> {
  const solvers = new Map<string, Set<TrivialPredictor>>()
  for (const item of items) {
    const stated = Object.fromEntries(Object.entries(record.args).filter(([p]) => p !== item || environmental.has(p)))
    const reading = { tool: record.tool, ...(item === APP_SLOT ? {} : { app: appId }), stated, params: Object.keys(record.args) }
    const right = TRIVIAL_PREDICTORS.filter((name) => {
      const guess = PREDICTORS[name](reading, visible)
      return item === APP_SLOT ? guess.app === appId : valueKey(guess.args[item]) === valueKey(record.args[item])
    })
    solvers.set(item, new Set(right))
  }
  return solvers
}

/** The visible calls before record `index`, for hardItems. */
export const visibleBefore = (history: readonly HistoryRecord[], index: number, registry: Registry): Visible => visibleCalls(history.slice(0, index), registry)
