import type { CaseResult } from '../eval/result.ts'
import type { Rate } from './interval.ts'
import { userShare } from './user-rate.ts'

export interface DialogueSummary {
  /** Dialogue result lines (dialogues × trials). */
  n: number
  mode: 'carry' | 'gold' | 'mixed'
  /** Every turn passed. */
  pass: { exact: Rate; execution: Rate }
  /** Accuracy of the k-th turn (0 = the opening request), over dialogues that have one. */
  perTurn: { turn: number; n: number; exact: Rate; execution: Rate }[]
  /** Accuracy per kind of follow-up (`status`, `cancel`, `change`...), opening turns excluded. */
  perAct: { act: string; n: number; exact: Rate; execution: Rate }[]
}

// Each verdict is counted for the user whose dialogue it is: the interval resamples users
const rate = (xs: readonly { user: string; pass: boolean }[]): Rate => userShare(xs, (x) => x.pass)

/** Dialogue pass rate and per-turn accuracy (undefined when the run had no dialogues). */
export function summarizeDialogues(results: readonly CaseResult[]): DialogueSummary | undefined {
  const dialogues = results.filter((r) => r.turns && r.dialogue)
  if (!dialogues.length) return undefined
  const modes = new Set(dialogues.map((r) => r.dialogue!.mode))
  const turns = dialogues.flatMap((r) => r.turns!.map((t) => ({ user: r.user, t })))
  const maxTurn = Math.max(...turns.map(({ t }) => t.turn))
  const acts = [...new Set(turns.filter(({ t }) => t.turn > 0).map(({ t }) => t.act))].sort()
  const verdicts = (at: typeof turns) => ({
    exact: rate(at.map(({ user, t }) => ({ user, pass: t.exact.overall }))),
    execution: rate(at.map(({ user, t }) => ({ user, pass: t.execution.match }))),
  })
  return {
    n: dialogues.length,
    mode: modes.size === 1 ? [...modes][0]! : 'mixed',
    pass: {
      exact: rate(dialogues.map((r) => ({ user: r.user, pass: r.dialogue!.exact }))),
      execution: rate(dialogues.map((r) => ({ user: r.user, pass: r.dialogue!.execution }))),
    },
    perTurn: Array.from({ length: maxTurn + 1 }, (_, turn) => {
      const at = turns.filter(({ t }) => t.turn === turn)
      return { turn, n: at.length, ...verdicts(at) }
    }),
    perAct: acts.map((act) => {
      const at = turns.filter(({ t }) => t.turn > 0 && t.act === act)
      return { act, n: at.length, ...verdicts(at) }
    }),
  }
}
