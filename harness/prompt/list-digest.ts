import { createHash, type Hash } from 'node:crypto'
import { canonicalBytes, isSealed } from './json-pieces.ts'
import { canonicalJson } from './prompt-hash.ts'

/**
 * `promptHash` of a value holding a long message list, without re-reading what earlier prompts
 * already hashed: prompts of one user share their leading sealed messages (system, history turns),
 * so the hash state after that prefix is kept and the next prompt only hashes what it adds.
 * The digest is byte for byte the one `promptHash` gives.
 */

interface Link {
  /** The sealed messages this state has read, after `head`. */
  items: readonly unknown[]
  state: Hash
}

/** Links kept per (head, first message): enough for a user's cut-offs to move forward and twins to branch. */
const LINKS = 4
const chains = new Map<string, WeakMap<object, Link[]>>()
const COMMA = Buffer.from(',')

const sharesPrefix = (link: Link, items: readonly unknown[], sealed: number): boolean =>
  link.items.length <= sealed && link.items.every((item, i) => item === items[i])

/** Leading sealed items: the part a later prompt may share. */
function sealedPrefix(items: readonly unknown[]): number {
  let k = 0
  while (k < items.length && isSealed(items[k])) k++
  return k
}

/** sha256 of `head + items.map(canonicalJson).join(',') + tail`, resuming from the longest known prefix. */
export function listDigest(head: string, items: readonly unknown[], tail: readonly (string | Buffer)[]): string {
  const sealed = sealedPrefix(items)
  let byFirst = chains.get(head)
  if (!byFirst) chains.set(head, (byFirst = new WeakMap()))
  const links = sealed > 0 ? (byFirst.get(items[0] as object) ?? []) : []
  let best: Link | undefined
  for (const link of links) if (sharesPrefix(link, items, sealed) && link.items.length > (best?.items.length ?? 0)) best = link
  const hash = best ? best.state.copy() : createHash('sha256').update(head)
  const add = (i: number) => {
    if (i > 0) hash.update(COMMA)
    hash.update(canonicalBytes(items[i]))
  }
  let i = best?.items.length ?? 0
  for (; i < sealed; i++) add(i)
  // Most recently used last; the least recently used goes when the chain is full
  if (best) links.push(...links.splice(links.indexOf(best), 1))
  if (sealed > (best?.items.length ?? 0)) {
    links.push({ items: items.slice(0, sealed), state: hash.copy() })
    if (links.length > LINKS) links.shift()
    byFirst.set(items[0] as object, links)
  }
  for (; i < items.length; i++) add(i)
  for (const piece of tail) hash.update(piece)
  return hash.digest('hex')
}

const MESSAGES = '\u0000messages'
const TOOLS = '\u0000tools'

function splitOnce(text: string, mark: string): [string, string] {
  const at = text.indexOf(mark)
  if (at < 0 || text.indexOf(mark, at + 1) >= 0) throw new Error(`hashAround: the value must hold ${JSON.stringify(mark)} exactly once`)
  return [text.slice(0, at), text.slice(at + mark.length)]
}

/**
 * `promptHash(wrap(messages, tools))`, with the messages and tools hashed from their memoized
 * pieces. `wrap` must place each argument once (tools may be undefined, and then left out).
 */
export function hashAround(wrap: (messages: unknown, tools: unknown) => unknown, messages: readonly unknown[], tools?: unknown): string {
  const text = canonicalJson(wrap(MESSAGES, tools === undefined ? undefined : TOOLS))
  const [head, rest] = splitOnce(text, JSON.stringify(MESSAGES))
  if (tools === undefined) return listDigest(`${head}[`, messages, [`]${rest}`])
  const [between, after] = splitOnce(rest, JSON.stringify(TOOLS))
  return listDigest(`${head}[`, messages, [`]${between}`, canonicalBytes(tools), after])
}

/** The prompt hash (sha256 of the canonical JSON of {messages, tools}), from memoized pieces. */
export const builtPromptHash = (built: { messages: readonly unknown[]; tools?: unknown }): string =>
  hashAround((messages, tools) => ({ ...built, messages, tools }), built.messages, built.tools)
