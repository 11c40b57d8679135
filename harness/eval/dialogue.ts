import type { Call, Case } from '../../scenarios/case/index.ts'
import { resolveTurnGold, runGoldDialogue, type TurnRecord } from '../../scenarios/dialogues/index.ts'
import type { CutoffSessions } from '../../scenarios/suite/index.ts'
import type { World } from '../../simulator/world/index.ts'
import type { Agent, ConversationTurn, PromptOptions } from '../agents/agent.ts'
import type { Parsed } from '../parse/index.ts'
import { scoreExact } from '../scoring/exact/index.ts'
import type { CaseResult, TurnResult } from './result.ts'
import { resultHead, turnFields } from './result-fields.ts'
import { runTurn } from './turn.ts'

/**
 * How the turns of a dialogue follow each other. `carry`: the agent's own calls change the state
 * and later references resolve against its own outcomes. `gold`: every turn starts from the state
 * the gold reached (BFCL's request), so one early mistake does not zero the rest.
 */
export type DialogueMode = 'carry' | 'gold'

const NO_ANSWER: Parsed = { kind: 'format_error', reason: 'not asked: an earlier turn left nothing to refer to' }

/** Runs a dialogue turn by turn in one session; each turn is judged by exact match and by execution. */
export async function evaluateDialogue(
  c: Case,
  trial: number,
  agent: Agent,
  sessions: CutoffSessions,
  world: World,
  prompt: PromptOptions,
  strict: boolean,
  mode: DialogueMode,
): Promise<CaseResult> {
  const turnsSpec = [{ query: c.query, vagueness: c.vagueness, gold: c.gold, act: 'open' }, ...(c.followUps ?? [])]
  const goldCalls: Call[][] = turnsSpec.map((t) => t.gold.map(({ app, tool, args }) => ({ app, tool, args })))
  const session = sessions.at(c, `dialogue-${c.id}`)
  // The gold-state mode needs the gold's own outcomes to resolve references and to show the conversation.
  const goldPlay = mode === 'gold' ? runGoldDialogue(sessions.at(c, `gold-${c.id}`), c.gold, c.followUps ?? []) : undefined
  const agentTurns: TurnRecord[] = []
  const conversation: ConversationTurn[] = []
  const results: TurnResult[] = []
  let latencyMs = 0
  for (const [k, spec] of turnsSpec.entries()) {
    const before = mode === 'gold' ? goldStateBefore(sessions, c, goldPlay, k) : session
    const earlier = mode === 'gold' && goldPlay?.ok ? goldPlay.turns : agentTurns
    const resolved = resolveTurnGold(goldCalls[k]!, earlier, goldCalls, world.registry)
    const turnCase: Case = { ...c, query: spec.query, vagueness: spec.vagueness, gold: resolved.ok ? resolved.calls : [], provenance: k === 0 ? c.provenance : [], followUps: undefined }
    if (!resolved.ok) {
      // What the gold refers to does not exist in the agent's world: the turn cannot be passed.
      results.push({ turn: k, query: spec.query, act: spec.act, parsed: NO_ANSWER, exact: scoreExact(turnCase, NO_ANSWER, { strict, registry: world.registry }), execution: { match: false, reason: resolved.reason, differing: [], collateral: [], errors: [] }, steps: [] })
      agentTurns.push({ calls: [], outcomes: [] })
      conversation.push({ query: spec.query, calls: [], outcomes: [] })
      continue
    }
    const outcome = await runTurn({ case: turnCase, session: before, conversation: mode === 'gold' ? goldConversation(turnsSpec, goldPlay, k) : [...conversation], trial, turn: k, agent, sessions, world, prompt, strict })
    latencyMs += outcome.latencyMs
    const { parsed, steps, exact, execution } = turnFields(outcome)
    results.push({ turn: k, query: spec.query, act: spec.act, parsed, exact, execution, steps, gold: turnCase.gold.map(({ app, tool, args }) => ({ app, tool, args })) })
    if (mode === 'carry') {
      const calls = outcome.predicted ?? []
      const outcomes = calls.map((call) => session.call(call.app, call.tool, call.args))
      agentTurns.push({ calls, outcomes })
      conversation.push({ query: spec.query, calls, outcomes })
    }
  }
  const first = results[0]!
  return {
    ...resultHead(c, trial, agent),
    parsed: first.parsed,
    steps: first.steps,
    exact: first.exact,
    execution: first.execution,
    turns: results,
    dialogue: {
      mode,
      exact: results.every((r) => r.exact.overall),
      execution: results.every((r) => r.execution.match),
    },
    latencyMs,
  }
}

/** The state after the gold's first k turns: a fresh fork restored to the gold play's snapshot. */
function goldStateBefore(sessions: CutoffSessions, c: Case, play: ReturnType<typeof runGoldDialogue> | undefined, k: number) {
  const s = sessions.at(c, `gold-${c.id}-${k}`)
  if (play?.ok) s.restore(play.before[k]!)
  return s
}

/** The conversation as the gold played it, up to turn k. */
function goldConversation(specs: readonly { query: string }[], play: ReturnType<typeof runGoldDialogue> | undefined, k: number): ConversationTurn[] {
  if (!play?.ok) return []
  return play.turns.slice(0, k).map((t, i) => ({ query: specs[i]!.query, calls: t.calls, outcomes: t.outcomes }))
}
