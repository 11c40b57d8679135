import { VAGUENESS_LEVELS } from '../../scenarios/case/index.ts'
import type { CaseResult } from '../eval/result.ts'
import { kindKeys } from './breakdown.ts'
import { escapeHtml } from './escape-html.ts'

/** Raw answers are shown for diagnosis, not archived: a runaway generation would swamp the page. */
const RAW_LIMIT = 4000

/** A result fails when either verdict does: exact overall or execution match. */
export const failedResults = (results: readonly CaseResult[]): CaseResult[] =>
  results
    .filter((r) => !r.exact.overall || !r.execution.match)
    .sort((a, b) => (a.case < b.case ? -1 : a.case > b.case ? 1 : a.trial - b.trial))

const failedOn = (r: CaseResult): string => (!r.exact.overall && !r.execution.match ? 'both' : !r.exact.overall ? 'exact' : 'execution')

// A format error's reason says more than the execution verdict ('no call made') does.
const reasonOf = (r: CaseResult): string => (r.parsed.kind === 'format_error' ? `format error: ${r.parsed.reason}` : r.execution.reason)

function detailsOf(r: CaseResult): string {
  const items = [
    ...r.exact.mismatches,
    ...r.execution.differing.map((p) => `differs: ${p}`),
    ...r.execution.collateral.map((p) => `collateral: ${p}`),
    ...r.execution.errors.map((e) => `error: ${e}`),
  ]
  const list = items.length > 0 ? `<ul>${items.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul>` : ''
  const raw =
    r.raw === undefined
      ? ''
      : `<details><summary>raw answer</summary><pre>${escapeHtml(r.raw.length > RAW_LIMIT ? `${r.raw.slice(0, RAW_LIMIT)}… (${r.raw.length} characters)` : r.raw)}</pre></details>`
  return list + raw
}

const mark = (pass: boolean): string => (pass ? '<span class="pass">✓</span>' : '<span class="fail">✗</span>')

function failedRow(r: CaseResult, showTrial: boolean): string {
  const cells = [
    `<td class="mono">${escapeHtml(r.case)}${showTrial ? ` <span class="muted">trial ${r.trial}</span>` : ''}</td>`,
    `<td>${escapeHtml(r.vagueness)}</td>`,
    `<td>${escapeHtml(kindKeys(r).join(', '))}</td>`,
    `<td class="num">${mark(r.exact.overall)}</td>`,
    `<td class="num">${mark(r.execution.match)}</td>`,
    `<td>${escapeHtml(reasonOf(r))}</td>`,
    `<td class="details">${detailsOf(r)}</td>`,
  ]
  return `<tr data-vagueness="${escapeHtml(r.vagueness)}" data-fails="${failedOn(r)}">${cells.join('')}</tr>`
}

// Static: no data is interpolated into the script, so nothing in a result can run.
const FILTER_SCRIPT = `<script>
(function () {
  var text = document.getElementById('filter-text'), level = document.getElementById('filter-vagueness'), fails = document.getElementById('filter-fails');
  var rows = document.querySelectorAll('#failed tbody tr[data-fails]'), count = document.getElementById('filter-count');
  function apply() {
    var needle = text.value.trim().toLowerCase(), shown = 0;
    rows.forEach(function (row) {
      var ok = (!needle || row.textContent.toLowerCase().indexOf(needle) >= 0) &&
        (!level.value || row.dataset.vagueness === level.value) &&
        (!fails.value || row.dataset.fails === fails.value || row.dataset.fails === 'both');
      row.hidden = !ok; if (ok) shown++;
    });
    count.textContent = shown + ' of ' + rows.length;
  }
  [text, level, fails].forEach(function (el) { el.addEventListener('input', apply); });
  apply();
})();
</script>`

/** The failed results as a filterable table (by text, vagueness, and which verdict failed); trials shown when there are several. */
export function failedCasesSection(results: readonly CaseResult[], showTrial: boolean): string {
  const failed = failedResults(results)
  const levels = VAGUENESS_LEVELS.map((v) => `<option value="${v}">${v}</option>`).join('')
  const controls =
    `<div class="filters"><input id="filter-text" type="search" placeholder="Filter by case id, reason, mismatch…" aria-label="Filter text">` +
    `<select id="filter-vagueness" aria-label="Vagueness"><option value="">all vagueness levels</option>${levels}</select>` +
    `<select id="filter-fails" aria-label="Failed verdict"><option value="">any failed verdict</option><option value="exact">exact failed</option><option value="execution">execution failed</option></select>` +
    `<span id="filter-count" class="muted"></span></div>`
  const head = '<tr><th>Case</th><th>Vagueness</th><th>Kinds</th><th class="num">Exact</th><th class="num">Execution</th><th>Reason</th><th>Mismatches</th></tr>'
  const body = failed.length > 0 ? failed.map((r) => failedRow(r, showTrial)).join('') : '<tr><td colspan="7" class="muted">every result passed both verdicts</td></tr>'
  return (
    `<section id="failed"><h2>Failed cases <span class="muted">(${failed.length} of ${results.length})</span></h2>${controls}` +
    `<div class="scroll"><table class="failed"><thead>${head}</thead><tbody>${body}</tbody></table></div></section>${FILTER_SCRIPT}`
  )
}
