import type { PlaceResolver, UserProfile } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../history/index.ts'
import { tally, type KeyTally } from './tally.ts'
import { placesOf } from './whereabouts.ts'

/**
 * Lives copied between users: the same trip (two of its trains, or a train and the hotel for the same nights), a
 * reminder with the same title and time, a parcel with the same description, a health plan with the
 * same arguments, a favourite with the same personal name, the same home, the same opening balance.
 * Saved labels are resolved to each user's own place first, so two users' "Home" differ. Popular
 * things (a product, a film, an article) are not compared: many people buy, watch and read the same.
 */
export interface CopySignature {
  /** What is shared, in words; equal strings are the same plan. */
  key: string
  /** The user's record it comes from (-1 for the profile). */
  record: number
  /** A train, flight or hotel stay: strangers share one of these; a copied trip shares two. */
  journey?: true
}

const day = (text: unknown) => (typeof text === 'string' ? text.slice(0, 10) : '')
const canonical = (v: unknown): string => JSON.stringify(v, (_k, x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x))

const FREE_TEXT_TOOLS = new Set(['createReminder', 'createShipment', 'createHealthPlan', 'saveFavoritePlace'])

/** String arguments naming one of the user's saved places become that place's id. */
function ownArgs(args: Record<string, unknown>, places: PlaceResolver): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(args).map(([k, v]) => {
      if (typeof v !== 'string') return [k, v]
      const p = places.resolve(v)
      return [k, p.source === 'saved' ? p.id : v]
    }),
  )
}

/** The signatures of one user's plans, writes with free text, and profile. */
export function copySignatures(profile: UserProfile, history: readonly HistoryRecord[], places: PlaceResolver = placesOf(profile)): CopySignature[] {
  const out: CopySignature[] = []
  const home = profile.places.home ? places.resolve(profile.places.home) : undefined
  if (home && home.source !== 'geocoded') out.push({ key: `home at ${home.name}`, record: -1 })
  const firstSight = new Set<string>()
  history.forEach((r, i) => {
    if (!r.outcome?.ok) return
    const d = (r.outcome.data ?? {}) as Record<string, any>
    // Only the free-text writes read their arguments; resolving every record's places is slow.
    const a = FREE_TEXT_TOOLS.has(r.tool) ? ownArgs(r.args as Record<string, unknown>, places) : {}
    const add = (key: string) => out.push({ key, record: i })
    const leg = (key: string) => out.push({ key, record: i, journey: true })
    if (r.tool === 'bookTrainTicket' && d.trainNumber) leg(`train ${d.trainNumber} on ${day(d.departAt)}`)
    if (r.tool === 'bookTicket') for (const l of d.ticket?.legs ?? []) if (l?.number) leg(`${l.mode ?? 'trip'} ${l.number} on ${day(l.departAt)}`)
    if (r.tool === 'bookHotel' && d.hotel?.name) leg(`hotel ${d.hotel.name} ${day(d.hotel.checkIn)} to ${day(d.hotel.checkOut)}`)
    if (r.tool === 'createReminder') add(`reminder "${a.title}" at ${a.time ?? 'no time'}`)
    if (r.tool === 'createShipment') add(`parcel ${canonical(a.packageDetails)}`)
    // A plan of a couple of options (Ping An's goals and level) is a common choice; one with kit and target areas is the person's own.
    if (r.tool === 'createHealthPlan' && Object.keys(a).length >= 3) add(`${r.app} health plan ${canonical(a)}`)
    // A favourite under the place's own name is a popular place; a personal name is the user's own.
    // With its note (a hotel's check-out day): two strangers may keep the same hotel under the same words in different weeks.
    if (r.tool === 'saveFavoritePlace' && typeof a.name === 'string' && d.place?.name !== a.name) add(`favourite "${a.name}" at ${d.place?.name ?? a.location}${a.note ? ` (${a.note})` : ''}`)
    if (typeof d.availableCash === 'number' && !firstSight.has(r.app)) {
      firstSight.add(r.app)
      const holdings = (d.holdings ?? d.positions ?? []).map((h: { code?: string; shares?: number }) => `${h.code}:${h.shares}`).sort()
      add(`${r.app} balance ${d.availableCash}${holdings.length ? ` with ${holdings.join(',')}` : ''} at first sight`)
    }
  })
  return out
}

/** Signatures shared by two or more users (each one group); per user, the groups they are in. */
export function crossUserCopies(users: readonly { profile: UserProfile; history: readonly HistoryRecord[] }[]): KeyTally & { groups: { key: string; users: string[] }[] } {
  const holders = new Map<string, Set<string>>()
  const journeys = new Map<string, Set<string>>()
  for (const { profile, history } of users) {
    for (const s of copySignatures(profile, history)) {
      const into = s.journey ? journeys : holders
      ;(into.get(s.key) ?? into.set(s.key, new Set()).get(s.key)!).add(profile.id)
    }
  }
  const groups = [...holders].filter(([, ids]) => ids.size >= 2).map(([key, ids]) => ({ key, users: [...ids].sort() }))
  // Two strangers on one train is a Friday; the same train there and back, or a train and the hotel, is a copied trip.
  const shared = new Map<string, string[]>()
  for (const [key, ids] of journeys) {
    const sorted = [...ids].sort()
    for (let a = 0; a < sorted.length; a++) for (let b = a + 1; b < sorted.length; b++) (shared.get(`${sorted[a]} ${sorted[b]}`) ?? shared.set(`${sorted[a]} ${sorted[b]}`, []).get(`${sorted[a]} ${sorted[b]}`)!).push(key)
  }
  for (const [pair, keys] of shared) if (keys.length >= 2) groups.push({ key: `trip: ${keys.sort().join(' + ')}`, users: pair.split(' ') })
  const t = tally(users.map((u) => u.profile.id))
  for (const g of groups) for (const id of g.users) t.add(id, `${g.key}, also ${g.users.filter((u) => u !== id).join(', ')}`)
  return { ...t.done(groups.length), groups }
}
