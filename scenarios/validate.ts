import { fromIso, type Registry } from '../apps/kit/index.ts'
import type { HistoryRecord } from '../simulator/history/index.ts'
import type { Session, World } from '../simulator/world/index.ts'
import { APP_SLOT, HistoryStats, statsBefore } from './anchors/history-stats.ts'
import { runGoldDialogue } from './dialogues/index.ts'
import { findInContext, inContextWindow } from './anchors/context-value.ts'
import { appVisiblyPreferred } from './anchors/provenance.ts'
import { idFromOutcome, outcomeGives } from './anchors/outcome-id.ts'
import { looksLikeId } from './anchors/value-key.ts'
import { valueKey } from './anchors/value-key.ts'
import { APP_ITEM } from './build/anchor-cases.ts'
import { mentions } from './build/leaks.ts'
import type { Case, Provenance } from './case/index.ts'
import { levelOf } from './levels.ts'
import type { Suite, SuiteUser } from './suite/files.ts'
import { CutoffSessions } from './suite/sessions.ts'
import { checkRefusal } from './validate-refusals.ts'
import { twinProblems } from './counterfactual/check.ts'

export interface CaseProblem {
  case: string
  problem: string
}

/**
 * Checks every case against its user's history: the gold executes at the cut-off (a refusal's
 * call is refused by the policy it names), every provenance claim is true, nothing the query must
 * leave unsaid is in it, and the number of unsaid items matches the level.
 */
export function validateSuite(suite: Pick<Suite, 'users' | 'cases'>, world: World): CaseProblem[] {
  const problems: CaseProblem[] = []
  const sessions = new CutoffSessions(world, suite.users)
  const byId = new Map(suite.cases.map((c) => [c.id, c]))
  const byUser = new Map<string, Case[]>()
  for (const c of suite.cases) byUser.set(c.user, [...(byUser.get(c.user) ?? []), c])
  for (const [userId, cases] of byUser) {
    const user = suite.users.get(userId)
    if (!user) {
      problems.push(...cases.map((c) => ({ case: c.id, problem: `unknown user ${userId}` })))
      continue
    }
    const stats = new HistoryStats(world.registry)
    for (const c of [...cases].sort((a, b) => a.cutoff - b.cutoff)) {
      // A twin lived again may run past the original history's end: its claims are read on its own records below.
      while (stats.cutoff < Math.min(c.cutoff, user.history.length)) stats.add(user.history[stats.cutoff]!)
      const report = (problem: string) => problems.push({ case: c.id, problem })
      checkExecution(c, sessions.at(c), report)
      if (c.tags.includes('toolspectrum')) continue
      if (c.counterfactual) {
        // A twin's claims hold on its own history (edited, or re-simulated from the changed cause).
        const records = sessions.records(c)
        checkProvenance(c, { ...user, history: [...records] }, statsBefore(records, c.cutoff, world.registry), world.registry, report)
        for (const problem of twinProblems(c, byId.get(c.counterfactual.of), user, sessions, world)) report(problem)
      } else checkProvenance(c, user, stats, world.registry, report)
    }
  }
  return problems
}

function checkExecution(c: Case, session: Session, report: (p: string) => void): void {
  if (c.followUps) {
    const played = runGoldDialogue(session, c.gold, c.followUps)
    if (!played.ok) report(`the dialogue's gold fails: ${played.reason}`)
    return
  }
  if (c.refusal) {
    checkRefusal(c, session, report)
    const outcome = session.call(c.refusal.call.app, c.refusal.call.tool, c.refusal.call.args)
    if (outcome.ok || outcome.error.code !== 'policy_violation') report(`the refused call was not refused: ${outcome.ok ? 'ok' : outcome.error.code}`)
    return
  }
  for (const call of c.gold) {
    const outcome = session.call(call.app, call.tool, call.args)
    if (!outcome.ok) report(`gold ${call.app}.${call.tool} fails: ${outcome.error.code} ${outcome.error.message}`)
  }
}

