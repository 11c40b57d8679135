import type { Registry } from '../../../apps/kit/index.ts'
import type { Call } from '../../../scenarios/case/index.ts'
import type { Session } from '../../../simulator/world/index.ts'
import { ranCall, type RanCall } from './effects.ts'

/** Both sides of a verdict run: the gold's calls on one fork of S0, the prediction's on the other. */
export interface BothRuns {
  goldFork: Session
  predFork: Session
  goldRan: RanCall[]
  predRan: RanCall[]
}

const plain = (v: object): boolean => {
  const proto = Object.getPrototypeOf(v)
  return proto === Object.prototype || proto === null
}

/**
 * The same arguments, strictly: same keys in the same order, the same primitives (Object.is), and
 * anything but plain objects and arrays only when it is the very same reference.
 */
export function sameArgs(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!sameArgs(a[i], b[i])) return false
    return true
  }
  if (Array.isArray(b) || !plain(a) || !plain(b)) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i]!
    if (k !== kb[i] || !sameArgs((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false
  }
  return true
}

const sameCall = (a: Call, b: Call): boolean => a.app === b.app && a.tool === b.tool && sameArgs(a.args, b.args)

/**
 * Runs the gold and the predicted calls on two forks of S0. Where the prediction starts with the
 * gold's own calls, those are run once: the same calls from the same state reach the same state and
 * the same outcomes (the sandbox is deterministic), so the predicted fork takes the gold fork's
 * state after them and runs only the rest of its calls.
 */
export function runBoth(s0: Session, registry: Registry, gold: readonly Call[], predicted: readonly Call[]): BothRuns {
  const goldFork = s0.fork('gold')
  const predFork = s0.fork('predicted')
  let shared = 0
  while (shared < gold.length && shared < predicted.length && sameCall(gold[shared]!, predicted[shared]!)) shared++
  const goldRan: RanCall[] = []
  for (let i = 0; i < gold.length; i++) {
    const c = gold[i]!
    goldRan.push(ranCall(registry, c, goldFork.call(c.app, c.tool, c.args)))
    if (i + 1 === shared) predFork.restore(goldFork.snapshot())
  }
  const predRan = goldRan.slice(0, shared)
  for (let i = shared; i < predicted.length; i++) {
    const c = predicted[i]!
    predRan.push(ranCall(registry, c, predFork.call(c.app, c.tool, c.args)))
  }
  return { goldFork, predFork, goldRan, predRan }
}
