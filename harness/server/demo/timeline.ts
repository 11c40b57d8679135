import { calendarDay, fromIso, localParts, type Outcome, type PlaceResolver, type Registry } from '../../../apps/kit/index.ts'
import type { SuiteUser } from '../../../scenarios/suite/index.ts'
import { claimsOf, placesOf } from '../../../simulator/lives/index.ts'
import type { HistoryRecord } from '../../../simulator/history/index.ts'
import { outcomeGist } from '../../prompt/index.ts'
import type { DemoData } from './demo-data.ts'

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const pad = (n: number) => String(n).padStart(2, '0')

/** How an app's answer reads in the page: `ok` with its gist, or the error code and message. */
export interface OutcomeView {
  ok: boolean
  gist: string
  error?: { code: string; message: string }
}

export function outcomeView(outcome: Outcome): OutcomeView {
  if (outcome.ok) return { ok: true, gist: outcomeGist(outcome.data) }
  const { code, message } = outcome.error
  return { ok: false, gist: `${code}: ${message}`, error: { code, message } }
}

/** One replayed history record as the timeline draws it. */
export interface TimelineRecord {
  index: number
  day: string
  weekday: string
  time: string
  app: string
  appName: string
  domain: string
  tool: string
  effect: 'read' | 'write' | 'unknown'
  args: Record<string, unknown>
  outcome: OutcomeView
  /** The simulator's labels: `ctx:coffee`, `chain:trip_1`, `deviation:trip`, `change:takeout_app`, `routine`. */
  tags: string[]
  /** An intended failure (a sold-out retry): the error is part of the story. */
  expectError?: string
  /** The public calendar: a workday (adjusted weekend days included), a weekend or a holiday. */
  dayKind: 'workday' | 'weekend' | 'holiday'
  holiday?: string
  adjustedWorkday?: true
  /** Where the call puts the person ('at the office', 'in a ride', 'in Shanghai'), when it says. */
  where?: string
}

/** Where a record puts the person, in a few words, as the simulator's whereabouts rule reads it. */
export function whereText(record: HistoryRecord, index: number, places: PlaceResolver, homeCity: string): string | undefined {
  const claims = claimsOf(record, index, places)
  const moving = claims.find((c) => c.moving)
  const at = claims.find((c) => c.place && !c.moving)
  const occupied = claims.find((c) => c.occupied && !c.moving)
  if (!at?.place) return moving ? `in a ${moving.occupied}` : occupied ? `busy: ${occupied.occupied}` : undefined
  const city = at.place.city !== homeCity ? ` (${at.place.city})` : ''
  return `${at.place.label ? `at ${at.place.label === 'home' ? 'home' : `the ${at.place.label}`}` : `at ${at.place.name}`}${city}${moving ? `, then in a ${moving.occupied}` : ''}`
}

/** The app's canonical id, display name, domain and the tool's effect, as the registry knows them. */
export function describeCall(registry: Registry, app: string, tool: string) {
  const resolved = registry.resolveApp(app)
  if (!resolved.ok) return { app, appName: app, domain: 'unknown', effect: 'unknown' as const }
  const t = registry.resolveTool(resolved.value, tool)
  return { app: resolved.value.id, appName: resolved.value.name, domain: resolved.value.domain as string, effect: t.ok ? t.value.effect : ('unknown' as const) }
}

/** A user's whole history with the outcomes replay really gave, oldest first. */
export function timelineOf(data: DemoData, user: SuiteUser): TimelineRecord[] {
  const first = user.history[0]
  if (!first) return []
  const replayed = data.sessions.history({ user: user.profile.id, cutoff: user.history.length, now: first.ts })
  const places = placesOf(user.profile)
  const homeCity = places.resolveCity(user.profile.city) ?? user.profile.city
  return replayed.map((r) => {
    const p = localParts(fromIso(r.ts))
    const day = calendarDay(fromIso(r.ts))
    const where = user.history[r.index] ? whereText(user.history[r.index]!, r.index, places, homeCity) : undefined
    const meta = user.history[r.index]?.meta
    const described = describeCall(data.world.registry, r.app, r.tool)
    return {
      index: r.index,
      day: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
      weekday: WEEKDAYS[p.weekday]!,
      time: `${pad(p.hour)}:${pad(p.minute)}`,
      ...described,
      tool: r.tool,
      args: r.args,
      outcome: outcomeView(r.outcome),
      tags: [...(meta?.tags ?? [])],
      ...(meta?.expectError ? { expectError: meta.expectError } : {}),
      dayKind: day.kind,
      ...(day.holiday ? { holiday: day.lunar === 'eve' ? `${day.holiday} (Eve)` : day.lunar === 'new_year' ? `${day.holiday} (lunar New Year's Day)` : day.holiday } : {}),
      ...(day.adjustedWorkday ? { adjustedWorkday: true as const } : {}),
      ...(where ? { where } : {}),
    }
  })
}
