import { isSealed, jsonBytes } from './json-pieces.ts'

const MESSAGES = '\u0000messages'
const TOOLS = '\u0000tools'
const COMMA = Buffer.from(',')
/** Messages per block: a 400 KB prompt is a dozen blocks and a few single messages. */
const BLOCK = 64

interface Block {
  items: readonly unknown[]
  /** The items' JSON joined by commas, with a comma before when the block is not the list's first. */
  bytes: Buffer
}

/**
 * Serialized runs of `BLOCK` sealed messages, at positions that are multiples of `BLOCK`, found by
 * their first message and checked item by item (sealed items never change, so the same objects mean
 * the same bytes). Every prompt of a user starts with the same messages, so any cut-off reuses the
 * blocks any other built, and a block lives as long as its first message does.
 */
const blocks = new WeakMap<object, Block[]>()

function blockAt(messages: readonly unknown[], at: number): Buffer | undefined {
  const first = messages[at] as object
  const end = at + BLOCK
  // The first block of a list has no comma before it: the same messages elsewhere are another block
  const same = (b: Block) => (b.bytes[0] === COMMA[0]) === (at > 0) && b.items.every((item, k) => item === messages[at + k])
  const known = blocks.get(first)?.find(same)
  if (known) return known.bytes
  for (let i = at; i < end; i++) if (!isSealed(messages[i])) return undefined
  const pieces: Buffer[] = []
  for (let i = at; i < end; i++) {
    if (i > 0) pieces.push(COMMA)
    pieces.push(jsonBytes(messages[i]))
  }
  const block = { items: messages.slice(at, end), bytes: Buffer.concat(pieces) }
  const list = blocks.get(first) ?? []
  // A message opens blocks of a few histories at most (a user's, its twins'): keep the latest few
  if (list.push(block) > 4) list.shift()
  blocks.set(first, list)
  return block.bytes
}

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
    const block = i + BLOCK <= messages.length && isSealed(messages[i]) ? blockAt(messages, i) : undefined
    if (block) {
      pieces.push(block)
      i += BLOCK
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
