import { Hono, type Context } from 'hono'
import { failure, readJsonBody, respond, toArgumentIssues, type Outcome } from '../../../apps/kit/index.ts'
import { caseListItem, caseView } from './case-view.ts'
import { agentPool, demoAgents } from './demo-agents.ts'
import { lazyDemoData, type DemoData } from './demo-data.ts'
import { asset, isAsset } from './assets.ts'
import { DemoPage } from './page.tsx'
import { pairInfo, pairOf, runPairDemo } from './pair-view.ts'
import { caseFilter, dialogueBody, pairBody, runBody } from './request-schemas.ts'
import { runDemo, typedCase } from './run-demo.ts'
import { runDialogueDemo } from './run-dialogue.ts'
import { timelineOf, type TimelineRecord } from './timeline.ts'
import { userSummary } from './user-summary.ts'

export interface DemoOptions {
  /** The suite the page shows (default: the committed default suite). */
  suiteDir?: string
  /** Where the OpenAI agent's endpoint is read from (default: the server's environment). */
  env?: Readonly<Record<string, string | undefined>>
  /** Mount point, for the page's own links. */
  base?: string
}

const MAX_BODY = 64 * 1024

const ok = (c: Context, data: unknown) => c.json({ ok: true, data })
const invalid = (message: string, issues: ReturnType<typeof toArgumentIssues>): Outcome => failure({ code: 'invalid_arguments', message, issues })
const notFound = (message: string): Outcome => failure({ code: 'not_found', message })
const unavailable = () => invalid('The openai agent is not configured on this server', [{ path: 'agent', code: 'unavailable', message: 'set OPENAI_BASE_URL and OPENAI_MODEL where the server runs' }])

/** The model endpoint failing is not the client's fault, nor the sandbox's: a 502 that says so. */
async function agentRun(c: Context, agentName: string, run: () => Promise<unknown>) {
  try {
    return ok(c, await run())
  } catch (error) {
    return c.json({ ok: false, error: { code: 'agent_failed', message: `The ${agentName} agent failed: ${(error as Error).message}` } }, 502)
  }
}

