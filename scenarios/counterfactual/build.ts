import { createRng, enumOptions, validateArguments, type Registry } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../../simulator/history/index.ts'
import type { World } from '../../simulator/world/index.ts'
import { statsBefore } from '../anchors/history-stats.ts'
import { analyzeRecord } from '../anchors/provenance.ts'
import { valueKey } from '../anchors/value-key.ts'
import { mentions } from '../build/leaks.ts'
import type { Case, HistoryEdit } from '../case/index.ts'
import type { SuiteUser } from '../suite/files.ts'
import { editedHistory, type CutoffSessions } from '../suite/sessions.ts'

export interface CounterfactualLimits {
  /** Twins per user whose change is a recent context value. */
  context: number
  /** Twins per user whose change is a long-term habit (every earlier use edited). */
  habit: number
}

export const DEFAULT_COUNTERFACTUAL_LIMITS: CounterfactualLimits = { context: 12, habit: 8 }

interface Edit {
  param: string
  value: unknown
  edits: HistoryEdit[]
  change: string
}

/** Another value the user really used for the same argument of the same tool, not the habit, not a saved place. */
function contextEdit(c: Case, records: readonly HistoryRecord[], param: string, index: number, user: SuiteUser, seed: string): Edit | undefined {
  const gold = c.gold[0]!
  const value = gold.args[param]
  const record = records[index]!
  const key = Object.keys(record.args).find((k) => valueKey(record.args[k]) === valueKey(value))
  if (!key) return undefined
  const labels = new Set(Object.keys(user.profile.places).map((l) => l.toLowerCase()))
  const seen = new Map<string, unknown>()
  for (const r of records.slice(0, c.cutoff)) {
    if (r.tool !== record.tool || typeof r.args[key] !== 'string') continue
    const v = r.args[key] as string
    if (valueKey(v) !== valueKey(value) && !labels.has(v.toLowerCase()) && v.length >= 3) seen.set(valueKey(v), v)
  }
  const options = [...seen.keys()].sort()
  if (!options.length) return undefined
  const replacement = seen.get(createRng(`${seed}:cf:${c.id}`).pick(options))
  return { param, value: replacement, edits: [{ index, args: { ...record.args, [key]: replacement } }], change: `context:${param}` }
}

/** A habit shifted: the latest uses of the habitual value of this tool's argument become another option. */
function habitEdit(c: Case, records: readonly HistoryRecord[], param: string, user: SuiteUser, registry: Registry, seed: string): Edit | undefined {
  const gold = c.gold[0]!
  const app = registry.resolveApp(gold.app)
  const tool = app.ok ? app.value.tool(gold.tool) : undefined
  if (!tool) return undefined
  const value = gold.args[param]
  const options = param === 'paymentMethod' ? user.profile.paymentMethods : enumOptions(tool.input.shape[param])
  const others = (options ?? []).filter((o) => valueKey(o) !== valueKey(value))
  if (!others.length) return undefined
  const replacement = createRng(`${seed}:cf:${c.id}`).pick(others)
  // The habit shifts lately: the most recent uses switch, just enough of them for the new value to lead.
  const uses: number[] = []
  const counts = new Map<string, number>()
  records.slice(0, c.cutoff).forEach((r, index) => {
    if (r.tool !== gold.tool || !(param in r.args)) return
    counts.set(valueKey(r.args[param]), (counts.get(valueKey(r.args[param])) ?? 0) + 1)
    if (valueKey(r.args[param]) === valueKey(value)) uses.push(index)
  })
  const was = uses.length
  const rival = Math.max(0, ...[...counts].filter(([k]) => k !== valueKey(value) && k !== valueKey(replacement)).map(([, n]) => n))
  const already = counts.get(valueKey(replacement)) ?? 0
  let m = 0
  while (m < was && !(already + m > was - m && already + m > rival)) m++
  if (already + m <= was - m || already + m <= rival) return undefined
  const edits = uses.slice(was - m).map((index) => ({ index, args: { ...records[index]!.args, [param]: replacement } }))
  return edits.length ? { param, value: replacement, edits, change: `habit:${param}` } : undefined
}

