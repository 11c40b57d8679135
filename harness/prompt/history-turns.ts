import type { Registry } from '../../apps/kit/index.ts'
import type { ShownCall } from '../agents/agent.ts'
import type { ChatMessage } from './chat-message.ts'
import { HISTORY_LIMITS, compactJson } from './compact-value.ts'
import { seal } from './json-pieces.ts'
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

function build(registry: Registry, record: ShownCall): readonly ChatMessage[] {
  const id = `call_${record.index}`
  return [
    seal({
      role: 'assistant',
      content: `[${displayTime(record.ts)}]`,
      tool_calls: [{ id, type: 'function', function: { name: qualifiedToolName(registry, record.app, record.tool), arguments: JSON.stringify(record.args) } }],
    }),
    seal({ role: 'tool', tool_call_id: id, content: compactJson(record.outcome, HISTORY_LIMITS) }),
  ]
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
