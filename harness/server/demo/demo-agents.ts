import { createAgent, type Agent } from '../../agents/index.ts'

export const DEMO_AGENTS = ['heuristic', 'oracle', 'noop', 'openai'] as const
export type DemoAgentName = (typeof DEMO_AGENTS)[number]

export interface DemoAgentInfo {
  name: DemoAgentName
  available: boolean
  note: string
}

type Env = Readonly<Record<string, string | undefined>>

/** The model endpoint is the server's to choose (its environment), never the page's. */
const openAiConfigured = (env: Env) => Boolean(env.OPENAI_BASE_URL && env.OPENAI_MODEL)

/** The agents the page offers, and which of them this server can run. */
export function demoAgents(env: Env): DemoAgentInfo[] {
  return [
    { name: 'heuristic', available: true, note: 'history statistics only, no model' },
    { name: 'oracle', available: true, note: 'answers with the gold (checks the harness)' },
    { name: 'noop', available: true, note: 'never calls anything' },
    {
      name: 'openai',
      available: openAiConfigured(env),
      note: openAiConfigured(env) ? `${env.OPENAI_MODEL} at ${env.OPENAI_BASE_URL}` : 'set OPENAI_BASE_URL and OPENAI_MODEL where the server runs',
    },
  ]
}

/** One agent instance per name per server (the OpenAI agent holds a client and a request semaphore). */
export function agentPool(env: Env): (name: DemoAgentName) => Agent | undefined {
  const made = new Map<DemoAgentName, Agent>()
  return (name) => {
    if (name === 'openai' && !openAiConfigured(env)) return undefined
    let agent = made.get(name)
    if (!agent) {
      agent = name === 'openai' ? createAgent('openai', { openai: { env, maxSteps: 4 } }) : createAgent(name)
      made.set(name, agent)
    }
    return agent
  }
}
