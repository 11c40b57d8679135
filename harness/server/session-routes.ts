import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { AppError, bearerToken, failure, parseWhen, readJsonBody, respond, toArgumentIssues, toIso, type Outcome, type UserProfile } from '../../apps/kit/index.ts'
import { historyRecordSchema, replayHistory, type HistoryRecord } from '../../simulator/history/index.ts'
import { completeUser, defaultStart, type Session, type SessionStore } from '../../simulator/world/index.ts'

const createBody = z
  .object({
    user: z.record(z.string(), z.unknown()).optional().describe('A user profile; missing fields come from the default user'),
    seed: z.string().min(1).max(200).optional(),
    start: z.string().max(40).optional().describe("Virtual clock at creation, e.g. '2026-03-02 08:00'"),
    history: z.array(historyRecordSchema).max(20_000).optional().describe('A history to replay into the new session'),
    historyOf: z.string().min(1).max(64).optional().describe("A user id of the server's generated set: their profile, seed and history"),
    cutoff: z.number().int().min(0).optional().describe('Replay only the first `cutoff` records (default: all)'),
  })
  .strict()
  .refine((b) => !(b.history && b.historyOf), { message: 'Give history or historyOf, not both', path: ['historyOf'] })
  .refine((b) => !(b.historyOf && (b.user || b.seed)), { message: 'historyOf brings its own user and seed', path: ['historyOf'] })

/** Where `historyOf` finds a generated user's profile, session seed and history. */
export interface HistorySource {
  find(userId: string): { profile: UserProfile; sessionSeed: string; history: HistoryRecord[] } | undefined
}

const invalid = (message: string, issues: ReturnType<typeof toArgumentIssues>): Outcome =>
  failure({ code: 'invalid_arguments', message, issues })

/** A time argument, or the 400 outcome naming it. */
function readTime(text: string, now: number, path: string): number | Outcome {
  try {
    return parseWhen(text, now, path)
  } catch (error) {
    if (error instanceof AppError) return failure(error.toBody())
    throw error
  }
}

const notYours = (): Outcome => failure({ code: 'unauthenticated', message: "Missing bearer token, or it is not this session's" })

const sessionView = (session: Session, token: string) => ({
  sessionId: session.id,
  token,
  userId: session.user.id,
  now: toIso(session.now),
})

/** `/v1/sessions`: create, fork, read state and journal, delete. The token is the capability. */
export function sessionRouter(store: SessionStore, maxBodyBytes: number, histories?: HistorySource): Hono {
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

  router.post('/', async (c) => {
    const json = await readJsonBody(c, maxBodyBytes)
    if (!json.ok) return respond(c, json.outcome)
    const body = createBody.safeParse(json.args)
    if (!body.success) return respond(c, invalid('Invalid session request', toArgumentIssues(body.error.issues)))
    const stored = body.data.historyOf ? histories?.find(body.data.historyOf) : undefined
    if (body.data.historyOf && !stored) {
      return respond(c, failure({ code: 'not_found', message: `No generated user "${body.data.historyOf}" on this server${histories ? '' : ' (start it with --histories DIR)'}` }))
    }
    let user
    try {
      user = stored?.profile ?? completeUser(body.data.user as object)
    } catch (error) {
      if (error instanceof z.ZodError) return respond(c, invalid('Invalid user profile', toArgumentIssues(error.issues).map((i) => ({ ...i, path: `user.${i.path}` }))))
      throw error
    }
    const records = stored?.history ?? body.data.history ?? []
    const cutoff = body.data.cutoff ?? records.length
    if (cutoff > records.length) return respond(c, invalid('cutoff is past the end of the history', [{ path: 'cutoff', code: 'too_big', message: `the history has ${records.length} records` }]))
    // A history starts the clock at its first record; otherwise `start` or the default.
    const first = records[0] ? Date.parse(records[0].ts) : undefined
    const start = body.data.start ? readTime(body.data.start, defaultStart, 'start') : (first ?? defaultStart)
    if (typeof start !== 'number') return respond(c, start)
    const seed = stored?.sessionSeed ?? body.data.seed
    const { session, token } = store.create({ user, start, ...(seed ? { seed } : {}) })
    const replay = records.length > 0 ? replayHistory(session, records.slice(0, cutoff), false) : undefined
    return c.json(
      {
        ...sessionView(session, token),
        user,
        ...(replay ? { replay: { replayed: cutoff, of: records.length, mismatches: replay.mismatches.length, ...(replay.mismatches[0] ? { firstMismatch: { index: replay.mismatches[0].index, reason: replay.mismatches[0].reason } } : {}) } } : {}),
      },
      201,
    )
  })

  router.post('/:id/fork', (c) => {
    const parent = owned(c)
    if (!('call' in parent)) return respond(c, parent)
    const child = store.fork(parent.id)!
    return c.json({ ...sessionView(child.session, child.token), parentId: parent.id }, 201)
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
    return c.json({ sessionId: session.id, entries: session.journal() })
  })

  const clockBody = z
    .object({
      set: z.string().max(40).optional().describe("Absolute virtual time, e.g. '2026-03-02 18:00'"),
      advanceMinutes: z.number().int().min(0).max(525_600).optional().describe('Minutes to move forward'),
    })
    .strict()
    .refine((b) => (b.set === undefined) !== (b.advanceMinutes === undefined), { message: 'Give exactly one of set or advanceMinutes' })

  /** Moves the virtual clock (e.g. to see an order delivered); never backwards. */
  router.post('/:id/clock', async (c) => {
    const session = owned(c)
    if (!('call' in session)) return respond(c, session)
    const json = await readJsonBody(c, maxBodyBytes)
    if (!json.ok) return respond(c, json.outcome)
    const body = clockBody.safeParse(json.args)
    if (!body.success) return respond(c, invalid('Invalid clock request', toArgumentIssues(body.error.issues)))
    const target = body.data.set !== undefined ? readTime(body.data.set, session.now, 'set') : session.now + body.data.advanceMinutes! * 60_000
    if (typeof target !== 'number') return respond(c, target)
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
