import { fromIso, MINUTE, type PlaceResolver, type Registry, type UserProfile } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../history/index.ts'
import { tally, type KeyTally } from './tally.ts'
import { placesOf } from './whereabouts.ts'

/**
 * Doing things for no reason: the same lookup with the same answer, again and again, with nothing done
 * after it; a trip to a cinema or a theatre with no ticket for that day. A person looks something up
 * to act on it, and goes to a cinema to see a film.
 */

/** How long after a lookup a follow-up still counts as acting on it. */
export const FOLLOW_UP_MS = 60 * MINUTE
/** The same idle lookup twice is browsing; from the third time it is a script. */
export const IDLE_REPEATS_ALLOWED = 2
/** Places one goes to for a booked show; a mall, a park or a restaurant needs no booking. */
const TICKETED_KINDS = new Set(['cinema', 'theater'])

const canonical = (v: unknown): string => JSON.stringify(v, (_k, x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x))

/** Ids a result offers (videoId, articleId, restaurantId, ...): a later call naming one acts on it. */
function offeredIds(data: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(data)) for (const x of data) offeredIds(x, out)
  else if (data && typeof data === 'object')
    for (const [k, v] of Object.entries(data)) {
      if (/id$/i.test(k) && typeof v === 'string') out.add(v)
      else if (typeof v === 'object') offeredIds(v, out)
    }
  return out
}

/** Indexes of reads nothing followed: no write in the same app, and no read naming an id from the result, within the hour. */
export function idleReads(history: readonly HistoryRecord[], isRead: (r: HistoryRecord) => boolean): number[] {
  const out: number[] = []
  history.forEach((r, i) => {
    if (!r.outcome?.ok || !isRead(r)) return
    const ids = offeredIds(r.outcome.data)
    const until = fromIso(r.ts) + FOLLOW_UP_MS
    for (let j = i + 1; j < history.length && fromIso(history[j]!.ts) <= until; j++) {
      const next = history[j]!
      if (next.app !== r.app) continue
      if (!isRead(next)) return
      if (ids.size > 0 && Object.values(next.args).some((v) => ids.has(String(v)) || (Array.isArray(v) && v.some((x) => ids.has(String(x)))))) return
    }
    out.push(i)
  })
  return out
}

/** Idle reads grouped by (app, tool, arguments, result), groups of more than two; the ones beyond the second are counted. */
export function idleRepeats(history: readonly HistoryRecord[], isRead: (r: HistoryRecord) => boolean): number[][] {
  const groups = new Map<string, number[]>()
  for (const i of idleReads(history, isRead)) {
    const r = history[i]!
    const key = `${r.app}.${r.tool} ${canonical(r.args)} ${canonical(r.outcome?.ok ? r.outcome.data : null)}`
    ;(groups.get(key) ?? groups.set(key, []).get(key)!).push(i)
  }
  return [...groups.values()].filter((g) => g.length > IDLE_REPEATS_ALLOWED)
}

/** Rides and bike rides ending at a cinema or theatre on a day with no ticket there. */
export function moveWithoutPurpose(history: readonly HistoryRecord[], places: PlaceResolver): number[] {
  const tickets = history.flatMap((r) => {
    if (r.tool !== 'bookShowTicket' || !r.outcome?.ok) return []
    const d = r.outcome.data as { startsAt?: string; venue?: { venueId?: string; name?: string } }
    return [{ day: d.startsAt?.slice(0, 10), id: d.venue?.venueId, name: d.venue?.name }]
  })
  const out: number[] = []
  history.forEach((r, i) => {
    const to = r.tool === 'endBikeRide' ? r.args.location : r.tool === 'bookTaxi' ? r.args.dropoffLocation : undefined
    if (typeof to !== 'string' || !r.outcome?.ok) return
    const place = places.resolve(to)
    if (!TICKETED_KINDS.has(place.kind)) return
    const d = r.outcome.data as { pickupTime?: string; endedAt?: string }
    const day = (d.pickupTime ?? d.endedAt ?? r.ts).slice(0, 10)
    if (!tickets.some((t) => t.day === day && (t.id === place.id || t.name === place.name))) out.push(i)
  })
  return out
}

const brief = (r: HistoryRecord) => `${r.ts.slice(0, 16)} ${r.app}.${r.tool}`

/** Idle repeats beyond the second plus moves with no purpose, per user. */
export function purposelessRepeats(users: readonly { profile: UserProfile; history: readonly HistoryRecord[] }[], registry: Registry): KeyTally {
  const isRead = (r: HistoryRecord) => {
    const app = registry.resolveApp(r.app)
    return app.ok && app.value.tool(r.tool)?.effect === 'read'
  }
  const t = tally(users.map((u) => u.profile.id))
  for (const { profile, history } of users) {
    for (const g of idleRepeats(history, isRead)) {
      const r = history[g[0]!]!
      t.add(profile.id, `${r.app}.${r.tool} ${canonical(r.args)}: the same answer ${g.length} times from ${r.ts.slice(0, 10)} to ${history[g.at(-1)!]!.ts.slice(0, 10)}, nothing done with it`, g.length - IDLE_REPEATS_ALLOWED)
    }
    for (const i of moveWithoutPurpose(history, placesOf(profile))) {
      const r = history[i]!
      t.add(profile.id, `${brief(r)} to ${r.args.location ?? r.args.dropoffLocation}: no ticket there that day`)
    }
  }
  return t.done()
}
