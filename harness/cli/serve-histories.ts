import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { directoryHistorySource } from '../../simulator/users/files.ts'
import { suiteHistories } from '../mcp/index.ts'
import type { HistorySource } from '../server/session-routes.ts'

/**
 * Whose histories `POST /v1/sessions {historyOf}` replays: the set given with --histories, or else
 * the committed default suite's users (as /mcp?user= and /demo use), so a plain `npm run serve` can.
 */
export function serveHistories(dir: string | undefined): HistorySource {
  if (dir && !existsSync(join(dir, 'users.jsonl'))) {
    console.error(`--histories ${dir}: no users.jsonl there (write a set with npm run simulate -- --out ${dir})`)
    process.exit(2)
  }
  return dir ? directoryHistorySource(dir) : suiteHistories()
}
