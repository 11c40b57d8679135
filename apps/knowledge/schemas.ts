import { z } from 'zod'

/** Zod pieces every knowledge app's tools share. */

/** How an adapting policy shows it was applied (decision 0005). */
export const policyNoticesSchema = z.array(z.object({ rule: z.string(), message: z.string() })).optional()

export const paymentMethodParameter = z.string().trim().min(1).max(60).describe("Payment method, e.g. 'Alipay', 'WeChat Pay', 'Credit Card'.")

export const searchQueryParameter = (example: string) => z.string().trim().min(1).max(200).describe(`What to look for, e.g. ${example}.`)

/** Puts `policyNotices` on an output only when a rule was applied. */
export const withNotices = <T extends object>(out: T, notices: readonly { rule: string; message: string }[]): T & { policyNotices?: { rule: string; message: string }[] } =>
  notices.length > 0 ? { ...out, policyNotices: [...notices] } : out
