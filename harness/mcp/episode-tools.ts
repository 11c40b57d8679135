import type { Tool as McpTool } from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'
import type { JsonSchema, Outcome } from '../../apps/kit/index.ts'
import { answerBody, mcpStartEpisodeArguments } from '../episodes/index.ts'
import type { EpisodeSlot } from './episode-slot.ts'

const schema = (type: z.ZodType): McpTool['inputSchema'] => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(type, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonSchema
  return rest as McpTool['inputSchema']
}

interface EpisodeTool {
  definition: McpTool
  run(slot: EpisodeSlot, args: unknown): Outcome | Promise<Outcome>
}

/** The tools of an episode-bound MCP session (`/mcp?episodes=1`), beside the app tools. */
export const episodeTools: readonly EpisodeTool[] = [
  {
    definition: {
      name: 'episode_start',
      title: 'Episode: start',
      description:
        '[Sandbox] Opens an episode: one case of a suite (by id, or sampled by seed) as a live environment. Returns the request, its context as chat messages, and how to answer. App tool calls then run inside the episode.',
      inputSchema: schema(mcpStartEpisodeArguments),
      annotations: { readOnlyHint: false, idempotentHint: false, openWorldHint: false },
    },
    run: (slot, args) => slot.start(args),
  },
  {
    definition: {
      name: 'episode_answer',
      title: 'Episode: answer the turn',
      description:
        '[Sandbox] Answers the current turn with your final calls ({"calls": [...]}) or text ({"text": ...}: the calls you made while acting, or no call). Returns the verdict (exact match, execution, reward) and the next turn of a dialogue.',
      inputSchema: schema(answerBody),
      annotations: { readOnlyHint: false, idempotentHint: false, openWorldHint: false },
    },
    run: (slot, args) => slot.answer(args),
  },
]
