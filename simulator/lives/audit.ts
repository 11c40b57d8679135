import type { UserProfile } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../history/index.ts'
import type { World } from '../world/index.ts'
import { lowIncome } from './income.ts'
import { placesOf, type Conflict } from './whereabouts.ts'
import { habitEntropy, median, type HabitContext } from './habit-entropy.ts'
import { officeOnHoliday } from './holiday-office.ts'
import { falsePreferences } from './preferences.ts'
import { repeatedEmptySearches } from './searches.ts'
import { whereaboutsConflicts } from './whereabouts.ts'
import { sharedResourceConflicts } from './shared-resources.ts'
import { budgetBreaches } from './spending.ts'
import { crossUserCopies } from './copies.ts'
import { purposelessRepeats } from './purposeless.ts'
import { profileMismatches, type DeclaredHabits } from './profile-mismatches.ts'
import { holidayGaps } from './holiday-gaps.ts'

/**
 * Whether simulated lives hold together, measured: each count is a kind of call a real person would
 * not make (the office on a holiday, two places at once, a premium habit on a small income, a profile
 * sentence the history contradicts, the same empty search day after day), plus how varied habits are.
 */
export interface LivesAudit {
  users: number
  records: number
  /** Records that start from or send something to the office or school on a public holiday. */
  holidayOfficeCalls: number
  /** Whereabouts conflicts of every kind (overlap, teleport, activity during travel, delivery while away; see `whereaboutsConflicts`). */
  whereaboutsConflicts: number
  /** Places reached faster than city transit allows, or by a move no record explains. */
  teleports: number
  /** A place claimed or an activity done inside a ride, a train, a bike ride or a route being taken. */
  activityDuringTravel: number
  /** Deliveries and handovers where the person is not (busy, elsewhere, away, the office closed). */
  deliveriesWhileAway: number
  /** One bike, train seat, hotel room or table held by two users at once (pairs, across the population). */
  sharedResourceConflicts: number
  /** Among low-income users' successful rides, the share in a top class (above Express / Standard); 0 without rides. */
  lowIncomePremierShare: number
  /** Successful five-star or luxury hotel bookings by low-income users, life events (`event:*` tags) aside. */
  luxuryStaysLowIncome: number
  /** Profile preference sentences that do not parse or that the history does not support. */
  preferenceSentencesFalse: number
  /** Read calls that repeat, on a later day, a lookup that had found nothing. */
  repeatedEmptySearches: number
  /** Users whose spending (per 30 days, per purchase) or savings do not fit their income band (spending.ts). */
  budgetBreaches: number
  /** Plans, free-text writes, homes or opening balances shared by two or more users, one per group (copies.ts). */
  crossUserCopies: number
  /** Idle lookups with the same answer beyond the second, and rides to a cinema with no ticket (purposeless.ts). */
  purposelessRepeats: number
  /** Declared changes never seen, commutes with no workplace, wrong-sex purchases, far gyms and malls (profile-mismatches.ts). */
  profileMismatches: number
  /** Users with a Spring Festival gap: no reunion dinner, red packets, Gala, make-up workday or leave (holiday-gaps.ts). */
  holidayGaps: number
  /**
   * Median normalized entropy of habitual values (definition in habit-entropy.ts): over the parameter
   * contexts that are a choice, where some user in the population picks another value (a pickup
   * every coffee chain forces is no choice and would only drag the median to 0).
   */
  habitEntropy: number
  /** The same median over the app chosen per context (loyalty to one app is common and fine). */
  appChoiceEntropy: number
  /** The median over every context, choices or not, apps included. */
  habitEntropyAllContexts: number
  /** Habit contexts measured, and the share of them with one value every time. */
  habitContexts: number
  fixedHabitShare: number
  byUser: UserAudit[]
}

export interface UserAudit {
  id: string
  incomeLevel: string
  records: number
  holidayOfficeCalls: number
  /** All whereabouts conflicts, then three of their kinds. */
  whereaboutsConflicts: number
  teleports: number
  activityDuringTravel: number
  deliveriesWhileAway: number
  /** Shared-resource pairs this user is in. */
  sharedResourceConflicts: number
  rides: number
  topClassRides: number
  luxuryStays: number
  preferenceSentencesFalse: number
  repeatedEmptySearches: number
  /** Caps broken, copies shared, purposeless records, profile mismatches and holiday gaps of this user. */
  budgetBreaches: number
  crossUserCopies: number
  purposelessRepeats: number
  profileMismatches: number
  holidayGaps: number
  habitEntropy: number
  /** The first few problems, in words, for debugging a generator. */
  examples: string[]
  /** The user's contexts with entropy 0 (one value every time). */
  fixedHabits: string[]
}

