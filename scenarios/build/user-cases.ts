import { createRng, type Registry } from '../../apps/kit/index.ts'
import type { World } from '../../simulator/world/index.ts'
import { HistoryStats, statsBefore } from '../anchors/history-stats.ts'
import { analyzeRecord, type RecordAnalysis } from '../anchors/provenance.ts'
import { APP_SLOT } from '../anchors/history-stats.ts'
import { itemSolvers, solvedBy, visibleCalls, type Visible } from '../baselines/index.ts'
import { VAGUENESS_LEVELS, type Case, type Difficulty } from '../case/index.ts'
import { difficultyOf } from '../anchors/difficulty.ts'
import type { Lexicon } from '../queries/index.ts'
import { phrasingFor } from '../queries/index.ts'
import type { SuiteUser } from '../suite/files.ts'
import { CutoffSessions } from '../suite/sessions.ts'
import { anchorDialogues } from '../dialogues/index.ts'
import { twinProblems, userCounterfactuals, type Resimulate } from '../counterfactual/index.ts'
import { anchorCases } from './anchor-cases.ts'
import { refusalCases } from './refusal-cases.ts'

export interface UserCaseOptions {
  /** Anchors taken per user (each gives four cases). */
  anchors: number
  /** Control cases (nothing to infer) per user. */
  controls: number
  /** Cut-offs per user at which every refusal probe is tried. */
  refusalCutoffs: number
  seed: string
}

export const DEFAULT_USER_CASE_OPTIONS: UserCaseOptions = { anchors: 64, controls: 7, refusalCutoffs: 3, seed: 'suite' }

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

/** Anchors tried in this order within a tool: the hard reasons first, `repeat` last (decision 0028). */
const DIFFICULTY_RANK: Record<Difficulty, number> = { override: 0, chain: 1, conditional: 2, drift: 3, habit: 4, profile: 5, id: 6, repeat: 7 }
/** At most this share of a user's anchors may only repeat the last comparable call (decision 0032). */
export const REPEAT_CAP = 0.05
/** At most this share may be a follow-up whose only unsaid value is the id the call before gave ("is my coffee ready?"). */
export const ID_FOLLOW_UP_CAP = 0.05
/** Every domain a user has anchors in gets at least this many before hardness decides the rest. */
export const MIN_DOMAIN_ANCHORS = 2
/** Cases that a trivial predictor solves, per hard case, beyond the coverage anchors (decision 0032). */
export const EASY_PER_HARD = 0.6
/** Controls that go to apps no anchor of the user asks about, before the rarest domains get theirs. */
const NEW_APP_CONTROLS = 2
/** Shares of a user's anchored cases that the types with a quota are taken up to first (decision 0032, a little over the quota). */
const TYPE_SHARES: Partial<Record<Difficulty, number>> = { drift: 0.21, conditional: 0.24, chain: 0.17, override: 0.17 }
/** An anchor's levels: each leaves something unsaid (most clear is for controls). */
const ANCHOR_LEVELS = ['relevant_clear', 'relevant_vague', 'most_vague'] as const

interface Candidate {
  a: RecordAnalysis
  cases: Case[]
  /** Its cases that no trivial predictor solves. */
  hard: number
  difficulty: Difficulty
}

/**
 * The anchors a user's cases come from: first MIN_DOMAIN_ANCHORS per domain (coverage), then the
 * anchors whose cases no trivial predictor solves, new tools before more of the same, the harder
 * reason first; `repeat` and id follow-ups within their caps.
 */
