import { existsSync, readFileSync } from 'node:fs'
import { z } from 'zod'
import { callSchema } from '../../scenarios/case/index.ts'
import { parseModelText, type Parsed } from '../parse/index.ts'
import type { Agent } from './agent.ts'

/**
 * One line of a predictions file: raw model text, or calls already structured (`null` = refusal).
 * `turn` answers one turn of a dialogue (0, or absent, is the opening request), as `npm run prompts`
 * numbers them; `trial` one of repeated trials.
 */
export const predictionLineSchema = z
  .object({
    case: z.string(),
    trial: z.number().int().nonnegative().optional(),
    turn: z.number().int().nonnegative().optional(),
    output: z.string().optional(),
    calls: z.array(callSchema).nullable().optional(),
  })
  .refine((l) => l.output !== undefined || l.calls !== undefined, { message: 'needs "output" (raw text) or "calls"' })
export type PredictionLine = z.infer<typeof predictionLineSchema>

/** `case#trial#turn`: how a prediction is found for what the harness asks. */
export const predictionKey = (caseId: string, trial = 0, turn = 0) => `${caseId}#${trial}#${turn}`

export function readPredictions(path: string): Map<string, PredictionLine> {
  if (!existsSync(path)) throw new Error(`${path}: no such predictions file`)
  const byKey = new Map<string, PredictionLine>()
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (!line.trim()) return
      let raw: unknown
      try {
        raw = JSON.parse(line)
      } catch {
        throw new Error(`${path} line ${i + 1}: not JSON`)
      }
      const parsed = predictionLineSchema.safeParse(raw)
      if (!parsed.success) throw new Error(`${path} line ${i + 1}: ${parsed.error.issues[0]!.path.join('.') || '(line)'} ${parsed.error.issues[0]!.message}`)
      byKey.set(predictionKey(parsed.data.case, parsed.data.trial, parsed.data.turn), parsed.data)
    })
  return byKey
}

/** Predictions made elsewhere, read from JSONL; a case or turn without a line is a format failure. */
export function createFileAgent(path: string): Agent {
  const predictions = readPredictions(path)
  return {
    name: `file:${path}`,
    async act({ case: c, trial, turn, world }) {
      // A single trial's predictions answer every trial
      const line = predictions.get(predictionKey(c.id, trial, turn)) ?? predictions.get(predictionKey(c.id, 0, turn))
      if (!line) return { parsed: { kind: 'format_error', reason: turn ? `no prediction for turn ${turn} of this dialogue` : 'no prediction for this case' } }
      if (line.output !== undefined) return { parsed: parseModelText(line.output, { registry: world.registry }), raw: line.output }
      const parsed: Parsed = line.calls?.length ? { kind: 'calls', calls: line.calls, format: 'json' } : { kind: 'refusal', format: 'json' }
      return { parsed }
    },
  }
}
