// The timeline: one row per day, one chip per call, coloured by domain; a case's sources ringed.
import { argList, badge, fill, h, label } from './dom.js'

const SOURCE_LABEL = { context: 'context', habit: 'habit', app: 'usual app' }

const reasonText = (r) => (r.source === 'app' ? 'a call on the preferred app' : `${SOURCE_LABEL[r.source]} for ${r.param}`)

const dayTitle = (r) => {
  const [, m, d] = r.day.split('-')
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(m) - 1]
  return `${r.weekday} ${Number(d)} ${month}`
}

/** The public calendar under the date: a holiday's name, or an adjusted workday. */
const dayNote = (r) => (r.holiday ? h('span', { class: 'day-holiday' }, r.holiday) : r.adjustedWorkday ? h('span', { class: 'day-adjusted' }, 'workday (adjusted)') : null)

/** Tags worth a mark on the chip itself: the temporal chains, deviations and lasting changes. */
const storyTags = (tags) => tags.filter((t) => /^(chain|deviation|change):/.test(t) || t === 'deviation')

/** `paymentMethod: WeChat Pay → Alipay`: what a counterfactual twin's edit changed in a record. */
export const editText = (edit) => edit.changes.map((c) => `${c.param}: ${JSON.stringify(c.before)} → ${JSON.stringify(c.after)}`).join('; ')

function chip(record, { cutoff, reasons, edit, onPick }) {
  const sources = [...new Set((reasons ?? []).map((r) => r.source))]
  const future = cutoff !== undefined && record.index >= cutoff
  const story = storyTags(record.tags)
  const failed = !record.outcome.ok
  const title = `#${record.index} ${record.day} ${record.time} ${record.appName}.${record.tool}${failed ? ' (failed)' : ''}${record.where ? `\n📍 ${record.where}` : ''}\n${record.outcome.gist}${story.length ? `\n${story.join(' ')}` : ''}${reasons?.length ? `\n★ ${reasons.map(reasonText).join('; ')}` : ''}${edit ? `\n✎ edited in the twin: ${editText(edit)}` : ''}`
  return h(
    'li',
    {},
    h(
      'button',
      {
        type: 'button',
        class: ['chip', `d-${record.domain}`, sources.length && 'hl', ...sources.map((s) => `hl-${s}`), future && 'future', failed && 'failed', story.length && 'story', edit && 'edited'].filter(Boolean).join(' '),
        dataset: { index: record.index },
        title,
        'aria-label': `Record ${record.index}, ${record.time}, ${record.appName} ${record.tool}${failed ? ', failed' : ''}${reasons?.length ? `, source of the case: ${reasons.map(reasonText).join(', ')}` : ''}${edit ? `, edited in the twin: ${editText(edit)}` : ''}`,
        onclick: () => onPick(record, reasons, edit),
      },
      h('span', { class: 'chip-time' }, record.time),
      h('span', { class: 'chip-app' }, record.appName),
      h('span', { class: 'chip-tool' }, record.tool),
      sources.map((s) => h('span', { class: `chip-mark mark-${s}`, 'aria-hidden': 'true' }, s === 'app' ? 'app' : s)),
      edit ? h('span', { class: 'chip-mark mark-edited', 'aria-hidden': 'true' }, 'edited') : null,
    ),
  )
}

/** Draws the timeline. `cutoff`: records from it on are the future; `highlights`: [{index, reasons}]; `edits`: a twin's edited records. */
export function renderTimeline(list, records, { cutoff, highlights = [], edits = [], onPick }) {
  const reasonsAt = new Map(highlights.map((x) => [x.index, x.reasons]))
  const editAt = new Map(edits.map((e) => [e.index, e]))
  const days = []
  for (const r of records) {
    if (days.at(-1)?.day !== r.day) days.push({ day: r.day, records: [] })
    days.at(-1).records.push(r)
  }
  fill(
    list,
    days.map((d) => {
      const marked = d.records.some((r) => reasonsAt.has(r.index) || editAt.has(r.index))
      const hasCut = cutoff !== undefined && d.records.some((r) => r.index === cutoff)
      return h(
        'li',
        { class: ['day', marked && 'day-marked', d.records[0].index >= (cutoff ?? Infinity) && 'day-future', d.records[0].dayKind === 'holiday' && 'day-off-holiday'].filter(Boolean).join(' ') },
        h('div', { class: 'day-label' }, dayTitle(d.records[0]), dayNote(d.records[0])),
        h(
          'ol',
          { class: 'chips', 'aria-label': `Calls on ${d.day}` },
          d.records.map((r) => [
            hasCut && r.index === cutoff ? h('li', { class: 'cut', 'aria-label': `Cut-off: the request comes after record ${cutoff - 1}` }, 'now') : null,
            chip(r, { cutoff, reasons: reasonsAt.get(r.index), edit: editAt.get(r.index), onPick }),
          ]),
        ),
      )
    }),
  )
}

/** The legend: the domains present, then what the rings mean. */
export function renderLegend(el, records) {
  const domains = [...new Set(records.map((r) => r.domain))].sort()
  fill(
    el,
    domains.map((d) => h('span', { class: `legend-item d-${d}` }, h('i', { class: 'swatch', 'aria-hidden': 'true' }), label(d))),
    h('span', { class: 'legend-sep' }),
    ['context', 'habit', 'app'].map((s) => h('span', { class: `legend-item ring hl-${s}` }, h('i', { class: 'swatch', 'aria-hidden': 'true' }), SOURCE_LABEL[s])),
  )
}

/** The record the user clicked: its call, outcome and tags. */
export function renderRecord(el, record, reasons, edit) {
  if (!record) return fill(el)
  fill(
    el,
    h(
      'div',
      { class: `record d-${record.domain}` },
      h('div', { class: 'record-head' }, h('strong', {}, `#${record.index} ${record.appName}.${record.tool}`), h('span', { class: 'muted' }, ` ${record.weekday} ${record.day} ${record.time} · ${record.effect}${record.holiday ? ` · ${record.holiday}` : ""}${record.where ? ` · 📍 ${record.where}` : ""}`)),
      argList(record.args),
      edit ? h('p', { class: 'edit-note' }, h('strong', {}, 'Edited in the twin’s history: '), editText(edit)) : null,
      h('p', { class: `outcome ${record.outcome.ok ? 'ok' : 'err'}` }, record.outcome.ok ? 'ok ' : 'error ', h('code', {}, record.outcome.gist)),
      h('div', { class: 'tags' }, record.tags.map((t) => badge(t, 'tag')), (reasons ?? []).map((r) => badge(reasonText(r), `src src-${r.source === 'app' ? 'habit' : r.source}`))),
    ),
  )
}
