import type { Outcome } from '../../apps/kit/index.ts'
import { failure } from '../../apps/kit/index.ts'
import type { Call, Case } from '../../scenarios/case/index.ts'
import { resolveTurnGold, runGoldDialogue, type TurnRecord } from '../../scenarios/dialogues/index.ts'
import type { CutoffSessions } from '../../scenarios/suite/index.ts'
import type { Session, World } from '../../simulator/world/index.ts'
import type { AgentContext, AgentStep, ConversationTurn, PromptOptions } from '../agents/agent.ts'
import type { DialogueMode } from './dialogue-mode.ts'
import type { TurnResult } from '../eval/result.ts'
import type { Parsed } from '../parse/index.ts'
import { buildPrompt, offeredTools, selectHistory, type BuiltPrompt } from '../prompt/index.ts'
import { scoreExact } from '../scoring/exact/index.ts'
import { judgeAnswer } from './judge.ts'
import { episodeReward, turnReward } from './reward.ts'

/** What every episode of one suite shares: the world, the replayed users, how prompts are made. */
export interface EpisodeHost {
  world: World
  sessions: CutoffSessions
  prompt: PromptOptions
  strict: boolean
  dialogueMode: DialogueMode
  /** Run the execution verdict even when the answer equals the gold (the bench measures it whole). */
  alwaysExecute?: boolean
}

/** A call the client made during a turn, and what the app answered. */
export interface ActedCall {
  call: Call
  outcome: Outcome
}

/** A judged turn: the dialogue turn's result, its reward, and the calls made while acting. */
export interface EpisodeTurn extends TurnResult {
  reward: number
  acted: ActedCall[]
  /** The calls the answer amounts to ([] for no call; undefined when it did not parse). */
  predicted: Call[] | undefined
}

/** An answer to the current turn: what an in-process agent returns, or a client's calls or text. */
export interface EpisodeAnswer {
  parsed: Parsed
  raw?: string
  steps?: AgentStep[]
}

interface Posed {
  case: Case
  /** The state the turn starts from (left as it was). */
  before: Session
  /** Why the turn cannot be passed (its gold refers to something the agent's turns never made). */
  unresolved?: string
}

const NO_ANSWER: Parsed = { kind: 'format_error', reason: 'not asked: an earlier turn left nothing to refer to' }

/**
 * One case as a live environment (decision 0030): the session at the cut-off, the prompt of each
 * turn, live calls while acting, and a verdict and reward per answer. A dialogue continues turn by
 * turn; `carry` mode keeps the agent's own state, `gold` mode starts each turn from the gold's.
 * The same object serves `eval`, HTTP, MCP and in-process clients, so they score alike.
 */
export class Episode {
  readonly turns: EpisodeTurn[] = []
  private readonly specs: { query: string; vagueness: Case['vagueness']; gold: Case['gold']; act: string }[]
  private readonly goldCalls: Call[][]
  private live?: Session
  private goldPlay?: ReturnType<typeof runGoldDialogue>
  private readonly agentTurns: TurnRecord[] = []
  private readonly conversation: ConversationTurn[] = []
  private posed?: Posed
  private acting?: Session
  private acted: ActedCall[] = []

  readonly case: Case

  constructor(
    readonly id: string,
    posedCase: Case,
    private readonly host: EpisodeHost,
  ) {
    this.case = posedCase
    this.specs = [{ query: posedCase.query, vagueness: posedCase.vagueness, gold: posedCase.gold, act: 'open' }, ...(posedCase.followUps ?? [])]
    this.goldCalls = this.specs.map((t) => t.gold.map(({ app, tool, args }) => ({ app, tool, args })))
  }

  /** The turn now asked (0-based); equals the number of turns when done. */
  get turn(): number {
    return this.turns.length
  }

  get turnCount(): number {
    return this.specs.length
  }

  get done(): boolean {
    return this.turns.length >= this.specs.length
  }

  /** Mean reward over the turns judged so far. */
  get reward(): number {
    return episodeReward(this.turns)
  }

  /** The calls made while acting on the current turn, and their outcomes. */
  get actedSoFar(): readonly ActedCall[] {
    return this.acted
  }

  /** The current turn's request. */
  get query(): string {
    return this.pose().case.query
  }

  /** Why the current turn cannot be passed (its gold refers to what the agent's turns never made). */
  get unresolved(): string | undefined {
    return this.pose().unresolved
  }

  /** The current turn as a case (its query, its gold with references resolved) and its starting state. */
  private pose(): Posed {
    if (this.posed) return this.posed
    if (this.done) throw new Error(`episode ${this.id} is done`)
    const { world, sessions, dialogueMode } = this.host
    const k = this.turns.length
    const c = this.case
    const spec = this.specs[k]!
    if (dialogueMode === 'gold' && c.followUps) this.goldPlay ??= runGoldDialogue(sessions.at(c, `gold-${c.id}`), c.gold, c.followUps)
    const before = dialogueMode === 'gold' && k > 0 ? this.goldStateBefore(k) : (this.live ??= sessions.at(c, `episode-${this.id}`))
    const earlier = dialogueMode === 'gold' && this.goldPlay?.ok ? this.goldPlay.turns : this.agentTurns
    const resolved = k === 0 ? { ok: true as const, calls: this.goldCalls[0]! } : resolveTurnGold(this.goldCalls[k]!, earlier, this.goldCalls, world.registry)
    const turnCase: Case =
      k === 0 && !c.followUps
        ? c
        : { ...c, query: spec.query, vagueness: spec.vagueness, gold: resolved.ok ? resolved.calls : [], provenance: k === 0 ? c.provenance : [], followUps: undefined }
    this.posed = { case: turnCase, before, ...(resolved.ok ? {} : { unresolved: resolved.reason }) }
    return this.posed
  }

