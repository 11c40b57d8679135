import { z } from 'zod'
import { cuisineSynonyms } from './world/cuisines.ts'
import { CUISINES } from './world/types.ts'

/** Parameters every food app reads the same way. */

/** An enum read leniently: case, spaces and hyphens do not matter, and listed synonyms map to values. */
export function looseEnum<T extends readonly [string, ...string[]]>(values: T, synonyms: Readonly<Record<string, T[number]>> = {}) {
  return z.preprocess((v) => {
    if (typeof v !== 'string') return v
    const key = v.trim().toLowerCase().replace(/[\s-]+/g, '_')
    return synonyms[key] ?? key
  }, z.enum(values))
}

export const cuisineInput = looseEnum(CUISINES, cuisineSynonyms).describe(
  `Cuisine: one of ${CUISINES.join(', ')} (also read: 'Szechuan', 'pizza', '川菜', 'hot pot'...).`,
)

export const placeInput = (role: string) =>
  z.string().trim().min(1).max(200).describe(`${role}: a saved place ('home', 'office'), a landmark, mall or station name, or a street address.`)

export const paymentMethodInput = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .describe("How to pay, e.g. 'WeChat Pay', 'Alipay', 'Bank Card', 'Apple Pay'.")

export const whenInput = (what: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(40)
    .describe(`${what}: 'now' (default), 'HH:mm' (the next such time), 'YYYY-MM-DD HH:mm' or ISO 8601, China Standard Time.`)

export const noteInput = z.string().trim().max(200).describe("Note for the kitchen or rider, e.g. 'no coriander', 'leave at the door'.")

export { normalizePaymentMethod } from '../kit/index.ts'
