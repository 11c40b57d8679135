import { aliasKey, environmentalArgumentNames, isOptional, type Registry, type Tool } from '../../../apps/kit/index.ts'
import type { Call, GoldCall } from '../../../scenarios/case/index.ts'

/** A call as scoring sees it: the app by canonical id, the tool looked up, the parameters that count. */
export interface ResolvedCall {
  /** The canonical app id; an unknown spelling keeps its alias key (it can then match no catalog app). */
  app: string
  /** The tool name as written. */
  tool: string
  /** The catalog tool, when both app and tool resolve. */
  definition: Tool | undefined
  /** The arguments minus environmental ones and undefined values. */
  params: Record<string, unknown>
  /** Other acceptable values per parameter (gold calls only). */
  alternatives: Record<string, unknown[]>
}

// ToolSpectrum's presentation arguments are accepted on every tool but are not the call's parameters.
const ENVIRONMENTAL = new Set<string>(environmentalArgumentNames)

function scoredParams(args: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(args)) if (!ENVIRONMENTAL.has(name) && value !== undefined) params[name] = value
  return params
}

export function resolveCall(call: Call | GoldCall, registry: Registry): ResolvedCall {
  const app = registry.resolveApp(call.app)
  const tool = app.ok ? registry.resolveTool(app.value, call.tool) : undefined
  return {
    app: app.ok ? app.value.id : aliasKey(call.app),
    tool: tool?.ok ? tool.value.name : call.tool,
    definition: tool?.ok ? tool.value : undefined,
    params: scoredParams(call.args),
    alternatives: 'alternatives' in call && call.alternatives ? call.alternatives : {},
  }
}

/**
 * A gold call, resolved where the catalog has it. One outside the catalog (an imported benchmark's
 * platform the sandbox lacks) keeps its own names: it is scored by exact match and cannot be executed.
 */
export function resolveGoldCall(call: GoldCall, registry: Registry): ResolvedCall {
  return resolveCall(call, registry)
}

/** Whether every gold call of a case is in the catalog (and so can be executed). */
export const goldExecutable = (gold: readonly Call[], registry: Registry): boolean =>
  gold.every((call) => {
    const app = registry.resolveApp(call.app)
    return app.ok && registry.resolveTool(app.value, call.tool).ok
  })

/** `didi_chuxing.bookTaxi`: the API-level item and how messages name a call. */
export const apiName = (call: ResolvedCall): string => `${call.app}.${call.tool}`

/**
 * ToolSpectrum's parameter levels: required when the tool's input declares it non-optional; a
 * parameter the tool does not declare (or of an unknown tool) is nobody's requirement: optional.
 */
export function parameterLevel(call: ResolvedCall, param: string): 'required' | 'optional' {
  const schema = call.definition?.input.shape[param] as { isOptional(): boolean } | undefined
  return schema && !isOptional(schema) ? 'required' : 'optional'
}

export const isSetLike = (call: ResolvedCall, param: string): boolean => call.definition?.setLike.includes(param) ?? false
