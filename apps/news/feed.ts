import { createRng, DAY, fromLocal, hashString, invalidArgument, parseDay, toDate, toDisplay, type Rng, type ToolContext } from '../kit/index.ts'
import { normalizeQuery, SearchIndex } from '../knowledge/search-text.ts'
import type { FeedItem, NewsCategory, NewsFlavour } from './flavour.ts'
import { newsDayOf, type NewsDay } from './news-day.ts'
import { occurrencesOn, type Occurrence } from './occurrence.ts'
import { drawSlots, fillSlots, type Facts, type StoryTemplate } from './story.ts'

/**
 * The news-feed factory's core: a channel's stories for one day are a pure function of (world seed,
 * app, channel, date). Ids encode the day, channel and position, so an id alone finds its article.
 */
export interface DayFeed {
  day: string
  category: NewsCategory
  /** Items in publication order (Weibo: by heat). */
  items: readonly FeedItem[]
  index: SearchIndex
}

const EPOCH = fromLocal(2000, 1, 1)
/** The archive starts here (the apps' own histories begin around then). */
export const ARCHIVE_START = '2012-01-01'

const dayNumber = (day: string): number => Math.round((Date.parse(`${day}T00:00:00+08:00`) - EPOCH) / DAY)
const dayOfNumber = (n: number): string => toDate(EPOCH + n * DAY + 12 * 3600_000)

function checkDigits(seed: string, appId: string, dayNo: number, cat: number, idx: number, digits: number): string {
  if (digits === 0) return ''
  const h = hashString(`${seed}:${appId}:${dayNo}:${cat}:${idx}`)
  return String(h).padStart(10, '0').slice(-Math.min(digits, 10))
}

export function articleId(seed: string, appId: string, f: NewsFlavour, day: string, cat: number, idx: number): string {
  const dayNo = dayNumber(day)
  return `${f.idLead}${String(dayNo).padStart(5, '0')}${String(cat).padStart(2, '0')}${String(idx).padStart(2, '0')}${checkDigits(seed, appId, dayNo, cat, idx, f.idCheckDigits)}`
}

/** Day, channel and position of an id this app and world issued; undefined for anything else. */
export function decodeArticleId(seed: string, appId: string, f: NewsFlavour, id: string): { day: string; cat: number; idx: number } | undefined {
  const m = idPattern(f).exec(id.trim())
  if (!m) return undefined
  const dayNo = +m[1]!
  const cat = +m[2]!
  const idx = +m[3]!
  if (cat >= f.categories.length || idx >= f.poolSize) return undefined
  if (checkDigits(seed, appId, dayNo, cat, idx, f.idCheckDigits) !== m[4]) return undefined
  return { day: dayOfNumber(dayNo), cat, idx }
}

const idPatterns = new WeakMap<NewsFlavour, RegExp>()
const idPattern = (f: NewsFlavour): RegExp => {
  let re = idPatterns.get(f)
  if (!re) idPatterns.set(f, (re = new RegExp(`^${f.idLead}(\\d{5})(\\d{2})(\\d{2})(\\d{${f.idCheckDigits}})$`)))
  return re
}

/** A category argument read as one of the app's channels; unknown ones go to the app's fallback channel. */
export function resolveCategory(f: NewsFlavour, text: string): { category: NewsCategory; index: number; known: boolean } {
  const index = channelIndex(f).get(normalizeQuery(text))
  if (index !== undefined) return { category: f.categories[index]!, index, known: true }
  const fallback = f.categories.findIndex((c) => c.id === f.fallbackCategory)
  return { category: f.categories[fallback]!, index: fallback, known: false }
}

// Every spelling of every channel, normalized once per flavour. Flavours are static definitions, so
// these caches (like the id patterns above) hold pure derivations, never world or session state.
const channelIndexes = new WeakMap<NewsFlavour, ReadonlyMap<string, number>>()
function channelIndex(f: NewsFlavour): ReadonlyMap<string, number> {
  let map = channelIndexes.get(f)
  if (!map) {
    const built = new Map<string, number>()
    f.categories.forEach((c, i) => {
      for (const word of [c.id, c.label, c.zh, ...c.synonyms]) if (!built.has(normalizeQuery(word))) built.set(normalizeQuery(word), i)
    })
    channelIndexes.set(f, (map = built))
  }
  return map
}