/** The metrics that are plain numbers, in table order. */
export const AUDIT_METRICS = ['users', 'records', 'holidayOfficeCalls', 'whereaboutsConflicts', 'teleports', 'activityDuringTravel', 'deliveriesWhileAway', 'sharedResourceConflicts', 'lowIncomePremierShare', 'luxuryStaysLowIncome', 'preferenceSentencesFalse', 'repeatedEmptySearches', 'budgetBreaches', 'crossUserCopies', 'purposelessRepeats', 'profileMismatches', 'holidayGaps', 'habitEntropy', 'appChoiceEntropy', 'habitEntropyAllContexts', 'habitContexts', 'fixedHabitShare'] as const
export type AuditMetric = (typeof AUDIT_METRICS)[number]

/** What a live-like population reaches; metrics without a target are sizes. */
export const AUDIT_TARGETS: Partial<Record<AuditMetric, { text: string; met: (v: number) => boolean }>> = {
  holidayOfficeCalls: { text: '= 0', met: (v) => v === 0 },
  whereaboutsConflicts: { text: '= 0', met: (v) => v === 0 },
  teleports: { text: '= 0', met: (v) => v === 0 },
  activityDuringTravel: { text: '= 0', met: (v) => v === 0 },
  deliveriesWhileAway: { text: '= 0', met: (v) => v === 0 },
  sharedResourceConflicts: { text: '= 0', met: (v) => v === 0 },
  lowIncomePremierShare: { text: '≤ 0.10', met: (v) => v <= 0.1 },
  luxuryStaysLowIncome: { text: '= 0', met: (v) => v === 0 },
  preferenceSentencesFalse: { text: '= 0', met: (v) => v === 0 },
  repeatedEmptySearches: { text: '= 0', met: (v) => v === 0 },
  budgetBreaches: { text: '= 0', met: (v) => v === 0 },
  crossUserCopies: { text: '= 0', met: (v) => v === 0 },
  purposelessRepeats: { text: '= 0', met: (v) => v === 0 },
  profileMismatches: { text: '= 0', met: (v) => v === 0 },
  holidayGaps: { text: '= 0', met: (v) => v === 0 },
  habitEntropy: { text: '0.2–0.7', met: (v) => v >= 0.2 && v <= 0.7 },
}

/** The entry class of each ride-hailing app (Didi Express, Caocao Standard); anything else is a top class. */
const ENTRY_CLASSES = new Set(['Express', 'Standard'])
const MAX_EXAMPLES = 5

const brief = (r: HistoryRecord) => `${r.ts.slice(0, 16)} ${r.app}.${r.tool}`

