import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

/**
 * ToolSpectrum's published samples, read from a directory the user gives (the project never ships
 * them). Three files: environment-only, persona-only, and both.
 */
export const TOOLSPECTRUM_FILES = ['dataset_environment.json', 'dataset_persona.json', 'dataset_persona_environment.json'] as const

/** Some samples leave a field null: treat it as absent. */
const dropNulls = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null)) as { [K in keyof T]?: NonNullable<T[K]> }

const persona = z
  .object({
    Gender: z.string().nullable(),
    'Height (cm)': z.coerce.number().nullable(),
    Age: z.coerce.number().nullable(),
    'Weight (kg)': z.coerce.number().nullable(),
    Profession: z.string().nullable(),
    'Income Level': z.string().nullable(),
    'Education Background': z.string().nullable(),
    Preferences: z.array(z.string()).nullable(),
  })
  .partial()
  .transform(dropNulls)

const environment = z
  .object({
    Weather: z.string().nullable(),
    'Time of Day': z.coerce.number().nullable(),
    Location: z.string().nullable(),
    Country: z.string().nullable(),
    Date: z.string().nullable(),
    'Network Condition': z.string().nullable(),
    'Device Type': z.string().nullable(),
    'Battery Level': z.string().nullable(),
    'Special User Configuration': z.string().nullable(),
  })
  .partial()
  .transform(dropNulls)

const sampleSchema = z.object({
  instruction: z.string(),
  persona: persona.optional(),
  environment: environment.optional(),
  toolCall: z.object({ APP: z.string(), API: z.string(), params: z.record(z.string(), z.unknown()) }).nullable(),
})

export type ToolSpectrumPersona = z.infer<typeof persona>
export type ToolSpectrumEnvironment = z.infer<typeof environment>

export interface ToolSpectrumSample extends z.infer<typeof sampleSchema> {
  /** `<file stem>#<index>`, e.g. `dataset_persona#12`. */
  id: string
  file: (typeof TOOLSPECTRUM_FILES)[number]
  index: number
}

/** Every sample of the three files, in file order, validated. */
export function loadToolSpectrumSamples(dataDir: string): ToolSpectrumSample[] {
  return TOOLSPECTRUM_FILES.flatMap((file) => {
    const rows = JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as unknown[]
    return rows.map((row, index) => {
      const parsed = sampleSchema.safeParse(row)
      if (!parsed.success) throw new Error(`${file}[${index}]: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
      return { ...parsed.data, id: `${file.replace('.json', '')}#${index}`, file, index }
    })
  })
}
