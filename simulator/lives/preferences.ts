import { normalizePaymentMethod, type Registry } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../history/index.ts'

/**
 * Profile sentences read off a history rather than off the intended habits, so the profile a model
 * sees never contradicts the calls it sees. A claim is a (subject, value) pair: the app used for a
 * context, or the usual value of a habitual parameter. The sentence grammar is small and closed so
 * that every sentence written can be read back and checked against a history.
 */

/** App contexts: the ctx tags that count for each and the verb phrase of its sentence. */
const APP_CONTEXTS = {
  lunch: { tags: ['ctx:lunch'], phrase: 'orders lunch on' },
  takeout: { tags: ['ctx:takeout'], phrase: 'orders takeout on' },
  coffee: { tags: ['ctx:coffee'], phrase: 'gets coffee from' },
  ride: { tags: ['ctx:ride', 'ctx:commute', 'ctx:ride_home', 'ctx:trip_ride'], phrase: 'books rides on' },
  groceries: { tags: ['ctx:groceries'], phrase: 'buys groceries on' },
  daily_goods: { tags: ['ctx:daily_goods'], phrase: 'buys everyday items on' },
  electronics: { tags: ['ctx:electronics'], phrase: 'buys electronics on' },
  fashion: { tags: ['ctx:fashion'], phrase: 'buys clothes on' },
  news: { tags: ['ctx:news'], phrase: 'reads the news on' },
  knowledge: { tags: ['ctx:knowledge'], phrase: 'looks things up on' },
  video: { tags: ['ctx:video'], phrase: 'watches videos on' },
  music: { tags: ['ctx:music'], phrase: 'listens to music on' },
  fitness: { tags: ['ctx:fitness'], phrase: 'logs workouts on' },
  hotel: { tags: ['ctx:hotel'], phrase: 'books hotels on' },
  train: { tags: ['ctx:train', 'ctx:trip_train'], phrase: 'books train tickets on' },
  maps: { tags: ['ctx:maps'], phrase: 'looks up routes on' },
} as const satisfies Record<string, { tags: readonly string[]; phrase: string }>

export type AppContext = keyof typeof APP_CONTEXTS
export const APP_CONTEXT_NAMES = Object.keys(APP_CONTEXTS) as AppContext[]

export type ValueKind = 'payment' | 'rideClass' | 'parcels' | 'exercise' | 'news' | 'drink'
export const VALUE_KINDS: readonly ValueKind[] = ['payment', 'rideClass', 'parcels', 'exercise', 'news', 'drink']

/** What a sentence says. `app` is the app's display name ('Ele.me'), as the sentence writes it. */
export type PreferenceClaim = { kind: 'app'; context: AppContext; app: string } | { kind: ValueKind; value: string }

/** A claim with what supports it: the uses of its value and their share of the subject's uses. */
export interface SupportedClaim {
  claim: PreferenceClaim
  uses: number
  share: number
}

/** Thresholds: writing a sentence needs clear support; checking one is looser, so a borderline claim is not flaky. */
export const WRITE_SUPPORT = { uses: 4, share: 0.6 } as const
export const CHECK_SUPPORT = { uses: 3, share: 0.5 } as const
export const MAX_CLAIMS = 7

// ---- statistics -------------------------------------------------------------------------------

/** Uses per subject ('app:lunch', 'payment'...), by folded value, with the spelling first seen. */
type Tally = Map<string, Map<string, { uses: number; display: string }>>

const fold = (s: string) => s.trim().toLowerCase()
const valueKey = (kind: ValueKind, v: string) => (kind === 'payment' ? fold(normalizePaymentMethod(v)) : fold(v))
const subjectOf = (c: PreferenceClaim) => (c.kind === 'app' ? `app:${c.context}` : c.kind)
const CONTEXT_OF_TAG = new Map<string, AppContext>(APP_CONTEXT_NAMES.flatMap((c) => APP_CONTEXTS[c].tags.map((t) => [t, c] as const)))

