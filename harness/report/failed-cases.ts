import { VAGUENESS_LEVELS, type Call } from '../../scenarios/case/index.ts'
import type { CaseResult } from '../eval/result.ts'
import { kindKeys } from './breakdown.ts'
import { escapeHtml, escapeText } from './escape-html.ts'
import { failed } from './rates.ts'
import { thousands } from './report-tables.ts'

// Cells are cut so a row stays a few lines: the full result is one line of results.jsonl away.
const TEXT = 160
const CALLS = 180
const WHY = 200
const RAW = 600

const clip = (text: string, n: number) => (text.length > n ? `${text.slice(0, n - 1)}…` : text)

/** A result fails when either verdict does (a dialogue: any turn). */
export const failedResults = (results: readonly CaseResult[]): CaseResult[] =>
  results
    .filter((r) => failed(r).exact || failed(r).execution)
    .sort((a, b) => (a.case < b.case ? -1 : a.case > b.case ? 1 : a.trial - b.trial))

const failedOn = (r: CaseResult): string => {
  const f = failed(r)
  return f.exact && f.execution ? 'both' : f.exact ? 'exact' : 'execution'
}

/** `didi_chuxing.bookTaxi(pickupLocation="Home", taxiType="Premier")`. */
export const callText = (call: Call): string => `${call.app}.${call.tool}(${Object.entries(call.args).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ')})`
const callsText = (calls: readonly Call[] | undefined): string => (calls === undefined ? '—' : calls.length ? calls.map(callText).join('; ') : 'no call')

function predictionText(r: CaseResult): string {
  if (r.parsed.kind === 'format_error') return 'format error'
  return r.parsed.kind === 'refusal' ? 'no call' : callsText(r.parsed.calls)
}

/** Why it failed: the verdict's reason, then the first mismatches (for a dialogue, its first failing turn). */
function whyText(r: CaseResult): string {
  const turn = r.turns?.find((t) => !t.exact.overall || !t.execution.match)
  const source = turn ?? r
  const reason = source.parsed.kind === 'format_error' ? `format error: ${source.parsed.reason}` : source.execution.reason
  const head = turn && turn.turn > 0 ? `turn ${turn.turn + 1} (${turn.act}): ` : ''
  return [head + reason, ...source.exact.mismatches.slice(0, 2)].join('; ')
}

const mark = (pass: boolean): string => (pass ? '<td class="pass">✓</td>' : '<td class="fail">✗</td>')

function failedRow(r: CaseResult, showTrial: boolean): string {
  const f = failed(r)
  const request = r.query === undefined ? '—' : `${r.query}${r.turns ? ` (+${r.turns.length - 1} turn${r.turns.length === 2 ? '' : 's'})` : ''}`
  const raw = r.parsed.kind === 'format_error' && r.raw !== undefined ? `<details><summary>raw</summary><pre>${escapeText(clip(r.raw, RAW))}</pre></details>` : ''
  const kind = r.turns ? 'dialogue' : r.counterfactualOf ? 'twin' : 'single'
  // Styles come from the column (see REPORT_CSS): a row carries text, not attributes
  const cells = [
    `<td>${escapeText(r.case)}${showTrial ? ` #${r.trial}` : ''}<small>${escapeText([r.vagueness, ...kindKeys(r)].join(' · '))}</small></td>`,
    `<td>${escapeText(clip(request, TEXT))}</td>`,
    `<td>${escapeText(clip(callsText(r.gold), CALLS))}</td>`,
    `<td>${escapeText(clip(predictionText(r), CALLS))}${raw}</td>`,
    mark(!f.exact),
    r.execution.executable === false ? '<td class="muted">n/a</td>' : mark(!f.execution),
    `<td>${escapeText(clip(whyText(r), WHY))}</td>`,
  ]
  return `<tr data-vagueness="${escapeHtml(r.vagueness)}" data-fails="${failedOn(r)}" data-kind="${kind}">${cells.join('')}</tr>`
}

// Static: no data is interpolated into the script, so nothing in a result can run.
const FILTER_SCRIPT = `<script>
(function () {
  var text = document.getElementById('filter-text'), level = document.getElementById('filter-vagueness'), fails = document.getElementById('filter-fails'), kind = document.getElementById('filter-kind');
  var rows = document.querySelectorAll('#failed tbody tr[data-fails]'), count = document.getElementById('filter-count');
  function apply() {
    var needle = text.value.trim().toLowerCase(), shown = 0;
    rows.forEach(function (row) {
      var ok = (!needle || row.textContent.toLowerCase().indexOf(needle) >= 0) &&
        (!level.value || row.dataset.vagueness === level.value) &&
        (!kind.value || row.dataset.kind === kind.value) &&
        (!fails.value || row.dataset.fails === fails.value || row.dataset.fails === 'both');
      row.hidden = !ok; if (ok) shown++;
    });
    count.textContent = shown + ' of ' + rows.length;
  }
  [text, level, fails, kind].forEach(function (el) { el.addEventListener('input', apply); });
  apply();
})();
</script>`

/**
 * The failed results as one compact, filterable table (text, vagueness, case kind, which verdict):
 * the request, the gold, the prediction and why, per row. `lines` is every result line of the run,
 * the same count the report's header gives.
 */
export function failedCasesSection(results: readonly CaseResult[], showTrial: boolean): string {
  const rows = failedResults(results)
  const levels = VAGUENESS_LEVELS.map((v) => `<option value="${v}">${v}</option>`).join('')
  const controls =
    `<div class="filters"><input id="filter-text" type="search" placeholder="Filter by case id, request, call, reason…" aria-label="Filter text">` +
    `<select id="filter-vagueness" aria-label="Vagueness"><option value="">all vagueness levels</option>${levels}</select>` +
    `<select id="filter-kind" aria-label="Case kind"><option value="">all cases</option><option value="single">single requests</option><option value="dialogue">dialogues</option><option value="twin">counterfactual twins</option></select>` +
    `<select id="filter-fails" aria-label="Failed verdict"><option value="">any failed verdict</option><option value="exact">exact failed</option><option value="execution">execution failed</option></select>` +
    `<span id="filter-count" class="muted"></span></div>`
  const head = '<tr><th>Case</th><th>Request</th><th>Gold</th><th>Prediction</th><th>Exact</th><th>Exec.</th><th>Why</th></tr>'
  const body = rows.length > 0 ? rows.map((r) => failedRow(r, showTrial)).join('') : '<tr><td colspan="7" class="muted">every result passed both verdicts</td></tr>'
  return (
    `<section id="failed"><h2>Failed cases <span class="muted">(${thousands(rows.length)} of ${thousands(results.length)} result lines)</span></h2>${controls}` +
    `<div class="scroll"><table class="failed"><thead>${head}</thead><tbody>${body}</tbody></table></div></section>${FILTER_SCRIPT}`
  )
}
