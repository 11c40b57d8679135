import type { App, Registry, Tool } from '../../../apps/kit/index.ts'
import type { OfferedTool, ShownCall } from '../agent.ts'
import { toolWords, type ToolWords } from './tool-words.ts'
import { catalogWords, requestSense } from './request-sense.ts'
import { escapeRegExp, mentionAt, stem, tokens } from './words.ts'

export { tokens }

export interface Candidate {
  app: App
  tool: Tool
  score: number
}

// Words that introduce an app: "on Keep", "through JD", "Use Amap to", "Open Dedao and".
const APP_CUE = /(?:^|\b(?:on|through|using|with|via|in|use|open|from)\s+)$/i

/**
 * The app the query names, if any: its name or an alias as whole words (a two-letter name such as
 * "JD" as spelled); one introduced as an app ("through JD") before one that may be a common word
 * ("power bank"), then the longest.
 */
export function namedApp(query: string, offered: readonly OfferedTool[], registry: Registry): App | undefined {
  const ids = [...new Set(offered.map((o) => o.app))]
  // Short names are matched as spelled ("JD", not "jd" inside a word): on text folded only in its spaces.
  const folded = query.trim().replace(/[_\s]+/g, ' ')
  let best: { app: App; rank: number } | undefined
  for (const id of ids) {
    const app = registry.resolveApp(id)
    if (!app.ok) continue
    for (const name of [app.value.name, ...app.value.aliases]) {
      const at = name.length >= 3 ? mentionAt(query, name) : (new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'u').exec(folded)?.index ?? -1)
      if (at < 0) continue
      const rank = (APP_CUE.test(folded.slice(0, at)) ? 1000 : 0) + name.length
      if (!best || rank > best.rank) best = { app: app.value, rank }
    }
  }
  return best?.app
}

// How much a shared word counts by where the tool has it: its name, its parameters, their options, its descriptions.
const WEIGHT = { name: 3, params: 1.5, values: 1.5, text: 1 } as const
// How much the user's own use of a tool counts (per log of its calls).
const USE = 0.5
// How much a tool that does what the request asks (to see, or to do) counts.
const SENSE = 2
// What is left of an opening that named the app ("On Keep, ", "Open Keep and ", "Use Keep to "): the request starts after it.
const APP_LEAD = /^[\s,]*(?:(?:open|use)[\s,]+(?:and|to)\s+)?/i

/**
 * Scores the offered tools against the query: query words the tool's words share (its name, its
 * parameters and options, its descriptions), by inverse document frequency, plus a prior for the
 * tools the user calls often and for tools that do what the request asks (see or do: request-sense.ts).
 */
export function rankTools(asked: string, offered: readonly OfferedTool[], history: readonly ShownCall[], registry: Registry): Candidate[] {
  const query = asked.replace(APP_LEAD, '')
  const docs: { app: App; tool: Tool; words: ToolWords }[] = []
  for (const o of offered) {
    const app = registry.resolveApp(o.app)
    if (!app.ok) continue
    const tool = app.value.tool(o.tool)
    if (!tool) continue
    docs.push({ app: app.value, tool, words: toolWords(app.value.id, app.value.domain, tool) })
  }
  const df = new Map<string, number>()
  for (const d of docs) {
    const w = d.words
    for (const t of new Set([...w.name, ...w.params, ...w.values, ...w.text])) df.set(t, (df.get(t) ?? 0) + 1)
  }
  const used = new Map<string, number>()
  for (const h of history) used.set(h.tool, (used.get(h.tool) ?? 0) + 1)
  const words = [...new Set(tokens(query).map(stem))]
  const sense = requestSense(query)
  const idf = (n: number | undefined) => Math.log(1 + docs.length / (n ?? docs.length))
  return docs
    .map((d) => {
      let score = 0
      for (const w of words) {
        const where = (['name', 'params', 'values', 'text'] as const).find((k) => d.words[k].has(w))
        if (where) score += WEIGHT[where] * idf(df.get(w))
        // The catalog's word for it counts as the word ("directions" for a route).
        for (const c of catalogWords(w).map(stem)) {
          const also = (['name', 'params', 'values', 'text'] as const).find((k) => d.words[k].has(c))
          if (also && !words.includes(c)) score += WEIGHT[also] * idf(df.get(c))
        }
      }
      score += USE * Math.log(1 + (used.get(d.tool.name) ?? 0))
      if (sense && d.tool.effect === sense) score += SENSE
      return { app: d.app, tool: d.tool, score }
    })
    .sort((a, b) => b.score - a.score || a.app.id.localeCompare(b.app.id) || a.tool.name.localeCompare(b.tool.name))
}

/**
 * The app the user used most for this tool lately (last 12 uses), among those offering it; with no
 * such use, the one of them the user used last for anything ("my order" is on the app just used).
 */
export function usualApp(toolName: string, apps: readonly App[], history: readonly ShownCall[], registry: Registry): App | undefined {
  const recent = history.filter((h) => h.tool === toolName).slice(-12)
  const counts = new Map<string, number>()
  for (const h of recent) {
    const app = registry.resolveApp(h.app)
    if (app.ok) counts.set(app.value.id, (counts.get(app.value.id) ?? 0) + 1)
  }
  const usual = [...apps].sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.id.localeCompare(b.id)).find((a) => counts.has(a.id))
  if (usual) return usual
  for (let i = history.length - 1; i >= 0; i--) {
    const app = registry.resolveApp(history[i]!.app)
    const offered = app.ok ? apps.find((a) => a.id === app.value.id) : undefined
    if (offered) return offered
  }
  return undefined
}
