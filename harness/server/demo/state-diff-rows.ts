import type { StateChange } from '../../../simulator/world/index.ts'
import { canonicalJson } from '../../prompt/index.ts'

/** One row of the side-by-side diff: a state path, its value at S0, and after the gold and the prediction. */
export interface DiffRow {
  app: string
  path: string
  /** When a changed record is split into fields: the record's path, and this row's field. */
  record?: string
  field?: string
  before?: unknown
  gold?: unknown
  predicted?: unknown
  goldChanged: boolean
  predictedChanged: boolean
  /** Gold and prediction leave this path with the same value. */
  same: boolean
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const key = (c: Pick<StateChange, 'app' | 'path'>) => `${c.app}:${c.path}`
const afterOf = (c: StateChange | undefined) => (c && c.kind !== 'removed' ? c.after : undefined)

function row(app: string, path: string, before: unknown, gold: unknown, predicted: unknown, goldChanged: boolean, predictedChanged: boolean): DiffRow {
  return {
    app,
    path,
    ...(before !== undefined ? { before } : {}),
    ...(gold !== undefined ? { gold } : {}),
    ...(predicted !== undefined ? { predicted } : {}),
    goldChanged,
    predictedChanged,
    same: canonicalJson(gold) === canonicalJson(predicted),
  }
}

const differs = (a: unknown, b: unknown) => canonicalJson(a) !== canonicalJson(b)

/**
 * The changes gold and prediction made from S0, aligned by path. A changed record is split into one
 * row per field that either side changed, so the one differing field stands out.
 */
export function diffRows(goldChanges: readonly StateChange[], predictedChanges: readonly StateChange[]): DiffRow[] {
  const gold = new Map(goldChanges.map((c) => [key(c), c]))
  const predicted = new Map(predictedChanges.map((c) => [key(c), c]))
  const keys = [...new Set([...gold.keys(), ...predicted.keys()])].sort()
  return keys.flatMap((k) => {
    const g = gold.get(k)
    const p = predicted.get(k)
    const { app, path } = (g ?? p)!
    const before = (g ?? p)!.before
    const ga = afterOf(g)
    const pa = afterOf(p)
    // Each side's record after the change; a side that left the path alone keeps S0's.
    const gr = g ? ga : before
    const pr = p ? pa : before
    const splittable = (v: unknown) => v === undefined || isPlainObject(v)
    if ((isPlainObject(gr) || isPlainObject(pr)) && splittable(gr) && splittable(pr) && splittable(before)) {
      const b = (before ?? {}) as Record<string, unknown>
      const go = (gr ?? {}) as Record<string, unknown>
      const po = (pr ?? {}) as Record<string, unknown>
      const fields = [...new Set([...Object.keys(go), ...Object.keys(po), ...Object.keys(b)])]
      return fields
        .filter((f) => differs(b[f], go[f]) || differs(b[f], po[f]))
        .map((f) => ({ ...row(app, `${path}.${f}`, b[f], go[f], po[f], differs(b[f], go[f]), differs(b[f], po[f])), record: path, field: f }))
    }
    // A path one side left alone keeps its S0 value on that side.
    return [row(app, path, before, g ? ga : before, p ? pa : before, g !== undefined, p !== undefined)]
  })
}
