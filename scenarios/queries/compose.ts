import type { Rng } from '../../apps/kit/index.ts'
import type { Lexicon, Say, ToolPhrasing } from './phrasing.ts'
import { sayer } from './say.ts'

/** camelCase parameter name -> words: `partySize` -> `party size`. */
const words = (param: string) => param.replace(/([a-z])([A-Z])/g, '$1 $2').replaceAll('_', ' ').toLowerCase()

const QUESTION = /^(can|could|would|what|what's|whats|where|where's|which|who|how|how's|is|are|any|do|does|did|when|will|should|has|have)\b/i
const PLACEHOLDER = /\{(\w+)\}/g
const APP_PHRASES = ['on {app}', 'using {app}', 'through {app}', 'on {app}']
// The app said first: "On Maoyan, what's on tonight?", "Open Keep and log a workout" (the latter for commands only).
const APP_LEADS = ['On {app}, ', 'Open {app} and ', 'Use {app} to ']
const COMMAND = /^(?!I\b|I'|Let's\b|The\b|My\b)[A-Z][a-z]+\b(?!')/

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

/** Tidy the joined phrases: spaces, doubled or stray commas, a capital first letter, end punctuation. */
function finish(text: string, question: boolean): string {
  let q = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:?!)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/,(\s*,)+/g, ',')
    .replace(/,\s*([.?!])/g, '$1')
    .replace(/([.?!]),/g, '$1')
    .replace(/^[\s,]+/, '')
    .trim()
  q = q.charAt(0).toUpperCase() + q.slice(1)
  if (!/[.?!]$/.test(q)) q += question ? '?' : '.'
  return q
}

/** One first-person request: an intent (maybe saying some values itself), the app, then one phrase per other stated value. */
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
  const order = [...Object.keys(phrasing.params).filter((k) => slots.has(k)), ...[...slots.keys()].filter((k) => !(k in phrasing.params)).sort()]
  const parts: string[] = []
  let lead = ''
  if (namesApp && !intent.includes('{app}')) {
    const leads = APP_LEADS.filter((l) => l.startsWith('On') || (COMMAND.test(intent) && !QUESTION.test(intent)))
    // "What have I been listening to on QQ Music" doubles a preposition: such intents get the app first.
    const dangling = /\b(to|for|with|of|on|at|in|about|from|up|into)$/i.test(intent.replace(/\{rest\}.*$/, '').trim())
    // A question about a state ("Is my coffee ready yet") reads oddly with the app after it: it goes first.
    const place = dangling || (QUESTION.test(intent) && !/^(can|could|would)\b/i.test(intent)) ? 'lead' : pick(['after', 'after', 'lead'])
    if (place === 'lead') lead = pick(leads).replace('{app}', req.app!)
    else parts.push(pick(APP_PHRASES).replace('{app}', req.app!))
  }
  for (const name of order) {
    if (used.has(name)) continue
    // A combined slot with no phrases of its own is said as it is; a bare parameter gets the generic fallback.
    const template = pick(phrasing.params[name] ?? (name in values ? [`with ${words(name)} {v}`] : ['{v}']))
    parts.push(template.replaceAll('{v}', slots.get(name)!.text))
  }
  let filled = intent.replace(PLACEHOLDER, (m, n: string) => (n === 'app' ? req.app! : n === 'rest' ? m : slots.get(n)!.text))
  const question = QUESTION.test(filled)
  // After a lead the intent goes on mid-sentence: its first word loses its capital ("I" keeps it).
  if (lead) filled = lead + (/^I\b|^I'/.test(filled) ? filled : filled.charAt(0).toLowerCase() + filled.slice(1))
  const rest = parts.join(' ')
  const query = finish(filled.includes('{rest}') ? filled.replace('{rest}', ` ${rest} `) : `${filled} ${rest}`, question)
  return { query, mentions }
}

/** The phrasing of a tool, an app's own first. */
export const phrasingFor = (lexicon: Lexicon, appId: string, tool: string): ToolPhrasing | undefined =>
  lexicon[`${appId}.${tool}`] ?? lexicon[tool]
