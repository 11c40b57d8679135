// Whether a simulated life holds together: where the person is, what the calendar says, what searches found
export { Whereabouts, claimsOf, daysAway, displayMs, minutesBetween, placesOf, whereaboutsConflicts, CONFLICT_KINDS } from './whereabouts.ts'
export type { Claim, Conflict, ConflictKind } from './whereabouts.ts'
export { apartKm, transitMinutes, NEAR_KM } from './moves.ts'
export { sharedResourceConflicts } from './shared-resources.ts'
export type { SharedResourceConflict } from './shared-resources.ts'
export { foundNothing, lookupKey, repeatedEmptySearches } from './searches.ts'
export { officeOnHoliday } from './holiday-office.ts'

// Profile sentences that are true of the history, and the check that they are
export { preferenceClaims, supportedClaims, writePreference, readPreference, falsePreferences, claimSupport, tallyHistory, article, APP_CONTEXT_NAMES, VALUE_KINDS, WRITE_SUPPORT, CHECK_SUPPORT, MAX_CLAIMS } from './preferences.ts'
export type { PreferenceClaim, SupportedClaim, AppContext, ValueKind } from './preferences.ts'

// What a real person would not do: spend beyond their income, copy another's life, act for no reason, contradict their profile, skip the Spring Festival
export { budgetBreaches, spendOf, spendingCaps, spendingLedger, userBreaches, savingsSeen, refundedIds, MONTHLY_INCOME, MONTHLY_SHARES, SAVINGS_MONTHS, EVENT_ALLOWANCE_MONTHS } from './spending.ts'
export type { Spend, SpendCategory, SpendingCaps, Breach } from './spending.ts'
export { crossUserCopies, copySignatures } from './copies.ts'
export type { CopySignature } from './copies.ts'
export { purposelessRepeats, idleReads, idleRepeats, moveWithoutPurpose } from './purposeless.ts'
export { profileMismatches, declaredChanges, changeVisible, wrongSexProduct, farHaunts, hasNoWorkplace, forTheOtherSex } from './profile-mismatches.ts'
export type { DeclaredChange, DeclaredHabits } from './profile-mismatches.ts'
export { holidayGaps, userHolidayGaps, travelLegs, hometownStays, givesRedPackets } from './holiday-gaps.ts'
export type { HolidayGap } from './holiday-gaps.ts'
export type { KeyTally } from './tally.ts'

// The structure a model must reason about: conditional habits, lasting and reverted changes, multi-step plans
export { historyStructure, structureTotals } from './structure.ts'
export type { HistoryStructure, StructureSummary } from './structure.ts'
export type { ConditionalHabit } from './conditions.ts'
export type { LastingChange, RevertedChange } from './changes.ts'
export type { Plan, Flow, Distractor } from './plans.ts'

// The audit: every check over a population, and how varied its habits are
export { habitEntropy, habitObservations, normalizedEntropy, median, MIN_CALLS } from './habit-entropy.ts'
export type { HabitContext } from './habit-entropy.ts'
export { auditLives, auditNumbers, AUDIT_METRICS, AUDIT_TARGETS } from './audit.ts'
export type { LivesAudit, UserAudit, AuditMetric } from './audit.ts'
