// A dialogue: its turns before a run, then a run stepped through turn by turn like a chat.
import { badge, brief, fill, h, label } from './dom.js'
import { agentColumn, diffTable, verdict, verdicts } from './result.js'

const MODES = [
  { mode: 'carry', title: 'carry', note: "the agent's own calls change the state; references resolve against its own outcomes" },
  { mode: 'gold', title: 'gold state', note: "every turn starts from the state the gold reached, so one early mistake does not sink the rest" },
]

const isRef = (v) => v && typeof v === 'object' && !Array.isArray(v) && typeof v.$ref === 'string' && Object.keys(v).length === 1
const refText = (ref) => `{"$ref": "${ref}"}`

/** Arguments with references drawn as references, and (after a run) the value each resolved to. */
function refArgs(args, refs = []) {
  const entries = Object.entries(args ?? {})
  if (!entries.length) return h('span', { class: 'muted' }, 'no arguments')
  return h(
    'dl',
    { class: 'args' },
    entries.map(([k, v]) => {
      const r = refs.find((x) => x.param === k)
      if (r) return [h('dt', {}, k), h('dd', {}, h('span', { class: `ref-value ${r.resolved ? '' : 'err'}` }, r.resolved ? brief(r.value, 80) : 'unresolved'), ' ', h('code', { class: 'ref' }, refText(r.ref)))]
      return [h('dt', {}, k), h('dd', {}, isRef(v) ? h('code', { class: 'ref' }, refText(v.$ref)) : brief(v, 140))]
    }),
  )
}

const miniCall = (call, refs) =>
  h('li', { class: `call mini d-${call.domain}` }, h('div', { class: 'call-head' }, h('span', { class: 'call-app' }, call.appName), h('code', { class: 'call-tool' }, call.tool)), refArgs(call.args, refs))

/** The case panel's dialogue part: every turn as written, and the mode switch. */
export function dialogueSection(view, { mode, onMode }) {
  return h(
    'section',
    { class: 'dialogue-spec', 'aria-label': 'Dialogue turns' },
    h('h3', {}, `A dialogue of ${view.turns.length} turns`),
    h(
      'ol',
      { class: 'turn-specs' },
      view.turns.map((t) =>
        h(
          'li',
          { class: 'turn-spec', dataset: { turn: t.turn } },
          h('div', { class: 'turn-spec-head' }, h('span', { class: 'turn-no' }, `Turn ${t.turn + 1}`), badge(t.act, `act act-${t.act}`)),
          h('p', { class: 'turn-spec-query' }, t.query),
          t.gold.length ? h('ol', { class: 'calls compact' }, t.gold.map((g) => miniCall(g))) : h('p', { class: 'muted small' }, 'Gold: no call.'),
        ),
      ),
    ),
    h(
      'div',
      { class: 'mode-switch', role: 'radiogroup', 'aria-label': 'Dialogue mode' },
      h('span', { class: 'mode-label' }, 'Mode'),
      MODES.map((m) =>
        h(
          'label',
          { class: `mode ${m.mode === mode ? 'on' : ''}`, title: m.note },
          h('input', { type: 'radio', name: 'dialogue-mode', value: m.mode, checked: m.mode === mode, onchange: () => onMode(m.mode) }),
          m.title,
        ),
      ),
      h('span', { class: 'muted small mode-note', id: 'mode-note' }, MODES.find((m) => m.mode === mode).note),
    ),
  )
}

const turnPass = (t) => t.exact.overall && t.execution.match
const outcomeLine = (o, max = 110) => h('p', { class: `outcome ${o.outcome.ok ? 'ok' : 'err'}` }, h('span', { class: 'outcome-label' }, o.outcome.ok ? 'live outcome' : 'error'), ' ', h('code', {}, brief(o.outcome.gist, max)))

/** The conversation up to turn `upTo`: the user's bubble, the agent's calls under it. */
function chat(run, upTo, onTurn) {
  return h(
    'ol',
    { class: 'chat', 'aria-label': 'Conversation so far' },
    run.turns.slice(0, upTo + 1).map((t) =>
      h(
        'li',
        { class: `exchange ${t.turn === upTo ? 'current' : ''}`, dataset: { turn: t.turn } },
        h('button', { type: 'button', class: 'bubble user', onclick: () => onTurn(t.turn), 'aria-label': `Turn ${t.turn + 1}: ${t.query}` }, h('span', { class: 'bubble-meta' }, `Turn ${t.turn + 1} · ${t.act}`), t.query),
        h(
          'div',
          { class: 'bubble agent' },
          h('span', { class: 'bubble-meta' }, run.agent, ' ', h('span', { class: `pill ${turnPass(t) ? 'pass' : 'fail'}` }, turnPass(t) ? 'pass' : 'fail')),
          t.predicted.length
            ? t.predicted.map((p) => h('div', { class: 'chat-call' }, h('code', {}, `${p.call.appName}.${p.call.tool}`), outcomeLine(p, 120)))
            : h('p', { class: 'muted small' }, t.answer.kind === 'format_error' ? `No usable answer: ${t.answer.reason}` : 'No call.'),
          run.mode === 'gold' && t.turn < run.turns.length - 1 ? h('p', { class: 'muted small' }, 'The next turn starts from the gold’s state.') : null,
        ),
      ),
    ),
  )
}

