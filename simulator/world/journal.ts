import type { Outcome } from '../../apps/kit/index.ts'

/** One call as it happened: what was asked, when (virtual time), and what it answered. */
export interface JournalEntry {
  /** Position in this session's journal, from 0 (absolute: dropped entries keep their numbers taken). */
  index: number
  /** Virtual time of the call, ISO 8601 (+08:00). */
  at: string
  app: string
  tool: string
  /** The arguments as sent; for a failed call whose arguments were large, a capped summary (see `argsSummary`). */
  args: unknown
  outcome: Outcome
}

/**
 * An append-only persistent list: appending shares the prefix, so a fork keeps its parent's
 * journal in O(1) and the two grow apart without copying. `bytes` is the running total of the
 * entries' measured sizes (0 where nothing measures them), so any suffix's size is a subtraction.
 */
export interface Journal {
  readonly length: number
  readonly bytes: number
  readonly last?: JournalEntry
  readonly prev?: Journal
}

export const emptyJournal: Journal = Object.freeze({ length: 0, bytes: 0 })

export const appendEntry = (journal: Journal, entry: JournalEntry, size = 0): Journal => ({ length: journal.length + 1, bytes: journal.bytes + size, last: entry, prev: journal })

export function journalEntries(journal: Journal): JournalEntry[] {
  const out = new Array<JournalEntry>(journal.length)
  for (let j: Journal | undefined = journal; j && j.last; j = j.prev) out[j.length - 1] = j.last
  return out
}

/** Entries no longer in this journal: the oldest, dropped to keep it within its bounds. */
export const droppedEntries = (journal: Journal): number => (journal.last ? journal.last.index + 1 - journal.length : 0)

/** A new list of the given nodes' entries (oldest first), each with its own size kept. */
function rebuild(nodes: Journal[]): Journal {
  let out: Journal = emptyJournal
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i]!
    out = appendEntry(out, node.last!, node.bytes - (node.prev?.bytes ?? 0))
  }
  return out
}

/** Keeps the newest `keep` entries (their `index` stays absolute): bounds a long-lived session's entry count. */
export function truncateJournal(journal: Journal, keep: number): Journal {
  const nodes: Journal[] = []
  for (let j: Journal | undefined = journal; j && j.last && nodes.length < keep; j = j.prev) nodes.push(j)
  return rebuild(nodes)
}

/**
 * Keeps the newest entries whose sizes add up to at most `maxBytes` (always the newest one). It stops
 * at an unmeasured entry (size 0: inherited from a snapshot that measured nothing, such as a cached
 * replay), which would otherwise be kept, and copied, at every trim.
 */
export function keepNewestBytes(journal: Journal, maxBytes: number): Journal {
  const nodes: Journal[] = []
  let total = 0
  for (let j: Journal | undefined = journal; j && j.last; j = j.prev) {
    const size = j.bytes - (j.prev?.bytes ?? 0)
    total += size
    if (nodes.length > 0 && (total > maxBytes || size === 0)) break
    nodes.push(j)
  }
  return rebuild(nodes)
}
