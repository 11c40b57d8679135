import { breakdownTables, cellText, headlineTables, thousands, type ReportTable } from './report-tables.ts'
import type { Summary } from './summary-types.ts'

// A pipe or a line break inside a cell would end it early.
const cell = (text: string): string => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ')

export function markdownTable(table: ReportTable): string {
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`
  const rule = `|${table.head.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`
  const body = table.rows.length > 0 ? table.rows.map((row) => line(row.map(cellText))) : [line(table.head.map((_, i) => (i === 0 ? '(none)' : '')))]
  const notes = [table.note, table.intervals].filter((n) => n !== undefined).map((n) => `_${n}_`)
  return [`## ${table.title}`, '', line(table.head), rule, ...body, ...notes.flatMap((n) => ['', n])].join('\n')
}

/** `1,982 single-turn cases (+ 464 dialogues, 128 counterfactual twins: 2,574 result lines)`: the same count the failed list uses. */
export function populationLine(s: Summary): string {
  const extras = [...(s.counts.dialogues ? [`${thousands(s.counts.dialogues)} dialogues`] : []), ...(s.counts.twins ? [`${thousands(s.counts.twins)} counterfactual twins`] : [])]
  return `${thousands(s.cases)} single-turn cases × ${s.run.trials} trial${s.run.trials === 1 ? '' : 's'}${extras.length ? ` (+ ${extras.join(', ')}: ${thousands(s.counts.lines)} result lines)` : ''}`
}

/** The report as Markdown: run header, headline tables, one table per breakdown. Rates are percentages. */
export function markdownReport(summary: Summary): string {
  const run = summary.run
  const header = [
    `# Report: ${cell(run.agent)} on ${cell(run.suite)}`,
    '',
    [
      `Agent \`${run.agent}\``,
      ...(run.model ? [`model \`${run.model}\``] : []),
      `suite \`${run.suite}\``,
      `format \`${run.format}\``,
      run.strict ? 'strict matching' : 'tolerant matching',
      populationLine(summary),
    ].join(' · '),
    '',
    'Rates are percentages with one decimal, each with its 95% interval in parentheses (a bootstrap over users).',
  ].join('\n')
  const tables = [...headlineTables(summary), ...breakdownTables(summary)].map(markdownTable)
  return `${[header, ...tables].join('\n\n')}\n`
}
