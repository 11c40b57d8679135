import { beforeAll, describe, expect, it } from 'vitest'
import { createRng } from '../apps/kit/index.ts'
import type { HistoryRecord } from '../simulator/history/index.ts'
import { ARCHETYPE_CYCLE, DEFAULT_POPULATION, sampleDemographics, simulatePopulation, type SimulatedUser } from '../simulator/users/index.ts'
import { chooseSavedPlaces } from '../simulator/users/saved-places.ts'
import { allPlaces, haversineKm, placesIn, type ResolvedPlace } from '../simulator/world/places/index.ts'

/**
 * Lives are each person's own: over the default population (10 users × 7 weeks) no two users share a
 * home, a train on a date, a hotel stay, a reminder at a time, a parcel's description or a health plan.
 * Readers of the histories spotted copied lives by exactly these signatures.
 */

const SEED = process.env.SIM_SEED ?? DEFAULT_POPULATION.seed
let users: SimulatedUser[] = []

beforeAll(() => {
  users = simulatePopulation({ ...DEFAULT_POPULATION, seed: SEED })
}, 120_000)

const data = (r: HistoryRecord): any => (r.outcome?.ok ? r.outcome.data : undefined)
const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sorted(v)]))
      : value

/** What about a record would give a copied life away, or nothing for a record that cannot. */
function signaturesOf(r: HistoryRecord): string[] {
  const a = r.args as any
  switch (r.tool) {
    case 'bookTrainTicket':
    case 'changeTrainTicket': {
      const d = data(r)
      return d?.trainNumber && d?.departAt ? [`train ${d.trainNumber} ${String(d.departAt).slice(0, 10)}`] : []
    }
    case 'bookTicket': {
      // Ctrip titles a train ticket "G5 Beijing South ... -> ..., 2026-01-30 08:05".
      const m = /^([GDCKTZ]\d+) .*, (\d{4}-\d{2}-\d{2})/.exec(String(data(r)?.title ?? ''))
      return m ? [`train ${m[1]} ${m[2]}`] : []
    }
    case 'bookHotel':
      return [`hotel ${a.location} ${a.checkInDate}..${a.checkOutDate}`]
    case 'createReminder':
      // A show's reminder keeps the venue's time and title: two people at one performance is no copied life.
      return a.location ? [] : [`reminder ${a.title} @ ${a.time ?? ''}`]
    case 'createShipment':
      return a.packageDetails?.contents ? [`parcel ${String(a.packageDetails.contents).toLowerCase()}`] : []
    case 'createHealthPlan':
      return [`health plan ${JSON.stringify(sorted(a))}`]
    default:
      return []
  }
}

/** Each signature held by two or more users, with who holds it. */
function sharedSignatures(lives: SimulatedUser[]): Map<string, string[]> {
  const holders = new Map<string, Set<string>>()
  for (const u of lives)
    for (const r of u.history)
      for (const s of signaturesOf(r)) holders.set(s, (holders.get(s) ?? new Set()).add(u.profile.id))
  return new Map([...holders].filter(([, who]) => who.size > 1).map(([s, who]) => [s, [...who].sort()]))
}

describe('distinct lives', () => {
  it('gives every user a home of their own', () => {
    const homes = users.map((u) => u.profile.places.home)
    expect(new Set(homes).size).toBe(homes.length)
  })

  it('deals every home of its price class once before any is dealt twice; only a top income lives in a luxury compound', () => {
    const people = Array.from({ length: 24 }, (_, i) => {
      const rng = createRng(`distinct:${i}`)
      const who = sampleDemographics(ARCHETYPE_CYCLE[i % ARCHETYPE_CYCLE.length]!, rng)
      return { income: who.profession.income, home: chooseSavedPlaces('beijing', who, rng, { seed: 'distinct', index: i }).home }
    })
    const ordinary = people.filter((p) => p.income !== '>50k')
    expect(new Set(ordinary.map((p) => p.home)).size).toBe(ordinary.length)
    const luxury = new Set(['bj_central_park', 'bj_capital_paradise', 'bj_yosemite_villas', 'bj_apple_community', 'bj_wanliu_yicheng'])
    for (const p of people) expect(luxury.has(p.home!), `${p.income} at ${p.home}`).toBe(p.income === '>50k')
  })

  it('keeps the gym and the mall within 6 km of home or work, where the city has one that close', () => {
    const byId = new Map(allPlaces.map((p) => [p.id, p]))
    for (const u of users) {
      const anchors = ['home', 'office', 'school'].map((label) => byId.get(u.profile.places[label] ?? '')).filter((p): p is ResolvedPlace => p !== undefined)
      const km = (p: ResolvedPlace) => Math.min(...anchors.map((a) => haversineKm(a, p)))
      for (const kind of ['gym', 'mall'] as const) {
        const chosen = byId.get(u.profile.places[kind] ?? '')
        if (!chosen) continue
        const closest = Math.min(...placesIn(u.profile.city, kind).map(km))
        expect(km(chosen), `${u.profile.id} ${kind} ${chosen.id}`).toBeLessThanOrEqual(Math.max(6, closest))
      }
    }
  })

  it('gives a commute time only to those with an office or school to go to', () => {
    for (const u of users) expect(u.habits.values.commuteTime !== undefined, u.profile.id).toBe(Boolean(u.profile.places.office || u.profile.places.school))
  })

  it('shares no train, hotel stay, reminder, parcel or health plan between two users', () => {
    const shared = sharedSignatures(users)
    expect(Object.fromEntries(shared)).toEqual({})
  })

  it('has every kind of signature to compare', () => {
    const kinds = new Set(users.flatMap((u) => u.history.flatMap(signaturesOf)).map((s) => s.split(' ')[0]))
    expect([...kinds].sort()).toEqual(['health', 'hotel', 'parcel', 'reminder', 'train'])
  })
})
