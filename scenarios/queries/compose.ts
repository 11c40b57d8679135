import type { Rng } from '../../apps/kit/index.ts'
import type { Lexicon, Say, ToolPhrasing } from './phrasing.ts'
import { sayer } from './say.ts'
import { closed, COMMAND, framed, midSentence, opened, QUESTION } from './voice.ts'

/** camelCase parameter name -> words: `partySize` -> `party size`. */
const words = (param: string) => param.replace(/([a-z])([A-Z])/g, '$1 $2').replaceAll('_', ' ').toLowerCase()

const PLACEHOLDER = /\{(\w+)\}/g
const APP_PHRASES = ['on {app}', 'using {app}', 'through {app}', 'on {app}', 'in {app}']
// The app said first: "On Maoyan, what's on tonight?", "Open Keep and log a workout" (the latter for commands only).
const APP_LEADS = ['On {app}, ', 'In {app}, ', 'Over on {app}, ', 'Open {app} and ', 'Use {app} to ', 'Go into {app} and ']
const COMMANDING_LEAD = /^(Open|Use|Go)\b/
// The app said last, after every value: "…, using Didi".
const APP_ENDS = [', on {app}', ', using {app}', ', through {app}', ', in {app}']

const fold = (s: string) => s.toLowerCase().replace(/[_\s]+/g, ' ').trim()
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Whether `part` occurs in `text` as whole words (as the validators read a mention). */
const contains = (text: string, part: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(fold(part))}($|[^\\p{L}\\p{N}])`, 'u').test(fold(text))

export interface ComposeRequest {
  phrasing: ToolPhrasing
  /** The app's display name when the query names it. */
  app?: string
  /** The stated parameters, in any order; phrased in the lexicon's order. */
  stated: Readonly<Record<string, unknown>>
  /** Whether the level leans on habit (nothing stated): prefer the `usual` intents. */
  vague: boolean
  now: number
  rng: Rng
}

export interface Composed {
  query: string
  /** Per stated parameter, the words that say its value. */
  mentions: Record<string, string>
}

/** The value's words for a parameter: the lexicon's renderer, else the default. */
export function renderValue(phrasing: ToolPhrasing, param: string, value: unknown, say: Say): string {
  return phrasing.render?.[param]?.(value, say) ?? say.value(value)
}

interface Slot {
  text: string
  /** The parameters the slot says. */
  covers: readonly string[]
}

/** The stated values as slots: combined phrases first, then each remaining parameter on its own. */
function slotsOf(phrasing: ToolPhrasing, said: Readonly<Record<string, string>>, values: Readonly<Record<string, unknown>>, say: Say, rng: Rng): Map<string, Slot> {
  const slots = new Map<string, Slot>()
  const taken = new Set<string>()
  const only = <T>(from: Readonly<Record<string, T>>, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, from[k]!]))
  for (const c of phrasing.combine ?? []) {
    const covers = [...c.params, ...(c.also ?? []).filter((p) => p in said)]
    if (!covers.length || !c.params.every((p) => p in said) || covers.some((p) => taken.has(p))) continue
    const phrases = c.say(only(said, covers), only(values, covers), say)
    const text = typeof phrases === 'string' || phrases === undefined ? phrases : phrases.length ? rng.pick(phrases) : undefined
    // A phrase that lost a mention would make the case unverifiable: say the values one by one instead.
    if (!text || !covers.every((p) => contains(text, said[p]!))) continue
    slots.set(c.as, { text, covers })
    for (const p of covers) taken.add(p)
  }
  for (const [p, text] of Object.entries(said)) if (!taken.has(p)) slots.set(p, { text, covers: [p] })
  return slots
}

/** Tidy the joined phrases: spaces, doubled or stray commas. */
const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:?!)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/,(\s*,)+/g, ',')
    .replace(/,\s*([.?!])/g, '$1')
    .replace(/([.?!]),/g, '$1')
    .replace(/^[\s,]+/, '')
    .trim()

/** A finished sentence: tidy, a capital first letter, end punctuation. */
function finish(text: string, question: boolean): string {
  let q = tidy(text)
  q = q.charAt(0).toUpperCase() + q.slice(1)
  if (!/[.?!]$/.test(q)) q += question ? '?' : '.'
  return q
}

/** The slots' order in the sentence: the lexicon's, with its `loose` slots shuffled among the places they take. */
function sentenceOrder(phrasing: ToolPhrasing, slots: ReadonlyMap<string, Slot>, rng: Rng): string[] {
  const order = [...Object.keys(phrasing.params).filter((k) => slots.has(k)), ...[...slots.keys()].filter((k) => !(k in phrasing.params)).sort()]
  const loose = new Set(phrasing.loose ?? [])
  const moved = rng.shuffle(order.filter((k) => loose.has(k)))
  return order.map((k) => (loose.has(k) ? moved.shift()! : k))
}

/** One first-person request: an intent (maybe saying some values itself), the app, then one phrase per other stated value; dressed as people ask. */
export function composeQuery(req: ComposeRequest): Composed {
  const { phrasing, rng } = req
  const say = sayer(req.now)
  const pick = <T>(options: readonly T[]): T => rng.pick(options)
  const namesApp = req.app !== undefined
  // An empty value (a feed read without search words) has nothing to say.
  const values = Object.fromEntries(Object.entries(req.stated).filter(([, v]) => v !== ''))
  const mentions: Record<string, string> = {}
  for (const [p, v] of Object.entries(values)) mentions[p] = renderValue(phrasing, p, v, say)
  const slots = slotsOf(phrasing, mentions, values, say, rng)

  const holes = (intent: string) => [...intent.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((n) => n !== 'app' && n !== 'rest')
  const usable = (intent: string) => (namesApp || !intent.includes('{app}')) && holes(intent).every((n) => slots.has(n))
  const said = (intent: string) => holes(intent).reduce((n, h) => n + slots.get(h)!.covers.length, 0)
  const habitual = Object.keys(req.stated).length === 0 && req.vague && phrasing.usual?.length
  let pool = (habitual ? phrasing.usual! : phrasing.intents).filter(usable)
  if (!pool.length) pool = phrasing.intents.filter(usable)
  const most = Math.max(...pool.map(said))
  const intent = pick(pool.filter((i) => said(i) === most))

  const used = new Set(holes(intent))
  const order = sentenceOrder(phrasing, slots, rng).filter((name) => !used.has(name))
  // A moment may open the request ("Tomorrow at 8 am, get me a car"), unless the app must.
  const frontable = (phrasing.front ?? []).filter((n) => order.includes(n))
  let place: 'lead' | 'after' | 'end' | undefined
  if (namesApp && !intent.includes('{app}')) {
    // "What have I been listening to on QQ Music" doubles a preposition: such intents get the app first.
    const dangling = /\b(to|for|with|of|on|at|in|about|from|up|into)$/i.test(intent.replace(/\{rest\}.*$/, '').trim())
    // A question about a state ("Is my coffee ready yet") reads oddly with the app after it: it goes first.
    const forced = dangling || (QUESTION.test(intent) && !/^(can|could|would)\b/i.test(intent))
    // The app said last reads as part of a payment ("paying with Alipay on Taobao"): not after one.
    const places = order.at(-1) === 'paymentMethod' ? (['after', 'after', 'lead', 'lead'] as const) : (['after', 'after', 'lead', 'lead', 'end'] as const)
    place = forced ? 'lead' : pick(places)
    if (forced) frontable.length = 0
  }
  const front = frontable.length && rng.chance(0.35) ? pick(frontable) : undefined
  if (front && place === 'lead') place = 'after'

  const parts: string[] = []
  for (const name of order) {
    if (name === front) continue
    // A combined slot with no phrases of its own is said as it is; a bare parameter gets the generic fallback.
    const template = pick(phrasing.params[name] ?? (name in values ? [`with ${words(name)} {v}`] : ['{v}']))
    parts.push(template.replaceAll('{v}', slots.get(name)!.text))
  }
  if (place === 'after') parts.unshift(pick(APP_PHRASES).replace('{app}', req.app!))
  if (place === 'end') parts.push(pick(APP_ENDS).replace('{app}', req.app!))
  const filled = intent.replace(PLACEHOLDER, (m, n: string) => (n === 'app' ? req.app! : n === 'rest' ? m : slots.get(n)!.text))
  const rest = parts.join(' ')
  let request = tidy(filled.includes('{rest}') ? filled.replace('{rest}', ` ${rest} `) : `${filled} ${rest}`)
  let lead = ''
  if (place === 'lead') {
    const command = COMMAND.test(intent) && !QUESTION.test(intent)
    lead = pick(APP_LEADS.filter((l) => command || !COMMANDING_LEAD.test(l))).replace('{app}', req.app!)
    // "Open Keep and log …" is itself a command a frame may soften; "On Keep, " stays outside it.
    if (COMMANDING_LEAD.test(lead)) [request, lead] = [lead + midSentence(request), '']
  }
  request = closed(framed(request, rng), rng)
  const question = QUESTION.test(request)
  if (lead) request = lead + midSentence(request)
  if (front) request = `${slots.get(front)!.text}, ${midSentence(request)}`
  return { query: finish(opened(request, question, rng), question), mentions }
}

/** The phrasing of a tool, an app's own first. */
export const phrasingFor = (lexicon: Lexicon, appId: string, tool: string): ToolPhrasing | undefined =>
  lexicon[`${appId}.${tool}`] ?? lexicon[tool]
