import { z } from 'zod'
import type { ArgumentIssue } from '../../apps/kit/index.ts'
import { VAGUENESS_LEVELS } from '../../scenarios/case/index.ts'
import type { PromptOptions } from '../agents/agent.ts'
import { DEFAULT_TOOLS_FLAG, parsePromptFlags, PROFILE_FLAGS } from '../eval/prompt-flags.ts'
import { EPISODE_KINDS } from './case-kind.ts'
import type { DialogueMode } from './dialogue-mode.ts'
import { DEFAULT_PROMPT } from './host.ts'

/** Calls per request to act or to answer. */
export const MAX_CALLS_PER_REQUEST = 20

/** One call as a client sends it: the app (any spelling), the tool, the arguments. */
export const episodeCallSchema = z
  .object({
    app: z.string().min(1).max(200),
    tool: z.string().min(1).max(200),
    args: z.record(z.string(), z.unknown()).describe('The arguments, as the tool takes them'),
  })
  .strict()

export const sampleSchema = z
  .object({
    domain: z.string().min(1).max(64).optional().describe('Only cases of this domain (food, transport, ...)'),
    vagueness: z.enum(VAGUENESS_LEVELS).optional(),
    kind: z.enum(EPISODE_KINDS).optional(),
    seed: z.union([z.string().min(1).max(200), z.number()]).describe('Picks one matching case, the same one every time'),
  })
  .strict()

const sessionFields = {
  suite: z.string().min(1).max(64).optional().describe('A suite the server loaded (default: the one it serves)'),
  case: z.string().min(1).max(200).optional().describe('A case id of the suite'),
  sample: sampleSchema.optional().describe('Or: a case picked by seed among those matching'),
  history: z.string().max(40).optional().describe("History shown: 'all' (default), 'none', 'last:N' or 'tokens:N'"),
  tools: z.string().max(40).optional().describe("Tools offered: 'all' (default: the whole catalog, the same for every case), 'retrieved:K' or 'domain' (ablation: tells the case's domain)"),
  profile: z.enum(PROFILE_FLAGS).optional().describe("The profile shown: 'broad' (default), 'detailed' or 'none'"),
  dialogueMode: z.enum(['carry', 'gold']).optional().describe("A dialogue's later turns start from the agent's own state (carry, default) or the gold's"),
}

const caseOrSample = (b: { case?: string | undefined; sample?: unknown }) => (b.case === undefined) !== (b.sample === undefined)
const caseOrSampleIssue = { message: 'Give case or sample (exactly one)', path: ['case'] }

/** `POST /v1/episodes`. */
export const startEpisodeBody = z
  .object({ ...sessionFields, format: z.enum(['openai', 'text', 'ptbench', 'toolspectrum']).optional().describe("The prompt's format (default openai: messages and tool JSON)") })
  .strict()
  .refine(caseOrSample, caseOrSampleIssue)
export type StartEpisodeBody = z.infer<typeof startEpisodeBody>

/** MCP `episode_start`: the same, the format being the MCP client's own tools. */
export const mcpStartEpisodeArguments = z.object(sessionFields).strict().refine(caseOrSample, caseOrSampleIssue)

/** `POST /v1/episodes/:id/calls`. */
export const actBody = z.object({ calls: z.array(episodeCallSchema).min(1).max(MAX_CALLS_PER_REQUEST) }).strict()

/** `POST /v1/episodes/:id/answer`: the final calls (`[]`: no call), or text (after acting: the calls made while acting; alone: no call). */
export const answerBody = z
  .object({
    calls: z.array(episodeCallSchema).max(MAX_CALLS_PER_REQUEST).optional().describe('Your final calls for this turn ([] for none)'),
    text: z.string().max(200_000).optional().describe('A text answer: judged as the calls made while acting, or as no call'),
  })
  .strict()
  .refine((b) => (b.calls === undefined) !== (b.text === undefined), { message: 'Give calls or text (exactly one)', path: ['calls'] })

/** The prompt and dialogue settings a start request asks for, or the issue with a flag. */
export function episodeSettings(body: Omit<StartEpisodeBody, 'case' | 'sample' | 'suite'>): { prompt: PromptOptions; dialogueMode: DialogueMode } | ArgumentIssue {
  const dialogueMode = body.dialogueMode ?? 'carry'
  if (body.format === undefined && body.history === undefined && body.tools === undefined && body.profile === undefined) return { prompt: DEFAULT_PROMPT, dialogueMode }
  try {
    const prompt = parsePromptFlags({ format: body.format ?? 'openai', history: body.history ?? 'all', profile: body.profile ?? 'broad', tools: body.tools ?? DEFAULT_TOOLS_FLAG })
    return { prompt, dialogueMode }
  } catch (error) {
    const message = (error as Error).message
    const path = /--(\w+)/.exec(message)?.[1] ?? ''
    return { path, code: 'invalid_value', message: message.replace(`--${path}`, path) }
  }
}
