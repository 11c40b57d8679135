import { readdirSync, readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { allApps } from '../apps/index.ts'
import type { HistoryRecord } from '../simulator/history/index.ts'
import { wordsInCommon } from '../simulator/users/activities/lookups.ts'
import { budgetOf } from '../simulator/users/budget.ts'
import { simulatePopulation, type SimulatedUser } from '../simulator/users/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'
import { createPlaceResolver } from '../simulator/world/places/index.ts'

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
const effectOf = new Map(allApps.flatMap((a) => a.tools.map((t) => [`${a.id}.${t.name}`, t.effect] as const)))

/** Every string under a key ending in "id" in an outcome: what a later call could take from it. */
function idsIn(x: unknown, key = '', out = new Set<string>()): Set<string> {
  if (typeof x === 'string' && /id$/i.test(key)) out.add(x)
  else if (Array.isArray(x)) for (const v of x) idsIn(v, key, out)
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) idsIn(v, k, out)
  return out
}
const valuesIn = (x: unknown): unknown[] => (x && typeof x === 'object' ? Object.values(x).flatMap(valuesIn) : [x])

/**
 * Lookups made for nothing, again and again: a read whose result led nowhere within the hour (no
 * write on the app, no read there taking an id from it), grouped by app, tool, arguments and result;
 * the groups of three or more.
 */
export function purposelessRepeats(history: readonly HistoryRecord[]): { key: string; times: number }[] {
  const groups = new Map<string, number>()
  history.forEach((r, i) => {
    if (effectOf.get(`${r.app}.${r.tool}`) !== 'read' || !r.outcome?.ok) return
    const ids = idsIn(r.outcome.data)
    const until = Date.parse(r.ts) + 3600_000
    const led = history.slice(i + 1).some((n) => Date.parse(n.ts) <= until && n.app === r.app && (effectOf.get(`${n.app}.${n.tool}`) === 'write' || valuesIn(n.args).some((v) => typeof v === 'string' && ids.has(v))))
    if (led) return
    const key = `${r.app}.${r.tool} ${JSON.stringify(r.args)} ${JSON.stringify(r.outcome.data)}`
    groups.set(key, (groups.get(key) ?? 0) + 1)
  })
  return [...groups].filter(([, n]) => n >= 3).map(([key, times]) => ({ key: key.slice(0, 200), times }))
}

/** Rides (taxi drop-offs, bike rides ended) at a cinema, theatre or stadium with no ticket for that venue that day. */
export function venueRidesWithoutBooking(profile: SimulatedUser['profile'], history: readonly HistoryRecord[]): HistoryRecord[] {
  const places = createPlaceResolver({ city: profile.city, saved: profile.places })
  return history.filter((r) => {
    const to = r.tool === 'bookTaxi' ? r.args.dropoffLocation : r.tool === 'endBikeRide' ? r.args.location : undefined
    if (typeof to !== 'string' || !r.outcome?.ok) return false
    const p = places.resolve(to)
    if (!['cinema', 'theater', 'stadium'].includes(p.kind)) return false
    return !history.some((b) => {
      const d: any = b.outcome?.ok ? b.outcome.data : undefined
      return d?.venue?.venueId === p.id && String(d.startsAt ?? '').slice(0, 10) === r.ts.slice(0, 10)
    })
  })
}
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

  it('no lookup is repeated three or more times with the same result and nothing done with it', () => {
    const repeats = users.flatMap(({ seed, user }) => purposelessRepeats(user.history).map((g) => `${who(seed, user)} x${g.times} ${g.key.slice(0, 90)}`))
    expect(repeats).toEqual([])
  })

  it('a ride to a cinema, theatre or stadium is part of an outing with a ticket there that day', () => {
    for (const { seed, user } of users) expect(venueRidesWithoutBooking(user.profile, user.history).map((r) => `${r.ts} ${r.tool}`), who(seed, user)).toEqual([])
  })
})

/** The same counts over a written population (`SIM_DIR=/tmp/simD npx vitest run tests/purposeful-behaviour.test.ts -t counts`). */
describe.runIf(process.env.SIM_DIR)('counts over SIM_DIR', () => {
  it('counts purposeless repeated lookups and venue rides without a booking', () => {
    const dir = process.env.SIM_DIR!
    const profiles = readFileSync(`${dir}/users.jsonl`, 'utf8').trim().split('\n').map((l) => JSON.parse(l).profile)
    let repeats = 0
    let rides = 0
    for (const profile of profiles) {
      if (!readdirSync(`${dir}/histories`).includes(`${profile.id}.jsonl`)) continue
      const history = readFileSync(`${dir}/histories/${profile.id}.jsonl`, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as HistoryRecord)
      for (const g of purposelessRepeats(history)) console.log(profile.id, g.times, g.key)
      repeats += purposelessRepeats(history).reduce((n, g) => n + g.times, 0)
      rides += venueRidesWithoutBooking(profile, history).length
    }
    console.log(`${dir}: ${repeats} purposeless repeated lookups, ${rides} venue rides without a booking`)
  })
})
