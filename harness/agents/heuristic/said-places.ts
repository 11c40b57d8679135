/** Where a place stands in a request: where it starts, where it ends, or where it is. */
export type PlaceRole = 'origin' | 'destination' | 'location'

export interface SaidPlaces {
  origin?: string
  destination?: string
  /** After "near", "around", "close to". */
  near?: string
  /** After "at" (a venue, or where something ends). */
  at?: string
}

// Cue words, longest first so that "close to" is not read as "to".
const CUES: readonly [RegExp, keyof SaidPlaces][] = [
  [/\b(?:close to|next to|near|nearby|around)\s+/gi, 'near'],
  [/\b(?:from)\s+/gi, 'origin'],
  [/\b(?:to|towards|into)\s+/gi, 'destination'],
  [/\bat\s+/gi, 'at'],
]

// A word of a proper name: capitalised, a number ("No. 15"), or a joining word inside a name.
const NAME_WORD = /^(?:[A-Z][\p{L}'’.-]*|\d+[A-Za-z]?|&|of|de|la)$/u
const JOINERS = new Set(['of', 'de', 'la', '&'])
// Capitalised words that are days, months or the speaker, never places.
const NOT_PLACES = /^(?:I|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/

/** Whether a raw word starts another part of a name: "Siming" after "Hubin South Road,". */
const namePart = (raw: string | undefined) => {
  const word = raw?.replace(/[,.;:!?)"]+$/, '')
  return !!word && /^[A-Z]/.test(word) && NAME_WORD.test(word) && !NOT_PLACES.test(word)
}

/** The capitalised phrase at the start of `rest`, up to a full stop or lower-case word; through a comma only into more of the name ("No. 8 Hubin South Road, Siming District"). */
export function properPhrase(rest: string): string | undefined {
  const words: string[] = []
  const raws = rest.split(/\s+/)
  for (const [i, raw] of raws.entries()) {
    const word = raw.replace(/[,.;:!?)"]+$/, '')
    if (!word || !NAME_WORD.test(word) || NOT_PLACES.test(word) || (words.length === 0 && JOINERS.has(word))) break
    if (/^[^,]*,$/.test(raw) && namePart(raws[i + 1])) {
      words.push(`${word},`)
      continue
    }
    words.push(/^No\.$/.test(raw) ? raw : word)
    if (word !== raw && !/^No\.?$/.test(raw)) break
  }
  while (words.length && JOINERS.has(words.at(-1)!)) words.pop()
  const phrase = words.join(' ')
  return phrase && !/^\d+$/.test(phrase) ? phrase : undefined
}

/**
 * A saved place the user calls by its label ("home", "my office", "the office"): the label as the
 * history spells it ("Home", "office"). `labels` are the place values seen in the history.
 */
export function savedPlace(rest: string, labels: readonly string[]): string | undefined {
  // Labels are said in lower case ("home", "the mall"); a capitalised name is not a label.
  const m = /^(?:back\s+)?(?:(?:[Mm]y|[Tt]he|[Oo]ur)\s+)?([a-z]+(?:\s+[a-z]+)?)/.exec(rest)
  if (!m) return undefined
  const words = m[1]!.toLowerCase()
  const candidates = [words, words.split(' ')[0]!]
  for (const c of candidates) {
    const label = labels.find((l) => l.toLowerCase() === c)
    if (label) return label
  }
  return /^home\b/.test(words) ? 'Home' : undefined
}

// Words before "to" that make it a payment's, not a trip's: "charge it to", "pay it to".
const MONEY_TO = /\b(?:charge|charged|bill|billed|pay|paid|paying|put)\s+(?:it\s+|that\s+|this\s+)?$/i

/** Drops quoted text: a title like "Teahouse at Poly Theater" names no place of the request. */
export const unquoted = (text: string): string => text.replace(/"[^"]*"|“[^”]*”/g, '""')

/** The places the text gives after "from", "to", "near"/"around"/"close to" and "at", first of each. */
export function saidPlaces(text: string, labels: readonly string[]): SaidPlaces {
  const clean = unquoted(text)
  const found: SaidPlaces = {}
  const taken: [number, number][] = []
  for (const [cue, role] of CUES) {
    for (const m of clean.matchAll(cue)) {
      const start = m.index
      if (taken.some(([a, b]) => start >= a && start < b)) continue
      // "Charge it to WeChat Pay" says how to pay, not where to go.
      if (role === 'destination' && MONEY_TO.test(clean.slice(0, start))) continue
      const rest = clean.slice(start + m[0].length)
      const place = savedPlace(rest, labels) ?? properPhrase(rest)
      taken.push([start, start + m[0].length])
      if (place && found[role] === undefined) found[role] = place
    }
  }
  // "back home" / "go home" with no "to": home is where the trip ends.
  if (found.destination === undefined && /\b(?:back|go|going|get me|take me|head|heading)\s+home\b/i.test(clean)) found.destination = savedPlace('home', labels)
  return found
}

/** The role a parameter's name gives it, if it holds a place. */
export function placeRole(param: string): PlaceRole | undefined {
  if (/time|date|type|company|mode|preference|radius/i.test(param)) return undefined
  if (!/location|address|place|station|^from$|^to$|origin|destination|^start$|^end$/i.test(param)) return undefined
  if (/^from$|origin|pickup|start|sender|departure/i.test(param)) return 'origin'
  if (/^to$|destination|dropoff|end|receiver|delivery|shipping|arrival/i.test(param)) return 'destination'
  return 'location'
}

/** The place the text gives for a role. */
export function placeFor(role: PlaceRole, places: SaidPlaces): string | undefined {
  if (role === 'origin') return places.origin
  if (role === 'destination') return places.destination ?? places.at
  return places.near ?? places.at ?? places.destination
}
