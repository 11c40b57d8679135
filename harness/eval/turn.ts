import { failure, type Outcome } from '../../apps/kit/index.ts'
import type { Call, Case } from '../../scenarios/case/index.ts'
import type { CutoffSessions } from '../../scenarios/suite/index.ts'
import type { Session, World } from '../../simulator/world/index.ts'
import type { Agent, AgentAnswer, AgentContext, ConversationTurn, PromptOptions } from '../agents/agent.ts'
import { offeredTools, selectHistory } from '../prompt/index.ts'
import type { ExactScore } from '../scoring/exact/index.ts'
import { judgeAnswer } from '../episodes/judge.ts'
import type { ExecutionVerdict } from './result.ts'

export interface TurnSetting {
  /** The case as this turn poses it: its query, and its gold with references resolved. */
  case: Case
  /** The session the turn starts from (S0, or the state after the earlier turns). */
  session: Session
  conversation: readonly ConversationTurn[]
  trial: number
  /** The dialogue turn (0 for a single-turn case). */
  turn?: number
  agent: Agent
  sessions: CutoffSessions
  world: World
  prompt: PromptOptions
  strict: boolean
}

export interface TurnOutcome {
  answer: AgentAnswer
  /** The calls the answer amounts to: [] for a refusal, undefined when it did not parse. */
  predicted: Call[] | undefined
  exact: ExactScore
  execution: ExecutionVerdict
  latencyMs: number
}

/** One request to the agent on a given session and both verdicts (episodes do this for suite cases; this is for a session made by hand). */
export async function runTurn(t: TurnSetting): Promise<TurnOutcome> {
  const { case: c, session, world, prompt } = t
  const registry = world.registry
  let readFork: Session | undefined
  // History and tools are built on first use: the oracle and noop never look.
  let history: AgentContext['history'] | undefined
  let tools: AgentContext['tools'] | undefined
  const context: AgentContext = {
    case: c,
    profile: prompt.profile ? session.user : undefined,
    get history() {
      return (history ??= prompt.history.kind === 'none' ? [] : selectHistory(t.sessions.history(c), prompt.history))
    },
    get tools() {
      return (tools ??= offeredTools(world, c, prompt.tools, c.query))
    },
    conversation: t.conversation,
    turn: t.turn ?? 0,
    prompt,
    world,
    trial: t.trial,
    read(call: Call): Outcome {
      const app = registry.resolveApp(call.app)
      const tool = app.ok ? registry.resolveTool(app.value, call.tool) : undefined
      if (tool?.ok && tool.value.effect === 'write') return failure({ code: 'read_only', message: `${call.app}.${call.tool} changes state: make it your final answer instead of a lookup` })
      readFork ??= session.fork(`read-${c.id}`)
      return readFork.call(call.app, call.tool, call.args)
    },
  }
  const started = performance.now()
  const answer = await t.agent.act(context)
  const latencyMs = performance.now() - started
  return { answer, ...judgeAnswer(c, session, answer.parsed, { strict: t.strict, registry }), latencyMs }
}
