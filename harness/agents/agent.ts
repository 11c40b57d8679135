import type { Outcome, UserProfile } from '../../apps/kit/index.ts'
import type { Call, Case } from '../../scenarios/case/index.ts'
import type { ReplayedCall } from '../../scenarios/suite/index.ts'
import type { HistoryRecord } from '../../simulator/history/index.ts'
import type { World } from '../../simulator/world/index.ts'
import type { Parsed } from '../parse/index.ts'

/** A history record as the model sees it: the call and the outcome the app really gave on replay. */
export type ShownCall = ReplayedCall

/** A tool the agent may call: canonical app id and tool name (the world's registry has the rest). */
export interface OfferedTool {
  app: string
  tool: string
}

/** What the prompt includes; each switch is an ablation of the papers (PTBench "w/o history", "w/o basic"). */
export interface PromptOptions {
  format: 'openai' | 'text' | 'ptbench' | 'toolspectrum'
  /** Which history records are shown: all, the last N, or as many recent ones as fit a token budget. */
  history: { kind: 'all' } | { kind: 'none' } | { kind: 'last'; records: number } | { kind: 'tokens'; budget: number }
  profile: boolean
  /** What the shown profile says of preferences: broad traits (default) or the detailed habit sentences (an ablation). */
  profileView?: 'broad' | 'detailed'
  /** Which tools are offered: the whole catalog, the case's domain, or the k most relevant to the query. */
  tools: { kind: 'all' } | { kind: 'domain' } | { kind: 'retrieved'; k: number }
}

/** Everything an agent may use for one case (the oracle alone reads `case.gold`). */
export interface AgentContext {
  case: Case
  /** The user's profile and environment; undefined when the prompt leaves the profile out. */
  profile: UserProfile | undefined
  /** The windowed history, oldest first. */
  history: readonly ShownCall[]
  tools: readonly OfferedTool[]
  prompt: PromptOptions
  world: World
  /** Executes a call live on a fork of S0 (the session at the cut-off). Reads only: a write is refused. */
  read(call: Call): Outcome
  /**
   * Earlier turns of a dialogue, oldest first: what the user asked, the calls made (the agent's own,
   * or the gold's in the gold-state mode) and their outcomes. Empty for a single-turn case.
   */
  conversation: readonly ConversationTurn[]
  /** Set by the harness for repeated trials (pass^k). */
  trial: number
  /** Which turn of a dialogue is asked (0, or absent, for the opening request and single-turn cases). */
  turn?: number
  signal?: AbortSignal
}

/** One earlier turn of a dialogue. */
export interface ConversationTurn {
  query: string
  calls: readonly Call[]
  outcomes: readonly Outcome[]
}

/** One read call the agent made before answering, with the outcome it got. */
export interface AgentStep {
  call: Call
  outcome: Outcome
}

export interface AgentAnswer {
  parsed: Parsed
  /** The model's raw final answer, when there is one. */
  raw?: string
  steps?: AgentStep[]
  /** Hash of the exact request the model saw (for reproducibility and the response cache). */
  promptHash?: string
  usage?: { promptTokens: number; completionTokens: number; cached?: boolean }
}

/** An agent: given the context of one case, the calls it makes (or a refusal). */
export interface Agent {
  readonly name: string
  act(context: AgentContext): Promise<AgentAnswer>
}

export type { HistoryRecord }
