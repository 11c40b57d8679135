/** The gist of an app's answer for a one-line transcript: top-level facts, nested things by their label. */

const GIST_CHARS = 320
const TEXT_CHARS = 60
const LIST_ITEMS = 2

const clip = (text: string, n: number): string => (text.length > n ? `${text.slice(0, n)}…` : text)
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** What a nested object is called: its id and name or title (`TM744487856 VEMALY 65W…`), or its total. */
function label(value: Record<string, unknown>): string | number | undefined {
  const keys = Object.keys(value)
  const id = keys.find((k) => /Id$/.test(k) && typeof value[k] === 'string')
  const name = ['name', 'title', 'text'].find((k) => typeof value[k] === 'string')
  const parts = [id && value[id], name && value[name]].filter((x): x is string => typeof x === 'string')
  if (parts.length > 0) return clip(parts.join(' '), TEXT_CHARS)
  return typeof value.total === 'number' ? value.total : undefined
}

function gistValue(value: unknown): unknown {
  if (typeof value === 'string') return clip(value, TEXT_CHARS)
  if (Array.isArray(value)) {
    const shown = value.slice(0, LIST_ITEMS).map((v) => (isRecord(v) ? (label(v) ?? '{…}') : gistValue(v)))
    return value.length > LIST_ITEMS ? [...shown, `+${value.length - LIST_ITEMS} more`] : shown
  }
  if (isRecord(value)) return label(value)
  return value
}

/** `{"rideId":"ride_0001","status":"driver_en_route",…,"pickup":"Wangjing Xiyuan District 3"}`, at most ~320 characters. */
export function outcomeGist(data: unknown): string {
  if (!isRecord(data)) return JSON.stringify(gistValue(data) ?? null)
  const kept: Record<string, unknown> = {}
  let length = 2
  for (const [key, raw] of Object.entries(data)) {
    const value = gistValue(raw)
    if (value === undefined) continue
    const cost = JSON.stringify(key).length + JSON.stringify(value).length + 2
    if (length + cost > GIST_CHARS) return `${JSON.stringify(kept).slice(0, -1)},…}`
    kept[key] = value
    length += cost
  }
  return JSON.stringify(kept)
}
