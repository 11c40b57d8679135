import { createRng, fromIso, toIso, type Registry } from '../../apps/kit/index.ts'
import type { World } from '../../simulator/world/index.ts'
import { HistoryStats, statsBefore } from '../anchors/history-stats.ts'
import { analyzeRecord, type RecordAnalysis } from '../anchors/provenance.ts'
import { VAGUENESS_LEVELS, type Case } from '../case/index.ts'
import type { Lexicon } from '../queries/index.ts'
import { phrasingFor } from '../queries/index.ts'
import type { SuiteUser } from '../suite/files.ts'
import { CutoffSessions } from '../suite/sessions.ts'
import { anchorDialogues } from '../dialogues/index.ts'
import { userCounterfactuals } from '../counterfactual/index.ts'
import { anchorCases, omissionOrder } from './anchor-cases.ts'
import { REFUSAL_PROBES } from './refusal-probes.ts'

export interface UserCaseOptions {
  /** Anchors taken per user (each gives four cases). */
  anchors: number
  /** Control cases (nothing to infer) per user. */
  controls: number
  /** Cut-offs per user at which every refusal probe is tried. */
  refusalCutoffs: number
  seed: string
}

export const DEFAULT_USER_CASE_OPTIONS: UserCaseOptions = { anchors: 48, controls: 4, refusalCutoffs: 2, seed: 'suite' }

/** Every record's analysis, each against the statistics of the records before it. */
export function analyzeHistory(user: SuiteUser, registry: Registry): RecordAnalysis[] {
  const stats = new HistoryStats(registry)
  return user.history.map((record, index) => {
    const analysis = analyzeRecord(user.history, index, stats, user.profile, registry)
    stats.add(record)
    return analysis
  })
}

const recordTags = (a: RecordAnalysis) => [
  ...(a.record.meta?.tags ?? []).filter((t) => !t.startsWith('ctx:')),
  ...(a.departures.some((p) => a.args[p]?.source === 'context') || a.record.meta?.tags?.some((t) => t.startsWith('deviation:')) ? ['deviation'] : []),
]

/**
 * One user's cases: anchors spread over contexts and tools (temporal ones first, being the rarest),
 * each at four levels; a few controls; and the refusals the user's profile makes apps give.
 */
export function userCases(user: SuiteUser, world: World, lexicon: Lexicon, options: UserCaseOptions): Case[] {
  const registry = world.registry
  const userId = user.profile.id
  const rng = createRng(`${options.seed}:anchors:${userId}`)
  const analyses = analyzeHistory(user, registry)
  const usable = analyses.filter((a) => !a.unusable && phrasingFor(lexicon, a.appId, a.record.tool) && (a.app || a.appImplied))
  const itemCount = (a: RecordAnalysis) => omissionOrder(a, rng).length

  // Round-robin over (context, tool) groups so no routine crowds out the rest.
  const groups = new Map<string, RecordAnalysis[]>()
  for (const a of rng.shuffle(usable.filter((a) => itemCount(a) >= 2))) {
    const key = `${a.context}/${a.record.tool}`
    groups.set(key, [...(groups.get(key) ?? []), a])
  }
  const temporalFirst = (a: RecordAnalysis) => (Object.values(a.args).some((b) => b?.source === 'context') ? 0 : 1)
  const queues = [...groups.keys()].sort().map((k) => groups.get(k)!.sort((a, b) => temporalFirst(a) - temporalFirst(b)))
  const cases: Case[] = []
  let taken = 0
  while (taken < options.anchors && queues.some((q) => q.length)) {
    for (const queue of queues) {
      const a = queue.shift()
      if (!a || taken >= options.anchors) continue
      const app = registry.resolveApp(a.appId)
      if (!app.ok) continue
      const made = anchorCases(a, { userId, app: app.value, phrasing: phrasingFor(lexicon, a.appId, a.record.tool)!, tags: recordTags(a) })
      if (!made) continue
      cases.push(...made)
      taken++
    }
  }

  const controls = rng.shuffle(usable.filter((a) => itemCount(a) === 0)).slice(0, options.controls)
  for (const a of controls) {
    const app = registry.resolveApp(a.appId)
    if (!app.ok) continue
    const made = anchorCases(a, { userId, app: app.value, phrasing: phrasingFor(lexicon, a.appId, a.record.tool)!, tags: ['control', ...recordTags(a)], levels: ['most_clear'] })
    if (made) cases.push(...made.map((c) => ({ ...c, kinds: [] })))
  }

  const sessions = new CutoffSessions(world, new Map([[userId, user]]))
  const byAnchor = new Map<number, Case[]>()
  for (const c of cases) if (!c.tags.includes('control')) byAnchor.set(c.anchor!, [...(byAnchor.get(c.anchor!) ?? []), c])
  const singles = [...cases]
  for (const levels of byAnchor.values()) {
    // What a follow-up leaves unsaid (how to pay, where to ship) is the user's habit at the cut-off.
    let stats: HistoryStats | undefined
    const habits = (tool: string, param: string) => (stats ??= statsBefore(user.history, levels[0]!.cutoff, registry)).habit(tool, param)?.value
    cases.push(...anchorDialogues(levels, world, sessions, options.seed, habits))
  }
  cases.push(...userCounterfactuals(singles.filter((c) => c.vagueness === 'most_vague'), user, world, sessions, options.seed))
  cases.push(...refusalCases(user, sessions, options.refusalCutoffs))
  const order = (c: Case) => [c.cutoff, c.id.replace(/-(mc|rc|rv|mv)$/, ''), VAGUENESS_LEVELS.indexOf(c.vagueness)] as const
  return cases.sort((a, b) => {
    const [ca, ia, la] = order(a)
    const [cb, ib, lb] = order(b)
    return ca - cb || (ia < ib ? -1 : ia > ib ? 1 : la - lb)
  })
}

/** The probes an app refuses for this user, tried at evenly spaced cut-offs of the history. */
export function refusalCases(user: SuiteUser, sessions: CutoffSessions, cutoffs: number): Case[] {
  const history = user.history
  if (history.length === 0 || cutoffs === 0) return []
  const cases: Case[] = []
  for (let k = 1; k <= cutoffs; k++) {
    const cutoff = Math.floor((history.length * k) / (cutoffs + 1))
    const now = fromIso(history[cutoff]!.ts)
    for (const probe of REFUSAL_PROBES) {
      const call = probe.call(now)
      const trial = sessions.at({ user: user.profile.id, cutoff, now: toIso(now) }, 'probe')
      const outcome = trial.call(call.app, call.tool, call.args)
      if (outcome.ok || outcome.error.code !== 'policy_violation') continue
      const error = outcome.error as { rule?: unknown; policy?: unknown }
      const policy = String(error.rule ?? error.policy ?? 'unknown')
      const app = trial.world.registry.resolveApp(call.app)
      cases.push({
        id: `${user.profile.id}-${String(cutoff).padStart(4, '0')}-refuse-${probe.id}`,
        user: user.profile.id,
        cutoff,
        now: toIso(now),
        query: probe.queries[(k - 1) % probe.queries.length]!,
        vagueness: 'most_clear',
        gold: [],
        provenance: [],
        kinds: [],
        tags: ['refusal', `policy:${policy}`],
        domain: app.ok ? app.value.domain : 'unknown',
        historyLength: cutoff,
        refusal: { call, policy },
      })
    }
  }
  return cases
}
