import type { Case } from '../../scenarios/case/index.ts'
import type { Agent } from '../agents/agent.ts'
import type { TurnOutcome } from './turn.ts'

/** The fields of a result that say which case it is. */
export const resultHead = (c: Case, trial: number, agent: Agent) => ({
  case: c.id,
  user: c.user,
  trial,
  agent: agent.name,
  vagueness: c.vagueness,
  kinds: c.kinds,
  ...(c.difficulty ? { difficulty: c.difficulty } : {}),
  domain: c.domain,
  tags: c.tags,
  historyLength: c.historyLength,
  refusalCase: c.gold.length === 0,
  query: c.query,
  gold: c.gold.map(({ app, tool, args }) => ({ app, tool, args })),
})

/** The fields of a result that say what the agent answered and how it was judged. */
export const turnFields = ({ answer, exact, execution }: Pick<TurnOutcome, 'answer' | 'exact' | 'execution'>) => ({
  ...(answer.promptHash ? { promptHash: answer.promptHash } : {}),
  ...(answer.raw !== undefined ? { raw: answer.raw } : {}),
  parsed: answer.parsed,
  steps: (answer.steps ?? []).map((s) => ({ call: s.call, ok: s.outcome.ok, ...(s.outcome.ok ? {} : { error: s.outcome.error.code }) })),
  exact,
  execution,
  ...(answer.usage ? { usage: answer.usage } : {}),
})
