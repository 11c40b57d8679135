import { z } from 'zod'
import { toArgumentIssues, type ErrorBody } from '../../apps/kit/index.ts'
import { replayHistory } from '../../simulator/history/index.ts'
import { completeUser, defaultStart, Session, type World } from '../../simulator/world/index.ts'
import type { HistorySource } from '../server/session-routes.ts'

/** Which sandbox session an MCP session gets: a generated user replayed up to a cut-off, or the default user. */
export interface BindingRequest {
  /** A user id of the history source (e.g. `u003`); none = the default user with no history. */
  user?: string
  /** Replay only the first `cutoff` history records (default: all). */
  cutoff?: number
}

/** One MCP session's sandbox session and how it was made. */
export interface SandboxBinding {
  session: Session
  history: { replayed: number; of: number; mismatches: number }
}

/** The error outcome of a request that names no session we can make. */
export type BindingRefusal = { ok: false; error: ErrorBody }
const refuse = (error: ErrorBody): BindingRefusal => ({ ok: false, error })

/** The query of an initialize request over HTTP (`/mcp?user=u003&cutoff=200`). */
export const bindingQuerySchema = z
  .object({
    user: z.string().min(1).max(64).optional().describe('A user id of the server history set'),
    cutoff: z.coerce.number().int().min(0).optional().describe('History records to replay (default: all)'),
  })
  .strict()

/** The request from query parameters, or the 400 outcome naming the bad one. */
export function readBindingQuery(query: Record<string, string>): BindingRequest | BindingRefusal {
  const parsed = bindingQuerySchema.safeParse(query)
  if (parsed.success) return parsed.data
  return refuse({ code: 'invalid_arguments', message: 'Invalid MCP session parameters', issues: toArgumentIssues(parsed.error.issues) })
}

const DEFAULT_SESSION_SEED = 'seed-1'

/**
 * A fresh sandbox session for one MCP session: the user's profile and session seed from the history
 * source, the history replayed up to the cut-off (the clock ends at the last replayed record).
 * Nothing is shared with any other session.
 */
export function bindSandboxSession(world: World, histories: HistorySource | undefined, request: BindingRequest, id: string): SandboxBinding | BindingRefusal {
  if (request.user === undefined) {
    if (request.cutoff !== undefined) {
      return refuse({ code: 'invalid_arguments', message: 'cutoff needs a user with a history', issues: [{ path: 'cutoff', code: 'invalid_value', message: 'give user too' }] })
    }
    const session = new Session(world, { id, user: completeUser(), seed: DEFAULT_SESSION_SEED, start: defaultStart })
    return { session, history: { replayed: 0, of: 0, mismatches: 0 } }
  }
  const stored = histories?.find(request.user)
  if (!stored) return refuse({ code: 'not_found', message: `No user "${request.user}" in the history set` })
  const records = stored.history
  const cutoff = request.cutoff ?? records.length
  if (cutoff > records.length) {
    return refuse({ code: 'invalid_arguments', message: 'cutoff is past the end of the history', issues: [{ path: 'cutoff', code: 'too_big', message: `the history has ${records.length} records` }] })
  }
  const start = records[0] ? Date.parse(records[0].ts) : defaultStart
  const session = new Session(world, { id, user: stored.profile, seed: stored.sessionSeed, start })
  const replay = replayHistory(session, records.slice(0, cutoff), false)
  return { session, history: { replayed: cutoff, of: records.length, mismatches: replay.mismatches.length } }
}
