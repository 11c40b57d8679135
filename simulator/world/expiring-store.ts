/** Why a new entry was not admitted, and when trying again may succeed. */
export interface Refusal {
  refused: 'capacity' | 'memory'
  retryAfterMs: number
}

/** The limits of an expiring store. */
export interface ExpiringLimits {
  /** Most live entries. */
  capacity: number
  /** Idle time after which an entry expires, in ms. */
  ttlMs: number
  /** An entry used more recently than this is never evicted for a new one: the new one is refused. */
  protectMs: number
  /** Most bytes all entries may hold together; new ones are refused beyond it. */
  budgetBytes: number
  /** Wall clock for expiry (infrastructure time, not the virtual clock); injectable for tests. */
  clock: () => number
}

/** How a store's owner measures what its entries hold. */
export interface ByteMeasure<V> {
  /** What all live entries hold now (asked only when the budget is finite). */
  total(): number
  /** What this entry holds: what dropping it frees. */
  of(value: V): number
}

export const wallClock = (): number => performance.timeOrigin + performance.now()

interface Slot<V> {
  value: V
  lastUsed: number
}

/**
 * Live entries by id, bounded (decision 0022): idle entries expire; at the cap or the byte budget,
 * entries idle longer than `protectMs` are evicted, least recently used first, and when none is, the
 * new entry is refused, so no client can push out one in use. Sessions and episodes both live in one.
 */
export class ExpiringStore<V> {
  // Map order is recency order: a touched entry is re-inserted at the end.
  private readonly slots = new Map<string, Slot<V>>()
  private readonly listeners: ((id: string, value: V) => void)[] = []
  private evictions = 0

  constructor(
    readonly limits: ExpiringLimits,
    private readonly measure: ByteMeasure<V>,
  ) {}

  get size(): number {
    return this.slots.size
  }

  /** Entries that left by expiry or eviction (not by deletion). */
  get evicted(): number {
    return this.evictions
  }

  *values(): IterableIterator<V> {
    for (const slot of this.slots.values()) yield slot.value
  }

  /** Called with every entry that leaves (deleted, expired or evicted). */
  onDrop(listener: (id: string, value: V) => void): void {
    this.listeners.push(listener)
  }

  /**
   * Room for one more entry: expired ones go, then entries idle past `protectMs` while the store is
   * at its cap or over its budget. The refusal when only protected entries are left.
   */
  makeRoom(): Refusal | undefined {
    this.sweep()
    const { capacity, budgetBytes, protectMs, clock } = this.limits
    const limited = Number.isFinite(budgetBytes)
    let bytes = limited ? this.measure.total() : 0
    for (;;) {
      const refused = this.slots.size >= capacity ? 'capacity' : limited && bytes >= budgetBytes ? 'memory' : undefined
      if (!refused) return undefined
      const oldest = this.slots.entries().next().value as [string, Slot<V>] | undefined
      if (!oldest) return { refused, retryAfterMs: 1000 }
      const idle = clock() - oldest[1].lastUsed
      if (idle < protectMs) return { refused, retryAfterMs: Math.max(1000, protectMs - idle) }
      bytes -= this.measure.of(oldest[1].value)
      this.drop(oldest[0], true)
    }
  }

  /** Adds an entry, used now (call `makeRoom` first); one under the same id is replaced in place. */
  add(id: string, value: V): void {
    this.slots.set(id, { value, lastUsed: this.limits.clock() })
  }

  /** The live entry, leaving its idle timer and place alone (for checks before authentication); an expired one goes on sight. */
  peek(id: string): V | undefined {
    const slot = this.slots.get(id)
    if (!slot) return undefined
    if (this.limits.clock() - slot.lastUsed > this.limits.ttlMs) {
      this.drop(id, true)
      return undefined
    }
    return slot.value
  }

  /** The live entry, marked used now (it moves to the back of the eviction order). */
  touch(id: string): V | undefined {
    const value = this.peek(id)
    if (value === undefined) return undefined
    const slot = this.slots.get(id)!
    slot.lastUsed = this.limits.clock()
    this.slots.delete(id)
    this.slots.set(id, slot)
    return value
  }

  /** Whether `value` is still the entry under `id`. */
  holds(id: string, value: V): boolean {
    return this.slots.get(id)?.value === value
  }

  delete(id: string): boolean {
    return this.drop(id, false)
  }

  /** Drops every expired entry; cheap enough to call anywhere. */
  sweep(): number {
    const cutoff = this.limits.clock() - this.limits.ttlMs
    let n = 0
    for (const [id, slot] of this.slots) {
      if (slot.lastUsed >= cutoff) break // recency order: the rest are fresher
      this.drop(id, true)
      n++
    }
    return n
  }

  private drop(id: string, evicted: boolean): boolean {
    const slot = this.slots.get(id)
    if (!slot) return false
    this.slots.delete(id)
    if (evicted) this.evictions++
    for (const listener of this.listeners) listener(id, slot.value)
    return true
  }
}
