import { describe, expect, it } from 'vitest'
import { createRng } from '../apps/kit/index.ts'
import { ARCHETYPE_CYCLE, deriveHabits, sampleDemographics } from '../simulator/users/index.ts'
import { budgetOf, lowIncome } from '../simulator/users/budget.ts'
import { paymentFor, rideClassFor } from '../simulator/users/choices.ts'
import { buildProfile } from '../simulator/users/profile.ts'
import { chooseSavedPlaces } from '../simulator/users/saved-places.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'

const world = createSandboxWorld()

/** 300 people drawn the way the population draws them. */
const people = Array.from({ length: 300 }, (_, i) => {
  const rng = createRng(`personas:${i}`)
  const who = sampleDemographics(ARCHETYPE_CYCLE[i % ARCHETYPE_CYCLE.length]!, rng)
  const saved = chooseSavedPlaces('beijing', who, rng, { seed: 'personas', index: i })
  const profile = buildProfile(`p${i}`, 'beijing', who, saved, [], rng)
  return { who, profile, habits: deriveHabits(profile, who, 7, rng), rng }
})

describe('personas that hold together', () => {
  it('only people who can afford it take Premier as a habit, or switch to it for good', () => {
    for (const { profile, habits } of people) {
      if (budgetOf(profile).tier !== 'high') expect(habits.values.taxiType, profile.profession).toBe('Express')
      // A change never moves a low income up to the dearer coffee chain.
      for (const c of habits.changes) if (c.kind === 'coffee_chain' && c.to === 'Starbucks') expect(lowIncome(profile.incomeLevel), profile.profession).toBe(false)
    }
  })

  it('a low-income person never rides Premier, even late at night with friends', () => {
    for (const { profile, habits, rng } of people.filter((p) => lowIncome(p.profile.incomeLevel))) {
      for (let k = 0; k < 20; k++) expect(rideClassFor(habits, habits.apps.ride, Date.UTC(2026, 0, 10, 15, 30), rng, 4)).toMatch(/Express|Standard/)
    }
    expect(people.filter((p) => lowIncome(p.profile.incomeLevel)).length).toBeGreaterThan(50)
  })

  it('works where the profession works: engineers at tech campuses, civil servants at government offices, nurses at hospitals', () => {
    const officeOf = (p: (typeof people)[number]) => world.placesFor(p.profile).resolve('office')
    for (const p of people) {
      const title = p.profile.profession
      if (!p.profile.places.office) continue
      const office = officeOf(p)
      if (/Civil Servant/.test(title)) expect(office.name).toMatch(/Administrative/)
      if (/Doctor|Nurse/.test(title)) expect(office.kind).toBe('hospital')
      if (/Software Engineer|AI Researcher/.test(title)) expect(office.name).not.toMatch(/Financial|Administrative|Trade Center/)
      if (/Accountant|Quantitative/.test(title)) expect(office.name).not.toMatch(/ByteDance|Baidu|Tencent|Xiaomi|Kuaishou/)
    }
  })

  it('interests fit the age: no teenager investing, no pensioner gaming', () => {
    for (const { profile, habits } of people) {
      if (profile.age < 18) expect(habits.values.interests).not.toContain('investing')
      if (profile.age >= 60) expect(habits.values.interests.some((i) => ['gaming', 'anime', 'fashion', 'skincare'].includes(i))).toBe(false)
    }
  })

  it('people differ in how steady they are, and the app decides the usual payment where both are on the phone', () => {
    const steadiness = people.map((p) => p.habits.values.steadiness)
    expect(Math.min(...steadiness)).toBeGreaterThanOrEqual(0.62)
    expect(Math.max(...steadiness)).toBeLessThanOrEqual(0.95)
    expect(new Set(steadiness).size).toBeGreaterThan(20)
    const both = people.find((p) => p.profile.paymentMethods.includes('Alipay') && p.profile.paymentMethods.includes('WeChat Pay') && p.habits.values.steadiness > 0.9)!
    const tally = (app: string) => {
      const counts: Record<string, number> = {}
      for (let k = 0; k < 200; k++) {
        const method = paymentFor(both.habits, both.profile, app, both.rng)
        counts[method] = (counts[method] ?? 0) + 1
      }
      return Object.entries(counts).sort((a, b) => b[1] - a[1])[0]![0]
    }
    expect(tally('Tmall')).toBe('Alipay')
    expect(tally('Meituan')).toBe('WeChat Pay')
  })
})
