import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { directoryHistorySource } from '../../simulator/users/files.ts'
import type { HistorySource } from '../server/session-routes.ts'

/** The committed default suite, found from this file so a desktop client may start us from any directory. */
export const DEFAULT_SUITE_DIR = fileURLToPath(new URL('../../scenarios/suites/default', import.meta.url))

/**
 * Users and histories of a suite (or a set written by `npm run simulate`): `users.jsonl` is read on
 * the first lookup, each history on its user's first lookup.
 */
export function suiteHistories(dir: string = DEFAULT_SUITE_DIR): HistorySource {
  let source: HistorySource | undefined
  return {
    find(userId) {
      if (!source) {
        if (!existsSync(join(dir, 'users.jsonl'))) throw new Error(`${dir} has no users.jsonl: not a suite or a simulated set`)
        source = directoryHistorySource(dir)
      }
      return source.find(userId)
    },
    ids() {
      if (!source && existsSync(join(dir, 'users.jsonl'))) source = directoryHistorySource(dir)
      return source?.ids?.() ?? []
    },
  }
}
