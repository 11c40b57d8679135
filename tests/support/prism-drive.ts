import { exerciseEveryRoute, fetchSend } from './every-route.ts'

/**
 * Sends every route's requests through a Prism proxy (`npx tsx tests/support/prism-drive.ts
 * http://127.0.0.1:4010`, decision 0022 has the set-up) and counts Prism's `sl-violations` on the
 * response side: a status or body the document does not allow. Request-side violations are the
 * invalid requests sent on purpose; a 2xx to one of them would be a mismatch too.
 */
const base = process.argv[2] ?? 'http://127.0.0.1:4010'
const seen: { method: string; path: string; status: number; headers: Headers }[] = []
await exerciseEveryRoute(fetchSend(base, seen), 1 << 20)

type Violation = { location: string[]; message: string }
const violations = (h: Headers): Violation[] => JSON.parse(h.get('sl-violations') ?? '[]') as Violation[]
const responseSide = seen.filter((r) => violations(r.headers).some((v) => v.location[0] === 'response'))
const acceptedInvalid = seen.filter((r) => r.status < 300 && violations(r.headers).some((v) => v.location[0] === 'request'))
const statuses = new Map<number, number>()
for (const r of seen) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
console.log(`requests ${seen.length}; statuses ${[...statuses].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}:${n}`).join(' ')}`)
console.log(`response mismatches ${responseSide.length}; 2xx to a request the document refuses ${acceptedInvalid.length}`)
for (const r of [...responseSide, ...acceptedInvalid].slice(0, 20)) console.log(r.method, r.path, r.status, JSON.stringify(violations(r.headers)).slice(0, 300))
if (responseSide.length + acceptedInvalid.length > 0) process.exitCode = 1
