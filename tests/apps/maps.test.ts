import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromLocal } from '../../apps/kit/index.ts'
import { metroFare, straightKm, type MapsState } from '../../apps/transport/index.ts'
import { createSandboxWorld, openSession } from '../../simulator/world/index.ts'
import { placesIn } from '../../simulator/world/places/index.ts'
import { describeToolSpectrum, runGold, toolspectrumSamples } from '../support/toolspectrum.ts'

/** The maps factory: Baidu Maps and Amap route between resolved places, and differ where the real apps do. */

const world = createSandboxWorld({ checkOutputs: true })
const at = (h: number, m = 0) => fromLocal(2026, 3, 2, h, m)
const session = (start = at(8)) => openSession({ world, start })

type Step = { mode: string; instruction: string; distanceKm: number; durationMin: number; departAt: string; line?: string; from?: string; to?: string; stops?: number }
type Route = {
  start: { name: string; district: string; city: string }
  end: { name: string; district: string; city: string }
  transportMode: string
  distanceKm: number
  durationMin: number
  departAt: string
  arriveAt: string
  summary: string
  tolls?: number
  taxiFareEstimate?: number
  transitFare?: number
  transfers?: number
  lines?: string[]
  steps: Step[]
  note?: string
}
type Distance = { distanceKm: number; straightLineKm: number; durationMin: number }

