import { cities } from './cities.ts'
import { northernCities } from './outline-cities-north.ts'
import { southernCities } from './outline-cities-south.ts'

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

/** Words of a text: lowercase, apostrophes dropped, abbreviations spelled out, no leading 'the'. */
export function words(text: string): string[] {
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

/** Latin city names as word sequences (longest first) and Chinese names (with 市 first). */
const LATIN_FORMS: readonly CityForm[] = [
  ...cities.flatMap((c) => [
    { city: c.id, words: [c.id, 'city'] },
    { city: c.id, words: [c.id, 'shi'] },
    { city: c.id, words: [c.id] },
  ]),
  // Outline cities by their name, id and old romanizations ("Xi'an", "Xi An", "Canton", "Tsingtao").
  ...[...northernCities, ...southernCities].flatMap((c) => {
    const spellings = [c.name, c.id, ...c.aliases.filter((a) => /^[A-Za-z' ]+$/.test(a) && !/ (city|shi)$/i.test(a))]
    const seen = new Set<string>()
    return spellings.flatMap((text) => {
      const ws = words(text)
      const key = ws.join(' ')
      if (ws.length === 0 || seen.has(key)) return []
      seen.add(key)
      return [{ city: c.id, words: [...ws, 'city'] }, { city: c.id, words: [...ws, 'shi'] }, { city: c.id, words: ws }]
    })
  }),
].sort((a, b) => b.words.length - a.words.length)
/** Chinese city names by their text (with 市 and without): looked up by a word's first or last 2 to 4 characters. */
const HAN_FORMS = new Map<string, string>()
for (const c of [...cities, ...northernCities, ...southernCities]) {
  for (const text of [`${c.nameZh}市`, c.nameZh]) if (!HAN_FORMS.has(text)) HAN_FORMS.set(text, c.id)
}
const HAN_LENGTHS = [4, 3, 2]

/** The longest Chinese city name a word ends (or starts) with, shorter than the word itself. */
function hanCityAt(word: string, atEnd: boolean): { city: string; text: string } | undefined {
  if (!HAN.test(word)) return undefined
  for (const n of HAN_LENGTHS) {
    if (word.length <= n) continue
    const text = atEnd ? word.slice(-n) : word.slice(0, n)
    const city = HAN_FORMS.get(text)
    if (city !== undefined) return { city, text }
  }
  return undefined
}

/** Forms by their last and first word, so stripping a city costs a map read, not a scan. */
const byLastWord = new Map<string, CityForm[]>()
const byFirstWord = new Map<string, CityForm[]>()
for (const form of LATIN_FORMS) {
  for (const [map, word] of [[byLastWord, form.words[form.words.length - 1]], [byFirstWord, form.words[0]]] as const) {
    const list = map.get(word as string)
    if (list) list.push(form)
    else map.set(word as string, [form])
  }
}

/**
 * Words after a city name that make it a street named after the city, not the city itself:
 * "Nanjing Road" and "Beijing East Road" are streets (in Shanghai), "Beijing South Station" is not.
 */
const STREET_WORDS = new Set(['road', 'street', 'avenue', 'boulevard', 'lane', 'lu', 'jie', 'dajie', 'dadao', 'hutong', 'alley', 'expressway', 'highway'])
const DIRECTION_WORDS = new Set(['east', 'west', 'north', 'south', 'middle', 'central', 'dong', 'xi', 'nan', 'bei', 'zhong'])
const HAN_STREET = /^(?:[东西南北中]?(?:路|街|大街|大道|巷))/u

const namesStreet = (rest: readonly string[], at: number): boolean => {
  const next = rest[at] ?? ''
  return STREET_WORDS.has(next) || (DIRECTION_WORDS.has(next) && STREET_WORDS.has(rest[at + 1] ?? ''))
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
  for (const form of byLastWord.get(ws[ws.length - 1] ?? '') ?? []) {
    if (endsWithWords(ws, form.words)) {
      ws.splice(ws.length - form.words.length)
      city = form.city
      break
    }
  }
  if (city === undefined) {
    const last = ws[ws.length - 1] ?? ''
    const han = hanCityAt(last, true)
    if (han) {
      ws[ws.length - 1] = last.slice(0, -han.text.length)
      city = han.city
    }
  }
  if (ws.length > 1 && COUNTRY_WORDS.has(ws[0] as string)) ws.shift()
  const first = ws[0] ?? ''
  const country = COUNTRY_HAN.find((c) => first.length > c.length && first.startsWith(c))
  if (country) ws[0] = first.slice(country.length)
  // A leading city is taken only when it agrees with a trailing one ("Nanjing Road, Shanghai" keeps Nanjing).
  for (const form of byFirstWord.get(ws[0] ?? '') ?? []) {
    if (startsWithWords(ws, form.words) && (city === undefined || city === form.city) && !namesStreet(ws, form.words.length)) {
      ws.splice(0, form.words.length)
      return form.city
    }
  }
  const head = ws[0] ?? ''
  const han = hanCityAt(head, false)
  if (han && (city === undefined || city === han.city) && !HAN_STREET.test(head.slice(han.text.length))) {
    ws[0] = head.slice(han.text.length)
    return han.city
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
