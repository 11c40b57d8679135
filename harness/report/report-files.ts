import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CaseResult, RunInfo } from '../eval/result.ts'
import { htmlReport } from './html-report.ts'
import { markdownReport } from './markdown-report.ts'
import { summarize } from './summarize.ts'

export interface ReportPaths {
  summary: string
  markdown: string
  html: string
}

/** Writes summary.json, report.md and report.html into dir (created if missing). */
export function writeReports(dir: string, results: readonly CaseResult[], run: RunInfo): ReportPaths {
  mkdirSync(dir, { recursive: true })
  const summary = summarize(results, run)
  const paths: ReportPaths = { summary: join(dir, 'summary.json'), markdown: join(dir, 'report.md'), html: join(dir, 'report.html') }
  writeFileSync(paths.summary, `${JSON.stringify(summary, null, 2)}\n`)
  writeFileSync(paths.markdown, markdownReport(summary))
  writeFileSync(paths.html, htmlReport(summary, results))
  return paths
}

/** Reads a run directory's results.jsonl (one CaseResult a line, blank lines skipped) and run.json. */
export function readResults(dir: string): { results: CaseResult[]; run: RunInfo } {
  const file = join(dir, 'results.jsonl')
  const results = readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => {
      if (line.trim() === '') return []
      try {
        return [JSON.parse(line) as CaseResult]
      } catch (error) {
        throw new Error(`${file}:${i + 1}: not a JSON line (${(error as Error).message})`)
      }
    })
  const run = JSON.parse(readFileSync(join(dir, 'run.json'), 'utf8')) as RunInfo
  return { results, run }
}
