import type { CaseResult } from '../eval/result.ts'
import { barChart } from './bar-chart.ts'
import type { ChartData } from './chart-kit.ts'
import { escapeHtml } from './escape-html.ts'
import { failedCasesSection } from './failed-cases.ts'
import { horizontalBars } from './horizontal-bars.ts'
import { htmlTable } from './html-table.ts'
import { REPORT_CSS } from './html-style.ts'
import { lineChart } from './line-chart.ts'
import type { Rate } from './interval.ts'
import { populationLine } from './markdown-report.ts'
import { breakdownTables, headlineTables, percent, thousands } from './report-tables.ts'
import type { BreakdownRow, Summary } from './summary-types.ts'

// Nothing may leave the file: inline style and script only, no fetches, no fonts, no images from anywhere.
const CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"

const chartOf = (title: string, rows: BreakdownRow[]): ChartData => ({
  title,
  categories: rows.map((r) => r.key),
  series: [
    { name: 'Exact overall', values: rows.map((r) => r.overall.value ?? 0) },
    { name: 'Execution match', values: rows.map((r) => r.execution.value ?? 0) },
  ],
})

const figure = (svg: string, caption: string) => `<figure>${svg}<figcaption>${escapeHtml(caption)}</figcaption></figure>`

function header(s: Summary): string {
  const run = s.run
  const facts: [string, string][] = [
    ['Agent', run.agent],
    ...(run.model ? ([['Model', run.model]] as [string, string][]) : []),
    ['Suite', run.suite],
    ['Format', run.format],
    ['Matching', run.strict ? 'strict' : 'tolerant'],
    ['Cases', populationLine(s)],
    ['Trials', String(run.trials)],
    ...(run.coverage ? ([['Predictions', `${thousands(run.coverage.predicted)} of ${thousands(run.coverage.cases)} cases`]] as [string, string][]) : []),
  ]
  const meta = facts.map(([k, v]) => `<div><dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd></div>`).join('')
  const tile = (rate: Rate) => (rate.value === null ? '—' : `${percent(rate.value)}%`)
  const interval = (rate: Rate) => (rate.low === null || rate.high === null ? '' : ` (95% CI over users ${percent(rate.low)}–${percent(rate.high)})`)
  const tiles: [string, string][] = [
    [tile(s.exact.overall), `exact overall${interval(s.exact.overall)}`],
    [tile(s.execution), `execution match${interval(s.execution)}`],
    s.hard ? [tile(s.hard.exact), `hard cases, exact (n = ${thousands(s.hard.n)})${interval(s.hard.exact)}`] : ['n/a', 'hard cases (not measured)'],
    [tile(s.refusal.exact), `refusal cases refused (n = ${s.refusal.n})`],
    [String(s.formatFailures), 'format failures'],
    [thousands(s.usage.totalTokens), 'tokens'],
  ]
  const tileHtml = tiles.map(([figure, label]) => `<div class="tile"><div class="figure">${escapeHtml(figure)}</div><div class="label">${escapeHtml(label)}</div></div>`).join('')
  const prompt = `<details><summary class="muted">prompt settings</summary><pre>${escapeHtml(JSON.stringify(run.prompt, null, 2))}</pre></details>`
  return `<header><h1>Report: ${escapeHtml(run.agent)} on ${escapeHtml(run.suite)}</h1><dl class="meta">${meta}</dl><div class="tiles">${tileHtml}</div>${prompt}</header>`
}

/** The report as one self-contained HTML page: tables, inline SVG charts, a filterable list of failures. */
export function htmlReport(summary: Summary, results: readonly CaseResult[]): string {
  const b = summary.breakdowns
  const charts =
    `<section id="charts"><h2>Accuracy by vagueness and history length</h2><div class="grid2">` +
    figure(barChart(chartOf('Accuracy by vagueness', b.vagueness)), 'By vagueness, most clear to most vague (TRACEBench Fig. 3 style).') +
    figure(lineChart(chartOf('Accuracy by history length', b.history)), 'By history records before the query (TRACEBench Fig. 4 style).') +
    `</div><h2>Accuracy by domain</h2>` +
    figure(horizontalBars(chartOf('Accuracy by domain', b.domain)), 'Per domain, exact overall and execution match.') +
    `</section>`
  const tables = headlineTables(summary).map(htmlTable).join('')
  const breakdowns = breakdownTables(summary).map(htmlTable).join('')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Report: ${escapeHtml(summary.run.agent)} on ${escapeHtml(summary.run.suite)}</title>
<style>${REPORT_CSS}</style>
</head>
<body>
<main>
${header(summary)}
${tables}
${charts}
${breakdowns}
${failedCasesSection(results, summary.run.trials > 1)}
</main>
</body>
</html>
`
}
