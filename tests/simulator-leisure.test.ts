import { beforeAll, describe, expect, it } from 'vitest'
import { calendarDay, fromIso, fromLocal, HOUR } from '../apps/kit/index.ts'
import { replayHistory, type HistoryRecord } from '../simulator/history/index.ts'
import { DEFAULT_POPULATION, habitsOn, sessionSeedFor, simulatePopulation, type SimulatedUser } from '../simulator/users/index.ts'
import { DEFAULT_HISTORY_START } from '../simulator/users/calendar.ts'
import { createSandboxWorld, openSession } from '../simulator/world/index.ts'

/**
 * Properties of the food, dining, entertainment, media and knowledge planners over the default
 * population: dinner chains search near where the ride dropped the person, after it; show chains set
 * their reminder before the show; each context stays on its preferred app (the lasting change of
 * takeout app aside, and then on the new one); minors never book an 18+ show; the records replay.
 */

const world = createSandboxWorld()
const appId = (name: string) => {
  const r = world.registry.resolveApp(name)
  if (!r.ok) throw new Error(`unknown app ${name}`)
  return r.value.id
}
const tagsOf = (r: HistoryRecord) => r.meta?.tags ?? []
const data = (r: HistoryRecord): any => (r.outcome?.ok ? r.outcome.data : undefined)
/** `YYYY-MM-DD HH:mm` (how the apps show times) as epoch ms. */
const displayMs = (text: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(text)
  if (!m) throw new Error(`not a display time: ${text}`)
  return fromLocal(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]))
}
const chainsOf = (h: readonly HistoryRecord[], name: string) => {
  const chains = new Map<string, HistoryRecord[]>()
  for (const record of h) {
    const tag = tagsOf(record).find((t) => t.startsWith(`chain:${name}_`))
    if (tag) (chains.get(tag) ?? chains.set(tag, []).get(tag)!).push(record)
  }
  return chains
}

const MY_CONTEXTS = ['ctx:lunch', 'ctx:takeout', 'ctx:dining', 'ctx:movie', 'ctx:shows', 'ctx:reminders', 'ctx:video', 'ctx:music', 'ctx:knowledge', 'ctx:courses']
const mine = (r: HistoryRecord) => tagsOf(r).some((t) => MY_CONTEXTS.includes(t) || t.startsWith('chain:dinner_'))

let users: SimulatedUser[]

beforeAll(() => {
  // The default 10 users must generate without a thrown UnexpectedOutcome.
  // SIM_SEED / SIM_USERS check the same properties on another population.
  users = simulatePopulation({ ...DEFAULT_POPULATION, world, seed: process.env.SIM_SEED ?? DEFAULT_POPULATION.seed, users: Number(process.env.SIM_USERS ?? DEFAULT_POPULATION.users) })
}, 120_000)

