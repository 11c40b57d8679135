import type { ExactScore } from '../scoring/exact/index.ts'
import type { ExecutionVerdict } from '../eval/result.ts'

/**
 * The scalar reward of a turn (decision 0030): half for the exact match (the papers' metric), half
 * for reaching the gold's state (or outcome); a gold that cannot execute is scored by exact match
 * alone. An episode's reward is the mean over its turns, so a dialogue earns partial credit.
 */
export function turnReward(exact: ExactScore, execution: ExecutionVerdict): number {
  if (execution.executable === false) return exact.overall ? 1 : 0
  return (exact.overall ? 0.5 : 0) + (execution.match ? 0.5 : 0)
}

export const episodeReward = (turns: readonly { reward: number }[]): number => (turns.length ? turns.reduce((s, t) => s + t.reward, 0) / turns.length : 0)