/**
 * The counterfactual twin of a most-vague case: the same query on a minimally edited history in which
 * the right answer changes — the context record's value replaced by another the user really used, or
 * a habit shifted to another option. Kept only when the edited history replays, the new gold executes,
 * and the provenance recomputed on the edited history points at the edit.
 */
export function counterfactualTwin(c: Case, user: SuiteUser, world: World, sessions: CutoffSessions, kind: 'context' | 'habit', seed: string): Case | undefined {
  const gold = c.gold[0]
  const prov = c.provenance[0]
  if (!gold || !prov || c.gold.length !== 1 || c.followUps || c.vagueness !== 'most_vague') return undefined
  const records = sessions.records(c)
  const candidates = Object.entries(prov.args).filter(([, p]) => p.source === kind)
  let edit: Edit | undefined
  for (const [param, p] of candidates) {
    edit = kind === 'context' ? contextEdit(c, records, param, p.index!, user, seed) : habitEdit(c, records, param, user, world.registry, seed)
    if (edit) break
  }
  if (!edit || typeof edit.value !== 'string' || mentions(c.query, edit.value)) return undefined
  const twinGold = { ...gold, args: { ...gold.args, [edit.param]: edit.value } }
  const twin: Case = {
    ...c,
    id: `${c.id}-cf`,
    gold: [twinGold],
    tags: [...c.tags, 'counterfactual'],
    counterfactual: { of: c.id, edits: edit.edits, change: edit.change },
  }
  // Cheap checks first: the edited arguments are valid for their apps, and the provenance recomputed on
  // the edited history follows the edit. Only then the replay: the edited history must run and the new
  // gold must execute.
  for (const e of edit.edits) {
    const r = records[e.index]!
    const app = world.registry.resolveApp(r.app)
    const tool = app.ok ? app.value.tool(r.tool) : undefined
    if (!tool || !validateArguments(tool, e.args).ok) return undefined
  }
  // Another gold value read off an edited record would no longer be there: such a twin contradicts itself.
  if (Object.entries(prov.args).some(([p, a]) => p !== edit.param && a.source === 'context' && edit.edits.some((e) => e.index === a.index))) return undefined
  const editedRecords = editedHistory(records, edit.edits)
  const probe = [...editedRecords.slice(0, c.cutoff), { ...records[c.cutoff]!, app: gold.app, tool: gold.tool, args: twinGold.args }]
  const analysis = analyzeRecord(probe, c.cutoff, statsBefore(editedRecords, c.cutoff, world.registry), user.profile, world.registry)
  const basis = analysis.args[edit.param]
  if (basis?.source !== kind) return undefined
  if (kind === 'context' && !edit.edits.some((e) => e.index === basis.index)) return undefined
  const edited = sessions.history(twin)
  if (edit.edits.some((e) => !edited[e.index]?.outcome.ok)) return undefined
  if (!sessions.at(twin, `cf-${twin.id}`).call(twinGold.app, twinGold.tool, twinGold.args).ok) return undefined
  const args = { ...prov.args, [edit.param]: { ...prov.args[edit.param]!, ...(basis.index !== undefined ? { index: basis.index } : {}), ...(basis.count !== undefined ? { count: basis.count } : {}) } }
  return { ...twin, provenance: [{ app: prov.app, args }] }
}

/** A user's twins: context changes first (cheap to replay), then habit shifts, up to the limits. */
export function userCounterfactuals(cases: readonly Case[], user: SuiteUser, world: World, sessions: CutoffSessions, seed: string, limits = DEFAULT_COUNTERFACTUAL_LIMITS): Case[] {
  const out: Case[] = []
  const used = new Set<number>()
  for (const kind of ['context', 'habit'] as const) {
    let made = 0
    for (const c of cases) {
      if (made >= limits[kind]) break
      if (c.anchor === undefined || used.has(c.anchor)) continue
      const twin = counterfactualTwin(c, user, world, sessions, kind, seed)
      if (!twin) continue
      out.push(twin)
      used.add(c.anchor)
      made++
    }
  }
  return out
}