describe('food, dining, entertainment, media and knowledge in the simulated histories', () => {
  it('add a moderate share of every history, across the five domains', () => {
    for (const u of users) {
      const own = u.history.filter(mine)
      expect(own.length, u.profile.id).toBeGreaterThanOrEqual(40)
      expect(own.length, u.profile.id).toBeLessThanOrEqual(260)
      for (const ctx of ['ctx:video', 'ctx:knowledge']) expect(own.some((r) => tagsOf(r).includes(ctx)), `${u.profile.id} ${ctx}`).toBe(true)
    }
    const all = users.flatMap((u) => u.history.filter(mine))
    for (const tool of ['orderTakeout', 'bookTable', 'bookShowTicket', 'createReminder', 'playVideo', 'playSong', 'getKnowledge']) {
      expect(all.some((r) => r.tool === tool), tool).toBe(true)
    }
    expect(users.some((u) => chainsOf(u.history, 'dinner').size > 0)).toBe(true)
    expect(users.some((u) => chainsOf(u.history, 'show').size > 0)).toBe(true)
  })

  it('dinner chains: a ride, then within the hour a restaurant search near its drop-off', () => {
    let chains = 0
    for (const u of users) {
      for (const [tag, records] of chainsOf(u.history, 'dinner')) {
        chains++
        const where = `${u.profile.id} ${tag}`
        const ride = records[0]!
        expect(ride.tool, where).toBe('bookTaxi')
        expect(ride.app, where).toBe(appId(u.habits.apps.ride))
        expect(ride.args.pickupLocation, where).toBe('Home')
        const dropoff = data(ride).dropoff.name as string
        const searches = records.filter((r) => r.tool === 'searchRestaurants')
        expect(searches.length, where).toBeGreaterThan(0)
        for (const s of searches) {
          const after = Date.parse(s.ts) - Date.parse(ride.ts)
          expect(after, where).toBeGreaterThan(0)
          expect(after, where).toBeLessThanOrEqual(HOUR)
          expect(s.args.location, where).toBe(dropoff)
          expect(data(s).location.name, where).toBe(dropoff)
        }
        // A table there, if any, is booked after the search, for that evening, for 2 to 5 people.
        for (const b of records.filter((r) => r.tool === 'bookTable' && r.outcome?.ok)) {
          expect(Date.parse(b.ts), where).toBeGreaterThan(Date.parse(searches[0]!.ts))
          expect(b.args.date, where).toBe(ride.ts.slice(0, 10))
          expect(b.args.partySize, where).toBeGreaterThanOrEqual(2)
          expect(b.args.partySize, where).toBeLessThanOrEqual(5)
          expect(searches.some((s) => data(s).restaurants.some((x: { restaurantId: string }) => x.restaurantId === b.args.restaurant)), where).toBe(true)
        }
      }
    }
    expect(chains).toBeGreaterThan(0)
  })

  it('show chains: a ticket from the listing, and a reminder before the show starts', () => {
    let chains = 0
    for (const u of users) {
      for (const [tag, records] of chainsOf(u.history, 'show')) {
        const where = `${u.profile.id} ${tag}`
        const listing = records.find((r) => r.tool === 'getShowSchedule')
        const ticket = records.find((r) => r.tool === 'bookShowTicket' && r.outcome?.ok)
        const reminder = records.find((r) => r.tool === 'createReminder')
        expect(listing, where).toBeDefined()
        if (!ticket) {
          expect(reminder, where).toBeUndefined()
          continue
        }
        chains++
        expect(data(listing!).shows.some((s: { showId: string }) => s.showId === ticket.args.showId), where).toBe(true)
        expect(ticket.args.ticketType, where).toBe(u.habits.values.movieTicketType)
        const start = displayMs(data(ticket).startsAt)
        expect(start - Date.parse(ticket.ts), `${where}: booked days ahead`).toBeGreaterThanOrEqual(3 * 24 * HOUR - HOUR)
        expect(reminder, where).toBeDefined()
        expect(reminder!.app, where).toBe('reminders')
        expect(Date.parse(reminder!.ts), where).toBeGreaterThan(Date.parse(ticket.ts))
        expect(displayMs(reminder!.args.time as string), where).toBeLessThan(start)
        expect(displayMs(reminder!.args.time as string), where).toBeGreaterThan(Date.parse(reminder!.ts))
      }
    }
    expect(chains).toBeGreaterThan(0)
  })

  it('each context stays on the app in force that day: the preferred one, the new one after a change', () => {
    for (const u of users) {
      const inForce = (r: (typeof u.history)[number]): Record<string, string> => {
        const h = habitsOn(u.habits, Math.floor((Date.parse(r.ts) - DEFAULT_HISTORY_START) / (24 * HOUR)))
        return {
          'ctx:lunch': h.apps.takeout,
          'ctx:takeout': h.apps.takeout,
          'ctx:dining': 'Dianping',
          'ctx:movie': h.apps.movies,
          'ctx:shows': h.apps.shows,
          'ctx:reminders': 'Reminders',
          'ctx:video': h.apps.video,
          'ctx:music': h.apps.music,
          'ctx:knowledge': h.apps.knowledge,
        }
      }
      for (const ctx of ['ctx:lunch', 'ctx:takeout', 'ctx:dining', 'ctx:movie', 'ctx:shows', 'ctx:reminders', 'ctx:video', 'ctx:music', 'ctx:knowledge']) {
        // A topic the other knowledge app is known for, a singer only the other music app licenses: each says so.
        const calls = u.history.filter((r) => tagsOf(r).includes(ctx) && !tagsOf(r).some((t) => t === 'deviation:topic' || t === 'deviation:licence' || t === 'cause'))
        if (calls.length < 3) continue
        const share = calls.filter((r) => r.app === appId(inForce(r)[ctx]!)).length / calls.length
        expect(share, `${u.profile.id} ${ctx}`).toBeGreaterThanOrEqual(0.7)
      }
      // A switched takeout app: every call tagged with the change is on the new app, none before the change is.
      for (const change of u.habits.changes.filter((c) => c.kind === 'takeout_app')) {
        const from = DEFAULT_HISTORY_START + change.from * 24 * HOUR
        for (const r of u.history.filter((x) => tagsOf(x).includes('change:takeout_app'))) {
          expect(r.app, u.profile.id).toBe(appId(change.to as string))
          expect(Date.parse(r.ts), u.profile.id).toBeGreaterThanOrEqual(from)
        }
      }
    }
  })

  it('takeout is paid the usual way on each app and brought to the usual place; workday lunches to the office for office workers', () => {
    for (const u of users) {
      const byApp = new Map<string, string[]>()
      for (const r of u.history.filter((x) => x.tool === 'orderTakeout' && mine(x))) {
        byApp.set(r.app, [...(byApp.get(r.app) ?? []), r.args.paymentMethod as string])
        expect(u.profile.paymentMethods, u.profile.id).toContain(r.args.paymentMethod)
        expect(['Home', 'office'], u.profile.id).toContain(r.args.deliveryAddress)
        if (tagsOf(r).includes('ctx:lunch') && calendarDay(fromIso(r.ts)).kind === 'workday') {
          expect(r.args.deliveryAddress, u.profile.id).toBe(u.profile.places.office ? 'office' : 'Home')
        }
      }
      // One method dominates on each app (the app's default where the person has it), with some variety.
      for (const [app, methods] of byApp) {
        if (methods.length < 5) continue
        const top = Math.max(...[...new Set(methods)].map((m) => methods.filter((x) => x === m).length))
        expect(top / methods.length, `${u.profile.id} ${app}`).toBeGreaterThanOrEqual(0.5)
      }
    }
  })

  it('minors never book an 18+ show and are never refused', () => {
    const minors = users.filter((u) => u.profile.age < 18)
    expect(minors.length).toBeGreaterThan(0)
    for (const u of minors) {
      const seen = new Map<string, string>()
      for (const r of u.history) {
        if (mine(r)) expect(r.outcome?.ok === false && r.outcome.error.code === 'policy_violation', `${u.profile.id} ${r.app}.${r.tool}`).toBe(false)
        if (r.tool === 'getShowSchedule' && r.outcome?.ok) for (const s of data(r).shows) seen.set(s.showId, s.ageRating)
        if (r.tool === 'bookShowTicket') {
          expect(seen.get(r.args.showId as string), `${u.profile.id} ${r.args.showId}`).toBeDefined()
          expect(seen.get(r.args.showId as string), `${u.profile.id} ${r.args.showId}`).not.toBe('18+')
        }
      }
      expect(u.history.some((r) => r.tool === 'buyCourse' || r.tool === 'subscribeMembership'), u.profile.id).toBe(false)
    }
  })

  it('realistic failures are only the intended ones, and the records replay to the same outcomes', () => {
    for (const u of users.slice(0, 4)) {
      for (const r of u.history.filter(mine)) {
        if (r.outcome && !r.outcome.ok) {
          expect(r.meta?.expectError, `${u.profile.id} ${r.app}.${r.tool}`).toBe('conflict')
          // A table fully booked, or an order the restaurant had already accepted when the person tried to call it off.
          expect(tagsOf(r).some((t) => t === 'noise:sold_out' || t === 'noise:too_late'), `${u.profile.id} ${r.app}.${r.tool}`).toBe(true)
        }
      }
      const session = openSession({ world, user: u.profile, seed: sessionSeedFor(process.env.SIM_SEED ?? DEFAULT_POPULATION.seed, u.profile.id), start: DEFAULT_HISTORY_START, id: u.profile.id })
      const replay = replayHistory(session, u.history, false)
      const ours = replay.mismatches.filter((m) => mine(m.record))
      expect(ours.map((m) => `${m.record.app}.${m.record.tool}: ${m.reason}`), u.profile.id).toEqual([])
    }
  })
})
