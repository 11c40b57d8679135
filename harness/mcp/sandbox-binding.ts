import { z } from 'zod'
import { toArgumentIssues, type ErrorBody } from '../../apps/kit/index.ts'
import { completeUser, defaultStart, Session, type World } from '../../simulator/world/index.ts'
import { ReplayCache, type HistorySource, type ReplaySummary } from '../server/replay-cache.ts'

/** Which sandbox session an MCP session gets: a generated user replayed up to a cut-off, or the default user. */
export interface BindingRequest {
  /** A user id of the history source (e.g. `u003`); none = the default user with no history. */
  user?: string
  /** Replay only the first `cutoff` history records (default: all). */
  cutoff?: number
  /** Serve episodes too: `episode_start` and `episode_answer`, app calls going into the bound episode. */
  episodes?: boolean
}

/** One MCP session's sandbox session and how it was made. */
export interface SandboxBinding {
  session: Session
  history: Omit<ReplaySummary, 'firstMismatch'>
}

/** The error outcome of a request that names no session we can make. */
export type BindingRefusal = { ok: false; error: ErrorBody }
const refuse = (error: ErrorBody): BindingRefusal => ({ ok: false, error })

/** The query of an initialize request over HTTP (`/mcp?user=u003&cutoff=200`). */
export const bindingQuerySchema = z
  .object({
    user: z.string().min(1).max(64).optional().describe('A user id of the server history set'),
    cutoff: z.coerce.number().int().min(0).optional().describe('History records to replay (default: all)'),
    episodes: z.enum(['1', 'true', '0', 'false']).optional().describe('1: add the episode tools (episode_start, episode_answer); app calls then run inside the bound episode'),
  })
  .strict()

/** The request from query parameters, or the 400 outcome naming the bad one. */
export function readBindingQuery(query: Record<string, string>): BindingRequest | BindingRefusal {
  const parsed = bindingQuerySchema.safeParse(query)
  if (parsed.success) {
    const { episodes, ...rest } = parsed.data
    return episodes === '1' || episodes === 'true' ? { ...rest, episodes: true } : rest
  }
  return refuse({ code: 'invalid_arguments', message: 'Invalid MCP session parameters', issues: toArgumentIssues(parsed.error.issues) })
}

const DEFAULT_SESSION_SEED = 'seed-1'

/**
 * A sandbox session for one MCP session: the user's profile and session seed from the history
 * source, at the snapshot of their history replayed up to the cut-off (the clock at the last
 * replayed record). The replay is made once per (user, cut-off) and shared, immutable, by every
 * session made from it (pass the server's `replays` cache); each session holds only what it writes.
 */
export function bindSandboxSession(world: World, histories: HistorySource | undefined, request: BindingRequest, id: string, replays?: ReplayCache): SandboxBinding | BindingRefusal {
  if (request.user === undefined) {
    if (request.cutoff !== undefined) {
      return refuse({ code: 'invalid_arguments', message: 'cutoff needs a user with a history', issues: [{ path: 'cutoff', code: 'invalid_value', message: 'give user too' }] })
    }
    const session = new Session(world, { id, user: completeUser(), seed: DEFAULT_SESSION_SEED, start: defaultStart })
    return { session, history: { replayed: 0, of: 0, mismatches: 0 } }
  }
  const cache = replays ?? (histories ? new ReplayCache(world, histories, 1) : undefined)
  const replayed = cache?.get(request.user, request.cutoff)
  if (!replayed) return refuse({ code: 'not_found', message: `No user "${request.user}" in the history set` })
  if ('tooFar' in replayed) {
    return refuse({ code: 'invalid_arguments', message: 'cutoff is past the end of the history', issues: [{ path: 'cutoff', code: 'too_big', message: `the history has ${replayed.tooFar} records` }] })
  }
  const { replayed: n, of, mismatches } = replayed.summary
  return { session: cache!.session(id, replayed), history: { replayed: n, of, mismatches } }
}
