import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Responses on disk, one file per request (`<sha256>.json`). A resumed run reads them back instead
 * of asking again; the request is stored beside the response so a file can be audited.
 */
export interface ResponseCache {
  get(key: string): Promise<unknown | undefined>
  set(key: string, request: unknown, response: unknown): Promise<void>
}

export function createResponseCache(dir: string): ResponseCache {
  let ready: Promise<unknown> | undefined
  let writes = 0
  return {
    async get(key) {
      try {
        const stored = JSON.parse(await readFile(join(dir, `${key}.json`), 'utf8')) as { response?: unknown }
        return stored.response
      } catch (error) {
        // Missing is the normal miss; a torn or corrupt file is a miss too (it will be rewritten)
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return undefined
        throw error
      }
    },
    async set(key, request, response) {
      ready ??= mkdir(dir, { recursive: true })
      await ready
      const path = join(dir, `${key}.json`)
      // Write then rename: a crash never leaves a half-written file under the real name
      const temporary = `${path}.${process.pid}.${writes++}.tmp`
      await writeFile(temporary, `${JSON.stringify({ key, request, response }, null, 1)}\n`)
      await rename(temporary, path)
    },
  }
}
