import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromLocal, MINUTE } from '../apps/kit/index.ts'
import { tokenize } from '../apps/knowledge/search-text.ts'
import { foundNothing } from '../simulator/lives/index.ts'
import { createSandboxWorld, openSession } from '../simulator/world/index.ts'
import { FLAVOURS, scan } from './support/news-scan.ts'

/**
 * What a reader sees in a news app adds up: reads grow after publication (not hundreds of millions
 * in ten minutes), categories are the app's own channel names, a search puts what matches first and
 * says once when nothing does.
 */
const world = createSandboxWorld({ checkOutputs: true })
const session = (seed = 'realism') => openSession({ world, user: {}, seed })

type Item = { articleId: string; title: string; summary: string; source: string; tags: string[]; category: string; publishedAt: string; reads: number; comments: number; lights?: number }
type Feed = { category: string; totalPublished: number; matched: number; totalMatches: number; items: Item[]; notice?: string }
const ok = <T>(o: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!o.ok) throw new Error(JSON.stringify(o.error))
  return o.data as T
}
const feed = (s: ReturnType<typeof session>, app: string, category: string, searchQuery: string, date: string) => ok<Feed>(s.call(app, 'getDailyNewsRecommendations', { category, searchQuery, date }))
const at = (text: string) => fromLocal(+text.slice(0, 4), +text.slice(5, 7), +text.slice(8, 10), +text.slice(11, 13), +text.slice(14, 16))
const APPS = [['Toutiao', 'news'], ['Weibo', 'hot'], ['Hupu', 'sports']] as const

describe('reads grow with time since publication', () => {
  it('a story has a small audience minutes after publication and its full one days later', () => {
    for (const [app, channel] of APPS) {
      const s = session()
      s.setClock(fromLocal(2026, 1, 20, 23, 59))
      const story = feed(s, app, channel, '', '2026-01-20').items.sort((a, b) => b.reads - a.reads)[0]!
      const published = at(story.publishedAt)
      const seen = [11, 60, 360, 1440, 5 * 1440].map((m) => {
        s.setClock(published + m * MINUTE)
        const item = feed(s, app, channel, '', '2026-01-20').items.find((i) => i.articleId === story.articleId)
        const article = ok<Item>(s.call(app, 'getArticle', { articleId: story.articleId }))
        expect(article.reads, `${app} article and feed agree`).toBe(item?.reads ?? article.reads)
        return article
      })
      const reads = seen.map((a) => a.reads)
      expect(reads, app).toEqual([...reads].sort((a, b) => a - b))
      expect(reads[0]!, `${app} after 11 minutes`).toBeLessThan(reads[4]! * 0.02)
      expect(reads[3]!, `${app} after a day`).toBeGreaterThan(reads[4]! * 0.6)
      expect(seen[0]!.comments).toBeLessThanOrEqual(seen[4]!.comments)
    }
  })

  it('never shrinks as the clock moves on (property)', () => {
    const s = session()
    s.setClock(fromLocal(2026, 2, 10, 23, 59))
    const items = APPS.flatMap(([app, channel]) => feed(s, app, channel, '', '2026-02-10').items.map((i) => [app, i] as const))
    fc.assert(
      fc.property(fc.constantFrom(...items), fc.integer({ min: 0, max: 3 * 1440 }), fc.integer({ min: 1, max: 1440 }), ([app, item], from, step) => {
        const start = at(item.publishedAt) + from * MINUTE
        s.setClock(start)
        const before = ok<Item>(s.call(app, 'getArticle', { articleId: item.articleId }))
        s.setClock(start + step * MINUTE)
        const after = ok<Item>(s.call(app, 'getArticle', { articleId: item.articleId }))
        expect(after.reads).toBeGreaterThanOrEqual(before.reads)
        expect(after.comments).toBeGreaterThanOrEqual(before.comments)
        expect(after.lights ?? 0).toBeGreaterThanOrEqual(before.lights ?? 0)
      }),
      { numRuns: 60 },
    )
  })
})

describe('categories are the app’s own channel names', () => {
  it('every story over two months shows one of its app’s channel labels', () => {
    const labels = Object.fromEntries(Object.entries(FLAVOURS).map(([app, f]) => [app, new Set(f.categories.map((c) => c.label))]))
    const stories = scan('seed-1', '2026-01-01', '2026-02-28')
    expect(stories.length).toBeGreaterThan(3000)
    expect([...new Set(stories.filter((s) => !labels[s.app]!.has(s.category)).map((s) => `${s.app}: ${s.category}`))]).toEqual([])
    expect(stories.filter((s) => /^Vivo\b/.test(s.title))).toEqual([])
  })
})

describe('search', () => {
  // Words as a reader types them, from the day's headlines.
  const vocabulary = (items: Item[]) => [...new Set(items.flatMap((i) => i.title.toLowerCase().split(/[^a-z0-9]+/)).filter((w) => tokenize(w).length > 0))]
  const matches = (item: Item, word: string) => {
    const own = new Set(tokenize(`${item.title} ${item.summary} ${item.tags.join(' ')} ${item.category} ${item.source}`))
    return tokenize(word).some((t) => own.has(t))
  }

  it('puts the stories that match first, in every app (property over words of the day)', () => {
    const s = session()
    s.setClock(fromLocal(2026, 2, 28, 23, 59))
    const cases = APPS.flatMap(([app, channel]) => ['2026-01-12', '2026-01-24', '2026-02-06'].map((date) => ({ app, channel, date, words: vocabulary(feed(s, app, channel, '', date).items) })))
    let partial = 0
    fc.assert(
      fc.property(fc.constantFrom(...cases).chain((c) => fc.constantFrom(...c.words).map((word) => ({ ...c, word }))), ({ app, channel, date, word }) => {
        const page = feed(s, app, channel, word, date)
        const hits = page.items.map((i) => matches(i, word))
        const firstMiss = hits.indexOf(false)
        if (firstMiss > 0) partial++
        expect(firstMiss === -1 || hits.slice(firstMiss).every((h) => !h), `${app} ${date} "${word}": ${hits}`).toBe(true)
        expect(page.matched).toBe(hits.filter(Boolean).length)
        expect(page.totalMatches).toBeGreaterThanOrEqual(page.matched)
      }),
      { numRuns: 120 },
    )
    expect(partial).toBeGreaterThan(10)
  })

  it('a search that matches nothing says so once, and the app’s answer reads as found-nothing', () => {
    for (const [app, channel] of APPS) {
      const s = session()
      s.setClock(fromLocal(2026, 2, 3, 21, 0))
      ok(s.call(app, 'followTopic', { topic: 'game highlights' }))
      const page = feed(s, app, channel, 'xylophone quartz', '2026-02-03')
      expect(page).toMatchObject({ matched: 0, totalMatches: 0 })
      expect(page.items.length).toBeGreaterThan(0)
      expect(page.notice?.match(/matches/g)?.length, app).toBe(1)
      expect(page.notice).toMatch(/No .* story on 2026-02-03 matches "xylophone quartz"; showing the day's top stories\./)
      const record = { ts: '2026-02-03T21:00:00+08:00', app: app.toLowerCase(), tool: 'getDailyNewsRecommendations', args: { category: channel, searchQuery: 'xylophone quartz' }, outcome: { ok: true as const, data: page } }
      expect(foundNothing(record)).toBe(true)
      const bare = feed(s, app, channel, '', '2026-02-03')
      expect(bare.totalMatches).toBe(bare.totalPublished)
      expect(bare.notice ?? '').not.toMatch(/matches/)
    }
  })
})
