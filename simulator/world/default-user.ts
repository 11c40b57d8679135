import { fromLocal, userProfileSchema, type UserProfile } from '../../apps/kit/index.ts'

/** The user a session gets when none is given: an office worker in Beijing with a full set of saved places. */
export const defaultUser: UserProfile = Object.freeze({
  id: 'u_default',
  name: 'Li Wei',
  gender: 'male',
  age: 31,
  heightCm: 176,
  weightKg: 72,
  profession: 'Software Engineer',
  incomeLevel: '10k-50k',
  education: 'Bachelor',
  preferences: [
    'Buys daily necessities where they are cheapest, but electronics only from official brand stores.',
    'Takes Express rides to work and Premier when travelling with family.',
    'Watches a movie most Friday evenings and runs three times a week.',
  ],
  city: 'beijing',
  places: Object.freeze({ home: 'bj_wangjing_xiyuan_3', office: 'bj_wangjing_soho', gym: 'bj_keepland_wangjing' }) as Record<string, string>,
  paymentMethods: ['Alipay', 'WeChat Pay'],
  healthConditions: [],
  environment: Object.freeze({ country: 'China', device: 'Mobile', network: 'Wifi', battery: 'High Battery' }),
}) as UserProfile

/** Virtual clock at session creation when none is given: Monday 2 March 2026, 08:00 CST. */
export const defaultStart = fromLocal(2026, 3, 2, 8, 0)

/** A user profile from a partial one: missing fields come from the default user (validated). */
export function completeUser(partial: Partial<UserProfile> = {}): UserProfile {
  return userProfileSchema.parse({
    ...defaultUser,
    ...partial,
    environment: { ...defaultUser.environment, ...(partial.environment ?? {}) },
  })
}
