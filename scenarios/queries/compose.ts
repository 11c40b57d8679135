import { DAY, fromIso, localParts, startOfLocalDay, type Rng } from '../../apps/kit/index.ts'
import type { Lexicon, Say, ToolPhrasing } from './phrasing.ts'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/

/** The default renderers, relative to the case's clock (epoch ms). */
export function sayer(now: number): Say {
  const say: Say = {
    day(value) {
      const m = DATE.exec(value)
      if (!m) return value
      const at = fromIso(`${m[1]}-${m[2]}-${m[3]}T12:00:00+08:00`)
      const offset = Math.round((startOfLocalDay(at) - startOfLocalDay(now)) / DAY)
      if (offset === 0) return 'today'
      if (offset === 1) return 'tomorrow'
      if (offset === -1) return 'yesterday'
      const p = localParts(at)
      return `on ${WEEKDAYS[p.weekday]}, ${MONTHS[p.month - 1]} ${p.day}`
    },
    list(values) {
      const words = values.map((v) => say.value(v))
      return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
    },
    value(value) {
      if (typeof value === 'string') return DATE.test(value) && value.length === 10 ? say.day(value) : value.replaceAll('_', ' ')
      if (typeof value === 'number' || typeof value === 'boolean') return String(value)
      if (Array.isArray(value)) return say.list(value)
      if (value && typeof value === 'object') return Object.values(value).map((v) => say.value(v)).join(' ')
      return String(value)
    },
  }
  return say
}

/** camelCase parameter name -> words: `partySize` -> `party size`. */
const words = (param: string) => param.replace(/([a-z])([A-Z])/g, '$1 $2').replaceAll('_', ' ').toLowerCase()

const QUESTION = /^(can|could|would|what|what's|whats|where|which|who|how|is|are|any|do|does|did|when|will)\b/i

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

const APP_PHRASES = ['on {app}', 'with {app}', 'using {app}', 'through {app}']

/** One first-person request: intent, app, then one phrase per stated parameter. */
export function composeQuery(req: ComposeRequest): Composed {
  const { phrasing, rng } = req
  const say = sayer(req.now)
  const pick = <T>(options: readonly T[]): T => rng.pick(options)
  const namesApp = req.app !== undefined
  const statedNames = Object.keys(req.stated)
  const pool = (statedNames.length === 0 && req.vague && phrasing.usual?.length ? phrasing.usual : phrasing.intents).filter(
    (i) => namesApp || !i.includes('{app}'),
  )
  let intent = pick(pool.length ? pool : phrasing.intents.filter((i) => !i.includes('{app}')))
  if (namesApp) intent = intent.includes('{app}') ? intent.replaceAll('{app}', req.app!) : `${intent} ${pick(APP_PHRASES).replace('{app}', req.app!)}`

  const order = [...Object.keys(phrasing.params), ...statedNames.filter((p) => !(p in phrasing.params)).sort()]
  const mentions: Record<string, string> = {}
  const parts: string[] = []
  for (const param of order) {
    // An empty value (a feed read without search words) has nothing to say.
    if (!Object.hasOwn(req.stated, param) || req.stated[param] === '') continue
    const text = renderValue(phrasing, param, req.stated[param], say)
    mentions[param] = text
    const template = pick(phrasing.params[param] ?? [`with ${words(param)} {v}`])
    parts.push(template.replaceAll('{v}', text))
  }
  let query = [intent, ...parts].join(' ').replace(/\s+([,.;:?!])/g, '$1').replace(/\s+/g, ' ').trim()
  query = query.charAt(0).toUpperCase() + query.slice(1)
  if (!/[.?!]$/.test(query)) query += QUESTION.test(query) ? '?' : '.'
  return { query, mentions }
}

/** The phrasing of a tool, an app's own first. */
export const phrasingFor = (lexicon: Lexicon, appId: string, tool: string): ToolPhrasing | undefined =>
  lexicon[`${appId}.${tool}`] ?? lexicon[tool]
