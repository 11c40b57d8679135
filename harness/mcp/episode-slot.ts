import { failure, success, toArgumentIssues, type Outcome } from '../../apps/kit/index.ts'
import type { Call } from '../../scenarios/case/index.ts'
import { answerBody, mcpStartEpisodeArguments, type EpisodeEntry, type EpisodeService, type PromptView } from '../episodes/index.ts'
import type { EpisodeRateLimit } from '../server/episode-admission.ts'

/** What an MCP server needs to serve episodes: the server's episode service and its per-address limit. */
export interface McpEpisodes {
  service: EpisodeService
  rateLimit: EpisodeRateLimit
}

const HOW_TO_ANSWER =
  'Act as the assistant for this request: call the app tools (they run inside this episode, reads and writes), then call episode_answer ' +
  'with {"calls": [...]} naming your final calls (an empty list for none), or with {"text": "DONE"} to answer with every call you made while acting (right for a lookup). Text alone, with no call made, is no call.'

/** A prompt as MCP shows it: the messages, and the offered tools by their MCP names (every app tool is callable). */
const mcpPrompt = ({ messages, tools }: PromptView) => ({ messages, offeredTools: tools.map((t) => t.function.name) })

const invalid = (what: string, issues: Parameters<typeof toArgumentIssues>[0]): Outcome<never> =>
  failure({ code: 'invalid_arguments', message: `Invalid arguments for ${what}`, issues: toArgumentIssues(issues) })

/**
 * The episode an MCP session is bound to (one at a time): `episode_start` opens it in the server's
 * episode store (same limits as HTTP), app tool calls then go through its `act`, `episode_answer`
 * judges each turn. Starting another, or the MCP session ending, deletes the one before.
 */
export class EpisodeSlot {
  private current?: { id: string; token: string }

  constructor(
    private readonly episodes: McpEpisodes,
    /** The client address the MCP session was opened from: the rate limit's key. */
    private readonly address: string,
  ) {}

  /** Whether an episode is bound (it may since have expired: calls then say so). */
  get bound(): boolean {
    return this.current !== undefined
  }

  private entry(): Outcome<EpisodeEntry> {
    if (!this.current) return failure({ code: 'conflict', message: 'No episode is bound to this MCP session: call episode_start first' })
    const found = this.episodes.service.find(this.current.id, this.current.token)
    if (found.ok) return found
    this.current = undefined
    return failure({ code: 'not_found', message: 'The episode of this MCP session has expired or was deleted: call episode_start again' })
  }

  async start(args: unknown): Promise<Outcome> {
    const parsed = mcpStartEpisodeArguments.safeParse(args ?? {})
    if (!parsed.success) return invalid('episode_start', parsed.error.issues)
    const limited = await this.episodes.rateLimit(this.address)
    if (limited) return limited
    const started = this.episodes.service.start(parsed.data)
    if (!started.ok) return started
    this.release()
    const { episodeId, token, case: info, ...prompt } = started.data
    this.current = { id: episodeId, token }
    const query = this.episodes.service.store.peek(episodeId)?.episode.query ?? ''
    return success({ episodeId, token, case: info, query, ...mcpPrompt(prompt), howToAnswer: HOW_TO_ANSWER })
  }

  answer(args: unknown): Outcome {
    const parsed = answerBody.safeParse(args ?? {})
    if (!parsed.success) return invalid('episode_answer', parsed.error.issues)
    const entry = this.entry()
    if (!entry.ok) return entry
    const verdict = this.episodes.service.answer(entry.data, parsed.data)
    if (!verdict.ok) return verdict
    const { next, ...rest } = verdict.data
    return success({ ...rest, ...(next ? { next: { turn: next.turn, query: next.query, ...mcpPrompt(next) } } : {}) })
  }

  /** An app tool call while an episode is bound: run live on the episode's current turn. */
  act(call: Call): Outcome {
    const entry = this.entry()
    if (!entry.ok) return entry
    const acted = this.episodes.service.act(entry.data, [call])
    return acted.ok ? acted.data.outcomes[0]! : acted
  }

  /** Deletes the bound episode, if any. */
  release(): void {
    if (this.current) this.episodes.service.store.delete(this.current.id)
    this.current = undefined
  }
}
