import { cities } from './cities.ts'

/**
 * Place text to lookup keys. Every spelling is reduced to a compact key (lowercase, no punctuation
 * or spaces, no leading "the", common abbreviations spelled out, station and airport suffixes made
 * one word); a leading or trailing city name is taken off into `bare` and remembered as `city`.
 * Names in the gazetteer and texts from users go through the same function, so they meet.
 */

export interface PlaceText {
  /** Key of the whole text. */
  key: string
  /** Key without a city named before or after it ("..., Beijing", "北京市..."); `key` when none. */
  bare: string
  /** The city whose name was taken off. */
  city: string | undefined
  /** Whether `bare` still names something on its own (two words, or two Chinese characters). */
  specific: boolean
}

const APOSTROPHES = /['’‘`´]/g
const SEPARATORS = /[^\p{L}\p{N}]+/u
const HAN = /\p{Script=Han}/u

/** Abbreviations spelled out, British spellings unified. */
const WORD_FORMS: Readonly<Record<string, string>> = {
  rd: 'road', st: 'street', str: 'street', ave: 'avenue', av: 'avenue', blvd: 'boulevard', bldg: 'building',
  intl: 'international', ctr: 'center', centre: 'center', theatre: 'theater', stn: 'station', univ: 'university',
  hosp: 'hospital', apt: 'apartment', mt: 'mount',
}

/** Suffix spellings that mean the same thing: "Beijing South Railway Station" = "Beijing South Station" = "北京南站". */
const SUFFIXES: readonly (readonly [RegExp, string])[] = [
  [/(?:internationalairport|airport|国际机场|机场)$/u, 'airport'],
  [/(?:highspeedrailwaystation|highspeedrailstation|highspeedstation|railwaystation|railroadstation|railstation|trainstation|hsrstation|station|高铁站|火车站|站)$/u, 'station'],
]

const COUNTRY_WORDS = new Set(['china', 'prc'])
const COUNTRY_HAN = ['中华人民共和国', '中国']

interface CityForm {
  city: string
  words: readonly string[]
}

/** Latin city names as word sequences (longest first) and Chinese names (with 市 first). */
const LATIN_FORMS: readonly CityForm[] = cities
  .flatMap((c) => [
    { city: c.id, words: [c.id, 'city'] },
    { city: c.id, words: [c.id, 'shi'] },
    { city: c.id, words: [c.id] },
  ])
const HAN_FORMS: readonly { city: string; text: string }[] = cities.flatMap((c) => [
  { city: c.id, text: `${c.nameZh}市` },
  { city: c.id, text: c.nameZh },
])

function words(text: string): string[] {
  const parts = text.normalize('NFKC').toLowerCase().replace(APOSTROPHES, '').split(SEPARATORS)
  const out: string[] = []
  for (let i = 0; i < parts.length; i++) {
    const w = parts[i] as string
    if (w === '') continue
    // "No. 19 Sanlitun Road" is "19 Sanlitun Road"
    if (w === 'no' && /^\d/.test(parts[i + 1] ?? '')) continue
    out.push(WORD_FORMS[w] ?? w)
  }
  if (out[0] === 'the' && out.length > 1) out.shift()
  return out
}

function canonical(compact: string): string {
  for (const [pattern, replacement] of SUFFIXES) {
    if (pattern.test(compact)) return compact.replace(pattern, replacement)
  }
  return compact
}

const endsWithWords = (ws: readonly string[], tail: readonly string[]): boolean =>
  ws.length > tail.length && tail.every((t, i) => ws[ws.length - tail.length + i] === t)
const startsWithWords = (ws: readonly string[], head: readonly string[]): boolean =>
  ws.length > head.length && head.every((h, i) => ws[i] === h)

/** Takes a city (and a country) off the end, then off the start; returns the city it took. */
function stripCity(ws: string[]): string | undefined {
  let city: string | undefined
  if (ws.length > 1 && COUNTRY_WORDS.has(ws[ws.length - 1] as string)) ws.pop()
  for (const form of LATIN_FORMS) {
    if (endsWithWords(ws, form.words)) {
      ws.splice(ws.length - form.words.length)
      city = form.city
      break
    }
  }
  if (city === undefined) {
    const last = ws[ws.length - 1] ?? ''
    const han = HAN_FORMS.find((f) => last.length > f.text.length && last.endsWith(f.text))
    if (han) {
      ws[ws.length - 1] = last.slice(0, -han.text.length)
      city = han.city
    }
  }
  if (ws.length > 1 && COUNTRY_WORDS.has(ws[0] as string)) ws.shift()
  const first = ws[0] ?? ''
  const country = COUNTRY_HAN.find((c) => first.length > c.length && first.startsWith(c))
  if (country) ws[0] = first.slice(country.length)
  for (const form of LATIN_FORMS) {
    if (startsWithWords(ws, form.words)) {
      ws.splice(0, form.words.length)
      return city ?? form.city
    }
  }
  const head = ws[0] ?? ''
  const han = HAN_FORMS.find((f) => head.length > f.text.length && head.startsWith(f.text))
  if (han) {
    ws[0] = head.slice(han.text.length)
    return city ?? han.city
  }
  return city
}

/** Keys of a place text; total: any string gives keys (an empty text gives empty keys). */
export function placeText(text: string): PlaceText {
  const ws = words(text)
  if (ws.length === 0) {
    // only symbols or emoji: the text itself, without spaces, still tells one such text from another
    const key = text.normalize('NFKC').toLowerCase().replace(/\s+/gu, '')
    return { key, bare: key, city: undefined, specific: key !== '' }
  }
  const key = canonical(ws.join(''))
  const rest = ws.slice()
  const city = stripCity(rest)
  if (city === undefined) return { key, bare: key, city, specific: true }
  const joined = rest.join('')
  const bare = canonical(joined)
  const specific = rest.length >= 2 || (HAN.test(joined) && joined.length >= 2)
  return { key, bare, city, specific }
}

/** The key alone: what the gazetteer indexes and saved labels are matched by. */
export const placeKey = (text: string): string => placeText(text).key
