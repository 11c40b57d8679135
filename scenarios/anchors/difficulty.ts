import type { Difficulty } from '../case/index.ts'
import type { RecordAnalysis } from './provenance.ts'

/**
 * What an anchor asks of a reader (decision 0028), hardest reason first:
 * - `repeat`: the call equals the last comparable one; copying it is enough.
 * - `override`: a value departs from the long-term pattern, explained by visible context (a value
 *   carried from another app, or this kind of moment's own habit: lunch on a trip).
 * - `chain`: a value carried across apps (the train's arrival station becomes the taxi pickup).
 * - `drift`: a habit that changed lately; the old value still leads the counts.
 * - `habit`: a long-term habit (a value or the app).
 * - `conditional`: a value (or the app) decisive within a visible condition, against the overall majority.
 * - `id`: the only value to infer besides saved places is the id the call just before returned ("is my coffee ready?").
 * - `profile`: only saved places.
 */
export function difficultyOf(a: RecordAnalysis): Difficulty {
  if (a.repeat) return 'repeat'
  const bases = Object.entries(a.args).filter(([, b]) => b !== undefined) as [string, NonNullable<RecordAnalysis['args'][string]>][]
  const context = bases.filter(([, b]) => b.source === 'context')
  if (context.some(([p]) => a.departures.includes(p)) || bases.some(([p, b]) => b.source === 'habit' && a.overrides.includes(p))) return 'override'
  if (context.some(([, b]) => !b.id)) return 'chain'
  if (bases.some(([, b]) => b.drift) || a.app?.drift) return 'drift'
  if (bases.some(([, b]) => b.source === 'condition') || a.app?.source === 'condition') return 'conditional'
  if (a.app || bases.some(([, b]) => b.source === 'habit')) return 'habit'
  if (context.length) return 'id'
  return 'profile'
}
