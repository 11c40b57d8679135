import { jsonBytes } from './json-pieces.ts'
import { PrefixChains } from './prefix-chains.ts'

const MESSAGES = '\u0000messages'
const TOOLS = '\u0000tools'
const COMMA = Buffer.from(',')
/** Serialized leading messages (with the head before them): hundreds of kilobytes each, so one link per chain, and few chains. */
const chains = new PrefixChains<Buffer>({ links: 1, chains: 32 })

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
  const [before, rest] = splitOnce(text, JSON.stringify(MESSAGES))
  const head = `${before}[`
  // The bytes of the shared leading messages are kept per prefix: one copy instead of hundreds of pieces
  const best = chains.longest(head, messages)
  const from = best?.items.length ?? 0
  const sealed = PrefixChains.sealedPrefix(messages, from)
  const pieces: Buffer[] = [best ? best.state : Buffer.from(head)]
  const add = (i: number) => {
    if (i > 0) pieces.push(COMMA)
    pieces.push(jsonBytes(messages[i]))
  }
  let i = from
  for (; i < sealed; i++) add(i)
  if (sealed > from) {
    const prefix = Buffer.concat(pieces)
    chains.remember(head, messages, sealed, prefix)
    pieces.splice(0, pieces.length, prefix)
  }
  for (; i < messages.length; i++) add(i)
  if (tools === undefined) pieces.push(Buffer.from(`]${rest}`))
  else {
    const [between, after] = splitOnce(rest, JSON.stringify(TOOLS))
    pieces.push(Buffer.from(`]${between}`), jsonBytes(tools), Buffer.from(after))
  }
  return Buffer.concat(pieces)
}
