import { calendarDay, DAY, fromIso, startOfLocalDay, type PlaceResolver, type Registry, type UserProfile } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../history/index.ts'
import { tally, type KeyTally } from './tally.ts'
import { placesOf } from './whereabouts.ts'

/**
 * The profile against the history: a declared change of habit that never shows, a commute for
 * someone with nowhere to commute to, a product for the other sex bought for oneself, a gym or a mall
 * saved far from both home and work.
 */

/**
 * A declared change (users.jsonl `habits.changes`: from day `from`, until day `until` when it reverts;
 * an older population's `habits.lastingChange`, from `week`), `to` is the habit.
 */
export interface DeclaredChange {
  kind: string
  week?: number
  from?: number
  until?: number
  to: unknown
}
export interface DeclaredHabits {
  lastingChange?: DeclaredChange
  changes?: readonly DeclaredChange[]
  values?: { commuteTime?: string }
}

/** Records after its week that show a change: fewer is a sentence the history does not bear out. */
export const MIN_VISIBLE = 3
/** How far a saved gym or mall may be from both home and work: a 20-minute ride in Beijing traffic. */
export const MAX_HAUNT_KM = 8
const HAUNTS = ['gym', 'mall'] as const
const WORKPLACES = ['office', 'school'] as const
const NO_WORK = /unemployed|retired|jobless|homemaker/i

/** Product titles for one sex: "Women's ..." / 女 bought by a man, "Men's ..." / 男 by a woman. */
const FOR_WOMEN = /\bwomen'?s\b|\bladies'?\b|女/i
const FOR_MEN = /\bmen'?s\b|男/i
const FOR_BOTH = /unisex|男女|couple/i

/** Whether a product's title says it is for the other sex than `gender` (a gift aside, nobody buys that for themselves). */
export const forTheOtherSex = (title: string, gender: string): boolean => !FOR_BOTH.test(title) && (gender === 'male' ? FOR_WOMEN : FOR_MEN).test(title)

export const declaredChanges = (h: DeclaredHabits | undefined): DeclaredChange[] => [...(h?.changes ?? []), ...(h?.lastingChange ? [h.lastingChange] : [])]

/** What a change's `to` names: an app, a ride class, or an activity. */
const targetOf = (to: unknown): string | undefined => (typeof to === 'string' ? to : typeof (to as { activity?: unknown })?.activity === 'string' ? (to as { activity: string }).activity : undefined)

/** Successful calls in the change's span that show it: on the app it names, or with it as an argument (a news app's change shows in reads). */
export function changeVisible(change: DeclaredChange, history: readonly HistoryRecord[], registry: Registry, isWrite: (r: HistoryRecord) => boolean): number {
  const target = targetOf(change.to)
  if (!target || history.length === 0) return 0
  const first = fromIso(history[0]!.ts)
  const monday = startOfLocalDay(first) - ((calendarDay(first).weekday + 6) % 7) * DAY
  const from = change.from !== undefined ? startOfLocalDay(first) + change.from * DAY : monday + (change.week ?? 0) * 7 * DAY
  const until = change.until !== undefined ? startOfLocalDay(first) + change.until * DAY : Infinity
  const app = registry.resolveApp(target)
  const wanted = target.toLowerCase()
  return history.filter((r) => {
    if (!r.outcome?.ok || fromIso(r.ts) < from || fromIso(r.ts) >= until) return false
    if (app.ok) return r.app === app.value.id
    return Object.values(r.args).some((v) => typeof v === 'string' && v.toLowerCase() === wanted)
  }).length
}

/** Nowhere to commute to: no office and no school saved, or a profession without one. */
export const hasNoWorkplace = (p: UserProfile): boolean => NO_WORK.test(p.profession) || WORKPLACES.every((w) => !p.places[w])

const isCommute = (r: HistoryRecord) => r.meta?.tags?.includes('ctx:commute') || Object.values(r.args).some((v) => typeof v === 'string' && (WORKPLACES as readonly string[]).includes(v.toLowerCase()))

/** A purchase whose title is for the other sex, not tagged as a gift. */
export function wrongSexProduct(r: HistoryRecord, gender: UserProfile['gender']): string | undefined {
  if (r.tool !== 'buyProduct' || !r.outcome?.ok || r.meta?.tags?.some((t) => t.includes('gift'))) return undefined
  const product = (r.outcome.data as { product?: { title?: string; name?: string } } | null)?.product
  const title = product?.title ?? product?.name ?? ''
  if (FOR_BOTH.test(title)) return undefined
  return (gender === 'male' ? FOR_WOMEN : FOR_MEN).test(title) ? title : undefined
}

/** Saved gyms and malls farther than MAX_HAUNT_KM from home and from the office or school. */
export function farHaunts(profile: UserProfile, places: PlaceResolver): { label: string; name: string; km: number }[] {
  const anchors = (['home', ...WORKPLACES] as const).filter((l) => profile.places[l]).map((l) => places.resolve(profile.places[l]!))
  if (anchors.length === 0) return []
  return HAUNTS.flatMap((label) => {
    if (!profile.places[label]) return []
    const p = places.resolve(profile.places[label]!)
    if (p.source === 'geocoded') return [] // a free-text address is placed only roughly
    const km = Math.min(...anchors.map((a) => places.distanceKm(a, p)))
    return km > MAX_HAUNT_KM ? [{ label, name: p.name, km: Math.round(km * 10) / 10 }] : []
  })
}

/** Per user: unseen declared changes, commutes without a workplace, wrong-sex purchases, far haunts. */
export function profileMismatches(users: readonly { profile: UserProfile; history: readonly HistoryRecord[]; habits?: DeclaredHabits | undefined }[], registry: Registry): KeyTally {
  const isWrite = (r: HistoryRecord) => {
    const app = registry.resolveApp(r.app)
    return app.ok && app.value.tool(r.tool)?.effect !== 'read'
  }
  const t = tally(users.map((u) => u.profile.id))
  for (const { profile, history, habits } of users) {
    const id = profile.id
    for (const c of declaredChanges(habits)) {
      const seen = changeVisible(c, history, registry, isWrite)
      if (seen < MIN_VISIBLE) t.add(id, `declared change ${c.kind} to ${targetOf(c.to) ?? JSON.stringify(c.to)} from ${c.from !== undefined ? `day ${c.from}` : `week ${c.week}`}: ${seen} records show it`)
    }
    if (hasNoWorkplace(profile)) {
      if (habits?.values?.commuteTime) t.add(id, `a commute time ${habits.values.commuteTime} as ${profile.profession} with no office or school`)
      const commutes = history.filter(isCommute)
      if (commutes.length > 0) t.add(id, `${commutes.length} commute records (first ${commutes[0]!.ts.slice(0, 16)} ${commutes[0]!.app}.${commutes[0]!.tool}) with no office or school`, commutes.length)
    }
    for (const r of history) {
      const title = wrongSexProduct(r, profile.gender)
      if (title) t.add(id, `${r.ts.slice(0, 16)} ${r.app}.${r.tool}: "${title}" bought by a ${profile.gender} buyer, not as a gift`)
    }
    for (const h of farHaunts(profile, placesOf(profile))) t.add(id, `saved ${h.label} ${h.name} is ${h.km} km from home and work`)
  }
  return t.done()
}
