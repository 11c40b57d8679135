import type { Rng } from '../kit/index.ts'

/**
 * A story template: a headline and a lead with `{slot}` holes. One item draws each slot once, so
 * the headline, the lead and the article body agree ("{team} beat {team2}" names the same teams).
 * `{team2}` draws from `team` again, distinct from `{team}`.
 */
export interface StoryTemplate {
  title: string
  summary: string
  /** Extra paragraphs of the full article. */
  body?: readonly string[]
  tags?: readonly string[]
  /** Content the minors' rule filters (political or violent). */
  sensitive?: 'politics' | 'violence'
  /** Months (1-12) the story can run in: seasons, tournaments, transfer windows. All year when absent. */
  months?: readonly number[]
}

/** What a slot knows about the day it is filled for. */
export interface Day {
  year: number
  month: number
  day: number
}

export type Slot = readonly string[] | ((rng: Rng, day: Day) => string)
export type SlotTable = Readonly<Record<string, Slot>>

export const story = (title: string, summary: string, more: Omit<StoryTemplate, 'title' | 'summary'> = {}): StoryTemplate => ({ title, summary, ...more })

const HOLE = /\{([a-zA-Z]+?)(\d?)\}/g

/** Draws every slot the texts name (once each); `{x2}` differs from `{x}` when the list allows it. */
export function drawSlots(texts: readonly string[], slots: SlotTable, rng: Rng, day: Day): Record<string, string> {
  const values: Record<string, string> = {}
  for (const text of texts) {
    for (const m of text.matchAll(HOLE)) {
      const key = `${m[1]}${m[2]}`
      if (key in values) continue
      const slot = slots[m[1]!]
      if (!slot) throw new Error(`story slot {${m[1]}} has no vocabulary`)
      const taken = new Set(Object.entries(values).filter(([k]) => k.replace(/\d$/, '') === m[1]).map(([, v]) => v))
      let value = typeof slot === 'function' ? slot(rng, day) : rng.pick(slot)
      for (let tries = 0; taken.has(value) && tries < 8; tries++) value = typeof slot === 'function' ? slot(rng, day) : rng.pick(slot)
      values[key] = value
    }
  }
  return values
}

export const fillSlots = (text: string, values: Readonly<Record<string, string>>): string => text.replace(HOLE, (_, name: string, n: string) => values[`${name}${n}`] ?? '')

/** A number slot: an integer in [min, max]. */
export const int = (min: number, max: number): Slot => (rng) => String(rng.int(min, max))

/** A decimal slot with one digit. */
export const decimal = (min: number, max: number): Slot => (rng) => rng.float(min, max).toFixed(1)

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
export const monthName = (month: number): string => MONTHS[month - 1]!
