import type { Case } from '../../scenarios/case/index.ts'
import type { Agent } from '../agents/agent.ts'
import type { AgentAnswer } from '../agents/agent.ts'
import type { ExactScore } from '../scoring/exact/index.ts'
import type { ExecutionVerdict } from './result.ts'

/** The fields of a result that say which case it is. */
export const resultHead = (c: Case, trial: number, agent: Agent) => ({
  case: c.id,
  user: c.user,
  trial,
  agent: agent.name,
  vagueness: c.vagueness,
  kinds: c.kinds,
  ...(c.difficulty ? { difficulty: c.difficulty } : {}),
  ...(c.solvedBy ? { solvedBy: c.solvedBy } : {}),
  domain: c.domain,
  tags: c.tags,
  historyLength: c.historyLength,
  refusalCase: c.gold.length === 0,
  query: c.query,
  gold: c.gold.map(({ app, tool, args }) => ({ app, tool, args })),
})

/** The fields of a result that say what the agent answered and how it was judged. */
export const turnFields = ({ answer, exact, execution }: { answer: AgentAnswer; exact: ExactScore; execution: ExecutionVerdict }) => ({
  ...(answer.promptHash ? { promptHash: answer.promptHash } : {}),
  ...(answer.raw !== undefined ? { raw: answer.raw } : {}),
  parsed: answer.parsed,
  steps: (answer.steps ?? []).map((s) => ({ call: s.call, ok: s.outcome.ok, ...(s.outcome.ok ? {} : { error: s.outcome.error.code }) })),
  exact,
  execution,
  ...(answer.usage ? { usage: answer.usage } : {}),
})
