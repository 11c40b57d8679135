import type { Case, CaseKind, InferableSource, Vagueness } from '../../../scenarios/case/index.ts'
import { twinEdits } from '../../../scenarios/counterfactual/index.ts'
import type { SuiteUser } from '../../../scenarios/suite/index.ts'
import type { HistoryRecord } from '../../../simulator/history/index.ts'
import type { World } from '../../../simulator/world/index.ts'
import { provenanceHighlights, type Highlight } from './highlights.ts'
import { describeCall } from './timeline.ts'

/** A case in the picker's list. */
export interface CaseListItem {
  id: string
  cutoff: number
  vagueness: Vagueness
  kinds: CaseKind[]
  domain: string
  query: string
  refusal: boolean
  /** A dialogue's later turns. */
  followUps?: number
  /** A counterfactual twin: the case it pairs with. */
  counterfactualOf?: string
  /** An original that has a counterfactual twin: the twin's id. */
  twin?: string
}

/** A gold or predicted call with the names the page shows beside the ids. */
export interface CallView {
  app: string
  appName: string
  domain: string
  tool: string
  args: Record<string, unknown>
}

/** A value the query leaves unsaid, and where the agent should find it. */
export interface UnsaidValue {
  call: number
  /** The gold parameter, or `app` for the app choice. */
  param: string
  source: InferableSource
  value: unknown
  /** context: the history record; habit: uses before the cut-off; profile: the field and what it names. */
  index?: number
  count?: number
  field?: string
  resolved?: string
}

/** One turn of a dialogue as written in the suite: gold arguments may be `{"$ref": "turn0.call0.rideId"}`. */
export interface TurnSpecView {
  turn: number
  query: string
  act: string
  vagueness: Vagueness
  gold: CallView[]
}

export interface CaseView extends CaseListItem {
  user: string
  now: string
  tags: string[]
  context?: string
  gold: CallView[]
  refusalOf?: { call: CallView; policy: string }
  counterfactual?: { of: string; change: string; edited: number[] }
  /** A dialogue: every turn, the first included. */
  turns?: TurnSpecView[]
  unsaid: UnsaidValue[]
  highlights: Highlight[]
}

export const caseListItem = (c: Case, twin?: string): CaseListItem => ({
  id: c.id,
  cutoff: c.cutoff,
  vagueness: c.vagueness,
  kinds: c.kinds,
  domain: c.domain,
  query: c.query,
  refusal: c.gold.length === 0,
  ...(c.followUps ? { followUps: c.followUps.length } : {}),
  ...(c.counterfactual ? { counterfactualOf: c.counterfactual.of } : {}),
  ...(twin ? { twin } : {}),
})

export const callView = (world: World, call: { app: string; tool: string; args: Record<string, unknown> }): CallView => {
  const d = describeCall(world.registry, call.app, call.tool)
  return { app: d.app, appName: d.appName, domain: d.domain, tool: call.tool, args: call.args }
}

/** A dialogue's turns as the suite writes them, the opening turn first. */
export const turnSpecs = (c: Case, world: World): TurnSpecView[] =>
  [{ query: c.query, act: 'open', vagueness: c.vagueness, gold: c.gold }, ...(c.followUps ?? [])].map((t, turn) => ({
    turn,
    query: t.query,
    act: t.act,
    vagueness: t.vagueness,
    gold: t.gold.map((g) => callView(world, g)),
  }))

/**
 * Everything the page shows about a case before it runs: gold, unsaid values, the records they come
 * from. `records`: the history the case is asked on (a counterfactual's is edited). `twin`: the id
 * of the case's counterfactual twin, where it has one.
 */
export function caseView(c: Case, user: SuiteUser, world: World, records: readonly HistoryRecord[], twin?: string): CaseView {
  const places = world.placesFor(user.profile)
  const unsaid: UnsaidValue[] = []
  c.gold.forEach((gold, call) => {
    const provenance = c.provenance[call]
    if (!provenance) return
    const entries = [['app', provenance.app, gold.app] as const, ...Object.entries(provenance.args).map(([param, p]) => [param, p, gold.args[param]] as const)]
    for (const [param, p, value] of entries) {
      if (p.source === 'query') continue
      const label = p.field?.startsWith('places.') ? p.field.slice('places.'.length) : undefined
      unsaid.push({
        call,
        param,
        source: p.source,
        value: param === 'app' ? callView(world, gold).appName : value,
        ...(p.index !== undefined ? { index: p.index } : {}),
        ...(p.count !== undefined ? { count: p.count } : {}),
        ...(p.field !== undefined ? { field: p.field } : {}),
        ...(label ? { resolved: places.resolve(label).name } : {}),
      })
    }
  })
  return {
    ...caseListItem(c, twin),
    user: c.user,
    now: c.now,
    tags: c.tags,
    ...(c.context ? { context: c.context } : {}),
    gold: c.gold.map((g) => callView(world, g)),
    ...(c.refusal ? { refusalOf: { call: callView(world, c.refusal.call), policy: c.refusal.policy } } : {}),
    ...(c.counterfactual ? { counterfactual: { of: c.counterfactual.of, change: c.counterfactual.change, edited: twinEdits(c, user.history).map((e) => e.index) } } : {}),
    ...(c.followUps ? { turns: turnSpecs(c, world) } : {}),
    unsaid,
    highlights: provenanceHighlights(c, records, world.registry),
  }
}
