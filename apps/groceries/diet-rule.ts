import { bodyMassIndex, type Policy, type ToolContext, type UserProfile } from '../kit/index.ts'
import type { Listing } from './catalog/build.ts'
import type { DietFlag } from './catalog/types.ts'

/**
 * The toolset's grocery rule: users over the BMI standard or with conditions such as high blood
 * sugar are restricted from, or reminded about, high-sugar and high-fat food (red meat, candy, fried
 * food). Read per decision 0005 and calibrated on ToolSpectrum's samples: users with a BMI of 33.7
 * and more asking for sweets, chips, fries or cake have no gold call (refused), while a BMI of 28.1
 * buying ice cream has one (allowed). So a BMI of 30 (obese) or a matching condition restricts
 * (403), and a BMI from 24 (the Chinese overweight line) reminds (the call succeeds with a notice).
 */

export const RESTRICT_BMI = 30
export const REMIND_BMI = 24

export const dietRestrictionId = (appId: string): string => `${appId}.diet_restriction`
export const dietReminderId = (appId: string): string => `${appId}.diet_reminder`

const SUGAR_CONDITIONS = /diabet|blood sugar|glucose|hyperglyc|糖尿|血糖/i
const FAT_CONDITIONS = /cholesterol|lipid|fatty liver|heart|cardio|hypertension|blood pressure|obes|gout|血脂|脂肪肝|高血压|痛风/i

export function dietPolicies(appId: string, appName: string): Policy[] {
  return [
    {
      id: dietRestrictionId(appId),
      rule: `${appName} does not sell high-sugar or high-fat food (sweets, sugary drinks, red meat, fried food) to users with a BMI of ${RESTRICT_BMI} or more; users with high blood sugar or diabetes cannot buy high-sugar food, and users with high cholesterol, heart disease or gout cannot buy high-fat food or red meat. Search results mark such food and say it cannot be bought.`,
      tools: ['getProductList', 'buyProduct'],
    },
    {
      id: dietReminderId(appId),
      rule: `Users with a BMI from ${REMIND_BMI} to ${RESTRICT_BMI} are reminded to limit high-sugar and high-fat food; the purchase goes through with the reminder attached.`,
      tools: ['getProductList', 'buyProduct'],
    },
  ]
}

/** Which kinds of flagged food the user may not buy, and why; or a reminder only. */
export interface DietStanding {
  bmi: number
  sugar: boolean
  fat: boolean
  remind: boolean
  reason: string
}

export function dietStanding(user: UserProfile): DietStanding {
  const bmi = Math.round(bodyMassIndex(user) * 10) / 10
  const sugarCondition = user.healthConditions.find((c) => SUGAR_CONDITIONS.test(c))
  const fatCondition = user.healthConditions.find((c) => FAT_CONDITIONS.test(c))
  const obese = bmi >= RESTRICT_BMI
  const reasons = [obese ? `your BMI is ${bmi}` : '', sugarCondition ? `your health record lists ${sugarCondition}` : '', fatCondition ? `your health record lists ${fatCondition}` : ''].filter(Boolean)
  return {
    bmi,
    sugar: obese || sugarCondition !== undefined,
    fat: obese || fatCondition !== undefined,
    remind: !obese && bmi >= REMIND_BMI,
    reason: reasons.join(' and ') || `your BMI is ${bmi}`,
  }
}

const isSugar = (f: DietFlag) => f === 'high_sugar'
const isFat = (f: DietFlag) => f !== 'high_sugar'

const flagWords: Record<DietFlag, string> = { high_sugar: 'high sugar', high_fat: 'high fat', red_meat: 'red meat', fried: 'fried' }
export const dietLabel = (flags: readonly DietFlag[]): string => flags.map((f) => flagWords[f]).join(', ')

/** Whether the standing forbids this food. */
export function forbids(standing: DietStanding, flags: readonly DietFlag[] | undefined): boolean {
  if (!flags?.length) return false
  return (standing.sugar && flags.some(isSugar)) || (standing.fat && flags.some(isFat))
}

export interface PolicyNotice {
  rule: string
  message: string
}

/**
 * buyProduct: refuses (403) a forbidden food, or returns the reminder to attach. Needs the resolved
 * listing, so it runs in the handler.
 */
export function enforceDietRule(listing: Listing, ctx: ToolContext, appName: string): PolicyNotice[] {
  const flags = listing.item.diet
  if (!flags?.length) return []
  const standing = dietStanding(ctx.user)
  if (forbids(standing, flags)) {
    ctx.deny(
      dietRestrictionId(ctx.appId),
      `${appName} cannot sell "${listing.name}" (${dietLabel(flags)}) on this account: ${standing.reason}. Lower-sugar and lower-fat choices (fruit, vegetables, fish, chicken breast, sugar-free drinks) can be ordered.`,
    )
  }
  if (!standing.remind) return []
  return [{ rule: dietReminderId(ctx.appId), message: `Your BMI is ${standing.bmi}: "${listing.name}" is ${dietLabel(flags)}. ${appName} suggests keeping such food occasional.` }]
}

/** getProductList: a notice when flagged food is on the page for a user the rule covers (listing is not buying). */
export function listNotice(listings: readonly Listing[], ctx: ToolContext, appName: string): PolicyNotice[] {
  const flagged = listings.filter((l) => l.item.diet?.length)
  if (flagged.length === 0) return []
  const standing = dietStanding(ctx.user)
  const forbidden = flagged.filter((l) => forbids(standing, l.item.diet))
  if (forbidden.length > 0) {
    return [{ rule: dietRestrictionId(ctx.appId), message: `${forbidden.length} of these items (marked in dietFlags) cannot be bought on this account: ${standing.reason}.` }]
  }
  if (standing.remind) {
    return [{ rule: dietReminderId(ctx.appId), message: `Your BMI is ${standing.bmi}: ${flagged.length} of these items are high in sugar or fat (see dietFlags); ${appName} suggests keeping them occasional.` }]
  }
  return []
}
