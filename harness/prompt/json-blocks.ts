import { isSealed, jsonBytes } from './json-pieces.ts'

const COMMA = Buffer.from(',')

interface Block {
  /** The message the block starts with: its key. */
  first: object
  items: readonly unknown[]
  /** The items' JSON joined by commas, with a comma before when the block is not the list's first. */
  bytes: Buffer
}

/**
 * Serialized runs of `size` sealed messages, at positions that are multiples of `size`, found by
 * their first message and checked item by item (sealed items never change, so the same objects mean
 * the same bytes). Every prompt of a user with its whole history starts with the same messages, so
 * any cut-off reuses the blocks any other built. A sliding window (`last:100`) makes new blocks at
 * each cut-off, so the blocks kept are bounded in bytes, least recently used dropped first.
 */
export class JsonBlocks {
  private readonly byFirst = new WeakMap<object, Block[]>()
  // Set order is recency order: a block used again is re-inserted at the end
  private readonly recency = new Set<Block>()
  private held = 0

  constructor(
    readonly size: number,
    private readonly budgetBytes: number,
  ) {}

  /** Bytes of the blocks kept. */
  get bytes(): number {
    return this.held
  }

  /** The JSON of `messages[at, at + size)` (a comma first unless `at` is 0), or undefined when one is not sealed. */
  at(messages: readonly unknown[], at: number): Buffer | undefined {
    if (at + this.size > messages.length || !isSealed(messages[at])) return undefined
    const first = messages[at] as object
    // The first block of a list has no comma before it: the same messages elsewhere are another block
    const same = (b: Block) => (b.bytes[0] === COMMA[0]) === (at > 0) && b.items.every((item, k) => item === messages[at + k])
    const known = this.byFirst.get(first)?.find(same)
    if (known) {
      this.recency.delete(known)
      this.recency.add(known)
      return known.bytes
    }
    const end = at + this.size
    for (let i = at; i < end; i++) if (!isSealed(messages[i])) return undefined
    const pieces: Buffer[] = []
    for (let i = at; i < end; i++) {
      if (i > 0) pieces.push(COMMA)
      pieces.push(jsonBytes(messages[i]))
    }
    const block = { first, items: messages.slice(at, end), bytes: Buffer.concat(pieces) }
    this.keep(block)
    return block.bytes
  }

  private keep(block: Block): void {
    const list = this.byFirst.get(block.first) ?? []
    list.push(block)
    this.byFirst.set(block.first, list)
    this.recency.add(block)
    this.held += block.bytes.length
    // A message opens blocks of a few histories at most (a user's, its twins'): keep the latest few
    if (list.length > 4) this.drop(list[0]!)
    while (this.held > this.budgetBytes) this.drop(this.recency.values().next().value!)
  }

  private drop(block: Block): void {
    this.recency.delete(block)
    this.held -= block.bytes.length
    const list = this.byFirst.get(block.first)
    const i = list?.indexOf(block) ?? -1
    if (i >= 0) list!.splice(i, 1)
  }
}
