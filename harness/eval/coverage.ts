import type { Case } from '../../scenarios/case/index.ts'
import type { PredictionLine } from '../agents/file.ts'

/** How well a predictions file covers a suite: said and recorded by `npm run score`. */
export interface Coverage {
  /** Suite cases (the selection scored) and how many have a prediction (for a dialogue: its opening turn). */
  cases: number
  predicted: number
  /** Dialogue turns asked in the gold-state mode, and how many have a prediction. */
  turns: number
  predictedTurns: number
  /** Prediction lines that name no case of the suite (or a turn the dialogue does not have). */
  unmatched: number
  /** The first few of their case ids, for the message. */
  unmatchedIds: string[]
  /** Cases without a prediction were scored as failures (false with --only-predicted: they were left out). */
  missingScoredAsFailures: boolean
}

const SHOWN = 5

/** Counts predictions against the suite; turn 0 of a case is its opening request. */
export function predictionCoverage(cases: readonly Case[], lines: Iterable<PredictionLine>, missingScoredAsFailures: boolean): Coverage {
  const turnsOf = new Map(cases.map((c) => [c.id, 1 + (c.followUps?.length ?? 0)]))
  const answered = new Set<string>()
  const unmatchedIds: string[] = []
  let unmatched = 0
  for (const line of lines) {
    const turn = line.turn ?? 0
    const turns = turnsOf.get(line.case)
    if (turns === undefined || turn >= turns) {
      unmatched++
      if (unmatchedIds.length < SHOWN && !unmatchedIds.includes(line.case)) unmatchedIds.push(turn ? `${line.case} (turn ${turn})` : line.case)
      continue
    }
    answered.add(`${line.case}#${turn}`)
  }
  const dialogues = cases.filter((c) => c.followUps)
  return {
    cases: cases.length,
    predicted: cases.filter((c) => answered.has(`${c.id}#0`)).length,
    turns: dialogues.reduce((n, c) => n + c.followUps!.length, 0),
    predictedTurns: dialogues.reduce((n, c) => n + c.followUps!.filter((_, k) => answered.has(`${c.id}#${k + 1}`)).length, 0),
    unmatched,
    unmatchedIds,
    missingScoredAsFailures,
  }
}

/** `412 of 500 cases had a prediction; 3 predictions name no case (x1, x2, x3); ...`. */
export function describeCoverage(c: Coverage): string {
  const parts = [`${c.predicted} of ${c.cases} cases had a prediction`]
  if (c.turns) parts.push(`${c.predictedTurns} of ${c.turns} later dialogue turns`)
  parts.push(c.unmatched ? `${c.unmatched} prediction(s) name no case of the suite (${c.unmatchedIds.join(', ')}${c.unmatched > c.unmatchedIds.length ? ', ...' : ''})` : 'every prediction names a case')
  if (c.predicted < c.cases) parts.push(c.missingScoredAsFailures ? `the ${c.cases - c.predicted} without one are scored as failures (--only-predicted leaves them out)` : `the ${c.cases - c.predicted} without one are left out (--only-predicted)`)
  return parts.join('; ')
}
