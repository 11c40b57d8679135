import type { UserProfile } from '../../../apps/kit/index.ts'

const MAX_LINES = 20
const MAX_CHARS = 2000

const clip = (text: string) => (text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS - 1)}…` : text)

/**
 * A PTBench `user_profile` as a partial sandbox profile: name, age and gender where they are plainly
 * given; every field, as written, among the preferences, which is where a prompt shows free text.
 */
export function profileFromPtbench(profile: unknown, id: string): Partial<UserProfile> {
  const base: Partial<UserProfile> = { id, name: `PTBench user ${id.replace(/^ptbench_/, '')}` }
  if (typeof profile === 'string') return { ...base, preferences: [clip(profile)] }
  if (typeof profile !== 'object' || profile === null || Array.isArray(profile)) return base
  const fields = Object.entries(profile as Record<string, unknown>)
  const field = (...names: string[]) => fields.find(([k]) => names.includes(k.toLowerCase()))?.[1]
  const name = field('name')
  const age = Number(field('age'))
  const gender = String(field('gender', 'sex') ?? '').toLowerCase()
  const lines = fields.map(([k, v]) => clip(`${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`))
  return {
    ...base,
    ...(typeof name === 'string' && name.trim() && name.length <= 100 ? { name: name.trim() } : {}),
    ...(Number.isInteger(age) && age >= 0 && age <= 120 ? { age } : {}),
    ...(gender.startsWith('f') || gender.startsWith('m') ? { gender: gender.startsWith('f') ? ('female' as const) : ('male' as const) } : {}),
    preferences: lines.slice(0, MAX_LINES),
  }
}
