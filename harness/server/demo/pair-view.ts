import type { Case } from '../../../scenarios/case/index.ts'
import { twinEdits } from '../../../scenarios/counterfactual/index.ts'
import { canonicalJson } from '../../prompt/index.ts'
import type { Agent } from '../../agents/index.ts'
import { historySensitivity } from '../../report/index.ts'
import { callView, type CallView } from './case-view.ts'
import type { DemoData } from './demo-data.ts'
import { runDemoCase, type RunView } from './run-demo.ts'
import { describeCall } from './timeline.ts'

/** One edited history record: which, and each argument's value before and after the edit. */
export interface EditView {
  index: number
  appName: string
  tool: string
  changes: { param: string; before?: unknown; after?: unknown }[]
}

/** A counterfactual pair before it runs: one query on two histories, two golds, the edits between them. */
export interface PairInfo {
  original: { id: string; gold: CallView[] }
  twin: { id: string; gold: CallView[] }
  query: string
  /** What the edit changes, e.g. `context:location` or `habit:paymentMethod`. */
  change: string
  edits: EditView[]
}

/** A pair after it runs: both runs, judged as the history-sensitivity report judges pairs. */
export interface PairRunView {
  agent: string
  pair: PairInfo
  original: RunView
  twin: RunView
  verdict: {
    rightOnBoth: { exact: boolean; execution: boolean }
    /** The same calls on both histories: the answer ignored the history that changed. */
    sameAnswer: boolean
    originalRight: boolean
    twinRight: boolean
  }
}

/** The original and the twin of a case that has either role; undefined for a case in no pair. */
export function pairOf(data: DemoData, c: Case): { original: Case; twin: Case } | undefined {
  if (c.counterfactual) {
    const original = data.caseById.get(c.counterfactual.of)
    return original ? { original, twin: c } : undefined
  }
  const twin = data.twinOf(c.id)
  return twin ? { original: c, twin } : undefined
}

export function pairInfo(data: DemoData, { original, twin }: { original: Case; twin: Case }): PairInfo {
  const history = data.user(original.user)?.history ?? []
  const edits = twinEdits(twin, history).map((e): EditView => {
    const record = history[e.index]
    const before = record?.args ?? {}
    const params = [...new Set([...Object.keys(before), ...Object.keys(e.args)])]
    const described = record ? describeCall(data.world.registry, record.app, record.tool) : undefined
    return {
      index: e.index,
      appName: described?.appName ?? 'unknown',
      tool: record?.tool ?? 'unknown',
      // Only what the edit changed: an edit restates the whole record's arguments.
      changes: params
        .filter((p) => canonicalJson(before[p]) !== canonicalJson(e.args[p]))
        .map((param) => ({ param, ...(before[param] !== undefined ? { before: before[param] } : {}), ...(e.args[param] !== undefined ? { after: e.args[param] } : {}) })),
    }
  })
  return {
    original: { id: original.id, gold: original.gold.map((g) => callView(data.world, g)) },
    twin: { id: twin.id, gold: twin.gold.map((g) => callView(data.world, g)) },
    query: original.query,
    change: twin.counterfactual?.change ?? 'edit',
    edits,
  }
}

/** Runs the agent on both members of a pair; the pair's verdicts are the report's own (historySensitivity). */
export async function runPairDemo(data: DemoData, agent: Agent, pair: { original: Case; twin: Case }): Promise<PairRunView> {
  const original = await runDemoCase(data, agent, pair.original, false)
  const twin = await runDemoCase(data, agent, pair.twin, false)
  const judged = historySensitivity([original.result, twin.result])!
  return {
    agent: agent.name,
    pair: pairInfo(data, pair),
    original: original.view,
    twin: twin.view,
    verdict: {
      rightOnBoth: { exact: judged.bothRight.exact === 1, execution: judged.bothRight.execution === 1 },
      sameAnswer: judged.sameAnswer === 1,
      originalRight: original.result.execution.match,
      twinRight: twin.result.execution.match,
    },
  }
}
