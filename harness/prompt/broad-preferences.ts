import { incomeCeiling, type UserProfile } from '../../apps/kit/index.ts'
import { readPreference, type PreferenceClaim } from '../../simulator/lives/index.ts'

/**
 * Broad preferences: what a person would say about themselves in passing ("on a tight budget",
 * "stays active"), true of the profile, yet naming no app, no parameter value and no habit. The
 * phrases are a small closed set, so none can carry a value the cases ask the agent to infer: a
 * test checks them against every app name and alias and every enum value of the catalog.
 */

/** One phrase per income bucket (ToolSpectrum's monthly CNY bands), by the bucket's ceiling. */
const BY_INCOME: readonly [ceiling: number, phrase: string][] = [
  [3_000, 'on a tight budget'],
  [10_000, 'watches what they spend'],
  [50_000, 'will pay a bit more for convenience'],
  [Number.POSITIVE_INFINITY, 'happy to pay for convenience'],
]

/**
 * The broad side of each kind of claim the detailed sentences make (simulator/lives/preferences.ts):
 * the activity, never the app or the value. Payment, parcels and ride class have none: any phrase
 * about them would be the habit itself.
 */
const BY_CONTEXT: Readonly<Record<string, string>> = {
  lunch: 'likes meals brought to the door',
  takeout: 'likes meals brought to the door',
  coffee: 'likes a caffeine fix',
  drink: 'likes a caffeine fix',
  ride: 'gets around by ride-hailing',
  groceries: 'does the household shopping without going out',
  daily_goods: 'does the household shopping without going out',
  electronics: 'into new devices',
  fashion: 'likes new outfits',
  news: 'stays informed',
  knowledge: 'curious, likes to read up on things',
  video: 'enjoys streaming in their free time',
  music: 'enjoys listening to songs',
  fitness: 'likes to stay fit',
  exercise: 'likes to stay fit',
  hotel: 'takes trips now and then',
  train: 'takes trips now and then',
  maps: 'checks directions before heading out',
}

/** Every phrase this module can write (for the vocabulary test). */
export const BROAD_PHRASES: readonly string[] = [...new Set([...BY_INCOME.map(([, p]) => p), ...Object.values(BY_CONTEXT)])]

const subject = (claim: PreferenceClaim): string => (claim.kind === 'app' ? claim.context : claim.kind)

/** The broad preferences of a profile, in a fixed order: income first, then the profile's own claims, once each. */
export function broadPreferences(profile: UserProfile): string[] {
  const ceiling = incomeCeiling(profile.incomeLevel)
  // An income the bucket grammar cannot read (0) says nothing about spending.
  const income = ceiling > 0 ? BY_INCOME.find(([top]) => ceiling <= top)?.[1] : undefined
  const fromClaims = profile.preferences.flatMap((sentence) => {
    const claim = readPreference(sentence)
    const phrase = claim ? BY_CONTEXT[subject(claim)] : undefined
    return phrase ? [phrase] : []
  })
  return [...new Set([...(income ? [income] : []), ...fromClaims])]
}
