import { existsSync, readFileSync } from 'node:fs'

/** One PTBench sample as its `data.json` holds it (fields its scorer and prompt read; others kept). */
export interface PtbenchDataSample {
  query?: unknown
  user_profile?: unknown
  platforms?: unknown
  tools?: unknown
  /** `[platform, [{func: {param: [acceptable values...]}}]]`. */
  answer: unknown
  query_params: unknown
  profile_params: unknown
  [field: string]: unknown
}

/** A gold call read from `answer`: the platform, the function, and each parameter's acceptable values. */
export interface PtbenchGoldCall {
  platform: string
  func: string
  params: Record<string, unknown[]>
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** PTBench's data.json (a path the user gives; its data is never copied into the project). */
export function loadPtbenchSamples(path: string): PtbenchDataSample[] {
  if (!existsSync(path)) throw new Error(`${path}: no such file (PTBench's data.json)`)
  let data: unknown
  try {
    data = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Error(`${path}: not JSON (${(error as Error).message})`)
  }
  if (!Array.isArray(data)) throw new Error(`${path}: expected a JSON list of samples, as PTBench's data.json is`)
  data.forEach((s, i) => {
    if (!isRecord(s)) throw new Error(`${path}: sample ${i} is not an object`)
  })
  return data as PtbenchDataSample[]
}

/** The gold calls of a sample, or why they cannot be read (a one-line reason naming the sample). */
export function goldCallsOf(sample: PtbenchDataSample, index: number): PtbenchGoldCall[] {
  const answer = sample.answer
  if (!Array.isArray(answer) || answer.length !== 2 || !Array.isArray(answer[1])) throw new Error(`sample ${index}: "answer" is not [platform, [functions]]`)
  const platform = String(answer[0])
  return (answer[1] as unknown[]).map((f, k) => {
    const entries = isRecord(f) ? Object.entries(f) : []
    const [func, params] = entries[0] ?? []
    if (!func || !isRecord(params)) throw new Error(`sample ${index}: function ${k + 1} of "answer" is not {name: {param: [values]}}`)
    return { platform, func, params: Object.fromEntries(Object.entries(params).map(([p, v]) => [p, Array.isArray(v) ? v : [v]])) }
  })
}

/** Parameter names listed under `query_params` / `profile_params` (a list of names, or an object keyed by them). */
export function listedParams(value: unknown): Set<string> {
  if (Array.isArray(value)) return new Set(value.map(String))
  if (isRecord(value)) return new Set(Object.keys(value))
  return new Set()
}
