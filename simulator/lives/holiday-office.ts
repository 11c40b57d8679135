import { calendarDay, fromIso, type PlaceResolver } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../history/index.ts'

const WHERE_KEYS = /location|address|pickup|dropoff|start|end|destination|sender|receiver/i
const WORK = new Set(['office', 'school'])

/** A call made on a public holiday that sends something to, or starts from, the office or the school. */
export function officeOnHoliday(r: HistoryRecord, places: PlaceResolver): boolean {
  if (calendarDay(fromIso(r.ts)).kind !== 'holiday') return false
  return Object.entries(r.args).some(([k, v]) => WHERE_KEYS.test(k) && typeof v === 'string' && WORK.has(places.resolve(v).label ?? ''))
}
