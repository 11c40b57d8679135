import type { Call, CaseKind, Difficulty, TrivialPredictor, Vagueness } from '../../scenarios/case/index.ts'
import type { Parsed } from '../parse/index.ts'
import type { ExactScore } from '../scoring/exact/index.ts'
import type { Coverage } from './coverage.ts'
import type { RunIdentity } from './run-identity.ts'

/** The execution verdict: did the predicted calls reach the state (or, for reads, the outcome) the gold reached? */
export interface ExecutionVerdict {
  match: boolean
  /** One line a reader understands: 'same state: both changed temu:orders.ord_0001', 'attempted tonghuashun.buyStock, refused by the app' (decision 0026). */
  reason: string
  /** State paths (`app:path`) or outcome paths where gold and prediction differ. */
  differing: string[]
  /** Changes the prediction made that the gold did not (paths). */
  collateral: string[]
  /** Predicted calls that failed, with their error codes. */
  errors: string[]
  /** false when a gold call is not in the catalog: the case is scored by exact match only, and left out of execution rates. */
  executable?: false
}

/** One turn of a dialogue: the request, the answer, both verdicts. */
export interface TurnResult {
  turn: number
  query: string
  /** What the turn does: `open`, `status`, `cancel`, `change`, `list`. */
  act: string
  parsed: Parsed
  steps: { call: Call; ok: boolean; error?: string }[]
  exact: ExactScore
  execution: ExecutionVerdict
  /** The gold with references resolved against the turns as they happened. */
  gold?: Call[]
}

/** One trial of one case: what the agent saw and said, and every verdict. A line of results.jsonl. */
export interface CaseResult {
  case: string
  user: string
  trial: number
  agent: string
  vagueness: Vagueness
  kinds: CaseKind[]
  /** What the case's anchor asks of a reader (`repeat` ... `override`); absent for controls and refusals. */
  difficulty?: Difficulty
  /** The trivial predictors that solve the case (the case's `solvedBy`); empty: a hard case; absent: not measured. */
  solvedBy?: TrivialPredictor[]
  domain: string
  tags: string[]
  historyLength: number
  refusalCase: boolean
  /** The request (a dialogue's opening one) and its gold calls, so a report can show them beside the answer. */
  query?: string
  gold?: Call[]
  promptHash?: string
  raw?: string
  parsed: Parsed
  /** Read calls the agent made before its answer (multi-step), with error codes where they failed. */
  steps: { call: Call; ok: boolean; error?: string }[]
  exact: ExactScore
  execution: ExecutionVerdict
  usage?: { promptTokens: number; completionTokens: number; cached?: boolean }
  /** A dialogue: every turn (the top-level verdicts are the first turn's) and whether all passed. */
  turns?: TurnResult[]
  dialogue?: { mode: 'carry' | 'gold'; exact: boolean; execution: boolean }
  /** A counterfactual twin: the case it pairs with, and what the edit changed (`context:location`). */
  counterfactualOf?: string
  counterfactualChange?: string
  /** The episode's reward in [0, 1]: the mean over turns of half exact match, half execution (decision 0030). */
  reward?: number
  /** Wall time of the agent's act(), ms (not part of any deterministic output). */
  latencyMs?: number
}

/** What a run was: written to run.json beside results.jsonl. */
export interface RunInfo {
  agent: string
  model?: string
  suite: string
  cases: number
  trials: number
  format: string
  strict: boolean
  prompt: Record<string, unknown>
  /** What makes the run itself (suite hash, settings, code version): a run resumes only on an exact match. */
  identity?: RunIdentity
  /** For predictions scored offline: how many cases they covered. */
  coverage?: Coverage
}
