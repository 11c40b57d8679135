import type { App, Registry } from '../../apps/kit/index.ts'
import type { OfferedTool } from '../agents/agent.ts'

/** The apps behind the offered tools, each once, in the order the tools name them. */
export function offeredApps(registry: Registry, tools: readonly OfferedTool[]): App[] {
  const apps: App[] = []
  for (const offered of tools) {
    const app = registry.resolveApp(offered.app)
    if (app.ok && !apps.includes(app.value)) apps.push(app.value)
  }
  return apps
}

/**
 * `- Temu (temu; shopping): Bargain marketplace… Traits: price lowest, speed slow. Rules: …` — the
 * rules are the app's policies as it states them, so a refusal is something a reader can know.
 */
export function appLine(app: App): string {
  const traits = Object.entries(app.traits).map(([k, v]) => `${k} ${String(v)}`)
  const rules = app.policies.map((p) => p.rule)
  return `- ${app.name} (${app.id}; ${app.domain}): ${app.description}${traits.length > 0 ? ` Traits: ${traits.join(', ')}.` : ''}${rules.length > 0 ? ` Rules: ${rules.join(' ')}` : ''}`
}
