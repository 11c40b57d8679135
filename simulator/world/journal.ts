import type { Outcome } from '../../apps/kit/index.ts'

/** One call as it happened: what was asked, when (virtual time), and what it answered. */
export interface JournalEntry {
  /** Position in this session's journal, from 0. */
  index: number
  /** Virtual time of the call, ISO 8601 (+08:00). */
  at: string
  app: string
  tool: string
  args: unknown
  outcome: Outcome
}

/**
 * An append-only persistent list: appending shares the prefix, so a fork keeps its parent's
 * journal in O(1) and the two grow apart without copying.
 */
export interface Journal {
  readonly length: number
  readonly last?: JournalEntry
  readonly prev?: Journal
}

export const emptyJournal: Journal = Object.freeze({ length: 0 })

export const appendEntry = (journal: Journal, entry: JournalEntry): Journal => ({ length: journal.length + 1, last: entry, prev: journal })

export function journalEntries(journal: Journal): JournalEntry[] {
  const out = new Array<JournalEntry>(journal.length)
  for (let j: Journal | undefined = journal; j && j.last; j = j.prev) out[j.length - 1] = j.last
  return out
}

/** Keeps the newest `keep` entries (their `index` stays absolute): bounds a long-lived session's memory. */
export function truncateJournal(journal: Journal, keep: number): Journal {
  let out: Journal = emptyJournal
  for (const entry of journalEntries(journal).slice(-keep)) out = appendEntry(out, entry)
  return out
}
