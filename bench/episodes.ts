import { createEpisodeHost, openEpisode, type SuiteHost } from '../harness/episodes/index.ts'
import type { Case } from '../scenarios/case/index.ts'
import { readSuite } from '../scenarios/suite/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'
import { cycledCases, latestCases } from './case-order.ts'
import { fmt, table } from './measure.ts'
import { NO_TARGET, TARGET_HEADERS, targetCells, type Target } from './targets.ts'

export const EPISODE_TARGETS = {
  /** Start, prompt, no-call answers until done: what a rollout client does, without the network. */
  inProcessCycles: { op: '≥', limit: 1_000, unit: 'cycles/s' },
  /** Every live episode posed (its fork of the replayed user at the cut-off), the whole process. */
  liveRss: { op: '<', limit: 1, unit: 'GB' },
} as const satisfies Record<string, Target>

export const LIVE_EPISODES = 10_000

const sink = { bytes: 0 }

/**
 * What any long-lived host has done before its steady state: every user replayed (twins included)
 * and every history record rendered once (the prompt builder memoizes each record's lines): the
 * prompt of the latest case of each user and of every twin, which shows the most history.
 */
export function warmHost(host: SuiteHost, cases: readonly Case[]): void {
  for (const c of cases) host.sessions.at(c, 'warm')
  for (const c of latestCases(cases)) sink.bytes += openEpisode(host, c, `warm-${c.id}`).prompt().messages.length
}

/**
 * One cycle as a client runs it: open the episode, render each turn's prompt (the default prompt:
 * the `openai` format, all history, the profile, the domain's tools), answer with no call until done.
 * A turn that cannot be passed is answered without a prompt, as the server skips it.
 */
export function episodeCycle(host: SuiteHost, c: Case, id: string, render: boolean): number {
  const episode = openEpisode(host, c, id)
  let turns = 0
  while (!episode.done) {
    if (render && episode.unresolved === undefined) sink.bytes += episode.prompt().messages.length
    episode.answerWith({ text: '' })
    turns++
  }
  return turns
}

interface CycleRate {
  cycles: number
  turns: number
  seconds: number
  perSecond: number
}

/** Cycles for `warmMs` (untimed), then for `budgetMs`, over the cases in order from where the warm-up stopped. */
function cycleRate(host: SuiteHost, cases: readonly Case[], render: boolean, warmMs: number, budgetMs: number): CycleRate {
  let i = 0
  const run = (ms: number) => {
    const start = performance.now()
    let cycles = 0
    let turns = 0
    let elapsed = 0
    while (elapsed < ms) {
      turns += episodeCycle(host, cases[i % cases.length]!, `bench-${i}`, render)
      i++
      cycles++
      elapsed = performance.now() - start
    }
    return { cycles, turns, seconds: elapsed / 1000, perSecond: cycles / (elapsed / 1000) }
  }
  run(warmMs)
  ;(globalThis as { gc?: () => void }).gc?.()
  return run(budgetMs)
}

const mb = (bytes: number) => fmt(bytes / 2 ** 20, 1)
const rssAfterGc = () => {
  const gc = (globalThis as { gc?: () => void }).gc
  gc?.()
  gc?.()
  const { rss, heapUsed } = process.memoryUsage()
  return { rss, heapUsed }
}

/**
 * In-process episodes over the default suite, in one world made here: the world's catalogs, every
 * user's replay and every record's rendering first (`warmHost`), timed apart; then start+answer cycles with the prompt
 * rendered and without; then `LIVE_EPISODES` episodes opened and posed (each holds its fork of the
 * replayed user at its cut-off) and kept, and the process's RSS after a GC.
 */
export function measureEpisodes(options: { quick?: boolean; dir?: string } = {}): string {
  const suite = readSuite(options.dir ?? 'scenarios/suites/default')
  const host = createEpisodeHost({ suite, world: createSandboxWorld() })
  const cases = cycledCases(suite.cases)
  const setupStart = performance.now()
  warmHost(host, cases)
  const setupSeconds = (performance.now() - setupStart) / 1000

  const [warmMs, budgetMs] = options.quick ? [1000, 1000] : [1500, 4000]
  const rendered = cycleRate(host, cases, true, warmMs, budgetMs)
  const bare = cycleRate(host, cases, false, warmMs, budgetMs)

  // Live episodes: opened in the same order, each posed (`query` poses the first turn: the fork at the cut-off).
  const before = rssAfterGc()
  const live = []
  const openStart = performance.now()
  for (let i = 0; i < LIVE_EPISODES; i++) {
    const episode = openEpisode(host, cases[i % cases.length]!, `live-${i}`)
    sink.bytes += episode.query.length
    live.push(episode)
  }
  const openSeconds = (performance.now() - openStart) / 1000
  const after = rssAfterGc()
  const held = live.length

  const cycleRow = (label: string, r: CycleRate, cells: [string, string]) => [label, fmt(r.cycles), fmt(r.turns / r.cycles, 2), fmt(r.perSecond), fmt(1e6 / r.perSecond), ...cells]
  const cycles = table(
    ['episode start+answer cycles, in-process (default suite, cases cycled)', 'cycles', 'turns/cycle', 'cycles/s', 'µs/cycle', ...TARGET_HEADERS],
    [
      cycleRow('start, default prompt rendered each turn, no-call answers until done', rendered, targetCells([{ target: EPISODE_TARGETS.inProcessCycles, value: rendered.perSecond }])),
      cycleRow('the same without rendering the prompt (not what a client gets)', bare, [...NO_TARGET]),
    ],
  )
  const memory = table(
    ['live episodes, in-process (history replay included)', 'episodes', 'opened/s', 'RSS MB (whole process, after GC)', 'heap growth MB', 'heap KB/episode', ...TARGET_HEADERS],
    [
      [
        `${fmt(held)} episodes opened and posed on the default suite's cases, kept`,
        fmt(held),
        fmt(held / openSeconds),
        mb(after.rss),
        mb(after.heapUsed - before.heapUsed),
        fmt((after.heapUsed - before.heapUsed) / 1024 / held, 2),
        ...targetCells([{ target: EPISODE_TARGETS.liveRss, value: after.rss / 1e9 }]),
      ],
    ],
  )
  live.length = 0
  return `${cycles}\n\nSetup, apart: the world's catalogs, every user's replay (twins included) and one rendering of every history record, ${fmt(setupSeconds, 2)} s; RSS before the live episodes ${mb(before.rss)} MB (this process: any earlier section's heap included).\n\n${memory}`
}