const ok = <T>(outcome: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.error)}`)
  return outcome.data as T
}
const route = (s: ReturnType<typeof session>, app: string, a: string, b: string, mode: string, extra = {}) =>
  ok<Route>(s.call(app, 'getRoute', { startLocation: a, endLocation: b, transportMode: mode, ...extra }))

const BEIJING_LINES = ['Line 1', 'Line 2', 'Line 4', 'Line 5', 'Line 6', 'Line 7', 'Line 8', 'Line 9', 'Line 10', 'Line 13', 'Line 14', 'Line 15', 'Changping Line', 'Yizhuang Line', 'Capital Airport Express', 'Daxing Airport Express']
const PAIRS: [string, string][] = [
  ['home', 'Beijing South Railway Station'],
  ['Wudaokou', 'Guomao'],
  ['Tsinghua University', 'Xidan'],
  ['office', 'Sanlitun'],
  ['Beijing West Railway Station', 'Wangfujing'],
  ['Peking University', 'Beijing Capital International Airport'],
]

describe('transit on the real metro', () => {
  it('routes Wangjing to Beijing South on Line 14, with walking, waiting, fare and a consistent clock', () => {
    const r = route(session(), 'Baidu_Maps', 'home', 'Beijing South Railway Station', 'transit')
    expect(r.start).toMatchObject({ name: 'Wangjing Xiyuan District 3', district: 'Chaoyang', city: 'beijing' })
    expect(r.lines).toEqual(['Line 14'])
    const metro = r.steps.find((s) => s.mode === 'metro')!
    expect(metro).toMatchObject({ line: 'Line 14', from: 'Wangjing', to: 'Beijing South Railway Station' })
    expect(metro.instruction).toContain('14号线')
    expect(metro.stops).toBeGreaterThan(12)
    expect(r.transitFare).toBe(metroFare('beijing', metro.distanceKm))
    expect(r.departAt).toBe('2026-03-02 08:00')
    // Every step leaves no earlier than the previous one arrives; the last arrives at arriveAt.
    let t = Date.parse(`${r.departAt.replace(' ', 'T')}:00+08:00`)
    for (const s of r.steps) {
      const leaves = Date.parse(`${s.departAt.replace(' ', 'T')}:00+08:00`)
      expect(leaves).toBeGreaterThanOrEqual(t)
      t = leaves + s.durationMin * 60_000
    }
    expect(t).toBe(Date.parse(`${r.arriveAt.replace(' ', 'T')}:00+08:00`))
  })

  it('only names real Beijing lines, and Shanghai routes People\'s Square to Lujiazui on Line 2', () => {
    const s = session()
    for (const [a, b] of PAIRS) for (const line of route(s, 'Amap', a, b, 'transit').lines ?? []) expect(BEIJING_LINES, `${a} -> ${b}`).toContain(line)
    const sh = route(s, 'Baidu_Maps', "People's Square, Shanghai", 'Lujiazui', 'transit')
    expect(sh.lines).toEqual(['Line 2'])
    expect(sh.transitFare).toBe(3)
    expect(route(s, 'Baidu_Maps', 'Shanghai Hongqiao Railway Station', 'Shanghai Pudong International Airport', 'transit').lines).toContain('Shanghai Maglev')
  })

  it('goes between cities by high-speed rail from the right hub, with local legs at both ends', () => {
    const s = session()
    const r = route(s, 'Baidu_Maps', 'Beijing, Chaoyang District, Jianwai Street 5, Building 1, Apt. 201', 'Shenzhen, Futian District, Huaqiang North Road 88, Room 202', 'transit')
    const rail = r.steps.find((x) => x.mode === 'rail')!
    expect(rail).toMatchObject({ from: 'Beijing West Railway Station', to: 'Shenzhen North Railway Station' })
    expect(rail.line).toMatch(/^G\d{1,4}$/)
    expect(rail.durationMin).toBeGreaterThan(7 * 60)
    expect(rail.durationMin).toBeLessThan(11 * 60)
    expect(r.end).toMatchObject({ city: 'shenzhen', district: 'Futian' })
    expect(r.steps[0]!.mode).toBe('walk')
    expect(r.steps.at(-1)!.mode).toBe('walk')
    expect(r.transitFare).toBeGreaterThan(800)
    const short = route(s, 'Baidu_Maps', 'Tianjin, Heping District, Heping Road 111', 'Beijing, Chaoyang District, Jianwai Street 5', 'transit')
    const c = short.steps.find((x) => x.mode === 'rail')!
    expect(c).toMatchObject({ from: 'Tianjin West Railway Station', to: 'Beijing South Railway Station' })
    expect(c.line).toMatch(/^C\d{4}$/)
  })
})

describe('realism that can fail', () => {
  it('drives at least the straight-line distance, for any two places (property)', () => {
    const places = placesIn('beijing').concat(placesIn('shanghai'))
    const s = session()
    fc.assert(
      fc.property(fc.constantFrom(...places), fc.constantFrom(...places), fc.constantFrom('Baidu_Maps', 'Amap'), (a, b, app) => {
        fc.pre(a.id !== b.id)
        const d = ok<Distance>(s.call(app, 'getDistance', { startLocation: a.id, endLocation: b.id, transportMode: 'driving' }))
        expect(d.distanceKm).toBeGreaterThanOrEqual(d.straightLineKm)
        expect(d.straightLineKm).toBeCloseTo(straightKm(a, b), 0)
      }),
      { numRuns: 150 },
    )
  })

  it('is slower by transit than by car off-peak, for trips across town', () => {
    const s = session(at(14))
    for (const [a, b] of PAIRS) {
      for (const app of ['Baidu_Maps', 'Amap']) {
        const car = route(s, app, a, b, 'driving')
        const transit = route(s, app, a, b, 'transit')
        expect(transit.durationMin, `${app} ${a} -> ${b}`).toBeGreaterThan(car.durationMin)
      }
    }
  })

  it("Amap's live-traffic ETA is longer than Baidu's averages in rush hour and shorter off-peak", () => {
    for (const [a, b] of PAIRS) {
      const rush = session(at(8, 30))
      const calm = session(at(14))
      expect(route(rush, 'Amap', a, b, 'driving').durationMin).toBeGreaterThanOrEqual(route(rush, 'Baidu_Maps', a, b, 'driving').durationMin)
      expect(route(calm, 'Amap', a, b, 'driving').durationMin).toBeLessThanOrEqual(route(calm, 'Baidu_Maps', a, b, 'driving').durationMin)
    }
  })

  it('Baidu picks transit routes with fewer changes, Amap the quickest; Amap quotes the cheaper ride', () => {
    const s = session(at(14))
    let [baiduChanges, amapChanges, baiduMin, amapMin] = [0, 0, 0, 0]
    for (const [a, b] of PAIRS) {
      const bd = route(s, 'Baidu_Maps', a, b, 'transit')
      const am = route(s, 'Amap', a, b, 'transit')
      baiduChanges += bd.transfers!
      amapChanges += am.transfers!
      baiduMin += bd.durationMin
      amapMin += am.durationMin
      const bc = route(s, 'Baidu_Maps', a, b, 'driving')
      const ac = route(s, 'Amap', a, b, 'driving')
      expect(ac.taxiFareEstimate!).toBeLessThan(bc.taxiFareEstimate!)
    }
    expect(baiduChanges).toBeLessThan(amapChanges)
    expect(amapMin).toBeLessThan(baiduMin)
  })

  it('charges tolls on expressways between cities, none in town; Amap can avoid them', () => {
    const s = session(at(14))
    const town = route(s, 'Amap', 'home', 'Xidan', 'driving')
    expect(town.tolls).toBe(0)
    expect(town.summary).toMatch(/Ring Road/)
    const far = route(s, 'Amap', 'home', 'Tianjin, Heping District, Heping Road 111', 'driving')
    expect(far.tolls).toBeGreaterThan(40)
    expect(far.summary).toContain('G2')
    expect(far.taxiFareEstimate).toBeUndefined()
    const free = route(s, 'Amap', 'home', 'Tianjin, Heping District, Heping Road 111', 'driving', { routePreference: 'avoid_tolls' })
    expect(free.tolls).toBe(0)
    expect(free.durationMin).toBeGreaterThan(far.durationMin)
    expect(free.distanceKm).toBeGreaterThan(far.distanceKm)
  })
})

describe("each app's interface", () => {
  it("Baidu takes exactly ToolSpectrum's modes and parameters; Amap adds cycling and a route preference", () => {
    const s = session()
    expect(s.call('Baidu_Maps', 'getRoute', { startLocation: 'home', endLocation: 'office', transportMode: 'cycling' })).toMatchObject({ ok: false, error: { issues: [{ path: 'transportMode' }] } })
    expect(s.call('Baidu_Maps', 'getRoute', { startLocation: 'home', endLocation: 'office', routePreference: 'shortest' })).toMatchObject({ ok: false, error: { issues: [{ path: 'routePreference', code: 'unknown_parameter' }] } })
    const bike = route(s, 'Amap', 'home', 'Wudaokou', 'cycling')
    const walk = route(s, 'Amap', 'home', 'Wudaokou', 'walking')
    expect(bike.durationMin).toBeLessThan(walk.durationMin)
    // Defaults: Baidu plans transit, Amap driving.
    expect(ok<Route>(s.call('Baidu_Maps', 'getRoute', { startLocation: 'home', endLocation: 'Xidan' })).transportMode).toBe('transit')
    expect(ok<Route>(s.call('Amap', 'getRoute', { startLocation: 'home', endLocation: 'Xidan' })).transportMode).toBe('driving')
  })

  it('answers a route to the same place with nothing to travel, and refuses a walk across the country', () => {
    const s = session()
    const same = ok<Route>(s.call('Baidu_Maps', 'getRoute', { startLocation: 'Qingdao, Laoshan District, Haiyang Road 99', endLocation: 'Qingdao, Laoshan District, Haiyang Road 99', transportMode: 'walking' }))
    expect(same).toMatchObject({ distanceKm: 0, durationMin: 0, steps: [], end: { city: 'qingdao', district: 'Laoshan' } })
    expect(s.call('Baidu_Maps', 'getDistance', { startLocation: 'Beijing', endLocation: 'Shanghai', transportMode: 'walking' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_arguments', issues: [{ path: 'transportMode' }] },
    })
    expect(ok<Distance>(s.call('Baidu_Maps', 'getDistance', { startLocation: 'Beijing', endLocation: 'Shanghai', transportMode: 'driving' })).distanceKm).toBeGreaterThan(1200)
    expect(ok<Distance>(s.call('Baidu_Maps', 'getDistance', { startLocation: '39.9087,116.4595', endLocation: 'Guomao', transportMode: 'walking' })).distanceKm).toBeLessThan(0.5)
  })

  it('searches nearby places of a kind, nearest first within the radius, each app rating them its own way', () => {
    const s = session()
    type Nearby = { count: number; results: { placeId: string; name: string; distanceKm: number; rating: number }[] }
    const cinemas = ok<Nearby>(s.call('Baidu_Maps', 'searchNearby', { location: 'office', category: 'cinema', radiusKm: 3 }))
    expect(cinemas.results[0]!.name).toBe('Jinyi Cinema Wangjing')
    const bd = ok<Nearby>(s.call('Baidu_Maps', 'searchNearby', { location: 'Guomao', category: 'restaurant', radiusKm: 5, limit: 20 }))
    expect(bd.count).toBeGreaterThanOrEqual(5)
    const d = bd.results.map((r) => r.distanceKm)
    expect(d).toEqual([...d].sort((a, b) => a - b))
    expect(d.every((x) => x <= 5 * 1.25)).toBe(true)
    const am = ok<Nearby>(s.call('Amap', 'searchNearby', { location: 'Guomao', category: 'restaurant', radiusKm: 5, limit: 20 }))
    expect(am.results.map((r) => r.placeId)).toEqual(bd.results.map((r) => r.placeId))
    expect(am.results.filter((r, i) => r.rating !== bd.results[i]!.rating).length).toBeGreaterThan(bd.count / 2)
    expect(bd.results.every((r) => r.rating >= 3.8 && r.rating <= 4.9 && Math.round(r.rating * 10) === r.rating * 10)).toBe(true)
    expect(ok<Nearby>(s.call('Amap', 'searchNearby', { location: 'Chengdu, Wuhou District, 9 Some Road', category: 'cinema' })).count).toBe(0)
  })
})

describe('favourite places', () => {
  it('saves, routes to by name, lists, refuses a duplicate name, deletes, and 404s after', () => {
    const s = session()
    const fav = ok<{ favoriteId: string; place: { name: string; district: string } }>(s.call('Amap', 'saveFavoritePlace', { name: "Mom's place", location: 'Hepingli', note: 'Sunday lunch' }))
    expect(fav).toMatchObject({ favoriteId: 'fav_0001', place: { name: 'Hepingli', district: 'Dongcheng' } })
    expect(route(s, 'Amap', 'home', "mom's place", 'driving').end.name).toBe('Hepingli')
    expect(s.call('Amap', 'saveFavoritePlace', { name: "MOM'S PLACE", location: 'Sanlitun' })).toMatchObject({ ok: false, error: { code: 'conflict' } })
    expect(ok<{ count: number }>(s.call('Amap', 'listFavoritePlaces', {})).count).toBe(1)
    // Favourites are each app's own.
    expect(ok<{ count: number }>(s.call('Baidu_Maps', 'listFavoritePlaces', {})).count).toBe(0)
    expect((s.state.apps.amap as MapsState).favorites.fav_0001!.place.id).toBe('bj_hepingli')
    ok(s.call('Amap', 'deleteFavoritePlace', { favoriteId: 'fav_0001' }))
    expect(s.call('Amap', 'deleteFavoritePlace', { favoriteId: 'fav_0001' })).toMatchObject({ ok: false, error: { code: 'not_found' } })
    // Deleted, the name is nothing the app knows: a 404, as a real map's search finds nothing.
    expect(s.call('Amap', 'getRoute', { startLocation: 'home', endLocation: "Mom's place", transportMode: 'driving' })).toMatchObject({
      ok: false,
      error: { code: 'not_found', issues: [{ path: 'endLocation' }] },
    })
  })

  it('is deterministic: the same call in two sessions gives byte-identical routes', () => {
    const a = JSON.stringify(session().call('Amap', 'getRoute', { startLocation: 'Wudaokou', endLocation: 'Guomao', transportMode: 'transit' }))
    const b = JSON.stringify(session().call('Amap', 'getRoute', { startLocation: 'Wudaokou', endLocation: 'Guomao', transportMode: 'transit' }))
    expect(a).toBe(b)
    expect(JSON.stringify(session().call('Amap', 'getRoute', { startLocation: 'Wudaokou', endLocation: 'Xidan', transportMode: 'transit' }))).not.toBe(a)
  })
})

describeToolSpectrum("ToolSpectrum's Baidu_Maps gold calls", () => {
  const samples = toolspectrumSamples().filter((s) => s.toolCall?.APP === 'Baidu_Maps')
  it('has them, and every one succeeds (intercity transit and same-place walks included)', () => {
    expect(samples.length).toBeGreaterThanOrEqual(13)
    for (const sample of samples) {
      const run = runGold(sample, world)
      expect(run.outcome.ok ? 'ok' : `${sample.id}: ${JSON.stringify(run.outcome.error)}`).toBe('ok')
    }
  })
})
