import { replayHistory } from '../simulator/history/index.ts'
import { DEFAULT_POPULATION, sessionSeedFor, simulatePopulation, type SimulatedUser } from '../simulator/users/index.ts'
import { createSandboxWorld, openSession, type World } from '../simulator/world/index.ts'
import { fmt, table } from './measure.ts'
import { NO_TARGET, retired, TARGET_HEADERS, targetCells, type Target } from './targets.ts'

/** The default set generated from scratch, as `npm run simulate` does it. */
export const SIMULATE_TARGET: Target = { op: '<', limit: 5, unit: 's' }

/** Replay once had a target (>= 50,000 records/s); it is printed still, without one. */
const REPLAY = retired('a user never waits on it')

/** A fresh session for a default user, at the start of their history. */
const sessionOf = (world: World, u: SimulatedUser) =>
  openSession({ world, user: u.profile, seed: sessionSeedFor(DEFAULT_POPULATION.seed, u.profile.id), start: Date.parse(u.history[0]!.ts) })

/**
 * Each record's own cost, repeated on the same state (its memo entries, branches and caches hot):
 * a bound no replay in history order reaches (decision 0020).
 */
function eachRecordWarm(world: World, users: readonly SimulatedUser[]): number {
  let total = 0
  for (const u of users) {
    const session = sessionOf(world, u)
    const replay = replayHistory(session, u.history)
    u.history.forEach((record, i) => {
      const run = (times: number) => {
        for (let k = 0; k < times; k++) {
          session.restore(replay.snapshotAt(i))
          session.setClock(Math.max(session.now, Date.parse(record.ts)))
          session.call(record.app, record.tool, record.args)
        }
      }
      run(20)
      const t = performance.now()
      run(50)
      total += (performance.now() - t) / 50
    })
  }
  return total
}

/**
 * The default 10-user set generated from scratch in a fresh world (catalogs built on first use, as
 * in `npm run simulate`), then every record replayed in-process: first pass, steady state with and
 * without a snapshot kept per record, and the ceiling of each record's cost on its own.
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
  const replayAll = (keepSnapshots: boolean) => () => {
    const s = performance.now()
    for (const u of users) replayHistory(sessionOf(world, u), u.history, keepSnapshots)
    return performance.now() - s
  }
  const firstMs = replayAll(false)()
  // A long-lived process (the server, an evaluation) replays with every handler optimized, and the
  // JIT gets there only after some 30 passes over 256 rarely-called handlers: then the best of ten.
  const steady = (keepSnapshots: boolean) => {
    const pass = replayAll(keepSnapshots)
    for (let i = 0; i < 30; i++) pass()
    return Math.min(...Array.from({ length: 10 }, pass))
  }
  const replayMs = steady(false)
  const snapshotsMs = steady(true)
  const warmMs = eachRecordWarm(world, users)
  return table(
    ['default set (10 users, 7 weeks)', 'records', 'ms', 'records/s', ...TARGET_HEADERS],
    [
      ['generate, fresh world (as npm run simulate)', fmt(records), fmt(generateMs), fmt(records / (generateMs / 1000)), ...targetCells([{ target: SIMULATE_TARGET, value: generateMs / 1000 }])],
      ['generate, warm world', fmt(records), fmt(warmGenerateMs), fmt(records / (warmGenerateMs / 1000)), ...NO_TARGET],
      ['replay, outcomes checked: first pass in this process', fmt(records), fmt(firstMs, 1), fmt(records / (firstMs / 1000)), ...REPLAY],
      ['replay, outcomes checked (server, MCP, msw), steady', fmt(records), fmt(replayMs, 1), fmt(records / (replayMs / 1000)), ...REPLAY],
      ['replay keeping a snapshot before every record, steady', fmt(records), fmt(snapshotsMs, 1), fmt(records / (snapshotsMs / 1000)), ...REPLAY],
      ['ceiling: each record run alone, many times over, from its snapshot', fmt(records), fmt(warmMs, 1), fmt(records / (warmMs / 1000)), ...REPLAY],
    ],
  )
}
