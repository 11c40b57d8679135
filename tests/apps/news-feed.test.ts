import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromLocal } from '../../apps/kit/index.ts'
import { createSandboxWorld, openSession, type OpenSessionOptions } from '../../simulator/world/index.ts'

const world = createSandboxWorld({ checkOutputs: true })
const session = (user: OpenSessionOptions['user'] = {}, seed = 'n-1') => openSession({ world, user, seed })

type Item = { articleId: string; title: string; source: string; category: string; publishedAt: string; summary: string; reads: number; comments: number; tags: string[]; contentLabel?: string; savedByMe: boolean; heat?: number; rank?: number; label?: string; author?: string; lights?: number }
type Feed = { date: string; category: string; query: string; totalPublished: number; matched: number; items: Item[]; notice?: string }
type Article = Item & { content: string[]; discussion: { user: string; text: string; likes: number }[] }

const ok = <T>(o: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!o.ok) throw new Error(`expected success, got ${JSON.stringify(o.error)}`)
  return o.data as T
}
const err = (o: { ok: boolean; error?: unknown }) => {
  if (o.ok) throw new Error(`expected an error, got ${JSON.stringify(o)}`)
  return o.error as { code: string; message: string; issues?: { path: string }[] }
}
const feed = (s: ReturnType<typeof session>, app: string, category: string, searchQuery: string, date?: string) =>
  ok<Feed>(s.call(app, 'getDailyNewsRecommendations', { category, searchQuery, ...(date ? { date } : {}) }))
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

describe('the news feed is a pure function of world, app, channel and day', () => {
  it('gives identical feeds in two sessions and worlds, and a different feed on another day', () => {
    for (const app of ['Toutiao', 'Weibo', 'Hupu']) {
      const a = feed(session({}, 'x'), app, 'sports', 'game highlights', '02-19')
      const b = ok<Feed>(openSession({ world: createSandboxWorld(), seed: 'y' }).call(app, 'getDailyNewsRecommendations', { category: 'sports', searchQuery: 'game highlights', date: '02-19' }))
      expect(JSON.stringify(a)).toBe(JSON.stringify(b))
      const other = feed(session(), app, 'sports', 'game highlights', '02-20')
      expect(other.date).toBe('2026-02-20')
      expect(other.items.map((i) => i.articleId).filter((id) => a.items.some((x) => x.articleId === id))).toEqual([])
      expect(other.items.map((i) => i.title)).not.toEqual(a.items.map((i) => i.title))
    }
  })

  it('reads MM-DD as the latest such day, publishes on that day, and refuses the future', () => {
    const s = session()
    const july = feed(s, 'Hupu', 'basketball', 'game highlights', '07-15')
    expect(july.date).toBe('2025-07-15')
    expect(july.items.every((i) => i.publishedAt.startsWith('2025-07-15 '))).toBe(true)
    expect(feed(s, 'Toutiao', 'finance', '', '2026-03-01').items.length).toBeGreaterThan(3)
    expect(err(s.call('Toutiao', 'getDailyNewsRecommendations', { category: 'finance', searchQuery: '', date: '2026-03-03' })).issues?.[0]?.path).toBe('date')
    expect(err(s.call('Toutiao', 'getDailyNewsRecommendations', { category: 'finance', searchQuery: '', date: 'next tuesday' })).issues?.[0]?.path).toBe('date')
  })

  it('grows through the day: at 08:00 only what is already out, by evening much more', () => {
    const s = session()
    const morning = feed(s, 'Toutiao', 'news', '')
    expect(morning.items.every((i) => i.publishedAt <= '2026-03-02 08:00')).toBe(true)
    s.setClock(fromLocal(2026, 3, 2, 23, 59))
    const night = feed(s, 'Toutiao', 'news', '')
    expect(night.totalPublished).toBeGreaterThan(morning.totalPublished)
    expect(night.items.map((i) => i.articleId)).toEqual(expect.arrayContaining(morning.items.slice(0, 1).map((i) => i.articleId)))
  })

  it('puts stories that match the words first', () => {
    const s = session()
    const page = feed(s, 'Hupu', 'basketball', 'game highlights', '01-20')
    expect(page.matched).toBeGreaterThan(0)
    expect(page.items[0]!.tags).toContain('game highlights')
    const tech = feed(s, 'Toutiao', 'technology', 'military technology', '2024-11-14')
    expect(tech.items[0]!.title).toMatch(/Military technology/)
    expect(tech.items[0]!.contentLabel).toBe('politics')
  })

  it('never answers a 5xx for any channel and words (property)', () => {
    const s = session()
    fc.assert(
      fc.property(fc.constantFrom('Toutiao', 'Weibo', 'Hupu'), fc.string({ minLength: 1, maxLength: 30 }), fc.string({ maxLength: 40 }), (app, category, q) => {
        const o = s.call(app, 'getDailyNewsRecommendations', { category, searchQuery: q, date: '2025-12-24' })
        if (category.trim() !== '') expect(ok<Feed>(o).items.length).toBeGreaterThan(0)
      }),
      { numRuns: 80 },
    )
  })
})

