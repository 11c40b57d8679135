import type { SuiteUser } from '../../../scenarios/suite/index.ts'
import type { World } from '../../../simulator/world/index.ts'

export interface UserSummary {
  id: string
  name: string
  gender: string
  age: number
  profession: string
  city: string
  incomeLevel: string
  education: string
  paymentMethods: string[]
  healthConditions: string[]
  /** Saved places by label, as the gazetteer names them (`home: Tiantong Dongyuan District 1`). */
  places: { label: string; name: string }[]
  preferences: string[]
  historyLength: number
  cases: number
}

/** A user as the demo's picker shows them: who they are, what they like, how much history they have. */
export function userSummary(user: SuiteUser, world: World, cases: number): UserSummary {
  const p = user.profile
  const resolver = world.placesFor(p)
  return {
    id: p.id,
    name: p.name,
    gender: p.gender,
    age: p.age,
    profession: p.profession,
    city: p.city,
    incomeLevel: p.incomeLevel,
    education: p.education,
    paymentMethods: [...p.paymentMethods],
    healthConditions: [...p.healthConditions],
    places: Object.keys(p.places).map((label) => ({ label, name: resolver.resolve(label).name })),
    preferences: [...p.preferences],
    historyLength: user.history.length,
    cases,
  }
}
