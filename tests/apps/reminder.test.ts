import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DAY, fromLocal, localParts, toDisplay } from '../../apps/kit/index.ts'
import { occurrenceAtOrAfter, type ReminderState } from '../../apps/reminder/index.ts'
import { createSandboxWorld, openSession } from '../../simulator/world/index.ts'

const world = createSandboxWorld({ checkOutputs: true })
// Monday 2026-03-02 08:00.
const session = (start?: number) => openSession({ world, seed: 'seed-1', ...(start ? { start } : {}) })

type View = { reminderId: string; title: string; list: string; due: string | null; allDay: boolean; repeat: string; status: string; location?: string; notes?: string; completions: number }
type Created = View & { nextOccurrences: string[]; message: string }
type Completed = View & { completedOccurrence: string; nextOccurrence: string | null }
type Listing = { date?: string; count: number; reminders: View[] }

const ok = <T>(outcome: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.error)}`)
  return outcome.data as T
}
const refused = (outcome: { ok: boolean; error?: unknown }) => {
  if (outcome.ok) throw new Error('expected a refusal')
  return outcome.error as { code: string; message: string; issues?: { path: string }[] }
}
const state = (s: ReturnType<typeof session>) => s.state.apps.reminders as ReminderState
const titles = (l: Listing) => l.reminders.map((r) => r.title)

describe('Reminders: creating and listing', () => {
  it('lists reminders in the order they come due, whatever the order they were made in', () => {
    const s = session()
    ok(s.call('Reminders', 'createReminder', { title: 'Dentist', time: '2026-03-05 15:00', location: 'Sanlitun', notes: 'Bring the insurance card' }))
    ok(s.call('Reminders', 'createReminder', { title: 'Pay rent', time: '2026-03-31 10:00', repeat: 'monthly', list: 'Bills' }))
    ok(s.call('Reminder', 'createReminder', { title: 'Take vitamins', time: '09:00', repeat: 'daily' }))
    ok(s.call('提醒事项', 'createReminder', { title: 'Call mom', time: '03-03 19:30' }))
    const list = ok<Listing>(s.call('Reminders', 'listReminders', {}))
    expect(titles(list)).toEqual(['Take vitamins', 'Call mom', 'Dentist', 'Pay rent'])
    expect(list.reminders.map((r) => r.due)).toEqual(['2026-03-02 09:00', '2026-03-03 19:30', '2026-03-05 15:00', '2026-03-31 10:00'])
    expect(list.reminders[2]).toMatchObject({ reminderId: 'rem_0001', notes: 'Bring the insurance card', location: expect.stringContaining('Sanlitun') })
    expect(state(s).reminders.rem_0001!.location?.placeId).toBe(world.placesFor(s.user).resolve('Sanlitun').id)
    expect(titles(ok<Listing>(s.call('Reminders', 'listReminders', { list: 'bills' })))).toEqual(['Pay rent'])

    // At 10:00 the vitamins are overdue, still first; the dentist is due Thursday.
    s.setClock(fromLocal(2026, 3, 2, 10))
    const later = ok<Listing>(s.call('Reminders', 'listReminders', { limit: 2 }))
    expect(later).toMatchObject({ count: 4 })
    expect(later.reminders.map((r) => [r.title, r.status])).toEqual([
      ['Take vitamins', 'overdue'],
      ['Call mom', 'scheduled'],
    ])
  })

  it('lists a day’s reminders, repeating ones included, and completed ones only when asked', () => {
    const s = session()
    ok(s.call('Reminders', 'createReminder', { title: 'Standup', time: '2026-03-02 09:30', repeat: 'weekdays' }))
    ok(s.call('Reminders', 'createReminder', { title: 'Yoga', time: '2026-03-04 19:00', repeat: 'weekly' }))
    ok(s.call('Reminders', 'createReminder', { title: 'Buy flowers', time: '2026-03-08' }))
    ok(s.call('Reminders', 'createReminder', { title: 'Gym', time: '2026-03-11 18:00' }))
    expect(titles(ok<Listing>(s.call('Reminders', 'listReminders', { date: '2026-03-11' })))).toEqual(['Standup', 'Gym', 'Yoga'])
    const sunday = ok<Listing>(s.call('Reminders', 'listReminders', { date: '03-08' }))
    expect(sunday.reminders).toEqual([expect.objectContaining({ title: 'Buy flowers', allDay: true, due: '2026-03-08 (all day)' })])
    expect(ok<Listing>(s.call('Reminders', 'listReminders', { date: 'today' })).reminders.map((r) => r.due)).toEqual(['2026-03-02 09:30'])

    ok(s.call('Reminders', 'completeReminder', { reminderId: 'rem_0001' }))
    expect(ok<Listing>(s.call('Reminders', 'listReminders', { date: 'today' })).count).toBe(0)
    const withDone = ok<Listing>(s.call('Reminders', 'listReminders', { date: 'today', includeCompleted: true }))
    expect(withDone.reminders).toEqual([expect.objectContaining({ title: 'Standup', status: 'completed', due: '2026-03-02 09:30' })])
  })

  it('refuses a time in the past (400) and a second reminder with the same title at the same time (409)', () => {
    const s = session()
    const past = refused(s.call('Reminders', 'createReminder', { title: 'Old', time: '2026-03-01 10:00' }))
    expect(past.code).toBe('invalid_arguments')
    expect(past.issues?.map((i) => i.path)).toEqual(['time'])
    expect(refused(s.call('Reminders', 'createReminder', { title: 'Old', time: '2026-02-28' })).issues?.map((i) => i.path)).toEqual(['time'])
    expect(refused(s.call('Reminders', 'createReminder', { title: 'Vague', time: 'next week' })).issues?.map((i) => i.path)).toEqual(['time'])
    ok(s.call('Reminders', 'createReminder', { title: 'Water plants', time: '2026-03-03 08:00' }))
    const before = s.state
    expect(refused(s.call('Reminders', 'createReminder', { title: '  water PLANTS ', time: '03-03 08:00' })).code).toBe('conflict')
    expect(s.state).toBe(before)
    // Another time, or an all-day reminder today, is fine.
    expect(ok<Created>(s.call('Reminders', 'createReminder', { title: 'Water plants', time: '2026-03-04 08:00' })).reminderId).toBe('rem_0002')
    expect(ok<Created>(s.call('Reminders', 'createReminder', { title: 'Pick up parcel', time: 'today' }))).toMatchObject({ allDay: true, status: 'scheduled', due: '2026-03-02 (all day)' })
  })
})

describe('Reminders: repeating, completing, deleting', () => {
  it('a daily reminder completed today comes round tomorrow; a one-off completes once', () => {
    const s = session()
    const daily = ok<Created>(s.call('Reminders', 'createReminder', { title: 'Take vitamins', time: '09:00', repeat: 'daily' }))
    expect(daily.nextOccurrences).toEqual(['2026-03-02 09:00', '2026-03-03 09:00', '2026-03-04 09:00'])
    s.setClock(fromLocal(2026, 3, 2, 9, 20))
    const done = ok<Completed>(s.call('Reminders', 'completeReminder', { reminderId: daily.reminderId }))
    expect(done).toMatchObject({ completedOccurrence: '2026-03-02 09:00', nextOccurrence: '2026-03-03 09:00', status: 'scheduled', completions: 1 })
    expect(state(s).reminders.rem_0001).toMatchObject({ completedThrough: '2026-03-02T09:00:00+08:00', completions: 1 })

    // Days later, unticked days are missed, not piled up: today's occurrence is the pending one.
    s.setClock(fromLocal(2026, 3, 6, 7))
    expect(ok<Listing>(s.call('Reminders', 'listReminders', {})).reminders[0]).toMatchObject({ due: '2026-03-06 09:00', status: 'scheduled' })

    const once = ok<Created>(s.call('Reminders', 'createReminder', { title: 'Renew passport', time: '2026-03-10 10:00' }))
    expect(ok<Completed>(s.call('Reminders', 'completeReminder', { reminderId: once.reminderId }))).toMatchObject({ status: 'completed', nextOccurrence: null, due: null })
    expect(refused(s.call('Reminders', 'completeReminder', { reminderId: once.reminderId })).code).toBe('conflict')
    expect(titles(ok<Listing>(s.call('Reminders', 'listReminders', {})))).toEqual(['Take vitamins'])
    expect(titles(ok<Listing>(s.call('Reminders', 'listReminders', { includeCompleted: true })))).toEqual(['Take vitamins', 'Renew passport'])
  })

  it('weekday, weekly and monthly reminders land on the right days', () => {
    const s = session(fromLocal(2026, 3, 6, 12)) // a Friday
    const standup = ok<Created>(s.call('Reminders', 'createReminder', { title: 'Standup', time: '2026-03-07 09:30', repeat: 'weekdays' }))
    expect(standup.nextOccurrences).toEqual(['2026-03-09 09:30', '2026-03-10 09:30', '2026-03-11 09:30'])
    const weekly = ok<Created>(s.call('Reminders', 'createReminder', { title: 'Team lunch', time: '2026-03-06 12:30', repeat: 'weekly' }))
    expect(weekly.nextOccurrences).toEqual(['2026-03-06 12:30', '2026-03-13 12:30', '2026-03-20 12:30'])
    const rent = ok<Created>(s.call('Reminders', 'createReminder', { title: 'Pay rent', time: '2026-03-31 10:00', repeat: 'monthly' }))
    expect(rent.nextOccurrences).toEqual(['2026-03-31 10:00', '2026-04-30 10:00', '2026-05-31 10:00'])
    s.setClock(fromLocal(2026, 4, 1, 8))
    const done = ok<Completed>(s.call('Reminders', 'completeReminder', { reminderId: rent.reminderId }))
    expect(done).toMatchObject({ completedOccurrence: '2026-04-30 10:00', nextOccurrence: '2026-05-31 10:00' })
  })

  it('deletes a reminder (then 404), and unknown ids are 404', () => {
    const s = session()
    ok(s.call('Reminders', 'createReminder', { title: 'Standup', time: '09:30', repeat: 'weekdays' }))
    expect(ok<{ deleted: boolean; message: string }>(s.call('Reminders', 'deleteReminder', { reminderId: 'rem_0001' })).message).toMatch(/future occurrences/)
    expect(state(s).reminders).toEqual({})
    for (const tool of ['deleteReminder', 'completeReminder']) {
      expect(refused(s.call('Reminders', tool, { reminderId: 'rem_0001' })).code).toBe('not_found')
      expect(refused(s.call('Reminders', tool, { reminderId: 'constructor' })).code).toBe('not_found')
    }
  })

  it('finds the first occurrence at or after any time, at the reminder’s time of day, with none skipped (property)', () => {
    const step = { daily: DAY, weekly: 7 * DAY } as const
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom(0, 15, 30, 45),
        fc.constantFrom('daily', 'weekly', 'weekdays', 'monthly'),
        fc.integer({ min: -5 * DAY, max: 800 * DAY }),
        (day, hour, minute, repeat, later) => {
          const anchor = fromLocal(2026, 1, 1, hour, minute) + day * DAY
          const from = anchor + later
          const t = occurrenceAtOrAfter(anchor, repeat, from)
          const p = localParts(t)
          expect(t).toBeGreaterThanOrEqual(Math.min(from, anchor))
          expect(t).toBeGreaterThanOrEqual(from < anchor ? anchor : from)
          expect([p.hour, p.minute]).toEqual([hour, minute])
          if (repeat === 'daily' || repeat === 'weekly') expect(t - step[repeat] < Math.max(from, anchor) || t === anchor).toBe(true)
          if (repeat === 'weekdays') {
            expect([1, 2, 3, 4, 5]).toContain(p.weekday)
            let back = t - DAY
            while (back >= Math.max(from, anchor) && [0, 6].includes(localParts(back).weekday)) back -= DAY
            expect(back < Math.max(from, anchor)).toBe(true)
          }
          if (repeat === 'monthly') {
            const a = localParts(anchor)
            const lastDay = localParts(fromLocal(p.year, p.month + 1, 1) - DAY).day
            expect(p.day).toBe(Math.min(a.day, lastDay))
            expect(toDisplay(t) >= toDisplay(Math.max(from, anchor))).toBe(true)
          }
        },
      ),
      { numRuns: 400 },
    )
  })
})
