import { DAY } from '../../apps/kit/index.ts'
import { round } from './conditions.ts'
import { dayNumber, decisive, type Call, type HabitSeries, type Use } from './habit-series.ts'

/** The usual value gave way for good on `since`: a reader must use the new one, not the majority. */
export interface LastingChange {
  domain: string
  tool: string
  parameter: string
  from: string
  to: string
  since: string
  usesBefore: number
  usesAfter: number
  /** Share of the uses from `since` on that are the new value. */
  share: number
  /** The nearest earlier record that plausibly explains the change. */
  cause?: { record: string; date: string; tag?: string }
  /** Other tools of the domain that changed the same way. */
  alsoTools?: string[]
}

/** A value tried for a few days, then dropped for the usual one. */
export interface RevertedChange {
  domain: string
  tool: string
  parameter: string
  usual: string
  temporary: string
  from: string
  to: string
  uses: number
  /** Most of the window's uses were in another city (a trip, not a trial). */
  away?: true
  /** Found within one branch of a conditional habit ('day kind: workday'): the other branch kept its value. */
  condition?: string
}

export const MIN_SIDE_USES = 3
export const BEFORE_SHARE = 0.6
export const AFTER_SHARE = 0.7
/** How far back a cause may lie. */
const CAUSE_WINDOW_MS = 14 * DAY
/** Records that make a new value likely: a place saved, a plan made, a membership bought. */
const CAUSE_TOOLS = /^(saveFavoritePlace|createHealthPlan|subscribeMembership|buyMembership|buyCourse|addAddress|setDefault\w*)$/
export const TEMPORARY_MIN_DAYS = 3
export const TEMPORARY_MAX_DAYS = 14

const values = (uses: readonly Use[]) => uses.map((u) => u.value)

/**
 * The change of the series, if its decisive value before a day differs from the one held from that
 * day to the end (≥ 3 uses each side, the new one ≥ 70% after). The split kept is the one that
 * agrees with most uses, starting on a use of the new value. A change into a value used mostly in
 * another city is the 'where' condition (a long trip at the end), not a change, and is left out.
 */
export function lastingChange(series: HabitSeries, calls: readonly Call[]): LastingChange | undefined {
  const uses = series.uses
  let best: { k: number; score: number; from: string; to: string; share: number } | undefined
  for (let k = MIN_SIDE_USES; k <= uses.length - MIN_SIDE_USES; k++) {
    if (uses[k]!.date === uses[k - 1]!.date) continue
    const before = decisive(values(uses.slice(0, k)), BEFORE_SHARE)
    const after = decisive(values(uses.slice(k)), AFTER_SHARE)
    if (!before || !after || before.value === after.value || uses[k]!.value !== after.value) continue
    const tail = uses.slice(-MIN_SIDE_USES).filter((u) => u.value === after.value).length
    if (tail < 2) continue
    const score = before.count + after.count
    if (!best || score > best.score) best = { k, score, from: before.value, to: after.value, share: after.share }
  }
  if (!best) return undefined
  const after = uses.slice(best.k)
  const awayAfter = after.filter((u) => calls[u.call]!.context.where === 'away').length / after.length
  const awayBefore = uses.slice(0, best.k).filter((u) => calls[u.call]!.context.where === 'away').length / best.k
  if (awayAfter >= 0.7 && awayBefore < 0.3) return undefined
  const first = after[0]!
  const cause = causeOf(series, best.to, first, calls)
  return {
    domain: series.domain,
    tool: series.tool,
    parameter: series.parameter,
    from: best.from,
    to: best.to,
    since: first.date,
    usesBefore: best.k,
    usesAfter: after.length,
    share: round(best.share),
    ...(cause ? { cause } : {}),
  }
}

/** The nearest record up to the first new use (within 14 days) that explains it, newest first. */
function causeOf(series: HabitSeries, to: string, first: Use, calls: readonly Call[]): LastingChange['cause'] {
  const needle = to.toLowerCase()
  for (let i = first.call; i >= 0 && calls[i]!.ms >= first.ms - CAUSE_WINDOW_MS; i--) {
    const c = calls[i]!
    const r = c.record
    const tag = r.meta?.tags?.find((t) => t.startsWith('change:'))
    const named = JSON.stringify(r.args).toLowerCase().includes(needle) || (series.parameter === 'app' && r.app === to)
    const explains = i === first.call ? tag !== undefined : CAUSE_TOOLS.test(r.tool) && (c.domain === series.domain || named)
    if (explains) return { record: `${r.app}.${r.tool}`, date: c.date, ...(tag ? { tag } : {}) }
  }
  return undefined
}

/**
 * Windows of 3–14 days in which another value is decisive (≥ 3 uses, ≥ 60%) while the usual one
 * is decisive both before and after (≥ 3 uses each). Per temporary value, the window with the most
 * uses; windows never overlap.
 */
export function revertedChanges(series: HabitSeries, calls: readonly Call[]): RevertedChange[] {
  const uses = series.uses
  const found: (RevertedChange & { start: number; end: number })[] = []
  for (const temporary of new Set(values(uses))) {
    const at = uses.flatMap((u, i) => (u.value === temporary ? [i] : []))
    let best: { start: number; end: number; uses: number; usual: string } | undefined
    for (let s = 0; s < at.length; s++) {
      for (let e = s + MIN_SIDE_USES - 1; e < at.length; e++) {
        const start = at[s]!
        const end = at[e]!
        const days = dayNumber(uses[end]!.date) - dayNumber(uses[start]!.date) + 1
        if (days > TEMPORARY_MAX_DAYS) break
        if (days < TEMPORARY_MIN_DAYS) continue
        const inside = decisive(values(uses.slice(start, end + 1)), BEFORE_SHARE)
        if (inside?.value !== temporary) continue
        const before = decisive(values(uses.slice(0, start)), BEFORE_SHARE)
        const after = decisive(values(uses.slice(end + 1)), BEFORE_SHARE)
        if (!before || !after || before.value !== after.value || before.value === temporary) continue
        if (before.count < MIN_SIDE_USES || after.count < MIN_SIDE_USES) continue
        if (!best || inside.count > best.uses) best = { start, end, uses: inside.count, usual: before.value }
      }
    }
    if (!best || found.some((f) => best!.start <= f.end && f.start <= best!.end)) continue
    const window = uses.slice(best.start, best.end + 1)
    const away = window.filter((u) => calls[u.call]!.context.where === 'away').length / window.length >= 0.7
    found.push({
      domain: series.domain,
      tool: series.tool,
      parameter: series.parameter,
      usual: best.usual,
      temporary,
      from: uses[best.start]!.date,
      to: uses[best.end]!.date,
      uses: best.uses,
      ...(away ? { away: true as const } : {}),
      start: best.start,
      end: best.end,
    })
  }
  return found.map(({ start: _s, end: _e, ...change }) => change)
}
