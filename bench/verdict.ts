import type { Call, Case } from '../scenarios/case/index.ts'
import { CutoffSessions, readSuite } from '../scenarios/suite/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'
import { goldExecutable } from '../harness/scoring/exact/index.ts'
import { executionVerdict } from '../harness/scoring/execution/index.ts'
import { fmt, table } from './measure.ts'
import { NO_TARGET, TARGET_HEADERS, targetCells, type Target } from './targets.ts'

export const VERDICT_TARGETS = {
  median: { label: 'median', op: '≤', limit: 20, unit: 'µs' },
  p90: { label: 'p90', op: '≤', limit: 100, unit: 'µs' },
} as const satisfies Record<string, Target>

export interface VerdictTiming {
  cases: number
  matched: number
  median: number
  p90: number
}

/** Untimed passes first: each user's replay, the world's memoized catalogs and the JIT warm up. */
const WARMUP_PASSES = 2

const goldOf = (c: Case): Call[] => c.gold.map(({ app, tool, args }) => ({ app, tool, args }))

/** The same values with every object's keys in reverse order: an equivalent answer, not the identical calls (a one-argument call stays identical). */
const reversed = <T>(v: T): T =>
  Array.isArray(v) ? (v.map(reversed) as T) : v && typeof v === 'object' ? (Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)])) as T) : v

/**
 * Per case and answer: the session restored at its cut-off (`CutoffSessions.at`: a fork and a
 * restore) and `executionVerdict` (two forks, gold and predicted calls, diffs). Each pass runs every
 * answer over all cases in turn, the order rotating from pass to pass, so the answers share the JIT's
 * state and the machine's load but none finds a case's data cached by another. Each is timed
 * `passes` times after the warm-up; its median is the case's cost; median and p90 are over cases.
 */
export function timeVerdicts(cases: readonly Case[], sessions: CutoffSessions, answers: readonly ((gold: Call[]) => Call[])[], passes: number, options: { warmEach?: boolean } = {}): VerdictTiming[] {
  const golds = cases.map(goldOf)
  const predictions = answers.map((predict) => golds.map(predict))
  const samples = answers.map(() => cases.map(() => new Array<number>(passes)))
  const matched = answers.map(() => 0)
  for (let pass = -WARMUP_PASSES; pass < passes; pass++) {
    for (let k = 0; k < answers.length; k++) {
      const a = (k + pass + WARMUP_PASSES) % answers.length
      for (let i = 0; i < cases.length; i++) {
        // The same verdict once untimed just before: the case's state and its app's code in the caches
        if (options.warmEach) executionVerdict(sessions.at(cases[i]!, 'verdict'), golds[i]!, predictions[a]![i])
        const t = performance.now()
        const verdict = executionVerdict(sessions.at(cases[i]!, 'verdict'), golds[i]!, predictions[a]![i])
        const micros = (performance.now() - t) * 1000
        if (pass === -WARMUP_PASSES && verdict.match) matched[a]!++
        if (pass >= 0) samples[a]![i]![pass] = micros
      }
    }
  }
  return samples.map((perAnswer, a) => {
    const perCase = perAnswer.map((s) => s.sort((x, y) => x - y)[Math.floor((s.length - 1) / 2)]!).sort((x, y) => x - y)
    const q = (p: number) => perCase[Math.floor(p * (perCase.length - 1))] ?? 0
    return { cases: cases.length, matched: matched[a]!, median: q(0.5), p90: q(0.9) }
  })
}

/**
 * The execution verdict alone over the default suite's single-turn cases whose gold can run, for
 * three answers: the gold itself (its calls run once, both forks share the state), an equivalent
 * answer spelled differently (each fork runs its own calls: what any answer unlike the gold costs),
 * and no call.
 */
export function measureVerdict(passes: number, dir = 'scenarios/suites/default'): string {
  const suite = readSuite(dir)
  const world = createSandboxWorld()
  const sessions = new CutoffSessions(world, suite.users)
  const cases = suite.cases.filter((c) => !c.followUps && !c.counterfactual && goldExecutable(goldOf(c), world.registry))
  const answers: [string, (gold: Call[]) => Call[]][] = [
    ['the gold itself (oracle): its calls run once, both forks share the state', (gold) => gold],
    ['the gold with argument keys reversed: equivalent, not identical, each fork runs its calls', (gold) => gold.map((c) => ({ ...c, args: reversed(c.args) }))],
    ['no call (noop)', () => []],
  ]
  const timings = timeVerdicts(cases, sessions, answers.map(([, predict]) => predict), passes)
  const rows = answers.map(([label], a) => {
    const r = timings[a]!
    const cells = targetCells([
      { target: VERDICT_TARGETS.median, value: r.median },
      { target: VERDICT_TARGETS.p90, value: r.p90 },
    ])
    return [label, fmt(r.cases), fmt(r.matched), fmt(r.median, 1), fmt(r.p90, 1), ...cells]
  })
  // Why a different answer costs more than the gold: the first call on a case's state runs another
  // app's code on other data than the case before; the same verdict again right after is the warm cost.
  const [, reversedAnswer] = answers[1]!
  const [warm] = timeVerdicts(cases, sessions, [reversedAnswer], passes, { warmEach: true })
  rows.push([`${answers[1]![0]}; each verdict timed right after the same one, untimed (caches warm: not what a run of mixed cases sees)`, fmt(warm!.cases), fmt(warm!.matched), fmt(warm!.median, 1), fmt(warm!.p90, 1), ...NO_TARGET])
  return table(['answer', 'cases', 'matched', 'median µs/case', 'p90 µs/case', ...TARGET_HEADERS], rows)
}
