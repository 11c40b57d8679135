import type { PromptOptions, ShownCall } from '../agents/agent.ts'
import { recordLine } from './record-line.ts'

/** A cheap, deterministic token estimate: 4 characters per token (no tokenizer dependency). */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 4)

/**
 * The records the prompt shows, oldest first: all, none, the last N, or the newest ones whose
 * transcript lines fit the token budget. The budget is measured on the text transcript line in
 * every format, so one option selects the same records whatever the format. Idempotent: applying
 * it to its own result changes nothing (the harness may have windowed already).
 */
export function selectHistory(all: readonly ShownCall[], option: PromptOptions['history']): ShownCall[] {
  switch (option.kind) {
    case 'all':
      return [...all]
    case 'none':
      return []
    case 'last':
      return option.records <= 0 ? [] : all.slice(-option.records)
    case 'tokens': {
      let used = 0
      let from = all.length
      while (from > 0) {
        const cost = estimateTokens(recordLine(all[from - 1]!)) + 1 // +1: the newline between records
        if (used + cost > option.budget) break
        used += cost
        from--
      }
      return all.slice(from)
    }
  }
}