  private goldStateBefore(k: number): Session {
    const s = this.host.sessions.at(this.case, `gold-${this.case.id}-${k}`)
    if (this.goldPlay?.ok) s.restore(this.goldPlay.before[k]!)
    return s
  }

  /** The conversation so far, as this mode shows it. */
  private shownConversation(): ConversationTurn[] {
    if (this.host.dialogueMode === 'gold') {
      const play = this.goldPlay
      if (!play?.ok) return []
      return play.turns.slice(0, this.turns.length).map((t, i) => ({ query: this.specs[i]!.query, calls: t.calls, outcomes: t.outcomes }))
    }
    return [...this.conversation]
  }

  /** What an in-process agent is given for the current turn (reads run on a fork; writes are refused). */
  context(trial = 0): AgentContext {
    const { world, sessions, prompt } = this.host
    const posed = this.pose()
    const c = posed.case
    const registry = world.registry
    let readFork: Session | undefined
    let history: AgentContext['history'] | undefined
    let tools: AgentContext['tools'] | undefined
    return {
      case: c,
      profile: prompt.profile ? posed.before.user : undefined,
      // Built on first use: the oracle and noop never look.
      get history() {
        return (history ??= prompt.history.kind === 'none' ? [] : selectHistory(sessions.history(c), prompt.history))
      },
      get tools() {
        return (tools ??= offeredTools(world, c, prompt.tools, c.query))
      },
      conversation: this.shownConversation(),
      turn: this.turns.length,
      prompt,
      world,
      trial,
      read(call: Call): Outcome {
        const app = registry.resolveApp(call.app)
        const tool = app.ok ? registry.resolveTool(app.value, call.tool) : undefined
        if (tool?.ok && tool.value.effect === 'write') return failure({ code: 'read_only', message: `${call.app}.${call.tool} changes state: make it your final answer instead of a lookup` })
        readFork ??= posed.before.fork(`read-${c.id}`)
        return readFork.call(call.app, call.tool, call.args)
      },
    }
  }

  /** The current turn's prompt, exactly as the `openai` agent would send it. */
  prompt(): BuiltPrompt {
    return buildPrompt(this.context())
  }

  /** Runs calls live, as an agent acting would (reads and writes), on the turn's own fork. */
  act(calls: readonly Call[]): Outcome[] {
    const posed = this.pose()
    this.acting ??= posed.before.fork(`act-${this.id}-${this.turns.length}`)
    return calls.map((call) => {
      const outcome = this.acting!.call(call.app, call.tool, call.args)
      this.acted.push({ call, outcome })
      return outcome
    })
  }

  /**
   * A client's answer: its final calls, or text. Text after acting answers with the calls made
   * while acting; text alone is no call.
   */
  answerWith(answer: { calls?: readonly Call[]; text?: string }): EpisodeTurn {
    const calls = answer.calls ?? this.acted.map((a) => a.call)
    const parsed: Parsed = calls.length ? { kind: 'calls', calls: [...calls], format: 'json' } : { kind: 'refusal', format: 'json' }
    return this.answer({ parsed, ...(answer.text !== undefined ? { raw: answer.text } : {}) })
  }

  /** Judges the current turn's answer and moves to the next turn (carry mode: the answer's calls change the state). */
  answer(answer: EpisodeAnswer): EpisodeTurn {
    const posed = this.pose()
    const { world, strict, dialogueMode, alwaysExecute } = this.host
    const registry = world.registry
    const k = this.turns.length
    const spec = this.specs[k]!
    const steps = (answer.steps ?? []).map((s) => ({ call: s.call, ok: s.outcome.ok, ...(s.outcome.ok ? {} : { error: s.outcome.error.code }) }))
    let turn: EpisodeTurn
    if (posed.unresolved !== undefined) {
      const exact = scoreExact(posed.case, NO_ANSWER, { strict, registry })
      const execution = { match: false, reason: posed.unresolved, differing: [], collateral: [], errors: [] }
      turn = { turn: k, query: spec.query, act: spec.act, parsed: NO_ANSWER, exact, execution, steps: [], reward: 0, acted: this.acted, predicted: undefined }
    } else {
      const judged = judgeAnswer(posed.case, posed.before, answer.parsed, { strict, registry, ...(alwaysExecute ? { alwaysExecute } : {}) })
      const gold = posed.case.gold.map(({ app, tool, args }) => ({ app, tool, args }))
      turn = { turn: k, query: spec.query, act: spec.act, parsed: answer.parsed, exact: judged.exact, execution: judged.execution, steps, gold, reward: turnReward(judged.exact, judged.execution), acted: this.acted, predicted: judged.predicted }
    }
    if (dialogueMode === 'carry' && this.specs.length > 1) {
      const calls = turn.predicted ?? []
      const outcomes = posed.unresolved === undefined ? calls.map((call) => posed.before.call(call.app, call.tool, call.args)) : []
      this.agentTurns.push({ calls, outcomes })
      this.conversation.push({ query: spec.query, calls, outcomes })
    }
    this.turns.push(turn)
    this.posed = undefined
    this.acting = undefined
    this.acted = []
    return turn
  }
}
