import { appsBetween } from './lineage.ts'
import type { SessionState } from './state.ts'

export type ChangeKind = 'added' | 'removed' | 'changed'

/** One difference between two states, located by app and path (`orders.ord_0001.status`). */
export interface StateChange {
  app: string
  path: string
  kind: ChangeKind
  before?: unknown
  after?: unknown
}

type Json = unknown

const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Arrays of entities with string ids are compared by id, so an insertion is one change, not a shift. */
const idOf = (v: Json): string | undefined => (isObject(v) && typeof v.id === 'string' ? v.id : undefined)

const join = (path: string, key: string): string => (path ? `${path}.${key}` : key)

function walk(app: string, path: string, a: Json, b: Json, out: StateChange[]): void {
  if (a === b) return // structural sharing: an untouched branch is the same reference
  if (Array.isArray(a) && Array.isArray(b)) return walkArray(app, path, a, b, out)
  if (isObject(a) && isObject(b)) {
    let sizeA = 0
    let removed = 0
    for (const key in a) {
      sizeA++
      const child = b[key]
      if (child === a[key]) continue // shared branch: nothing below it changed
      if (child === undefined && !(key in b)) {
        removed++
        out.push({ app, path: join(path, key), kind: 'removed', before: a[key] })
      } else walk(app, join(path, key), a[key], child, out)
    }
    let sizeB = 0
    for (const _ in b) sizeB++
    // Same size and nothing removed means nothing was added: skip the second scan.
    if (sizeB !== sizeA - removed) {
      for (const key in b) if (!(key in a)) out.push({ app, path: join(path, key), kind: 'added', after: b[key] })
    }
    return
  }
  if (Object.is(a, b)) return
  out.push({ app, path, kind: 'changed', before: a, after: b })
}

function walkArray(app: string, path: string, a: Json[], b: Json[], out: StateChange[]): void {
  const keyed = a.every((x) => idOf(x) !== undefined) && b.every((x) => idOf(x) !== undefined)
  if (!keyed) {
    const n = Math.max(a.length, b.length)
    for (let i = 0; i < n; i++) {
      const p = `${path}[${i}]`
      if (i >= a.length) out.push({ app, path: p, kind: 'added', after: b[i] })
      else if (i >= b.length) out.push({ app, path: p, kind: 'removed', before: a[i] })
      else walk(app, p, a[i], b[i], out)
    }
    return
  }
  const before = new Map(a.map((x) => [idOf(x)!, x]))
  const after = new Map(b.map((x) => [idOf(x)!, x]))
  for (const [id, x] of before) {
    const p = `${path}[${id}]`
    if (!after.has(id)) out.push({ app, path: p, kind: 'removed', before: x })
    else walk(app, p, x, after.get(id), out)
  }
  for (const [id, x] of after) if (!before.has(id)) out.push({ app, path: `${path}[${id}]`, kind: 'added', after: x })
}

/** Apps whose state is not the same reference in both records (an unchanged app is shared). */
function differingApps(a: SessionState['apps'], b: SessionState['apps']): string[] {
  const out: string[] = []
  for (const app of Object.keys(a)) if (a[app] !== b[app]) out.push(app)
  for (const app of Object.keys(b)) if (!Object.hasOwn(a, app) && b[app] !== undefined) out.push(app)
  return out
}

/**
 * Every app-state difference from `a` to `b`, in a stable order. Cost is proportional to the
 * branches that changed, not to the size of the state: shared references are skipped.
 */
export function diffStates(a: SessionState, b: SessionState): StateChange[] {
  const out: StateChange[] = []
  if (a.apps === b.apps) return out
  // A write changes one app of 42: where the records' lineage is known, only the apps it names are visited.
  const between = appsBetween(a.apps, b.apps)
  const changed = between ? [...new Set(between)] : differingApps(a.apps, b.apps)
  for (const app of changed.sort()) walk(app, '', a.apps[app], b.apps[app], out)
  return out
}
