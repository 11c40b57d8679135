import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PlaceLookup } from '../apps/kit/places.ts'
import { createSandboxWorld, openSession } from '../simulator/world/index.ts'
import { allPlaces, createPlaceResolver } from '../simulator/world/places/index.ts'

/**
 * Unknown places are refused as a real app's search refuses them: "Mars Base Alpha" or a date is no
 * destination. Street addresses, saved labels, gazetteer names, districts and cities still resolve.
 */

const saved = { home: 'bj_wangjing_xiyuan_3', office: 'bj_wangjing_soho', school: 'Beijing No. 12 High School' }
const beijing = createPlaceResolver({ city: 'beijing', saved })
const found = (r: PlaceLookup) => (r.found ? r.place : undefined)

const world = createSandboxWorld({ checkOutputs: true })
const session = () => openSession({ world })

const NONSENSE = ['Mars Base Alpha', '2026-02-22', 'asdfghjkl', 'Hogwarts School of Witchcraft', '???', 'the moon']

describe('lookup', () => {
  it('says a text names no place, with the nearest known places as suggestions', () => {
    for (const text of NONSENSE) {
      const r = beijing.lookup(text)
      expect(r.found, text).toBe(false)
      if (r.found) continue
      expect(r.suggestions.length, text).toBeGreaterThanOrEqual(3)
      // every suggestion is something the resolver knows
      for (const s of r.suggestions) expect(found(beijing.lookup(s.label ?? s.name)), `${text} -> ${s.name}`).toBeDefined()
    }
  })

  it('suggests the places whose names come closest to a misspelling', () => {
    const near = (text: string) => {
      const r = beijing.lookup(text)
      return r.found ? [] : r.suggestions.map((p) => p.id)
    }
    expect(near('Sanlitun Taikooo Lii')).toContain('bj_sanlitun_taikoo_li')
    expect(near('Wanjing SOHO Tower')).toContain('bj_wangjing_soho')
    expect(near('Xiaomi HQ building')).toContain('bj_xiaomi_campus')
  })

  it('finds saved labels, saved texts, gazetteer names, cities, districts, coordinates and street addresses', () => {
    const known: [string, Record<string, unknown>][] = [
      ['Home', { id: 'bj_wangjing_xiyuan_3', source: 'saved' }],
      ['office', { id: 'bj_wangjing_soho', source: 'saved' }],
      ['Beijing No. 12 High School', { city: 'beijing', name: 'Beijing No. 12 High School' }],
      ['Sanlitun', { id: 'bj_sanlitun_taikoo_li' }],
      ['三里屯太古里', { id: 'bj_sanlitun_taikoo_li' }],
      ['Shanghai', { city: 'shanghai' }],
      ['Haidian District', { city: 'beijing', district: 'Haidian' }],
      ['Futian', { city: 'shenzhen', district: 'Futian' }],
      ['Futian District', { city: 'shenzhen', district: 'Futian' }],
      ['39.9087,116.4595', { city: 'beijing' }],
      ['Shenzhen, Futian District, Huaqiang North Road 88, Room 202', { city: 'shenzhen', district: 'Futian', source: 'geocoded' }],
      ['No. 66 Yulin South Road, Wuhou District, Chengdu', { city: 'chengdu', district: 'Wuhou', source: 'geocoded' }],
      ['88 Yuanda Lane, Block 3', { city: 'beijing', source: 'geocoded' }],
      ['北京市朝阳区建国路93号', { city: 'beijing', district: 'Chaoyang' }],
      ['Guangzhou South Railway Station', { city: 'guangzhou', kind: 'station' }],
      ['Sanlitun, Chaoyang District, Beijing', { id: 'bj_sanlitun_taikoo_li' }],
      ['near Guomao', { id: 'bj_china_world_trade_center' }],
      ['KFC (Sanlitun Taikoo Li)', { city: 'beijing', district: 'Chaoyang', source: 'geocoded' }],
    ]
    for (const [text, expected] of known) expect(found(beijing.lookup(text)), text).toMatchObject(expected)
  })

  it('knows every gazetteer place by its name, its Chinese name and its id', () => {
    for (const p of allPlaces) for (const text of [p.name, p.nameZh ?? p.name, p.id]) expect(found(beijing.lookup(text))?.id, text).toBe(p.id)
  })

  it('agrees with resolve: a found place is the place resolve gives; lookup never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...NONSENSE, 'Guomao', 'home', 'Haidian District', '12 Quiet Lane, Chaoyang')), (text) => {
        const r = beijing.lookup(text)
        if (r.found) expect(r.place).toEqual(beijing.resolve(text))
        else expect(r.suggestions.length).toBeGreaterThan(0)
      }),
      { numRuns: 300 },
    )
  })
})

