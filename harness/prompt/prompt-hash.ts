import { createHash } from 'node:crypto'

/** JSON with object keys sorted at every level (undefined fields dropped): one value, one string. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v
    const sorted: Record<string, unknown> = {}
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k]
    return sorted
  })
}

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex')

/** sha256 of the canonical JSON of what is sent: equal prompts, equal hashes, on any machine. */
export const promptHash = (request: unknown): string => sha256Hex(canonicalJson(request))
