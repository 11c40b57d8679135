/**
 * A small HTTP client for the hardening tests: JSON in, JSON out, and a tally of every request and
 * status code so a test can print what it really sent.
 */
export interface Reply {
  status: number
  body: any
  /** The raw text when the body was not JSON (a contract breach the tests report). */
  text: string
}

export class CountingClient {
  readonly statuses = new Map<number, number>()
  requests = 0

  constructor(readonly baseUrl: string) {}

  async send(method: string, path: string, options: { token?: string | undefined; body?: string | Uint8Array | undefined; contentType?: string } = {}): Promise<Reply> {
    const headers: Record<string, string> = {}
    if (options.body !== undefined) headers['content-type'] = options.contentType ?? 'application/json'
    if (options.token) headers.authorization = `Bearer ${options.token}`
    const res = await fetch(this.baseUrl + path, { method, headers, ...(options.body !== undefined ? { body: options.body as BodyInit } : {}) })
    const text = await res.text()
    this.requests++
    this.statuses.set(res.status, (this.statuses.get(res.status) ?? 0) + 1)
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      body = undefined
    }
    return { status: res.status, body, text }
  }

  post(path: string, args: unknown, token?: string): Promise<Reply> {
    return this.send('POST', path, { token, body: JSON.stringify(args) })
  }

  get(path: string, token?: string): Promise<Reply> {
    return this.send('GET', path, { token })
  }

  /** `requests=N statuses 200:x 400:y ...` for the console line. */
  summary(label: string): string {
    const histogram = [...this.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`).join(' ')
    return `${label}: requests=${this.requests} statuses ${histogram}`
  }
}
