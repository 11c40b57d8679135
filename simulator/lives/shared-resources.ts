import { MINUTE } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../history/index.ts'
import { displayMs } from './whereabouts.ts'

/**
 * One physical thing held by two people at once, across a population: a shared bike ridden in
 * overlapping windows, a train seat, a numbered hotel room on a night, a table with an id at a time.
 * Each user's apps run in a session of their own, so nothing but the numbers they draw keeps them apart.
 */
export interface SharedResourceConflict {
  kind: 'bike' | 'seat' | 'room' | 'table'
  /** The resource, as the apps name it ('bike 121901432342', 'G4923 2026-02-11 Car 04, 15F'). */
  resource: string
  users: [string, string]
  records: [number, number]
}

interface Hold {
  kind: SharedResourceConflict['kind']
  key: string
  from: number
  to: number
  user: string
  record: number
}

/** What one successful record holds; a bike ride by its unlock and end times (an unended ride holds the bike for an hour). */
function holdsOf(r: HistoryRecord, index: number, user: string): Hold[] {
  if (!r.outcome?.ok) return []
  const d = r.outcome.data as Record<string, any>
  const hold = (kind: Hold['kind'], key: string, from: number, to: number): Hold[] => (Number.isFinite(from) && Number.isFinite(to) ? [{ kind, key, from, to, user, record: index }] : [])
  switch (r.tool) {
    case 'endBikeRide':
    case 'unlockBike': {
      if (!d.bikeId || typeof d.unlockedAt !== 'string') return []
      const from = displayMs(d.unlockedAt)
      return hold('bike', `bike ${d.bikeId}`, from, typeof d.endedAt === 'string' ? displayMs(d.endedAt) : from + 60 * MINUTE)
    }
    case 'bookTrainTicket':
    case 'changeTrainTicket': {
      const t = r.tool === 'changeTrainTicket' ? d.ticket : d
      const date = typeof t?.departAt === 'string' ? t.departAt.slice(0, 10) : ''
      return ((t?.passengers ?? []) as { seat?: string }[]).flatMap((p) => (p.seat ? hold('seat', `${t.trainNumber} ${date} ${p.seat}`, 0, 1) : []))
    }
    case 'bookTicket': {
      const legs = (d.ticket?.legs ?? []) as { number?: string; departAt?: string; seats?: string[] }[]
      return legs.flatMap((l) => (l.seats ?? []).flatMap((s) => hold('seat', `${l.number} ${l.departAt?.slice(0, 10)} ${s}`, 0, 1)))
    }
    case 'bookHotel': {
      const h = d.hotel
      const room = h?.roomNumber ?? h?.room
      if (!room || typeof h.checkIn !== 'string') return []
      const first = displayMs(h.checkIn)
      return Array.from({ length: Number(h.nights) || 0 }, (_, n) => hold('room', `${h.hotelId ?? h.name} room ${room} night ${n}@${h.checkIn.slice(0, 10)}`, first + n * 1440 * MINUTE, first + (n + 1) * 1440 * MINUTE - 1)).flat()
    }
    case 'bookTable': {
      const table = d.tableId ?? d.table?.id
      if (!table || typeof d.time !== 'string') return []
      const t = displayMs(d.time)
      return hold('table', `${d.restaurant?.restaurantId} table ${table} ${d.time}`, t, t + 90 * MINUTE)
    }
  }
  return []
}

/** Pairs of different users holding one resource at overlapping times (a seat, a room, a table: the same key is the same time). */
export function sharedResourceConflicts(users: readonly { profile: { id: string }; history: readonly HistoryRecord[] }[]): SharedResourceConflict[] {
  const byKey = new Map<string, Hold[]>()
  for (const u of users) {
    // An unlock and its end name one ride: keep the end, which knows when the bike came back.
    const rides = new Map<string, Hold>()
    u.history.forEach((r, i) => {
      for (const h of holdsOf(r, i, u.profile.id)) {
        if (h.kind === 'bike') {
          const ride = `${(r.outcome as { data: { rideId?: string } }).data.rideId}`
          if (r.tool === 'endBikeRide' || !rides.has(ride)) rides.set(ride, h)
          continue
        }
        byKey.set(h.key, [...(byKey.get(h.key) ?? []), h])
      }
    })
    for (const h of rides.values()) byKey.set(h.key, [...(byKey.get(h.key) ?? []), h])
  }
  const out: SharedResourceConflict[] = []
  for (const holds of byKey.values()) {
    for (let i = 0; i < holds.length; i++) {
      for (let j = i + 1; j < holds.length; j++) {
        const [x, y] = [holds[i]!, holds[j]!]
        if (x.user !== y.user && x.from <= y.to && y.from <= x.to) out.push({ kind: x.kind, resource: x.key, users: [x.user, y.user], records: [x.record, y.record] })
      }
    }
  }
  return out
}
