import type { CaseResult, RunInfo } from '../eval/result.ts'
import { F1_LEVELS, VALUE_SOURCES } from '../scoring/exact/index.ts'
import { bootstrapInterval, sumAll, sumAt } from './bootstrap.ts'
import { breakdowns } from './breakdown.ts'
import { summarizeDialogues } from './dialogue-summary.ts'
import { historySensitivity } from './history-sensitivity.ts'
import { proportion, rateOf, type Rate } from './interval.ts'
import { LINE_METRICS, statisticOf } from './line-metrics.ts'
import { passHatK } from './pass-hat-k.ts'
import { exactPass, executable, executionPass, isSingleTurn } from './rates.ts'
import type { ExactRates, RefusalAccuracy, SensitivitySummary, Summary, TokenUsage } from './summary-types.ts'

// Lines in a canonical order: bootstrap draws by position, and the summary must not depend on the file's order.
const byCaseAndTrial = (a: CaseResult, b: CaseResult) => (a.case < b.case ? -1 : a.case > b.case ? 1 : a.trial - b.trial)

/** Every number a report shows, from a run's result lines. Each trial is one sample in every rate. */
export function summarize(all: readonly CaseResult[], run: RunInfo): Summary {
  const sorted = [...all].sort(byCaseAndTrial)
  // Single-turn cases make the papers' tables; dialogues and counterfactual twins have their own.
  const results = sorted.filter(isSingleTurn)
  const dialogues = summarizeDialogues(sorted)
  const sensitivity = historySensitivity(sorted)
  return {
    run: runInfo(run),
    results: results.length,
    cases: new Set(results.map((r) => r.case)).size,
    counts: {
      lines: sorted.length,
      singleTurn: results.length,
      dialogues: sorted.filter((r) => r.turns).length,
      twins: sorted.filter((r) => !r.turns && r.counterfactualOf).length,
      notExecutable: results.filter((r) => !executable(r)).length,
    },
    exact: exactRates(results),
    execution: rateOf(results.filter(executable), executionPass),
    refusal: refusalAccuracy(results),
    formatFailures: results.filter((r) => r.parsed.kind === 'format_error').length,
    reward: meanReward(sorted),
    passHatK: run.trials > 1 ? passHatK(results, run.trials) : [],
    usage: tokenUsage(results),
    breakdowns: breakdowns(results),
    ...(dialogues ? { dialogues } : {}),
    ...(sensitivity ? { sensitivity: sensitivityRates(sensitivity) } : {}),
  }
}

/** The mean episode reward over every line (single requests, dialogues, twins): what an RL rollout sees. */
function meanReward(lines: readonly CaseResult[]): { mean: number | null; n: number } {
  const rewarded = lines.filter((r) => r.reward !== undefined)
  return { mean: rewarded.length ? rewarded.reduce((s, r) => s + r.reward!, 0) / rewarded.length : null, n: rewarded.length }
}

/** A summed statistic as a Rate: Wilson for a proportion of lines or parameters, the bootstrap otherwise. */
function metricRate(id: string, results: readonly CaseResult[]): Rate {
  const metric = LINE_METRICS.find((m) => m.id === id)!
  const statistic = statisticOf(metric, results)
  const value = sumAll(statistic)
  const interval = bootstrapInterval(results.length, (indices) => sumAt(statistic, indices), { seed: id })
  return { value, low: value === null ? null : (interval?.[0] ?? null), high: value === null ? null : (interval?.[1] ?? null), n: results.length }
}

function exactRates(results: readonly CaseResult[]): ExactRates {
  const column = (pass: (r: CaseResult) => boolean) => rateOf(results, pass)
  const sum = (pick: (r: CaseResult) => number) => results.reduce((n, r) => n + pick(r), 0)
  return {
    format: column((r) => r.exact.format),
    app: column((r) => r.exact.app),
    function: column((r) => r.exact.function),
    paramNames: column((r) => r.exact.paramNames),
    paramValues: column((r) => r.exact.paramValues),
    overall: column(exactPass),
    values: Object.fromEntries(VALUE_SOURCES.map((s) => [s, proportion(sum((r) => r.exact.values[s].correct), sum((r) => r.exact.values[s].total))])) as ExactRates['values'],
    f1: Object.fromEntries(
      F1_LEVELS.map((level) => {
        const tp = sum((r) => r.exact.f1[level].tp)
        const fp = sum((r) => r.exact.f1[level].fp)
        const fn = sum((r) => r.exact.f1[level].fn)
        // An empty denominator scores 0 (scikit-learn's zero_division=0), as summarizeExact does
        const zeroIfEmpty = (rate: Rate): Rate => (rate.value === null ? { value: 0, low: 0, high: 0, n: 0 } : rate)
        return [level, { precision: zeroIfEmpty(proportion(tp, tp + fp)), recall: zeroIfEmpty(proportion(tp, tp + fn)), f1: zeroIfEmpty(metricRate(`f1.${level}`, results)) }]
      }),
    ) as ExactRates['f1'],
  }
}

// Rebuilt key by key so summary.json has one key order whatever order run.json had.
function runInfo(run: RunInfo): RunInfo {
  const { agent, model, suite, cases, trials, format, strict, prompt, identity, coverage } = run
  return { agent, ...(model === undefined ? {} : { model }), suite, cases, trials, format, strict, prompt, ...(identity ? { identity } : {}), ...(coverage ? { coverage } : {}) }
}

function refusalAccuracy(results: readonly CaseResult[]): RefusalAccuracy {
  const refusals = results.filter((r) => r.refusalCase)
  return { n: refusals.length, exact: rateOf(refusals, exactPass), execution: rateOf(refusals.filter(executable), executionPass) }
}

function sensitivityRates(h: NonNullable<ReturnType<typeof historySensitivity>>): SensitivitySummary {
  const of = (rate: number, n: number) => proportion(Math.round(rate * n), n)
  return {
    pairs: h.pairs,
    bothRight: { exact: of(h.bothRight.exact, h.pairs), execution: of(h.bothRight.execution, h.pairs) },
    sameAnswer: of(h.sameAnswer, h.pairs),
    originalOnly: of(h.originalOnly, h.pairs),
    twinOnly: of(h.twinOnly, h.pairs),
    byChange: h.byChange.map((c) => ({ change: c.change, pairs: c.pairs, bothRight: { exact: of(c.bothRightExact, c.pairs), execution: of(c.bothRight, c.pairs) }, sameAnswer: of(c.sameAnswer, c.pairs) })),
  }
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
