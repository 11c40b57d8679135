import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { executableCalls, goldCallsOf, type PtbenchDataSample } from '../../scenarios/importers/ptbench/index.ts'
import { createSandboxWorld } from '../../simulator/world/index.ts'
import { PTBENCH_COLUMNS, readPtbenchData, readPtbenchPredictions, scorePtbench, toJson, type PtbenchSampleScore } from '../scoring/ptbench/index.ts'
import { orFail } from './options.ts'

/** Whether a sample's gold calls are all in the catalog (a gold the sandbox cannot read is not). */
function executableSample(sample: PtbenchDataSample, index: number, registry: ReturnType<typeof createSandboxWorld>['registry']): boolean {
  try {
    return executableCalls(registry, goldCallsOf(sample, index))
  } catch {
    return false
  }
}

function sampleLine(s: PtbenchSampleScore, executable: boolean): string {
  const r = s.result
  const figures = r.format
    ? { format: 1, platforms: r.platform, tool_names: r.toolNames, tool_param_names: r.paramNames, tool_param_values: r.paramValues, overall: r.overall, query_params_right: r.queryCorrect, profile_params_right: r.profileCorrect }
    : { format: 0, reason: r.reason }
  const predicted = r.format ? { predicted: { platform: toJson(r.answer.platform), calls: r.answer.calls.map((c) => ({ [c.name]: toJson({ t: 'dict', entries: c.args }) })) } } : {}
  return JSON.stringify({ index: s.index, ...figures, query_params: s.queryParams, profile_params: s.profileParams, executable, ...predicted })
}

/**
 * `score --ptbench DATA --pred GENERATION`: PTBench's eight columns exactly as its scorer computes
 * them, printed and written to <out>/ptbench.json (fractions); per-sample figures beside them.
 */
export function scorePtbenchFiles(dataPath: string, predictionsPath: string, out: string): void {
  const samples = orFail(() => readPtbenchData(dataPath))
  const predictions = orFail(() => readPtbenchPredictions(predictionsPath))
  const score = orFail(() => scorePtbench(samples, predictions))
  const registry = createSandboxWorld().registry
  const executable = samples.map((s, i) => executableSample(s, i, registry))
  mkdirSync(out, { recursive: true })
  writeFileSync(join(out, 'ptbench.json'), `${JSON.stringify(score.columns, null, 2)}\n`)
  writeFileSync(join(out, 'ptbench-samples.jsonl'), score.samples.map((s, i) => sampleLine(s, executable[i]!)).join('\n') + '\n')

  const failures = score.samples.filter((s) => !s.result.format).length
  const runnable = executable.filter(Boolean).length
  console.log(`PTBench's scorer on ${samples.length} samples and ${predictions.length} predictions` + (score.missing ? ` (${score.missing} samples have no prediction line: format failures)` : '') + (score.extra ? ` (${score.extra} extra prediction lines ignored)` : ''))
  console.log(`| ${PTBENCH_COLUMNS.join(' | ')} |\n|${PTBENCH_COLUMNS.map(() => ' ---: ').join('|')}|\n| ${PTBENCH_COLUMNS.map((c) => (score.columns[c] === null ? '—' : score.columns[c]!.toFixed(4))).join(' | ')} |`)
  console.log(`${failures} format failures; ${runnable} of ${samples.length} samples executable in the sandbox, the other ${samples.length - runnable} not executable (their pairs are not in the catalog: exact match only)`)
  if (score.columns.query_params === null || score.columns.profile_params === null) console.log('— : no sample lists such parameters (PTBench would divide by zero here)')
  console.log(`wrote ${join(out, 'ptbench.json')} and ${join(out, 'ptbench-samples.jsonl')}`)
}
