import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { callSchema } from '../../scenarios/case/index.ts'
import { parseModelText, type Parsed } from '../parse/index.ts'
import type { Agent } from './agent.ts'

/** One line of a predictions file: raw model text, or calls already structured (`null` = refusal). */
export const predictionLineSchema = z
  .object({
    case: z.string(),
    trial: z.number().int().nonnegative().optional(),
    output: z.string().optional(),
    calls: z.array(callSchema).nullable().optional(),
  })
  .refine((l) => l.output !== undefined || l.calls !== undefined, { message: 'needs "output" (raw text) or "calls"' })
export type PredictionLine = z.infer<typeof predictionLineSchema>

export function readPredictions(path: string): Map<string, PredictionLine> {
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
      byKey.set(`${parsed.data.case}#${parsed.data.trial ?? 0}`, parsed.data)
    })
  return byKey
}

/** Predictions made elsewhere, read from JSONL; a case without a line is a format failure. */
export function createFileAgent(path: string): Agent {
  const predictions = readPredictions(path)
  return {
    name: `file:${path}`,
    async act({ case: c, trial, world }) {
      const line = predictions.get(`${c.id}#${trial}`) ?? predictions.get(`${c.id}#0`)
      if (!line) return { parsed: { kind: 'format_error', reason: 'no prediction for this case' } }
      if (line.output !== undefined) return { parsed: parseModelText(line.output, { registry: world.registry }), raw: line.output }
      const parsed: Parsed = line.calls?.length ? { kind: 'calls', calls: line.calls, format: 'json' } : { kind: 'refusal', format: 'json' }
      return { parsed }
    },
  }
}