function goldColumn(t) {
  const refsOf = (i) => t.refs.filter((r) => r.call === i)
  return h(
    'section',
    { class: 'column gold', 'aria-label': 'Gold calls' },
    h('h3', {}, 'Gold, references resolved'),
    t.gold === null
      ? [h('p', { class: 'err' }, `A reference could not be resolved: ${t.execution.reason}`), h('ol', { class: 'calls' }, t.goldSpec.map((g, i) => miniCall(g, refsOf(i))))]
      : t.gold.length
        ? h(
            'ol',
            { class: 'calls', id: 'gold-calls' },
            t.gold.map((g, i) => h('li', { class: `call d-${g.call.domain}` }, h('div', { class: 'call-head' }, h('span', { class: 'call-app' }, g.call.appName), h('code', { class: 'call-tool' }, g.call.tool)), refArgs(t.goldSpec[i]?.args ?? g.call.args, refsOf(i)), outcomeLine(g, 400))),
          )
        : h('p', { class: 'muted' }, 'No call: the right answer is to make none.'),
  )
}

function refsBlock(run, t) {
  if (!t.refs.length) return null
  const whose = run.mode === 'carry' ? `${run.agent}'s` : "the gold's"
  return h(
    'section',
    { class: 'refs', 'aria-label': 'References resolved' },
    h('h3', {}, 'References'),
    h(
      'ul',
      {},
      t.refs.map((r) =>
        h(
          'li',
          { class: r.resolved ? 'ok' : 'err', dataset: { ref: r.ref } },
          h('code', { class: 'ref' }, refText(r.ref)),
          h('span', { class: 'arrow', 'aria-hidden': 'true' }, '→'),
          h('code', { class: 'ref-value' }, r.resolved ? brief(r.value, 80) : 'unresolved'),
          h('span', { class: 'muted small' }, ` ${r.param} = the ${r.path} that ${whose} ${run.turns[r.fromTurn]?.goldSpec[r.fromCall]?.tool ?? 'call'} got in turn ${r.fromTurn + 1}`),
        ),
      ),
    ),
  )
}

/** A run dialogue: the dialogue's verdict, a turn strip, the chat so far, and the selected turn in full. */
export function renderDialogueResult(el, run, { turn, onTurn }) {
  const t = run.turns[turn]
  const v = run.verdict
  const strip = h(
    'div',
    { class: 'turn-nav' },
    h('button', { type: 'button', id: 'turn-prev', disabled: turn === 0, onclick: () => onTurn(turn - 1), 'aria-label': 'Previous turn' }, '‹ Prev'),
    h(
      'ol',
      { class: 'turn-strip', 'aria-label': 'Turns' },
      run.turns.map((x) =>
        h('li', {}, h('button', { type: 'button', class: `turn-tab ${turnPass(x) ? 'pass' : 'fail'}`, 'aria-current': x.turn === turn ? 'step' : undefined, dataset: { turn: x.turn }, onclick: () => onTurn(x.turn) }, h('span', { 'aria-hidden': 'true' }, turnPass(x) ? '✓' : '✗'), ` ${x.turn + 1} ${x.act}`)),
      ),
    ),
    h('button', { type: 'button', id: 'turn-next', disabled: turn === run.turns.length - 1, onclick: () => onTurn(turn + 1), 'aria-label': 'Next turn' }, 'Next ›'),
  )
  fill(
    el,
    verdict('Dialogue', 'dialogue', v.exact && v.execution, `${label(run.mode === 'gold' ? 'gold_state' : 'carry')} mode · every turn must pass · exact ${v.exactTurns}/${v.turns} · execution ${v.executionTurns}/${v.turns}`),
    h('section', { class: 'card dialogue-run', dataset: { turn } }, strip, chat(run, turn, onTurn)),
    h(
      'section',
      { class: 'card turn-detail', 'aria-label': `Turn ${turn + 1} in full` },
      h('div', { class: 'turn-detail-head' }, h('h3', {}, `Turn ${turn + 1} of ${run.turns.length}`), badge(t.act, `act act-${t.act}`)),
      h('blockquote', { class: 'query turn-query', id: 'turn-query' }, t.query),
      verdicts(t),
      refsBlock(run, t),
      h('div', { class: 'columns' }, agentColumn({ ...t, agent: run.agent }), goldColumn(t)),
      h('h3', {}, 'State diff of this turn: from the state it started in'),
      diffTable({ ...t, agent: run.agent, gold: t.gold ?? [] }),
    ),
  )
}
