import { jsonBytes } from './json-pieces.ts'

const MESSAGES = '\u0000messages'
const TOOLS = '\u0000tools'
const COMMA = Buffer.from(',')

function splitOnce(text: string, mark: string): [string, string] {
  const at = text.indexOf(mark)
  if (at < 0 || text.indexOf(mark, at + 1) >= 0) throw new Error(`jsonAround: the value must hold ${JSON.stringify(mark)} exactly once`)
  return [text.slice(0, at), text.slice(at + mark.length)]
}

/**
 * `JSON.stringify(wrap(messages, tools))` as UTF-8, assembled from each message's memoized JSON
 * (a request body is hundreds of shared history turns and a little that is new). Byte for byte
 * what `JSON.stringify` writes; `wrap` must place each argument once (tools may be undefined).
 */
export function jsonAround(wrap: (messages: unknown, tools: unknown) => unknown, messages: readonly unknown[], tools?: unknown): Buffer {
  const text = JSON.stringify(wrap(MESSAGES, tools === undefined ? undefined : TOOLS))
  const [head, rest] = splitOnce(text, JSON.stringify(MESSAGES))
  const pieces: Buffer[] = [Buffer.from(`${head}[`)]
  messages.forEach((m, i) => {
    if (i > 0) pieces.push(COMMA)
    pieces.push(jsonBytes(m))
  })
  if (tools === undefined) pieces.push(Buffer.from(`]${rest}`))
  else {
    const [between, after] = splitOnce(rest, JSON.stringify(TOOLS))
    pieces.push(Buffer.from(`]${between}`), jsonBytes(tools), Buffer.from(after))
  }
  return Buffer.concat(pieces)
}
