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
  landmarkPlaces,
  outlineCities,
  placesIn,
  resolveCityId,
} from '../simulator/world/places/index.ts'
import { completeUser, createSandboxWorld } from '../simulator/world/index.ts'

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

describe('outline cities', () => {
  const centreOf = (id: string) => outlineCities.find((c) => c.id === id)!

  it('lists at least 25 more cities, none a gazetteer city, each with districts, a station and real coordinates', () => {
    expect(outlineCities.length).toBeGreaterThanOrEqual(25)
    const ids = outlineCities.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const c of outlineCities) {
      expect(cities.some((g) => g.id === c.id), c.id).toBe(false)
      expect(c.districts.length, c.id).toBeGreaterThanOrEqual(3)
      expect(c.nameZh).toMatch(/^[\u4e00-\u9fff]{2,3}$/)
      // Mainland China, and every district near its city.
      expect(c.center.lat).toBeGreaterThan(18)
      expect(c.center.lat).toBeLessThan(54)
      for (const d of c.districts) expect(haversineKm(d.center, c.center), `${c.id}/${d.name}`).toBeLessThan(60)
      expect(haversineKm(c.railwayStation, c.center), c.id).toBeLessThan(40)
    }
  })

  it('resolves their names, old romanizations and Chinese names to ids', () => {
    const cases: [string, string][] = [['Guangzhou', 'guangzhou'], ['Canton', 'guangzhou'], ['广州', 'guangzhou'], ['广州市', 'guangzhou'], ['Chongqing', 'chongqing'],
      ['Chungking', 'chongqing'], ['成都', 'chengdu'], ["Xi'an", 'xian'], ['Xian', 'xian'], ['西安市', 'xian'], ['Nanking', 'nanjing'], ['Tianjin', 'tianjin'],
      ['Tientsin', 'tianjin'], ['Suzhou', 'suzhou'], ['Wuhan', 'wuhan'], ['Changsha', 'changsha'], ['Tsingtao', 'qingdao'], ['Amoy', 'xiamen'], ['厦门', 'xiamen']]
    for (const [text, id] of cases) expect(resolveCityId(text), text).toBe(id)
  })

  it('geocodes an address that names one of them inside that city, whatever the user\'s city', () => {
    const named = ['Guangzhou', 'Chongqing', 'Chengdu', 'Wuhan', "Xi'an", 'Nanjing', 'Tianjin', 'Suzhou', 'Changsha', 'Qingdao', 'Xiamen', 'Kunming', 'Harbin']
    const shanghai = createPlaceResolver({ city: 'shanghai', saved: {} })
    for (const name of named) {
      const id = resolveCityId(name)!
      const city = centreOf(id)
      for (const text of [`${name}, 88 Renmin Road, Room 301`, `88 Renmin Road, Room 301, ${name}`]) {
        for (const r of [beijing, shanghai]) {
          const p = r.resolve(text)
          expect(p, text).toMatchObject({ city: id, kind: 'address', source: 'geocoded' })
          expect(haversineKm(p, city.center), text).toBeLessThanOrEqual(city.radiusKm + 0.1)
          expect(city.districts.map((d) => d.name)).toContain(p.district)
        }
      }
      expect(beijing.resolve(city.nameZh)).toMatchObject({ city: id, lat: city.center.lat, lng: city.center.lng, name: city.name })
    }
  })

  it('gives the same address text in two cities two ids, and one id to its spellings in one city', () => {
    const a = beijing.resolve('88 Yuanda Lane, Shanghai')
    const b = beijing.resolve('88 Yuanda Lane, Beijing')
    expect(a.city).toBe('shanghai')
    expect(a.id).not.toBe(b.id)
    expect(beijing.resolve('Guangzhou, 12 Huacheng Avenue').id).toBe(beijing.resolve('12 huacheng avenue, guangzhou').id)
    expect(beijing.resolve('广州').id).toBe(beijing.resolve('Canton').id)
  })

  it('reaches their main stations and airports by any spelling, as places of the right kind that near() finds', () => {
    const gz = beijing.resolve('Guangzhou South Railway Station')
    expect(gz).toMatchObject({ city: 'guangzhou', kind: 'station', name: 'Guangzhou South Railway Station', nameZh: '广州南站', district: 'Panyu' })
    for (const text of ['广州南站', 'Guangzhou South Station', 'Guangzhou South Station, Guangzhou', 'guangzhou south railway station']) {
      expect(beijing.resolve(text).id, text).toBe(gz.id)
    }
    expect(beijing.get(gz.id)).toEqual(gz)
    expect(beijing.resolve(gz.id)).toEqual(gz)
    expect(beijing.resolve('CAN')).toMatchObject({ city: 'guangzhou', kind: 'airport' })
    expect(beijing.near(centreOf('guangzhou').center, 'station', 1)[0]!.id).toBe(gz.id)
    expect(beijing.near(centreOf('chengdu').center, 'airport', 3).map((p) => p.city)).toContain('chengdu')
    expect(landmarkPlaces.every((p) => /^addr_[0-9a-f]{8}$/.test(p.id))).toBe(true)
    // The gazetteer's own cities are unchanged: near() from Beijing still finds Beijing's stations.
    expect(beijing.near(cities[0]!.center, 'station', 3).every((p) => p.city === 'beijing')).toBe(true)
  })

  it('lets a user live in one of them', () => {
    const r = createPlaceResolver({ city: 'Chengdu', saved: {} })
    expect(r.city).toBe('chengdu')
    const p = r.resolve('1 Nameless Hutong')
    expect(p.city).toBe('chengdu')
    expect(haversineKm(p, centreOf('chengdu').center)).toBeLessThanOrEqual(centreOf('chengdu').radiusKm + 0.1)
  })
})

