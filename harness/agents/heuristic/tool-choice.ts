import type { App, Registry, Tool } from '../../../apps/kit/index.ts'
import { mentions } from '../../../scenarios/build/leaks.ts'
import type { OfferedTool, ShownCall } from '../agent.ts'

const STOP = new Set('a an the me my i to for of on in at with and or please can could you some it is are be this that what whats get want need like would from by up'.split(' '))

export const tokens = (text: string): string[] =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 1 && !STOP.has(t))
    .map((t) => (t.length > 4 && t.endsWith('s') ? t.slice(0, -1) : t))

export interface Candidate {
  app: App
  tool: Tool
  score: number
}

/** The app the query names, if any (its name or an alias, as whole words). */
export function namedApp(query: string, offered: readonly OfferedTool[], registry: Registry): App | undefined {
  const ids = [...new Set(offered.map((o) => o.app))]
  let best: { app: App; length: number } | undefined
  for (const id of ids) {
    const app = registry.resolveApp(id)
    if (!app.ok) continue
    for (const name of [app.value.name, ...app.value.aliases]) {
      if (name.length >= 3 && mentions(query, name) && (!best || name.length > best.length)) best = { app: app.value, length: name.length }
    }
  }
  return best?.app
}

/**
 * Scores the offered tools against the query: query words found in the tool's name (weighted) and
 * description, by inverse document frequency, plus a prior for tools the user calls often.
 */
export function rankTools(query: string, offered: readonly OfferedTool[], history: readonly ShownCall[], registry: Registry): Candidate[] {
  const docs: { app: App; tool: Tool; name: Set<string>; text: Set<string> }[] = []
  for (const o of offered) {
    const app = registry.resolveApp(o.app)
    if (!app.ok) continue
    const tool = app.value.tool(o.tool)
    if (!tool) continue
    docs.push({ app: app.value, tool, name: new Set(tokens(tool.name)), text: new Set(tokens(`${tool.description} ${app.value.domain}`)) })
  }
  const df = new Map<string, number>()
  for (const d of docs) for (const t of new Set([...d.name, ...d.text])) df.set(t, (df.get(t) ?? 0) + 1)
  const used = new Map<string, number>()
  for (const h of history) used.set(h.tool, (used.get(h.tool) ?? 0) + 1)
  const words = [...new Set(tokens(query))]
  return docs
    .map((d) => {
      let score = 0
      for (const w of words) {
        const idf = Math.log(1 + docs.length / (df.get(w) ?? docs.length))
        if (d.name.has(w)) score += 3 * idf
        else if (d.text.has(w)) score += idf
      }
      score += 0.5 * Math.log(1 + (used.get(d.tool.name) ?? 0))
      return { app: d.app, tool: d.tool, score }
    })
    .sort((a, b) => b.score - a.score || a.app.id.localeCompare(b.app.id) || a.tool.name.localeCompare(b.tool.name))
}

/** The app the user used most for this tool lately (last 12 uses), among those offering it. */
export function usualApp(toolName: string, apps: readonly App[], history: readonly ShownCall[], registry: Registry): App | undefined {
  const recent = history.filter((h) => h.tool === toolName).slice(-12)
  const counts = new Map<string, number>()
  for (const h of recent) {
    const app = registry.resolveApp(h.app)
    if (app.ok) counts.set(app.value.id, (counts.get(app.value.id) ?? 0) + 1)
  }
  return [...apps].sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.id.localeCompare(b.id)).find((a) => counts.has(a.id))
}
