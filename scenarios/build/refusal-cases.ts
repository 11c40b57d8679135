import { fromIso, toIso, type UserProfile } from '../../apps/kit/index.ts'
import { Session } from '../../simulator/world/index.ts'
import type { Call, Case } from '../case/index.ts'
import type { SuiteUser } from '../suite/files.ts'
import type { CutoffSessions } from '../suite/sessions.ts'
import { refusalConflict, type SeenCall } from '../validate-refusals.ts'
import { mentions } from './leaks.ts'
import { fillQuery, usualPayment, type ProbeContext, type RefusalProbe } from './probes/index.ts'
import { probesByPolicy, REFUSAL_PROBES } from './refusal-probes.ts'

/** Cut-offs per user at which every policy is tried (the default suite's). */
export const REFUSAL_CUTOFFS = 6

/** The user as an adult on a good income with no health record: whom no policy restricts, so lookups see everything. */
const unrestricted = (u: UserProfile): UserProfile => ({ ...u, age: Math.max(30, Math.min(u.age, 45)), incomeLevel: '10k-50k', heightCm: 170, weightKg: 65, healthConditions: [] })

/** Whether a phrasing names the app (by name, id or an alias), as leaks() reads it. */
function namesApp(query: string, names: readonly string[]): boolean {
  return names.some((n) => n.length >= 3 && mentions(query, n))
}

/**
 * The requests apps refuse this user, tried at evenly spaced cut-offs: at each, every policy whose
 * probes fit the user, the probes taking turns across cut-offs (and the phrasings with them). A
 * probe becomes a case only where the app refuses it under that policy at the cut-off and the
 * visible history does not contradict the refusal (refusalConflict). A phrasing leaves the app
 * unnamed only when the user has used that app before the cut-off.
 */
export function refusalCases(user: SuiteUser, sessions: CutoffSessions, cutoffs = REFUSAL_CUTOFFS, probes: readonly RefusalProbe[] = REFUSAL_PROBES): Case[] {
  const history = user.history
  const userId = user.profile.id
  if (history.length === 0 || cutoffs === 0) return []
  const groups = [...probesByPolicy(probes).values()].map((g) => g.filter((p) => p.fits(user.profile))).filter((g) => g.length > 0)
  if (groups.length === 0) return []
  const cases: Case[] = []
  const seenCutoffs = new Set<number>()
  for (let k = 1; k <= cutoffs; k++) {
    const cutoff = Math.floor((history.length * k) / (cutoffs + 1))
    if (seenCutoffs.has(cutoff) || cutoff >= history.length) continue
    seenCutoffs.add(cutoff)
    const now = fromIso(history[cutoff]!.ts)
    const at = { user: userId, cutoff, now: toIso(now) }
    const visible = sessions.history(at)
    const used = new Set(visible.map((h) => h.app))
    let lookup: Session | undefined
    const ctx: ProbeContext = {
      now,
      user: user.profile,
      pay: usualPayment(user.profile),
      look: (app, tool, args) => {
        lookup ??= new Session(sessions.at(at, 'probe-lookup').world, { id: 'probe-lookup', user: unrestricted(user.profile), seed: user.sessionSeed, start: now })
        const outcome = lookup.call(app, tool, args)
        return outcome.ok ? outcome.data : undefined
      },
    }
    groups.forEach((group, g) => {
      // Probes take turns across cut-offs; a probe that does not apply here yields to the next.
      for (let i = 0; i < group.length; i++) {
        const probe = group[(k - 1 + i) % group.length]!
        const made = tryProbe(probe, ctx, sessions, at, visible)
        if (!made) continue
        const { call, app, domain, names } = made
        const phrasings = probe.queries.filter((q) => used.has(app) || namesApp(q, names))
        const template = phrasings[(k - 1 + g) % phrasings.length]!
        cases.push({
          id: `${userId}-${String(cutoff).padStart(4, '0')}-refuse-${probe.id}`,
          user: userId,
          cutoff,
          now: at.now,
          query: fillQuery(template, made.slots),
          vagueness: 'most_clear',
          gold: [],
          provenance: [],
          kinds: [],
          tags: ['refusal', `policy:${probe.policy}`],
          domain,
          historyLength: cutoff,
          refusal: { call, policy: probe.policy },
        })
        break
      }
    })
  }
  return cases
}

interface Made {
  call: Call
  slots: Record<string, string>
  app: string
  domain: string
  names: string[]
}

/** The probe's call if the app refuses it under the probe's policy at the cut-off and nothing visible contradicts that. */
function tryProbe(probe: RefusalProbe, ctx: ProbeContext, sessions: CutoffSessions, at: { user: string; cutoff: number; now: string }, visible: readonly SeenCall[]): Made | undefined {
  const draft = probe.draft(ctx)
  if (!draft) return undefined
  const trial = sessions.at(at, 'probe')
  const outcome = trial.call(draft.call.app, draft.call.tool, draft.call.args)
  if (outcome.ok || outcome.error.code !== 'policy_violation' || (outcome.error as { rule?: unknown }).rule !== probe.policy) return undefined
  if (refusalConflict({ call: draft.call, policy: probe.policy }, visible, ctx.now)) return undefined
  const app = trial.world.registry.resolveApp(draft.call.app)
  if (!app.ok) return undefined
  return { call: draft.call, slots: { ...draft.slots }, app: app.value.id, domain: app.value.domain, names: [app.value.name, app.value.id, ...app.value.aliases] }
}
