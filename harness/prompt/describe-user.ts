import type { UserProfile } from '../../apps/kit/index.ts'
import type { World } from '../../simulator/world/index.ts'
import type { PromptOptions } from '../agents/agent.ts'
import { broadPreferences } from './broad-preferences.ts'
import { profileFacts } from './profile-facts.ts'

/** How much of the user's preferences the profile shows: broad traits (default) or the detailed habit sentences. */
export type ProfileView = NonNullable<PromptOptions['profileView']>
export const PROFILE_VIEWS: readonly ProfileView[] = ['broad', 'detailed']

/** The preference lines of a view; `detailed` is the ablation that states the habits outright. */
function preferenceLines(profile: UserProfile, view: ProfileView): string[] {
  if (view === 'detailed') return profile.preferences.length > 0 ? ['- Preferences:', ...profile.preferences.map((p) => `  - ${p}`)] : []
  const broad = broadPreferences(profile)
  return broad.length > 0 ? [`- Broadly: ${broad.join('; ')}`] : []
}

/** The profile and environment block: what the user leaves unsaid because "the app knows". */
export function describeUser(profile: UserProfile, world: World, view: ProfileView = 'broad'): string {
  const environment = Object.entries(profile.environment)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k} ${String(v)}`)
    .join('; ')
  const lines = ['User profile:', ...profileFacts(profile, world), ...preferenceLines(profile, view), `Environment: ${environment || 'nothing known'}`]
  return lines.join('\n')
}
