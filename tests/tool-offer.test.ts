import { describe, expect, it } from 'vitest'
import type { PromptOptions } from '../harness/agents/agent.ts'
import { episodeSettings, openEpisode } from '../harness/episodes/index.ts'
import { DEFAULT_PROMPT, DEFAULT_RUN, DEFAULT_TOOLS_FLAG, parsePromptFlags } from '../harness/eval/index.ts'
import { offeredToolJson, offeredTools } from '../harness/prompt/index.ts'
import type { Case } from '../scenarios/case/index.ts'
import { readSuite } from '../scenarios/suite/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'

/**
 * No leak by the tool offer (decision 0034): the default offer is the whole catalog, one list in
 * catalog order for every case of the default suite, so it says nothing of the gold's domain or app;
 * `--tools domain` stays as the ablation that does narrow.
 */
const suite = readSuite('scenarios/suites/default')
const world = createSandboxWorld()
const { registry } = world
const appOf = (spelling: string) => {
  const found = registry.resolveApp(spelling)
  if (!found.ok) throw new Error(`no app ${spelling}`)
  return found.value
}
const domainOf = (app: string) => appOf(app).domain
const catalog = registry.apps.flatMap((app) => app.tools.map((tool) => ({ app: app.id, tool: tool.name })))
const everyDomain = new Set(registry.apps.map((app) => app.domain))

/** The first case with gold calls of each domain, a refusal and a dialogue opening. */
const firstOfDomain = new Map<string, Case>()
for (const c of suite.cases) if (c.gold.length > 0 && !firstOfDomain.has(c.domain)) firstOfDomain.set(c.domain, c)
const sample: Case[] = [
  ...firstOfDomain.values(),
  suite.cases.find((c) => c.refusal)!,
  suite.cases.find((c) => c.followUps)!,
]
const defaultOffer = (c: Case) => offeredTools(world, c, DEFAULT_PROMPT.tools)

describe('the default tool offer', () => {
  it('is the whole catalog in every entry point: eval, prompts, run names, episodes over HTTP and MCP', () => {
    const all: PromptOptions['tools'] = { kind: 'all' }
    expect(DEFAULT_PROMPT.tools).toEqual(all)
    expect(parsePromptFlags({ format: 'openai', history: 'all', profile: 'broad', tools: DEFAULT_TOOLS_FLAG }).tools).toEqual(all)
    expect(DEFAULT_RUN.tools).toBe(DEFAULT_TOOLS_FLAG)
    // A start request with no flags, and one with other flags but no `tools`
    for (const body of [{}, { history: 'none' }, { format: 'text' as const, profile: 'none' as const }]) {
      const settings = episodeSettings(body)
      expect('prompt' in settings && settings.prompt.tools).toEqual(all)
    }
  })

  it('offers every domain to a case of any domain, its gold tools among them', () => {
    expect(sample.length).toBeGreaterThanOrEqual(everyDomain.size)
    for (const c of sample) {
      const offered = defaultOffer(c)
      expect(new Set(offered.map((t) => domainOf(t.app)))).toEqual(everyDomain)
      for (const g of c.gold) expect(offered).toContainEqual({ app: appOf(g.app).id, tool: g.tool })
    }
  })

  it('is one list in catalog order for cases of different domains: the same tool JSON, a prefix a provider can cache', () => {
    const shopping = sample.find((c) => c.domain === 'shopping')!
    const transport = sample.find((c) => c.domain === 'transport')!
    expect(defaultOffer(shopping)).toEqual(catalog)
    expect(defaultOffer(transport)).toEqual(defaultOffer(shopping))
    expect(offeredToolJson(registry, defaultOffer(transport))).toBe(offeredToolJson(registry, defaultOffer(shopping)))
  })

  it('reaches the episode prompt: a case opened with no flags offers every tool as JSON', () => {
    const food = sample.find((c) => c.domain === 'food')!
    const tools = openEpisode(suite, food).prompt().tools!
    expect(tools.map((t) => t.function.name)).toEqual(catalog.map((t) => `${t.app}__${t.tool}`))
  })
})

describe('--tools domain, the ablation', () => {
  it("still narrows to the case's domain (and the asked call's domain for a refusal)", () => {
    for (const c of sample) {
      const offered = offeredTools(world, c, parsePromptFlags({ format: 'openai', history: 'all', profile: 'broad', tools: 'domain' }).tools)
      const allowed = new Set([c.domain, ...(c.refusal ? [domainOf(c.refusal.call.app)] : [])])
      expect(offered.length).toBeLessThan(catalog.length)
      expect(new Set(offered.map((t) => domainOf(t.app)))).toEqual(allowed)
    }
  })
})
