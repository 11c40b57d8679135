import { fromLocal, parseWhen, type Environment, type UserProfile } from '../../../apps/kit/index.ts'
import type { ToolSpectrumEnvironment, ToolSpectrumPersona } from './samples.ts'

/** A ToolSpectrum persona as a partial sandbox profile (the rest comes from the default user). */
export function profileFromPersona(persona: ToolSpectrumPersona | undefined, id: string): Partial<UserProfile> {
  if (!persona) return { id }
  return {
    id,
    name: `${persona.Profession ?? 'User'} (ToolSpectrum ${id})`,
    ...(persona.Gender ? { gender: persona.Gender.toLowerCase().startsWith('f') ? 'female' : 'male' } : {}),
    ...(persona.Age !== undefined ? { age: persona.Age } : {}),
    ...(persona['Height (cm)'] !== undefined ? { heightCm: persona['Height (cm)'] } : {}),
    ...(persona['Weight (kg)'] !== undefined ? { weightKg: persona['Weight (kg)'] } : {}),
    ...(persona.Profession ? { profession: persona.Profession } : {}),
    ...(persona['Income Level'] ? { incomeLevel: persona['Income Level'] } : {}),
    ...(persona['Education Background'] ? { education: persona['Education Background'].trim() } : {}),
    ...(persona.Preferences ? { preferences: persona.Preferences } : {}),
  }
}

export function environmentFromSample(env: ToolSpectrumEnvironment | undefined): Environment {
  if (!env) return {}
  const out: Environment = {}
  if (env.Weather) out.weather = env.Weather
  if (env['Time of Day'] !== undefined) out.timeOfDay = env['Time of Day']
  if (env.Location) out.location = env.Location
  if (env.Country) out.country = env.Country
  if (env.Date) out.date = env.Date
  if (env['Network Condition']) out.network = env['Network Condition']
  if (env['Device Type']) out.device = env['Device Type']
  if (env['Battery Level']) out.battery = env['Battery Level']
  if (env['Special User Configuration']) out.specialConfig = env['Special User Configuration']
  return out
}

const DATED = /^\d{4}-\d{1,2}-\d{1,2}([ T]\d{1,2}:\d{2}(:\d{2})?)?/

/** The earliest absolute date-time among a call's string arguments (a booking's time), if any. */
function earliestDateIn(args: Record<string, unknown>): number | undefined {
  let earliest: number | undefined
  for (const value of Object.values(args)) {
    if (typeof value !== 'string' || !DATED.test(value.trim())) continue
    try {
      const ms = parseWhen(value, DEFAULT_ANCHOR, 'date')
      earliest = earliest === undefined ? ms : Math.min(earliest, ms)
    } catch {
      // Not a date after all: it does not constrain the clock.
    }
  }
  return earliest
}

const DEFAULT_ANCHOR = fromLocal(2026, 3, 2, 8, 0)

/**
 * The virtual clock a sample implies. Its environment gives a day without a year ('MM-DD') and an
 * hour; the year is the latest one that keeps the gold call's own dates in the future (samples were
 * written without a clock, and a booking is never in the past). Without an environment date, the
 * clock starts two hours before the gold call's earliest date when that is before the default start.
 */
export function sessionStartForSample(env: ToolSpectrumEnvironment | undefined, goldArgs: Record<string, unknown> = {}): number | undefined {
  const earliest = earliestDateIn(goldArgs)
  const m = env?.Date ? /^(\d{1,2})-(\d{1,2})$/.exec(env.Date) : null
  if (m) {
    const hour = Math.min(23, Math.max(0, env?.['Time of Day'] ?? 9))
    for (let year = 2026; year > 2016; year--) {
      const start = fromLocal(year, +m[1]!, +m[2]!, hour, 0)
      if (earliest === undefined || start <= earliest) return start
    }
    return undefined
  }
  return earliest !== undefined && earliest < DEFAULT_ANCHOR ? earliest - 2 * 3600_000 : undefined
}
