import { createRng, type Registry } from '../../apps/kit/index.ts'
import type { World } from '../../simulator/world/index.ts'
import { HistoryStats, statsBefore } from '../anchors/history-stats.ts'
import { analyzeRecord, type RecordAnalysis } from '../anchors/provenance.ts'
import { VAGUENESS_LEVELS, type Case, type Difficulty } from '../case/index.ts'
import { difficultyOf } from '../anchors/difficulty.ts'
import type { Lexicon } from '../queries/index.ts'
import { phrasingFor } from '../queries/index.ts'
import type { SuiteUser } from '../suite/files.ts'
import { CutoffSessions } from '../suite/sessions.ts'
import { anchorDialogues } from '../dialogues/index.ts'
import { userCounterfactuals, type Resimulate } from '../counterfactual/index.ts'
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

export const DEFAULT_USER_CASE_OPTIONS: UserCaseOptions = { anchors: 64, controls: 4, refusalCutoffs: 6, seed: 'suite' }

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
/** At most this share of a user's anchors may only repeat the last comparable call. */
export const REPEAT_CAP = 0.15
/**
 * At most this share may be a follow-up whose only unsaid value is the id the call before gave
 * ("is my coffee ready?"): natural, but one kind of question must not fill the vague levels.
 */
export const ID_FOLLOW_UP_CAP = 0.2

const idFollowUp = (a: RecordAnalysis) => Object.values(a.args).every((b) => b === undefined || b.id) && Object.values(a.args).some((b) => b?.id)

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

  // Domains in turn; within a domain its (app, tool) groups in turn; within a group, hardest first.
  const byDomain = new Map<string, Map<string, RecordAnalysis[]>>()
  for (const a of rng.shuffle(usable.filter((a) => itemCount(a) >= 1))) {
    const groups = byDomain.get(a.domain) ?? new Map<string, RecordAnalysis[]>()
    const key = `${a.appId}.${a.record.tool}`
    groups.set(key, [...(groups.get(key) ?? []), a])
    byDomain.set(a.domain, groups)
  }
  const rank = (a: RecordAnalysis) => DIFFICULTY_RANK[difficultyOf(a)]
  const domains = [...byDomain.keys()].sort().map((d) => {
    const groups = byDomain.get(d)!
    return [...groups.keys()].sort().map((k) => groups.get(k)!.sort((a, b) => rank(a) - rank(b)))
  })
  const turn = domains.map(() => 0)
  const cases: Case[] = []
  let taken = 0
  let repeats = 0
  let idFollowUps = 0
  const maxRepeats = Math.floor(REPEAT_CAP * options.anchors)
  const maxIdFollowUps = Math.floor(ID_FOLLOW_UP_CAP * options.anchors)
  const capped = (a: RecordAnalysis) => (difficultyOf(a) === 'repeat' && repeats >= maxRepeats) || (idFollowUp(a) && idFollowUps >= maxIdFollowUps)
  while (taken < options.anchors && domains.some((groups) => groups.some((q) => q.length))) {
    domains.forEach((groups, d) => {
      if (taken >= options.anchors) return
      // The domain's next group that still has an anchor it may take.
      for (let tries = 0; tries < groups.length; tries++) {
        // The next group in turn, unless another's head is a harder reason (hard cases are rare).
        const next = turn[d]!++ % groups.length
        const hard = groups.findIndex((q) => q.length > 0 && rank(q[0]!) <= DIFFICULTY_RANK.chain)
        const queue = groups[hard >= 0 ? hard : next]!
        while (queue.length && capped(queue[0]!)) queue.shift()
        const a = queue.shift()
        if (!a) continue
        const app = registry.resolveApp(a.appId)
        const made = app.ok ? anchorCases(a, { userId, app: app.value, phrasing: phrasingFor(lexicon, a.appId, a.record.tool)!, tags: recordTags(a) }) : undefined
        if (!made?.length) continue
        cases.push(...made)
        taken++
        if (difficultyOf(a) === 'repeat') repeats++
        if (idFollowUp(a)) idFollowUps++
        return
      }
    })
  }

  // Controls (nothing to infer) go first to the tools no anchor of this user covers, one per tool.
  const covered = new Set(cases.map((c) => `${c.gold[0]!.app}.${c.gold[0]!.tool}`))
  const plain = rng.shuffle(analyses.filter((a) => dropReason(a, lexicon, itemCount(a)) === 'nothing decisive to infer'))
  const firstPerTool = new Map<string, RecordAnalysis>()
  for (const a of plain) if (!covered.has(`${a.appId}.${a.record.tool}`) && !firstPerTool.has(`${a.appId}.${a.record.tool}`)) firstPerTool.set(`${a.appId}.${a.record.tool}`, a)
  // The rarest domains of this user's cases first: a control is how a finance tool gets asked at all.
  const perDomain = new Map<string, number>()
  for (const c of cases) perDomain.set(c.domain, (perDomain.get(c.domain) ?? 0) + 1)
  const firsts = new Set(firstPerTool.values())
  // Every tool this user calls gets asked once; `controls` more at random.
  const rarestFirst = (a: RecordAnalysis, b: RecordAnalysis) => (perDomain.get(a.domain) ?? 0) - (perDomain.get(b.domain) ?? 0)
  const controls = [...firsts, ...plain.filter((a) => !firsts.has(a)).sort(rarestFirst).slice(0, options.controls)]
  for (const a of controls) {
    const app = registry.resolveApp(a.appId)
    if (!app.ok) continue
    const made = anchorCases(a, { userId, app: app.value, phrasing: phrasingFor(lexicon, a.appId, a.record.tool)!, tags: ['control', ...recordTags(a)], levels: ['most_clear'] })
    // A control asks nothing of a reader: it has no kind and no difficulty.
    if (made) cases.push(...made.map(({ difficulty: _none, ...c }) => ({ ...c, kinds: [] })))
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
  if (resimulate) cases.push(...userCounterfactuals(singles, user, world, sessions, options.seed, resimulate))
  cases.push(...refusalCases(user, sessions, options.refusalCutoffs))
  const order = (c: Case) => [c.cutoff, c.id.replace(/-(mc|rc|rv|mv)$/, ''), VAGUENESS_LEVELS.indexOf(c.vagueness)] as const
  return cases.sort((a, b) => {
    const [ca, ia, la] = order(a)
    const [cb, ib, lb] = order(b)
    return ca - cb || (ia < ib ? -1 : ia > ib ? 1 : la - lb)
  })
}
