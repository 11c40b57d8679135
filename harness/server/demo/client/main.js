// The demo page's controller: pick a user, a case or a request, run an agent, show what happened.
import { api } from './api.js'
import { kindBadges, renderCase, renderTyped } from './case-panel.js'
import { renderDialogueResult } from './dialogue.js'
import { $, badge, fill, h, label } from './dom.js'
import { renderPairResult } from './pair.js'
import { renderResult, renderRunError } from './result.js'
import { renderLegend, renderRecord, renderTimeline } from './timeline.js'

const state = { users: [], user: undefined, records: [], caseView: undefined, cutoff: undefined, highlights: [], edits: [], mode: 'carry' }
const agent = () => $('agent').value

function drawTimeline() {
  renderTimeline($('timeline'), state.records, {
    cutoff: state.cutoff,
    highlights: state.highlights,
    edits: state.edits,
    onPick: (record, reasons, edit) => renderRecord($('record-detail'), record, reasons, edit),
  })
  const n = state.highlights.length
  const e = state.edits.length
  fill($('timeline-note'), `${state.records.length} calls over ${new Set(state.records.map((r) => r.day)).size} days`, state.cutoff !== undefined ? ` · cut-off after #${state.cutoff - 1}` : '', n ? ` · ${n} ringed` : '', e ? ` · ${e} edited in the twin` : '')
  // Bring a twin's edited records (else the ringed ones, else the cut-off) into view in the timeline's own scroll box.
  const list = $('timeline')
  const target = list.querySelector('.chip.edited') ?? list.querySelector('.chip.hl') ?? list.querySelector('.cut')
  if (target) list.scrollTop += target.getBoundingClientRect().top - list.getBoundingClientRect().top - list.clientHeight / 3
}

function renderProfile(u) {
  fill(
    $('profile'),
    h('p', { class: 'who' }, h('strong', {}, u.name), ` · ${u.age} · ${u.gender} · ${u.profession}`),
    h('p', { class: 'muted small' }, `${label(u.city)} · income ${u.incomeLevel} · pays ${u.paymentMethods.join(', ')}${u.healthConditions.length ? ` · ${u.healthConditions.join(', ')}` : ''}`),
    h('ul', { class: 'places', 'aria-label': 'Saved places' }, u.places.map((p) => h('li', {}, h('span', { class: 'place-label' }, p.label), ` ${p.name}`))),
    h('details', { class: 'prefs' }, h('summary', {}, `Preferences (${u.preferences.length})`), h('ul', {}, u.preferences.map((p) => h('li', {}, p)))),
  )
}

async function loadCases() {
  const filter = { vagueness: $('filter-vagueness').value, kind: $('filter-kind').value }
  const { cases } = await api.cases(state.user.id, filter)
  fill($('case-count'), `${cases.length} of ${state.user.cases} cases`)
  fill(
    $('cases'),
    cases.map((c) =>
      h(
        'li',
        {},
        h(
          'button',
          { type: 'button', class: 'case-item', dataset: { case: c.id }, 'aria-label': `Case ${c.id}: ${c.query}`, onclick: () => selectCase(c.id) },
          h('span', { class: 'case-item-head' }, h('code', {}, c.id), badge(label(c.vagueness), `vague vague-${c.vagueness}`), kindBadges(c.kinds), c.followUps ? badge(`dialogue ×${c.followUps + 1}`, 'tag') : null, c.counterfactualOf ? badge('counterfactual twin', 'tag') : null, c.twin ? badge('has twin', 'tag') : null),
          h('span', { class: 'case-item-query' }, c.query),
        ),
      ),
    ),
  )
}

async function selectUser(id) {
  state.user = state.users.find((u) => u.id === id)
  $('user').value = id
  renderProfile(state.user)
  fill($('case-panel'), h('p', { class: 'muted' }, 'Pick a case on the left, or type a request.'))
  fill($('result'))
  fill($('record-detail'))
  state.caseView = undefined
  state.highlights = []
  state.edits = []
  state.cutoff = undefined
  $('cutoff').value = String(state.user.historyLength)
  $('cutoff').max = String(state.user.historyLength)
  const [{ records }] = await Promise.all([api.timeline(id), loadCases()])
  state.records = records
  renderLegend($('legend'), records)
  drawTimeline()
  document.body.dataset.user = id
}