function count(t: Tally, subject: string, key: string, display: string): void {
  let m = t.get(subject)
  if (!m) t.set(subject, (m = new Map()))
  const e = m.get(key)
  if (e) e.uses++
  else m.set(key, { uses: 1, display })
}

/**
 * Uses of every subject in a history (successful calls only). An app counts once per day it serves
 * a context (a lunch is a search, a menu, an order and a status check: one choice, not four); a
 * value counts once per call that carries it.
 */
export function tallyHistory(records: readonly HistoryRecord[], registry: Registry): Tally {
  const t: Tally = new Map()
  const days = new Set<string>()
  for (const r of records) {
    if (!r.outcome?.ok) continue
    const a = r.args as Record<string, unknown>
    const d = r.outcome.data as Record<string, any> | null
    const resolved = registry.resolveApp(r.app)
    const appId = resolved.ok ? resolved.value.id : r.app
    for (const tag of r.meta?.tags ?? []) {
      const context = CONTEXT_OF_TAG.get(tag)
      const day = `${context}|${r.ts.slice(0, 10)}|${appId}`
      if (!context || days.has(day)) continue
      days.add(day)
      count(t, `app:${context}`, appId, resolved.ok ? resolved.value.name : r.app)
    }
    const value = (kind: ValueKind, v: unknown) => {
      if (typeof v === 'string' && v.trim()) count(t, kind, valueKey(kind, v), kind === 'payment' ? normalizePaymentMethod(v) : v.trim())
    }
    value('payment', a.paymentMethod)
    if (r.tool === 'bookTaxi') value('rideClass', d?.taxiType ?? a.taxiType)
    // Only saved labels ('Home', 'office'): a street address makes no habit sentence.
    if (typeof a.shippingAddress === 'string' && /^[a-z]+$/i.test(a.shippingAddress.trim())) value('parcels', fold(a.shippingAddress) === 'home' ? 'Home' : fold(a.shippingAddress))
    if (r.tool === 'logExercise') value('exercise', a.activityType)
    if (r.tool === 'getDailyNewsRecommendations') value('news', a.category)
    if (r.tool === 'orderDrink' && Array.isArray(a.items)) for (const item of a.items) value('drink', drinkPhrase(item))
  }
  return t
}

/** 'iced Caffè Latte': the temperature, unless the drink's name already says it. */
function drinkPhrase(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined
  const { drink, temperature } = item as { drink?: unknown; temperature?: unknown }
  if (typeof drink !== 'string' || !drink.trim()) return undefined
  if (typeof temperature !== 'string' || fold(drink).startsWith(fold(temperature))) return drink.trim()
  return `${temperature} ${drink.trim()}`
}

/** How well a history supports a claim; an app name the registry does not know has no support. */
export function claimSupport(claim: PreferenceClaim, tally: Tally, registry: Registry): { uses: number; share: number } {
  const m = tally.get(subjectOf(claim))
  let key: string
  if (claim.kind === 'app') {
    const app = registry.resolveApp(claim.app)
    if (!app.ok) return { uses: 0, share: 0 }
    key = app.value.id
  } else key = valueKey(claim.kind, claim.value)
  const uses = m?.get(key)?.uses ?? 0
  const total = m ? [...m.values()].reduce((s, e) => s + e.uses, 0) : 0
  return { uses, share: total > 0 ? uses / total : 0 }
}

const SUBJECT_ORDER = [...APP_CONTEXT_NAMES.map((c) => `app:${c}`), ...VALUE_KINDS]

