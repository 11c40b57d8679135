import type { Call, Case } from '../../../scenarios/case/index.ts'
import type { SuiteUser } from '../../../scenarios/suite/index.ts'
import { diffStates } from '../../../simulator/world/index.ts'
import type { Agent, AgentAnswer, PromptOptions } from '../../agents/index.ts'
import { DEFAULT_PROMPT, evaluateCase, type CaseResult, type ExecutionVerdict } from '../../eval/index.ts'
import type { ExactScore } from '../../scoring/exact/index.ts'
import { callView, caseView, type CallView, type CaseView } from './case-view.ts'
import type { DemoData } from './demo-data.ts'
import { diffRows, type DiffRow } from './state-diff-rows.ts'
import { outcomeView, type OutcomeView } from './timeline.ts'

/** A typed query has no gold to leak: it is offered the tools that best match it (a short prompt for the page's live agents), not the whole catalog. */
const TYPED_PROMPT: PromptOptions = { ...DEFAULT_PROMPT, tools: { kind: 'retrieved', k: 16 } }

export interface CallOutcome {
  call: CallView
  outcome: OutcomeView
}

/** What one run shows: the agent's answer, every live outcome, and (for a suite case) every verdict. */
export interface RunView {
  agent: string
  target: { user: string; cutoff: number; now: string; query: string }
  /** The suite case; null for a typed query (no gold, no verdicts). */
  case: CaseView | null
  answer: { kind: 'calls' | 'refusal' | 'format_error'; reason?: string; raw?: string }
  /** Read calls the agent made before answering, with the live outcome each got. */
  steps: CallOutcome[]
  /** The final calls, executed on a fork of S0. */
  predicted: CallOutcome[]
  /** The gold calls, executed on another fork of S0. */
  gold: CallOutcome[] | null
  exact: ExactView | null
  execution: ExecutionVerdict | null
  /** State changes from S0: gold and prediction side by side (prediction only for a typed query). */
  diff: DiffRow[]
}

/** The exact-match columns the page shows (the per-source tallies and F1 counts stay in reports). */
export type ExactView = Pick<ExactScore, 'format' | 'app' | 'function' | 'paramNames' | 'paramValues' | 'overall' | 'mismatches'>

export const exactView = ({ format, app, function: fn, paramNames, paramValues, overall, mismatches }: ExactScore): ExactView => ({ format, app, function: fn, paramNames, paramValues, overall, mismatches })

/** A case made of a typed query: the user's session at the cut-off, asked at the next record's time. */
export function typedCase(user: SuiteUser, cutoff: number, query: string): Case {
  const at = user.history[cutoff] ?? user.history[user.history.length - 1]
  return {
    id: `typed-${user.profile.id}-${cutoff}`,
    user: user.profile.id,
    cutoff,
    now: at?.ts ?? '2026-01-05T09:00:00+08:00',
    query,
    vagueness: 'most_vague',
    gold: [],
    provenance: [],
    kinds: [],
    tags: ['typed'],
    domain: '',
    historyLength: cutoff,
  }
}

/** Runs an agent on a suite case (a dialogue: its first turn) or a typed query, through the harness's own evaluateCase. */
export async function runDemo(data: DemoData, agent: Agent, c: Case, typed: boolean): Promise<RunView> {
  return (await runDemoCase(data, agent, c, typed)).view
}

/** runDemo, with the harness's own result beside the view (a pair is judged on the results, as reports judge it). */
export async function runDemoCase(data: DemoData, agent: Agent, c: Case, typed: boolean): Promise<{ view: RunView; result: CaseResult }> {
  let answer: AgentAnswer | undefined
  // The harness keeps only each step's error code; the page wants the outcomes, so the answer is kept here.
  const recording: Agent = {
    name: agent.name,
    act: async (context) => (answer = await agent.act(context)),
  }
  const result = await evaluateCase(c, 0, recording, data.sessions, data.world, typed ? TYPED_PROMPT : DEFAULT_PROMPT, false)
  const parsed = result.parsed
  const calls: Call[] = parsed.kind === 'calls' ? parsed.calls : []

  const s0 = data.sessions.at(c, `demo-${c.id}`)
  const goldFork = s0.fork('demo-gold')
  const predictedFork = s0.fork('demo-predicted')
  const run = (session: typeof s0, list: readonly Call[]): CallOutcome[] =>
    list.map((call) => ({ call: callView(data.world, call), outcome: outcomeView(session.call(call.app, call.tool, call.args)) }))
  const predicted = run(predictedFork, calls)
  const gold = typed ? null : run(goldFork, c.gold)
  const user = data.user(c.user)!
  const view: RunView = {
    agent: agent.name,
    target: { user: c.user, cutoff: c.cutoff, now: c.now, query: c.query },
    case: typed ? null : caseView(c, user, data.world, data.sessions.records(c)),
    answer: { kind: parsed.kind, ...(parsed.kind === 'format_error' ? { reason: parsed.reason } : {}), ...(answer?.raw !== undefined ? { raw: answer.raw } : {}) },
    steps: (answer?.steps ?? []).map((s) => ({ call: callView(data.world, s.call), outcome: outcomeView(s.outcome) })),
    predicted,
    gold,
    exact: typed ? null : exactView(result.exact),
    execution: typed ? null : result.execution,
    diff: diffRows(typed ? [] : diffStates(s0.state, goldFork.state), diffStates(s0.state, predictedFork.state)),
  }
  return { view, result }
}
