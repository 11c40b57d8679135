// A counterfactual pair: one request on two histories, the edit between them, and both runs side by side.
import { brief, fill, h } from './dom.js'
import { callCard, verdict } from './result.js'

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b)

/** Gold calls with the arguments that differ from the other side's gold marked. */
function goldCalls(gold, other, id) {
  if (!gold.length) return h('p', { class: 'muted' }, 'No call.')
  return h(
    'ol',
    { class: 'calls', id },
    gold.map((g, i) => {
      const o = other[i]
      return h(
        'li',
        { class: `call mini d-${g.domain}` },
        h('div', { class: 'call-head' }, h('span', { class: `call-app ${o && o.app !== g.app ? 'differs' : ''}` }, g.appName), h('code', { class: 'call-tool' }, g.tool)),
        h(
          'dl',
          { class: 'args' },
          Object.entries(g.args).map(([k, v]) => {
            const differs = !o || !same(o.args[k], v)
            return [h('dt', { class: differs ? 'differs' : '' }, k), h('dd', { class: differs ? 'differs' : '' }, brief(v, 100))]
          }),
        ),
      )
    }),
  )
}

const side = (title, id, selected, body) =>
  h('section', { class: `pair-side ${selected ? 'selected' : ''}`, 'aria-label': `${title} ${id}` }, h('div', { class: 'pair-side-head' }, h('strong', {}, title), h('code', {}, id), selected ? h('span', { class: 'pill' }, 'picked') : null), body)

/** What the twin's history edits: record, argument, old → new value. */
export function editList(pair) {
  return h(
    'ul',
    { class: 'edits', 'aria-label': 'Edited history records' },
    pair.edits.map((e) =>
      h(
        'li',
        { dataset: { index: e.index } },
        h('code', { class: 'edit-index' }, `#${e.index}`),
        ` ${e.appName}.${e.tool} `,
        e.changes.map((c) => h('span', { class: 'edit-change' }, h('span', { class: 'muted' }, `${c.param} `), h('del', {}, brief(c.before, 40)), ' → ', h('ins', {}, brief(c.after, 40)))),
      ),
    ),
  )
}

/** The case panel's pair part: the same request, both golds, the edit, and "Run both". */
export function pairSection(view, { onRunPair, agentName }) {
  const pair = view.pair
  const picked = view.id
  return h(
    'section',
    { class: 'pair', id: 'pair-panel', 'aria-label': 'Counterfactual pair' },
    h(
      'div',
      { class: 'pair-head' },
      h('h3', {}, 'Counterfactual pair ', h('code', { class: 'tag badge' }, pair.change)),
      h('button', { type: 'button', id: 'run-pair', class: 'primary agent-run', dataset: { verb: 'Run both' }, onclick: onRunPair }, `Run both with ${agentName}`),
    ),
    h('p', { class: 'muted small' }, 'The same request on two histories; the twin’s differs only in the records below, and its right answer changes with them.'),
    h(
      'div',
      { class: 'pair-cols' },
      side('Original', pair.original.id, picked === pair.original.id, [h('h4', {}, 'Gold'), goldCalls(pair.original.gold, pair.twin.gold, 'pair-gold-original')]),
      side('Twin', pair.twin.id, picked === pair.twin.id, [h('h4', {}, 'Gold'), goldCalls(pair.twin.gold, pair.original.gold, 'pair-gold-twin')]),
    ),
    h('h4', {}, `Edited in the twin’s history (${pair.edits.length} record${pair.edits.length === 1 ? '' : 's'})`),
    editList(pair),
  )
}

/** The gold arguments the edit moved, per gold call: where the agent's answer should have moved too. */
const movedParams = (pair) =>
  pair.original.gold.flatMap((g, i) => Object.keys({ ...g.args, ...pair.twin.gold[i]?.args }).filter((k) => !same(g.args[k], pair.twin.gold[i]?.args[k])).map((k) => ({ call: i, param: k })))

function movedTable(run, moved) {
  if (!moved.length) return null
  return h(
    'table',
    { class: 'diff moved', 'aria-label': 'What the edit moved' },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'argument'), h('th', { scope: 'col' }, 'gold'), h('th', { scope: 'col' }, run.agent))),
    h(
      'tbody',
      {},
      moved.map(({ call, param }) => {
        const gold = run.gold?.[call]?.call.args[param]
        const predicted = run.predicted[call]?.call.args[param]
        return h(
          'tr',
          { class: same(gold, predicted) ? 'same' : 'differs' },
          h('th', { scope: 'row' }, h('code', {}, param)),
          h('td', {}, h('code', {}, brief(gold, 40))),
          h('td', {}, predicted === undefined ? h('span', { class: 'muted' }, '—') : h('code', {}, brief(predicted, 40))),
        )
      }),
    ),
  )
}

function runSide(title, run, selected, moved) {
  return side(title, run.case.id, selected, [
    h(
      'div',
      { class: 'verdicts' },
      verdict('Exact', 'exact', run.exact.overall),
      verdict('Execution', 'execution', run.execution.match, run.execution.match ? null : brief(run.execution.reason, 90)),
    ),
    movedTable(run, moved),
    h('h4', {}, `${run.agent}'s calls`),
    run.predicted.length ? h('ol', { class: 'calls' }, run.predicted.map((p) => callCard(p))) : h('p', { class: 'muted' }, run.answer.kind === 'format_error' ? `Unparsable: ${run.answer.reason}` : 'No call.'),
  ])
}

/** Both runs of a pair and the pair's verdicts: right on both, and whether the answer moved with the history. */
export function renderPairResult(el, run, picked) {
  const v = run.verdict
  const moved = movedParams(run.pair)
  fill(
    el,
    h(
      'div',
      { class: 'verdicts pair-verdicts', id: 'pair-result' },
      verdict('Right on both', 'pair-both', v.rightOnBoth.execution, `execution ${v.originalRight ? '✓' : '✗'} original  ${v.twinRight ? '✓' : '✗'} twin · exact ${v.rightOnBoth.exact ? '✓' : '✗'} on both`),
      h(
        'div',
        { class: `verdict ${v.sameAnswer ? 'fail' : 'pass'}`, dataset: { verdict: 'pair-same', same: String(v.sameAnswer) }, role: 'status' },
        h('span', { class: 'verdict-icon', 'aria-hidden': 'true' }, v.sameAnswer ? '=' : '≠'),
        h('span', { class: 'verdict-name' }, 'Same answer'),
        h('span', { class: 'verdict-label' }, v.sameAnswer ? 'yes' : 'no'),
        h('span', { class: 'verdict-detail' }, v.sameAnswer ? `${run.agent} gave both histories the same calls: the edit did not reach its answer` : `${run.agent}'s answer moved with the edited history`),
      ),
    ),
    h('section', { class: 'card pair-run' }, h('div', { class: 'pair-cols' }, runSide('Original', run.original, picked === run.original.case.id, moved), runSide('Twin', run.twin, picked === run.twin.case.id, moved))),
  )
}
