// A run: the agent's calls beside the gold, every live outcome, both verdicts, the state diff.
import { argList, badge, brief, fill, h } from './dom.js'

export function callCard(item, role) {
  const { call, outcome } = item
  return h(
    'li',
    { class: `call d-${call.domain}` },
    h('div', { class: 'call-head' }, role ? badge(role, 'tag') : null, h('span', { class: 'call-app' }, call.appName), h('code', { class: 'call-tool' }, call.tool)),
    argList(call.args),
    h('p', { class: `outcome ${outcome.ok ? 'ok' : 'err'}` }, h('span', { class: 'outcome-label' }, outcome.ok ? 'live outcome' : 'error'), ' ', h('code', {}, outcome.gist)),
  )
}

export function verdict(name, key, pass, detail) {
  return h(
    'div',
    { class: `verdict ${pass ? 'pass' : 'fail'}`, dataset: { verdict: key, pass: String(pass) }, role: 'status' },
    h('span', { class: 'verdict-icon', 'aria-hidden': 'true' }, pass ? '✓' : '✗'),
    h('span', { class: 'verdict-name' }, name),
    h('span', { class: 'verdict-label' }, pass ? 'pass' : 'fail'),
    detail ? h('span', { class: 'verdict-detail' }, detail) : null,
  )
}

const exactColumns = ['format', 'app', 'function', 'paramNames', 'paramValues']

export function verdicts(run) {
  const { exact, execution } = run
  return h(
    'div',
    { class: 'verdicts' },
    verdict('Exact match', 'exact', exact.overall, exactColumns.map((k) => `${exact[k] ? '✓' : '✗'} ${k}`).join('  ')),
    verdict('Execution', 'execution', execution.match, execution.reason),
    exact.mismatches.length || execution.collateral.length
      ? h(
          'ul',
          { class: 'mismatches' },
          exact.mismatches.map((m) => h('li', {}, m)),
          execution.collateral.map((p) => h('li', {}, `collateral change: ${p}`)),
        )
      : null,
  )
}

/** A state value in a cell: strings and numbers as they are, a nested record by its name or total. */
function valueText(value) {
  if (value === undefined) return undefined
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    if (typeof value.name === 'string') return `${value.name} {…}`
    if (typeof value.total === 'number') return `${value.total}${value.currency ? ` ${value.currency}` : ''} {…}`
  }
  return brief(value, 80)
}

const cell = (value, changed) =>
  h('td', { class: changed ? 'changed' : 'kept' }, value === undefined ? h('span', { class: 'muted', 'aria-label': 'absent' }, '—') : h('code', { title: JSON.stringify(value, null, 1) }, valueText(value)))

function diffBody(rows, run, typed) {
  let group
  return h(
    'tbody',
    {},
    rows.flatMap((r) => {
      const out = []
      const recordKey = r.record ? `${r.app}:${r.record}` : undefined
      if (recordKey && recordKey !== group) out.push(h('tr', { class: 'group' }, h('th', { colspan: typed ? 3 : 4, scope: 'rowgroup' }, h('code', {}, recordKey))))
      group = recordKey
      out.push(
        h(
          'tr',
          { class: typed || r.same ? 'same' : 'differs' },
          h('th', { scope: 'row', class: r.field ? 'field' : '' }, h('code', {}, r.field ?? `${r.app}:${r.path}`)),
          cell(r.before, false),
          typed ? null : cell(r.gold, r.goldChanged),
          cell(r.predicted, r.predictedChanged),
        ),
      )
      return out
    }),
  )
}

export function diffTable(run) {
  const typed = run.gold === null
  if (run.diff.length === 0) {
    const read = run.execution?.differing?.length ? ` Outcome paths that differ: ${run.execution.differing.join(', ')}.` : ''
    return h('p', { class: 'muted' }, `No state changed on either fork: ${typed ? 'the request only read.' : 'the gold only reads, so the outcomes are compared.'}${read}`)
  }
  const table = (rows, caption) =>
    h(
      'div',
      { class: 'table-wrap' },
      h(
        'table',
        { class: 'diff', 'aria-label': caption },
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'path'), h('th', { scope: 'col' }, 'at S0'), typed ? null : h('th', { scope: 'col' }, 'after gold'), h('th', { scope: 'col' }, `after ${run.agent}`))),
        diffBody(rows, run, typed),
      ),
    )
  if (typed) return table(run.diff, 'State changes from S0')
  const differing = run.diff.filter((r) => !r.same)
  const same = run.diff.filter((r) => r.same)
  return [
    differing.length ? table(differing, 'Paths where gold and prediction differ') : h('p', { class: 'same-note' }, `✓ Gold and ${run.agent} reach the same value at every changed path.`),
    same.length ? h('details', { class: 'same-paths' }, h('summary', {}, `${same.length} path(s) reach the same value`), table(same, 'Paths where gold and prediction agree')) : null,
  ]
}

export function agentColumn(run) {
  const answer =
    run.answer.kind === 'refusal'
      ? h('p', { class: 'muted' }, 'No call: the agent declined.')
      : run.answer.kind === 'format_error'
        ? h('p', { class: 'err' }, `Unparsable answer: ${run.answer.reason}`)
        : null
  return h(
    'section',
    { class: 'column', 'aria-label': `Calls by ${run.agent}` },
    h('h3', {}, `${run.agent}'s calls`),
    run.steps.length ? [h('p', { class: 'muted small' }, 'Looked up first (live, on a fork of S0):'), h('ol', { class: 'calls steps' }, run.steps.map((s) => callCard(s, 'read')))] : null,
    answer,
    h('ol', { class: 'calls', id: 'predicted-calls' }, run.predicted.map((p) => callCard(p))),
  )
}

/** Renders a run into `el`. */
export function renderResult(el, run) {
  const typed = run.gold === null
  fill(
    el,
    typed ? null : verdicts(run),
    h(
      'div',
      { class: `columns ${typed ? 'one' : ''}` },
      agentColumn(run),
      typed
        ? null
        : h(
            'section',
            { class: 'column gold', 'aria-label': 'Gold calls' },
            h('h3', {}, 'Gold'),
            run.gold.length ? h('ol', { class: 'calls', id: 'gold-calls' }, run.gold.map((g) => callCard(g))) : h('p', { class: 'muted' }, 'No call: the right answer is to refuse.'),
          ),
    ),
    h('section', { class: 'card diff-card' }, h('h3', {}, typed ? 'State changes' : 'State diff: gold vs prediction, from S0'), diffTable(run)),
  )
}

export const renderRunError = (el, message) => fill(el, h('p', { class: 'card err', role: 'alert' }, message))
