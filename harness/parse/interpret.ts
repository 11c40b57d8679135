import type { Registry } from '../../apps/kit/index.ts'
import type { Call } from '../../scenarios/case/schema.ts'
import { CallNode, SetNode, parseLiteral } from './literal.ts'
import { MAX_ANSWER_LENGTH, formatError, refusal } from './parsed.ts'
import type { Parsed, ParsedFormat } from './parsed.ts'
import { splitQualifiedName } from './qualified-name.ts'

// Keys compared case-insensitively; `APP` / `API` spelled in capitals mark ToolSpectrum's format
const APP_KEYS = ['app', 'application', 'app_name']
const TOOL_KEYS = ['tool', 'function', 'api', 'tool_name', 'function_name']
const ARGUMENT_KEYS = ['arguments', 'params', 'parameters', 'args']
const LIST_KEYS = ['calls', 'tool_calls', 'function_calls']

/** A call-shaped value that cannot become a call: reported, not thrown past this module. */
class Malformed {
  constructor(readonly reason: string) {}
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof CallNode) && !(v instanceof SetNode)

const field = (object: Record<string, unknown>, names: readonly string[]): { key: string; value: unknown } | undefined => {
  for (const key of Object.keys(object)) if (names.includes(key.toLowerCase())) return { key, value: object[key] }
  return undefined
}

/** Argument values become plain JSON-like data; sets become lists. */
function plainValue(v: unknown, where: string): unknown {
  if (v instanceof CallNode) throw new Malformed(`${where} holds a call expression ${v.name}(...) as a value`)
  if (v instanceof SetNode) return v.items.map((x) => plainValue(x, where))
  if (Array.isArray(v)) return v.map((x) => plainValue(x, where))
  if (isRecord(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plainValue(x, where)]))
  return v
}

function argumentRecord(raw: unknown, where: string): Record<string, unknown> {
  if (raw === undefined || raw === null) return {}
  let value: unknown = raw
  // OpenAI-style answers carry the arguments as a JSON string
  if (typeof raw === 'string') {
    if (raw.trim() === '') return {}
    if (raw.length > MAX_ANSWER_LENGTH) throw new Malformed(`the arguments of ${where} are longer than ${MAX_ANSWER_LENGTH} characters`)
    const parsed = parseLiteral(raw.trim())
    if (!parsed.ok || parsed.end !== raw.trim().length) throw new Malformed(`the arguments of ${where} are a string that is not a JSON object`)
    value = parsed.value
  }
  if (!isRecord(value)) throw new Malformed(`the arguments of ${where} are not an object`)
  return plainValue(value, `the arguments of ${where}`) as Record<string, unknown>
}

/** Arguments as any answer spells them (object, JSON string, nothing) -> a plain record, or why not. */
export function readArguments(raw: unknown, where: string): { ok: true; args: Record<string, unknown> } | { ok: false; reason: string } {
  try {
    return { ok: true, args: argumentRecord(raw, where) }
  } catch (e) {
    if (e instanceof Malformed) return { ok: false, reason: e.reason }
    throw e
  }
}

function callFromNode(node: CallNode, registry: Registry | undefined, app?: string): Call {
  let tool = node.name
  if (app === undefined) {
    const split = splitQualifiedName(node.name, registry)
    if (!split) throw new Malformed(`the call ${node.name}(...) names no app (expected App.tool or App_tool)`)
    ;({ app, tool } = split)
  } else if (tool.includes('.')) tool = tool.slice(tool.lastIndexOf('.') + 1)
  if (node.positional.length > 0) throw new Malformed(`the call ${node.name}(...) has positional arguments; name every argument`)
  return { app, tool, args: argumentRecord(node.named, `${node.name}(...)`) }
}

const nonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== ''

/** Does this object mean to be a call? `name` alone is too common in data to count. */
function looksLikeCall(object: Record<string, unknown>): boolean {
  return field(object, APP_KEYS) !== undefined || field(object, TOOL_KEYS) !== undefined || (field(object, ['name']) !== undefined && field(object, ARGUMENT_KEYS) !== undefined)
}