export function auditLives(users: readonly { profile: UserProfile; history: readonly HistoryRecord[]; habits?: DeclaredHabits | undefined }[], world: World): LivesAudit {
  const registry = world.registry
  const isRead = (r: HistoryRecord) => {
    const app = registry.resolveApp(r.app)
    return app.ok && app.value.tool(r.tool)?.effect === 'read'
  }
  const entropy = habitEntropy(users.map((u) => ({ id: u.profile.id, records: u.history })))
  const keys = {
    budgetBreaches: budgetBreaches(users),
    crossUserCopies: crossUserCopies(users),
    purposelessRepeats: purposelessRepeats(users, registry),
    profileMismatches: profileMismatches(users, registry),
    holidayGaps: holidayGaps(users),
  }
  const keyOf = (key: keyof typeof keys, id: string) => keys[key].byUser[id] ?? { count: 0, examples: [] }
  const shared = sharedResourceConflicts(users)
  const byUser = users.map(({ profile, history }): UserAudit => {
    const places = placesOf(profile)
    const examples: string[] = []
    const note = (text: string) => examples.length < MAX_EXAMPLES && examples.push(text)
    const holiday = history.filter((r) => officeOnHoliday(r, places))
    for (const r of holiday) note(`${brief(r)}: the office or school on a holiday`)
    const conflicts = whereaboutsConflicts(profile, history, places)
    for (const c of conflicts) note(`${brief(history[c.record]!)}: ${c.kind}: ${c.why}${c.with === c.record ? '' : c.with >= 0 ? ` (with ${brief(history[c.with]!)})` : ' (the daily routine)'}`)
    const ofKind = (kind: Conflict['kind']) => conflicts.filter((c) => c.kind === kind).length
    const sharing = shared.filter((x) => x.users.includes(profile.id))
    for (const x of sharing) note(`${brief(history[x.records[x.users[0] === profile.id ? 0 : 1]]!)}: ${x.resource} also held by ${x.users.find((u) => u !== profile.id)}`)
    const rides = history.filter((r) => r.tool === 'bookTaxi' && r.outcome?.ok)
    const top = rides.filter((r) => {
      const cls = (r.outcome as { data: { taxiType?: unknown } }).data?.taxiType ?? r.args.taxiType
      return typeof cls === 'string' && !ENTRY_CLASSES.has(cls)
    })
    const luxury = history.filter((r) => {
      if (r.tool !== 'bookHotel' || !r.outcome?.ok || r.meta?.tags?.some((t) => t.startsWith('event:'))) return false
      const h = (r.outcome.data as { hotel?: { grade?: unknown; stars?: unknown } } | null)?.hotel
      return h?.grade === 'luxury' || (typeof h?.stars === 'number' && h.stars >= 5)
    })
    const poor = lowIncome(profile.incomeLevel)
    if (poor) for (const r of luxury) note(`${brief(r)}: a luxury stay on ${profile.incomeLevel}`)
    const untrue = falsePreferences(profile.preferences, history, registry)
    for (const s of untrue) note(`false preference: ${s}`)
    const repeats = repeatedEmptySearches(history, isRead)
    for (const i of repeats) note(`${brief(history[i]!)}: repeats a lookup that found nothing`)
    const mine = entropy.contexts.filter((c) => c.user === profile.id)
    // Each key keeps its own few examples, after the ones above.
    for (const key of Object.keys(keys) as (keyof typeof keys)[]) for (const x of keyOf(key, profile.id).examples) examples.push(`${key}: ${x}`)
    return {
      id: profile.id,
      incomeLevel: profile.incomeLevel,
      records: history.length,
      holidayOfficeCalls: holiday.length,
      whereaboutsConflicts: conflicts.length,
      teleports: ofKind('teleport'),
      activityDuringTravel: ofKind('activityDuringTravel'),
      deliveriesWhileAway: ofKind('deliveryWhileAway'),
      sharedResourceConflicts: sharing.length,
      rides: rides.length,
      topClassRides: top.length,
      luxuryStays: luxury.length,
      preferenceSentencesFalse: untrue.length,
      repeatedEmptySearches: repeats.length,
      budgetBreaches: keyOf('budgetBreaches', profile.id).count,
      crossUserCopies: keyOf('crossUserCopies', profile.id).count,
      purposelessRepeats: keyOf('purposelessRepeats', profile.id).count,
      profileMismatches: keyOf('profileMismatches', profile.id).count,
      holidayGaps: keyOf('holidayGaps', profile.id).count,
      habitEntropy: median(mine.filter((c) => c.k >= 2 && !c.key.endsWith('\t*\tapp')).map((c) => c.entropy)),
      examples,
      fixedHabits: mine.filter((c: HabitContext) => c.entropy === 0).map((c) => `${c.key.replaceAll('\t', ' ')} = ${Object.keys(c.values)[0]} (${c.calls}×)`),
    }
  })
  const sum = (f: (u: UserAudit) => number, only: (u: UserAudit) => boolean = () => true) => byUser.filter(only).reduce((s, u) => s + f(u), 0)
  const poor = (u: UserAudit) => lowIncome(u.incomeLevel)
  const poorRides = sum((u) => u.rides, poor)
  return {
    users: users.length,
    records: sum((u) => u.records),
    holidayOfficeCalls: sum((u) => u.holidayOfficeCalls),
    whereaboutsConflicts: sum((u) => u.whereaboutsConflicts),
    teleports: sum((u) => u.teleports),
    activityDuringTravel: sum((u) => u.activityDuringTravel),
    deliveriesWhileAway: sum((u) => u.deliveriesWhileAway),
    sharedResourceConflicts: shared.length,
    lowIncomePremierShare: poorRides > 0 ? sum((u) => u.topClassRides, poor) / poorRides : 0,
    luxuryStaysLowIncome: sum((u) => u.luxuryStays, poor),
    preferenceSentencesFalse: sum((u) => u.preferenceSentencesFalse),
    repeatedEmptySearches: sum((u) => u.repeatedEmptySearches),
    budgetBreaches: keys.budgetBreaches.total,
    crossUserCopies: keys.crossUserCopies.total,
    purposelessRepeats: keys.purposelessRepeats.total,
    profileMismatches: keys.profileMismatches.total,
    holidayGaps: keys.holidayGaps.total,
    habitEntropy: entropy.ofValues,
    appChoiceEntropy: entropy.ofApps,
    habitEntropyAllContexts: entropy.median,
    habitContexts: entropy.contexts.length,
    fixedHabitShare: entropy.contexts.length > 0 ? entropy.contexts.filter((c) => c.entropy === 0).length / entropy.contexts.length : 0,
    byUser,
  }
}

/** The plain-number metrics of an audit (what `--json` prints). */
export const auditNumbers = (a: LivesAudit): Record<AuditMetric, number> => Object.fromEntries(AUDIT_METRICS.map((m) => [m, a[m]])) as Record<AuditMetric, number>
