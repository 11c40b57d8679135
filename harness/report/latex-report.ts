import { breakdownTables, headlineTables, percent, type Cell, type ReportTable } from './report-tables.ts'
import type { Summary } from './summary-types.ts'

const SPECIAL: Record<string, string> = { '\\': '\\textbackslash{}', '{': '\\{', '}': '\\}', $: '\\$', '&': '\\&', '#': '\\#', '^': '\\textasciicircum{}', _: '\\_', '%': '\\%', '~': '\\textasciitilde{}' }

/** Text made safe for LaTeX; the en dash, × and τ get their LaTeX spellings. */
export const latexEscape = (text: string): string =>
  text.replace(/[\\{}$&#^_%~]/g, (c) => SPECIAL[c]!).replace(/–/g, '--').replace(/×/g, '$\\times$').replace(/τ/g, '$\\tau$').replace(/—/g, '---')

/** `75.0\,{\scriptsize(70.1--79.4)}`: the rate with its interval in small type, as papers set it. */
export function latexCell(cell: Cell): string {
  if (typeof cell === 'string') return latexEscape(cell)
  const { value, low, high } = cell.rate
  if (value === null) return '---'
  return low === null || high === null ? percent(value) : `${percent(value)}\\,{\\scriptsize(${percent(low)}--${percent(high)})}`
}

/** One booktabs table: a label column, then right-aligned figures. */
export function latexTable(table: ReportTable): string {
  const spec = `l${'r'.repeat(Math.max(0, table.head.length - 1))}`
  const line = (cells: string[]) => `${cells.join(' & ')} \\\\`
  const rows = table.rows.length ? table.rows.map((row) => line(row.map(latexCell))) : [line(table.head.map((_, i) => (i === 0 ? '(none)' : '')))]
  return [
    '\\begin{table}[t]',
    '\\centering',
    '\\small',
    `\\caption{${latexEscape(table.title)}}`,
    `\\label{tab:${table.id}}`,
    `\\begin{tabular}{${spec}}`,
    '\\toprule',
    line(table.head.map(latexEscape)),
    '\\midrule',
    ...rows,
    '\\bottomrule',
    '\\end{tabular}',
    ...(table.note ? [`\\par\\smallskip{\\footnotesize ${latexEscape(table.note)}}`] : []),
    ...(table.intervals ? [`\\par{\\footnotesize ${latexEscape(table.intervals)}}`] : []),
    '\\end{table}',
  ].join('\n')
}

/** report.tex: every table of the report, ready to \input (needs \usepackage{booktabs}). */
export function latexReport(summary: Summary): string {
  const tables = [...headlineTables(summary).filter((t) => t.id !== 'run'), ...breakdownTables(summary)]
  return `% Tables of ${latexEscape(summary.run.agent)} on ${latexEscape(summary.run.suite)}; rates in percent with 95% intervals (bootstrap over users). Needs \\usepackage{booktabs}.\n${tables.map(latexTable).join('\n\n')}\n`
}
