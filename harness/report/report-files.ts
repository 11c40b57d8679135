import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CaseResult, RunInfo } from '../eval/result.ts'
import { readResultLines } from '../eval/resume.ts'
import { htmlReport } from './html-report.ts'
import { latexReport } from './latex-report.ts'
import { markdownReport } from './markdown-report.ts'
import { summarize } from './summarize.ts'

export interface ReportPaths {
  summary: string
  markdown: string
  html: string
  latex: string
}

/** Writes summary.json, report.md, report.html and report.tex into dir (created if missing). */
export function writeReports(dir: string, results: readonly CaseResult[], run: RunInfo): ReportPaths {
  mkdirSync(dir, { recursive: true })
  const summary = summarize(results, run)
  const paths: ReportPaths = { summary: join(dir, 'summary.json'), markdown: join(dir, 'report.md'), html: join(dir, 'report.html'), latex: join(dir, 'report.tex') }
  writeFileSync(paths.summary, `${JSON.stringify(summary, null, 2)}\n`)
  writeFileSync(paths.markdown, markdownReport(summary))
  writeFileSync(paths.html, htmlReport(summary, results))
  writeFileSync(paths.latex, latexReport(summary))
  return paths
}

/**
 * Reads a run directory's results.jsonl (one CaseResult a line; a torn last line, left by a killed
 * run, is dropped) and run.json. Errors are one line naming what is missing or which line is bad.
 */
export function readResults(dir: string): { results: CaseResult[]; run: RunInfo; tornLine: boolean } {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`${dir}: no such folder (a run directory written by npm run eval or npm run score)`)
  const file = join(dir, 'results.jsonl')
  const runFile = join(dir, 'run.json')
  if (!existsSync(file) || !existsSync(runFile)) throw new Error(`${dir}: not a run directory (it needs results.jsonl and run.json)`)
  const { results, tornLine } = readResultLines(file)
  let run: RunInfo
  try {
    run = JSON.parse(readFileSync(runFile, 'utf8')) as RunInfo
  } catch (error) {
    throw new Error(`${runFile}: not JSON (${(error as Error).message})`)
  }
  return { results, run, tornLine }
}
