import { escapeHtml } from './escape-html.ts'
import type { ReportTable } from './report-tables.ts'

/** A report table as an HTML section; every column after the first holds figures and aligns right. */
export function htmlTable(table: ReportTable): string {
  const row = (cells: string[], tag: 'td' | 'th') =>
    `<tr>${cells.map((c, i) => `<${tag}${i === 0 ? '' : ' class="num"'}>${escapeHtml(c)}</${tag}>`).join('')}</tr>`
  const body = table.rows.length > 0 ? table.rows.map((r) => row(r, 'td')).join('') : `<tr><td colspan="${table.head.length}" class="muted">no results</td></tr>`
  const note = table.note ? `<p class="note">${escapeHtml(table.note)}</p>` : ''
  return `<section id="${escapeHtml(table.id)}"><h2>${escapeHtml(table.title)}</h2><div class="scroll"><table><thead>${row(table.head, 'th')}</thead><tbody>${body}</tbody></table></div>${note}</section>`
}
