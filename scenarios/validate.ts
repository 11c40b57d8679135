import { fromIso, type Registry } from '../apps/kit/index.ts'
import type { Session, World } from '../simulator/world/index.ts'
import { HistoryStats, statsBefore } from './anchors/history-stats.ts'
import { runGoldDialogue } from './dialogues/index.ts'
import { inContextWindow } from './anchors/provenance.ts'
import { valueKey } from './anchors/value-key.ts'
import { APP_ITEM } from './build/anchor-cases.ts'
import { mentions } from './build/leaks.ts'
import type { Case, Provenance } from './case/index.ts'
import { omittedCount } from './levels.ts'
import type { Suite, SuiteUser } from './suite/files.ts'
import { CutoffSessions } from './suite/sessions.ts'

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
      while (stats.cutoff < c.cutoff) stats.add(user.history[stats.cutoff]!)
      const report = (problem: string) => problems.push({ case: c.id, problem })
      checkExecution(c, sessions.at(c), report)
      if (c.tags.includes('toolspectrum')) continue
      if (c.counterfactual) {
        // A twin's claims hold on its edited history.
        const records = sessions.records(c)
        checkProvenance(c, { ...user, history: [...records] }, statsBefore(records, c.cutoff, world.registry), world.registry, report)
        checkTwin(c, byId.get(c.counterfactual.of), report)
      } else checkProvenance(c, user, stats, world.registry, report)
    }
  }
  return problems
}

/** A twin shares its original's query, changes exactly the edited value, and the change points at an edit. */
function checkTwin(twin: Case, original: Case | undefined, report: (p: string) => void): void {
  if (!original) return report(`its original ${twin.counterfactual!.of} is not in the suite`)
  if (original.query !== twin.query) report('the twin does not share its original\'s query')
  const [kind, param] = twin.counterfactual!.change.split(':') as [string, string]
  const a = original.gold[0]?.args ?? {}
  const b = twin.gold[0]?.args ?? {}
  const changed = Object.keys({ ...a, ...b }).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))
  if (changed.length !== 1 || changed[0] !== param) report(`the twin's gold should differ in ${param} only, differs in [${changed.join(', ')}]`)
  const p = twin.provenance[0]?.args[param]
  if (p?.source !== kind) report(`${param} should come from ${kind} in the twin, comes from ${p?.source}`)
  const edited = new Set(twin.counterfactual!.edits.map((e) => e.index))
  if (kind === 'context' && (p?.index === undefined || !edited.has(p.index))) report(`${param}: the context index ${p?.index} is not an edited record`)
}

function checkExecution(c: Case, session: Session, report: (p: string) => void): void {
  if (c.followUps) {
    const played = runGoldDialogue(session, c.gold, c.followUps)
    if (!played.ok) report(`the dialogue's gold fails: ${played.reason}`)
    return
  }
  if (c.refusal) {
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
    let inferable = 0
    let unsaid = 0
    const claim = (name: string, value: unknown, p: Provenance) => {
      if (p.basis) inferable++
      if (p.source !== 'query') unsaid++
      const basis = p.source === 'query' ? p.basis : p.source
      if (p.source === 'query' && p.mention !== undefined && !mentions(c.query, p.mention)) report(`${name}: "${p.mention}" is not in the query`)
      if (p.source !== 'query' && name !== APP_ITEM && typeof value === 'string' && mentions(c.query, value)) {
        const saidOtherwise = Object.values(prov.args).some((o) => o.source === 'query' && o.mention !== undefined && mentions(o.mention, value))
        if (!saidOtherwise) report(`${name}: the omitted value "${value}" is in the query`)
      }
      if (basis === 'habit' && name !== APP_ITEM) {
        const habit = stats.habit(call.tool, name)
        if (!habit || habit.key !== valueKey(value)) report(`${name}: ${JSON.stringify(value)} is not the user's habit before the cut-off`)
      }
      if (basis === 'context' && p.source === 'context') {
        const j = p.index
        const r = j === undefined ? undefined : user.history[j]
        const at = [...user.history.slice(0, c.cutoff), { ts: c.now }]
        if (!r || j === undefined || !inContextWindow(at, c.cutoff, j)) report(`${name}: context index ${j} is not recent`)
        else if (!Object.values(r.args).some((v) => valueKey(v) === valueKey(value))) report(`${name}: the value is not at history index ${j}`)
        else {
          const from = registry.resolveApp(r.app)
          if (appId.ok && from.ok && from.value.id === appId.value.id) report(`${name}: context from the same app`)
        }
      }
      if (basis === 'profile' && p.field?.startsWith('places.')) {
        const label = p.field.slice('places.'.length)
        if (!(label in user.profile.places) || String(value).toLowerCase() !== label.toLowerCase()) report(`${name}: not the saved place ${label}`)
      }
    }
    claim(APP_ITEM, call.app, prov.app)
    if (prov.app.source === 'habit' || prov.app.basis === 'habit') {
      const preferred = c.context ? stats.preferredApp(c.context) : undefined
      if (!appId.ok || preferred?.app !== appId.value.id) report(`the app is not the user's preferred one in ${c.context}`)
    }
    if (prov.app.source !== 'query' && appId.ok) {
      for (const n of [appId.value.name, ...appId.value.aliases]) if (n.length >= 3 && mentions(c.query, n)) report(`the omitted app is named: ${n}`)
    }
    for (const [param, value] of Object.entries(call.args)) {
      const p = prov.args[param]
      if (!p) report(`${param} has no provenance`)
      else claim(param, value, p)
    }
    const wanted = omittedCount(c.vagueness, inferable)
    // relevant_vague omits about half, and more when that is what it takes to leave the app unnamed.
    const fits = c.vagueness === 'relevant_vague' ? unsaid >= wanted && unsaid <= inferable : unsaid === wanted
    if (!fits) report(`${unsaid} of ${inferable} inferable items unsaid; ${c.vagueness} wants ${wanted}`)
    if ((c.vagueness === 'relevant_vague' || c.vagueness === 'most_vague') && prov.app.mention !== undefined) report(`the app is named at ${c.vagueness}`)
  })
}
