import type { Agent } from './agent.ts'
import { createFileAgent } from './file.ts'
import { heuristicAgent } from './heuristic/index.ts'
import { createOpenAiAgent, type OpenAiAgentOptions } from './openai/index.ts'
import { noopAgent, oracleAgent } from './oracle.ts'

export const AGENT_NAMES = ['heuristic', 'oracle', 'noop', 'file', 'openai'] as const
export type AgentName = (typeof AGENT_NAMES)[number]

export interface AgentSettings {
  /** For `file`: the predictions JSONL. */
  predictions?: string
  /** For `openai`. */
  openai?: OpenAiAgentOptions
}

/** An agent by name, as the CLI and the demo page pick one. */
export function createAgent(name: AgentName, settings: AgentSettings = {}): Agent {
  switch (name) {
    case 'heuristic':
      return heuristicAgent
    case 'oracle':
      return oracleAgent
    case 'noop':
      return noopAgent
    case 'file':
      if (!settings.predictions) throw new Error('the file agent needs --predictions FILE')
      return createFileAgent(settings.predictions)
    case 'openai':
      return createOpenAiAgent(settings.openai)
  }
}
