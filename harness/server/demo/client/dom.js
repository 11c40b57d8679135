// Tiny DOM helpers: the page builds every element through h(), so text is never parsed as HTML.

/** h('div', { class: 'x', onclick }, child, ...) — attributes, event handlers, text or element children. */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag)
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (value === undefined || value === null || value === false) continue
    if (key.startsWith('on') && typeof value === 'function') el.addEventListener(key.slice(2), value)
    else if (key === 'dataset') Object.assign(el.dataset, value)
    else el.setAttribute(key, value === true ? '' : String(value))
  }
  append(el, children)
  return el
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue
    el.append(child instanceof Node ? child : document.createTextNode(String(child)))
  }
}

/** Replaces an element's children. */
export function fill(el, ...children) {
  el.replaceChildren()
  append(el, children)
  return el
}

export const $ = (id) => document.getElementById(id)

/** A value as one short line: strings as they are, everything else as compact JSON. */
export function brief(value, max = 90) {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  if (text === undefined) return '—'
  return text.length > max ? `${text.slice(0, max)}…` : text
}

/** `bookTaxi(pickupLocation: "Home", taxiType: "Premier")` as a list of argument elements. */
export function argList(args) {
  const entries = Object.entries(args ?? {})
  if (entries.length === 0) return h('span', { class: 'muted' }, 'no arguments')
  return h(
    'dl',
    { class: 'args' },
    entries.map(([k, v]) => [h('dt', {}, k), h('dd', {}, brief(v, 140))]),
  )
}

export const label = (s) => String(s).replace(/_/g, ' ')

/** A coloured badge; `kind` picks the colour class. */
export const badge = (text, kind, title) => h('span', { class: `badge ${kind ?? ''}`, title }, text)
