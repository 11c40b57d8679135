import { createRng, DAY, fromLocal, hashString, invalidArgument, parseDay, toDate, toDisplay, type ToolContext } from '../kit/index.ts'
import { normalizeQuery, SearchIndex } from '../knowledge/search-text.ts'
import type { FeedItem, NewsCategory, NewsFlavour } from './flavour.ts'
import { drawSlots, fillSlots, type Day, type StoryTemplate } from './story.ts'

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

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

/** Minute of publication: about a quarter overnight (wires, early editions), the rest through the day. */
const publishMinute = (rng: ReturnType<typeof createRng>): number => (rng.chance(0.25) ? rng.int(0, 359) : rng.int(360, 1409))

function templatesFor(f: NewsFlavour, category: NewsCategory, month: number): { group: string; template: StoryTemplate }[] {
  const out: { group: string; template: StoryTemplate }[] = []
  for (const group of category.groups) for (const template of f.stories[group] ?? []) if (!template.months || template.months.includes(month)) out.push({ group, template })
  return out
}

export function buildDayFeed(seed: string, appId: string, f: NewsFlavour, catIndex: number, day: string): DayFeed {
  const category = f.categories[catIndex]!
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const when: Day = { year, month, day: date }
  const rng = createRng(`${seed}:${appId}:${category.id}:${day}`)
  const dayStart = Date.parse(`${day}T00:00:00+08:00`)
  // A shuffled deck of the channel's stories for the month; each runs at most once a day.
  const deck = rng.shuffle(templatesFor(f, category, month))
  const items: FeedItem[] = []
  // An off-season channel is simply thinner.
  const size = Math.min(f.poolSize, deck.length)
  for (let idx = 0; idx < size; idx++) {
    const { group, template } = deck[idx]!
    const minute = publishMinute(rng)
    const bindings = drawSlots([template.title, template.summary, ...(template.body ?? [])], f.slots, rng, when)
    const { reads, comments } = f.engagement(rng, group)
    const base = {
      articleId: articleId(seed, appId, f, day, catIndex, idx),
      index: idx,
      group,
      title: capitalize(fillSlots(template.title, bindings)),
      summary: capitalize(fillSlots(template.summary, bindings)),
      tags: [...(template.tags ?? [])],
      ...(template.sensitive ? { sensitive: template.sensitive } : {}),
      source: f.source(group, rng, bindings),
      minute,
      publishedMs: dayStart + minute * 60_000,
      publishedText: toDisplay(dayStart + minute * 60_000),
      reads,
      comments,
      bindings,
      template,
    }
    items.push({ ...base, extra: f.extra?.of(base, rng) ?? {} })
  }
  const ordered = f.ordering === 'heat' ? items.sort((a, b) => Number(b.extra.heat ?? 0) - Number(a.extra.heat ?? 0)) : items.sort((a, b) => a.minute - b.minute || a.index - b.index)
  const index = new SearchIndex(ordered.map((i) => [[i.title, 3], [`${i.tags.join(' ')} ${i.group}`, 2], [`${i.summary} ${i.source}`, 1]]))
  return { day, category, items: ordered, index }
}

/** The day's feed of a channel, memoized per world. */
export const dayFeedOf = (ctx: ToolContext, f: NewsFlavour, catIndex: number, day: string): DayFeed =>
  ctx.memo(`feed:${catIndex}:${day}`, () => buildDayFeed(ctx.worldSeed, ctx.appId, f, catIndex, day))

