import { validateArguments } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../../simulator/history/index.ts'
import { UnexpectedOutcome, type Resimulation, type Intervention } from '../../simulator/users/index.ts'
import type { World } from '../../simulator/world/index.ts'
import { difficultyOf } from '../anchors/difficulty.ts'
import { statsBefore } from '../anchors/history-stats.ts'
import { analyzeRecord, type Basis } from '../anchors/provenance.ts'
import { valueKey } from '../anchors/value-key.ts'
import { VAGUENESS_LEVELS, type Case, type Provenance } from '../case/index.ts'
import type { SuiteUser } from '../suite/files.ts'
import type { CutoffSessions } from '../suite/sessions.ts'
import { mentions } from '../build/leaks.ts'
import { contextCandidates, habitCandidates, type Candidate } from './choose.ts'
import { recordsDigest, twinFlaws } from './plausible.ts'
import { requestProblems } from './request.ts'

export interface CounterfactualLimits {
  /** Twins per user whose change is a recent context value. */
  context: number
  /** Twins per user whose change is a long-term habit. */
  habit: number
}

export const DEFAULT_COUNTERFACTUAL_LIMITS: CounterfactualLimits = { context: 12, habit: 8 }

/** Lives the user's history again with an intervention (simulator/users `userLife(...).resimulate`). */
export type Resimulate = (intervention: Intervention) => Resimulation

/** What a gold value's basis is, whether the query states it or not. */
const basisOf = (p: Provenance) => (p.source === 'query' ? p.basis : p.source)

/** The same basis on the twin's history: same source, and a context record at the same moment. */
function sameBasis(p: Provenance, b: Basis | undefined, original: readonly HistoryRecord[], twin: readonly HistoryRecord[]): boolean {
  if (basisOf(p) !== b?.source) return false
  if (b?.source !== 'context' || p.index === undefined) return b?.source !== 'profile' || b.field === p.field
  const [x, y] = [original[p.index], twin[b.index!]]
  return x !== undefined && y !== undefined && x.ts === y.ts && x.tool === y.tool && x.app === y.app
}

/** The twin's provenance of a value: the original's claim, its evidence recomputed on the twin's history. */
function restated(p: Provenance, b: Basis | undefined): Provenance {
  if (p.source === 'query' || !b) return p
  return {
    source: p.source,
    ...(p.basis !== undefined ? { basis: p.basis } : {}),
    ...(b.index !== undefined ? { index: b.index } : {}),
    ...(b.count !== undefined ? { count: b.count } : {}),
    ...(b.drift ? { drift: true } : {}),
    ...(p.field !== undefined ? { field: p.field } : {}),
  }
}

/**
 * The twin a candidate makes, if it holds: the user's life lived again with the changed choice,
 * the twin's cut-off at the anchor's moment in it, a plausible re-simulated stretch, the call made
 * there differing in the one value, that value the reader's answer by rule 1 from the changed part
 * of the history, every other gold value's basis as it was, the shared query still asking for the
 * new gold, and the new gold executing on the replayed twin history.
 */