function selectAnchors(candidates: readonly Candidate[], budget: number): Case[] {
  const perDomain = new Map<string, number>()
  const tools = new Set<string>()
  const taken = new Set<Candidate>()
  let repeats = 0
  let ids = 0
  let easy = 0
  let hard = 0
  const byType = new Map<Difficulty, number>()
  let total = 0
  // A type short of its share of the user's cases so far (decision 0032) comes before the rest.
  const wanted = (c: Candidate) => (TYPE_SHARES[c.difficulty] ?? 0) * (total + c.cases.length) > (byType.get(c.difficulty) ?? 0) + (c.difficulty === 'override' ? byType.get('chain') ?? 0 : 0)
  const score = (c: Candidate) =>
    [(perDomain.get(c.a.domain) ?? 0) < MIN_DOMAIN_ANCHORS ? 1 : wanted(c) ? 1 : 0, c.hard > 0 ? 1 : 0, tools.has(`${c.a.appId}.${c.a.record.tool}`) ? 0 : 1, -DIFFICULTY_RANK[c.difficulty], c.hard, -(perDomain.get(c.a.domain) ?? 0)] as const
  const better = (x: readonly number[], y: readonly number[]) => {
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! > y[i]!
    return false
  }
  const cases: Case[] = []
  while (taken.size < budget) {
    let best: Candidate | undefined
    let bestScore: readonly number[] = []
    for (const c of candidates) {
      if (taken.has(c)) continue
      if (c.difficulty === 'repeat' && repeats >= REPEAT_CAP * budget) continue
      if (c.difficulty === 'id' && ids >= ID_FOLLOW_UP_CAP * budget) continue
      const s = score(c)
      if (!best || better(s, bestScore)) [best, bestScore] = [c, s]
    }
    if (!best) break
    // Past coverage, an anchor every trivial predictor solves comes only while such cases stay few.
    const covering = bestScore[0] === 1
    if (!covering && best.hard === 0 && easy + best.cases.length > EASY_PER_HARD * hard) break
    if (best.hard === 0) easy += best.cases.length
    else hard += best.hard
    taken.add(best)
    byType.set(best.difficulty, (byType.get(best.difficulty) ?? 0) + best.cases.length)
    total += best.cases.length
    if (best.difficulty === 'repeat') repeats++
    if (best.difficulty === 'id') ids++
    perDomain.set(best.a.domain, (perDomain.get(best.a.domain) ?? 0) + 1)
    tools.add(`${best.a.appId}.${best.a.record.tool}`)
    cases.push(...best.cases)
  }
  return cases
}

/** The visible (successful) calls before each record, without copying the history per record. */
function visibleIndex(history: SuiteUser['history'], registry: Registry): (index: number) => Visible {
  const all = visibleCalls(history, registry)
  const before: number[] = []
  let k = 0
  history.forEach((r, i) => {
    before[i] = k
    if (k < all.records.length && all.records[k]!.record === r) k++
  })
  return (index) => ({ records: all.records.slice(0, before[index] ?? all.records.length) })
}

/** Why a record is no anchor: its own flaw, or nothing a request could leave to inference. */
export function dropReason(a: RecordAnalysis, lexicon: Lexicon, itemCount: number): string | undefined {
  if (a.unusable) return a.unusable.replace(/^\S+ (is an id|is empty)/, 'a value $1')
  if (!phrasingFor(lexicon, a.appId, a.record.tool)) return 'no phrasing'
  if (itemCount === 0) return 'nothing decisive to infer'
  return undefined
}

/**
 * One user's cases: anchors spread over domains, then over the tools of each domain (so no routine
 * crowds out the rest), the hardest reason first within a tool, each at every level its items
 * make; a few controls; the refusals the user's profile makes apps give. `dropped` counts the
 * records that could not be anchors, by reason.
 */
