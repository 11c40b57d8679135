import { describe, expect, it } from 'vitest'
import { createSandboxWorld, openSession } from '../simulator/world/index.ts'

/**
 * Nearby search lists what a dense district really holds: a street of cafes, hotels and gyms around
 * Sanlitun or Guomao, not the handful of places the gazetteer names. Every place listed is one the
 * app can route to, and the same search gives the same list in any session.
 */

const world = createSandboxWorld({ checkOutputs: true })
const session = () => openSession({ world })

type Nearby = {
  center: { name: string; city: string }
  count: number
  results: { placeId: string; name: string; district: string; distanceKm: number }[]
}
const nearby = (app: string, location: string, category: string, extra: Record<string, unknown> = {}): Nearby => {
  const out = session().call(app, 'searchNearby', { location, category, limit: 20, ...extra })
  if (!out.ok) throw new Error(`${location} ${category}: ${JSON.stringify(out.error)}`)
  return out.data as Nearby
}

const DENSE = ['Sanlitun', 'Guomao', 'Xujiahui', 'Futian District, Shenzhen', 'Lujiazui', 'Wulin Square']
/** What a dense centre holds within Baidu Maps' default 2 km, at the least. */
const AT_LEAST: Readonly<Record<string, number>> = { restaurant: 15, cafe: 12, hotel: 8, gym: 5, mall: 3, office: 10 }

describe('searchNearby in a dense district', () => {
  it.each(DENSE)('%s lists a realistic number of places of each kind', (location) => {
    for (const [category, n] of Object.entries(AT_LEAST)) {
      const found = nearby('Baidu_Maps', location, category)
      expect(found.count, `${location} ${category}`).toBeGreaterThanOrEqual(n)
      const d = found.results.map((r) => r.distanceKm)
      expect(d).toEqual([...d].sort((a, b) => a - b))
      expect(new Set(found.results.map((r) => r.placeId)).size).toBe(found.results.length)
      expect(new Set(found.results.map((r) => r.name)).size).toBe(found.results.length)
    }
  })

  it('lists the metro stations around a centre with a metro', () => {
    const stations = nearby('Amap', 'Sanlitun', 'station', { radiusKm: 1.5 }).results.map((r) => r.name)
    expect(stations.some((n) => /Tuanjiehu/.test(n))).toBe(true)
    expect(nearby('Amap', 'Xujiahui', 'station', { radiusKm: 1 }).results.some((r) => /Xujiahui/.test(r.name))).toBe(true)
  })

  it('finds fewer places out of town than in the centre', () => {
    const centre = nearby('Amap', 'Guomao', 'cafe', { radiusKm: 1 }).count
    const outskirts = nearby('Amap', 'Mutianyu Great Wall', 'cafe', { radiusKm: 1 }).count
    expect(outskirts).toBeLessThan(centre / 2)
  })

  it('routes to any place it lists, by its name or its id', () => {
    const s = session()
    for (const category of ['cafe', 'hotel', 'gym', 'restaurant', 'station']) {
      const found = nearby('Amap', 'Guomao', category, { radiusKm: 1.5 })
      for (const r of found.results.slice(0, 5)) {
        for (const text of [r.name, r.placeId]) {
          const out = s.call('Amap', 'getDistance', { startLocation: 'Guomao', endLocation: text, transportMode: 'walking' })
          expect(out.ok ? 'ok' : JSON.stringify(out.error), text).toBe('ok')
          if (out.ok) expect((out.data as { straightLineKm: number }).straightLineKm, text).toBeLessThanOrEqual(1.6)
        }
      }
    }
  })

  it('gives the same list in every session', () => {
    expect(JSON.stringify(nearby('Baidu_Maps', 'Sanlitun', 'cafe'))).toBe(JSON.stringify(nearby('Baidu_Maps', 'Sanlitun', 'cafe')))
  })
})
