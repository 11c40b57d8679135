import type { CaseResult, RunInfo } from '../eval/result.ts'
import { F1_LEVELS, VALUE_SOURCES } from '../scoring/exact/index.ts'
import { breakdowns, tallyOf } from './breakdown.ts'
import { summarizeDialogues } from './dialogue-summary.ts'
import { counterfactualPairs, historySensitivity, sameAnswer, type CounterfactualPair } from './history-sensitivity.ts'
import type { Rate } from './interval.ts'
import { LINE_METRICS } from './line-metrics.ts'
import { passHatK } from './pass-hat-k.ts'
import { exactPass, executable, executionPass, isHard, isSingleTurn, solvedByMeasured } from './rates.ts'
import type { ExactRates, HeadlineRow, RefusalAccuracy, SensitivitySummary, Summary, TokenUsage } from './summary-types.ts'
import { userCount, userProportion, userRate, userShare } from './user-rate.ts'

// Lines in a canonical order: sums (pass^k's chances) and pairs must not depend on the file's order.
const byCaseAndTrial = (a: CaseResult, b: CaseResult) => (a.case < b.case ? -1 : a.case > b.case ? 1 : a.trial - b.trial)

/** Every number a report shows, from a run's result lines. Each trial is one sample in every rate. */
export function summarize(all: readonly CaseResult[], run: RunInfo): Summary {
  const sorted = [...all].sort(byCaseAndTrial)
  // Single-turn cases make the papers' tables; dialogues and counterfactual twins have their own.
  const results = sorted.filter(isSingleTurn)
  const dialogues = summarizeDialogues(sorted)
  const sensitivity = historySensitivity(sorted)
  const measured = results.filter(solvedByMeasured)
  return {
    run: runInfo(run),
    results: results.length,
    cases: new Set(results.map((r) => r.case)).size,
    users: userCount(results),
    counts: {
      lines: sorted.length,
      singleTurn: results.length,
      dialogues: sorted.filter((r) => r.turns).length,
      twins: sorted.filter((r) => !r.turns && r.counterfactualOf).length,
      notExecutable: results.filter((r) => !executable(r)).length,
      measured: measured.length,
    },
    overall: headlineRow(results),
    hard: measured.length ? headlineRow(results.filter(isHard)) : null,
    refusals: headlineRow(results.filter((r) => r.refusalCase)),
    exact: exactRates(results),
    execution: executionRate(results),
    refusal: refusalAccuracy(results),
    formatFailures: results.filter((r) => r.parsed.kind === 'format_error').length,
    reward: meanReward(sorted),
    passHatK: run.trials > 1 ? passHatK(results, run.trials) : [],
    usage: tokenUsage(results),
    breakdowns: breakdowns(results),
    ...(dialogues ? { dialogues } : {}),
    ...(sensitivity ? { sensitivity: sensitivityRates(sensitivity, counterfactualPairs(sorted)) } : {}),
  }
}

/** The mean episode reward over every line (single requests, dialogues, twins): what an RL rollout sees. */
function meanReward(lines: readonly CaseResult[]): { mean: number | null; n: number } {
  const rewarded = lines.filter((r) => r.reward !== undefined)
  return { mean: rewarded.length ? rewarded.reduce((s, r) => s + r.reward!, 0) / rewarded.length : null, n: rewarded.length }
}

/** Execution match over the executable lines, with its user-bootstrap interval. */
const executionRate = (results: readonly CaseResult[]): Rate => userProportion(results, (r) => (executable(r) ? [executionPass(r) ? 1 : 0, 1] : [0, 0]))

/** A headline row: a set of single-turn lines, exact and execution, intervals over its users. */
function headlineRow(lines: readonly CaseResult[]): HeadlineRow {
  return {
    cases: new Set(lines.map((r) => r.case)).size,
    n: lines.length,
    users: userCount(lines),
    exact: userShare(lines, exactPass),
    execution: executionRate(lines),
  }
}

/** A summed figure (F1) as a Rate, its interval a bootstrap over users. */
function metricRate(id: string, results: readonly CaseResult[]): Rate {
  const metric = LINE_METRICS.find((m) => m.id === id)!
  return userRate(results, metric.parts, metric.combine)
}

function exactRates(results: readonly CaseResult[]): ExactRates {
  const column = (pass: (r: CaseResult) => boolean) => userShare(results, pass)
  return {
    format: column((r) => r.exact.format),
    app: column((r) => r.exact.app),
    function: column((r) => r.exact.function),
    paramNames: column((r) => r.exact.paramNames),
    paramValues: column((r) => r.exact.paramValues),
    overall: column(exactPass),
    values: Object.fromEntries(
      VALUE_SOURCES.map((s) => [s, userProportion(results, (r) => [tallyOf(r, s).correct, tallyOf(r, s).total])]),
    ) as ExactRates['values'],
    f1: Object.fromEntries(
      F1_LEVELS.map((level) => {
        const counts = (r: CaseResult) => r.exact.f1[level]
        // An empty denominator scores 0 (scikit-learn's zero_division=0), as summarizeExact does
        const zeroIfEmpty = (rate: Rate): Rate => (rate.value === null ? { value: 0, low: 0, high: 0, n: 0 } : rate)
        return [
          level,
          {
            precision: zeroIfEmpty(userProportion(results, (r) => [counts(r).tp, counts(r).tp + counts(r).fp])),
            recall: zeroIfEmpty(userProportion(results, (r) => [counts(r).tp, counts(r).tp + counts(r).fn])),
            f1: zeroIfEmpty(metricRate(`f1.${level}`, results)),
          },
        ]
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
  return { n: refusals.length, exact: userShare(refusals, exactPass), execution: executionRate(refusals) }
}

function sensitivityRates(h: NonNullable<ReturnType<typeof historySensitivity>>, all: readonly CounterfactualPair[]): SensitivitySummary {
  // A pair belongs to the user both its histories start from
  const rates = (pairs: readonly CounterfactualPair[]) => {
    const of = (holds: (p: CounterfactualPair) => boolean) => userShare(pairs.map((p) => ({ user: p.original.user, p })), (x) => holds(x.p))
    return {
      bothRight: { exact: of((p) => p.original.exact.overall && p.twin.exact.overall), execution: of((p) => p.original.execution.match && p.twin.execution.match) },
      sameAnswer: of(sameAnswer),
      originalOnly: of((p) => p.original.execution.match && !p.twin.execution.match),
      twinOnly: of((p) => !p.original.execution.match && p.twin.execution.match),
    }
  }
  return {
    pairs: h.pairs,
    ...rates(all),
    byChange: h.byChange.map((c) => {
      const r = rates(all.filter((p) => p.change === c.change))
      return { change: c.change, pairs: c.pairs, bothRight: r.bothRight, sameAnswer: r.sameAnswer }
    }),
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
