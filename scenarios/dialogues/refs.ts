import type { Outcome, Registry } from '../../apps/kit/index.ts'
import type { Call } from '../case/index.ts'

/** A reference in a gold argument: `{ "$ref": "turn0.call0.rideId" }`. */
export interface Ref {
  $ref: string
}

export const isRef = (v: unknown): v is Ref => typeof v === 'object' && v !== null && typeof (v as Ref).$ref === 'string' && Object.keys(v).length === 1

export const ref = (turn: number, call: number, path: string): Ref => ({ $ref: `turn${turn}.call${call}.${path}` })

/** What an earlier turn did: its calls and their outcomes, in order. */
export interface TurnRecord {
  calls: readonly Call[]
  outcomes: readonly Outcome[]
}

/**
 * Follows a path into an outcome. A segment may select from a list: `hotels[min:pricePerNight]`
 * (the cheapest), `shows[max:score]`, `trains[0]` (the first).
 */
export function walk(data: unknown, path: string): unknown {
  let v: unknown = data
  for (const segment of path.split('.')) {
    const m = /^([^[]+)(?:\[(?:(min|max):([^\]]+)|(\d+))\])?$/.exec(segment)
    if (!m || !v || typeof v !== 'object') return undefined
    v = (v as Record<string, unknown>)[m[1]!]
    if (m[2] && Array.isArray(v)) {
      const key = m[3]!
      const scored = v.filter((x) => x && typeof (x as Record<string, unknown>)[key] === 'number') as Record<string, number>[]
      v = scored.reduce<Record<string, number> | undefined>((best, x) => (!best || (m[2] === 'min' ? x[key]! < best[key]! : x[key]! > best[key]!) ? x : best), undefined)
    } else if (m[4] !== undefined) v = Array.isArray(v) ? v[Number(m[4])] : undefined
  }
  return v
}

/** Resolved arguments; `app` is the app the agent used for the referenced call when it was another one. */
export type Resolution = { ok: true; args: Record<string, unknown>; app?: string } | { ok: false; reason: string }

/**
 * Resolves references against the earlier turns as they happened. `call<i>` is the i-th gold call of
 * that turn; it is matched to the agent's successful call with the same app, tool and arguments (else
 * the same app and tool, else the same tool), so an agent that took a different valid path is judged
 * on what it did.
 */
export function resolveRefs(args: Record<string, unknown>, turns: readonly TurnRecord[], goldTurns: readonly (readonly Call[])[], registry?: Registry): Resolution {
  const appId = (name: string) => {
    const app = registry?.resolveApp(name)
    return app?.ok ? app.value.id : name
  }
  const out: Record<string, unknown> = {}
  let app: string | undefined
  for (const [param, value] of Object.entries(args)) {
    if (!isRef(value)) {
      out[param] = value
      continue
    }
    const m = /^turn(\d+)\.call(\d+)\.(.+)$/.exec(value.$ref)
    if (!m) return { ok: false, reason: `bad reference ${value.$ref}` }
    const [t, c, path] = [Number(m[1]), Number(m[2]), m[3]!]
    const turn = turns[t]
    const goldCall = goldTurns[t]?.[c]
    if (!turn || !goldCall) return { ok: false, reason: `${value.$ref}: no such turn or call` }
    // The agent's call that made the referenced thing: the same call as the gold's if it made one,
    // else the same app and tool, else the same tool.
    const made = (k: number) => turn.calls[k]!.tool === goldCall.tool && turn.outcomes[k]?.ok === true
    const sameApp = (k: number) => made(k) && appId(turn.calls[k]!.app) === appId(goldCall.app)
    const sameArgs = (k: number) => sameApp(k) && JSON.stringify(turn.calls[k]!.args) === JSON.stringify(goldCall.args)
    const pick = [sameArgs, sameApp, made].map((f) => turn.calls.findIndex((_, k) => f(k))).find((k) => k >= 0)
    const i = pick ?? -1
    const outcome = i >= 0 ? turn.outcomes[i] : undefined
    if (!outcome?.ok) return { ok: false, reason: `${value.$ref}: turn ${t} made no successful ${goldCall.tool}` }
    const v = walk(outcome.data, path)
    if (v === undefined) return { ok: false, reason: `${value.$ref}: the outcome has no ${path}` }
    out[param] = v
    if (appId(turn.calls[i]!.app) !== appId(goldCall.app)) app = turn.calls[i]!.app
  }
  return { ok: true, args: out, ...(app !== undefined ? { app } : {}) }
}

/** Gold calls of a turn with every reference resolved (or why one cannot be). */
export function resolveTurnGold(
  gold: readonly Call[],
  turns: readonly TurnRecord[],
  goldTurns: readonly (readonly Call[])[],
  registry?: Registry,
): { ok: true; calls: Call[] } | { ok: false; reason: string } {
  const calls: Call[] = []
  for (const call of gold) {
    const r = resolveRefs(call.args, turns, goldTurns, registry)
    if (!r.ok) return r
    // The follow-up acts where the agent made the thing: its ride on Caocao is cancelled on Caocao.
    calls.push({ app: r.app ?? call.app, tool: call.tool, args: r.args })
  }
  return { ok: true, calls }
}
