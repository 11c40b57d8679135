import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromLocal } from '../../apps/kit/index.ts'
import { TITLES, type VideoState } from '../../apps/video/index.ts'
import { createSandboxWorld, openSession, type Session } from '../../simulator/world/index.ts'

const world = createSandboxWorld({ checkOutputs: true })
const session = (seed = 'seed-1') => openSession({ world, seed })

type Entry = { videoId: string; title: string; titleZh: string; type: string; year: number; rating: number; episodes: number; episodeMinutes: number; access: string; freeEpisodes: number; exclusive: boolean; cast: string[] }
type Search = { results: Entry[]; notice?: string }
type Played = { videoId: string; episode: number; startsAtMin: number; mode: string; previewEndsAtMin?: number; quality: string; adsSec: number; nextEpisode?: number; message: string }
type History = { entries: { videoId: string; episode: number; positionMin: number; progress: string; preview: boolean }[] }
type PlanPrices = { tier: string; monthly: number; autoRenewMonthly: number; quarterly: number; yearly: number; quality: string }
type Membership = { active: boolean; tier?: string; expiresAt?: string; autoRenew?: boolean; nextCharge?: { at: string; amount: number }; availablePlans: PlanPrices[] }
type Failure = { code: string; message: string; issues?: { path: string }[] }

