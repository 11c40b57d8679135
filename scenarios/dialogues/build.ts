import { createRng, enumOptions } from '../../apps/kit/index.ts'
import type { Snapshot, World } from '../../simulator/world/index.ts'
import { VAGUENESS_LEVELS, type Call, type Case, type Turn } from '../case/index.ts'
import type { CutoffSessions } from '../suite/sessions.ts'
import { FOLLOW_UPS, type FollowUp, type Habits } from './follow-ups.ts'
import { resolveTurnGold, type TurnRecord } from './refs.ts'

/** Dialogues made per anchor whose tool has follow-ups. */
export const DIALOGUES_PER_ANCHOR = 3

const isClear = (level: Case['vagueness']) => level === 'most_clear' || level === 'relevant_clear'

/**
 * A follow-up at a level: most clear names the app and the thing ("Cancel that Didi ride"), relevant
 * clear the thing only ("Cancel that ride"), the vague levels lean on the conversation ("Actually,
 * cancel it"; most vague keeps only the request, dropping the "Actually," lead-in).
 */
export function sayFollowUp(phrasing: string, level: Case['vagueness'], appName: string, changed?: unknown): string {
  let text = phrasing.replaceAll('{v}', String(changed))
  text = level === 'most_clear' ? text.replaceAll('{app}', appName) : text.replace(/\s+(on|in|with|from|through) \{app\}/g, '').replaceAll('{app} ', '').replaceAll('{app}', '')
  if (level === 'most_vague') text = text.replace(/^(Actually|Never mind|Scrap that), /i, '').replace(/^./, (c) => c.toUpperCase())
  return text.replace(/\s+([.?!,])/g, '$1').replace(/\s+/g, ' ').trim()
}

/** The shapes a dialogue can take after its first turn, from the follow-ups the tool has. */
function shapes(followUps: readonly FollowUp[]): FollowUp[][] {
  const by = (act: FollowUp['act']) => followUps.find((f) => f.act === act)
  const [status, cancel, change, list, repeat, pick] = [by('status'), by('cancel'), by('change'), by('list'), by('repeat'), by('pick')]
  const out: FollowUp[][] = []
  const cancelPicked = pick?.then ? FOLLOW_UPS[pick.then]?.find((f) => f.act === 'cancel') : undefined
  if (pick) out.push(cancelPicked ? [pick, cancelPicked] : [pick])
  if (repeat) out.push([repeat])
  if (status && cancel) out.push([status, cancel])
  if (change && status && cancel) out.push([status, change, cancel])
  if (change) out.push([change, ...(status ? [status] : [])])
  if (list && cancel) out.push([list, cancel])
  if (cancel) out.push([cancel])
  if (status) out.push([status])
  return out
}

/**
 * Fits a follow-up's arguments to the app's own interface: apps with ToolSpectrum's `buyProduct` take the
 * product's code as `searchQuery` (no `productId`), and take a `category` only where they declare one.
 */
function fitToTool(call: Call, world: World): Call {
  const app = world.registry.resolveApp(call.app)
  const shape = app.ok ? app.value.tool(call.tool)?.input.shape : undefined
  if (!shape) return call
  const args = { ...call.args }
  if ('productId' in args && !('productId' in shape) && 'searchQuery' in shape) {
    args.searchQuery = args.productId
    delete args.productId
  }
  if ('category' in args && !('category' in shape)) delete args.category
  return { ...call, args }
}

/** Executes a dialogue's gold from S0, turn by turn, references resolved against the gold's own outcomes. */
export function runGoldDialogue(
  s0: ReturnType<CutoffSessions['at']>,
  first: readonly Call[],
  followUps: readonly Turn[],
): { ok: true; turns: TurnRecord[]; before: Snapshot[] } | { ok: false; reason: string } {
  const goldTurns: Call[][] = [first.map((c) => ({ app: c.app, tool: c.tool, args: c.args })), ...followUps.map((t) => t.gold.map((c) => ({ app: c.app, tool: c.tool, args: c.args })))]
  const turns: TurnRecord[] = []
  // The state before each turn (O(1) snapshots): the gold-state mode starts every turn from one.
  const before: Snapshot[] = []
  for (const [k, gold] of goldTurns.entries()) {
    before.push(s0.snapshot())
    const resolved = resolveTurnGold(gold, turns, goldTurns)
    if (!resolved.ok) return { ok: false, reason: `turn ${k}: ${resolved.reason}` }
    const outcomes = resolved.calls.map((c) => s0.call(c.app, c.tool, c.args))
    const failed = outcomes.findIndex((o) => !o.ok)
    if (failed >= 0) {
      const o = outcomes[failed]!
      return { ok: false, reason: `turn ${k}: ${resolved.calls[failed]!.tool} failed: ${o.ok ? '' : o.error.code}` }
    }
    turns.push({ calls: resolved.calls, outcomes })
  }
  return { ok: true, turns, before }
}

/**
 * Dialogues from one anchor's cases: the first turn is the anchor's case at a level that rotates
 * with the dialogue; later turns check on, change or cancel what it made, phrased at the same level
 * (naming the app and the thing when clear, leaning on the conversation when vague). Every dialogue's
 * gold is executed; one that fails is not kept.
 */
export function anchorDialogues(levels: readonly Case[], world: World, sessions: CutoffSessions, seed: string, habits?: Habits): Case[] {
  const first = levels[0]!
  const gold = first.gold[0]
  const followUps = gold ? FOLLOW_UPS[gold.tool] : undefined
  if (!gold || !followUps || first.gold.length !== 1) return []
  const app = world.registry.resolveApp(gold.app)
  if (!app.ok) return []
  const tool = app.value.tool(gold.tool)
  const rng = createRng(`${seed}:dialogue:${first.id}`)
  const options = rng.shuffle(shapes(followUps))
  const base = first.id.replace(/-(mc|rc|rv|mv)$/, '')
  const out: Case[] = []
  for (let d = 0; d < Math.min(DIALOGUES_PER_ANCHOR, options.length); d++) {
    const level = VAGUENESS_LEVELS[(first.anchor! + d) % VAGUENESS_LEVELS.length]!
    const opening = levels.find((c) => c.vagueness === level) ?? first
    let current: Call = { app: gold.app, tool: gold.tool, args: gold.args }
    let made = { turn: 0, call: 0 }
    const turns: Turn[] = []
    for (const f of options[d]!) {
      const turn = turns.length + 1
      let changed: unknown
      if (f.changes) {
        const alternatives: string[] = (tool && enumOptions(tool.input.shape[f.changes])) ?? []
        changed = alternatives.find((v) => v !== current.args[f.changes!])
        if (changed === undefined) break
      }
      const raw = f.calls(current, made.turn, changed, made.call, habits)
      if (!raw) break
      const calls = raw.map((call) => fitToTool(call, world))
      const phrasing = rng.pick(isClear(level) ? f.explicit : f.vague)
      turns.push({ query: sayFollowUp(phrasing, level, app.value.name, changed), vagueness: level, gold: calls, act: f.act })
      if (f.act === 'change' || f.act === 'pick') {
        current = calls.at(-1)!
        made = { turn, call: calls.length - 1 }
      }
    }
    if (!turns.length) continue
    const played = runGoldDialogue(sessions.at(opening, `dialogue-${base}-${d}`), opening.gold, turns)
    if (!played.ok) continue
    out.push({ ...opening, id: `${base}-d${d}`, followUps: turns, tags: [...opening.tags, 'dialogue'] })
  }
  return out
}
