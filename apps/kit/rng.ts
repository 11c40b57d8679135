import seedrandom from 'seedrandom'

/** A seeded source of randomness. Handlers get one from the context; catalogs make their own from a key. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  float(min: number, max: number): number
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T
  shuffle<T>(items: readonly T[]): T[]
  /** Normal sample (Box-Muller). */
  normal(mean: number, sd: number): number
}

/**
 * The seeded rng: alea (seedrandom) with the helpers as prototype methods, so making one per write
 * costs the generator only, not a closure per helper.
 */
class SeededRng implements Rng {
  /** The generator itself: callers may pass `rng.next` around on its own. */
  readonly next: () => number

  constructor(seed: string) {
    this.next = seedrandom.alea(seed)
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('rng.pick on an empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }

  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((a, b) => a + b, 0)
    let r = this.next() * total
    for (let i = 0; i < items.length; i++) {
      r -= weights[i] ?? 0
      if (r < 0) return items[i] as T
    }
    return items[items.length - 1] as T
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice()
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      ;[out[i], out[j]] = [out[j] as T, out[i] as T]
    }
    return out
  }

  normal(mean: number, sd: number): number {
    const u = 1 - this.next()
    const v = this.next()
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
  }
}

export function createRng(seed: string): Rng {
  return new SeededRng(seed)
}

/** 32-bit FNV-1a; stable ids and seeds derived from text. */
export function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** A short, stable hex tag for a text (8 chars). */
export const hashTag = (text: string): string => hashString(text).toString(16).padStart(8, '0')
