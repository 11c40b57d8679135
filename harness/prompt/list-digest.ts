import { createHash, type Hash } from 'node:crypto'
import { canonicalBytes } from './json-pieces.ts'
import { PrefixChains } from './prefix-chains.ts'
import { canonicalJson } from './prompt-hash.ts'

/**
 * `promptHash` of a value holding a long message list, without re-reading what earlier prompts
 * already hashed: prompts of one user share their leading sealed messages (system, history turns),
 * so the hash state after that prefix is kept and the next prompt only hashes what it adds.
 * The digest is byte for byte the one `promptHash` gives.
 */

/** Hash states are small: many chains, a few links each (a user's cut-offs, twins branching off). */
const chains = new PrefixChains<Hash>({ links: 4, chains: 1024 })
const COMMA = Buffer.from(',')

/** sha256 of `head + items.map(canonicalJson).join(',') + tail`, resuming from the longest known prefix. */
export function listDigest(head: string, items: readonly unknown[], tail: readonly (string | Buffer)[]): string {
  const best = chains.longest(head, items)
  const from = best?.items.length ?? 0
  const sealed = PrefixChains.sealedPrefix(items, from)
  const hash = best ? best.state.copy() : createHash('sha256').update(head)
  const add = (i: number) => {
    if (i > 0) hash.update(COMMA)
    hash.update(canonicalBytes(items[i]))
  }
  let i = from
  for (; i < sealed; i++) add(i)
  if (sealed > from) chains.remember(head, items, sealed, hash.copy())
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
