import { randomUUID } from 'node:crypto'
import { JsonBlocks } from './json-blocks.ts'
import { jsonBytes } from './json-pieces.ts'

// Placeholders no value can hold by chance: a client's text in a response (an echoed name) cannot forge them
const MARK = randomUUID()
const MESSAGES = `\u0000messages:${MARK}`
const TOOLS = `\u0000tools:${MARK}`
const COMMA = Buffer.from(',')
/**
 * Serialized blocks of 64 history messages: a 400 KB prompt is a dozen blocks and a few single
 * messages. 64 MB holds every whole-history prompt of a suite of dozens of users.
 */
const blocks = new JsonBlocks(64, 64 * 2 ** 20)

function splitOnce(text: string, mark: string): [string, string] {
  const at = text.indexOf(mark)
  if (at < 0 || text.indexOf(mark, at + 1) >= 0) throw new Error(`jsonAround: the value must hold ${JSON.stringify(mark)} exactly once`)
  return [text.slice(0, at), text.slice(at + mark.length)]
}

/**
 * `JSON.stringify(wrap(messages, tools))` as UTF-8, assembled from memoized JSON (a request body is
 * hundreds of shared history turns and a little that is new): whole blocks of sealed messages where
 * they were written before, each other message's own memoized JSON. Byte for byte what
 * `JSON.stringify` writes; `wrap` must place each argument once (tools may be undefined).
 */
export function jsonAround(wrap: (messages: unknown, tools: unknown) => unknown, messages: readonly unknown[], tools?: unknown): Buffer {
  const text = JSON.stringify(wrap(MESSAGES, tools === undefined ? undefined : TOOLS))
  const [before, rest] = splitOnce(text, JSON.stringify(MESSAGES))
  const pieces: Buffer[] = [Buffer.from(`${before}[`)]
  let i = 0
  while (i < messages.length) {
    const block = i % blocks.size === 0 ? blocks.at(messages, i) : undefined
    if (block) {
      pieces.push(block)
      i += blocks.size
      continue
    }
    if (i > 0) pieces.push(COMMA)
    pieces.push(jsonBytes(messages[i]))
    i++
  }
  if (tools === undefined) pieces.push(Buffer.from(`]${rest}`))
  else {
    const [between, after] = splitOnce(rest, JSON.stringify(TOOLS))
    pieces.push(Buffer.from(`]${between}`), jsonBytes(tools), Buffer.from(after))
  }
  return Buffer.concat(pieces)
}
