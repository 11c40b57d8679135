import { isSealed } from './json-pieces.ts'

/**
 * What was computed over the leading sealed items of a list (a hash state, serialized bytes), kept
 * so the next list that starts with the same items (the next prompt of the same user) resumes from
 * it. Items are compared by identity: sealed items never change, so the same objects mean the same
 * content. Lists are told apart by a `head` (what comes before them) and their first item.
 */
export interface Link<S> {
  /** The sealed items the state covers. */
  items: readonly unknown[]
  state: S
}

export interface ChainLimits {
  /** Links per (head, first item): a user's cut-offs move forward; twins branch off earlier ones. */
  links: number
  /** (head, first item) pairs kept, least recently used dropped first: bounds the memory held. */
  chains: number
}

export class PrefixChains<S> {
  /** `head \n` + chain number of the first item → links; a Map keeps use order. */
  private readonly chains = new Map<string, Link<S>[]>()
  private readonly ids = new WeakMap<object, number>()
  private nextId = 0

  constructor(private readonly limits: ChainLimits) {}

  private key(head: string, items: readonly unknown[], create: boolean): string | undefined {
    const first = items[0]
    if (typeof first !== 'object' || first === null) return undefined
    let id = this.ids.get(first)
    if (id === undefined) {
      if (!create) return undefined
      this.ids.set(first, (id = this.nextId++))
    }
    return `${head}\n${id}`
  }

  /** The link covering the most leading items of `items`, if any (it becomes the most recently used). */
  longest(head: string, items: readonly unknown[]): Link<S> | undefined {
    const key = this.key(head, items, false)
    const links = key === undefined ? undefined : this.chains.get(key)
    if (!links) return undefined
    let best: Link<S> | undefined
    for (const link of links) {
      if (link.items.length > items.length || link.items.length <= (best?.items.length ?? 0)) continue
      if (link.items.every((item, i) => item === items[i])) best = link
    }
    if (best) {
      links.push(...links.splice(links.indexOf(best), 1))
      this.chains.delete(key!)
      this.chains.set(key!, links)
    }
    return best
  }

  /** Leading sealed items of `items`, counting on from `known` (items a link covers are sealed). */
  static sealedPrefix(items: readonly unknown[], known: number): number {
    let k = known
    while (k < items.length && isSealed(items[k])) k++
    return k
  }

  /** Keeps `state` as covering `items[0..count)`; the least recently used link, and chain, go first. */
  remember(head: string, items: readonly unknown[], count: number, state: S): void {
    const key = count > 0 ? this.key(head, items, true) : undefined
    if (key === undefined) return
    const links = this.chains.get(key) ?? []
    links.push({ items: items.slice(0, count), state })
    if (links.length > this.limits.links) links.shift()
    this.chains.delete(key)
    this.chains.set(key, links)
    if (this.chains.size > this.limits.chains) this.chains.delete(this.chains.keys().next().value!)
  }
}
