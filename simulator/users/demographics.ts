import type { Rng } from '../../apps/kit/index.ts'
import { GIVEN_NAMES, SURNAME_WEIGHTS, SURNAMES } from './names.ts'
import { RETIRED, STUDENT, WORKING_PROFESSIONS, type Profession } from './professions.ts'

/**
 * Who a simulated user is. The population is stratified so that even ten users include the people
 * app policies are about (a minor, an elderly user, a low-income user) beside office workers.
 */
export type Archetype = 'office_worker' | 'minor' | 'elderly' | 'low_income' | 'university_student' | 'high_earner'

/** One cycle of archetypes; users take them in a seeded order, so n users cover them all when n >= 6. */
export const ARCHETYPE_CYCLE: readonly Archetype[] = ['office_worker', 'minor', 'office_worker', 'elderly', 'low_income', 'high_earner', 'university_student', 'office_worker', 'office_worker', 'low_income']

export interface Demographics {
  archetype: Archetype
  name: string
  gender: 'male' | 'female'
  age: number
  heightCm: number
  weightKg: number
  profession: Profession
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x))

function ageFor(archetype: Archetype, rng: Rng): number {
  switch (archetype) {
    case 'minor':
      return rng.int(13, 17)
    case 'elderly':
      return rng.int(60, 76)
    case 'university_student':
      return rng.int(18, 23)
    case 'high_earner':
      return Math.round(clamp(rng.normal(38, 6), 28, 55))
    default:
      return Math.round(clamp(rng.normal(32, 8), 22, 58))
  }
}

function professionFor(archetype: Archetype, age: number, rng: Rng): Profession {
  switch (archetype) {
    case 'minor':
      return age >= 15 ? STUDENT.high : STUDENT.middle
    case 'university_student':
      return STUDENT.university
    case 'elderly':
      return rng.pick(RETIRED)
    case 'low_income': {
      const poor = WORKING_PROFESSIONS.filter((p) => p.income === '<3k' || p.title === 'Delivery Rider')
      return rng.weighted(poor, poor.map((p) => p.weight))
    }
    case 'high_earner': {
      const rich = WORKING_PROFESSIONS.filter((p) => p.income === '>50k')
      return rng.weighted(rich, rich.map((p) => p.weight))
    }
    default: {
      const middle = WORKING_PROFESSIONS.filter((p) => p.income === '3k-10k' || p.income === '10k-50k')
      return rng.weighted(middle, middle.map((p) => p.weight))
    }
  }
}

/**
 * Height from a normal by sex (adult means 172 / 160 cm, shorter for young teens and the elderly);
 * weight from a BMI drawn around 22.5 (higher with age), so the two are consistent.
 */
export function sampleDemographics(archetype: Archetype, rng: Rng): Demographics {
  const gender = rng.chance(0.5) ? 'male' : 'female'
  const age = ageFor(archetype, rng)
  const adultHeight = gender === 'male' ? rng.normal(172, 6) : rng.normal(160, 5.5)
  const growth = age < 16 ? (16 - age) * (gender === 'male' ? 3.5 : 1.5) : 0
  const shrink = age >= 65 ? 2 : 0
  const heightCm = Math.round(clamp(adultHeight - growth - shrink, 140, 200))
  const bmi = clamp(rng.normal(age >= 45 ? 24.5 : age < 18 ? 20.5 : 22.5, 3.2), 16.5, 36)
  const weightKg = Math.round(bmi * (heightCm / 100) ** 2)
  const surname = rng.weighted(SURNAMES, SURNAME_WEIGHTS)
  const given = rng.pick(GIVEN_NAMES[gender])
  return { archetype, name: `${surname} ${given}`, gender, age, heightCm, weightKg, profession: professionFor(archetype, age, rng) }
}
