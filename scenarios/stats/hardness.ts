import { TRIVIAL_PREDICTORS, type Case, type TrivialPredictor } from '../case/index.ts'

/** A rate of a suite's single requests, with the cases it counts. */
export interface Rate {
  cases: number
  /** Share solved per trivial predictor, and by none of them (`hard`). */
  solved: Record<TrivialPredictor, number>
  hard: number
}

/** A quota of decision 0032 on the single requests with a gold call, and whether the suite meets it. */
export interface Quota {
  key: string
  value: number
  op: '<=' | '>='
  target: number
  met: boolean
}

export interface Hardness {
  /** Single requests with a gold call (twins included), the cases the quotas are over. */
  singles: number
  overall: Rate
  byType: Record<string, Rate>
  byLevel: Record<string, Rate>
  quotas: Quota[]
}

/** Single requests with a gold call: no dialogue, no refusal. */
export const singleRequests = (cases: readonly Case[]): Case[] => cases.filter((c) => c.gold.length > 0 && !c.followUps && !c.refusal)

const round = (x: number) => Math.round(x * 1000) / 1000

function rate(cases: readonly Case[]): Rate {
  const share = (f: (c: Case) => boolean) => (cases.length ? round(cases.filter(f).length / cases.length) : 0)
  return {
    cases: cases.length,
    solved: Object.fromEntries(TRIVIAL_PREDICTORS.map((p) => [p, share((c) => c.solvedBy?.includes(p) ?? false)])) as Record<TrivialPredictor, number>,
    hard: share((c) => c.solvedBy?.length === 0),
  }
}

function groupRates(cases: readonly Case[], key: (c: Case) => string): Record<string, Rate> {
  const groups = new Map<string, Case[]>()
  for (const c of cases) groups.set(key(c), [...(groups.get(key(c)) ?? []), c])
  return Object.fromEntries([...groups].sort((a, b) => a[0].localeCompare(b[0])).map(([k, g]) => [k, rate(g)]))
}

/**
 * How hard a suite is (decision 0032): the trivial predictors' rates overall, by difficulty type
 * and by level, and the quotas over single requests with a gold call:
 * - `nothingUnsaid` ≤ 10%: most-clear requests (controls);
 * - `repeat` ≤ 5%, `id` ≤ 5%: the call equals the last comparable one; the id the call before gave;
 * - `solvedByNone` ≥ 50%: no trivial predictor reaches the gold;
 * - `conditional` ≥ 20%, `drift` ≥ 15%, `chain` ≥ 15%: cases of those difficulty types (chains
 *   include overrides, which carry a value across apps against a habit);
 * - `bestPredictor` ≤ 45%: the best single trivial predictor's exact rate.
 */
export function hardness(cases: readonly Case[]): Hardness {
  const singles = singleRequests(cases)
  const n = singles.length || 1
  const share = (f: (c: Case) => boolean) => round(singles.filter(f).length / n)
  const overall = rate(singles)
  const quota = (key: string, value: number, op: Quota['op'], target: number): Quota => ({ key, value, op, target, met: op === '<=' ? value <= target : value >= target })
  return {
    singles: singles.length,
    overall,
    byType: groupRates(singles, (c) => c.difficulty ?? (c.tags.includes('control') ? 'control' : 'none')),
    byLevel: groupRates(singles, (c) => c.vagueness),
    quotas: [
      quota('nothingUnsaid', share((c) => c.vagueness === 'most_clear'), '<=', 0.1),
      quota('repeat', share((c) => c.difficulty === 'repeat'), '<=', 0.05),
      quota('id', share((c) => c.difficulty === 'id'), '<=', 0.05),
      quota('solvedByNone', overall.hard, '>=', 0.5),
      quota('bestPredictor', Math.max(...Object.values(overall.solved)), '<=', 0.45),
      quota('conditional', share((c) => c.difficulty === 'conditional'), '>=', 0.2),
      quota('drift', share((c) => c.difficulty === 'drift'), '>=', 0.15),
      quota('chain', share((c) => c.difficulty === 'chain' || c.difficulty === 'override'), '>=', 0.15),
    ],
  }
}
