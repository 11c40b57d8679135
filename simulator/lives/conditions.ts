import { CONDITIONS, decisive, HEADCOUNT, ranked, tally, type Call, type Condition, type HabitSeries, type Use } from './habit-series.ts'

/**
 * A habit whose value depends on something the reader can see: the app for takeout is Meituan on
 * workdays and Ele.me at weekends. A reader who takes the overall majority gets a branch wrong.
 */
export interface ConditionalHabit {
  domain: string
  tool: string
  parameter: string
  condition: Condition
  branches: { branch: string; uses: number; value: string; share: number }[]
  overallMajority: string
  /** Other tools of the domain that show the same habit. */
  alsoTools?: string[]
}

/** A branch needs this many uses to say anything. */
export const MIN_BRANCH_USES = 3
/** The branch's own value must hold at least this share of it. */
export const BRANCH_SHARE = 0.6
/** Parameters that define the category (it cannot condition itself). */
const DEFINES_CATEGORY = /^(category|type|subcategory)$/

/** Whether `condition` may explain `parameter`: never the parameter itself. */
function applies(condition: Condition, parameter: string): boolean {
  if (condition === 'company') return !HEADCOUNT.test(parameter)
  if (condition === 'category') return !DEFINES_CATEGORY.test(parameter)
  return true
}

/**
 * The condition that best explains the series, if any qualifies: ≥ 2 branches of ≥ 3 uses, each
 * with a decisive value, one of them not the overall majority. Of conditions that split the calls
 * the same way the simplest (first in CONDITIONS) is kept; of the rest, the one that corrects the
 * majority reader most often.
 */
export function conditionalHabit(series: HabitSeries, calls: readonly Call[]): ConditionalHabit | undefined {
  const overall = ranked(tally(series.uses.map((u) => u.value)))[0]![0]
  const seen = new Set<string>()
  let best: { habit: ConditionalHabit; gain: number } | undefined
  for (const condition of CONDITIONS) {
    if (!applies(condition, series.parameter)) continue
    const groups = new Map<string, Use[]>()
    for (const u of series.uses) {
      const branch = calls[u.call]!.context[condition]
      if (branch !== undefined) (groups.get(branch) ?? groups.set(branch, []).get(branch)!).push(u)
    }
    const qualifying = [...groups].filter(([, uses]) => uses.length >= MIN_BRANCH_USES).sort((a, b) => a[0].localeCompare(b[0]))
    if (qualifying.length < 2) continue
    const split = qualifying.map(([, uses]) => uses.map((u) => u.call).join(',')).sort().join('|')
    if (seen.has(split)) continue
    seen.add(split)
    const branches = qualifying.map(([branch, uses]) => ({ branch, uses, top: decisive(uses.map((u) => u.value), BRANCH_SHARE) }))
    if (branches.some((b) => !b.top) || branches.every((b) => b.top!.value === overall)) continue
    // Calls the branch value gets right that the overall majority gets wrong.
    const gain = branches.reduce((sum, b) => sum + b.top!.count - b.uses.filter((u) => u.value === overall).length, 0)
    if (best && gain <= best.gain) continue
    best = {
      gain,
      habit: {
        domain: series.domain,
        tool: series.tool,
        parameter: series.parameter,
        condition,
        branches: branches.map((b) => ({ branch: b.branch, uses: b.uses.length, value: b.top!.value, share: round(b.top!.share) })),
        overallMajority: overall,
      },
    }
  }
  return best?.habit
}

export const round = (x: number): number => Math.round(x * 100) / 100