/** The day a `date` argument names (default today): a past day or today, never the future. */
export function readNewsDay(text: string | undefined, now: number): string {
  const today = toDate(now)
  if (text === undefined) return today
  const day = parseDay(text, now, 'date', { past: true })
  if (day > today) throw invalidArgument('date', `${day} is in the future; news exists up to today (${today})`, `a day on or before ${today}`)
  if (day < ARCHIVE_START) throw invalidArgument('date', `${day} is before the archive starts (${ARCHIVE_START})`, `a day from ${ARCHIVE_START} to ${today}`)
  return day
}

// Brands styled in lower case keep their first letter ('vivo', 'iPhone').
const capitalize = (text: string): string => (/^(vivo|iPhone|iQIYI)\b/.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1))

/** Minute of publication: some overnight (wires), a morning edition before 8, the rest through the day. */
const publishMinute = (rng: Rng): number => {
  const r = rng.next()
  return r < 0.2 ? rng.int(0, 359) : r < 0.45 ? rng.int(360, 479) : rng.int(480, 1409)
}

/** A text with the occurrence's own text values put in (they may hold slots of their own: a desk entry's city). */
const expandFacts = (text: string, facts: Facts): string => (text.includes('{') ? text.replace(/\{([a-zA-Z]+\d?)\}/g, (hole, key: string) => (facts[key]?.includes('{') ? facts[key]! : hole)) : text)

interface Candidate {
  group: string
  template: StoryTemplate
  occurrence: Occurrence
}

/** Every story the channel's groups run on the day, with its world-fixed values. */
function candidatesFor(f: NewsFlavour, category: NewsCategory, day: NewsDay): Candidate[] {
  const out: Candidate[] = []
  for (const group of category.groups) for (const template of f.stories[group] ?? []) for (const occurrence of occurrencesOn(template, day)) out.push({ group, template, occurrence })
  return out
}

export function buildDayFeed(seed: string, appId: string, f: NewsFlavour, catIndex: number, day: string): DayFeed {
  const category = f.categories[catIndex]!
  const when = newsDayOf(seed, day)
  const rng = createRng(`${seed}:${appId}:${category.id}:${day}`)
  const dayStart = Date.parse(`${day}T00:00:00+08:00`)
  // The day's stories in a shuffled deck; a busy day's channel shows the first poolSize of them.
  const deck = rng.shuffle(candidatesFor(f, category, when))
  const items: FeedItem[] = []
  const size = Math.min(f.poolSize, deck.length)
  for (let idx = 0; idx < size; idx++) {
    const { group, template, occurrence } = deck[idx]!
    // The story's values and time are the world's (one key everywhere); its audience is this app's.
    const own = createRng(`${seed}:${occurrence.key}`)
    const { facts } = occurrence
    const [title, summary, ...body] = [template.title, template.summary, ...(template.body ?? [])].map((text) => expandFacts(text, facts))
    const bindings = drawSlots([title!, summary!, ...body], f.slots, own, when, facts)
    const minute = template.at ? own.int(template.at[0], template.at[1]) : publishMinute(own)
    const audience = createRng(`${seed}:${appId}:${occurrence.key}`)
    const { reads, comments } = f.engagement(audience, group)
    const base = {
      articleId: articleId(seed, appId, f, day, catIndex, idx),
      index: idx,
      group,
      title: capitalize(fillSlots(title!, bindings)),
      summary: capitalize(fillSlots(summary!, bindings)),
      tags: facts.tags ? [...(template.tags ?? []), ...facts.tags.split('|')] : [...(template.tags ?? [])],
      ...(template.sensitive ? { sensitive: template.sensitive } : {}),
      source: f.source(group, audience, bindings),
      minute,
      publishedMs: dayStart + minute * 60_000,
      publishedText: toDisplay(dayStart + minute * 60_000),
      reads,
      comments,
      bindings,
      template,
    }
    items.push({ ...base, extra: f.extra?.of(base, audience) ?? {} })
  }
  const ordered = f.ordering === 'heat' ? items.sort((a, b) => Number(b.extra.heat ?? 0) - Number(a.extra.heat ?? 0)) : items.sort((a, b) => a.minute - b.minute || a.index - b.index)
  const index = new SearchIndex(ordered.map((i) => [[i.title, 3], [`${i.tags.join(' ')} ${f.sections[i.group] ?? i.group}`, 2], [`${i.summary} ${i.source}`, 1]]))
  return { day, category, items: ordered, index }
}

/** The day's feed of a channel, memoized per world. */
export const dayFeedOf = (ctx: ToolContext, f: NewsFlavour, catIndex: number, day: string): DayFeed =>
  ctx.memo(`feed:${catIndex}:${day}`, () => buildDayFeed(ctx.worldSeed, ctx.appId, f, catIndex, day))

