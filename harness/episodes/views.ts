import type { OpenAiTool } from '../../apps/kit/index.ts'
import { jsonAround, type ChatMessage } from '../prompt/index.ts'
import { caseKind, type EpisodeKind } from './case-kind.ts'
import type { Episode, EpisodeTurn } from './episode.ts'

/** The case an episode plays, and where it stands. */
export interface EpisodeCaseView {
  id: string
  kind: EpisodeKind
  /** The turn now asked (0-based); equals `turns` once done. */
  turn: number
  turns: number
}

export const caseView = (episode: Episode): EpisodeCaseView => ({ id: episode.case.id, kind: caseKind(episode.case), turn: episode.turn, turns: episode.turnCount })

/** The current turn's prompt: messages and (openai format) tool JSON, exactly as the `openai` agent sends them. */
export interface PromptView {
  messages: ChatMessage[]
  /** The offered tools as OpenAI function JSON; `[]` for the text formats, whose messages describe them. */
  tools: OpenAiTool[]
}

export function promptView(episode: Episode): PromptView {
  const { messages, tools } = episode.prompt()
  return { messages, tools: tools ?? [] }
}

/** A judged turn as the answer returns it. */
export const verdictView = (turn: EpisodeTurn) => ({ turn: turn.turn, exact: turn.exact, execution: turn.execution, reward: turn.reward })

/** A turn skipped by the server: its gold refers to something the agent's turns never made, so it cannot be passed (reward 0). */
export const skippedView = (turn: EpisodeTurn) => ({ turn: turn.turn, query: turn.query, reason: turn.execution.reason, reward: turn.reward })

/** A judged turn as `GET /v1/episodes/:id` shows it. */
export const turnView = (turn: EpisodeTurn) => ({
  turn: turn.turn,
  query: turn.query,
  acted: turn.acted.map(({ call, outcome }) => ({ call, outcome })),
  parsed: turn.parsed,
  exact: turn.exact,
  execution: turn.execution,
  reward: turn.reward,
})

/** The whole episode so far. */
export const episodeView = (episode: Episode) => ({
  episodeId: episode.id,
  case: caseView(episode),
  done: episode.done,
  reward: episode.reward,
  turns: episode.turns.map(turnView),
})

/**
 * A response that carries a prompt (`messages` and `tools` at `value` or its `next`), as the bytes
 * `JSON.stringify` would write, assembled from the prompt's memoized pieces: a start is hundreds of
 * kilobytes of history turns that the previous start of the same user already serialized.
 */
export function promptJson(value: PromptView | { next?: PromptView; [key: string]: unknown }): Buffer {
  if ('messages' in value && Array.isArray(value.messages)) return jsonAround((messages, tools) => ({ ...value, messages, tools }), value.messages, value.tools)
  const next = (value as { next?: PromptView }).next
  if (!next) return Buffer.from(JSON.stringify(value))
  return jsonAround((messages, tools) => ({ ...value, next: { ...next, messages, tools } }), next.messages, next.tools)
}
