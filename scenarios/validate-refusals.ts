import { environmentalArgumentNames, fromIso, HOUR, parseWhen, type Outcome } from '../apps/kit/index.ts'
import type { Session } from '../simulator/world/index.ts'
import type { Call, Case } from './case/index.ts'

/** A call the user can see before the cut-off, with its outcome (a replayed record or a journal entry). */
export interface SeenCall {
  app: string
  tool: string
  args: unknown
  outcome: Outcome
}

export interface Refusal {
  call: Call
  policy: string
}

/** Arguments that only place a request in time: a call on another day is still the same request. */
const WHEN_ARGS = new Set(['date', 'time', 'pickupTime', 'deliveryTime', 'startDate', 'endDate'])
const IGNORED = new Set([...WHEN_ARGS, ...environmentalArgumentNames])

/** A call's identity for "the same request": app, tool and the arguments that say what is asked, keys sorted. */
function requestKey(app: string, tool: string, args: unknown): string {
  const plain = args && typeof args === 'object' && !Array.isArray(args) ? (args as Record<string, unknown>) : {}
  const kept = Object.keys(plain).filter((k) => !IGNORED.has(k) && plain[k] !== undefined).sort().map((k) => [k, plain[k]])
  return JSON.stringify([app.toLowerCase(), tool, kept])
}

/** A check-up counts as done this long after it starts (apps/health/health-check-tools.ts: it takes the morning). */
const CHECK_HOURS = 3

/** The first check-up the visible history shows completed by `now` (booked, not cancelled, its morning past), if any. */
export function completedHealthCheck(history: readonly SeenCall[], now: number): string | undefined {
  const checks = new Map<string, { startsAt?: string; status?: string }>()
  for (const seen of history) {
    if (!seen.outcome.ok || !/HealthCheck/.test(seen.tool)) continue
    const data = seen.outcome.data as { checks?: unknown[] } & Record<string, unknown>
    for (const view of Array.isArray(data?.checks) ? data.checks : [data]) {
      const v = view as { checkId?: unknown; startsAt?: unknown; status?: unknown } | undefined
      if (typeof v?.checkId !== 'string') continue
      const known = checks.get(v.checkId) ?? {}
      checks.set(v.checkId, { startsAt: typeof v.startsAt === 'string' ? v.startsAt : known.startsAt, status: typeof v.status === 'string' ? v.status : known.status })
    }
  }
  for (const [id, c] of checks) {
    if (c.status === 'cancelled') continue
    if (c.status === 'completed') return id
    if (c.startsAt === undefined) continue
    try {
      if (parseWhen(c.startsAt, now, 'startsAt') + CHECK_HOURS * HOUR <= now) return id
    } catch {
      continue
    }
  }
  return undefined
}

/** Clearances a policy's own rule names: what, once in the history, means the rule no longer applies. */
const CLEARANCES: Record<string, (history: readonly SeenCall[], now: number) => string | undefined> = {
  // "Users aged 60 or over need a health assessment before high-intensity exercise": any completed check-up is one.
  elderly_high_intensity: (history, now) => {
    const check = completedHealthCheck(history, now)
    return check && `the history shows health check ${check} completed, which clears the rule`
  },
}

/**
 * Why a refusal at this cut-off would contradict what the user can see, or undefined when it does
 * not: the same request succeeded earlier, or the history holds the clearance the policy asks for.
 */
export function refusalConflict(refusal: Refusal, history: readonly SeenCall[], now: number): string | undefined {
  const key = requestKey(refusal.call.app, refusal.call.tool, refusal.call.args)
  const same = history.findIndex((h) => h.outcome.ok && requestKey(h.app, h.tool, h.args) === key)
  if (same >= 0) return `the same request succeeded at history #${same}`
  const rule = refusal.policy.slice(refusal.policy.indexOf('.') + 1)
  return CLEARANCES[rule]?.(history, now)
}

/**
 * A refusal case checked at its cut-off (the session restored there, before any call): it is
 * tagged and has no gold, the app refuses the call under the policy the case names, and the visible
 * history does not contradict the refusal.
 */
export function checkRefusal(c: Case, session: Session, report: (problem: string) => void): void {
  if (!c.refusal) return
  const { call, policy } = c.refusal
  if (c.gold.length > 0) report('a refusal case has gold calls')
  if (!c.tags.includes('refusal') || !c.tags.includes(`policy:${policy}`)) report(`a refusal case should be tagged refusal and policy:${policy}`)
  const conflict = refusalConflict(c.refusal, session.journal(), fromIso(c.now))
  if (conflict) report(`the refusal contradicts the visible history: ${conflict}`)
  const outcome = session.fork('refusal-check').call(call.app, call.tool, call.args)
  const rule = outcome.ok ? undefined : (outcome.error as { rule?: unknown }).rule
  if (!outcome.ok && outcome.error.code === 'policy_violation' && rule !== policy) report(`the call is refused under ${String(rule)}, not ${policy}`)
}
