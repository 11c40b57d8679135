import { enumOptions, type App, type Outcome, type Registry } from '../../../apps/kit/index.ts'
import type { Call } from '../../../scenarios/case/index.ts'
import type { ConversationTurn, ShownCall } from '../agent.ts'
import { fillArguments } from './argument-fill.ts'
import { saidCount } from './said-numbers.ts'
import { mentions } from './words.ts'

const PRICE_KEYS = ['price', 'pricePerNight', 'total', 'fare']

/** The last write the conversation made, with its app. */
function lastWrite(conversation: readonly ConversationTurn[], registry: Registry): { call: Call; app: App } | undefined {
  for (let t = conversation.length - 1; t >= 0; t--) {
    const turn = conversation[t]!
    for (let i = turn.calls.length - 1; i >= 0; i--) {
      const call = turn.calls[i]!
      const app = registry.resolveApp(call.app)
      if (app.ok && app.value.tool(call.tool)?.effect === 'write' && turn.outcomes[i]?.ok) return { call, app: app.value }
    }
  }
  return undefined
}

/** "Make it Premier": an enum option of the last booking named in the request → cancel it and book again with it. */
export function changeCalls(query: string, conversation: readonly ConversationTurn[], registry: Registry, cancel: (app: App) => Call | undefined): Call[] | undefined {
  const made = lastWrite(conversation, registry)
  const tool = made?.app.tool(made.call.tool)
  if (!made || !tool) return undefined
  for (const [param, schema] of Object.entries(tool.input.shape)) {
    const option = enumOptions(schema as never)?.find((o) => o !== made.call.args[param] && mentions(query, o))
    if (!option) continue
    const undo = cancel(made.app)
    return undo ? [undo, { app: made.call.app, tool: made.call.tool, args: { ...made.call.args, [param]: option } }] : undefined
  }
  return undefined
}

/** "Two more of the same": the last write again with the count the request says. */
export function repeatCall(query: string, conversation: readonly ConversationTurn[], registry: Registry): Call | undefined {
  if (!/\b(more|again|same)\b/i.test(query)) return undefined
  const made = lastWrite(conversation, registry)
  const count = saidCount(query)
  if (!made || count === undefined || !('count' in made.call.args)) return undefined
  return { app: made.call.app, tool: made.call.tool, args: { ...made.call.args, count } }
}

/** The item a request picks from the last listing: the cheapest, or the first. */
function pickedItem(query: string, outcomes: readonly Outcome[]): Record<string, unknown> | undefined {
  const cheapest = /\b(cheapest|lowest|least expensive)\b/i.test(query)
  if (!cheapest && !/\b(first|top)\b/i.test(query)) return undefined
  for (const o of outcomes) {
    if (!o.ok || !o.data || typeof o.data !== 'object') continue
    const list = Object.values(o.data).find((v) => Array.isArray(v) && v.length > 0 && typeof v[0] === 'object') as Record<string, unknown>[] | undefined
    if (!list) continue
    if (!cheapest) return list[0]
    const key = PRICE_KEYS.find((k) => typeof list[0]![k] === 'number')
    return key ? list.reduce((a, b) => ((b[key] as number) < (a[key] as number) ? b : a)) : list[0]
  }
  return undefined
}

/**
 * "Buy the cheapest of those": the item the request picks from the last listing, bought or booked
 * with the app's write tool that takes that item's id (or, for a hotel, its name), the rest filled
 * as for any request (the query, then the user's habits).
 */
export function pickCall(query: string, conversation: readonly ConversationTurn[], registry: Registry, history: readonly ShownCall[], now: number): Call | undefined {
  const last = conversation.at(-1)
  const listed = last?.calls[0]
  if (!last || !listed) return undefined
  const item = pickedItem(query, last.outcomes)
  const app = registry.resolveApp(listed.app)
  if (!item || !app.ok) return undefined
  for (const tool of app.value.tools.filter((t) => t.effect === 'write')) {
    const shape = Object.keys(tool.input.shape)
    const idKey = Object.keys(item).find((k) => /Id$/.test(k) && shape.includes(k))
    const byCode = !idKey && typeof item.productId === 'string' && shape.includes('searchQuery') && /buy/i.test(tool.name)
    const byName = !idKey && !byCode && typeof item.name === 'string' && shape.includes('location') && /book/i.test(tool.name) && /hotel/i.test(tool.name)
    if (!idKey && !byCode && !byName) continue
    const args = fillArguments(tool, app.value.id, query, history, now, [app.value.name, ...app.value.aliases])
    if (idKey) args[idKey] = item[idKey]
    if (byCode) args.searchQuery = item.productId
    if (byName) {
      args.location = item.name
      for (const k of ['checkInDate', 'checkOutDate', 'guestCount']) if (listed.args[k] !== undefined) args[k] = listed.args[k]
    }
    if ('category' in tool.input.shape && listed.args.category !== undefined) args.category = listed.args.category
    const count = saidCount(query)
    if ('count' in tool.input.shape && count !== undefined) args.count = count
    return { app: app.value.id, tool: tool.name, args }
  }
  return undefined
}