function checkProvenance(c: Case, user: SuiteUser, stats: HistoryStats, registry: Registry, report: (p: string) => void): void {
  c.gold.forEach((call, i) => {
    const prov = c.provenance[i]
    if (!prov) return report(`gold call ${i} has no provenance`)
    const appId = registry.resolveApp(call.app)
    // What a reader sees: the history before the cut-off, then the call itself at the case's moment.
    let visible: HistoryRecord[] | undefined
    const seen = () => (visible ??= [...user.history.slice(0, c.cutoff), { ts: c.now, app: call.app, tool: call.tool, args: call.args }])
    let items = 0
    let unsaid = 0
    const sources = new Set<string>()
    const claim = (name: string, value: unknown, p: Provenance) => {
      // Items: the app unless only it offers the tool (then it is neither named nor inferred), every parameter.
      if (name !== APP_ITEM || p.basis || p.source !== 'query' || p.mention !== undefined) items++
      if (p.source !== 'query') unsaid++
      const basis = p.source === 'query' ? p.basis : p.source
      if (p.source === 'query' && p.mention !== undefined && !mentions(c.query, p.mention)) report(`${name}: "${p.mention}" is not in the query`)
      if (p.source !== 'query' && name !== APP_ITEM && typeof value === 'string' && mentions(c.query, value)) {
        const saidOtherwise = Object.values(prov.args).some((o) => o.source === 'query' && o.mention !== undefined && mentions(o.mention, value))
        if (!saidOtherwise) report(`${name}: the omitted value "${value}" is in the query`)
      }
      if (basis === 'habit' && name !== APP_ITEM) {
        const habit = stats.habit(call.tool, name, c.context)
        if (!habit || habit.key !== valueKey(value)) report(`${name}: ${JSON.stringify(value)} is not the user's decisive habit before the cut-off`)
        else if (p.source === 'habit' && Boolean(habit.drift) !== Boolean(p.drift)) report(`${name}: the habit's drift is ${Boolean(habit.drift)}, the provenance says ${Boolean(p.drift)}`)
      }
      // A conditional habit (decision 0032): decisive within the visible branch the request falls in, against the overall majority.
      if (basis === 'condition') {
        const found = stats.conditional(call.tool, name === APP_ITEM ? APP_SLOT : name, c.now)
        const key = name === APP_ITEM ? (appId.ok ? valueKey(appId.value.id) : '') : valueKey(value)
        if (!found || found.key !== key) report(`${name}: ${JSON.stringify(value)} is no value a visible condition decides at ${c.now}`)
        else if (p.source === 'condition' && p.condition !== undefined && p.condition !== found.condition) report(`${name}: the deciding condition is ${found.condition}, the provenance says ${p.condition}`)
      }
      if (p.source !== 'query') sources.add(basis === 'context' || basis === undefined ? 'context' : basis)
      if (basis === 'context' && p.source === 'context') {
        const j = p.index
        const r = j === undefined ? undefined : user.history[j]
        if (!r || j === undefined || !inContextWindow(seen(), c.cutoff, j)) report(`${name}: context index ${j} is not recent`)
        else if (looksLikeId(name, value)) {
          // An id comes from the outcome of the call that made it (the same app's order, say).
          if (idFromOutcome(seen(), c.cutoff, value) !== j) report(`${name}: the id is not the one record ${j} alone gave`)
        } else if (!Object.values(r.args).some((v) => valueKey(v) === valueKey(value)) && !(typeof value === 'string' && outcomeGives(r, value))) report(`${name}: the value is not at history index ${j}`)
        else {
          const from = registry.resolveApp(r.app)
          if (appId.ok && from.ok && from.value.id === appId.value.id) report(`${name}: context from the same app`)
          // Rule 1: the most recent relevant record, with nothing later that says otherwise.
          else if (appId.ok && findInContext(seen(), c.cutoff, appId.value.id, name, value, registry) !== j) {
            report(`${name}: record ${j} is not the most recent uncontradicted source of the value`)
          }
        }
      }
      if (basis === 'profile' && p.field?.startsWith('places.')) {
        const label = p.field.slice('places.'.length)
        if (!(label in user.profile.places) || String(value).toLowerCase() !== label.toLowerCase()) report(`${name}: not the saved place ${label}`)
        // Rule 1: a saved place is the answer only where the user decisively uses it there.
        else if (p.source === 'profile' && stats.habit(call.tool, name, c.context)?.key !== valueKey(value)) report(`${name}: the saved place ${label} is not the user's decisive value here`)
      }
    }
    claim(APP_ITEM, call.app, prov.app)
    if ((prov.app.source === 'habit' || prov.app.basis === 'habit') && prov.app.drift) {
      // The user moved to this app lately: a lasting run on it while the old app leads the counts.
      const moved = stats.habit(call.tool, APP_SLOT)
      if (!appId.ok || !moved?.drift || moved.key !== valueKey(appId.value.id)) report(`the app is no lasting move of the user's before the cut-off`)
    } else if (prov.app.source === 'habit' || (prov.app.basis === 'habit' && prov.app.mention === undefined)) {
      const preferred = c.context ? stats.preferredApp(c.context) : undefined
      if (!appId.ok || preferred?.app !== appId.value.id) report(`the app is not the user's preferred one in ${c.context}`)
      else if (!appVisiblyPreferred(seen(), c.cutoff, appId.value.id, stats, registry)) report(`the app is not what a reader sees the user prefer for ${call.tool}`)
    }
    if (prov.app.source !== 'query' && appId.ok) {
      for (const n of [appId.value.name, ...appId.value.aliases]) if (n.length >= 3 && mentions(c.query, n)) report(`the omitted app is named: ${n}`)
    }
    for (const [param, value] of Object.entries(call.args)) {
      const p = prov.args[param]
      if (!p) report(`${param} has no provenance`)
      else claim(param, value, p)
    }
    // The level is read off what the query leaves unsaid (decision 0028), never assigned.
    const level = levelOf(unsaid, items)
    if (c.kinds.length && level !== c.vagueness) report(`${unsaid} of ${items} items unsaid make ${level}, labelled ${c.vagueness}`)
    // Levels with substance (decision 0032): relevant vague leaves two sources unsaid, most vague at least two items.
    if (c.kinds.length && c.vagueness === 'relevant_vague' && sources.size < 2) report(`relevant_vague leaves items of one source unsaid (${[...sources].join(', ')})`)
    if (c.kinds.length && c.vagueness === 'most_vague' && unsaid < 2) report(`most_vague leaves ${unsaid} item unsaid, fewer than two`)
    if ((c.vagueness === 'relevant_vague' || c.vagueness === 'most_vague') && prov.app.basis && prov.app.mention !== undefined) report(`the inferable app is named at ${c.vagueness}`)
  })
}
