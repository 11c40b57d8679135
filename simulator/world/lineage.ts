/**
 * Where a state's `apps` record came from: the records it was derived from by single-app writes
 * (nearest first, a few back) and the app each of those writes changed. A diff then visits only the
 * apps that can differ instead of all of them. Ids, not references: an old record is never kept alive.
 */
interface Lineage {
  readonly id: number
  /** Ids of the records this one was derived from, nearest first. */
  readonly up: readonly number[]
  /** `touched[i]`: the app changed on the way from `up[i]` to the record before it (this one for i = 0). */
  readonly touched: readonly string[]
}

/** How many writes back a record remembers: enough for a verdict's forks, bounded per record. */
const DEPTH = 8

const lineages = new WeakMap<object, Lineage>()
let nextId = 1

function lineageOf(apps: object): Lineage {
  let found = lineages.get(apps)
  if (!found) lineages.set(apps, (found = { id: nextId++, up: [], touched: [] }))
  return found
}

/** Records that `child` is `parent` with only `app`'s state replaced. */
export function recordWrite(parent: object, child: object, app: string): void {
  const p = lineageOf(parent)
  const up = [p.id]
  const touched = [app]
  for (let i = 0; i < p.up.length && i < DEPTH - 1; i++) {
    up.push(p.up[i]!)
    touched.push(p.touched[i]!)
  }
  lineages.set(child, { id: nextId++, up, touched })
}

/**
 * The apps whose state may differ between two records (with repeats), when one descends from the
 * other or both from a common record within a few writes; undefined when that is not known.
 */
export function appsBetween(a: object, b: object): string[] | undefined {
  const la = lineages.get(a)
  const lb = lineages.get(b)
  if (!la || !lb) return undefined
  const fromB = lb.up.indexOf(la.id)
  if (fromB >= 0) return lb.touched.slice(0, fromB + 1)
  for (let i = -1; i < lb.up.length; i++) {
    const common = i < 0 ? lb.id : lb.up[i]!
    const fromA = la.up.indexOf(common)
    if (fromA >= 0) return [...lb.touched.slice(0, i + 1), ...la.touched.slice(0, fromA + 1)]
  }
  return undefined
}
