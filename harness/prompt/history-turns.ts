import type { Registry } from '../../apps/kit/index.ts'
import type { ShownCall } from '../agents/agent.ts'
import type { ChatMessage } from './chat-message.ts'
import { HISTORY_LIMITS, compactJson } from './compact-value.ts'
import { sealWritten } from './json-pieces.ts'
import { qualifiedToolName } from './tool-json.ts'
import { displayTime } from './record-line.ts'

/**
 * A history record as the model's own earlier turn: the call (stamped with its time), then the app's
 * answer. Every case of a user shows the same records, so each record's turn is built (and its
 * outcome compacted) once, then shared, sealed, by every prompt that shows it. Records are never
 * changed after replay. A counterfactual's history copies the records before its edit, with the
 * same outcome and argument objects: turns are found by outcome, so those copies share them too.
 */
interface Built {
  record: ShownCall
  turn: readonly ChatMessage[]
}
const turns = new WeakMap<Registry, WeakMap<object, Built[]>>()

const sameRecord = (a: ShownCall, b: ShownCall): boolean =>
  a === b || (a.outcome === b.outcome && a.args === b.args && a.index === b.index && a.ts === b.ts && a.app === b.app && a.tool === b.tool)

/**
 * The two messages, with their JSON written here, in key order and in canonical (sorted) order: each
 * string is escaped once, where serializing each message twice would escape the outcome twice.
 */
function build(registry: Registry, record: ShownCall): readonly ChatMessage[] {
  const id = `call_${record.index}`
  const content = `[${displayTime(record.ts)}]`
  const name = qualifiedToolName(registry, record.app, record.tool)
  const args = JSON.stringify(record.args)
  const outcome = compactJson(record.outcome, HISTORY_LIMITS)
  const [q, c, n, a, o] = [id, content, name, args, outcome].map((s) => JSON.stringify(s))
  const call = sealWritten(
    { role: 'assistant', content, tool_calls: [{ id, type: 'function', function: { name, arguments: args } }] } as ChatMessage,
    `{"content":${c},"role":"assistant","tool_calls":[{"function":{"arguments":${a},"name":${n}},"id":${q},"type":"function"}]}`,
    `{"role":"assistant","content":${c},"tool_calls":[{"id":${q},"type":"function","function":{"name":${n},"arguments":${a}}}]}`,
  )
  const answer = sealWritten({ role: 'tool', tool_call_id: id, content: outcome } as ChatMessage, `{"content":${o},"role":"tool","tool_call_id":${q}}`, `{"role":"tool","tool_call_id":${q},"content":${o}}`)
  return [call, answer]
}

export function historyTurn(registry: Registry, record: ShownCall): readonly ChatMessage[] {
  let byOutcome = turns.get(registry)
  if (!byOutcome) turns.set(registry, (byOutcome = new WeakMap()))
  // An outcome that is not an object (never, from replay) is not cached
  if (typeof record.outcome !== 'object' || record.outcome === null) return build(registry, record)
  let built = byOutcome.get(record.outcome)
  if (!built) byOutcome.set(record.outcome, (built = []))
  let found = built.find((b) => sameRecord(b.record, record))
  if (!found) built.push((found = { record, turn: build(registry, record) }))
  return found.turn
}
