import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CaseResult } from './result.ts'
import { identityChanges, type RunIdentity } from './run-identity.ts'
import { resultKey } from './run.ts'

/** Writes a file under a temporary name, then renames it: a killed process never leaves half a file. */
export function writeFileAtomic(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`
  writeFileSync(temporary, text)
  renameSync(temporary, path)
}

export interface ResultLines {
  results: CaseResult[]
  /** The last line was cut short (a killed process): it was dropped, its case will be run again. */
  tornLine: boolean
}

/**
 * Reads results.jsonl. Only the last line can be torn by a kill, so only it may fail to parse;
 * a bad line elsewhere means the file was edited or corrupted, and that is an error naming it.
 */
export function readResultLines(file: string): ResultLines {
  const text = readFileSync(file, 'utf8')
  const lines = text.split('\n')
  const results: CaseResult[] = []
  let tornLine = false
  const last = lines.reduce((at, line, i) => (line.trim() ? i : at), -1)
  lines.forEach((line, i) => {
    if (!line.trim()) return
    try {
      const parsed = JSON.parse(line) as CaseResult
      if (typeof parsed?.case !== 'string' || typeof parsed.trial !== 'number') throw new Error('not a result')
      results.push(parsed)
    } catch {
      if (i === last) tornLine = true
      else throw new Error(`${file}:${i + 1}: not a result line; run again with --fresh to start over`)
    }
  })
  return { results, tornLine }
}

export type ResumePlan =
  | { kind: 'fresh'; why: string }
  | { kind: 'restart'; why: string[] }
  | { kind: 'resume'; results: CaseResult[]; tornLine: boolean; dropped: number }

/**
 * Whether a run directory holds an earlier run of exactly this identity, and which of its results
 * to keep: those whose `case#trial` is still asked (with an identical identity, all of them).
 */
export function planResume(dir: string, identity: RunIdentity, wanted: ReadonlySet<string>, fresh: boolean): ResumePlan {
  const resultsFile = join(dir, 'results.jsonl')
  const runFile = join(dir, 'run.json')
  if (fresh) return { kind: 'fresh', why: '--fresh' }
  if (!existsSync(resultsFile) || !existsSync(runFile)) return { kind: 'fresh', why: 'no earlier run here' }
  let before: { identity?: RunIdentity } | undefined
  try {
    before = JSON.parse(readFileSync(runFile, 'utf8')) as { identity?: RunIdentity }
  } catch {
    return { kind: 'restart', why: ['run.json is not JSON'] }
  }
  const changes = identityChanges(before?.identity, identity)
  if (changes.length) return { kind: 'restart', why: changes }
  const read = readResultLines(resultsFile)
  const seen = new Set<string>()
  const kept = read.results.filter((r) => {
    const key = resultKey(r.case, r.trial)
    if (!wanted.has(key) || seen.has(key)) return false
    seen.add(key)
    return true
  })
  return { kind: 'resume', results: kept, tornLine: read.tornLine, dropped: read.results.length - kept.length }
}

/** One line for the console: what was resumed, or why not. */
export function describePlan(plan: ResumePlan, dir: string, total: number): string {
  if (plan.kind === 'fresh') return `new run in ${dir}`
  if (plan.kind === 'restart') return `starting over in ${dir}: ${plan.why.join('; ')}`
  const notes = [...(plan.tornLine ? ['a torn last line dropped'] : []), ...(plan.dropped ? [`${plan.dropped} stale result(s) dropped`] : [])]
  return `resumed ${plan.results.length} of ${total} results from ${dir}${notes.length ? ` (${notes.join(', ')})` : ''}`
}
