import { escapeHtml } from './escape-html.ts'
import { percent, type Cell, type ReportTable } from './report-tables.ts'

/** A rate with its interval set smaller beside it; text cells escaped. */
export function htmlCell(cell: Cell): string {
  if (typeof cell === 'string') return escapeHtml(cell)
  const { value, low, high } = cell.rate
  if (value === null) return '—'
  return low === null || high === null ? percent(value) : `${percent(value)}<span class="ci"> ${percent(low)}–${percent(high)}</span>`
}

/** A report table as an HTML section; every column after the first holds figures and aligns right. */
export function htmlTable(table: ReportTable): string {
  const head = `<tr>${table.head.map((h, i) => `<th${i === 0 ? '' : ' class="num"'}>${escapeHtml(h)}</th>`).join('')}</tr>`
  const row = (cells: Cell[]) => `<tr>${cells.map((c, i) => `<td${i === 0 ? '' : ' class="num"'}>${htmlCell(c)}</td>`).join('')}</tr>`
  const body = table.rows.length > 0 ? table.rows.map(row).join('') : `<tr><td colspan="${table.head.length}" class="muted">no results</td></tr>`
  const note = [table.note, table.intervals].map((n) => (n === undefined ? '' : `<p class="note">${escapeHtml(n)}</p>`)).join('')
  return `<section id="${escapeHtml(table.id)}"><h2>${escapeHtml(table.title)}</h2><div class="scroll"><table><thead>${head}</thead><tbody>${body}</tbody></table></div>${note}</section>`
}