/** The clearly supported claims of a history, most supported first (ties broken by a fixed order). */
export function supportedClaims(records: readonly HistoryRecord[], registry: Registry): SupportedClaim[] {
  const tally = tallyHistory(records, registry)
  const out: (SupportedClaim & { order: number })[] = []
  for (const [subject, values] of tally) {
    const total = [...values.values()].reduce((s, e) => s + e.uses, 0)
    const [, top] = [...values].sort((x, y) => y[1].uses - x[1].uses || (x[0] < y[0] ? -1 : 1))[0]!
    if (top.uses < WRITE_SUPPORT.uses || top.uses / total < WRITE_SUPPORT.share) continue
    const claim: PreferenceClaim = subject.startsWith('app:')
      ? { kind: 'app', context: subject.slice(4) as AppContext, app: top.display }
      : { kind: subject as ValueKind, value: top.display }
    out.push({ claim, uses: top.uses, share: top.uses / total, order: SUBJECT_ORDER.indexOf(subject) })
  }
  out.sort((x, y) => y.uses - x.uses || y.share - x.share || x.order - y.order)
  return out.slice(0, MAX_CLAIMS).map(({ claim, uses, share }) => ({ claim, uses, share }))
}

/** The claims a profile may make about this history: at most MAX_CLAIMS, each clearly supported. */
export const preferenceClaims = (records: readonly HistoryRecord[], registry: Registry): PreferenceClaim[] =>
  supportedClaims(records, registry).map((s) => s.claim)

/** Sentences that do not parse, or whose claim the history does not support (CHECK_SUPPORT). */
export function falsePreferences(sentences: readonly string[], records: readonly HistoryRecord[], registry: Registry): string[] {
  const tally = tallyHistory(records, registry)
  return sentences.filter((s) => {
    const claim = readPreference(s)
    if (!claim) return true
    const { uses, share } = claimSupport(claim, tally, registry)
    return uses < CHECK_SUPPORT.uses || share < CHECK_SUPPORT.share
  })
}

// ---- sentences --------------------------------------------------------------------------------

/** 'an' before a vowel letter ('an iced latte', 'an Americano'), 'a' otherwise. */
export const article = (phrase: string): 'a' | 'an' => (/^[aeiou]/i.test(phrase) ? 'an' : 'a')

/** One sentence in ToolSpectrum's style: 'Usually orders lunch on Meituan.', 'Mostly pays with Alipay.' */
export function writePreference(claim: PreferenceClaim): string {
  switch (claim.kind) {
    case 'app':
      return `Usually ${APP_CONTEXTS[claim.context].phrase} ${claim.app}.`
    case 'payment':
      return `Mostly pays with ${claim.value}.`
    case 'rideClass':
      return `Takes ${claim.value} rides.`
    case 'parcels':
      return claim.value === 'Home' ? 'Has parcels sent home.' : `Has parcels sent to the ${claim.value}.`
    case 'exercise':
      return `Mostly does ${claim.value} for exercise.`
    case 'news':
      return `Mostly reads ${claim.value} news.`
    case 'drink':
      return `Usually orders ${article(claim.value)} ${claim.value}.`
  }
}

const VALUE_PATTERNS: readonly [RegExp, ValueKind][] = [
  [/^Mostly pays with (.+)\.$/, 'payment'],
  [/^Takes (.+) rides\.$/, 'rideClass'],
  [/^Has parcels sent to the (.+)\.$/, 'parcels'],
  [/^Mostly does (.+) for exercise\.$/, 'exercise'],
  [/^Mostly reads (.+) news\.$/, 'news'],
  [/^Usually orders an? (.+)\.$/, 'drink'],
]

/** The claim a sentence makes, when `writePreference` could have written it; undefined otherwise. */
export function readPreference(sentence: string): PreferenceClaim | undefined {
  const s = sentence.trim()
  if (s === 'Has parcels sent home.') return { kind: 'parcels', value: 'Home' }
  for (const context of APP_CONTEXT_NAMES) {
    const head = `Usually ${APP_CONTEXTS[context].phrase} `
    if (s.startsWith(head) && s.endsWith('.') && s.length > head.length + 1) return { kind: 'app', context, app: s.slice(head.length, -1) }
  }
  for (const [re, kind] of VALUE_PATTERNS) {
    const m = re.exec(s)
    if (m) return { kind, value: m[1]! }
  }
  return undefined
}
