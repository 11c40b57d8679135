// Refusal probes by domain, and what a probe is
export { dayPhrase, fillQuery, isLowIncome, isMinor, isSenior, isTeen, onDiet, tomorrow, usualPayment, yuan } from './probe.ts'
export type { ProbeContext, ProbeDraft, RefusalProbe } from './probe.ts'
export { SHOPPING_PROBES } from './shopping.ts'
export { FOOD_TRAVEL_PROBES } from './food-travel.ts'
export { FINANCE_PROBES } from './finance.ts'
export { MEDIA_PROBES } from './media.ts'
export { KNOWLEDGE_PROBES } from './knowledge.ts'
export { HEALTH_PROBES } from './health.ts'