describe('districts in written addresses', () => {
  it('places an address that names a district inside that district', () => {
    const cases: [string, string, string][] = [
      ['Beijing, Haidian District, Zhongguancun Street 18, Apt. 302', 'beijing', 'Haidian'],
      ['18 Zhongguancun Street, Haidian District, Beijing', 'beijing', 'Haidian'],
      ['北京市海淀区中关村大街18号', 'beijing', 'Haidian'],
      ['Beijing, Chaoyang District, Jianwai Street 5, Building 1, Apt. 201', 'beijing', 'Chaoyang'],
      ["Shanghai, Jing'an District, West Nanjing Road 200, Unit 5, Floor 10", 'shanghai', "Jing'an"],
      ['上海市浦东新区世纪大道100号', 'shanghai', 'Pudong'],
      ['Shenzhen, Futian District, Huaqiang North Road 88, Room 202', 'shenzhen', 'Futian'],
      ['Hangzhou, Binjiang District, Wangjiang Road 1000, Tech Park Office 1001', 'hangzhou', 'Binjiang'],
      ['Guangzhou, Tianhe District, Tianhe Road 123, Room 801', 'guangzhou', 'Tianhe'],
      ['Haiyang Road 99, Qingdao Bay, Suite 506, Laoshan District, Qingdao', 'qingdao', 'Laoshan'],
      ['Suzhou, High-tech Zone, Suzhou Avenue 111, Tower B, Floor 15', 'suzhou', 'Huqiu'],
      ['Airport Road 88, VIP Terminal, Office 503, Binhai District, Tianjin', 'tianjin', 'Binhai'],
      ['Haidian District, 7 Nameless Road', 'beijing', 'Haidian'],
    ]
    for (const [text, city, district] of cases) {
      const p = beijing.resolve(text)
      expect(p, text).toMatchObject({ city, district, source: 'geocoded' })
      const area = outlineCities.find((c) => c.id === city)?.districts ?? []
      const d = area.find((x) => x.name === district)
      if (d) expect(haversineKm(p, d.center), text).toBeLessThanOrEqual(d.radiusKm + 0.1)
    }
    // Haidian's addresses cluster in Haidian, not anywhere within 12 km of Tiananmen.
    const zgc = { lat: 39.975, lng: 116.31 }
    for (let i = 0; i < 20; i++) expect(haversineKm(beijing.resolve(`Haidian District, ${i} Nameless Road`), zgc)).toBeLessThanOrEqual(6.1)
  })

  it('puts a bare district at its centre, and ignores districts the city does not have', () => {
    const a = beijing.resolve('Haidian District')
    const b = beijing.resolve('海淀区')
    expect([a.district, b.district]).toEqual(['Haidian', 'Haidian'])
    expect([a.lat, a.lng]).toEqual([b.lat, b.lng])
    const p = beijing.resolve('Beijing, Tianhe District, 5 Some Road')
    expect(p.city).toBe('beijing')
    expect(p.district).not.toBe('Tianhe')
  })

  it('reads a city name before a road word as a street, not as the city', () => {
    expect(beijing.resolve('Nanjing Road 100').city).toBe('beijing')
    expect(beijing.resolve('南京东路100号').city).toBe('beijing')
    expect(beijing.resolve('Beijing Road 8, Guangzhou').city).toBe('guangzhou')
    expect(beijing.resolve('Nanjing West Road 1000, Shanghai').city).toBe('shanghai')
    expect(beijing.resolve('Nanjing, Xuanwu District, 8 Beijing East Road').city).toBe('nanjing')
  })
})

