import { noopAgent, oracleAgent, type Agent } from '../harness/agents/index.ts'
import { createEpisodeHost } from '../harness/episodes/index.ts'
import { runCaseEpisode, runDialogueEpisode } from '../harness/eval/index.ts'
import { readSuite, type Suite } from '../scenarios/suite/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'
import { fmt, table } from './measure.ts'
import { TARGET_HEADERS, targetCells, type Target } from './targets.ts'

export const EVAL_TARGETS = {
  median: { label: 'median', op: '<', limit: 50, unit: 'µs/case' },
  suite: { label: 'suite', op: '<', limit: 2, unit: 's' },
  memory: { label: 'heap growth', op: '<', limit: 500, unit: 'MB' },
} as const satisfies Record<string, Target>

type Row = readonly [label: string, suite: Pick<Suite, 'users' | 'cases'>, agent: Agent, alwaysExecute: boolean]

/**
 * Evaluating the default suite with the oracle and noop agents, as episodes (the path `npm run eval`
 * takes): S0 restore, agent, execution verdict, exact-match metrics. Whole-suite time includes
 * replaying every user once. `eval` skips the verdict when the calls equal the gold's (they reach the
 * same state); the rows marked "verdict always run" run it anyway (`alwaysExecute`), so the oracle's
 * figure includes it: there the verdict runs the gold's calls once and both forks share the state.
 * Memory is the heap's growth over the row (rss also counts what earlier sections left behind).
 */
export async function measureEval(dir = 'scenarios/suites/default'): Promise<string> {
  const full = readSuite(dir)
  const singles = { ...full, cases: full.cases.filter((c) => !c.followUps && !c.counterfactual) }
  const rows: string[][] = []
  const plan: Row[] = [
    ['oracle, single-turn, verdict always run', singles, oracleAgent, true],
    ['oracle, single-turn, as `npm run eval` (same calls as the gold: verdict skipped)', singles, oracleAgent, false],
    ['noop, single-turn, verdict always run', singles, noopAgent, true],
    ['oracle, all (+ dialogues, twins), verdict always run', full, oracleAgent, true],
  ]
  for (const [label, suite, agent, alwaysExecute] of plan) {
    const world = createSandboxWorld()
    const host = createEpisodeHost({ suite, world, ...(alwaysExecute ? { alwaysExecute } : {}) })
    global.gc?.()
    const heapBefore = process.memoryUsage().heapUsed
    const t = performance.now()
    const perCase: number[] = []
    for (const c of suite.cases) {
      const s = performance.now()
      if (c.followUps) await runDialogueEpisode(host, c, 0, agent)
      else await runCaseEpisode(host, c, 0, agent)
      perCase.push((performance.now() - s) * 1000)
    }
    const totalMs = performance.now() - t
    const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6
    const rssMb = process.memoryUsage().rss / 1e6
    perCase.sort((a, b) => a - b)
    const q = (p: number) => perCase[Math.floor(p * (perCase.length - 1))]!
    const cells = targetCells([
      { target: EVAL_TARGETS.median, value: q(0.5) },
      { target: EVAL_TARGETS.suite, value: totalMs / 1000 },
      { target: EVAL_TARGETS.memory, value: heapMb },
    ])
    rows.push([label, fmt(suite.cases.length), fmt(totalMs), fmt(q(0.5), 1), fmt(q(0.99), 1), fmt(heapMb, 1), fmt(rssMb), ...cells])
  }
  return table(['agent', 'cases', 'suite ms (incl. replay)', 'median µs/case', 'p99 µs/case', 'heap growth MB', 'rss MB', ...TARGET_HEADERS], rows)
}
