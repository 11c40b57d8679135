import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import type { HistoryRecord } from '../../simulator/history/index.ts'
import { formatHistory } from '../../simulator/history/index.ts'
import { readHistory, readUsers, type StoredUser } from '../../simulator/users/files.ts'
import { caseSchema, type Case } from '../case/schema.ts'

/**
 * A suite on disk: `manifest.json`, `users.jsonl`, `histories/<userId>.jsonl` (the population
 * format of `npm run simulate`) and `cases.jsonl`, one case per line.
 */
export const manifestSchema = z
  .object({
    name: z.string(),
    /** How it was made, e.g. `simulated users=10 seed=sandbox-default`, `toolspectrum import`. */
    source: z.string(),
    seed: z.string().optional(),
    cases: z.number().int().nonnegative(),
    users: z.number().int().nonnegative(),
    /** A string that marks every suite file, so training-data contamination can be detected. */
    canary: z.string().optional(),
    /** Records that could not be anchors, by reason. */
    anchorsDropped: z.record(z.string(), z.number().int().nonnegative()).optional(),
  })
  .passthrough()
export type SuiteManifest = z.infer<typeof manifestSchema>

export interface SuiteUser extends StoredUser {
  history: HistoryRecord[]
}

export interface Suite {
  dir?: string
  manifest: SuiteManifest
  users: ReadonlyMap<string, SuiteUser>
  cases: Case[]
}

export const formatCases = (cases: readonly Case[]): string => cases.map((c) => JSON.stringify(c)).join('\n') + (cases.length ? '\n' : '')

export function parseCases(text: string, file = 'cases.jsonl'): Case[] {
  return text
    .split('\n')
    .map((line, i) => [line, i + 1] as const)
    .filter(([line]) => line.trim())
    .map(([line, n]) => {
      let raw: unknown
      try {
        raw = JSON.parse(line)
      } catch {
        throw new Error(`${file} line ${n}: not JSON`)
      }
      const parsed = caseSchema.safeParse(raw)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!
        throw new Error(`${file} line ${n}: ${issue.path.join('.') || '(case)'}: ${issue.message}`)
      }
      return parsed.data
    })
}

export function writeSuite(dir: string, suite: Omit<Suite, 'dir'>): void {
  mkdirSync(dir, { recursive: true })
  // The canary goes on the first line of every file, so any copy of any file carries it.
  const canary = suite.manifest.canary
  const marked = <T extends object>(items: readonly T[], mark: (first: T) => T): T[] => (canary && items.length ? [mark(items[0]!), ...items.slice(1)] : [...items])
  const users = [...suite.users.values()]
  const userLines = users.map((u) => ({ profile: u.profile, sessionSeed: u.sessionSeed, habits: u.habits, events: u.events }))
  writeFileSync(join(dir, 'users.jsonl'), marked(userLines, (u) => ({ canary, ...u })).map((u) => JSON.stringify(u)).join('\n') + '\n')
  // Users without a history (imported one-shot samples) get no file.
  const withHistory = users.filter((u) => u.history.length > 0)
  if (withHistory.length) mkdirSync(join(dir, 'histories'), { recursive: true })
  for (const u of withHistory) {
    const history = marked(u.history, (r) => ({ ...r, meta: { ...r.meta, canary } }))
    writeFileSync(join(dir, 'histories', `${u.profile.id}.jsonl`), formatHistory(history))
  }
  writeFileSync(join(dir, 'cases.jsonl'), formatCases(marked(suite.cases, (c) => ({ canary, ...c }))))
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(suite.manifest, null, 2) + '\n')
}

export function readSuite(dir: string): Suite {
  const manifestPath = join(dir, 'manifest.json')
  if (!existsSync(manifestPath)) throw new Error(`${dir} is not a suite: no manifest.json`)
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')))
  const users = new Map<string, SuiteUser>()
  for (const u of readUsers(dir)) {
    const history = existsSync(join(dir, 'histories', `${u.profile.id}.jsonl`)) ? readHistory(dir, u.profile.id) : []
    users.set(u.profile.id, { ...u, history })
  }
  const cases = parseCases(readFileSync(join(dir, 'cases.jsonl'), 'utf8'), join(dir, 'cases.jsonl'))
  return { dir, manifest, users, cases }
}