async function selectCase(id) {
  for (const el of document.querySelectorAll('.case-item')) el.setAttribute('aria-pressed', String(el.dataset.case === id))
  const view = await api.case(id)
  state.caseView = view
  state.cutoff = view.cutoff
  state.highlights = view.highlights
  // The timeline shows the original history: a twin's edited records are marked on it.
  state.edits = view.counterfactual && view.pair ? view.pair.edits : []
  $('cutoff').value = String(view.cutoff)
  drawCase()
  fill($('result'))
  drawTimeline()
  document.body.dataset.case = id
}

function drawCase() {
  renderCase($('case-panel'), state.caseView, { onRun: runCase, agentName: agent(), mode: state.mode, onMode: setMode, onRunPair: runPair })
}

function setMode(mode) {
  state.mode = mode
  drawCase()
}

/** Runs something and draws what comes back; `draw` defaults to the single-run view. */
async function run(body, button, call = api.run, draw = renderResult) {
  const result = $('result')
  result.setAttribute('aria-busy', 'true')
  if (button) button.disabled = true
  fill(result, h('p', { class: 'card muted' }, `Running ${body.agent}…`))
  try {
    draw(result, await call(body))
  } catch (error) {
    renderRunError(result, error.message)
  } finally {
    result.removeAttribute('aria-busy')
    if (button) button.disabled = false
  }
}

/** A dialogue's run is stepped through: the turn shown is redrawn in place. */
function drawDialogue(el, dialogue, turn = 0) {
  renderDialogueResult(el, dialogue, { turn, onTurn: (k) => drawDialogue(el, dialogue, Math.max(0, Math.min(k, dialogue.turns.length - 1))) })
  el.dataset.turn = String(turn)
}

const runCase = () =>
  state.caseView.turns
    ? run({ agent: agent(), caseId: state.caseView.id, mode: state.mode }, $('run-case'), api.runDialogue, (el, d) => drawDialogue(el, d))
    : run({ agent: agent(), caseId: state.caseView.id }, $('run-case'))

const runPair = () => {
  const picked = state.caseView.id
  return run({ agent: agent(), caseId: picked }, $('run-pair'), api.runPair, (el, p) => renderPairResult(el, p, picked))
}

async function runTyped(event) {
  event.preventDefault()
  const query = $('query').value.trim()
  if (!query) return $('query').focus()
  const cutoff = Number($('cutoff').value || state.user.historyLength)
  for (const el of document.querySelectorAll('.case-item')) el.setAttribute('aria-pressed', 'false')
  state.caseView = undefined
  state.cutoff = cutoff
  state.highlights = []
  state.edits = []
  renderTyped($('case-panel'), { query, cutoff, user: state.user.id })
  drawTimeline()
  await run({ agent: agent(), user: state.user.id, cutoff, query }, event.submitter)
}

async function init() {
  const [agents, { users }] = await Promise.all([api.agents(), api.users()])
  fill(
    $('agent'),
    agents.map((a) => h('option', { value: a.name, disabled: !a.available, title: a.note }, a.available ? a.name : `${a.name} (not configured)`)),
  )
  state.users = users
  fill($('user'), users.map((u) => h('option', { value: u.id }, `${u.id} · ${u.name} (${u.historyLength} calls)`)))
  $('user').addEventListener('change', (e) => selectUser(e.target.value))
  $('filter-vagueness').addEventListener('change', loadCases)
  $('filter-kind').addEventListener('change', loadCases)
  $('agent').addEventListener('change', () => {
    for (const button of document.querySelectorAll('.agent-run')) button.textContent = `${button.dataset.verb} with ${agent()}`
  })
  $('typed').addEventListener('submit', runTyped)
  await selectUser(new URLSearchParams(location.search).get('user') ?? users[0].id)
  document.body.dataset.ready = 'true'
}

init().catch((error) => renderRunError($('result'), `The demo could not load: ${error.message}`))
