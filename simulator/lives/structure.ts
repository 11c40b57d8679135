import type { Registry, UserProfile } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../history/index.ts'
import { lastingChange, revertedChanges, type LastingChange, type RevertedChange } from './changes.ts'
import { conditionalHabit, type ConditionalHabit } from './conditions.ts'
import { habitSeries, isHabit, readCalls, tally } from './habit-series.ts'
import { findPlans, type Plan } from './plans.ts'

/**
 * The structure a model must reason about in one history, measured from the records alone (so it
 * works on imported histories): habits that depend on a visible condition, changes that last and
 * ones that were reverted, and multi-step plans whose later calls use earlier outcomes.
 */
export interface HistoryStructure {
  records: number
  conditionalHabits: ConditionalHabit[]
  lastingChanges: LastingChange[]
  revertedChanges: RevertedChange[]
  plans: Plan[]
  summary: StructureSummary
}

export interface StructureSummary {
  conditionalHabits: number
  /** The fewest uses in any branch of a reported conditional habit (0 when none). */
  conditionalBranchesMin: number
  lastingChanges: number
  revertedChanges: number
  plans: number
}

export function historyStructure(profile: UserProfile, records: readonly HistoryRecord[], registry: Registry): HistoryStructure {
  const calls = readCalls(profile, records, registry)
  const all = habitSeries(calls)
  const series = all.filter(isHabit)
  const conditionalHabits = merged(
    series.flatMap((s) => conditionalHabit(s, calls) ?? []),
    (h) => [h.domain, h.parameter, h.condition, ...h.branches.map((b) => `${b.branch}=${b.value}`)].join('|'),
    (h) => h.branches.reduce((a, b) => a + b.uses, 0),
  )
  const lastingChanges = merged(
    series.flatMap((s) => lastingChange(s, calls) ?? []),
    (c) => [c.domain, c.parameter, c.from, c.to].join('|'),
    (c) => c.usesBefore + c.usesAfter,
  )
  // A trial inside one condition (a fortnight of another sport on workdays, the weekend one unchanged) shows within its branch.
  const conditional = new Map(series.flatMap((s) => {
    const habit = conditionalHabit(s, calls)
    return habit ? [[s, habit] as const] : []
  }))
  const reverted = merged(
    series.flatMap((s) => {
      const whole = revertedChanges(s, calls)
      const habit = conditional.get(s)
      if (!habit) return whole
      const inBranches = habit.branches.flatMap((b) => revertedChanges({ ...s, uses: s.uses.filter((u) => calls[u.call]!.context[habit.condition] === b.branch) }, calls).map((c) => ({ ...c, condition: `${habit.condition}: ${b.branch}` })))
      return [...whole, ...inBranches]
    }),
    (c) => [c.domain, c.parameter, c.usual, c.temporary].join('|'),
    (c) => c.uses,
  )
  // Values used three times or more in a habit are labels, not things a plan passes along.
  const habitValues = new Set(all.flatMap((s) => [...tally(s.uses.map((u) => u.value))].flatMap(([v, n]) => (n >= 3 && s.parameter !== 'app' ? [v] : []))))
  const plans = findPlans(profile, calls, habitValues)
  const branchUses = conditionalHabits.flatMap((h) => h.branches.map((b) => b.uses))
  return {
    records: records.length,
    conditionalHabits,
    lastingChanges,
    revertedChanges: reverted,
    plans,
    summary: {
      conditionalHabits: conditionalHabits.length,
      conditionalBranchesMin: branchUses.length ? Math.min(...branchUses) : 0,
      lastingChanges: lastingChanges.length,
      revertedChanges: reverted.length,
      plans: plans.length,
    },
  }
}

/**
 * One habit seen through several tools (the takeout app of the search, the menu, the order and the
 * status check) is one thing to reason about: the tool with most uses stands for it, the others
 * are listed in `alsoTools`.
 */
function merged<T extends { tool: string; alsoTools?: string[] }>(found: T[], key: (x: T) => string, uses: (x: T) => number): T[] {
  const byKey = new Map<string, T>()
  for (const x of [...found].sort((a, b) => uses(b) - uses(a))) {
    const k = key(x)
    const kept = byKey.get(k)
    if (!kept) byKey.set(k, x)
    else (kept.alsoTools ??= []).push(x.tool)
  }
  return [...byKey.values()]
}

/** Population totals: users, records, and each summary count summed. */
export function structureTotals(users: readonly Pick<HistoryStructure, 'records' | 'summary'>[]) {
  const sum = (f: (s: StructureSummary) => number) => users.reduce((a, u) => a + f(u.summary), 0)
  return {
    users: users.length,
    records: users.reduce((a, u) => a + u.records, 0),
    conditionalHabits: sum((s) => s.conditionalHabits),
    lastingChanges: sum((s) => s.lastingChanges),
    revertedChanges: sum((s) => s.revertedChanges),
    plans: sum((s) => s.plans),
  }
}
