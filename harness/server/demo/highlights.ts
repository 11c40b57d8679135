import type { Registry } from '../../../apps/kit/index.ts'
import { contextOf, HABIT_MIN_COUNT, PREFERENCE_WINDOW, succeeded, valueKey } from '../../../scenarios/anchors/index.ts'
import type { Case } from '../../../scenarios/case/index.ts'
import type { HistoryRecord } from '../../../simulator/history/index.ts'

/** Why a history record matters to a case: it is where an unsaid value comes from. */
export interface HighlightReason {
  /** `context`: the recent record the value is copied from; `habit`: an earlier use of the habitual value; `app`: a call on the preferred app. */
  source: 'context' | 'habit' | 'app'
  /** The gold parameter, or `app` for the app choice. */
  param: string
  call: number
}

export interface Highlight {
  index: number
  reasons: HighlightReason[]
}

/**
 * The history records a case's provenance points at, for values the query leaves unsaid: the
 * context record by index, every earlier comparable use of a habitual value (the same tool and
 * parameter, in the same kind of moment when it has enough uses, as HistoryStats counts them), and the preferred app's calls within the preference window of the
 * case's context. Values the query states point nowhere: nothing there needs the history.
 */
export function provenanceHighlights(c: Case, history: readonly HistoryRecord[], registry: Registry): Highlight[] {
  const before = history.slice(0, c.cutoff)
  const found = new Map<number, HighlightReason[]>()
  const mark = (index: number, reason: HighlightReason) => found.set(index, [...(found.get(index) ?? []), reason])

  c.gold.forEach((gold, call) => {
    const provenance = c.provenance[call]
    if (!provenance) return
    if (provenance.app.source === 'habit' && c.context) {
      const goldApp = registry.resolveApp(gold.app)
      const inContext = before.map((r, index) => ({ r, index })).filter(({ r }) => succeeded(r) && contextOf(r, registry) === c.context)
      for (const { r, index } of inContext.slice(-PREFERENCE_WINDOW)) {
        const app = registry.resolveApp(r.app)
        if (goldApp.ok && app.ok && app.value.id === goldApp.value.id) mark(index, { source: 'app', param: 'app', call })
      }
    }
    for (const [param, p] of Object.entries(provenance.args)) {
      if (p.source === 'context' && p.index !== undefined) mark(p.index, { source: 'context', param, call })
      if (p.source !== 'habit') continue
      const key = valueKey(gold.args[param])
      // The comparable uses HistoryStats counts: this kind of moment's own, once it has enough of them.
      const uses = before.map((r, index) => ({ r, index })).filter(({ r }) => succeeded(r) && r.tool === gold.tool && param in r.args)
      const own = uses.filter(({ r }) => c.context !== undefined && contextOf(r, registry) === c.context)
      const comparable = own.length >= HABIT_MIN_COUNT ? own : uses
      const same = comparable.filter(({ r }) => valueKey(r.args[param]) === key)
      // A drift is the run of the new value at the end; older uses of it are not what decides.
      for (const { index } of p.drift && p.count !== undefined ? same.slice(-p.count) : same) mark(index, { source: 'habit', param, call })
    }
  })
  return [...found].sort(([a], [b]) => a - b).map(([index, reasons]) => ({ index, reasons }))
}
