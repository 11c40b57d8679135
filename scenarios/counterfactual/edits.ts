import type { HistoryRecord } from '../../simulator/history/index.ts'
import { valueKey } from '../anchors/value-key.ts'
import type { Case, HistoryEdit } from '../case/index.ts'

/**
 * The records of the user's history a twin changed, as edits of that history (for showing a pair):
 * an older twin's own edits; a re-simulated twin's changed call, and for a changed habit each later
 * call at the same moment as the original's that gives the new value where it gave the old one.
 * Records the re-simulation moved or made anew have no counterpart to show against.
 */
export function twinEdits(twin: Pick<Case, 'counterfactual'>, history: readonly HistoryRecord[]): HistoryEdit[] {
  const cf = twin.counterfactual
  if (!cf) return []
  const iv = cf.intervention
  if (!iv || !cf.records) return cf.edits ?? []
  return cf.records.flatMap((r, k) => {
    const index = iv.index + k
    const before = history[index]
    const aligned = before !== undefined && before.ts === r.ts && before.tool === r.tool && before.app === r.app
    const changed = aligned && r.tool === iv.tool && valueKey(r.args[iv.param]) === valueKey(iv.to) && valueKey(before.args[iv.param]) === valueKey(iv.from)
    return changed && (k === 0 || iv.span === 'lasting') ? [{ index, args: r.args }] : []
  })
}
