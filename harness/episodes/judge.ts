import type { Registry } from '../../apps/kit/index.ts'
import type { Call, Case } from '../../scenarios/case/index.ts'
import type { Session } from '../../simulator/world/index.ts'
import type { Parsed } from '../parse/index.ts'
import { goldExecutable, scoreExact, type ExactScore } from '../scoring/exact/index.ts'
import { executionVerdict } from '../scoring/execution/index.ts'
import type { ExecutionVerdict } from '../eval/result.ts'

export interface Judged {
  /** The calls the answer amounts to: [] for a refusal, undefined when it did not parse. */
  predicted: Call[] | undefined
  exact: ExactScore
  execution: ExecutionVerdict
}

const sameCalls = (a: readonly Call[], b: readonly Call[]) =>
  JSON.stringify(a.map((c) => [c.app, c.tool, c.args])) === JSON.stringify(b.map((c) => [c.app, c.tool, c.args]))

export interface JudgeOptions {
  strict: boolean
  registry: Registry
  /** Run the execution verdict even when the calls equal the gold (the bench measures it whole). */
  alwaysExecute?: boolean
}

/** Both verdicts on an answer to a case posed at `session` (left as it was). */
export function judgeAnswer(c: Case, session: Session, parsed: Parsed, options: JudgeOptions): Judged {
  const { registry } = options
  const predicted = parsed.kind === 'calls' ? parsed.calls : parsed.kind === 'refusal' ? [] : undefined
  const gold = c.gold.map(({ app, tool, args }) => ({ app, tool, args }))
  // Same calls from the same state reach the same state (the sandbox is deterministic): no need to run them twice.
  // A refusal case takes this path only with no call at all; any call there is judged by executionVerdict (decision 0026).
  const execution: ExecutionVerdict = !goldExecutable(gold, registry)
    ? { match: false, executable: false, reason: `not executable: ${gold.map((g) => `${g.app}.${g.tool}`).join(', ')} is not in the catalog`, differing: [], collateral: [], errors: [] }
    : predicted && !options.alwaysExecute && sameCalls(gold, predicted)
      ? { match: true, reason: gold.length ? 'the same calls as the gold' : 'no call made', differing: [], collateral: [], errors: [] }
      : executionVerdict(session, gold, predicted)
  return { predicted, exact: scoreExact(c, parsed, { strict: options.strict, registry }), execution }
}
