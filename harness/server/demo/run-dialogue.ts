import type { Call, Case } from '../../../scenarios/case/index.ts'
import { isRef, runGoldDialogue } from '../../../scenarios/dialogues/index.ts'
import { diffStates, type Session } from '../../../simulator/world/index.ts'
import type { Agent, AgentAnswer } from '../../agents/index.ts'
import { DEFAULT_PROMPT, evaluateDialogue, type DialogueMode, type ExecutionVerdict } from '../../eval/index.ts'
import { callView, caseView, type CallView, type CaseView } from './case-view.ts'
import type { DemoData } from './demo-data.ts'
import { exactView, type CallOutcome, type ExactView } from './run-demo.ts'
import { diffRows, type DiffRow } from './state-diff-rows.ts'
import { outcomeView } from './timeline.ts'

/** A reference in a turn's gold and what it resolved to against the turns as they happened. */
export interface RefView {
  /** The gold call (in this turn) and the argument that holds the reference. */
  call: number
  param: string
  /** `turn0.call0.rideId`, and its parts. */
  ref: string
  fromTurn: number
  fromCall: number
  path: string
  /** The value it resolved to; absent when the earlier turn made nothing to refer to. */
  value?: unknown
  resolved: boolean
}

/** One turn of a run dialogue: the request, the agent's calls and the gold's, both live, both verdicts. */
export interface TurnView {
  turn: number
  query: string
  act: string
  answer: { kind: 'calls' | 'refusal' | 'format_error'; reason?: string }
  /** Reads the agent made before answering, with their live outcomes. */
  steps: CallOutcome[]
  /** The agent's calls, run on a fork of the state this turn starts from. */
  predicted: CallOutcome[]
  /** The gold as the suite writes it (arguments may be references). */
  goldSpec: CallView[]
  /** The gold with references resolved, run on another fork; null when a reference could not be resolved. */
  gold: CallOutcome[] | null
  refs: RefView[]
  exact: ExactView
  execution: ExecutionVerdict
  /** What this turn changed from the state it started in: gold and prediction side by side. */
  diff: DiffRow[]
}

export interface DialogueView {
  agent: string
  mode: DialogueMode
  case: CaseView
  turns: TurnView[]
  /** The dialogue passes when every turn does. */
  verdict: { exact: boolean; execution: boolean; turns: number; exactTurns: number; executionTurns: number }
}

const REF = /^turn(\d+)\.call(\d+)\.(.+)$/

/** Every reference in a turn's gold, with the value the harness resolved it to (or none). */
function refsOf(spec: readonly Call[], resolved: readonly Call[] | undefined): RefView[] {
  return spec.flatMap((call, i) =>
    Object.entries(call.args).flatMap(([param, value]) => {
      if (!isRef(value)) return []
      const m = REF.exec(value.$ref)
      const resolvedValue = resolved?.[i]?.args[param]
      return [{ call: i, param, ref: value.$ref, fromTurn: Number(m?.[1] ?? -1), fromCall: Number(m?.[2] ?? -1), path: m?.[3] ?? value.$ref, ...(resolvedValue !== undefined ? { value: resolvedValue } : {}), resolved: resolvedValue !== undefined }]
    }),
  )
}

/**
 * Runs a dialogue through the harness's own evaluateDialogue, then shows each turn: the verdicts are
 * the harness's; the live outcomes and per-turn diffs come from replaying the same calls on forks of
 * the same states (the sandbox is deterministic: a write's randomness is seeded by the session seed
 * and sequence number, not the fork), so the ids the page shows are the ones references resolved to.
 */
export async function runDialogueDemo(data: DemoData, agent: Agent, c: Case, mode: DialogueMode): Promise<DialogueView> {
  const answers: AgentAnswer[] = []
  const recording: Agent = { name: agent.name, act: async (context) => { const a = await agent.act(context); answers.push(a); return a } }
  const result = await evaluateDialogue(c, 0, recording, data.sessions, data.world, DEFAULT_PROMPT, false, mode)
  const results = result.turns ?? []
  const specs: Call[][] = [c.gold, ...(c.followUps ?? []).map((t) => t.gold)].map((g) => g.map(({ app, tool, args }) => ({ app, tool, args })))
  const goldPlay = mode === 'gold' ? runGoldDialogue(data.sessions.at(c, `demo-gold-${c.id}`), c.gold, c.followUps ?? []) : undefined

  // The state each turn starts from: the agent's own (carry) or the gold's (gold), advanced turn by turn.
  const state: Session = data.sessions.at(c, `demo-dialogue-${c.id}`)
  const run = (from: Session, calls: readonly Call[]): { outcomes: CallOutcome[]; fork: Session } => {
    const fork = from.fork('demo-turn')
    return { fork, outcomes: calls.map((call) => ({ call: callView(data.world, call), outcome: outcomeView(fork.call(call.app, call.tool, call.args)) })) }
  }
  let asked = 0
  const turns: TurnView[] = results.map((r, k) => {
    // A turn whose references could not be resolved was never put to the agent.
    const answer = r.gold ? answers[asked++] : undefined
    const calls = r.parsed.kind === 'calls' ? r.parsed.calls : []
    const predicted = run(state, r.gold ? calls : [])
    const gold = r.gold ? run(state, r.gold) : undefined
    const view: TurnView = {
      turn: k,
      query: r.query,
      act: r.act,
      answer: { kind: r.parsed.kind, ...(r.parsed.kind === 'format_error' ? { reason: r.parsed.reason } : {}) },
      steps: (answer?.steps ?? []).map((s) => ({ call: callView(data.world, s.call), outcome: outcomeView(s.outcome) })),
      predicted: predicted.outcomes,
      goldSpec: (specs[k] ?? []).map((g) => callView(data.world, g)),
      gold: gold?.outcomes ?? null,
      refs: refsOf(specs[k] ?? [], r.gold),
      exact: exactView(r.exact),
      execution: r.execution,
      diff: diffRows(gold ? diffStates(state.state, gold.fork.state) : [], diffStates(state.state, predicted.fork.state)),
    }
    // Advance as evaluateDialogue does: the agent's calls in carry mode, the gold's in gold mode.
    const next = mode === 'carry' ? (r.gold ? calls : []) : goldPlay?.ok ? (goldPlay.turns[k]?.calls ?? []) : []
    for (const call of next) state.call(call.app, call.tool, call.args)
    return view
  })
  const exactTurns = results.filter((r) => r.exact.overall).length
  const executionTurns = results.filter((r) => r.execution.match).length
  return {
    agent: agent.name,
    mode,
    case: caseView(c, data.user(c.user)!, data.world, data.sessions.records(c)),
    turns,
    verdict: { exact: result.dialogue?.exact ?? false, execution: result.dialogue?.execution ?? false, turns: results.length, exactTurns, executionTurns },
  }
}
