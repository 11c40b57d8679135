import type { Rng } from '../kit/index.ts'
import type { NewsDay } from './news-day.ts'

/** Slot values fixed by the world for one occurrence of a story (today's game, this month's CPI). */
export type Facts = Readonly<Record<string, string>>

/**
 * A story template: a headline and a lead with `{slot}` holes. One item draws each slot once, so
 * the headline, the lead and the article body agree ("{team} beat {team2}" names the same teams).
 * A slot named with a digit (`{team2}`) is its own slot when the table has one, else another draw of
 * `{team}`, distinct from it.
 *
 * How often a story runs: by default on every day it can (a beat whose facts change daily, like a
 * market close); with `every`, once in about that many days (an event, reported the same everywhere);
 * with `facts`, on the days the world's facts give it (a release day, a game, a city's first snow).
 */
export interface StoryTemplate {
  /** Names the story for scheduling and values, when two share a headline pattern. Default: the title. */
  id?: string
  title: string
  summary: string
  /** Extra paragraphs of the full article. */
  body?: readonly string[]
  tags?: readonly string[]
  /** Content the minors' rule filters (political or violent). */
  sensitive?: 'politics' | 'violence'
  /** Months (1-12) the story can run in: seasons, tournaments, transfer windows. All year when absent. */
  months?: readonly number[]
  /** Days the story can run on (trading days, a holiday, a season). */
  when?: (d: NewsDay) => boolean
  /** Runs once in about this many days, never twice within half of it. */
  every?: number
  /** Values taken in turn by successive occurrences (who did what), so a story does not come back with only the city changed. */
  cycle?: readonly Facts[]
  /** Occurrences a day from the cycle, each with its own values (a busy desk). */
  perDay?: number
  /** Today's occurrences, with the values the world fixes for each; none, and the story does not run. */
  facts?: (d: NewsDay) => readonly Facts[]
  /** Publication window in minutes after midnight (a market close after 15:00). */
  at?: readonly [from: number, to: number]
}

export type Slot = readonly string[] | ((rng: Rng, day: NewsDay, draw: (slot: string) => string) => string)
export type SlotTable = Readonly<Record<string, Slot>>

/** A fact function that gives at most one occurrence, as a list. */
export const once = (f: (d: NewsDay) => Facts | undefined) => (d: NewsDay): Facts[] => {
  const facts = f(d)
  return facts ? [facts] : []
}

/**
 * A desk: one story a day (or every `every` days) from a rotation of headlines with their leads, so a
 * section has its regular coverage without any headline coming back for weeks. Entries may hold slots
 * ('{city}') and extra search tags.
 */
export function desk(id: string, entries: readonly (readonly [headline: string, lead: string, tags?: string])[], more: Omit<StoryTemplate, 'title' | 'summary' | 'cycle' | 'id'> = {}): StoryTemplate {
  return { id, title: '{deskhead}', summary: '{desklead}', every: 1, ...more, cycle: entries.map(([deskhead, desklead, tags]): Facts => (tags ? { deskhead, desklead, tags } : { deskhead, desklead })) }
}

export const story = (title: string, summary: string, more: Omit<StoryTemplate, 'title' | 'summary'> = {}): StoryTemplate => ({ title, summary, ...more })

// A slot name is letters, optionally ending in one digit ('{team2}').
const HOLE = /\{([a-zA-Z]+?)(\d?)\}/g

/**
 * Draws every slot the texts name (once each), starting from the values the world fixed; a slot may
 * draw the slots it depends on (a phone model draws its maker first), so the two agree.
 */
export function drawSlots(texts: readonly string[], slots: SlotTable, rng: Rng, day: NewsDay, fixed: Facts = {}): Record<string, string> {
  const values: Record<string, string> = { ...fixed }
  const fill = (slot: Slot): string => (typeof slot === 'function' ? slot(rng, day, draw) : rng.pick(slot))
  function draw(key: string): string {
    const known = values[key]
    if (known !== undefined) return known
    const own = slots[key]
    if (own) return (values[key] = fill(own))
    const m = /^([a-zA-Z]+?)(\d)$/.exec(key)
    const base = m && slots[m[1]!]
    if (!m || !base) throw new Error(`story slot {${key}} has no vocabulary`)
    const taken = new Set(Object.entries(values).filter(([k]) => k.replace(/\d$/, '') === m[1]).map(([, v]) => v))
    let value = fill(base)
    for (let tries = 0; taken.has(value) && tries < 8; tries++) value = fill(base)
    return (values[key] = value)
  }
  for (const text of texts) for (const m of text.matchAll(HOLE)) draw(`${m[1]}${m[2]}`)
  return values
}

export const fillSlots = (text: string, values: Readonly<Record<string, string>>): string => text.replace(HOLE, (_, name: string, n: string) => values[`${name}${n}`] ?? '')

/** A number slot: an integer in [min, max]. */
export const int = (min: number, max: number): Slot => (rng) => String(rng.int(min, max))

/** A decimal slot with one digit. */
export const decimal = (min: number, max: number): Slot => (rng) => rng.float(min, max).toFixed(1)

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
export const monthName = (month: number): string => MONTHS[month - 1]!
