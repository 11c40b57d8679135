import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'

/** The fetch the official client calls: `(url, init) => Promise<Response>`. */
export type Fetch = (url: string | URL | Request, init?: RequestInit) => Promise<Response>

const abortError = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : Object.assign(new Error('This operation was aborted'), { name: 'AbortError' })

/** The request's headers as a plain object, without a content length (this fetch sets its own). */
function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  const entries: [string, string][] = !headers ? [] : headers instanceof Headers || Array.isArray(headers) ? [...(headers as Iterable<[string, string]>)] : Object.entries(headers)
  return Object.fromEntries(entries.filter(([name]) => name.toLowerCase() !== 'content-length'))
}

function responseOf(res: IncomingMessage, body: Buffer): Response {
  const headers = new Headers()
  for (let i = 0; i < res.rawHeaders.length; i += 2) headers.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!)
  // A status without a body (204, 304) must not be given one
  const empty = res.statusCode === 204 || res.statusCode === 304
  return new Response(empty ? null : (body as Uint8Array<ArrayBuffer>), { status: res.statusCode ?? 500, statusText: res.statusMessage ?? '', headers })
}

/**
 * A fetch over node:http(s) with a keep-alive pool, for non-streaming JSON requests: the body (a
 * string or bytes) is written to the socket as it is, where the global fetch copies every body
 * once more and costs far more per request. A chat request is hundreds of kilobytes of history,
 * and an instant server makes that the harness's own cost. The response is read whole (the agent
 * never streams); aborts and socket errors reject, as fetch's do.
 */
export function createHttpFetch(options: { maxSockets?: number } = {}): Fetch {
  const pool = { keepAlive: true, maxSockets: options.maxSockets ?? 64, scheduling: 'lifo' as const }
  const agents = { 'http:': new http.Agent(pool), 'https:': new https.Agent(pool) }
  return (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const agent = agents[url.protocol as keyof typeof agents]
    if (!agent || input instanceof Request) return fetch(input, init) // anything unusual takes the standard path
    const body = init.body
    if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof Uint8Array)) return fetch(input, init)
    const signal = init.signal ?? undefined
    if (signal?.aborted) return Promise.reject(abortError(signal))
    // Looked up per call, not imported by name: interceptors (msw in tests) patch the module's function
    const send = url.protocol === 'https:' ? https.request : http.request
    return new Promise<Response>((resolve, reject) => {
      const headers = headerRecord(init.headers)
      if (body !== undefined && body !== null) headers['content-length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength)
      const req = send(url, { method: init.method ?? 'GET', headers, agent }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          signal?.removeEventListener('abort', onAbort)
          resolve(responseOf(res, Buffer.concat(chunks)))
        })
        res.on('error', fail)
      })
      function fail(error: Error) {
        signal?.removeEventListener('abort', onAbort)
        reject(error)
      }
      function onAbort() {
        req.destroy()
        fail(abortError(signal!))
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      req.on('error', fail)
      req.end(body ?? undefined)
    })
  }
}