function tryCandidate(c: Case, user: SuiteUser, world: World, sessions: CutoffSessions, kind: 'context' | 'habit', cand: Candidate, resimulate: Resimulate, discard: (why: string) => undefined): Case | undefined {
  const registry = world.registry
  const history = user.history
  const gold = c.gold[0]!
  const prov = c.provenance[0]!
  const iv = cand.intervention
  const edited = history[iv.index]!
  const app = registry.resolveApp(edited.app)
  const tool = app.ok ? app.value.tool(edited.tool) : undefined
  if (!tool || !validateArguments(tool, { ...edited.args, [iv.param]: iv.to }).ok) return discard('the new value is invalid for the app')
  let sim: Resimulation
  try {
    sim = resimulate(iv)
  } catch (e) {
    // A changed choice an app refuses outright is no life to compare with.
    if (e instanceof UnexpectedOutcome) return discard('an app refused a changed call')
    throw e
  }
  if (!sim.intervened.includes(iv.index)) return discard('the changed call did not fit the life (dropped)')
  const anchor = history[c.cutoff]!
  const cutoff = sim.history.findIndex((r, i) => i > iv.index && r.ts === anchor.ts && r.tool === anchor.tool && r.app === anchor.app)
  if (cutoff < 0) return discard('the anchor is not in the re-simulated history')
  const twinRecords = sim.history.slice(0, cutoff)
  // The anchor's own call counts too: a gold that repeats a lookup that found nothing is no answer.
  const flaws = twinFlaws(user.profile, sim.history.slice(0, cutoff + 1), iv.index, history.slice(0, c.cutoff + 1), registry)
  if (flaws.length) return discard(`implausible: ${flaws[0]!.replace(/^#\d+: /, '').replace(/ .*/, '')}`)
  // The change was the cause only if the person, living again, made the gold call at that moment with
  // this one value changed: the twin's gold is that call (a habit's new value, a context's carried one).
  const made = sim.history[cutoff]!.args
  const value = made[cand.param]
  const others = (args: Record<string, unknown>) => valueKey(Object.fromEntries(Object.entries(args).filter(([k]) => k !== cand.param)))
  if (others(made) !== others(gold.args) || valueKey(value) === valueKey(gold.args[cand.param])) return discard('the call at the anchor did not follow the change')
  if (kind === 'habit' && valueKey(value) !== valueKey(cand.value)) return discard('the call at the anchor did not follow the change')
  if (typeof value === 'string' && (mentions(c.query, value) || Object.keys(user.profile.places).some((l) => l.toLowerCase() === value.trim().toLowerCase()))) return discard('the new value is said or saved')
  const twinGold = { ...gold, args: { ...gold.args, [cand.param]: value } }
  const probe = [...twinRecords, { ...anchor, app: gold.app, tool: gold.tool, args: twinGold.args }]
  const analysis = analyzeRecord(probe, cutoff, statsBefore(twinRecords, cutoff, registry), user.profile, registry)
  const basis = analysis.args[cand.param]
  // Rule 1 must read the new value off the changed part of the history: the changed call or one it led to.
  if (basis?.source !== kind || (kind === 'context' && basis.index! < iv.index)) return discard(`the new value is not the ${kind} answer on the twin history`)
  for (const [param, p] of Object.entries(prov.args)) if (param !== cand.param && !sameBasis(p, analysis.args[param], history, twinRecords)) return discard('another gold value changed its basis')
  if (basisOf(prov.app) !== analysis.app?.source) return discard('the app changed its basis')
  const { until: _until, ...intervention } = iv
  const records = twinRecords.slice(iv.index).map(({ outcome: _o, ...r }) => r)
  const twin: Case = {
    ...c,
    id: `${c.id}-cf`,
    cutoff,
    historyLength: cutoff,
    anchor: cutoff,
    gold: [twinGold],
    provenance: [{ app: restated(prov.app, analysis.app), args: Object.fromEntries(Object.entries(prov.args).map(([p, x]) => [p, restated(x, analysis.args[p])])) }],
    ...(c.difficulty ? { difficulty: difficultyOf(analysis) } : {}),
    tags: [...c.tags, 'counterfactual'],
    counterfactual: { of: c.id, change: `${kind}:${cand.param}`, intervention, records, digest: recordsDigest(twinRecords.slice(iv.index)) },
  }
  // The same words must still ask for the new gold: nothing the query states changed, nothing it says argues against it.
  if (requestProblems(twin, c, registry, user.profile).length) return discard('the twin disagrees with its request')
  // The twin's history as every consumer sees it: replayed, its outcomes the simulator's, the new gold executing.
  const replayed = sessions.records(twin)
  if (recordsDigest(replayed.slice(iv.index, cutoff)) !== twin.counterfactual!.digest) return discard('replay does not reproduce the re-simulated outcomes')
  if (!sessions.at(twin, `cf-${twin.id}`).call(twinGold.app, twinGold.tool, twinGold.args).ok) return discard('the new gold fails')
  return twin
}

/**
 * The counterfactual twin of a case that leaves a value unsaid: the same query on the user's life
 * lived again with the cause of that value changed — the choice it was carried from, or the habit
 * from some use on — so that the right answer changes (decision 0027). Undefined when no change holds.
 */
export function counterfactualTwin(c: Case, user: SuiteUser, world: World, sessions: CutoffSessions, kind: 'context' | 'habit', seed: string, resimulate: Resimulate, discarded?: Record<string, number>): Case | undefined {
  const discard = (why: string) => {
    if (discarded) discarded[why] = (discarded[why] ?? 0) + 1
    return undefined
  }
  const gold = c.gold[0]
  const prov = c.provenance[0]
  if (!gold || !prov || c.gold.length !== 1 || c.followUps || c.counterfactual || c.refusal || c.anchor !== c.cutoff) return undefined
  if (!user.history[c.cutoff]) return undefined
  for (const [param, p] of Object.entries(prov.args)) {
    if (p.source !== kind) continue
    const candidates =
      kind === 'context'
        ? p.index === undefined
          ? []
          : contextCandidates(c, user.history, param, p.index, user.profile, world.registry, seed)
        : habitCandidates(c, user.history, param, user.profile, world.registry, seed)
    if (!candidates.length) discard(`no ${kind} change that rule 1 would follow`)
    for (const cand of candidates) {
      const twin = tryCandidate(c, user, world, sessions, kind, cand, resimulate, discard)
      if (twin) return twin
    }
  }
  return undefined
}

/**
 * A user's twins, at most one per anchor, made from its vaguest case that can make one: context
 * changes first (their re-simulations are short), then habit shifts, up to the limits.
 */
export function userCounterfactuals(cases: readonly Case[], user: SuiteUser, world: World, sessions: CutoffSessions, seed: string, resimulate: Resimulate, limits = DEFAULT_COUNTERFACTUAL_LIMITS, discarded?: Record<string, number>): Case[] {
  const out: Case[] = []
  const used = new Set<number>()
  // Levels of one anchor often try the same change: each life is lived again once.
  const lives = new Map<string, Resimulation>()
  const again: Resimulate = (iv) => {
    const key = JSON.stringify(iv)
    let sim = lives.get(key)
    if (!sim) lives.set(key, (sim = resimulate(iv)))
    return sim
  }
  const vaguest = [...cases].sort((a, b) => a.cutoff - b.cutoff || VAGUENESS_LEVELS.indexOf(b.vagueness) - VAGUENESS_LEVELS.indexOf(a.vagueness))
  for (const kind of ['context', 'habit'] as const) {
    let made = 0
    for (const c of vaguest) {
      if (made >= limits[kind]) break
      if (c.anchor === undefined || used.has(c.anchor)) continue
      const twin = counterfactualTwin(c, user, world, sessions, kind, seed, again, discarded)
      if (!twin) continue
      out.push(twin)
      used.add(c.anchor)
      made++
    }
  }
  return out
}
