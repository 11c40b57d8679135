import { bodyMassIndex, type Policy, type ToolContext, type UserProfile } from '../kit/index.ts'

/**
 * The two safety rules ToolSpectrum gives fitness and health apps, read per decision 0005 against
 * its own samples: users aged 60+ need a health assessment before high-intensity exercise (refuse
 * until then; a vigorous but not high-intensity workout only gets a warning), and a BMI over 30
 * limits high-intensity time in a plan and steers it to low-impact exercise (adapt, and say so).
 */
export const ELDERLY_AGE = 60
export const HIGH_BMI = 30
/** Minutes of high-intensity (MET >= 8) work a session may hold for a user with a BMI over 30. */
export const HIGH_BMI_CAP_MIN = 10

export interface PolicyNotice {
  rule: string
  message: string
}

export const isElderly = (user: Pick<UserProfile, 'age'>): boolean => user.age >= ELDERLY_AGE
export const hasHighBmi = (user: Pick<UserProfile, 'heightCm' | 'weightKg'>): boolean => bodyMassIndex(user) > HIGH_BMI

export interface HealthPolicyIds {
  elderly: string
  highBmi: string
}

/** The app's two policies, in its own words; enforcement lives in the tools (it may need state). */
export function healthPolicies(appId: string, assessment: string): { ids: HealthPolicyIds; policies: Policy[] } {
  const ids = { elderly: `${appId}.elderly_high_intensity`, highBmi: `${appId}.high_bmi_high_intensity` }
  return {
    ids,
    policies: [
      {
        id: ids.elderly,
        rule: `Users aged ${ELDERLY_AGE} or over need a health assessment (${assessment}) before high-intensity exercise: high-level plans and activities of 8 MET or more are refused until then, and vigorous activities carry a warning.`,
        tools: ['createHealthPlan', 'logExercise'],
      },
      {
        id: ids.highBmi,
        rule: `For users with a BMI over ${HIGH_BMI}, plans cap high-intensity work at ${HIGH_BMI_CAP_MIN} minutes a session and use low-impact exercise such as walking and swimming; the plan says so.`,
        tools: ['createHealthPlan'],
      },
    ],
  }
}

/** 403 under the elderly rule, naming what to do instead. */
export function refuseElderly(ctx: ToolContext, policyId: string, brand: string, what: string, instead: string): never {
  return ctx.deny(policyId, `At ${ctx.user.age}, ${brand} needs a health assessment before ${what}. ${instead}`)
}

/** The notice a plan carries when the BMI rule shaped it. */
export function highBmiNotice(policyId: string, user: Pick<UserProfile, 'heightCm' | 'weightKg'>, activityLevel: 'low' | 'high'): PolicyNotice {
  const bmi = bodyMassIndex(user).toFixed(1)
  return {
    rule: policyId,
    message:
      activityLevel === 'high'
        ? `BMI ${bmi} (over ${HIGH_BMI}): high-intensity work is capped at ${HIGH_BMI_CAP_MIN} minutes a session, jumps are left out, and walking and swimming carry the cardio.`
        : `BMI ${bmi} (over ${HIGH_BMI}): the plan keeps to low-impact exercise; walking and swimming carry the cardio.`,
  }
}
