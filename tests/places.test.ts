import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PlaceKind } from '../apps/kit/index.ts'
import {
  allPlaces,
  cities,
  createPlaceResolver,
  haversineKm,
  inBounds,
  placeById,
  placesIn,
  resolveCityId,
} from '../simulator/world/places/index.ts'

const KINDS: readonly Exclude<PlaceKind, 'address'>[] = [
  'residence', 'office', 'mall', 'cinema', 'theater', 'restaurant', 'cafe', 'gym', 'park', 'station',
  'airport', 'hospital', 'university', 'hotel', 'landmark', 'stadium', 'street',
]
const PREFIX: Record<string, string> = { beijing: 'bj', shanghai: 'sh', hangzhou: 'hz', shenzhen: 'sz' }

const saved = { home: 'bj_tiantongyuan', office: 'China World Trade Center', gym: '12 Quiet Lane, Chaoyang' }
const beijing = createPlaceResolver({ city: 'Beijing', saved })

describe('gazetteer data', () => {
  it('has at least 220 Beijing places with every kind, 20 cinemas, 15 hotels and 25 restaurants', () => {
    expect(placesIn('beijing').length).toBeGreaterThanOrEqual(220)
    for (const kind of KINDS) expect(placesIn('beijing', kind).length, kind).toBeGreaterThan(0)
    expect(placesIn('beijing', 'cinema').length).toBeGreaterThanOrEqual(20)
    expect(placesIn('beijing', 'hotel').length).toBeGreaterThanOrEqual(15)
    expect(placesIn('beijing', 'restaurant').length).toBeGreaterThanOrEqual(25)
    expect(placesIn('beijing', 'gym').length).toBeGreaterThanOrEqual(10)
  })

  it('has at least 45 places in each other city', () => {
    for (const city of ['shanghai', 'hangzhou', 'shenzhen']) expect(placesIn(city).length, city).toBeGreaterThanOrEqual(45)
    expect(allPlaces.length).toBe(cities.reduce((n, c) => n + placesIn(c.id).length, 0))
  })

  it('gives every place a unique id with its city prefix, a Chinese name, a district and an address', () => {
    expect(new Set(allPlaces.map((p) => p.id)).size).toBe(allPlaces.length)
    for (const p of allPlaces) {
      expect(p.id).toMatch(/^(bj|sh|hz|sz)_[a-z0-9_]+$/)
      expect(p.id.startsWith(`${PREFIX[p.city]}_`), p.id).toBe(true)
      expect(p.nameZh, p.id).toMatch(/\S/)
      expect(p.district, p.id).toMatch(/\S/)
      expect(p.address, p.id).toMatch(/\S/)
      expect(p.source).toBe('gazetteer')
    }
  })

  it('places every place inside its city', () => {
    for (const city of cities) {
      const outside = placesIn(city.id).filter((p) => !inBounds(p, city.bounds))
      expect(outside.map((p) => p.id), city.id).toEqual([])
      expect(inBounds(city.center, city.bounds)).toBe(true)
    }
  })

  it('lists each city with stations and airports that exist and are of the right kind', () => {
    expect(cities.map((c) => c.id)).toEqual(['beijing', 'shanghai', 'hangzhou', 'shenzhen'])
    for (const city of cities) {
      expect(city.stations.length).toBeGreaterThanOrEqual(3)
      for (const id of city.stations) expect(placeById.get(id)?.kind, id).toBe('station')
      for (const id of city.airports) expect(placeById.get(id)?.kind, id).toBe('airport')
    }
  })

  it('resolves every place by its English and Chinese name, from its own city and from Beijing', () => {
    for (const p of allPlaces) {
      const own = createPlaceResolver({ city: p.city, saved: {} })
      expect(own.resolve(p.name).id, p.name).toBe(p.id)
      expect(own.resolve(p.nameZh ?? '').id, p.nameZh).toBe(p.id)
      expect(beijing.resolve(p.name).id, p.name).toBe(p.id)
    }
  })
})

