import { Worker } from 'node:worker_threads'

/**
 * Writes whole files off the main thread: each file is written under a temporary name, then renamed
 * (a crash never leaves a half-written file under the real name). A response cache file holds the
 * request, hundreds of kilobytes; four filesystem round trips per file cost the main thread more
 * than one message to a worker that makes them. Plain JavaScript, so the worker needs no loader.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads')
const { mkdirSync, openSync, writevSync, closeSync, renameSync } = require('node:fs')
const { dirname } = require('node:path')
const made = new Set()
parentPort.on('message', ({ id, path, temporary, parts }) => {
  try {
    const dir = dirname(path)
    if (!made.has(dir)) made.add(mkdirSync(dir, { recursive: true }) ?? dir)
    const fd = openSync(temporary, 'w')
    try {
      const buffers = parts.map((p) => typeof p === 'string' ? Buffer.from(p) : Buffer.from(p.buffer, p.byteOffset, p.byteLength))
      let left = buffers.reduce((n, b) => n + b.length, 0)
      while (left > 0) {
        let written = writevSync(fd, buffers)
        left -= written
        while (written > 0 && buffers.length) {
          if (written >= buffers[0].length) written -= buffers.shift().length
          else { buffers[0] = buffers[0].subarray(written); written = 0 }
        }
      }
    } finally {
      closeSync(fd)
    }
    renameSync(temporary, path)
    parentPort.postMessage({ id })
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) })
  }
})
`

export interface FileWriter {
  /**
   * Resolves once `path` holds exactly `parts` (UTF-8 for strings), one after the other. A part
   * that owns its whole memory is moved to the worker, not copied: the caller must not use it after.
   */
  write(path: string, parts: readonly (Uint8Array | string)[]): Promise<void>
}

/** A part that is its own whole ArrayBuffer moves as it is; any other (a small Buffer shares a pool) is copied out first, or the whole pool would be cloned. */
const owned = (part: Uint8Array): Uint8Array =>
  part.byteOffset === 0 && part.buffer instanceof ArrayBuffer && part.byteLength === part.buffer.byteLength ? part : new Uint8Array(part)

export function createFileWriter(): FileWriter {
  let worker: Worker | undefined
  let next = 0
  let pending = 0
  const waiting = new Map<number, { resolve: () => void; reject: (e: Error) => void }>()
  const start = (): Worker => {
    const w = new Worker(WORKER_SOURCE, { eval: true, execArgv: [] }) // plain JavaScript: no loader
    w.unref() // an idle writer never keeps the process alive
    w.on('message', ({ id, error }: { id: number; error?: string }) => {
      const entry = waiting.get(id)
      waiting.delete(id)
      if (--pending === 0) w.unref()
      if (error === undefined) entry?.resolve()
      else entry?.reject(new Error(error))
    })
    w.on('error', (error: unknown) => {
      for (const entry of waiting.values()) entry.reject(error instanceof Error ? error : new Error(String(error)))
      waiting.clear()
      pending = 0
      worker = undefined
    })
    return w
  }
  return {
    write(path, parts) {
      worker ??= start()
      const id = next++
      // Held while a write is in flight, so the process waits for it
      if (pending++ === 0) worker.ref()
      const temporary = `${path}.${process.pid}.${id}.tmp`
      const sent = parts.map((p) => (typeof p === 'string' ? p : owned(p)))
      const moved = [...new Set(sent.flatMap((p) => (typeof p === 'string' || p.byteLength === 0 ? [] : [p.buffer as ArrayBuffer])))]
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject })
        worker!.postMessage({ id, path, temporary, parts: sent }, moved)
      })
    },
  }
}
