import { expect } from 'vitest'
import { toIso, type UserProfile } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../../simulator/history/index.ts'
import { openSession, type World } from '../../simulator/world/index.ts'

/**
 * Calls executed in a live session and recorded as the simulator records them (real outcomes): the
 * fixtures the lives audit is tested on. `seed` and `start` fix the session, so the outcomes do.
 */
export function recordedLife(world: World, profile: UserProfile, seed: string, start: number, { peeksSucceed = true } = {}) {
  const session = openSession({ world, user: profile, seed, start, id: profile.id })
  const records: HistoryRecord[] = []
  const run = (at: number, app: string, tool: string, args: Record<string, unknown>) => {
    session.setClock(Math.max(at, session.now))
    return session.call(app, tool, args)
  }
  return {
    records,
    /** A call kept in the history; its outcome must be a success. */
    call(at: number, app: string, tool: string, args: Record<string, unknown>, tags: string[] = []): any {
      const outcome = run(at, app, tool, args)
      records.push({ ts: toIso(session.now), app, tool, args, outcome: outcome as HistoryRecord['outcome'], ...(tags.length ? { meta: { tags } } : {}) })
      expect(outcome, `${app}.${tool}`).toMatchObject({ ok: true })
      return (outcome as { data: unknown }).data
    },
    /** A lookup made off the record (it prepares a call without being part of the scenario); a failed one has no data. */
    peek(at: number, app: string, tool: string, args: Record<string, unknown>): any {
      const outcome = run(at, app, tool, args)
      if (peeksSucceed) expect(outcome).toMatchObject({ ok: true })
      return (outcome as { data?: unknown }).data
    },
  }
}
