/**
 * Refund terms of a ticket app: one rule (Maoyan films: free until 60 minutes before) or a ladder
 * (Damai live shows: the closer to the show, the larger the fee, then no refunds at all).
 */
export interface RefundRule {
  /** Refunds under this rule are open until this many minutes before the start. */
  cutoffMinutes: number
  /** Share of the face value kept as a cancellation fee. */
  feeRate: number
}

export type RefundTerms = RefundRule | readonly RefundRule[]

/** The rules, earliest window first (largest cutoff first). */
export function refundSteps(terms: RefundTerms): RefundRule[] {
  const list: readonly RefundRule[] = Array.isArray(terms) ? terms : [terms as RefundRule]
  return [...list].sort((a, b) => b.cutoffMinutes - a.cutoffMinutes)
}

/** The rule that applies with `minutesLeft` to the start, or undefined once refunds have closed. */
export const refundRuleAt = (steps: readonly RefundRule[], minutesLeft: number): RefundRule | undefined => steps.find((s) => minutesLeft >= s.cutoffMinutes)

/** Minutes before the start at which the last refund window closes. */
export const lastRefundMinutes = (steps: readonly RefundRule[]): number => steps[steps.length - 1]!.cutoffMinutes

/** '60 minutes', '48 hours', '7 days': how apps state a refund window. */
export function spanText(minutes: number): string {
  // Up to three days reads best in hours ('72 hours'), a week in days.
  if (minutes > 4320 && minutes % 1440 === 0) return `${minutes / 1440} days`
  if (minutes >= 120 && minutes % 60 === 0) return `${minutes / 60} hours`
  return `${minutes} minutes`
}

const feeText = (rate: number) => (rate === 0 ? 'a full refund' : `a refund less ${Math.round(rate * 100)}% of the face value`)

/** The terms in a sentence, as the order page prints them. */
export function refundTermsText(steps: readonly RefundRule[]): string {
  const parts = steps.map((s) => `${feeText(s.feeRate)} until ${spanText(s.cutoffMinutes)} before the start`)
  return `${parts.join('; ')}; no refunds after that.`.replace(/^./, (c) => c.toUpperCase())
}
