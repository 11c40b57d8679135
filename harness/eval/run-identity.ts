import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { canonicalJson, sha256Hex } from '../prompt/index.ts'

/** The project root, found from this file so a run started in any directory fingerprints the same code. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** Where the code that makes results starts: every module these load, and nothing else, is fingerprinted. */
const RESULT_ENTRIES = ['harness/eval/index.ts', 'harness/agents/index.ts']
// Relative specifiers of imports and re-exports that load code (multi-line ones too; `import type` loads nothing)
const IMPORT = /(?:import|export)\s+(?!type\s)[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g

/** Every setting that changes what a run produces (`--concurrency` and `--out` do not). */
export interface RunSettings {
  agent: string
  /** openai: the model and endpoint; file: the predictions file's sha256. */
  model?: string
  baseUrl?: string
  maxSteps?: number
  predictions?: string
  format: string
  history: string
  profile: boolean
  /** Which view of the profile is shown (`--profile broad|detailed`); absent when none is. */
  profileView?: 'broad' | 'detailed'
  tools: string
  strict: boolean
  dialogueMode: 'carry' | 'gold'
  trials: number
  limit?: number
}

/** What a run is: resumed only when every field is the same. */
export interface RunIdentity {
  /** sha256 over all fields below. */
  hash: string
  suite: { name: string; hash: string }
  settings: RunSettings
  /** package.json's version and a sha256 of the result-changing source files. */
  version: { package: string; code: string }
}

function filesUnder(dir: string, out: string[]): string[] {
  if (!existsSync(dir)) return out
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) filesUnder(path, out)
    else if (entry.isFile()) out.push(path)
  }
  return out
}

/** The source files reachable from `entries` by relative imports, in path order. */
export function importClosure(root: string, entries: readonly string[]): string[] {
  const seen = new Set<string>()
  const queue = entries.map((e) => join(root, e))
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file) || !existsSync(file)) continue
    seen.add(file)
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) queue.push(join(dirname(file), m[1] ?? m[2]!))
  }
  return [...seen].sort()
}

function hashFiles(root: string, files: readonly string[]): string {
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(relative(root, file).split('\\').join('/'))
    hash.update('\0')
    hash.update(readFileSync(file))
    hash.update('\0')
  }
  return hash.digest('hex')
}

/** sha256 over (relative path, content) of every file under `dir`, in name order: the same bytes, the same hash, anywhere. */
export function directoryHash(dir: string): string {
  return hashFiles(dir, filesUnder(dir, []))
}

let code: string | undefined
/**
 * The fingerprint of the code that makes results: every module the runner and the agents load (the
 * apps, the simulator's world, the scorers, the prompts...), found by following imports, so a change
 * to any of them (an agent's code included) is a new run, and a change to a report or a server is not.
 */
export function codeFingerprint(): string {
  return (code ??= hashFiles(ROOT, importClosure(ROOT, RESULT_ENTRIES)))
}

export function projectVersion(): string {
  return (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0'
}

/** A suite's content hash: its directory's files, or (for a suite built in memory) its cases and users. */
export function suiteHash(suite: { dir?: string; cases: unknown; users: ReadonlyMap<string, unknown> }): string {
  if (suite.dir && existsSync(suite.dir) && statSync(suite.dir).isDirectory()) return directoryHash(suite.dir)
  return sha256Hex(canonicalJson({ cases: suite.cases, users: [...suite.users.entries()] }))
}

export function runIdentity(suite: { name: string; hash: string }, settings: RunSettings, version = { package: projectVersion(), code: codeFingerprint() }): RunIdentity {
  const body = { suite, settings, version }
  return { hash: sha256Hex(canonicalJson(body)), ...body }
}

/** Why two identities differ, in words a user can act on (empty when they are the same run). */
export function identityChanges(before: Partial<RunIdentity> | undefined, now: RunIdentity): string[] {
  if (!before?.hash) return ['the earlier run has no identity (made by an older version)']
  if (before.hash === now.hash) return []
  const changes: string[] = []
  if (before.suite?.name !== now.suite.name) changes.push(`the suite is another one (${before.suite?.name} -> ${now.suite.name})`)
  else if (before.suite?.hash !== now.suite.hash) changes.push(`suite ${now.suite.name} changed since (its files differ)`)
  const keys = new Set([...Object.keys(before.settings ?? {}), ...Object.keys(now.settings)])
  for (const key of [...keys].sort()) {
    const a = (before.settings as Record<string, unknown> | undefined)?.[key]
    const b = (now.settings as unknown as Record<string, unknown>)[key]
    if (canonicalJson(a) !== canonicalJson(b)) changes.push(`${key} ${JSON.stringify(a) ?? 'unset'} -> ${JSON.stringify(b) ?? 'unset'}`)
  }
  if (before.version?.package !== now.version.package) changes.push(`project version ${before.version?.package} -> ${now.version.package}`)
  if (before.version?.code !== now.version.code) changes.push('the code that makes results changed')
  return changes.length ? changes : ['the run identity differs']
}