describe('saved labels', () => {
  it('resolves home in any case and phrasing to the saved place', () => {
    for (const text of ['Home', 'home', ' HOME ', 'my home', 'My Home', 'home address', '家', '我家']) {
      const p = beijing.resolve(text)
      expect(p.id, text).toBe('bj_tiantongyuan')
      expect(p.source).toBe('saved')
      expect(p.label).toBe('home')
    }
  })

  it('reaches the office through its synonyms, and a free-text saved place through its label', () => {
    for (const text of ['office', 'my office', 'work', 'the office', '公司']) {
      expect(beijing.resolve(text)).toMatchObject({ id: 'bj_china_world_trade_center', source: 'saved', label: 'office' })
    }
    const gym = beijing.resolve('my gym')
    expect(gym).toMatchObject({ source: 'saved', label: 'gym', kind: 'address', city: 'beijing' })
    expect(gym.id).toBe(beijing.resolve('12 quiet lane, chaoyang').id)
  })

  it('prefers a label the user saved over a synonym of another label', () => {
    const r = createPlaceResolver({ city: 'beijing', saved: { office: 'bj_baidu_campus', work: 'bj_zpark' } })
    expect(r.resolve('work').id).toBe('bj_zpark')
    expect(r.resolve('office').id).toBe('bj_baidu_campus')
  })

  it('treats labels as ordinary text when nothing is saved', () => {
    const r = createPlaceResolver({ city: 'beijing', saved: {} })
    expect(r.resolve('home').source).toBe('geocoded')
  })
})

describe('gazetteer matching', () => {
  it('resolves spellings of one place to one id', () => {
    const ids = ['Sanlitun Taikoo Li', 'sanlitun  taikoo li, Beijing', '三里屯太古里', 'SANLITUN TAIKOO LI.', 'Taikoo Li', '北京市三里屯太古里']
      .map((t) => beijing.resolve(t).id)
    expect(new Set(ids)).toEqual(new Set(['bj_sanlitun_taikoo_li']))
  })

  it('treats railway station suffixes alike', () => {
    const ids = ['Beijing South Railway Station', 'Beijing South Station', '北京南站', 'beijing south train station', 'the Beijing South Railway Station, Beijing, China']
      .map((t) => beijing.resolve(t).id)
    expect(new Set(ids)).toEqual(new Set(['bj_beijing_south_station']))
  })

  it('treats airport suffixes and codes alike', () => {
    for (const text of ['PEK', 'Capital Airport', 'Beijing Capital Airport', 'Beijing Capital International Airport', '首都机场']) {
      expect(beijing.resolve(text).id, text).toBe('bj_capital_airport')
    }
    expect(beijing.resolve('Daxing International Airport').id).toBe('bj_daxing_airport')
    expect(beijing.resolve('北京首都机场').id).toBe('bj_capital_airport')
    expect(beijing.resolve('Hangzhou Xiaoshan Airport').id).toBe('hz_xiaoshan_airport')
  })

  it('reaches places of other cities by name', () => {
    expect(beijing.resolve('Shanghai Hongqiao Railway Station')).toMatchObject({ id: 'sh_hongqiao_station', city: 'shanghai', source: 'gazetteer' })
    expect(beijing.resolve('深圳北站').id).toBe('sz_shenzhen_north_station')
    expect(beijing.resolve('Hangzhou East Station').id).toBe('hz_hangzhou_east_station')
  })

  it("searches the user's city first, and a named city before it", () => {
    expect(beijing.resolve('Park Hyatt').id).toBe('bj_park_hyatt')
    expect(createPlaceResolver({ city: '上海', saved: {} }).resolve('Park Hyatt').id).toBe('sh_park_hyatt')
    expect(beijing.resolve('Park Hyatt, Shanghai').id).toBe('sh_park_hyatt')
    expect(beijing.resolve('Four Seasons Hotel, Shenzhen').id).toBe('sz_four_seasons')
  })

  it('resolves a gazetteer id to itself and gets places by id', () => {
    expect(beijing.resolve('bj_ncpa').id).toBe('bj_ncpa')
    expect(beijing.get('sh_the_bund')?.name).toBe('The Bund')
    expect(beijing.get('bj_nowhere')).toBeUndefined()
  })
})