describe('the three apps differ the way the real ones do', () => {
  it('Hupu is sports only, whatever the channel asked for', () => {
    const sports = new Set(['NBA', 'CBA', 'Chinese Super League', 'International Football', 'Tennis', 'Racing', 'Olympic Sports'])
    const s = session()
    for (const category of ['sports', 'fashion', 'racing', 'tennis', 'basketball']) {
      const page = feed(s, 'Hupu', category, '', '10-24')
      expect(page.items.length).toBeGreaterThan(0)
      expect(page.items.every((i) => sports.has(i.category) && i.source.startsWith('Hupu '))).toBe(true)
    }
    expect(feed(s, 'Hupu', 'fashion', '', '10-24').notice).toMatch(/no "fashion" channel/)
    expect(feed(s, 'Hupu', 'racing', '', '10-24').items.every((i) => i.tags.includes('racing'))).toBe(true)
  })

  it('Weibo is a hot list: heat descending, ranks ascending (matching topics first), with Boom/Boiling labels at the top', () => {
    const page = feed(session(), 'Weibo', 'entertainment', 'celebrity news', '03-01')
    expect(page.matched).toBeGreaterThan(0)
    for (const part of [page.items.slice(0, page.matched), page.items.slice(page.matched)]) {
      const heat = part.map((i) => i.heat!)
      expect(heat).toEqual([...heat].sort((a, b) => b - a))
      const ranks = part.map((i) => i.rank!)
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    }
    const top = feed(session(), 'Weibo', 'hot', '', '03-01').items.map((i) => i.heat!)
    expect(top).toEqual([...top].sort((a, b) => b - a))
    expect(page.items.every((i) => i.heat! > 0)).toBe(true)
  })

  it('Toutiao carries mainstream outlets; seasons decide Hupu’s stories', () => {
    const s = session()
    const finance = feed(s, 'Toutiao', 'finance', '', '12-14')
    const outlets = ['Caixin', 'Yicai', 'Jiemian News', '21st Century Business Herald', 'Securities Times', 'China Securities Journal', 'Economic Observer']
    expect(finance.items.every((i) => outlets.includes(i.source))).toBe(true)
    const july = feed(s, 'Hupu', 'nba', '', '07-15').items.map((i) => i.title).join(' | ')
    const january = feed(s, 'Hupu', 'nba', '', '01-15').items.map((i) => i.title).join(' | ')
    expect(july).not.toMatch(/winning streak|Playoffs/)
    expect(january).not.toMatch(/Free agency|Summer League/)
  })

  it('reach: Weibo topics are read most, then Toutiao articles, then Hupu threads', () => {
    const s = session()
    const reads = (app: string) => median(['01-05', '02-10', '03-01'].flatMap((d) => feed(s, app, 'sports', '', d).items.map((i) => i.reads)))
    expect(reads('Weibo')).toBeGreaterThan(reads('Toutiao'))
    expect(reads('Toutiao')).toBeGreaterThan(reads('Hupu'))
  })
})

