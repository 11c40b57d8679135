import { noopAgent, oracleAgent } from '../harness/agents/index.ts'
import { DEFAULT_PROMPT, evaluateCase, evaluateDialogue } from '../harness/eval/index.ts'
import { CutoffSessions, readSuite } from '../scenarios/suite/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'
import { fmt, table } from './measure.ts'

/**
 * Evaluating the default suite with the oracle and noop agents: S0 restore, agent, gold and predicted
 * execution, diff, exact-match metrics. Whole-suite time includes replaying every user once.
 */
export async function measureEval(): Promise<string> {
  const full = readSuite('scenarios/suites/default')
  const singles = { ...full, cases: full.cases.filter((c) => !c.followUps && !c.counterfactual) }
  const rows: string[][] = []
  for (const [label, suite, agent] of [
    ['single-turn', singles, oracleAgent],
    ['single-turn', singles, noopAgent],
    ['all (+ dialogues, twins)', full, oracleAgent],
  ] as const) {
    const world = createSandboxWorld()
    const sessions = new CutoffSessions(world, suite.users)
    global.gc?.()
    const heapBefore = process.memoryUsage().heapUsed
    const t = performance.now()
    const perCase: number[] = []
    for (const c of suite.cases) {
      const s = performance.now()
      if (c.followUps) await evaluateDialogue(c, 0, agent, sessions, world, DEFAULT_PROMPT, false, 'carry')
      else await evaluateCase(c, 0, agent, sessions, world, DEFAULT_PROMPT, false)
      perCase.push((performance.now() - s) * 1000)
    }
    const totalMs = performance.now() - t
    const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6
    perCase.sort((a, b) => a - b)
    const q = (p: number) => perCase[Math.floor(p * (perCase.length - 1))]!
    rows.push([`${agent.name}, ${label}`, fmt(suite.cases.length), fmt(totalMs), fmt(q(0.5), 1), fmt(q(0.99), 1), fmt(heapMb, 1), fmt(process.memoryUsage().rss / 1e6)])
  }
  return table(['agent', 'cases', 'suite ms (incl. replay)', 'median µs/case', 'p99 µs/case', 'heap growth MB', 'rss MB'], rows)
}
