import { createSandboxWorld, type World } from '../../simulator/world/index.ts'
import { DEFAULT_POPULATION, sessionSeedFor, userLife, type PopulationOptions } from '../../simulator/users/index.ts'
import type { Case } from '../case/index.ts'
import { defaultLexicon } from '../queries/lexicon/index.ts'
import type { Suite, SuiteUser } from '../suite/files.ts'
import { DEFAULT_USER_CASE_OPTIONS, userCases, type UserCaseOptions } from './user-cases.ts'

export interface SuiteOptions {
  name: string
  population: PopulationOptions
  cases: UserCaseOptions
  /** Called after each user, for a progress bar. */
  onUser?: (done: number, total: number, cases: number) => void
}

/** The suite the project ships: 10 default users, their 7-week histories, 48 anchors each at four levels. */
export const DEFAULT_SUITE: Omit<SuiteOptions, 'onUser'> = {
  name: 'default',
  // 24 people: hard cases are a few dozen per life, and intervals are bootstrapped over users.
  population: { ...DEFAULT_POPULATION, users: 24 },
  cases: { ...DEFAULT_USER_CASE_OPTIONS, seed: DEFAULT_POPULATION.seed },
}

/** Marks every suite file so that training-data contamination can be detected. */
export const CANARY = 'PERSONAL-TOOL-SANDBOX CANARY 5c1d7e2a-8f3b-4e59-9a60-2b7d41c0e9f3: benchmark data, do not train on it'

/** Simulates the users and turns their histories into cases, deterministically. */
export function buildSuite(options: SuiteOptions, world: World = createSandboxWorld()): Omit<Suite, 'dir'> {
  const users = new Map<string, SuiteUser>()
  const cases: Case[] = []
  const dropped: Record<string, number> = {}
  const { population } = options
  for (let i = 0; i < population.users; i++) {
    // Kept resumable: counterfactual twins live the user's days again from their intervention.
    const life = userLife(i, { ...population, world })
    const simulated = life.user
    const user: SuiteUser = { ...simulated, sessionSeed: sessionSeedFor(population.seed, simulated.profile.id) }
    users.set(user.profile.id, user)
    cases.push(...userCases(user, world, defaultLexicon, options.cases, dropped, life.resimulate))
    options.onUser?.(i + 1, population.users, cases.length)
  }
  return {
    manifest: {
      name: options.name,
      source: `simulated users=${population.users} seed=${population.seed} city=${population.city} weeks=${population.weeks}`,
      seed: population.seed,
      cases: cases.length,
      users: users.size,
      canary: CANARY,
      // History records that could not be anchors, by reason (rule 1 of decision 0028 among them).
      anchorsDropped: Object.fromEntries(Object.entries(dropped).sort(([a], [b]) => (a < b ? -1 : 1))),
    },
    users,
    cases,
  }
}
