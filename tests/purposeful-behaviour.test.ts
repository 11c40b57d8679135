import { beforeAll, describe, expect, it } from 'vitest'
import type { HistoryRecord } from '../simulator/history/index.ts'
import { wordsInCommon } from '../simulator/users/activities/lookups.ts'
import { budgetOf } from '../simulator/users/budget.ts'
import { simulatePopulation, type SimulatedUser } from '../simulator/users/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'

/**
 * Purposeful behaviour in simulated histories: searches use words the app's content carries and
 * find things, what is opened or bought is what a search showed, purchases follow the budget, a
 * grocery trip is a few orders, and a VIP preview is not watched twice.
 */

const SEEDS = ['sandbox-default', 'purposeful-2', 'purposeful-3']
let users: { seed: string; user: SimulatedUser }[]

beforeAll(() => {
  const world = createSandboxWorld()
  users = SEEDS.flatMap((seed) => simulatePopulation({ users: 10, seed, city: 'beijing', weeks: 7, world }).map((user) => ({ seed, user })))
}, 120_000)

const tagsOf = (r: HistoryRecord) => r.meta?.tags ?? []
const data = (r: HistoryRecord): any => (r.outcome?.ok ? r.outcome.data : undefined)
const who = (seed: string, u: SimulatedUser, r?: HistoryRecord) => `${seed} ${u.profile.id}${r ? ` ${r.ts} ${r.app}.${r.tool} ${JSON.stringify(r.args)}` : ''}`

describe('purposeful behaviour', () => {
  it('news searches with words find stories at least 90% of the time', () => {
    let searches = 0
    let found = 0
    for (const { user } of users) {
      for (const r of user.history) {
        if (r.tool !== 'getDailyNewsRecommendations' || !data(r) || String(r.args.searchQuery).trim() === '') continue
        searches++
        if (data(r).matched > 0) found++
      }
    }
    expect(searches).toBeGreaterThan(100)
    expect(found / searches).toBeGreaterThanOrEqual(0.9)
  })

  it('no purchase costs more than the budget allows, unless it is a tagged life event (and even that within three times)', () => {
    for (const { seed, user } of users) {
      const max = budgetOf(user.profile).maxPurchase
      for (const r of user.history) {
        if (!['buyProduct', 'buyCourse', 'buyPaidContent'].includes(r.tool) || !data(r)) continue
        const paid = Number(data(r).total ?? data(r).price)
        const event = tagsOf(r).some((t) => t.startsWith('event:'))
        expect(paid, who(seed, user, r)).toBeLessThanOrEqual(event ? 3 * max : max)
      }
    }
  })

  it('a grocery trip is at most three orders on one day to one address', () => {
    for (const { seed, user } of users) {
      const perTrip = new Map<string, number>()
      for (const r of user.history) {
        // A holiday feast (a tagged life event) is a bigger shop, counted apart.
        if (r.tool !== 'buyProduct' || !tagsOf(r).includes('ctx:groceries') || tagsOf(r).some((t) => t.startsWith('event:')) || !data(r)) continue
        const key = `${r.ts.slice(0, 10)} ${data(r).address}`
        perTrip.set(key, (perTrip.get(key) ?? 0) + 1)
      }
      for (const [trip, orders] of perTrip) expect(orders, `${who(seed, user)} ${trip}`).toBeLessThanOrEqual(3)
    }
  })

  it('a knowledge item opened or bought after a search is one the search listed, about the words typed', () => {
    let followed = 0
    for (const { seed, user } of users) {
      const lastSearch = new Map<string, HistoryRecord>()
      for (const r of user.history) {
        if ((r.tool === 'getKnowledge' || r.tool === 'getCourseList') && data(r)) lastSearch.set(r.app, r)
        const id = r.args.noteId ?? r.args.questionId ?? r.args.courseId
        if (!['getNote', 'getQuestion', 'getCourse', 'buyCourse'].includes(r.tool) || typeof id !== 'string') continue
        const search = lastSearch.get(r.app)
        expect(search, who(seed, user, r)).toBeDefined()
        const page = data(search!)
        const listed = [...(page.notes ?? []), ...(page.questions ?? []), ...(page.courses ?? [])].find((x: any) => (x.noteId ?? x.questionId ?? x.courseId) === id)
        expect(listed, who(seed, user, r)).toBeDefined()
        const text = `${listed.title} ${listed.body ?? ''} ${(listed.tags ?? []).join(' ')} ${(listed.answers ?? []).map((a: any) => a.excerpt ?? '').join(' ')}`
        expect(wordsInCommon(String(search!.args.searchQuery), text), `${who(seed, user, r)} after "${search!.args.searchQuery}": ${listed.title}`).toBeGreaterThan(0)
        followed++
      }
    }
    expect(followed).toBeGreaterThan(50)
  })

  it('a VIP preview leads to a subscription or to stopping: no title is previewed twice', () => {
    for (const { seed, user } of users) {
      const previews = new Map<string, number>()
      for (const r of user.history) {
        if (r.tool !== 'playVideo' || data(r)?.mode !== 'preview') continue
        const key = `${r.app} ${data(r).videoId}`
        previews.set(key, (previews.get(key) ?? 0) + 1)
      }
      for (const [title, n] of previews) expect(n, `${who(seed, user)} ${title}`).toBe(1)
    }
  })
})
