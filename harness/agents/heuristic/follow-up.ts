import type { App, Outcome, Registry, Tool } from '../../../apps/kit/index.ts'
import type { Call } from '../../../scenarios/case/index.ts'
import type { ConversationTurn, ShownCall } from '../agent.ts'
import { changeCalls, pickCall, repeatCall } from './follow-up-acts.ts'
import { rankTools, tokens } from './tool-choice.ts'

/** Words that ask to undo what was just done, and words that ask after it. */
const UNDO = new Set(['cancel', 'delete', 'remove', 'refund', 'scrap', 'undo'])
const CHECK = new Set(['status', 'where', 'check', 'ready', 'track', 'show', 'how', 'ha', 'confirmed', 'seat', 'booking'])

/** Finds `key` anywhere in an outcome's data (`rideId`, `entry.logId`), newest turn first. */
function idFromConversation(key: string, conversation: readonly ConversationTurn[]): unknown {
  const find = (v: unknown, depth: number): unknown => {
    if (!v || typeof v !== 'object' || depth > 3) return undefined
    if (key in v) return (v as Record<string, unknown>)[key]
    for (const child of Object.values(v)) {
      const found = find(child, depth + 1)
      if (found !== undefined) return found
    }
    return undefined
  }
  for (let t = conversation.length - 1; t >= 0; t--) {
    const turn = conversation[t]!
    for (let i = turn.outcomes.length - 1; i >= 0; i--) {
      const o: Outcome | undefined = turn.outcomes[i]
      const found = o?.ok ? find(o.data, 0) : undefined
      if (found !== undefined) return found
    }
  }
  return undefined
}

/**
 * A follow-up in a dialogue ("cancel it", "where is it now?"): the tool of the app used in the last
 * turn that the words ask for, with its ids taken from what the last turns returned.
 */
export function followUpCalls(query: string, conversation: readonly ConversationTurn[], registry: Registry, history: readonly ShownCall[], now: number): Call[] | undefined {
  const picked = pickCall(query, conversation, registry, history, now)
  if (picked) return [picked]
  const repeated = repeatCall(query, conversation, registry)
  if (repeated) return [repeated]
  const changed = changeCalls(query, conversation, registry, (app) => followUpCall('cancel', conversation, registry, app))
  if (changed) return changed
  const call = followUpCall(query, conversation, registry)
  return call ? [call] : undefined
}

/** A status check or an undo of what the last turns made. */
export function followUpCall(query: string, conversation: readonly ConversationTurn[], registry: Registry, onApp?: App): Call | undefined {
  const last = [...conversation].reverse().find((t) => t.calls.length)?.calls.at(-1)
  if (!last) return undefined
  const resolved = registry.resolveApp(last.app)
  if (!resolved.ok) return undefined
  const app: App = onApp ?? resolved.value
  const words = new Set(tokens(query))
  const undo = [...words].some((w) => UNDO.has(w))
  const check = [...words].some((w) => CHECK.has(w))
  const idParams = (tool: Tool) => Object.keys(tool.input.shape).filter((p) => /Id$/.test(p))
  const usable = app.tools.filter((t) => idParams(t).length > 0 && idParams(t).every((p) => idFromConversation(p, conversation) !== undefined))
  const wanted = usable.filter((t) => (undo ? t.effect === 'write' && /^(cancel|delete|remove|refund)/.test(t.name) : check ? t.effect === 'read' : true))
  const pool = wanted.length ? wanted : usable
  const ranked = rankTools(query, pool.map((t) => ({ app: app.id, tool: t.name })), [], registry)
  const tool = ranked[0]?.tool
  if (!tool) return undefined
  const args = Object.fromEntries(idParams(tool).map((p) => [p, idFromConversation(p, conversation)]))
  return { app: app.id, tool: tool.name, args }
}
