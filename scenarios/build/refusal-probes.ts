import { FINANCE_PROBES, FOOD_TRAVEL_PROBES, HEALTH_PROBES, KNOWLEDGE_PROBES, MEDIA_PROBES, SHOPPING_PROBES, type RefusalProbe } from './probes/index.ts'

export type { ProbeContext, ProbeDraft, RefusalProbe } from './probes/index.ts'

/**
 * Every refusal probe: at least one for each policy that refuses (403 policy_violation) in some app,
 * several per policy where the default users meet it often, so cut-offs can take turns.
 */
export const REFUSAL_PROBES: readonly RefusalProbe[] = [...SHOPPING_PROBES, ...FOOD_TRAVEL_PROBES, ...FINANCE_PROBES, ...MEDIA_PROBES, ...KNOWLEDGE_PROBES, ...HEALTH_PROBES]

/** The probes grouped by the policy they test, in a fixed order. */
export function probesByPolicy(probes: readonly RefusalProbe[] = REFUSAL_PROBES): Map<string, RefusalProbe[]> {
  const groups = new Map<string, RefusalProbe[]>()
  for (const p of probes) groups.set(p.policy, [...(groups.get(p.policy) ?? []), p])
  return groups
}
