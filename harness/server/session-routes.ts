import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { AppError, bearerToken, failure, parseWhen, readJsonBody, respond, toArgumentIssues, toIso, type ArgumentIssue, type Outcome } from '../../apps/kit/index.ts'
import { historyRecordSchema, replayHistory } from '../../simulator/history/index.ts'
import { completeUser, defaultStart, isRefusal, timeRangeIssue, type Admitted, type Refusal, type Session, type SessionStore } from '../../simulator/world/index.ts'
import { refusalOutcome } from './admission.ts'
import { ReplayCache, type HistorySource, type ReplaySummary } from './replay-cache.ts'

export type { HistorySource } from './replay-cache.ts'

export const createSessionBody = z
  .object({
    user: z.record(z.string(), z.unknown()).optional().describe('A user profile; missing fields come from the default user'),
    seed: z.string().min(1).max(200).optional(),
    start: z.string().max(40).optional().describe("Virtual clock at creation, e.g. '2026-03-02 08:00' (2000-01-01 to 2099-12-31)"),
    history: z.array(historyRecordSchema).max(20_000).optional().describe('A history to replay into the new session'),
    historyOf: z.string().min(1).max(64).optional().describe("A user id of the server's generated set: their profile, seed and history"),
    cutoff: z.number().int().min(0).optional().describe('Replay only the first `cutoff` records (default: all)'),
  })
  .strict()
  .refine((b) => !(b.history && b.historyOf), { message: 'Give history or historyOf, not both', path: ['historyOf'] })
  .refine((b) => !(b.historyOf && (b.user || b.seed)), { message: 'historyOf brings its own user and seed', path: ['historyOf'] })

export const clockBody = z
  .object({
    set: z.string().max(40).optional().describe("Absolute virtual time, e.g. '2026-03-02 18:00'"),
    advanceMinutes: z.number().int().min(0).max(525_600).optional().describe('Minutes to move forward'),
  })
  .strict()
  .refine((b) => (b.set === undefined) !== (b.advanceMinutes === undefined), { message: 'Give exactly one of set or advanceMinutes' })

export interface SessionRouterOptions {
  store: SessionStore
  maxBodyBytes: number
  /** Replays of the server's generated users, for `historyOf`. */
  replays?: ReplayCache
  /** Limits new sessions per client address: undefined to go on, else the 429. */
  rateLimit: (c: Context) => Promise<Outcome | undefined>
}

const invalid = (message: string, issues: ArgumentIssue[]): Outcome => failure({ code: 'invalid_arguments', message, issues })

/** A time argument inside the supported range, or the 400 outcome naming it. */
function readTime(text: string, now: number, path: string): number | Outcome {
  let ms: number
  try {
    ms = parseWhen(text, now, path)
  } catch (error) {
    if (error instanceof AppError) return failure(error.toBody())
    throw error
  }
  const outside = timeRangeIssue(ms, path)
  return outside ? invalid(`Invalid ${path}: ${outside.message}`, [outside]) : ms
}

const notYours = (): Outcome => failure({ code: 'unauthenticated', message: "Missing bearer token, or it is not this session's" })

const sessionView = (session: Session, token: string) => ({ sessionId: session.id, token, userId: session.user.id, now: toIso(session.now) })

const replayView = (summary: ReplaySummary) => ({ replay: summary })

/** The first history record whose time is outside the supported range, as a 400. */
function historyOutsideRange(history: readonly { ts: string }[]): Outcome | undefined {
  for (const [i, record] of history.entries()) {
    const issue = timeRangeIssue(Date.parse(record.ts), `history[${i}].ts`)
    if (issue) return invalid('A history record is outside the supported virtual time', [issue])
  }
  return undefined
}