describe('known places resolve where they are', () => {
  it('reaches Capital Airport by its terminals, in Shunyi', () => {
    for (const text of ['Capital Airport T3', 'Beijing Capital Airport Terminal 3', 'Beijing Capital International Airport T2', 'PEK T3', '首都机场T3航站楼', '首都国际机场3号航站楼']) {
      expect(found(beijing.lookup(text)), text).toMatchObject({ id: 'bj_capital_airport', district: 'Shunyi' })
    }
    expect(found(beijing.lookup('Pudong Airport Terminal 2'))).toMatchObject({ id: 'sh_pudong_airport', district: 'Pudong' })
  })

  it('reaches the Xiaomi campus by the names people use, in Haidian', () => {
    for (const text of ['Xiaomi Technology Park', 'Xiaomi Tech Park', 'Xiaomi Science and Technology Park', '小米科技园']) {
      expect(found(beijing.lookup(text)), text).toMatchObject({ id: 'bj_xiaomi_campus', district: 'Haidian' })
    }
  })
})

describe('place-taking tools answer 404 for a place that does not exist', () => {
  const bogus = 'Mars Base Alpha'
  const calls: [string, string, Record<string, unknown>, string][] = [
    ['Didi_Chuxing', 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: bogus, pickupTime: 'now', taxiType: 'Express' }, 'dropoffLocation'],
    ['Didi_Chuxing', 'bookTaxi', { pickupLocation: '2026-02-22', dropoffLocation: 'office', pickupTime: 'now', taxiType: 'Express' }, 'pickupLocation'],
    ['Didi_Chuxing', 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: '2026-02-22', pickupTime: 'now', taxiType: 'Express' }, 'dropoffLocation'],
    ['Baidu_Maps', 'getRoute', { startLocation: 'Home', endLocation: bogus }, 'endLocation'],
    ['Amap', 'getDistance', { startLocation: bogus, endLocation: 'office' }, 'startLocation'],
    ['Amap', 'searchNearby', { location: bogus, category: 'cafe' }, 'location'],
    ['Amap', 'saveFavoritePlace', { name: 'Base', location: bogus }, 'location'],
    ['Hellobike', 'findNearbyBikes', { location: bogus }, 'location'],
  ]
  it.each(calls)('%s.%s', (app, tool, args, path) => {
    const s = session()
    const before = JSON.stringify(s.state)
    const out = s.call(app, tool, args)
    expect(out.ok).toBe(false)
    if (out.ok) return
    expect(out.error.code).toBe('not_found')
    expect(out.error.message).toMatch(/no place/i)
    expect(out.error.issues?.[0]?.path).toBe(path)
    expect(out.error.suggestions?.length).toBeGreaterThanOrEqual(3)
    expect(JSON.stringify(s.state)).toBe(before)
  })

  it('still books rides to street addresses written the way ToolSpectrum writes them', () => {
    for (const [from, to] of [
      ['Shenzhen, Futian District, Huaqiang North Road 88, Room 202', 'Shenzhen, Nanshan District, Keyuan Road 15'],
      ['No. 66 Yulin South Road, Wuhou District, Chengdu', 'Chengdu, Jinjiang District, Chunxi Road 9'],
      ['Home', 'Capital Airport T3'],
    ] as const) {
      const out = session().call('Didi_Chuxing', 'bookTaxi', { pickupLocation: from, dropoffLocation: to, pickupTime: 'now', taxiType: 'Express' })
      expect(out.ok ? 'ok' : JSON.stringify(out.error), `${from} -> ${to}`).toBe('ok')
    }
  })
})
