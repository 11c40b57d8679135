// Whether a simulated life holds together: where the person is, what the calendar says, what searches found
export { Whereabouts, claimsOf, daysAway, displayMs, minutesBetween, placesOf, whereaboutsConflicts } from './whereabouts.ts'
export type { Claim, Conflict } from './whereabouts.ts'
export { foundNothing, lookupKey, repeatedEmptySearches } from './searches.ts'
export { officeOnHoliday } from './holiday-office.ts'

// Profile sentences that are true of the history, and the check that they are
export { preferenceClaims, supportedClaims, writePreference, readPreference, falsePreferences, claimSupport, tallyHistory, article, APP_CONTEXT_NAMES, VALUE_KINDS, WRITE_SUPPORT, CHECK_SUPPORT, MAX_CLAIMS } from './preferences.ts'
export type { PreferenceClaim, SupportedClaim, AppContext, ValueKind } from './preferences.ts'

// The audit: every check over a population, and how varied its habits are
export { habitEntropy, habitObservations, normalizedEntropy, median, MIN_CALLS } from './habit-entropy.ts'
export type { HabitContext } from './habit-entropy.ts'
export { auditLives, auditNumbers, AUDIT_METRICS, AUDIT_TARGETS } from './audit.ts'
export type { LivesAudit, UserAudit, AuditMetric } from './audit.ts'