/** `/demo`: the page, its assets, and the JSON it reads under `/demo/api`. */
export function demoRouter({ suiteDir, env = process.env, base = '/demo' }: DemoOptions = {}): Hono {
  const data = lazyDemoData(suiteDir)
  const agentNamed = agentPool(env)
  const timelines = new Map<string, TimelineRecord[]>()
  const router = new Hono()

  const userOr404 = (c: Context, d: DemoData) => {
    const user = d.user(c.req.param('id') ?? '')
    return user ?? notFound(`No user "${c.req.param('id')}" in suite ${d.suite.manifest.name}`)
  }

  router.get('/', (c) => c.html(`<!doctype html>${String(<DemoPage base={base} />)}`))

  router.get('/assets/:file', (c) => {
    const name = c.req.param('file')
    if (!isAsset(name)) return respond(c, notFound(`No demo asset "${name}"`))
    const { body, type } = asset(name)
    return c.body(body, 200, { 'content-type': type, 'cache-control': 'no-cache' })
  })

  router.get('/api/agents', (c) => ok(c, demoAgents(env)))

  router.get('/api/users', (c) => {
    const d = data()
    return ok(c, { suite: d.suite.manifest.name, users: [...d.suite.users.values()].map((u) => userSummary(u, d.world, d.casesOf(u.profile.id).length)) })
  })

  router.get('/api/users/:id/timeline', (c) => {
    const d = data()
    const user = userOr404(c, d)
    if (!('profile' in user)) return respond(c, user)
    let records = timelines.get(user.profile.id)
    if (!records) timelines.set(user.profile.id, (records = timelineOf(d, user)))
    return ok(c, { user: user.profile.id, records })
  })

  router.get('/api/users/:id/cases', (c) => {
    const d = data()
    const user = userOr404(c, d)
    if (!('profile' in user)) return respond(c, user)
    const filter = caseFilter.safeParse(c.req.query())
    if (!filter.success) return respond(c, invalid('Invalid case filter', toArgumentIssues(filter.error.issues)))
    const { vagueness, kind } = filter.data
    const cases = d.casesOf(user.profile.id).filter((x) => (!vagueness || x.vagueness === vagueness) && (!kind || x.kinds.includes(kind)))
    return ok(c, { user: user.profile.id, cases: cases.map((x) => caseListItem(x, d.twinOf(x.id)?.id)) })
  })

  router.get('/api/cases/:id', (c) => {
    const d = data()
    const found = d.caseById.get(c.req.param('id'))
    if (!found) return respond(c, notFound(`No case "${c.req.param('id')}"`))
    const pair = pairOf(d, found)
    return ok(c, { ...caseView(found, d.user(found.user)!, d.world, d.sessions.records(found), d.twinOf(found.id)?.id), ...(pair ? { pair: pairInfo(d, pair) } : {}) })
  })

  router.post('/api/run', async (c) => {
    const json = await readJsonBody(c, MAX_BODY)
    if (!json.ok) return respond(c, json.outcome)
    const body = runBody.safeParse(json.args)
    if (!body.success) return respond(c, invalid('Invalid run request', toArgumentIssues(body.error.issues)))
    const { agent: agentName, caseId, user: userId, cutoff, query } = body.data
    const agent = agentNamed(agentName)
    if (!agent) return respond(c, unavailable())
    const d = data()
    let target
    if (caseId !== undefined) {
      const found = d.caseById.get(caseId)
      if (!found) return respond(c, notFound(`No case "${caseId}"`))
      target = { c: found, typed: false }
    } else {
      const user = d.user(userId!)
      if (!user) return respond(c, notFound(`No user "${userId}" in suite ${d.suite.manifest.name}`))
      const at = cutoff ?? user.history.length
      if (at > user.history.length) return respond(c, invalid('cutoff is past the end of the history', [{ path: 'cutoff', code: 'too_big', message: `${userId} has ${user.history.length} records` }]))
      target = { c: typedCase(user, at, query!), typed: true }
    }
    return agentRun(c, agentName, () => runDemo(d, agent, target.c, target.typed))
  })

  router.post('/api/run-dialogue', async (c) => {
    const json = await readJsonBody(c, MAX_BODY)
    if (!json.ok) return respond(c, json.outcome)
    const body = dialogueBody.safeParse(json.args)
    if (!body.success) return respond(c, invalid('Invalid dialogue run request', toArgumentIssues(body.error.issues)))
    const { agent: agentName, caseId, mode } = body.data
    const agent = agentNamed(agentName)
    if (!agent) return respond(c, unavailable())
    const d = data()
    const found = d.caseById.get(caseId)
    if (!found) return respond(c, notFound(`No case "${caseId}"`))
    if (!found.followUps) return respond(c, invalid(`Case "${caseId}" is not a dialogue`, [{ path: 'caseId', code: 'not_a_dialogue', message: 'pick a case with follow-up turns, or run it with /demo/api/run' }]))
    return agentRun(c, agentName, () => runDialogueDemo(d, agent, found, mode))
  })

  router.post('/api/run-pair', async (c) => {
    const json = await readJsonBody(c, MAX_BODY)
    if (!json.ok) return respond(c, json.outcome)
    const body = pairBody.safeParse(json.args)
    if (!body.success) return respond(c, invalid('Invalid pair run request', toArgumentIssues(body.error.issues)))
    const { agent: agentName, caseId } = body.data
    const agent = agentNamed(agentName)
    if (!agent) return respond(c, unavailable())
    const d = data()
    const found = d.caseById.get(caseId)
    if (!found) return respond(c, notFound(`No case "${caseId}"`))
    const pair = pairOf(d, found)
    if (!pair) return respond(c, invalid(`Case "${caseId}" has no counterfactual twin`, [{ path: 'caseId', code: 'not_a_pair', message: 'pick a counterfactual twin or the original it was made from' }]))
    return agentRun(c, agentName, () => runPairDemo(d, agent, pair))
  })

  return router
}
