import { describe, expect, it } from 'vitest'
import { EpisodeService, EpisodeStore, EpisodeSuites, openEpisode } from '../harness/episodes/index.ts'
import { readSuite } from '../scenarios/index.ts'

/**
 * Episodes are cheap (decision 0030): 10,000 live ones, each opened through the service as
 * `POST /v1/episodes` opens it (first prompt rendered, then let go) and each with one live read,
 * stay far under 1 GB of RSS; each holds a fork of a shared snapshot and its own small record.
 */
const suite = readSuite('scenarios/suites/default')
const N = 10_000
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {})
const MiB = 2 ** 20

describe('10,000 live episodes', () => {
  it('fit under 1 GB of RSS, a few KiB of heap each', () => {
    const service = new EpisodeService(EpisodeSuites.of({ default: suite }), new EpisodeStore())
    // Replay every user, and each case's own prompt caches, once: shared by all episodes, not what they cost.
    for (const c of suite.cases) {
      const warm = service.start({ case: c.id, history: 'none' })
      if (warm.ok) service.store.delete(warm.data.episodeId)
    }
    gc()
    const before = process.memoryUsage()
    let started = performance.now()
    const entries = []
    for (let i = 0; i < N; i++) {
      const opened = service.start({ case: suite.cases[i % suite.cases.length]!.id, history: 'none' })
      if (!opened.ok) throw new Error(JSON.stringify(opened.error))
      entries.push(service.store.peek(opened.data.episodeId)!)
    }
    const openPerSecond = N / ((performance.now() - started) / 1000)
    started = performance.now()
    for (const entry of entries) service.act(entry, [{ app: 'temu', tool: 'getProductList', args: { searchQuery: 'phone case', category: 'Electronics' } }])
    const actPerSecond = N / ((performance.now() - started) / 1000)
    gc()
    const after = process.memoryUsage()
    const heapEach = (after.heapUsed - before.heapUsed) / N
    console.log(
      `episodes-scale: ${N} live episodes; rss ${(after.rss / MiB).toFixed(0)} MiB (+${((after.rss - before.rss) / MiB).toFixed(0)} MiB), heap +${(heapEach / 1024).toFixed(1)} KiB each; ` +
        `store counts ${(service.store.bytes / MiB).toFixed(0)} MiB; opened ${openPerSecond.toFixed(0)}/s, acted ${actPerSecond.toFixed(0)}/s`,
    )
    expect(service.store.size).toBe(N)
    expect(after.rss).toBeLessThan(1e9)
    expect(heapEach).toBeLessThan(16 * 1024)
  }, 300_000)

  it('an in-process episode cycle (open, answer every turn) is fast without prompts', () => {
    const cases = suite.cases.slice(0, 500)
    for (const c of cases) openEpisode(suite, c.id).answerWith({ text: 'warm' })
    const started = performance.now()
    let n = 0
    for (const c of cases) {
      const episode = openEpisode(suite, c.id, `cycle-${n++}`)
      while (!episode.done) episode.answerWith({ text: 'NO_CALL' })
    }
    const perSecond = n / ((performance.now() - started) / 1000)
    console.log(`episodes-scale: ${perSecond.toFixed(0)} in-process episode cycles/s (noop answers, no prompt)`)
    expect(perSecond).toBeGreaterThan(50)
  }, 120_000)
})
