/**
 * What each tool offer costs and misses on a suite (decision 0034): prompt size without history and
 * profile (what the offer changes; the history adds the same to every offer), recall (turns whose gold
 * tools are all offered) and how many offers mix domains. `--full N` adds whole prompts (history and
 * profile as `eval` sends them) for about N cases spread over the suite, under `all` and `domain`.
 *
 *   npx tsx scripts/tool-offer-stats.ts [--suite scenarios/suites/default] [--k 10,20,30,40] [--full 120]
 */
import { parseArgs } from 'node:util'
import type { AgentContext, OfferedTool, PromptOptions } from '../harness/agents/agent.ts'
import { collectPrompts, DEFAULT_PROMPT } from '../harness/eval/index.ts'
import { buildPrompt, offeredTools, type ChatMessage } from '../harness/prompt/index.ts'
import type { Case } from '../scenarios/case/index.ts'
import { readSuite } from '../scenarios/suite/index.ts'
import { createSandboxWorld, type World } from '../simulator/world/index.ts'

const { values } = parseArgs({ options: { suite: { type: 'string', default: 'scenarios/suites/default' }, k: { type: 'string', default: '10,20,30,40' }, full: { type: 'string' } } })
const suite = readSuite(values.suite)
const world = createSandboxWorld()
const { registry } = world

/** Every asked turn: the opening request, then each follow-up with its own query and gold. */
const turns = (c: Case) => [{ query: c.query, gold: c.gold }, ...(c.followUps ?? []).map((t) => ({ query: t.query, gold: t.gold }))]

const domainOf = (app: string) => {
  const found = registry.resolveApp(app)
  return found.ok ? found.value.domain : app
}
const key = (app: string, tool: string) => {
  const found = registry.resolveApp(app)
  return `${found.ok ? found.value.id : app}.${tool}`
}

/** A prompt's characters: the messages' text, the JSON of replayed calls, the tool JSON. */
const chars = (messages: readonly ChatMessage[], tools: unknown) =>
  messages.reduce((n, m) => n + (typeof m.content === 'string' ? m.content.length : 0) + ('tool_calls' in m && m.tool_calls ? JSON.stringify(m.tool_calls).length : 0), 0) +
  (tools ? JSON.stringify(tools).length : 0)

/** The prompt's characters with no history and no profile. */
function promptChars(world: World, c: Case, tools: readonly OfferedTool[], format: PromptOptions['format']): number {
  const ctx: AgentContext = {
    case: c,
    profile: undefined,
    history: [],
    tools,
    conversation: [],
    prompt: { format, history: { kind: 'none' }, profile: false, tools: { kind: 'all' } },
    world,
    trial: 0,
    read: () => {
      throw new Error('no reads while measuring')
    },
  }
  const built = buildPrompt(ctx)
  return chars(built.messages, built.tools)
}

const offers: [string, PromptOptions['tools']][] = [
  ['all', { kind: 'all' }],
  ['domain', { kind: 'domain' }],
  ...values.k.split(',').map((k): [string, PromptOptions['tools']] => [`retrieved:${k}`, { kind: 'retrieved', k: Number(k) }]),
]

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)
const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`
const withGold = suite.cases.flatMap((c) => turns(c).filter((t) => t.gold.length > 0).map((t) => ({ c, ...t })))
const refusals = suite.cases.filter((c) => c.refusal)
console.log(`${values.suite}: ${suite.cases.length} cases, ${withGold.length} turns with gold calls, ${refusals.length} refusals; tokens ≈ characters / 4`)
console.log('| offer | tools (mean) | openai chars | ≈ tokens | text chars | ≈ tokens | recall (turns) | refused call offered | offers mixing ≥ 2 domains | distinct offers |')
console.log('|---|---|---|---|---|---|---|---|---|---|')
for (const [name, option] of offers) {
  const sizes = { tools: [] as number[], openai: [] as number[], text: [] as number[] }
  let recalled = 0
  let mixed = 0
  const distinct = new Set<string>()
  for (const { c, query, gold } of withGold) {
    const tools = offeredTools(world, c, option, query)
    const offered = new Set(tools.map((t) => key(t.app, t.tool)))
    if (gold.every((g) => offered.has(key(g.app, g.tool)))) recalled++
    if (new Set(tools.map((t) => domainOf(t.app))).size >= 2) mixed++
    distinct.add(JSON.stringify(tools))
  }
  // Sizes per case (the opening request), as a suite's prompts are sent
  for (const c of suite.cases) {
    const tools = offeredTools(world, c, option, c.query)
    sizes.tools.push(tools.length)
    sizes.openai.push(promptChars(world, c, tools, 'openai'))
    sizes.text.push(promptChars(world, c, tools, 'text'))
  }
  const refusedOffered = refusals.filter((c) => {
    const call = c.refusal!.call
    return offeredTools(world, c, option, c.query).some((t) => key(t.app, t.tool) === key(call.app, call.tool))
  }).length
  const o = mean(sizes.openai)
  const t = mean(sizes.text)
  console.log(
    `| ${name} | ${mean(sizes.tools).toFixed(1)} | ${Math.round(o).toLocaleString('en')} | ${Math.round(o / 4).toLocaleString('en')} | ${Math.round(t).toLocaleString('en')} | ${Math.round(t / 4).toLocaleString('en')} | ${pct(recalled, withGold.length)} | ${pct(refusedOffered, refusals.length)} | ${pct(mixed, withGold.length)} | ${distinct.size} |`,
  )
}

if (values.full) {
  const step = Math.max(1, Math.floor(suite.cases.length / Number(values.full)))
  const cases = suite.cases.filter((_, i) => i % step === 0)
  console.log(`\nWhole opening prompts (history and profile as eval sends them), ${cases.length} cases, one in ${step}; tokens ≈ characters / 4`)
  console.log('| format | offer | mean chars | ≈ tokens | median | p90 | max |')
  console.log('|---|---|---|---|---|---|---|')
  for (const format of ['openai', 'text'] as const) {
    for (const tools of [{ kind: 'all' }, { kind: 'domain' }] as const) {
      const sizes: number[] = []
      await collectPrompts({
        suite: { users: suite.users, cases },
        prompt: { ...DEFAULT_PROMPT, format, tools },
        dialogueMode: 'carry',
        world,
        onLine(line) {
          if (line.turn === 0) sizes.push(chars(line.messages, line.tools))
        },
      })
      sizes.sort((a, b) => a - b)
      const at = (q: number) => sizes[Math.min(sizes.length - 1, Math.floor(q * sizes.length))]!
      const m = mean(sizes)
      const k = (n: number) => `${Math.round(n / 1000)}k`
      console.log(`| ${format} | ${tools.kind} | ${k(m)} | ${k(m / 4)} | ${k(at(0.5))} | ${k(at(0.9))} | ${k(sizes.at(-1)!)} |`)
    }
  }
}
