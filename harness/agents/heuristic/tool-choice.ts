import type { App, Registry, Tool } from '../../../apps/kit/index.ts'
import { mentions } from '../../../scenarios/build/leaks.ts'
import type { OfferedTool, ShownCall } from '../agent.ts'
import { pairsOf, toolWords, type ToolWords } from './tool-words.ts'
import { firstWord, spelled, tokens } from './words.ts'

export { tokens }

export interface Candidate {
  app: App
  tool: Tool
  score: number
}

/** The app the query names, if any (its name or an alias, as whole words; a two-letter name such as "JD" as spelled). */
export function namedApp(query: string, offered: readonly OfferedTool[], registry: Registry): App | undefined {
  const ids = [...new Set(offered.map((o) => o.app))]
  let best: { app: App; length: number } | undefined
  for (const id of ids) {
    const app = registry.resolveApp(id)
    if (!app.ok) continue
    for (const name of [app.value.name, ...app.value.aliases]) {
      if ((name.length >= 3 ? mentions(query, name) : new RegExp(`(?<![\\p{L}\\p{N}])${name}(?![\\p{L}\\p{N}])`, 'u').test(query)) && (!best || name.length > best.length)) best = { app: app.value, length: name.length }
    }
  }
  return best?.app
}

// How much a shared word counts by where the tool has it: its name, the requests for it, its description, its values' phrases.
const WEIGHT = { name: 3, asks: 2, text: 1, says: 0.5 } as const
// A word pair of a request for the tool, in the query's order ("show ... workouts" against "log a workout").
const PAIR = 2

// How much the one request the query reads most like counts; a request that starts as the query does; its option words.
const REQUEST = 1
const LEAD = 1
const VALUE = 1
// What is left of an opening that named the app ("On Keep, ", "Open Keep and ", "Use Keep to "): the request starts after it.
const APP_LEAD = /^[\s,]*(?:(?:open|use)[\s,]+(?:and|to)\s+)?/i

/**
 * How well the query reads as one way of asking: each stretch of the request's words found in order
 * and side by side counts in full, a word found elsewhere half, a word missing against it ("show me
 * a course" is not "show me a beginner health course", where "show me {course}" is).
 */
function requestFit(request: readonly string[][], said: readonly string[], weight: (w: string) => number): number {
  let fit = 0
  let from = 0
  for (const stretch of request) {
    const at = said.findIndex((_, i) => i >= from && stretch.every((w, k) => said[i + k] === w))
    if (at >= 0) {
      fit += stretch.reduce((n, w) => n + weight(w), 0)
      from = at + stretch.length
    } else for (const w of stretch) fit += said.includes(w) ? weight(w) / 2 : -weight(w)
  }
  return fit
}

/**
 * Scores the offered tools against the query: query words the tool's words share (its name, the
 * lexicon's requests for it, its description), by inverse document frequency, word pairs of those
 * requests, plus a prior for tools the user calls often.
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
  const pairDf = new Map<string, number>()
  for (const d of docs) {
    const w = d.words
    for (const t of new Set([...w.name, ...w.asks, ...w.text, ...w.says])) df.set(t, (df.get(t) ?? 0) + 1)
    for (const p of w.pairs) pairDf.set(p, (pairDf.get(p) ?? 0) + 1)
  }
  const used = new Map<string, number>()
  for (const h of history) used.set(h.tool, (used.get(h.tool) ?? 0) + 1)
  const said = tokens(query)
  const words = [...new Set(said)]
  const pairs = [...new Set(pairsOf(said))]
  const spelledQuery = spelled(query)
  const lead = firstWord(query)
  const leadDf = docs.filter((d) => d.words.leads.has(lead)).length
  const idf = (n: number | undefined) => Math.log(1 + docs.length / (n ?? docs.length))
  return docs
    .map((d) => {
      let score = 0
      for (const w of words) {
        const where = (['name', 'asks', 'text', 'says'] as const).find((k) => d.words[k].has(w))
        if (where) score += WEIGHT[where] * idf(df.get(w))
      }
      for (const p of pairs) if (d.words.pairs.has(p)) score += PAIR * idf(pairDf.get(p))
      if (d.words.leads.has(lead)) score += LEAD * idf(leadDf)
      for (const w of words) if (d.words.values.has(w) && !d.words.name.has(w) && !d.words.asks.has(w)) score += VALUE * idf(df.get(w))
      score += REQUEST * Math.max(0, ...d.words.requests.map((r) => requestFit(r, spelledQuery, (w) => idf(df.get(tokens(w)[0] ?? w)))))
      score += 0.5 * Math.log(1 + (used.get(d.tool.name) ?? 0))
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
