import type { CaseResult, RunInfo } from '../eval/result.ts'
import { summarizeExact } from '../scoring/exact/index.ts'
import { breakdowns } from './breakdown.ts'
import { summarizeDialogues } from './dialogue-summary.ts'
import { historySensitivity } from './history-sensitivity.ts'
import { passHatK } from './pass-hat-k.ts'
import { exactPass, executionPass, rateOf } from './rates.ts'
import type { RefusalAccuracy, Summary, TokenUsage } from './summary-types.ts'

/** Every number a report shows, from a run's result lines. Each trial is one sample in every rate. */
export function summarize(all: readonly CaseResult[], run: RunInfo): Summary {
  // Single-turn cases make the papers' tables; dialogues and counterfactual twins have their own.
  const results = all.filter((r) => !r.turns && !r.counterfactualOf)
  const dialogues = summarizeDialogues(all)
  const sensitivity = historySensitivity(all)
  return {
    run: runInfo(run),
    results: results.length,
    cases: new Set(results.map((r) => r.case)).size,
    exact: summarizeExact(results.map((r) => r.exact)),
    execution: rateOf(results, executionPass),
    refusal: refusalAccuracy(results),
    formatFailures: results.filter((r) => r.parsed.kind === 'format_error').length,
    passHatK: run.trials > 1 ? passHatK(results, run.trials) : [],
    usage: tokenUsage(results),
    breakdowns: breakdowns(results),
    ...(dialogues ? { dialogues } : {}),
    ...(sensitivity ? { sensitivity } : {}),
  }
}

// Rebuilt key by key so summary.json has one key order whatever order run.json had.
function runInfo(run: RunInfo): RunInfo {
  const { agent, model, suite, cases, trials, format, strict, prompt } = run
  return { agent, ...(model === undefined ? {} : { model }), suite, cases, trials, format, strict, prompt }
}

function refusalAccuracy(results: readonly CaseResult[]): RefusalAccuracy {
  const refusals = results.filter((r) => r.refusalCase)
  if (refusals.length === 0) return { n: 0, exact: null, execution: null }
  return { n: refusals.length, exact: rateOf(refusals, exactPass), execution: rateOf(refusals, executionPass) }
}

function tokenUsage(results: readonly CaseResult[]): TokenUsage {
  const usages = results.flatMap((r) => (r.usage ? [r.usage] : []))
  const promptTokens = usages.reduce((n, u) => n + u.promptTokens, 0)
  const completionTokens = usages.reduce((n, u) => n + u.completionTokens, 0)
  return {
    reported: usages.length,
    cached: usages.filter((u) => u.cached).length,
    promptTokens,
    completionTokens,
    totalTokens: promptTokens + completionTokens,
  }
}
