import type { UserProfile } from '../../apps/kit/index.ts'
import type { World } from '../../simulator/world/index.ts'

/** A saved place as a person would name it; the id stays when the gazetteer does not know it. */
function placeName(world: World, profile: UserProfile, value: string): string {
  const place = world.placesFor(profile).get(value)
  return place ? `${place.name}${place.district ? `, ${place.district}` : ''}` : value
}

/** The profile and environment block: what the user leaves unsaid because "the app knows". */
export function describeUser(profile: UserProfile, world: World): string {
  const places = Object.entries(profile.places)
    .map(([label, value]) => `${label} = ${placeName(world, profile, value)}`)
    .join('; ')
  const environment = Object.entries(profile.environment)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k} ${String(v)}`)
    .join('; ')
  const lines = [
    'User profile:',
    `- ${profile.name}, ${profile.gender}, ${profile.age} years old, ${profile.profession}; education ${profile.education}; income ${profile.incomeLevel} CNY a month`,
    `- Height ${profile.heightCm} cm, weight ${profile.weightKg} kg; health conditions: ${profile.healthConditions.join(', ') || 'none'}`,
    `- Lives in ${profile.city}. Saved places: ${places || 'none'}`,
    `- Payment methods: ${profile.paymentMethods.join(', ')}`,
    ...(profile.preferences.length > 0 ? ['- Preferences:', ...profile.preferences.map((p) => `  - ${p}`)] : []),
    `Environment: ${environment || 'nothing known'}`,
  ]
  return lines.join('\n')
}
