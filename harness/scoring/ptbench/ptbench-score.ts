import { readPtbenchAnswer, type PtbenchAnswer } from './ptbench-answer.ts'
import { evaluatePtbench, type PtbenchVerdict } from './ptbench-evaluate.ts'
import { fromJson, PyError, pyLen } from './py-value.ts'

/** One sample of PTBench's `data.json`, as far as its scorer reads it. */
export interface PtbenchSample {
  answer: unknown
  query_params: unknown
  profile_params: unknown
  [field: string]: unknown
}

/** PTBench's eight columns (`acc_results.csv`), as fractions; null where its scorer would divide by zero. */
export interface PtbenchColumns {
  format: number
  platforms: number
  tool_names: number
  tool_param_names: number
  tool_param_values: number
  query_params: number | null
  profile_params: number | null
  overall: number
}
export const PTBENCH_COLUMNS = ['format', 'platforms', 'tool_names', 'tool_param_names', 'tool_param_values', 'query_params', 'profile_params', 'overall'] as const

/** How one sample scored: a format failure says why, a readable answer carries PTBench's figures. */
export interface PtbenchSampleScore {
  index: number
  /** Query- and profile-related parameters this sample adds to the denominators. */
  queryParams: number
  profileParams: number
  result: { format: false; reason: string } | ({ format: true; answer: PtbenchAnswer } & PtbenchVerdict)
}

export interface PtbenchScore {
  columns: PtbenchColumns
  samples: PtbenchSampleScore[]
  /** Samples with no prediction line (PTBench pairs lines by position: a missing one is a format failure). */
  missing: number
  /** Prediction lines after the last sample (ignored, as PTBench ignores them). */
  extra: number
}

/** The length PTBench adds to a denominator; outside its `try`, so a list-less sample stops its scorer. */
function paramCount(sample: PtbenchSample, key: 'query_params' | 'profile_params', index: number): number {
  if (!(key in sample)) throw new Error(`sample ${index}: no "${key}" (PTBench's scorer stops with a KeyError here)`)
  try {
    return pyLen(fromJson(sample[key]))
  } catch (error) {
    if (error instanceof PyError) throw new Error(`sample ${index}: "${key}" is not a list (PTBench's scorer stops here: ${error.message})`)
    throw error
  }
}

/**
 * PTBench's `cal_acc`: predictions pair with samples by position; a sample whose prediction its
 * parser cannot read, or whose scoring raises, counts in every denominator and in no numerator.
 */
export function scorePtbench(samples: readonly PtbenchSample[], predictions: readonly unknown[]): PtbenchScore {
  if (samples.length === 0) throw new Error('the data has no samples (PTBench divides by their number)')
  const scored = samples.map((sample, index): PtbenchSampleScore => {
    if (!('answer' in sample)) throw new Error(`sample ${index}: no "answer" (PTBench's scorer stops with a KeyError here)`)
    const queryParams = paramCount(sample, 'query_params', index)
    const profileParams = paramCount(sample, 'profile_params', index)
    const head = { index, queryParams, profileParams }
    if (index >= predictions.length) return { ...head, result: { format: false, reason: 'IndexError: no prediction line for this sample' } }
    const read = readPtbenchAnswer(predictions[index])
    if (!read.ok) return { ...head, result: { format: false, reason: read.reason } }
    try {
      return { ...head, result: { format: true, answer: read.answer, ...evaluatePtbench(sample.answer, read.answer, sample.query_params, sample.profile_params) } }
    } catch (error) {
      if (error instanceof PyError) return { ...head, result: { format: false, reason: error.message } }
      throw error
    }
  })
  const n = samples.length
  const sum = (pick: (v: PtbenchVerdict) => number) => scored.reduce((total, s) => total + (s.result.format ? pick(s.result) : 0), 0)
  const queryTotal = scored.reduce((t, s) => t + s.queryParams, 0)
  const profileTotal = scored.reduce((t, s) => t + s.profileParams, 0)
  return {
    columns: {
      format: scored.filter((s) => s.result.format).length / n,
      platforms: sum((v) => v.platform) / n,
      tool_names: sum((v) => v.toolNames) / n,
      tool_param_names: sum((v) => v.paramNames) / n,
      tool_param_values: sum((v) => v.paramValues) / n,
      query_params: queryTotal === 0 ? null : sum((v) => v.queryCorrect) / queryTotal,
      profile_params: profileTotal === 0 ? null : sum((v) => v.profileCorrect) / profileTotal,
      overall: sum((v) => v.overall) / n,
    },
    samples: scored,
    missing: Math.max(0, n - predictions.length),
    extra: Math.max(0, predictions.length - n),
  }
}
