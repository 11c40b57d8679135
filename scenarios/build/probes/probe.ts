import { bodyMassIndex, DAY, incomeCeiling, toDate, type UserProfile } from '../../../apps/kit/index.ts'
import type { Call } from '../../case/index.ts'

/**
 * A request an app's policy forbids for some users (minors, the elderly before a health check, low
 * incomes, a diet the health record rules out): ToolSpectrum's Profile & Environment refusals. Each
 * probe is tried on a user's session at a cut-off; only where the app really refuses it under
 * `policy`, and the visible history does not contradict that, does it become a case.
 */
export interface RefusalProbe {
  id: string
  /** The policy that must refuse the call: `<app>.<rule>`. */
  policy: string
  /** Whether the request is one this person would plausibly make (and the policy means them). */
  fits(user: UserProfile): boolean
  /** The forbidden call now, with the words that fill the phrasings; undefined when nothing fits. */
  draft(ctx: ProbeContext): ProbeDraft | undefined
  /** First-person phrasings with `{slot}`s; some name the app, some do not. */
  queries: readonly string[]
}

export interface ProbeDraft {
  call: Call
  slots?: Readonly<Record<string, string>>
}

export interface ProbeContext {
  /** The case's clock, epoch ms. */
  now: number
  user: UserProfile
  /** How the user usually pays. */
  pay: string
  /** A read's data as a user the policy does not cover would see it (listings unfiltered); undefined when it fails. */
  look(app: string, tool: string, args: Record<string, unknown>): any
}

// Who a request fits: the traits the apps' policies read (decision 0005).
export const isMinor = (u: UserProfile): boolean => u.age < 18
export const isTeen = (u: UserProfile): boolean => u.age >= 12 && u.age < 18
export const isSenior = (u: UserProfile): boolean => u.age >= 60
/** A monthly income bucket up to ¥5,000, as the finance and knowledge apps count it. */
export const isLowIncome = (u: UserProfile): boolean => /\d/.test(u.incomeLevel) && incomeCeiling(u.incomeLevel) <= 5000
/** A BMI of 30 or a condition the grocery apps' diet rule names. */
export const onDiet = (u: UserProfile, kind: 'sugar' | 'fat'): boolean =>
  bodyMassIndex(u) >= 30 || u.healthConditions.some((c) => (kind === 'sugar' ? /diabet|blood sugar|glucose/i : /cholesterol|lipid|fatty liver|heart|hypertension|blood pressure|gout/i).test(c))

/** The user's usual payment method. */
export const usualPayment = (u: UserProfile): string => u.paymentMethods[0] ?? 'Alipay'

/** Tomorrow's date, YYYY-MM-DD. */
export const tomorrow = (now: number): string => toDate(now + DAY)

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** How a person names a time within the coming week: 'today at 19:20', 'tomorrow at 13:05', 'on Friday at 22:00'. */
export function dayPhrase(now: number, display: string): string {
  const [date, clock] = display.split(' ') as [string, string]
  if (date === toDate(now)) return `today at ${clock}`
  if (date === toDate(now + DAY)) return `tomorrow at ${clock}`
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return `on ${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} at ${clock}`
}

/** A phrasing with its slots filled; throws on a slot the draft left empty (a probe bug). */
export function fillQuery(template: string, slots: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = slots[name]
    if (value === undefined) throw new Error(`refusal phrasing "${template}" has no value for {${name}}`)
    return value
  })
}

/** Yuan as people write it: 149 yuan, 59.9 yuan. */
export const yuan = (x: number): string => `${Number.isInteger(x) ? x : x.toFixed(1)} yuan`
