import { bodyMassIndex, userProfileSchema, type Rng, type UserProfile } from '../../apps/kit/index.ts'
import type { Demographics } from './demographics.ts'
import { drawHometown } from './hometown.ts'
import type { SavedPlaces } from './saved-places.ts'

/** Health conditions by age and BMI, at rates loosely following Chinese adult prevalence. */
function healthConditions(who: Demographics, rng: Rng): string[] {
  const out: string[] = []
  const bmi = bodyMassIndex(who)
  if (who.age >= 55 && rng.chance(0.45)) out.push('hypertension')
  if (who.age >= 50 && rng.chance(0.15)) out.push('type 2 diabetes')
  if (bmi >= 28 && rng.chance(0.5)) out.push('obesity')
  if (who.age >= 60 && rng.chance(0.25)) out.push('knee osteoarthritis')
  if (who.age < 40 && rng.chance(0.08)) out.push('asthma')
  return out
}

function paymentMethods(who: Demographics, rng: Rng): string[] {
  if (who.age < 18) return ['WeChat Pay']
  if (who.age >= 65) return rng.chance(0.6) ? ['WeChat Pay', 'UnionPay Card'] : ['Alipay', 'UnionPay Card']
  return rng.chance(0.55) ? ['Alipay', 'WeChat Pay', 'Credit Card'] : ['WeChat Pay', 'Alipay', 'Credit Card']
}

/** A complete, validated profile: ToolSpectrum's persona fields plus what the apps need. */
export function buildProfile(id: string, city: string, who: Demographics, saved: SavedPlaces, preferences: string[], rng: Rng): UserProfile {
  const hometown = drawHometown(city, who, rng)
  return userProfileSchema.parse({
    id,
    name: who.name,
    gender: who.gender,
    age: who.age,
    heightCm: who.heightCm,
    weightKg: who.weightKg,
    profession: who.profession.title,
    incomeLevel: who.profession.income,
    education: who.profession.education,
    preferences,
    city,
    ...(hometown ? { hometown } : {}),
    places: saved,
    paymentMethods: paymentMethods(who, rng),
    healthConditions: healthConditions(who, rng),
    environment: {
      country: 'China',
      device: who.age >= 65 && rng.chance(0.3) ? 'Computer' : 'Mobile',
      network: rng.chance(0.8) ? 'Wifi' : 'Mobile Network',
      battery: 'High Battery',
      ...(who.age >= 70 && rng.chance(0.3) ? { specialConfig: 'Color Blindness' } : {}),
    },
  })
}