describe('neighbourhoods', () => {
  it('knows Wangjing and Wudaokou by name, in Chinese, and as part of a longer phrase', () => {
    for (const text of ['Wangjing', '望京', 'wangjing, beijing', 'Wangjing Area']) expect(beijing.resolve(text).id, text).toBe('bj_wangjing')
    for (const text of ['Wudaokou', '五道口', 'Wudaokou, Beijing']) expect(beijing.resolve(text).id, text).toBe('bj_wudaokou')
    expect(beijing.resolve('Wangjing')).toMatchObject({ district: 'Chaoyang', source: 'gazetteer' })
    expect(beijing.resolve('Wudaokou').district).toBe('Haidian')
    expect(haversineKm(beijing.resolve('Wudaokou'), beijing.resolve('Tsinghua University'))).toBeLessThan(2)
  })
})

describe('coordinates', () => {
  it('reads "lat,lng" (or "lng,lat") as a point in the nearest city, with its district', () => {
    const p = beijing.resolve('39.9087,116.4595')
    expect(p).toMatchObject({ city: 'beijing', lat: 39.9087, lng: 116.4595, kind: 'address', district: 'Chaoyang' })
    expect(beijing.resolve('116.4595, 39.9087').id).toBe(p.id)
    expect(beijing.resolve('(23.1291, 113.2644)').city).toBe('guangzhou')
    expect(beijing.get(p.id)).toEqual(p)
    expect(beijing.resolve('123.4, 567.8').kind).toBe('address')
  })
})

describe('resolvers in a world', () => {
  it('are shared by every session of the same person and never across people', () => {
    const world = createSandboxWorld()
    const ana = completeUser({ id: 'ana', city: 'Beijing', places: saved })
    const anaAgain = completeUser({ id: 'ana-fork', city: 'Beijing', places: { ...saved } })
    const moved = completeUser({ id: 'ana-moved', city: 'Beijing', places: { ...saved, home: 'bj_wangjing_soho' } })
    expect(world.placesFor(anaAgain)).toBe(world.placesFor(ana))
    expect(world.placesFor(moved)).not.toBe(world.placesFor(ana))
    expect(world.placesFor(ana).resolve('home').id).toBe('bj_tiantongyuan')
    expect(world.placesFor(moved).resolve('home').id).toBe('bj_wangjing_soho')
    expect(world.placesFor(ana).resolve('home').id).toBe('bj_tiantongyuan')
  })
})
