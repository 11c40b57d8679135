import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { UserProfile } from '../../apps/kit/index.ts'
import { replayHistory } from '../../simulator/history/index.ts'
import { directoryHistorySource } from '../../simulator/users/files.ts'
import { createSandboxWorld, openSession, type Session, type World } from '../../simulator/world/index.ts'

/** The committed default suite, found from this file so any working directory works. */
export const DEFAULT_SUITE_DIR = fileURLToPath(new URL('../../scenarios/suites/default', import.meta.url))

export interface SandboxSessionOptions {
  /** A profile (missing fields from the default user), or the id of a suite user whose history is replayed. */
  user?: Partial<UserProfile> | string
  /** Suite directory for a user id (relative to the working directory); default the committed default suite. */
  suite?: string
  /** Replay only the first `cutoff` records of the user's history (default: all of it). */
  cutoff?: number
  /** Session seed; a suite user brings their own. */
  seed?: string
  /** Virtual clock at creation (epoch ms or e.g. '2026-03-02 08:00'); default the history's first record, else Monday 2026-03-02 08:00. */
  start?: string | number
}

/**
 * The in-process session a sandbox intercepts into. A suite user id gives the same session as the
 * server's `POST /v1/sessions {historyOf, cutoff}`: their profile and seed, the history replayed.
 * Misconfiguration is a bug in the test that wrote it, so it throws.
 */
export function openSandboxSession(options: SandboxSessionOptions = {}, world: World = createSandboxWorld()): Session {
  const { user, seed, start } = options
  if (typeof user !== 'string') {
    if (options.suite !== undefined || options.cutoff !== undefined) throw new Error('setupSandbox: suite and cutoff need a suite user id as `user`')
    return openSession({ world, id: 'sandbox', ...(user ? { user } : {}), ...(seed ? { seed } : {}), ...(start !== undefined ? { start } : {}) })
  }
  if (seed !== undefined) throw new Error(`setupSandbox: suite user "${user}" brings their own seed; leave out \`seed\``)
  const dir = options.suite === undefined ? DEFAULT_SUITE_DIR : isAbsolute(options.suite) ? options.suite : resolve(options.suite)
  const stored = directoryHistorySource(dir).find(user)
  if (!stored) throw new Error(`setupSandbox: no user "${user}" in the suite at ${dir}`)
  const cutoff = options.cutoff ?? stored.history.length
  if (!Number.isInteger(cutoff) || cutoff < 0 || cutoff > stored.history.length) {
    throw new RangeError(`setupSandbox: cutoff ${cutoff} is outside 0..${stored.history.length} (the length of ${user}'s history)`)
  }
  const first = stored.history[0] ? Date.parse(stored.history[0].ts) : undefined
  const session = openSession({ world, id: 'sandbox', user: stored.profile, seed: stored.sessionSeed, ...(start !== undefined ? { start } : first !== undefined ? { start: first } : {}) })
  replayHistory(session, stored.history.slice(0, cutoff), false)
  return session
}
