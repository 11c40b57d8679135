import type { Provenance } from '../../case/schema.ts'
import { mentionOf } from './mentions.ts'
import type { ToolSpectrumSample } from './samples.ts'

/**
 * Which persona or environment field an unstated gold value most plausibly follows from. ToolSpectrum
 * labels no such thing, so this is a plain table by parameter name; `persona` means "unsure".
 * Persona fields are named only when the sample has a persona, environment fields only when it has
 * an environment.
 */
const ENVIRONMENT_RULES: [RegExp, string][] = [
  [/^(resourceLoading|mediaQuality)$/, 'environment.network'],
  [/^performanceMode$/, 'environment.battery'],
  [/^preferredOrientation$/, 'environment.device'],
  [/^(enableCaptions|enableVoiceOver|increaseColorContrast)$/, 'environment.specialConfig'],
  [/date|time$/i, 'environment.date'],
  [/location|address|^(from|to)$/i, 'environment.location'],
]

const PERSONA_RULES: [RegExp, string][] = [
  [/^gender$/, 'gender'],
  [/^bodySize$/, 'heightCm'],
  [/^goals$/, 'weightKg'],
  [/^activityLevel$/, 'age'],
  [/^level$/, 'education'],
  // What the user can afford, or the class of service it buys.
  [/price|riskLevel|marketCap|^(ticketType|hotelType|carType|seatType|vehicleModel|taxiType)$/i, 'incomeLevel'],
  // Tastes the persona's preference sentences describe.
  [/^(sortBy|preference|types|condition|shippingCompany|shippingType|category|searchQuery|targetAreas|equipment)$/, 'preferences'],
]

export function profileFieldFor(param: string, sample: Pick<ToolSpectrumSample, 'persona' | 'environment'>): string {
  const rules = [...(sample.environment ? ENVIRONMENT_RULES : []), ...(sample.persona ? PERSONA_RULES : [])]
  return rules.find(([pattern]) => pattern.test(param))?.[1] ?? 'persona'
}

/** A gold value's provenance: the query's words when it states the value, else the profile field. */
export function argumentProvenance(instruction: string, param: string, value: unknown, sample: Pick<ToolSpectrumSample, 'persona' | 'environment'>): Provenance {
  const mention = mentionOf(instruction, value)
  return mention !== undefined ? { source: 'query', mention } : { source: 'profile', field: profileFieldFor(param, sample) }
}

/**
 * The app choice's provenance. A name counts only as written (case-sensitive: "keep track" does not
 * name Keep) and only outside a stated value ("Bank Transfer" is a payment method, not the Bank app).
 */
export function appProvenance(instruction: string, names: readonly string[], statedMentions: readonly string[], sample: Pick<ToolSpectrumSample, 'persona'>): Provenance {
  const masked = statedMentions.reduce((text, m) => text.split(m).join(' '.repeat(m.length)), instruction)
  for (const name of names) {
    const pattern = new RegExp(`(?<![A-Za-z0-9])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[_ ]/g, '[_ ]')}(?![A-Za-z0-9])`)
    const m = pattern.exec(masked)
    if (m) return { source: 'query', mention: instruction.slice(m.index, m.index + m[0].length) }
  }
  return { source: 'profile', field: sample.persona ? 'persona' : 'environment' }
}
