import { failure, fromIso } from '../../apps/kit/index.ts'
import type { Outcome } from '../../apps/kit/index.ts'
import type { AgentContext, OfferedTool, PromptOptions, ShownCall } from '../../harness/agents/agent.ts'
import { offeredTools } from '../../harness/prompt/index.ts'
import type { Call, Case } from '../../scenarios/case/index.ts'
import { createSandboxWorld, openSession } from '../../simulator/world/index.ts'
import type { World } from '../../simulator/world/index.ts'

/** A short real history: each call runs in the sandbox at its time, so outcomes are what the apps say. */
export const SAMPLE_HISTORY: readonly Omit<ShownCall, 'index' | 'outcome'>[] = [
  { ts: '2026-03-02T08:10:00+08:00', app: 'didi_chuxing', tool: 'bookTaxi', args: { pickupLocation: 'Home', dropoffLocation: 'Office', pickupTime: '2026-03-02 08:15', taxiType: 'Express' } },
  { ts: '2026-03-03T12:00:00+08:00', app: 'temu', tool: 'getProductList', args: { category: 'Electronics', searchQuery: 'usb cable' } },
  { ts: '2026-03-03T12:05:00+08:00', app: 'temu', tool: 'buyProduct', args: { searchQuery: 'usb cable', category: 'Electronics', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' } },
  { ts: '2026-03-04T18:30:00+08:00', app: 'luckin_coffee', tool: 'orderDrink', args: { location: 'Office', items: [{ drink: 'Coconut Latte', temperature: 'iced' }], paymentMethod: 'WeChat Pay' } },
]

export const sampleCase = (overrides: Partial<Case> = {}): Case => ({
  id: 'case_test_1',
  user: 'u_default',
  cutoff: SAMPLE_HISTORY.length,
  now: '2026-03-05T09:00:00+08:00',
  query: 'Buy me the cheapest phone case on Temu.',
  vagueness: 'relevant_clear',
  gold: [{ app: 'temu', tool: 'buyProduct', args: { searchQuery: 'phone case' } }],
  provenance: [],
  kinds: ['parameter'],
  tags: [],
  domain: 'shopping',
  historyLength: SAMPLE_HISTORY.length,
  ...overrides,
})

export interface ContextOptions {
  case?: Case
  prompt?: Partial<PromptOptions>
  tools?: readonly OfferedTool[]
  world?: World
}

/** An AgentContext as the harness would build it: replayed history, S0 at the cut-off, reads on a fork. */
export function sampleContext(options: ContextOptions = {}): AgentContext & { reads: Call[] } {
  const world = options.world ?? createSandboxWorld()
  const c = options.case ?? sampleCase()
  const session = openSession({ world })
  const history: ShownCall[] = SAMPLE_HISTORY.map((record, index) => {
    session.setClock(fromIso(record.ts))
    return { ...record, index, outcome: session.call(record.app, record.tool, record.args) }
  })
  session.setClock(fromIso(c.now))
  const s0 = session.snapshot()
  const prompt: PromptOptions = { format: 'openai', history: { kind: 'all' }, profile: true, tools: { kind: 'all' }, ...options.prompt }
  const reads: Call[] = []
  return {
    case: c,
    profile: prompt.profile ? session.user : undefined,
    history,
    tools: options.tools ?? offeredTools(world, c, prompt.tools, c.query),
    conversation: [],
    prompt,
    world,
    trial: 0,
    reads,
    read(call: Call): Outcome {
      reads.push(call)
      const app = world.registry.resolveApp(call.app)
      const tool = app.ok ? world.registry.resolveTool(app.value, call.tool) : undefined
      if (tool?.ok && tool.value.effect === 'write') return failure({ code: 'conflict', message: `${call.app}.${call.tool} is a write; only reads run before the answer` })
      const fork = session.fork('read')
      fork.restore(s0)
      return fork.call(call.app, call.tool, call.args)
    },
  }
}