describe('reading, saving and following', () => {
  it('opens an article by id with the full text and discussion; made-up ids are 404', () => {
    const s = session()
    const item = feed(s, 'Hupu', 'football', '', '10-24').items[0]!
    const article = ok<Article>(s.call('Hupu', 'getArticle', { articleId: item.articleId }))
    expect(article).toMatchObject({ articleId: item.articleId, title: item.title, source: item.source })
    expect(article.content[0]).toBe(item.summary)
    expect(article.discussion.length).toBeGreaterThanOrEqual(3)
    expect(article.discussion.map((d) => d.likes)).toEqual([...article.discussion.map((d) => d.likes)].sort((a, b) => b - a))
    const tampered = item.articleId.slice(0, -1) + String((Number(item.articleId.slice(-1)) + 1) % 10)
    expect(err(s.call('Hupu', 'getArticle', { articleId: tampered })).code).toBe('not_found')
    expect(err(s.call('Hupu', 'getArticle', { articleId: '7' + item.articleId.slice(1) })).code).toBe('not_found')
    expect(err(s.call('Toutiao', 'getArticle', { articleId: item.articleId })).code).toBe('not_found')
  })

  it('an article published later today is not there yet', () => {
    const s = session()
    s.setClock(fromLocal(2026, 3, 2, 23, 59))
    const late = feed(s, 'Toutiao', 'news', '').items.find((i) => i.publishedAt > '2026-03-02 09:00')!
    s.setClock(fromLocal(2026, 3, 2, 8, 0))
    expect(err(s.call('Toutiao', 'getArticle', { articleId: late.articleId })).code).toBe('not_found')
  })

  it('saves an article, shows it saved, lists it and removes it', () => {
    const s = session()
    const [first, second] = feed(s, 'Toutiao', 'technology', '', '11-02').items
    ok(s.call('Toutiao', 'saveArticle', { articleId: first!.articleId }))
    ok(s.call('Toutiao', 'saveArticle', { articleId: second!.articleId }))
    expect(err(s.call('Toutiao', 'saveArticle', { articleId: first!.articleId })).code).toBe('conflict')
    expect(feed(s, 'Toutiao', 'technology', '', '11-02').items.slice(0, 2).map((i) => i.savedByMe)).toEqual([true, true])
    const saved = ok<{ articles: { articleId: string; savedAt: string }[] }>(s.call('Toutiao', 'listSavedArticles', {})).articles
    expect(saved.map((a) => a.articleId)).toEqual([second!.articleId, first!.articleId])
    ok(s.call('Toutiao', 'deleteSavedArticle', { articleId: first!.articleId }))
    expect(err(s.call('Toutiao', 'deleteSavedArticle', { articleId: first!.articleId })).code).toBe('not_found')
    expect(Object.keys((s.state.apps.toutiao as { saved: object }).saved)).toEqual([second!.articleId])
  })

  it('following a topic brings its stories up the feed; unfollowing restores it', () => {
    const s = session()
    const before = feed(s, 'Hupu', 'sports', '', '10-24')
    const last = before.items[before.items.length - 1]!
    const team = last.title.split(/[:,]/)[0]!.replace(/^\w+ round \d+ /, '')
    ok(s.call('Hupu', 'followTopic', { topic: team }))
    expect(err(s.call('Hupu', 'followTopic', { topic: ` ${team.toUpperCase()} ` })).code).toBe('conflict')
    const after = feed(s, 'Hupu', 'sports', '', '10-24')
    expect(after.items.findIndex((i) => i.articleId === last.articleId)).toBeLessThan(before.items.length - 1)
    expect(ok<{ topics: { topic: string }[] }>(s.call('Hupu', 'listFollowedTopics', {})).topics).toEqual([expect.objectContaining({ topic: team })])
    ok(s.call('Hupu', 'unfollowTopic', { topic: team }))
    expect(err(s.call('Hupu', 'unfollowTopic', { topic: team })).code).toBe('not_found')
    expect(feed(s, 'Hupu', 'sports', '', '10-24')).toEqual(before)
  })
})