/** `/v1/sessions`: create, fork, read state and journal, move the clock, delete. The token is the capability. */
export function sessionRouter({ store, maxBodyBytes, replays, rateLimit }: SessionRouterOptions): Hono {
  const router = new Hono()

  /**
   * The session named in the path, if the bearer token is its own; otherwise the error outcome.
   * An unknown id and a wrong token get the same 401, so ids cannot be probed; and only an
   * authenticated request refreshes the session (peek first), so wrong tokens cannot keep it alive.
   */
  const owned = (c: Context): Session | Outcome => {
    const id = c.req.param('id') ?? ''
    const session = store.peek(id)
    if (!session || !store.owns(session, bearerToken(c))) return notYours()
    return store.get(id) ?? notYours()
  }

  const admitted = (c: Context, result: Admitted | Refusal, extra: object = {}) =>
    isRefusal(result) ? respond(c, refusalOutcome(result)) : c.json({ ...sessionView(result.session, result.token), ...extra }, 201)

  router.post('/', async (c) => {
    const limited = await rateLimit(c)
    if (limited) return respond(c, limited)
    const json = await readJsonBody(c, maxBodyBytes)
    if (!json.ok) return respond(c, json.outcome)
    const body = createSessionBody.safeParse(json.args)
    if (!body.success) return respond(c, invalid('Invalid session request', toArgumentIssues(body.error.issues)))
    const { historyOf, cutoff, history = [] } = body.data

    if (historyOf !== undefined) {
      const replayed = replays?.get(historyOf, cutoff)
      if (!replayed) {
        const ids = replays?.source.ids?.() ?? []
        const known = ids.length > 0 ? `; users: ${ids.slice(0, 20).join(', ')}${ids.length > 20 ? ', …' : ''}` : ''
        return respond(c, failure({ code: 'not_found', message: `No generated user "${historyOf}" on this server${replays ? known : ' (start it with --histories DIR)'}` }))
      }
      if ('tooFar' in replayed) return respond(c, invalid('cutoff is past the end of the history', [{ path: 'cutoff', code: 'too_big', message: `the history has ${replayed.tooFar} records` }]))
      const result = store.tryAdmit(replays!.session(store.newId(), replayed))
      return admitted(c, result, { user: replayed.profile, ...replayView(replayed.summary) })
    }

    let user
    try {
      user = completeUser(body.data.user as object)
    } catch (error) {
      if (error instanceof z.ZodError) return respond(c, invalid('Invalid user profile', toArgumentIssues(error.issues).map((i) => ({ ...i, path: `user.${i.path}` }))))
      throw error
    }
    const upTo = cutoff ?? history.length
    if (upTo > history.length) return respond(c, invalid('cutoff is past the end of the history', [{ path: 'cutoff', code: 'too_big', message: `the history has ${history.length} records` }]))
    const outside = historyOutsideRange(history)
    if (outside) return respond(c, outside)
    // A history starts the clock at its first record; otherwise `start` or the default.
    const firstAt = history[0] ? Date.parse(history[0].ts) : undefined
    const start = body.data.start ? readTime(body.data.start, defaultStart, 'start') : (firstAt ?? defaultStart)
    if (typeof start !== 'number') return respond(c, start)
    const result = store.tryCreate({ user, start, ...(body.data.seed ? { seed: body.data.seed } : {}) })
    if (isRefusal(result)) return respond(c, refusalOutcome(result))
    const replay = history.length > 0 ? replayHistory(result.session, history.slice(0, upTo), false) : undefined
    const mismatch = replay?.mismatches[0]
    const summary = replay && { replayed: upTo, of: history.length, mismatches: replay.mismatches.length, ...(mismatch ? { firstMismatch: { index: mismatch.index, reason: mismatch.reason } } : {}) }
    return admitted(c, result, { user, ...(summary ? replayView(summary) : {}) })
  })

  router.post('/:id/fork', (c) => {
    const parent = owned(c)
    if (!('call' in parent)) return respond(c, parent)
    return admitted(c, store.tryFork(parent.id)!, { parentId: parent.id })
  })

  router.get('/:id/state', (c) => {
    const session = owned(c)
    if (!('call' in session)) return respond(c, session)
    const { seq, counters, apps } = session.state
    return c.json({ sessionId: session.id, now: toIso(session.now), writes: seq, counters, apps })
  })

  router.get('/:id/journal', (c) => {
    const session = owned(c)
    if (!('call' in session)) return respond(c, session)
    return c.json({ sessionId: session.id, dropped: session.journalDropped, entries: session.journal() })
  })

  /** Moves the virtual clock (e.g. to see an order delivered); never backwards, never past the supported range. */
  router.post('/:id/clock', async (c) => {
    const session = owned(c)
    if (!('call' in session)) return respond(c, session)
    const json = await readJsonBody(c, maxBodyBytes)
    if (!json.ok) return respond(c, json.outcome)
    const body = clockBody.safeParse(json.args)
    if (!body.success) return respond(c, invalid('Invalid clock request', toArgumentIssues(body.error.issues)))
    const { set, advanceMinutes } = body.data
    const target = set !== undefined ? readTime(set, session.now, 'set') : session.now + advanceMinutes! * 60_000
    if (typeof target !== 'number') return respond(c, target)
    const outside = timeRangeIssue(target, 'advanceMinutes')
    if (outside) return respond(c, invalid(`Invalid advanceMinutes: ${outside.message}`, [outside]))
    if (target < session.now) {
      return respond(c, failure({ code: 'conflict', message: `The virtual clock only moves forward (now ${toIso(session.now)})` }))
    }
    session.setClock(target)
    return c.json({ sessionId: session.id, now: toIso(session.now) })
  })

  router.delete('/:id', (c) => {
    const session = owned(c)
    if (!('call' in session)) return respond(c, session)
    store.delete(session.id)
    return c.json({ deleted: session.id })
  })

  return router
}
