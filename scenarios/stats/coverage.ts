import type { Registry } from '../../apps/kit/index.ts'
import type { Case } from '../case/index.ts'

/** Every call a case asks for or forbids: its gold, its dialogue's later turns, its refused call. */
function callsOf(c: Case): { app: string; tool: string }[] {
  return [...c.gold, ...(c.followUps ?? []).flatMap((t) => t.gold), ...(c.refusal ? [c.refusal.call] : [])]
}

/** What a suite covers: apps and tools (of the registry's), cases per domain, refusals per policy. */
export function coverageCounts(cases: readonly Case[], registry: Registry) {
  const apps = new Set<string>()
  const tools = new Set<string>()
  const domains = new Map<string, number>()
  const policies = new Map<string, number>()
  for (const c of cases) {
    for (const call of callsOf(c)) {
      const app = registry.resolveApp(call.app)
      if (app.ok) apps.add(app.value.id)
      tools.add(call.tool)
    }
    domains.set(c.domain, (domains.get(c.domain) ?? 0) + 1)
    if (c.refusal) policies.set(c.refusal.policy, (policies.get(c.refusal.policy) ?? 0) + 1)
  }
  const allTools = new Set(registry.apps.flatMap((a) => a.tools.map((t) => t.name)))
  return {
    apps: apps.size,
    allApps: registry.apps.length,
    missingApps: registry.apps.map((a) => a.id).filter((id) => !apps.has(id)),
    tools: tools.size,
    allTools: allTools.size,
    domains,
    refusals: [...policies.values()].reduce((a, b) => a + b, 0),
    policies,
  }
}

/** The coverage rows `npm run suite-stats` prints. */
export function coverage(cases: readonly Case[], registry: Registry): string[] {
  const c = coverageCounts(cases, registry)
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1)).map(([k, v]) => `${k} ${v}`).join(', ')
  return [
    `${'coverage'.padEnd(16)} ${c.apps} of ${c.allApps} apps${c.missingApps.length ? ` (missing ${c.missingApps.join(', ')})` : ''}, ${c.tools} of ${c.allTools} tools`,
    `${'per domain'.padEnd(16)} ${sorted(c.domains)}`,
    `${'refusals'.padEnd(16)} ${c.refusals} over ${c.policies.size} policies: ${sorted(c.policies)}`,
  ]
}
