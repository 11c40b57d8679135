import { fileURLToPath } from 'node:url'
import type { Case } from '../../../scenarios/case/index.ts'
import { CutoffSessions, readSuite, type Suite, type SuiteUser } from '../../../scenarios/suite/index.ts'
import { createSandboxWorld, type World } from '../../../simulator/world/index.ts'

/** The committed default suite, found from this file so the server may start in any directory. */
export const DEFAULT_SUITE_DIR = fileURLToPath(new URL('../../../scenarios/suites/default', import.meta.url))

/** What every demo request reads: the suite, the world its gold was validated in, S0 per cut-off. */
export interface DemoData {
  suite: Suite
  world: World
  sessions: CutoffSessions
  caseById: ReadonlyMap<string, Case>
  casesOf(userId: string): Case[]
  /** The counterfactual twin of an original case (the case whose `counterfactual.of` is its id). */
  twinOf(caseId: string): Case | undefined
  user(userId: string): SuiteUser | undefined
}

/**
 * Loads the suite once per server, on first use: a server that never serves /demo never reads it.
 * The demo keeps its own world at the default seed (the one the suite was built and validated in),
 * whatever `--seed` the sandbox serves with.
 */
export function lazyDemoData(suiteDir: string = DEFAULT_SUITE_DIR): () => DemoData {
  let data: DemoData | undefined
  return () => {
    if (data) return data
    const suite = readSuite(suiteDir)
    const world = createSandboxWorld()
    const byUser = new Map<string, Case[]>()
    const twins = new Map<string, Case>()
    for (const c of suite.cases) {
      if (c.counterfactual) twins.set(c.counterfactual.of, c)
      const list = byUser.get(c.user) ?? []
      list.push(c)
      byUser.set(c.user, list)
    }
    data = {
      suite,
      world,
      sessions: new CutoffSessions(world, suite.users),
      caseById: new Map(suite.cases.map((c) => [c.id, c])),
      casesOf: (userId) => byUser.get(userId) ?? [],
      twinOf: (caseId) => twins.get(caseId),
      user: (userId) => suite.users.get(userId),
    }
    return data
  }
}
