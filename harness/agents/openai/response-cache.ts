import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createFileWriter } from './file-writer.ts'

/**
 * Responses on disk, one file per request (`<sha256>.json`). A resumed run reads them back instead
 * of asking again; the request is stored beside the response so a file can be audited.
 */
export interface ResponseCache {
  get(key: string): Promise<unknown | undefined>
  /** `requestJson`: the request as already serialized (the body sent), written as is; the cache may take its memory (do not use it after). */
  set(key: string, request: unknown, response: unknown, requestJson?: Uint8Array): Promise<void>
}

export function createResponseCache(dir: string): ResponseCache {
  // The folder is listed once: a fresh run then misses without touching the disk for every request
  let listing: Promise<Set<string>> | undefined
  const known = () =>
    (listing ??= readdir(dir).then(
      (names) => new Set(names),
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return new Set<string>()
        throw error
      },
    ))
  const writer = createFileWriter()
  // Answers written by this process, kept (they are small): a repeated request is not read back from disk
  const written = new Map<string, unknown>()
  return {
    async get(key) {
      if (written.has(key)) return written.get(key)
      const name = `${key}.json`
      if (!(await known()).has(name)) return undefined
      try {
        const stored = JSON.parse(await readFile(join(dir, name), 'utf8')) as { response?: unknown }
        return stored.response
      } catch (error) {
        // Missing is the normal miss; a torn or corrupt file is a miss too (it will be rewritten)
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return undefined
        throw error
      }
    },
    async set(key, request, response, requestJson) {
      const name = `${key}.json`
      const body = requestJson ?? Buffer.from(JSON.stringify(request))
      // Written to a temporary name, then renamed, off the main thread (file-writer.ts)
      await writer.write(join(dir, name), [`{"key":${JSON.stringify(key)},"request":`, body, `,"response":${JSON.stringify(response)}}\n`])
      ;(await known()).add(name)
      written.set(key, response)
    },
  }
}