const ok = <T>(outcome: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.error)}`)
  return outcome.data as T
}
const failed = (outcome: { ok: boolean; error?: unknown }): Failure => {
  if (outcome.ok) throw new Error(`expected a failure, got ${JSON.stringify(outcome)}`)
  return outcome.error as Failure
}
const search = (s: Session, app: string, args: Record<string, unknown>) => ok<Search>(s.call(app, 'searchVideos', args))

describe('video: search -> play -> history -> membership', () => {
  it('previews VIP episodes for a non-member, refuses past the preview, plays in full after subscribing, and resumes', () => {
    const s = session()
    const [knockout] = search(s, 'iqiyi', { query: '狂飙' }).results
    expect(knockout).toMatchObject({ videoId: 'iq_the_knockout', title: 'The Knockout', type: 'drama', episodes: 39, access: 'partly_vip', freeEpisodes: 6, exclusive: true })

    const free = ok<Played>(s.call('iqiyi', 'playVideo', { videoId: 'iq_the_knockout' }))
    expect(free).toMatchObject({ episode: 1, startsAtMin: 0, mode: 'full', quality: '720P', adsSec: 75, nextEpisode: 2 })
    const preview = ok<Played>(s.call('iqiyi', 'playVideo', { videoId: 'iq_the_knockout', episode: 10 }))
    expect(preview).toMatchObject({ episode: 10, mode: 'preview', previewEndsAtMin: 6 })
    const state = s.state
    const refused = failed(s.call('iqiyi', 'playVideo', { videoId: 'iq_the_knockout', episode: 10, positionMin: 20 }))
    expect(refused.code).toBe('conflict')
    expect(refused.message).toMatch(/^VIP membership required: .* first 6 minutes/)
    expect(s.state).toBe(state)

    const bought = ok<{ orderId: string; price: number; validUntil: string; membership: Membership }>(s.call('iqiyi', 'subscribeMembership', { plan: 'monthly', autoRenew: true, paymentMethod: 'WeChat Pay' }))
    expect(bought).toMatchObject({ orderId: 'vip_0001', price: 25, validUntil: '2026-04-02 08:00', membership: { active: true, tier: 'gold', autoRenew: true, nextCharge: { at: '2026-04-02 08:00', amount: 25 } } })
    const full = ok<Played>(s.call('iqiyi', 'playVideo', { videoId: '狂飙', episode: 10, positionMin: 20 }))
    expect(full).toMatchObject({ videoId: 'iq_the_knockout', mode: 'full', startsAtMin: 20, quality: '1080P', adsSec: 0 })
    // Without an episode the history resumes where it left off.
    expect(ok<Played>(s.call('iqiyi', 'playVideo', { videoId: 'The Knockout' }))).toMatchObject({ episode: 10, startsAtMin: 20 })

    ok(s.call('iqiyi', 'playVideo', { videoId: 'iq_wandering_earth_2', positionMin: 95 }))
    const history = ok<History>(s.call('iqiyi', 'getWatchHistory', {}))
    expect(history.entries.map((e) => [e.videoId, e.episode, e.positionMin])).toEqual([['iq_wandering_earth_2', 1, 95], ['iq_the_knockout', 10, 20]])
    expect(history.entries[1]!.progress).toBe('Episode 10/39, 20 of 45 min')
    expect(Object.keys((s.state.apps.iqiyi as VideoState).history)).toEqual(['iq_the_knockout', 'iq_wandering_earth_2'])

    ok(s.call('iqiyi', 'deleteWatchHistory', { videoId: 'iq_wandering_earth_2' }))
    expect(ok<History>(s.call('iqiyi', 'getWatchHistory', {})).entries.map((e) => e.videoId)).toEqual(['iq_the_knockout'])
    expect(failed(s.call('iqiyi', 'deleteWatchHistory', { videoId: 'iq_wandering_earth_2' })).code).toBe('not_found')
  })

  it('404s episodes and ids that name nothing, 400s a position past the end', () => {
    const s = session()
    expect(failed(s.call('iqiyi', 'playVideo', { videoId: 'iq_the_knockout', episode: 40 })).message).toMatch(/has 39 episodes/)
    expect(failed(s.call('iqiyi', 'playVideo', { videoId: 'iq_nothing' })).code).toBe('not_found')
    expect(failed(s.call('iqiyi', 'playVideo', { videoId: 'iq_the_knockout', positionMin: 45 })).issues?.[0]?.path).toBe('positionMin')
    expect(failed(s.call('tencent_video', 'playVideo', { videoId: 'iq_the_knockout' }))).toMatchObject({ code: 'not_found', message: expect.stringMatching(/not on Tencent Video/) })
  })
})

describe('video: memberships are not refunded', () => {
  it('cancelling stops auto-renewal and keeps VIP to its end date; buying again extends it; another tier is refused', () => {
    const s = session()
    ok(s.call('tencent_video', 'subscribeMembership', { plan: 'yearly', paymentMethod: 'Alipay' }))
    expect(failed(s.call('tencent_video', 'cancelMembership', {})).message).toMatch(/not set to auto-renew; it ends on 2027-03-02 08:00/)
    const again = ok<{ price: number; validFrom: string; validUntil: string }>(s.call('tencent_video', 'subscribeMembership', { plan: 'monthly', autoRenew: true, paymentMethod: 'Alipay' }))
    expect(again).toMatchObject({ price: 25, validFrom: '2027-03-02 08:00', validUntil: '2027-04-02 08:00' })
    expect(failed(s.call('tencent_video', 'subscribeMembership', { plan: 'monthly', tier: 'svip', paymentMethod: 'Alipay' })).message).toMatch(/already has Tencent Video VIP/)
    const cancelled = ok<Membership & { message: string }>(s.call('tencent_video', 'cancelMembership', {}))
    expect(cancelled).toMatchObject({ active: true, autoRenew: false, expiresAt: '2027-04-02 08:00' })
    expect(cancelled.message).toMatch(/not refunded/)
    expect(ok<{ orders: { price: number }[] }>(s.call('tencent_video', 'listMembershipOrders', {})).orders.map((o) => o.price)).toEqual([258, 25])
    s.setClock(fromLocal(2027, 4, 3))
    expect(ok<Membership>(s.call('tencent_video', 'getMembership', {})).active).toBe(false)
    expect(failed(s.call('tencent_video', 'cancelMembership', {})).message).toMatch(/no active/)
  })

  it('keeps an auto-renewing membership alive as the clock passes its end date', () => {
    const s = session()
    ok(s.call('iqiyi', 'subscribeMembership', { plan: 'monthly', autoRenew: true, paymentMethod: 'Alipay' }))
    s.setClock(fromLocal(2026, 5, 20))
    expect(ok<Membership>(s.call('iqiyi', 'getMembership', {}))).toMatchObject({ active: true, expiresAt: '2026-06-02 08:00', nextCharge: { amount: 25 } })
    expect(ok<Played>(s.call('iqiyi', 'playVideo', { videoId: 'iq_the_knockout', episode: 12, positionMin: 30 })).mode).toBe('full')
  })
})

describe('video: iQIYI and Tencent Video differ the way the real ones do', () => {
  it('each holds its own exclusives and says where the other one streams', () => {
    const s = session()
    const ids = (app: string) => search(s, app, { query: '', limit: 30 }).results.map((e) => e.title)
    const iq = ids('iqiyi')
    const tx = ids('tencent_video')
    for (const t of ['The Knockout', 'The Bad Kids', 'The Big Band']) expect(iq).toContain(t)
    for (const t of ['Blossoms Shanghai', 'Three-Body', 'The Long Season', 'Rock & Roast']) {
      expect(tx).toContain(t)
      expect(iq).not.toContain(t)
    }
    // Licensed titles are on both, as non-exclusives.
    const both = search(s, 'iqiyi', { query: 'Empresses in the Palace' }).results[0]!
    expect(both.exclusive).toBe(false)
    expect(search(s, 'tencent_video', { query: '甄嬛传' }).results[0]).toMatchObject({ title: 'Empresses in the Palace', exclusive: false })
    const missing = search(s, 'iqiyi', { query: 'Three-Body' })
    expect(missing.results).toEqual([])
    expect(missing.notice).toMatch(/Not on iQIYI: "Three-Body" \(三体\)/)
    // Tencent is the home of Chinese 3D animation.
    const anime = (app: string) => search(s, app, { query: '', type: 'anime', limit: 30 }).results.length
    expect(anime('tencent_video')).toBeGreaterThan(anime('iqiyi'))
  })

  it('sells VIP at real list prices: a year costs less than twelve months, premium more than standard, Tencent a little dearer by the year', () => {
    const s = session()
    const plans = (app: string) => ok<Membership>(s.call(app, 'getMembership', {})).availablePlans
    const iq = plans('iqiyi')
    const tx = plans('tencent_video')
    expect(iq.map((p) => [p.tier, p.monthly, p.yearly])).toEqual([['gold', 30, 248], ['platinum', 50, 468]])
    expect(tx.map((p) => [p.tier, p.monthly, p.yearly])).toEqual([['vip', 30, 258], ['svip', 50, 488]])
    for (const p of [...iq, ...tx]) {
      expect(p.yearly).toBeLessThan(p.monthly * 12)
      expect(p.quarterly).toBeLessThan(p.monthly * 3)
      expect(p.autoRenewMonthly).toBeLessThan(p.monthly)
      expect(p.monthly).toBeGreaterThanOrEqual(20)
      expect(p.monthly).toBeLessThanOrEqual(60)
    }
    expect(iq[1]!.quality).toBe('4K')
    expect(tx[0]!.yearly).toBeGreaterThan(iq[0]!.yearly)
  })

  it('runs longer pre-roll ads on iQIYI than on Tencent Video for non-members', () => {
    const s = session()
    const ads = (app: string, id: string) => ok<Played>(s.call(app, 'playVideo', { videoId: id })).adsSec
    expect(ads('iqiyi', 'iq_empresses_in_the_palace')).toBeGreaterThan(ads('tencent_video', 'tx_empresses_in_the_palace'))
  })
})

describe('video: search', () => {
  it('finds by actor, genre and kind, and sorts by rating', () => {
    const s = session()
    expect(search(s, 'tencent_video', { query: 'Hu Ge' }).results.map((e) => e.title).sort()).toEqual(['Blossoms Shanghai', 'Nirvana in Fire'])
    const byRating = search(s, 'tencent_video', { query: 'drama', sortBy: 'rating', limit: 30 }).results
    expect(byRating.length).toBeGreaterThan(5)
    for (const e of byRating) expect(e.type).toBe('drama')
    expect(byRating.map((e) => e.rating)).toEqual([...byRating.map((e) => e.rating)].sort((a, b) => b - a))
    expect(search(s, 'iqiyi', { query: 'xianxia' }).results[0]!.title).toBe('Love Between Fairy and Devil')
  })

  it('property: every title found is on the platform, and a VIP episode previews for a non-member', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TITLES), fc.constantFrom('iqiyi', 'tencent_video'), (title, app) => {
        const s = session('prop')
        const platform = app === 'iqiyi' ? 'iqiyi' : 'tencent'
        const hits = search(s, app, { query: title.titleZh }).results
        expect(hits.some((h) => h.title === title.title)).toBe(title.on.includes(platform))
        if (!title.on.includes(platform)) return
        const episode = title.vipFrom ?? 1
        const played = ok<Played>(s.call(app, 'playVideo', { videoId: hits.find((h) => h.title === title.title)!.videoId, episode }))
        expect(played.mode).toBe(title.vipFrom === undefined ? 'full' : 'preview')
      }),
      { numRuns: 40 },
    )
  })

  it('is deterministic across worlds', () => {
    const run = () => {
      const s = openSession({ world: createSandboxWorld({ checkOutputs: true }), seed: 'v-1' })
      return JSON.stringify([
        s.call('tencent_video', 'searchVideos', { query: 'suspense' }),
        s.call('tencent_video', 'subscribeMembership', { plan: 'quarterly', tier: 'svip', paymentMethod: 'WeChat Pay' }),
        s.call('tencent_video', 'playVideo', { videoId: 'tx_three_body', episode: 8, positionMin: 12 }),
        s.state.apps.tencent_video,
      ])
    }
    expect(run()).toBe(run())
  })
})
