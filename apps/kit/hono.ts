import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { App } from './define.ts'
import { failure, statusOfOutcome, type Outcome } from './errors.ts'
import { isDeepFrozen } from './freeze.ts'
import { jsonShapeIssue } from './json-guard.ts'
import { outcomeJson } from './outcome-json.ts'

/** Whoever a bearer token stands for: something that runs calls (a session). */
export interface Caller {
  call(app: string, tool: string, args: unknown): Outcome
}

export interface Gateway {
  authenticate(token: string | undefined): Caller | undefined
  /** Largest body accepted, in bytes (413 beyond). */
  maxBodyBytes: number
}

export const tooLarge = (maxBytes: number): Outcome =>
  failure({ code: 'payload_too_large', message: `Request bodies are limited to ${maxBytes} bytes` })

export const bearerToken = (c: Context): string | undefined => {
  const header = c.req.header('authorization')
  const m = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null
  return m?.[1]
}

/** The outcome with its status; a refusal that says when to come back also says so in Retry-After. */
const JSON_TYPE = { 'content-type': 'application/json' }

export const respond = (c: Context, outcome: Outcome): Response => {
  if (!outcome.ok && outcome.error.retryAfter !== undefined) c.header('Retry-After', String(outcome.error.retryAfter))
  const status = statusOfOutcome(outcome) as ContentfulStatusCode
  // Shared, deep-frozen data (a catalog page) is written once for every response that carries it
  if (outcome.ok && isDeepFrozen(outcome.data)) return c.body(outcomeJson(outcome), status, JSON_TYPE)
  return c.json(outcome, status)
}

/**
 * The body's text, or undefined once it passes `maxBytes`. Reading stops there: the rest is never
 * buffered. The reader is released, not cancelled: cancelling would destroy the socket before the 413.
 */
async function readLimited(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<string | undefined> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) return undefined
      chunks.push(value)
    }
  } finally {
    reader.releaseLock()
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

/**
 * The body as JSON; an empty body is `{}` (a tool without required parameters); malformed, nested
 * too deep or carrying a `__proto__` key is a 400 (refused before anything keeps it), too large a 413. With a content-length (the HTTP parser holds the body to it) the text is read
 * directly, since touching the stream would build a full web Request; without one (chunked) the
 * stream is read with a running count, so an endless body is refused at the limit.
 */
export async function readJsonBody(c: Context, maxBytes: number): Promise<{ ok: true; args: unknown } | { ok: false; outcome: Outcome }> {
  const length = c.req.header('content-length')
  if (Number(length ?? 0) > maxBytes) return { ok: false, outcome: tooLarge(maxBytes) }
  const body = length === undefined ? c.req.raw.body : null
  const text = body ? await readLimited(body, maxBytes) : await c.req.text()
  if (text === undefined || (text.length > maxBytes / 4 && Buffer.byteLength(text) > maxBytes)) return { ok: false, outcome: tooLarge(maxBytes) }
  if (text.trim() === '') return { ok: true, args: {} }
  let args: unknown
  try {
    args = JSON.parse(text)
  } catch (error) {
    const message = `The request body is not valid JSON: ${(error as Error).message}`
    return { ok: false, outcome: failure({ code: 'invalid_arguments', message, issues: [{ path: '', code: 'invalid_json', message }] }) }
  }
  const issue = jsonShapeIssue(args)
  if (issue) return { ok: false, outcome: failure({ code: 'invalid_arguments', message: `The request body is refused at ${issue.path || '(root)'}: ${issue.message}`, issues: [issue] }) }
  return { ok: true, args }
}

/** Runs `POST .../:tool` for an app already located (by id or alias): auth, body, call. */
export async function handleToolRequest(c: Context, gateway: Gateway, appId: string, tool: string): Promise<Response> {
  const caller = gateway.authenticate(bearerToken(c))
  if (!caller) {
    return respond(c, failure({ code: 'unauthenticated', message: 'Missing or unknown bearer token: create a session with POST /v1/sessions' }))
  }
  const body = await readJsonBody(c, gateway.maxBodyBytes)
  if (!body.ok) return respond(c, body.outcome)
  return respond(c, caller.call(appId, tool, body.args))
}

/** One mock app as its own Hono sub-app: `POST /:tool`, the body being the call's arguments. */
export function appRouter(app: App, gateway: Gateway): Hono {
  const router = new Hono()
  router.post('/:tool', (c) => handleToolRequest(c, gateway, app.id, c.req.param('tool')))
  return router
}
