import type { z } from 'zod'
import type { Tool } from './define.ts'
import type { ArgumentIssue } from './errors.ts'
import { clip } from './clip.ts'
import { fastParser, MISS } from './fast-parse.ts'

const pathText = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)), '')

// An error answer stays small whatever was sent: 100,000 unknown keys, or one key a megabyte long,
// must not come back (or be journaled) whole.
const MAX_ISSUES = 50
const MAX_TEXT = 300
const short = (text: string) => clip(text, MAX_TEXT)

/** Zod issues as the error contract's flat, path-addressed list; unknown keys get one issue each (the first 50 issues are kept). */
export function toArgumentIssues(issues: readonly z.core.$ZodIssue[]): ArgumentIssue[] {
  const out: ArgumentIssue[] = []
  for (const issue of issues) {
    if (out.length >= MAX_ISSUES) break
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys.slice(0, MAX_ISSUES - out.length)) {
        out.push({ path: short(pathText([...issue.path, key])), code: 'unknown_parameter', message: short(`Unknown parameter "${key}"`) })
      }
      continue
    }
    const expected = 'expected' in issue && typeof issue.expected === 'string' ? issue.expected : undefined
    const values = 'values' in issue && Array.isArray(issue.values) ? `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}` : undefined
    out.push({
      path: short(pathText(issue.path)),
      code: issue.code,
      message: short(issue.message),
      ...(expected || values ? { expected: short((expected ?? values)!) } : {}),
    })
  }
  return out
}

export type Validated = { ok: true; args: Record<string, unknown> } | { ok: false; issues: ArgumentIssue[] }

/** Checks a call's raw arguments against the tool's strict input schema and its cross-field rule. */
export function validateArguments(tool: Tool, raw: unknown): Validated {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, issues: [{ path: '', code: 'invalid_type', message: 'The arguments must be a JSON object', expected: 'object' }] }
  }
  // The compiled fast path gives zod's own result for valid arguments; anything else goes to zod.
  let args = fastParser(tool.input)(raw) as Record<string, unknown> | typeof MISS
  if (args === MISS) {
    const parsed = tool.input.safeParse(raw)
    if (!parsed.success) return { ok: false, issues: toArgumentIssues(parsed.error.issues) }
    args = parsed.data
  }
  const broken = tool.refine?.(args)
  if (broken) return { ok: false, issues: [{ path: broken.path, code: 'custom', message: broken.message }] }
  return { ok: true, args }
}

/** `schema.parse(value)`: the same value or the same thrown ZodError, through the compiled fast path when it applies. */
export function parseOutput<T>(schema: z.ZodType<T>, value: unknown): T {
  const fast = fastParser(schema)(value)
  return fast === MISS ? schema.parse(value) : (fast as T)
}
