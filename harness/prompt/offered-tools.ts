import type { App, Registry } from '../../apps/kit/index.ts'
import type { Case } from '../../scenarios/case/index.ts'
import type { World } from '../../simulator/world/index.ts'
import type { OfferedTool, PromptOptions } from '../agents/agent.ts'
import { createLexicalIndex, type LexicalIndex } from './lexical-index.ts'

const everyTool = (apps: readonly App[]): OfferedTool[] => apps.flatMap((app) => app.tools.map((tool) => ({ app: app.id, tool: tool.name })))

/** What retrieval reads about a tool; names count twice, as a title field would in a search engine. */
const toolDocument = (app: App, toolName: string, description: string): string =>
  [app.id, app.name, ...app.aliases, app.domain, toolName, toolName, app.name, description, app.description].join(' ')

const indexes = new WeakMap<Registry, { tools: OfferedTool[]; index: LexicalIndex }>()

function retrievalIndex(registry: Registry) {
  let built = indexes.get(registry)
  if (!built) {
    const tools = Object.freeze(everyTool(registry.apps).map((t) => Object.freeze(t))) as OfferedTool[]
    const documents = registry.apps.flatMap((app) => app.tools.map((tool) => toolDocument(app, tool.name, tool.description)))
    indexes.set(registry, (built = { tools, index: createLexicalIndex(documents) }))
  }
  return built
}

/** The k tools whose names and descriptions best match the query (BM25); ties keep catalog order. */
export function retrieveTools(registry: Registry, query: string, k: number): OfferedTool[] {
  const { tools, index } = retrievalIndex(registry)
  const scores = index.scores(query)
  return tools
    .map((tool, i) => ({ tool, i, score: scores[i]! }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, Math.max(0, k))
    .map((x) => x.tool)
}

/**
 * The tools a prompt offers. `all` (the default, decision 0034) is the whole catalog in catalog order:
 * one list for every case, which tells nothing of the gold and lets a provider cache the prefix.
 * `retrieved` reads only the query. `domain` is an ablation: the case's label narrows the offer to the
 * gold's domain (a refusal case adds the domain of the call the user asks for, so refusing is a
 * choice, not forced); a domain that names no app gets every tool rather than none. Never reads `c.gold`.
 */
export function offeredTools(world: World, c: Case, option: PromptOptions['tools'], query: string = c.query): OfferedTool[] {
  const { registry } = world
  // One shared list per registry: an episode holds the offer, and 10,000 copies of 256 entries add up.
  if (option.kind === 'all') return retrievalIndex(registry).tools
  if (option.kind === 'retrieved') return retrieveTools(registry, query, option.k)
  const domains = new Set<string>([c.domain])
  if (c.refusal) {
    const asked = registry.resolveApp(c.refusal.call.app)
    if (asked.ok) domains.add(asked.value.domain)
  }
  const apps = registry.apps.filter((app) => domains.has(app.domain))
  return everyTool(apps.length > 0 ? apps : registry.apps)
}
