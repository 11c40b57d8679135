import type { UserProfile } from '../../apps/kit/index.ts'
import type { World } from '../../simulator/world/index.ts'
import { cities, resolveCityId } from '../../simulator/world/places/index.ts'

/** A saved place as a person would name it; the id stays when the gazetteer does not know it. */
function placeName(world: World, profile: UserProfile, value: string): string {
  const place = world.placesFor(profile).get(value)
  return place ? `${place.name}${place.district ? `, ${place.district}` : ''}` : value
}

/** 'Beijing' for 'beijing'; a hometown outside the gazetteer ('taiyuan') capitalized. */
function cityName(city: string): string {
  const id = resolveCityId(city)
  return cities.find((c) => c.id === id)?.name ?? city.replace(/^\p{Ll}/u, (first) => first.toUpperCase())
}

/**
 * The facts of a profile, the same in every view: who the user is, where they live, their saved
 * places and the payment methods they have (as a set: which one they use where is a habit).
 */
export function profileFacts(profile: UserProfile, world: World): string[] {
  const places = Object.entries(profile.places)
    .map(([label, value]) => `${label} = ${placeName(world, profile, value)}`)
    .join('; ')
  // "none" is also a parameter value (a drink's sugar), so an empty list is said in other words.
  const health = profile.healthConditions.length ? `health conditions: ${profile.healthConditions.join(', ')}` : 'no known health conditions'
  return [
    `- ${profile.name}, ${profile.gender}, ${profile.age} years old, ${profile.profession}; education ${profile.education}; income ${profile.incomeLevel} CNY a month`,
    `- Height ${profile.heightCm} cm, weight ${profile.weightKg} kg; ${health}`,
    `- Lives in ${cityName(profile.city)}${profile.hometown ? `; hometown ${cityName(profile.hometown)}` : ''}. Saved places: ${places || 'none'}`,
    `- Payment methods: ${profile.paymentMethods.join(', ')}`,
  ]
}
