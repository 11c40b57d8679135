import type { Registry } from '../../../apps/kit/index.ts'
import type { Call } from '../../../scenarios/case/index.ts'
import { parseModelText, parseToolCalls } from '../../parse/index.ts'
import type { Parsed } from '../../parse/index.ts'
import { buildPrompt, readResultsMessage, toolResultMessage } from '../../prompt/index.ts'
import type { AgentAnswer, AgentContext, AgentStep } from '../agent.ts'
import type { ChatClient, ChatTurn } from './chat-client.ts'

export interface EpisodeSettings {
  model: string
  temperature: number
  topP: number
  /** Most model turns in one episode; 1 is a single-shot agent that never sees a read's result. */
  maxSteps: number
}

/** A read tool, by the registry: only these run before the answer. Unknown tools are not reads. */
function isRead(registry: Registry, call: Call): boolean {
  const app = registry.resolveApp(call.app)
  if (!app.ok) return false
  const tool = registry.resolveTool(app.value, call.tool)
  return tool.ok && tool.value.effect === 'read'
}

/** Native tool calls when there are any; otherwise the text, in whatever format the model chose. */
function parseTurn(turn: ChatTurn, native: boolean, registry: Registry): Parsed {
  if (turn.toolCalls.length > 0) return parseToolCalls(turn.toolCalls, { registry })
  const text = turn.content ?? ''
  if (native && text.trim() === '') return parseToolCalls([], { registry }) // no call, no words: a refusal
  const parsed = parseModelText(text, { registry })
  // Under native tools, NO_CALL is the format's own refusal
  return native && parsed.kind === 'refusal' ? { kind: 'refusal', format: 'native' } : parsed
}

/** NO_CALL, null or None as the whole answer: the model means no call should be made. */
const explicitRefusal = (turn: ChatTurn): boolean => turn.toolCalls.length === 0 && /^\s*(NO_CALL|null|none|\{\}|\[\])\s*\.?\s*$/i.test(turn.content ?? '')

const rawAnswer = (turn: ChatTurn): string =>
  turn.toolCalls.length > 0 ? JSON.stringify(turn.toolCalls.map((c) => c.function)) : (turn.content ?? '')

/**
 * One case: ask; while the answer is read calls only, run them on S0 (ctx.read), show the results
 * and ask again. The first turn with a write, an explicit refusal, or a broken answer is the answer;
 * a reply without calls after reads makes those reads the answer (the request was a lookup); at the
 * turn limit the last turn is the answer even if it holds only reads.
 */
export async function runEpisode(ctx: AgentContext, chat: ChatClient, settings: EpisodeSettings, native: boolean): Promise<AgentAnswer> {
  const { registry } = ctx.world
  const prompt = buildPrompt(ctx)
  const messages = [...prompt.messages]
  const steps: AgentStep[] = []
  const usage = { promptTokens: 0, completionTokens: 0 }
  let everyTurnCached = true
  let lastReads: Call[] = []
  for (let turnNumber = 1; ; turnNumber++) {
    const turn = await chat.complete(
      { model: settings.model, messages: [...messages], ...(prompt.tools ? { tools: prompt.tools } : {}), temperature: settings.temperature, top_p: settings.topP },
      ctx.trial,
      ctx.signal,
    )
    usage.promptTokens += turn.usage.promptTokens
    usage.completionTokens += turn.usage.completionTokens
    everyTurnCached &&= turn.cached
    const parsed = parseTurn(turn, native, registry)
    const answer = (p: Parsed): AgentAnswer => ({ parsed: p, raw: rawAnswer(turn), steps, promptHash: prompt.hash, usage: { ...usage, ...(everyTurnCached ? { cached: true } : {}) } })
    // After reads, a reply without calls that is not an explicit refusal ("DONE", a summary of what
    // was found) means the reads were the answer: the request was a lookup.
    if (lastReads.length && parsed.kind !== 'calls' && !explicitRefusal(turn)) return answer({ kind: 'calls', calls: lastReads, format: native ? 'native' : 'json' })
    const onlyReads = parsed.kind === 'calls' && parsed.calls.length > 0 && parsed.calls.every((c) => isRead(registry, c))
    if (parsed.kind !== 'calls' || !onlyReads || turnNumber >= settings.maxSteps) return answer(parsed)
    const results = parsed.calls.map((call): AgentStep => ({ call, outcome: ctx.read(call) }))
    steps.push(...results)
    lastReads = parsed.calls
    if (turn.toolCalls.length > 0) {
      // parseToolCalls keeps one call per tool call, in order: results line up with the ids
      messages.push({ role: 'assistant', content: turn.content, tool_calls: turn.toolCalls })
      turn.toolCalls.forEach((toolCall, i) => messages.push(toolResultMessage(toolCall.id, results[i]!)))
    } else {
      messages.push({ role: 'assistant', content: turn.content ?? '' })
      messages.push(readResultsMessage(results, ctx.prompt.format))
    }
  }
}
