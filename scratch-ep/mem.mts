import { readSuite } from '../scenarios/suite/index.ts'
import { EpisodeService, EpisodeStore, EpisodeSuites } from '../harness/episodes/index.ts'
const suite = readSuite(process.argv[2] ?? 'scenarios/suites/default')
const service = new EpisodeService(EpisodeSuites.of({ default: suite }), new EpisodeStore())
const gc = (globalThis as any).gc as () => void
const N = Number(process.argv[3] ?? 10000)
// Warm: replay every user once (shared by all episodes), then measure what episodes add.
for (const c of suite.cases) { const s = service.start({ case: c.id, history: 'none' }); if (s.ok) service.store.delete(s.data.episodeId) }
gc(); const base = process.memoryUsage()
let t = performance.now()
const ids = []
for (let i = 0; i < N; i++) {
  const c = suite.cases[process.env.SAME ? 0 : i % suite.cases.length]!
  const s = service.start({ case: c.id, ...(process.argv[4] ? {} : { history: 'none' }) })
  if (!s.ok) throw new Error(JSON.stringify(s))
  ids.push(s.data)
}
const openMs = performance.now() - t
gc(); const after = process.memoryUsage()
console.log(`opened ${N} (first prompt rendered, history none) in ${openMs.toFixed(0)} ms: ${(N / openMs * 1000).toFixed(0)}/s`)
console.log(`rss ${(after.rss / 2**20).toFixed(0)} MiB total, +${((after.rss - base.rss) / 2**20).toFixed(1)} MiB for ${N}; heap +${((after.heapUsed - base.heapUsed) / 2**20).toFixed(1)} MiB = ${((after.heapUsed - base.heapUsed) / N).toFixed(0)} B each`)
// Act one read on each (its fork and its outcome are kept)
t = performance.now()
for (const e of ids) { const entry = service.store.peek(e.episodeId)!; service.act(entry, [{ app: 'temu', tool: 'getProductList', args: { searchQuery: 'phone case', category: 'Electronics' } }]) }
const actMs = performance.now() - t
gc(); const acted = process.memoryUsage()
console.log(`acted 1 read on each in ${actMs.toFixed(0)} ms; rss ${(acted.rss / 2**20).toFixed(0)} MiB, heap +${((acted.heapUsed - base.heapUsed) / N).toFixed(0)} B each; store counts ${(service.store.bytes / 2**20).toFixed(1)} MiB`)
console.log('live', service.store.size)
