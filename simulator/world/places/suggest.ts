import { landmarkPlaces } from './areas.ts'
import { cityById, indexedKeys, placeById } from './gazetteer.ts'
import { placeText } from './normalize.ts'
import type { ResolvedPlace } from './types.ts'

/**
 * "Did you mean": the known places whose spellings come closest to a text that names none, by shared
 * character pairs (Dice) with a bonus when one spelling contains the other. Built once at load.
 */

interface Spelling {
  key: string
  pairs: ReadonlySet<string>
  places: readonly ResolvedPlace[]
}

const pairsOf = (key: string): Set<string> => {
  const chars = [...key]
  const out = new Set<string>()
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!)
  if (chars.length === 1) out.add(chars[0]!)
  return out
}

const spellings: readonly Spelling[] = [
  ...[...indexedKeys()].map(([key, places]) => ({ key, pairs: pairsOf(key), places })),
  ...landmarkPlaces.map((p) => ({ key: placeText(p.name).key, pairs: pairsOf(placeText(p.name).key), places: [p] })),
].filter((s) => s.key.length >= 2)

/** Below this a name is not "close": suggestions fall back to the user's own places. */
const CLOSE = 0.45
const CONTAINS_BONUS = 0.35
/** The user's city wins a near tie. */
const HOME_BONUS = 0.1

function similarity(q: string, qPairs: ReadonlySet<string>, s: Spelling): number {
  let shared = 0
  for (const p of qPairs) if (s.pairs.has(p)) shared++
  const dice = (2 * shared) / (qPairs.size + s.pairs.size)
  const contains = (q.length >= 4 && s.key.length >= 4 && (q.includes(s.key) || s.key.includes(q))) ? CONTAINS_BONUS : 0
  return Math.min(1, dice + contains)
}

/**
 * Up to `limit` places for a text that names none: the closest names (the user's city first on a
 * tie), then the user's saved places, then the city's main stations, so there is always something to offer.
 */
export function suggestPlaces(text: string, city: string, saved: readonly ResolvedPlace[], limit = 5): ResolvedPlace[] {
  const t = placeText(text)
  const q = t.bare || t.key
  const qPairs = pairsOf(q)
  const scored: { place: ResolvedPlace; score: number; order: number }[] = []
  if (qPairs.size > 0) {
    spellings.forEach((s, order) => {
      const base = similarity(q, qPairs, s)
      if (base < CLOSE) return
      for (const place of s.places) scored.push({ place, score: base + (place.city === city ? HOME_BONUS : 0), order })
    })
  }
  scored.sort((a, b) => b.score - a.score || a.order - b.order)
  const out: ResolvedPlace[] = []
  const seen = new Set<string>()
  const add = (p: ResolvedPlace | undefined) => {
    if (p && out.length < limit && !seen.has(p.id)) {
      seen.add(p.id)
      out.push(p)
    }
  }
  for (const s of scored) add(s.place)
  if (out.length < 3) {
    for (const p of saved) add(p)
    for (const id of cityById.get(city)?.stations ?? []) if (out.length < 3) add(placeById.get(id))
    for (const p of landmarkPlaces) if (out.length < 3 && p.city === city) add(p)
  }
  return out
}
