/**
 * The first `max` characters of `text` (with an ellipsis when cut), as a string of its own: V8's
 * `slice` may return a view that keeps the whole original alive, and a kept preview of a one-megabyte
 * argument must not keep the megabyte.
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text
  return Buffer.from(`${text.slice(0, max)}…`, 'utf8').toString('utf8')
}