describe('geocoded addresses', () => {
  it('gives one id to case, space and city-suffix variants, and another id to another text', () => {
    const a = beijing.resolve('88 Yuanda Lane, Block 3')
    expect(a).toMatchObject({ kind: 'address', source: 'geocoded', city: 'beijing', name: '88 Yuanda Lane, Block 3' })
    expect(a.id).toMatch(/^addr_[0-9a-f]{8}$/)
    for (const variant of ['  88 yuanda lane, block 3 ', '88 YUANDA LANE BLOCK 3', '88 Yuanda Lane, Block 3, Beijing']) {
      expect(beijing.resolve(variant).id, variant).toBe(a.id)
    }
    expect(beijing.resolve('89 Yuanda Lane, Block 3').id).not.toBe(a.id)
  })

  it('places addresses within about 12 km of the city centre, with a real district, the same in every resolver', () => {
    const districts = new Set(placesIn('beijing').map((p) => p.district))
    for (let i = 0; i < 50; i++) {
      const p = beijing.resolve(`${i} Nameless Hutong`)
      expect(haversineKm(p, cities[0]!.center)).toBeLessThanOrEqual(12.1)
      expect(districts.has(p.district), p.district).toBe(true)
      expect(createPlaceResolver({ city: 'beijing', saved: {} }).resolve(`${i} Nameless Hutong`)).toEqual(p)
    }
    const sz = createPlaceResolver({ city: 'shenzhen', saved: {} }).resolve('1 Nameless Hutong')
    expect(sz.city).toBe('shenzhen')
    expect(haversineKm(sz, cities[3]!.center)).toBeLessThanOrEqual(12.1)
  })

  it('puts a bare city name at its centre', () => {
    const p = beijing.resolve('Shanghai')
    expect(p).toMatchObject({ city: 'shanghai', lat: cities[1]!.center.lat, lng: cities[1]!.center.lng, source: 'geocoded' })
  })

  it('remembers geocoded ids it handed out', () => {
    const p = beijing.resolve('7 Remembered Road')
    expect(beijing.get(p.id)).toEqual(p)
  })
})

describe('cities', () => {
  it('resolves city aliases to canonical ids', () => {
    const cases: [string, string][] = [['Peking', 'beijing'], ['BJ', 'beijing'], ['北京', 'beijing'], ['北京市', 'beijing'], ['beijing', 'beijing'],
      ['上海', 'shanghai'], ['SH', 'shanghai'], ['Hangzhou City', 'hangzhou'], ['Shenzhen City', 'shenzhen'], ['深圳', 'shenzhen']]
    for (const [text, id] of cases) expect(beijing.resolveCity(text), text).toBe(id)
    expect(resolveCityId('Atlantis')).toBeUndefined()
    expect(createPlaceResolver({ city: 'Peking', saved: {} }).city).toBe('beijing')
  })
})

describe('near and distance', () => {
  it('returns cinemas nearest first, ties by id, within the limit', () => {
    const guomao = { lat: 39.9087, lng: 116.4595 }
    const found = beijing.near(guomao, 'cinema', 5)
    expect(found).toHaveLength(5)
    expect(found.every((p) => p.kind === 'cinema')).toBe(true)
    const d = found.map((p) => beijing.distanceKm(guomao, p))
    expect(d).toEqual([...d].sort((a, b) => a - b))
    expect(found[0]!.id).toBe('bj_wanda_cinema_cbd')
    expect(beijing.near(guomao, 'cinema', 0)).toEqual([])
    expect(beijing.near({ lat: 31.2304, lng: 121.4737 }, 'airport', 1)[0]!.city).toBe('shanghai')
  })

  it('measures great-circle distance', () => {
    expect(haversineKm({ lat: 39.9042, lng: 116.4074 }, { lat: 31.2304, lng: 121.4737 })).toBeCloseTo(1067, -1)
    expect(beijing.distanceKm(cities[0]!.center, cities[0]!.center)).toBe(0)
  })
})

describe('properties', () => {
  const text = fc.oneof(
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: 'binary' }),
    fc.constantFrom('', ' ', '  home  ', '北京南站', '🙂', '\u0000', 'the', '站', 'Beijing', '市'),
    fc.constantFrom(...allPlaces.slice(0, 40).map((p) => p.name)).map((n) => ` ${n.toUpperCase()} `),
  )

  it('resolve is total and deterministic for any string', () => {
    fc.assert(
      fc.property(text, (t) => {
        const a = createPlaceResolver({ city: 'beijing', saved }).resolve(t)
        const b = createPlaceResolver({ city: 'beijing', saved }).resolve(t)
        expect(b).toEqual(a)
        expect(beijing.resolve(t)).toEqual(a)
        expect(Number.isFinite(a.lat) && Number.isFinite(a.lng)).toBe(true)
        expect(a.id).toMatch(/^((bj|sh|hz|sz)_[a-z0-9_]+|addr_[0-9a-f]{8})$/)
      }),
      { numRuns: 500 },
    )
  })
})

describe('geocoded names', () => {
  it('spelling variants of one unknown address store one name', () => {
    const r = createPlaceResolver({ city: 'beijing', saved: {} })
    const a = r.resolve('88 UNKNOWN road')
    const b = r.resolve('  88 unknown   Road ')
    expect(a.id).toBe(b.id)
    expect(a.name).toBe('88 Unknown Road')
    expect(b.name).toBe('88 Unknown Road')
  })
})
