import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createRng } from '../apps/kit/index.ts'
import { clearOfTrips, habitsOn } from '../simulator/users/habit-changes.ts'
import { ARCHETYPE_CYCLE, deriveHabits, sampleDemographics, type HabitChange } from '../simulator/users/index.ts'
import { buildProfile } from '../simulator/users/profile.ts'
import { chooseSavedPlaces } from '../simulator/users/saved-places.ts'

const DAYS = 49

/** 300 people drawn the way the population draws them. */
const people = Array.from({ length: 300 }, (_, i) => {
  const rng = createRng(`habit-changes:${i}`)
  const who = sampleDemographics(ARCHETYPE_CYCLE[i % ARCHETYPE_CYCLE.length]!, rng)
  const saved = chooseSavedPlaces('beijing', who, rng, { seed: 'habit-changes', index: i })
  const profile = buildProfile(`p${i}`, 'beijing', who, saved, [], rng)
  return { profile, habits: deriveHabits(profile, who, 7, rng) }
})

describe('changes of habit', () => {
  it('three or four lasting ones on different days away from the ends, and at least one trial that reverts', () => {
    for (const { profile, habits } of people) {
      const lasting = habits.changes.filter((c) => c.until === undefined)
      expect(lasting.length, profile.profession).toBeGreaterThanOrEqual(3)
      expect(lasting.length).toBeLessThanOrEqual(4)
      expect(new Set(lasting.map((c) => c.kind)).size).toBe(lasting.length)
      expect(new Set(lasting.map((c) => c.from)).size).toBe(lasting.length)
      for (const c of lasting) {
        expect(c.from).toBeGreaterThanOrEqual(10)
        expect(c.from).toBeLessThanOrEqual(DAYS - 10)
      }
      const trials = habits.changes.filter((c) => c.until !== undefined)
      expect(trials.some((c) => c.kind === 'sport_trial')).toBe(true)
      for (const t of trials) expect(t.until! - t.from).toBeGreaterThanOrEqual(7)
    }
  })

  it('only of a habit the person has, to an option that fits them', () => {
    for (const { profile, habits } of people) {
      for (const c of habits.changes) {
        const where = `${profile.profession} ${c.kind}`
        if (c.kind === 'coffee_chain') {
          expect(habits.apps.coffee, where).toBeDefined()
          expect(profile.places.office ?? profile.places.school, where).toBeDefined()
          // Nobody on a low income moves up to the dearer chain.
          if (c.to === 'Starbucks') expect(['<3k', '3k-10k'], where).not.toContain(profile.incomeLevel)
        }
        if (c.kind === 'takeout_app') expect(profile.places.office, where).toBeDefined()
        if (c.kind === 'video_app') {
          expect(profile.age, where).toBeGreaterThanOrEqual(18)
          expect(c.cause).toBe('membership')
        }
        // Nobody moves to a music app that has no licence for their singer.
        if (c.kind === 'music_app' && c.to === 'NetEase Cloud Music') expect(habits.values.musicArtists, where).not.toContain('Jay Chou')
        // A change changes something: the app in force the day before is another one.
        if (c.kind === 'music_artist') expect(habits.values.musicArtists, where).not.toContain(c.to)
        else if (c.kind !== 'sport_trial') expect(habitsOn(habits, c.from - 1).apps[appKey(c.kind)], where).not.toBe(c.to)
      }
    }
  })

  it('apply on their days only: a trial reverts, a lasting change holds to the end', () => {
    for (const { habits } of people.slice(0, 60)) {
      for (const c of habits.changes) {
        if (c.kind === 'sport_trial') {
          expect(habitsOn(habits, c.from).values.exercise.activity).toBe(c.to.activity)
          expect(habitsOn(habits, c.until!).values.exercise.activity).toBe(habits.values.exercise.activity)
          continue
        }
        if (c.kind === 'music_artist') {
          expect(habitsOn(habits, c.from - 1).values.musicArtists).toEqual(habits.values.musicArtists)
          expect(habitsOn(habits, DAYS - 1).values.musicArtists).toEqual([c.to])
          continue
        }
        const key = appKey(c.kind)
        expect(habitsOn(habits, c.from).apps[key]).toBe(c.to)
        if (c.until === undefined) expect(habitsOn(habits, DAYS - 1).apps[key]).toBe(c.to)
        else expect(habitsOn(habits, c.until).apps[key]).toBe(habitsOn(habits, c.from - 1).apps[key])
      }
    }
  })

  it('a trial is moved off trips and holidays when a free span exists, and never lands on an away day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 30 }), fc.array(fc.integer({ min: 0, max: DAYS - 1 }), { maxLength: 12 }), (from, awayDays) => {
        const away = new Set(awayDays)
        const trial: HabitChange = { kind: 'sport_trial', from, until: from + 14, to: { activity: 'yoga', durationMin: 60, weekdays: [1, 3, 5] } }
        const [moved] = clearOfTrips([trial], (d) => away.has(d), DAYS)
        const touched = (c: HabitChange) => Array.from({ length: c.until! - c.from }, (_, k) => c.from + k).some((d) => away.has(d))
        // Either left where drawn (no free span anywhere) or placed clear of every away day.
        if (moved!.from !== from || moved!.until !== from + 14) expect(touched(moved!)).toBe(false)
        expect(moved!.until! - moved!.from === 14 || moved!.until! - moved!.from === 7).toBe(true)
      }),
    )
  })
})

function appKey(kind: HabitChange['kind']): 'coffee' | 'takeout' | 'video' | 'music' | 'news' | 'knowledge' {
  const keys = { coffee_chain: 'coffee', takeout_app: 'takeout', video_app: 'video', music_app: 'music', news_app: 'news', knowledge_app: 'knowledge' } as const
  return keys[kind as keyof typeof keys]
}
