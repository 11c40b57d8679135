import type { Effect } from '../../../apps/kit/index.ts'
import { stem, tokens } from './words.ts'

/*
 * Plain English about requests, for any tool: whether a request asks to see something or to do
 * something, by its first word that says so ("what", "show" read; "order", "book" write), and the
 * words a tool's catalog entry uses for the request's words ("find" searches, "directions" are a route).
 */

const READ = new Set('what which where when how whats show find search look check list see pull tell view browse track recommend compare estimate quote any is are do does did have'.split(' '))
const WRITE = new Set("order buy purchase book reserve log record remind set add save follow subscribe cancel delete remove play put mail ship send rent invest redeem sell sign enroll end lock unlock make create mark complete start call hail need bookmark unfollow refund study don't dont".split(' '))

/** The effect the request's first telling word asks for, or undefined when none says. */
export function requestSense(query: string): Effect | undefined {
  for (const m of query.toLowerCase().matchAll(/[a-z']+/g)) {
    if (READ.has(m[0])) return 'read'
    if (WRITE.has(m[0])) return 'write'
  }
  return undefined
}

// Everyday words and the words catalogs use for them.
const CATALOG_WORDS: Record<string, readonly string[]> = {
  find: ['search'],
  look: ['search'],
  recommend: ['search'],
  browse: ['search'],
  show: ['get', 'list'],
  pull: ['get', 'list'],
  check: ['get', 'status'],
  track: ['status'],
  record: ['log'],
  reserve: ['book'],
  purchase: ['buy'],
  order: ['buy'],
  enroll: ['buy'],
  invest: ['buy'],
  cash: ['redeem'],
  directions: ['route'],
  cab: ['taxi'],
  car: ['taxi'],
  listen: ['play'],
  hear: ['play'],
  remind: ['reminder'],
  forget: ['reminder'],
  mail: ['shipment'],
  send: ['shipment'],
  ship: ['shipment'],
  parcel: ['shipment'],
  package: ['shipment'],
}

const byStem = new Map(Object.entries(CATALOG_WORDS).map(([w, c]) => [stem(tokens(w)[0] ?? w), c]))

/** The catalog's words for a request's stemmed word ("direction" from "directions"), if it has other ones. */
export const catalogWords = (word: string): readonly string[] => byStem.get(word) ?? []
