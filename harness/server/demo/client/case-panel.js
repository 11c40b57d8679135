// The picked case: its request, what it tests, and the values it leaves unsaid.
import { dialogueSection } from './dialogue.js'
import { badge, brief, fill, h, label } from './dom.js'
import { pairSection } from './pair.js'

export const KIND_TITLE = {
  tool: 'tool personalization: which of several similar apps the user prefers',
  parameter: 'parameter personalization: values that follow from long-term habits',
  temporal: 'temporal context: values that follow from recent calls to other apps',
}

export const kindBadges = (kinds) => kinds.map((k) => badge(k, `kind kind-${k}`, KIND_TITLE[k]))

/** `location = Hyatt Regency Hangzhou · context #215`: one unsaid value, labelled by where it comes from. */
function unsaidChip(u) {
  const where =
    u.source === 'context' ? `record #${u.index}` : u.source === 'habit' ? `used ${u.count}× before` : `${u.field}${u.resolved ? ` → ${u.resolved}` : ''}`
  return h(
    'li',
    { class: `unsaid src-${u.source}`, 'aria-label': `${u.param} is unsaid; it comes from ${u.source} (${where})` },
    h('span', { class: 'unsaid-source' }, u.source),
    h('span', { class: 'unsaid-param' }, u.param === 'app' ? 'app' : u.param),
    h('span', { class: 'unsaid-value' }, brief(u.value, 60)),
    h('span', { class: 'unsaid-where' }, where),
  )
}

/** The case panel before (and after) a run; `onRun` starts the agent (a dialogue: every turn, in `mode`). */
export function renderCase(el, view, { onRun, agentName, mode, onMode, onRunPair }) {
  const verb = view.turns ? 'Run dialogue' : 'Run'
  fill(
    el,
    h(
      'div',
      { class: 'case-head' },
      h('div', { class: 'case-meta' }, h('code', { class: 'case-id' }, view.id), badge(label(view.vagueness), `vague vague-${view.vagueness}`), kindBadges(view.kinds), badge(view.domain, `domain d-${view.domain}`)),
      h('button', { type: 'button', id: 'run-case', class: 'primary agent-run', dataset: { verb }, onclick: onRun }, `${verb} with ${agentName}`),
    ),
    h('blockquote', { class: 'query', id: 'case-query' }, view.query),
    h(
      'p',
      { class: 'muted small' },
      `Asked ${view.now.slice(0, 16).replace('T', ' ')}, after record #${view.cutoff - 1} of ${view.user}'s history`,
      view.tags.length ? ' · ' : '',
      view.tags.map((t) => badge(t, 'tag')),
    ),
    view.turns ? dialogueSection(view, { mode, onMode }) : null,
    view.counterfactual
      ? h('p', { class: 'note' }, `A counterfactual twin of ${view.counterfactual.of}: record(s) ${view.counterfactual.edited.map((i) => `#${i}`).join(', ')} edited (${view.counterfactual.change}); the timeline marks them edited.`)
      : null,
    view.refusalOf
      ? h('p', { class: 'refusal' }, `A refusal case: ${view.refusalOf.call.appName}.${view.refusalOf.call.tool} would break the policy `, h('code', {}, view.refusalOf.policy), '; the right answer is no call.')
      : null,
    view.unsaid.length
      ? [h('h3', {}, view.turns ? 'Left unsaid in turn 1' : 'Left unsaid'), h('ul', { class: 'unsaid-list', 'aria-label': 'Values the request leaves unsaid' }, view.unsaid.map(unsaidChip))]
      : h('p', { class: 'muted small' }, 'The request states every value: nothing needs the history.'),
    view.highlights.length ? h('p', { class: 'muted small' }, `${view.highlights.length} history record(s) ringed in the timeline are where the unsaid values come from.`) : null,
    view.pair ? pairSection(view, { onRunPair, agentName }) : null,
  )
}

/** The panel for a typed request: no gold, so no verdicts. */
export function renderTyped(el, { query, cutoff, user }) {
  fill(
    el,
    h('div', { class: 'case-head' }, h('div', { class: 'case-meta' }, h('code', { class: 'case-id' }, 'typed request'), badge(`${user} after #${cutoff - 1}`, 'tag'))),
    h('blockquote', { class: 'query', id: 'case-query' }, query),
    h('p', { class: 'muted small' }, 'No gold for a typed request: the calls and their live outcomes are shown, not judged.'),
  )
}
