import { toArgumentIssues } from '../../apps/kit/index.ts'
import { historyRecordSchema, type HistoryRecord } from './record.ts'

export interface LineError {
  /** 1-based line number. */
  line: number
  path: string
  message: string
}

export type ParsedHistory = { ok: true; records: HistoryRecord[] } | { ok: false; errors: LineError[] }

/**
 * Reads a JSONL history, validating every line; any error rejects the whole file (nothing is half
 * imported) and names the line and the field. Blank lines are allowed; records must be in time order.
 */
export function parseHistory(text: string): ParsedHistory {
  const records: HistoryRecord[] = []
  const errors: LineError[] = []
  let previous = -Infinity
  text.split('\n').forEach((raw, i) => {
    const line = i + 1
    if (raw.trim() === '') return
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch (error) {
      errors.push({ line, path: '', message: `not valid JSON: ${(error as Error).message}` })
      return
    }
    const parsed = historyRecordSchema.safeParse(json)
    if (!parsed.success) {
      for (const issue of toArgumentIssues(parsed.error.issues)) errors.push({ line, path: issue.path, message: issue.message })
      return
    }
    const at = Date.parse(parsed.data.ts)
    if (at < previous) errors.push({ line, path: 'ts', message: `${parsed.data.ts} is earlier than the record before it` })
    previous = Math.max(previous, at)
    records.push(parsed.data)
  })
  return errors.length > 0 ? { ok: false, errors } : { ok: true, records }
}

/** One record per line; keys in a fixed order so equal histories are equal bytes. */
export function formatHistory(records: readonly HistoryRecord[]): string {
  return records
    .map((r) =>
      JSON.stringify({ ts: r.ts, app: r.app, tool: r.tool, args: r.args, ...(r.outcome ? { outcome: r.outcome } : {}), ...(r.meta ? { meta: r.meta } : {}) }),
    )
    .join('\n')
    .concat(records.length > 0 ? '\n' : '')
}
