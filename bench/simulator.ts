import { replayHistory } from '../simulator/history/index.ts'
import { DEFAULT_POPULATION, sessionSeedFor, simulatePopulation } from '../simulator/users/index.ts'
import { createSandboxWorld, openSession } from '../simulator/world/index.ts'
import { fmt, table } from './measure.ts'

/**
 * The default 10-user set generated from scratch in a fresh world (catalogs built on first use, as
 * in `npm run simulate`), then every record replayed in-process: cold and warm.
 */
export function measureSimulator(): string {
  const world = createSandboxWorld()
  const t = performance.now()
  const users = simulatePopulation({ ...DEFAULT_POPULATION, world })
  const generateMs = performance.now() - t
  const records = users.reduce((n, u) => n + u.history.length, 0)
  const warmGenerateMs = (() => {
    const s = performance.now()
    simulatePopulation({ ...DEFAULT_POPULATION, world })
    return performance.now() - s
  })()
  const replayAll = () => {
    const s = performance.now()
    for (const u of users) {
      const session = openSession({ world, user: u.profile, seed: sessionSeedFor(DEFAULT_POPULATION.seed, u.profile.id), start: Date.parse(u.history[0]!.ts) })
      replayHistory(session, u.history)
    }
    return performance.now() - s
  }
  replayAll()
  const replayMs = Math.min(replayAll(), replayAll(), replayAll())
  return table(
    ['default set (10 users, 7 weeks)', 'records', 'ms', 'records/s'],
    [
      ['generate, fresh world (as npm run simulate)', fmt(records), fmt(generateMs), fmt(records / (generateMs / 1000))],
      ['generate, warm world', fmt(records), fmt(warmGenerateMs), fmt(records / (warmGenerateMs / 1000))],
      ['replay every record, with a snapshot per record', fmt(records), fmt(replayMs, 1), fmt(records / (replayMs / 1000))],
    ],
  )
}
