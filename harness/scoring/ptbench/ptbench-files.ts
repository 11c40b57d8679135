import { existsSync, readFileSync } from 'node:fs'
import type { PtbenchSample } from './ptbench-score.ts'

/** PTBench's `data.json`: a JSON list of samples (bad input is one clear line, never a stack trace). */
export function readPtbenchData(path: string): PtbenchSample[] {
  if (!existsSync(path)) throw new Error(`${path}: no such file (PTBench's data.json)`)
  let data: unknown
  try {
    data = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Error(`${path}: not JSON (${(error as Error).message})`)
  }
  if (!Array.isArray(data)) throw new Error(`${path}: expected a JSON list of samples, as PTBench's data.json is`)
  data.forEach((sample, i) => {
    if (typeof sample !== 'object' || sample === null || Array.isArray(sample)) throw new Error(`${path}: sample ${i} is not an object`)
  })
  return data as PtbenchSample[]
}

/**
 * PTBench's `generation.jsonl`: one `{"predict": "<raw text>"}` per line, in sample order. A line
 * without `predict` or not JSON stops PTBench's scorer; here it is an error naming the line. Blank
 * lines at the very end are a trailing newline's doing and are skipped.
 */
export function readPtbenchPredictions(path: string): unknown[] {
  if (!existsSync(path)) throw new Error(`${path}: no such file (predictions, one {"predict": ...} per line)`)
  const lines = readFileSync(path, 'utf8').split(/\r?\n/)
  while (lines.length && lines[lines.length - 1]!.trim() === '') lines.pop()
  return lines.map((line, i) => {
    let parsed: unknown
    try {
      parsed = JSON.parse(line)
    } catch {
      throw new Error(`${path} line ${i + 1}: not JSON`)
    }
    if (typeof parsed !== 'object' || parsed === null || !('predict' in parsed)) throw new Error(`${path} line ${i + 1}: no "predict" field`)
    return (parsed as { predict: unknown }).predict
  })
}
