import { httpStatusOf, type Outcome, type Registry } from '../../../apps/kit/index.ts'
import type { Call } from '../../../scenarios/case/index.ts'

/** A call as it ran: its canonical name, whether the catalog calls it a write, and its outcome. */
export interface RanCall {
  /** `app.tool` with the app's canonical id (`tonghuashun.buyStock`), or the names as given when not in the catalog. */
  name: string
  effect: 'read' | 'write' | 'unknown'
  outcome: Outcome
}

/** Classifies a call by the registry's effect for its tool (the same question the simulator's actor asks). */
export function ranCall(registry: Registry, call: Call, outcome: Outcome): RanCall {
  const app = registry.resolveApp(call.app)
  const tool = app.ok ? registry.resolveTool(app.value, call.tool) : undefined
  if (!app.ok || !tool?.ok) return { name: `${call.app}.${call.tool}`, effect: 'unknown', outcome }
  return { name: `${app.value.id}.${tool.value.name}`, effect: tool.value.effect, outcome }
}

const codeOf = (r: RanCall): string => (r.outcome.ok ? '' : r.outcome.error.code)

/** True for a 4xx answer: the app refused the call (policy, arguments, state), as opposed to a crash. */
export const refused = (r: RanCall): boolean => !r.outcome.ok && httpStatusOf[r.outcome.error.code] < 500

/**
 * Why a call breaks "change nothing" (a refusal case, a read-only gold), or undefined for a read.
 * A write counts even when the app refused it: the agent tried.
 */
export function effectfulReason(r: RanCall): string | undefined {
  if (r.effect === 'read') return undefined
  if (r.effect === 'unknown') return `called ${r.name}, which is not in the catalog`
  if (r.outcome.ok) return `made ${r.name}, which changes state`
  return refused(r) ? `attempted ${r.name}, refused by the app` : `attempted ${r.name}, which failed: ${codeOf(r)}`
}

/**
 * The first predicted write that failed where the gold did not fail the same way (same tool, same
 * code): a failed write never matches a gold write that succeeded, whatever the state diff says.
 */
export function failedWrite(predicted: readonly RanCall[], gold: readonly RanCall[]): RanCall | undefined {
  const goldFailures = new Set(gold.filter((g) => g.effect === 'write' && !g.outcome.ok).map((g) => `${g.name} ${codeOf(g)}`))
  return predicted.find((p) => p.effect === 'write' && !p.outcome.ok && !goldFailures.has(`${p.name} ${codeOf(p)}`))
}

/** `temu.buyProduct failed: invalid_arguments`. */
export const failedReason = (r: RanCall): string => `${r.name} failed: ${codeOf(r)}`
