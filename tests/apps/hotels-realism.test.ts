import { describe, expect, it } from 'vitest'
import { gradeOfName, HOTEL_GRADES } from '../../apps/travel/index.ts'
import { gradedHotels } from '../../simulator/users/stays.ts'
import { placesIn } from '../../simulator/world/places/index.ts'
import { createSandboxWorld, openSession } from '../../simulator/world/index.ts'

/**
 * Hotels a regular user would believe: street addresses as a city writes them, chain branches named
 * the way chains name them (no invented luxury hotel beside the real one of its brand), grades read
 * from the brand, and prices that follow the grade and the city.
 */
const world = createSandboxWorld({ checkOutputs: true })
const session = () => openSession({ world, seed: 'hotels' })
type Hotel = { hotelId: string; name: string; nameZh: string; grade: string; stars: number; address: string; pricePerNight: number; distanceKm: number }
const ok = <T>(o: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!o.ok) throw new Error(`expected success, got ${JSON.stringify(o.error)}`)
  return o.data as T
}
const stay = { checkInDate: '2026-03-10', checkOutDate: '2026-03-11', guestCount: 1 }
const CITIES = ['Beijing', 'Shanghai', 'Hangzhou', 'Shenzhen']
/** Places to search around in each city: stations, landmarks, malls, business districts. */
const spots = (city: string) => ['station', 'landmark', 'mall', 'office'].flatMap((k) => placesIn(city.toLowerCase(), k as 'station').slice(0, 4).map((p) => p.name))

function hotelsAround(s: ReturnType<typeof session>, app = 'Ctrip', types: (string | undefined)[] = [undefined, 'budget hotel', 'starred hotel']): Map<string, Hotel & { city: string }> {
  const all = new Map<string, Hotel & { city: string }>()
  for (const city of CITIES) {
    for (const where of spots(city)) {
      for (const hotelType of types) {
        const r = ok<{ hotels: Hotel[] }>(s.call(app, 'searchHotels', { ...stay, location: where, ...(hotelType ? { hotelType } : {}) }))
        for (const h of r.hotels) all.set(h.hotelId, { ...h, city })
      }
    }
  }
  return all
}

describe('hotel grades', () => {
  it('reads the grade from the brand: a Hilton Garden Inn is upscale, a Hilton luxury, a Holiday Inn Express comfort', () => {
    expect(gradeOfName('Hilton Garden Inn Shenzhen North Station').grade).toBe('upscale')
    expect(gradeOfName('Hilton Beijing').grade).toBe('luxury')
    expect(gradeOfName('Holiday Inn Express Beijing Dongzhimen').grade).toBe('comfort')
    expect(gradeOfName('Courtyard by Marriott Hangzhou Xihu').grade).toBe('upscale')
    expect(gradeOfName('Beijing Marriott Hotel City Wall').grade).toBe('luxury')
    expect(HOTEL_GRADES).toEqual(['budget', 'comfort', 'upscale', 'luxury'])
  })

  it('the simulator knows a hotel below luxury in every destination city (Shenzhen included)', () => {
    for (const city of ['shanghai', 'hangzhou', 'shenzhen']) {
      expect(gradedHotels(city).some((h) => h.grade !== 'luxury'), city).toBe(true)
    }
  })
})

describe('hotel listings', () => {
  it('gives every hotel a street address as the city writes it, in the district it lies in', () => {
    const s = session()
    const hotels = hotelsAround(s)
    expect(hotels.size).toBeGreaterThan(40)
    const real = new Set(CITIES.flatMap((c) => placesIn(c.toLowerCase(), 'hotel').map((p) => p.name)))
    for (const h of hotels.values()) {
      expect(h.address, h.name).not.toMatch(/Main Street|next to/i)
      // The gazetteer's hotels keep their real addresses; a branch is a number on a street, in a district.
      if (!real.has(h.name)) expect(h.address, h.name).toMatch(/^\d+ [A-Z0-9][\w' -]* (Road|Street|Avenue|Lane|Hutong|Boulevard|Alley), [A-Z][\w' ]+ District$/)
    }
  })

  it('names chain branches as chains do, and invents no hotel of a brand the city already has a real one of', () => {
    const s = session()
    const hotels = [...hotelsAround(s).values()]
    const real = new Map(CITIES.map((c) => [c, placesIn(c.toLowerCase(), 'hotel').map((p) => p.name)]))
    const brandOf = (name: string) => /shangri-la|intercontinental|(?<!by )marriott|hilton(?! garden)|hyatt|four seasons|ritz|westin|kempinski|peninsula|waldorf/i.exec(name)?.[0]?.toLowerCase()
    for (const h of hotels) {
      const gazetteer = real.get(h.city)!
      if (gazetteer.includes(h.name)) continue
      const brand = brandOf(h.name)
      if (brand) expect(gazetteer.some((n) => brandOf(n) === brand), `${h.name} beside the real one`).toBe(false)
      // Budget and comfort chains put the branch in brackets: 汉庭酒店(北京南站店).
      if (h.grade === 'budget') expect(h.name, h.name).toMatch(/^[^()]+ \([^()]+\)$/)
      if (h.grade === 'budget') expect(h.nameZh, h.name).toMatch(/^[^()]+\([^()]+店\)$/)
    }
    // One hotel per brand and branch name: no two 'Sheraton Hangzhou ...' of the same name.
    const names = hotels.filter((h) => h.city === 'Hangzhou').map((h) => h.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('prices follow the grade within a city, and the same brand costs more in Shanghai than in Hangzhou', () => {
    const s = session()
    const hotels = [...hotelsAround(s).values()]
    for (const city of CITIES) {
      const median = (grade: string) => {
        const p = hotels.filter((h) => h.city === city && h.grade === grade).map((h) => h.pricePerNight).sort((a, b) => a - b)
        return p.length === 0 ? undefined : p[Math.floor(p.length / 2)]!
      }
      const ladder = HOTEL_GRADES.map(median).filter((x): x is number => x !== undefined)
      expect(ladder.length, city).toBeGreaterThanOrEqual(3)
      expect([...ladder].sort((a, b) => a - b), city).toEqual(ladder)
      // Budget rooms do not cost what a four-star does, nor a four-star what a five-star does.
      const budget = hotels.filter((h) => h.city === city && h.grade === 'budget').map((h) => h.pricePerNight)
      const starred = hotels.filter((h) => h.city === city && (h.grade === 'upscale' || h.grade === 'luxury')).map((h) => h.pricePerNight)
      expect(Math.max(...budget), city).toBeLessThan(Math.min(...starred))
    }
    const brand = (city: string, re: RegExp) => hotels.filter((h) => h.city === city && re.test(h.name)).map((h) => h.pricePerNight)
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
    const sh = brand('Shanghai', /^(Hanting|Home Inn|Jinjiang|7 Days|GreenTree|ibis)/)
    const hz = brand('Hangzhou', /^(Hanting|Home Inn|Jinjiang|7 Days|GreenTree|ibis)/)
    expect(avg(sh)).toBeGreaterThan(avg(hz))
  })
})
