import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the stub's model answers: a refusal (`NO_CALL`) unless told otherwise. */
export interface StubReply {
  content?: string | null
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[]
}

export interface InstantStubOptions {
  /** Default 0: any free port. */
  port?: number
  host?: string
  reply?: StubReply
}

export interface InstantStub {
  /** `http://127.0.0.1:PORT/v1`, ready for `--base-url` or `baseURL`. */
  baseUrl: string
  /** Chat Completions requests answered so far. */
  readonly requests: number
  close(): Promise<void>
}

const NO_CALL: StubReply = { content: 'NO_CALL' }

/** The fixed Chat Completions response, serialized once: answering costs no JSON work. */
function responseBody(reply: StubReply): Buffer {
  const message = { role: 'assistant', content: reply.content ?? null, ...(reply.tool_calls ? { tool_calls: reply.tool_calls } : {}) }
  const finish = reply.tool_calls?.length ? 'tool_calls' : 'stop'
  return Buffer.from(
    JSON.stringify({
      id: 'chatcmpl-instant',
      object: 'chat.completion',
      created: 0,
      model: 'stub',
      choices: [{ index: 0, message, finish_reason: finish, logprobs: null }],
      usage: { prompt_tokens: 0, completion_tokens: 1, total_tokens: 1 },
    }),
  )
}

/**
 * An OpenAI-compatible server whose model answers every chat completion at once with one fixed
 * reply: the harness's own cost, measured without a model (bench, tests). The request body is
 * drained, never parsed, so the stub stays cheap beside the harness on a small machine.
 */
export function startInstantStub(options: InstantStubOptions = {}): Promise<InstantStub> {
  const body = responseBody(options.reply ?? NO_CALL)
  const headers = { 'content-type': 'application/json', 'content-length': String(body.length) }
  let requests = 0
  const server: Server = createServer((request, response) => {
    const chat = request.method === 'POST' && request.url?.endsWith('/chat/completions')
    request.resume() // drain: the answer does not depend on the prompt
    request.on('end', () => {
      if (!chat) return void response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}')
      requests++
      response.writeHead(200, headers).end(body)
    })
  })
  // Keep-alive longer than the client's idle pool, so no request races a closing socket
  server.keepAliveTimeout = 60_000
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        baseUrl: `http://${options.host ?? '127.0.0.1'}:${port}/v1`,
        get requests() {
          return requests
        },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
