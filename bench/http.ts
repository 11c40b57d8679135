import autocannon from 'autocannon'
import { fmt, table } from './measure.ts'
import { startServerProcess } from './server-process.ts'
import { TARGET_HEADERS, targetCells, type Target } from './targets.ts'

export const HTTP_TARGETS = {
  rate: { label: 'requests/s', op: '≥', limit: 10_000, unit: '' },
  failed: { label: 'errors + non-2xx', op: '=', limit: 0, unit: '' },
} as const satisfies Record<string, Target>

interface HttpFigures {
  label: string
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  total: number
}

async function load(url: string, label: string, path: string, body: unknown, token: string, seconds: number): Promise<HttpFigures> {
  const result = await autocannon({
    url: url + path,
    method: 'POST',
    connections: 64,
    duration: seconds,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  }
}

export async function measureHttp(seconds = 5): Promise<string> {
  const server = await startServerProcess()
  try {
    const created = await fetch(`${server.url}/v1/sessions`, { method: 'POST', body: '{"seed":"bench"}', headers: { 'content-type': 'application/json' } })
    const { token } = (await created.json()) as { token: string }
    const runs = [
      await load(server.url, 'temu.getProductList', '/v1/apps/temu/getProductList', { category: 'Electronics', searchQuery: 'wireless earbuds' }, token, seconds),
      await load(server.url, 'didi_chuxing.estimateFare', '/v1/apps/didi_chuxing/estimateFare', { pickupLocation: 'Home', dropoffLocation: 'office', taxiType: 'Premier' }, token, seconds),
    ]
    return table(
      ['call (64 connections, loopback)', 'requests/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'requests', ...TARGET_HEADERS],
      runs.map((r) => [
        r.label,
        fmt(r.requestsPerSecond),
        r.p50,
        r.p99,
        r.errors,
        r.non2xx,
        fmt(r.total),
        ...targetCells([
          { target: HTTP_TARGETS.rate, value: r.requestsPerSecond },
          { target: HTTP_TARGETS.failed, value: r.errors + r.non2xx },
        ]),
      ]),
    )
  } finally {
    server.stop()
  }
}