export function userCases(user: SuiteUser, world: World, lexicon: Lexicon, options: UserCaseOptions, dropped?: Record<string, number>, resimulate?: Resimulate): Case[] {
  const registry = world.registry
  const userId = user.profile.id
  const rng = createRng(`${options.seed}:anchors:${userId}`)
  const analyses = analyzeHistory(user, registry)
  const itemCount = (a: RecordAnalysis) => (a.app ? 1 : 0) + Object.values(a.args).filter(Boolean).length
  const usable: RecordAnalysis[] = []
  for (const a of analyses) {
    const reason = dropReason(a, lexicon, itemCount(a))
    if (reason === undefined) usable.push(a)
    else if (dropped && reason !== 'nothing decisive to infer') dropped[reason] = (dropped[reason] ?? 0) + 1
  }
  if (dropped) dropped['nothing decisive to infer'] = (dropped['nothing decisive to infer'] ?? 0) + analyses.filter((a) => !a.unusable && itemCount(a) === 0).length

  // Every usable anchor's cases (no most-clear level: a case leaves something unsaid), each with
  // the trivial predictors that solve it; the items none of them gets right are omitted first.
  const visibleAt = visibleIndex(user.history, registry)
  const candidates: Candidate[] = []
  for (const a of rng.shuffle(usable.filter((a) => itemCount(a) >= 1))) {
    const app = registry.resolveApp(a.appId)
    if (!app.ok) continue
    const items = [...(a.app ? [APP_SLOT] : []), ...Object.keys(a.args).filter((p) => a.args[p])]
    const solvers = itemSolvers(a.record, a.appId, items, visibleAt(a.index))
    const made = anchorCases(a, { userId, app: app.value, phrasing: phrasingFor(lexicon, a.appId, a.record.tool)!, tags: recordTags(a), levels: ANCHOR_LEVELS, solvers: (i) => solvers.get(i) ?? new Set() })
    if (!made?.length) continue
    for (const c of made) c.solvedBy = solvedBy(c, user.history, registry)
    candidates.push({ a, cases: made, hard: made.filter((c) => c.solvedBy?.length === 0).length, difficulty: difficultyOf(a) })
  }
  const cases = selectAnchors(candidates, options.anchors)
  // Controls (nothing to infer) go first to the tools no anchor of this user covers, one per tool.
  const covered = new Set(cases.map((c) => `${c.gold[0]!.app}.${c.gold[0]!.tool}`))
  // An app no anchor of this user asks about gets a control even from a record with something to infer.
  const coveredApps = new Set(cases.map((c) => c.gold[0]!.app))
  const uncovered = (a: RecordAnalysis) => !coveredApps.has(a.appId) && (dropReason(a, lexicon, itemCount(a)) ?? 'nothing decisive to infer') === 'nothing decisive to infer'
  const plain = [
    ...rng.shuffle(analyses.filter(uncovered)),
    ...rng.shuffle(analyses.filter((a) => !uncovered(a) && dropReason(a, lexicon, itemCount(a)) === 'nothing decisive to infer')),
  ]
  const firstPerTool = new Map<string, RecordAnalysis>()
  for (const a of plain) if (!covered.has(`${a.appId}.${a.record.tool}`) && !firstPerTool.has(`${a.appId}.${a.record.tool}`)) firstPerTool.set(`${a.appId}.${a.record.tool}`, a)
  // The rarest domains of this user's cases first: a control is how a finance tool gets asked at all.
  const perDomain = new Map<string, number>()
  for (const c of cases) perDomain.set(c.domain, (perDomain.get(c.domain) ?? 0) + 1)
  const firsts = new Set(firstPerTool.values())
  // Up to `controls` per user: apps no anchor asks about first, then the rarest domains.
  const rarestFirst = (a: RecordAnalysis, b: RecordAnalysis) => (perDomain.get(a.domain) ?? 0) - (perDomain.get(b.domain) ?? 0)
  const ranked = [...firsts].sort(rarestFirst)
  const newApps = ranked.filter((a) => !coveredApps.has(a.appId)).slice(0, NEW_APP_CONTROLS)
  const controls = [...newApps, ...ranked.filter((a) => !newApps.includes(a))].slice(0, options.controls)
  for (const a of controls) {
    const app = registry.resolveApp(a.appId)
    if (!app.ok) continue
    const made = anchorCases(a, { userId, app: app.value, phrasing: phrasingFor(lexicon, a.appId, a.record.tool)!, tags: ['control', ...recordTags(a)], levels: ['most_clear'] })
    // A control asks nothing of a reader: it has no kind and no difficulty.
    if (made) cases.push(...made.map(({ difficulty: _none, ...c }) => ({ ...c, kinds: [], solvedBy: solvedBy(c, user.history, registry) })))
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
  // Twins need the user's life to live again (a simulated suite's, not an imported one's).
  // A twin is measured on its own history (lived again), not its base's.
  // A twin the validator would reject (its re-lived life lost the original's call) is not kept.
  if (resimulate) {
    const byId = new Map(singles.map((c) => [c.id, c]))
    const twins = userCounterfactuals(singles, user, world, sessions, options.seed, resimulate).filter((t) => twinProblems(t, byId.get(t.counterfactual!.of), user, sessions, world).length === 0)
    cases.push(...twins.map((c) => ({ ...c, solvedBy: solvedBy(c, sessions.records(c), registry) })))
  }
  cases.push(...refusalCases(user, sessions, options.refusalCutoffs))
  const order = (c: Case) => [c.cutoff, c.id.replace(/-(mc|rc|rv|mv)$/, ''), VAGUENESS_LEVELS.indexOf(c.vagueness)] as const
  return cases.sort((a, b) => {
    const [ca, ia, la] = order(a)
    const [cb, ib, lb] = order(b)
    return ca - cb || (ia < ib ? -1 : ia > ib ? 1 : la - lb)
  })
}