function callFromObject(object: Record<string, unknown>, registry: Registry | undefined): Parsed {
  const appField = field(object, APP_KEYS)
  const toolField = field(object, TOOL_KEYS) ?? field(object, ['name'])
  const format: ParsedFormat = appField?.key === 'APP' || toolField?.key === 'API' ? 'toolspectrum' : 'json'
  // OpenAI's own tool-call object: {"type": "function", "function": {"name", "arguments"}}
  if (isRecord(toolField?.value) && appField === undefined) return callFromObject(toolField.value, registry)
  if ((appField?.value ?? null) === null && (toolField?.value ?? null) === null) return refusal(format)
  let app = appField?.value
  let tool = toolField?.value
  if (app !== undefined && app !== null && !nonEmptyString(app)) throw new Malformed(`the app of a call is ${JSON.stringify(app)}, not a name`)
  if (!nonEmptyString(tool)) throw new Malformed(`the call to ${String(app)} names no tool`)
  if (nonEmptyString(app)) {
    const split = splitQualifiedName(tool)
    if (tool.includes('__') && split) tool = split.tool
  } else {
    const split = splitQualifiedName(tool, registry)
    if (!split) throw new Malformed(`the call to ${tool} names no app`)
    ;({ app, tool } = split)
  }
  const args = argumentRecord(field(object, ARGUMENT_KEYS)?.value, `${String(app)}.${String(tool)}`)
  return { kind: 'calls', calls: [{ app: String(app).trim(), tool: String(tool).trim(), args }], format }
}

function callsFromList(items: readonly unknown[], registry: Registry | undefined): Parsed | undefined {
  if (items.length === 0) return refusal('json')
  if (items.every((x) => x instanceof CallNode)) return { kind: 'calls', calls: items.map((x) => callFromNode(x as CallNode, registry)), format: 'app_func' }
  if (!items.some((x) => isRecord(x) && looksLikeCall(x))) return undefined
  const calls: Call[] = []
  let format: ParsedFormat | undefined
  for (const [i, item] of items.entries()) {
    const one = isRecord(item) && looksLikeCall(item) ? callFromObject(item, registry) : undefined
    if (one?.kind === 'refusal') continue
    if (one?.kind !== 'calls') throw new Malformed(`item ${i + 1} of the list of calls is not a call`)
    calls.push(...one.calls)
    format ??= one.format
  }
  return calls.length === 0 ? refusal(format ?? 'json') : { kind: 'calls', calls, format: format ?? 'json' }
}

/** PTBench: `{Didi: [bookTaxi(...), ...], Meituan: [...]}`, app names as keys. */
function callsByApp(object: Record<string, unknown>, registry: Registry | undefined): Parsed | undefined {
  const groups = Object.entries(object).map(([app, v]) => [app, Array.isArray(v) ? v : [v]] as const)
  const nodes = groups.flatMap(([, v]) => v).filter((x) => x instanceof CallNode)
  if (nodes.length === 0) return undefined
  const calls: Call[] = []
  for (const [app, items] of groups) {
    for (const item of items) {
      if (!(item instanceof CallNode)) throw new Malformed(`the calls under ${app} hold something other than a call`)
      calls.push(callFromNode(item, registry, app))
    }
  }
  return { kind: 'calls', calls, format: 'ptbench' }
}

function interpret(value: unknown, registry: Registry | undefined, topLevel: boolean): Parsed | undefined {
  if (value instanceof CallNode) {
    // In prose, `getBalance()` is more likely a mention than a call with its app forgotten
    if (topLevel && !/[._]/.test(value.name) && value.positional.length + Object.keys(value.named).length === 0) return undefined
    return { kind: 'calls', calls: [callFromNode(value, registry)], format: 'app_func' }
  }
  if (value instanceof SetNode) {
    if (value.items.every((x) => x instanceof CallNode)) return callsFromList(value.items, registry)
    if (value.items.some((x) => x instanceof CallNode)) throw new Malformed('a set mixes calls with other values')
    return undefined
  }
  if (Array.isArray(value)) return callsFromList(value, registry)
  if (!isRecord(value)) return undefined
  if (Object.keys(value).length === 0) return refusal('json')
  const list = field(value, LIST_KEYS)
  if (list) {
    if (list.value === null) return refusal('json')
    if (Array.isArray(list.value)) return callsFromList(list.value, registry) ?? formatError(`"${list.key}" holds no calls`)
  }
  if (looksLikeCall(value)) return callFromObject(value, registry)
  return callsByApp(value, registry)
}

/** What a parsed literal means: calls, a refusal, a broken call, or `undefined` for plain data. */
export function interpretLiteral(value: unknown, registry?: Registry): Parsed | undefined {
  try {
    return interpret(value, registry, true)
  } catch (e) {
    if (e instanceof Malformed) return formatError(e.reason)
    throw e
  }
}
