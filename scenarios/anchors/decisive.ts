import { DAY, fromIso } from '../../apps/kit/index.ts'

/** Uses of one slot (a tool's parameter, a context's app): counts per value and the uses in order. */
export interface Tally {
  counts: Map<string, { value: unknown; n: number }>
  recent: { key: string; at: string }[]
}

/**
 * Rule 1 of decision 0028: a value is the answer only when a reader of the history would pick it,
 * not flip a coin. The long-term top must hold DECISIVE_SHARE of the uses and DECISIVE_MARGIN times
 * the runner-up, and the latest uses must not say otherwise (two in a row of another value make
 * the reader doubt). A run of DRIFT_RUN (4) uses of one new value over DRIFT_DAYS is a lasting change
 * (readers called three after a 4–4 tie a coin flip):
 * the recent value is the answer even where the old one still leads the counts.
 */
export const DECISIVE_SHARE = 0.6
export const DECISIVE_MARGIN = 2
export const DRIFT_RUN = 4
export const DRIFT_DAYS = 7
/** Another value this many times in a row at the end puts the long-term habit in doubt. */
const DOUBT_RUN = 2

export interface Decisive {
  value: unknown
  key: string
  count: number
  total: number
  drift?: boolean
}

/** The run of identical values the uses end with: its key, length and first use's time. */
function tailRun(recent: Tally['recent']): { key: string; length: number; since: string } | undefined {
  const last = recent.at(-1)
  if (!last) return undefined
  let i = recent.length - 1
  while (i > 0 && recent[i - 1]!.key === last.key) i--
  return { key: last.key, length: recent.length - i, since: recent[i]!.at }
}

function longTermTop(counts: Tally['counts']): Decisive | undefined {
  let best: Decisive | undefined
  let second = 0
  let total = 0
  for (const [key, { value, n }] of counts) {
    total += n
    if (!best || n > best.count) {
      second = best?.count ?? 0
      best = { key, value, count: n, total: 0 }
    } else if (n > second) second = n
  }
  if (!best || best.count < DECISIVE_MARGIN * second || best.count < DECISIVE_SHARE * total) return undefined
  return { ...best, total }
}

export function decisiveValue(tally: Tally, options: { drift?: boolean } = {}): Decisive | undefined {
  const top = longTermTop(tally.counts)
  const tail = tailRun(tally.recent)
  if (tail && top?.key !== tail.key) {
    const lasting = tail.length >= DRIFT_RUN && fromIso(tally.recent.at(-1)!.at) - fromIso(tail.since) >= DRIFT_DAYS * DAY
    if (lasting && options.drift !== false) {
      const entry = tally.counts.get(tail.key)!
      return { key: tail.key, value: entry.value, count: tail.length, total: tally.recent.length, drift: true }
    }
    if (tail.length >= DOUBT_RUN) return undefined
  }
  return top
}
