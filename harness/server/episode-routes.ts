import { Hono, type Context } from 'hono'
import type { z } from 'zod'
import { bearerToken, failure, readJsonBody, respond, toArgumentIssues, type Outcome } from '../../apps/kit/index.ts'
import { actBody, answerBody, promptJson, startEpisodeBody, type EpisodeEntry, type EpisodeService } from '../episodes/index.ts'
import { clientAddress } from './admission.ts'
import type { EpisodeRateLimit } from './episode-admission.ts'

export interface EpisodeRouterOptions {
  service: EpisodeService
  maxBodyBytes: number
  rateLimit: EpisodeRateLimit
}

/** The body parsed by `schema`, or the 4xx outcome (too large, not JSON, or not the shape). */
async function readBody<T>(c: Context, maxBodyBytes: number, schema: z.ZodType<T>, what: string): Promise<Outcome<T>> {
  const json = await readJsonBody(c, maxBodyBytes)
  if (!json.ok) return json.outcome as Outcome<never>
  const body = schema.safeParse(json.args)
  if (body.success) return { ok: true, data: body.data }
  const issues = toArgumentIssues(body.error.issues)
  const first = issues[0]
  return failure({ code: 'invalid_arguments', message: `Invalid ${what}${first ? `: ${first.path ? `${first.path}: ` : ''}${first.message}` : ''}`, issues })
}

/** A response that carries a prompt, written from its memoized pieces (`promptJson`). */
const promptResponse = (c: Context, value: Parameters<typeof promptJson>[0], status: 200 | 201 = 200) => c.body(promptJson(value) as Uint8Array<ArrayBuffer>, status, { 'content-type': 'application/json' })

/**
 * `/v1/episodes`: one case of a suite as a live environment (decision 0030). Open one (a case by
 * id, or sampled by seed), act with live calls, answer each turn for a verdict and a reward, read
 * it, delete it. The token POST returns is the episode's capability.
 */
export function episodeRouter({ service, maxBodyBytes, rateLimit }: EpisodeRouterOptions): Hono {
  const router = new Hono()
  const owned = (c: Context): Outcome<EpisodeEntry> => service.find(c.req.param('id') ?? '', bearerToken(c))

  router.post('/', async (c) => {
    const limited = await rateLimit(clientAddress(c))
    if (limited) return respond(c, limited)
    const body = await readBody(c, maxBodyBytes, startEpisodeBody, 'episode request')
    if (!body.ok) return respond(c, body)
    const started = service.start(body.data)
    return started.ok ? promptResponse(c, started.data, 201) : respond(c, started)
  })

  router.post('/:id/calls', async (c) => {
    const entry = owned(c)
    if (!entry.ok) return respond(c, entry)
    const body = await readBody(c, maxBodyBytes, actBody, 'calls')
    if (!body.ok) return respond(c, body)
    const acted = service.act(entry.data, body.data.calls)
    return acted.ok ? c.json(acted.data) : respond(c, acted)
  })

  router.post('/:id/answer', async (c) => {
    const entry = owned(c)
    if (!entry.ok) return respond(c, entry)
    const body = await readBody(c, maxBodyBytes, answerBody, 'answer')
    if (!body.ok) return respond(c, body)
    const verdict = service.answer(entry.data, body.data)
    return verdict.ok ? promptResponse(c, verdict.data) : respond(c, verdict)
  })

  router.get('/:id', (c) => {
    const entry = owned(c)
    return entry.ok ? c.json(service.view(entry.data)) : respond(c, entry)
  })

  router.delete('/:id', (c) => {
    const entry = owned(c)
    if (!entry.ok) return respond(c, entry)
    service.delete(entry.data)
    return c.body(null, 204)
  })

  return router
}
