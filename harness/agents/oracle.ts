import type { Agent } from './agent.ts'

/** Answers with the gold: scores 1.0 everywhere, so it checks the harness and the suite themselves. */
export const oracleAgent: Agent = {
  name: 'oracle',
  async act({ case: c }) {
    const calls = c.gold.map(({ app, tool, args }) => ({ app, tool, args }))
    return { parsed: calls.length ? { kind: 'calls', calls, format: 'json' } : { kind: 'refusal', format: 'json' } }
  },
}

/** Never calls anything: right exactly on the refusal cases. */
export const noopAgent: Agent = {
  name: 'noop',
  async act() {
    return { parsed: { kind: 'refusal', format: 'json' } }
  },
}
