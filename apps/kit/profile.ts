import { z } from 'zod'

/**
 * The user a session belongs to: ToolSpectrum's persona and environment, plus what the apps need
 * (home city, saved places, payment methods, health conditions). Policies are checked against it.
 */
export const environmentSchema = z
  .object({
    weather: z.string().optional().describe("e.g. 'Sunny', 'Rainy', 'Snowy', 'Extreme Weather'"),
    timeOfDay: z.number().int().min(0).max(23).optional(),
    location: z.string().optional().describe("e.g. 'Near airport, far from subway station'"),
    country: z.string().optional(),
    date: z.string().optional().describe("'MM-DD'"),
    network: z.string().optional().describe("'Wifi', 'Mobile Network' or 'No Network'"),
    device: z.string().optional().describe("'Mobile' or 'Computer'"),
    battery: z.string().optional().describe("'High Battery' or 'Low Battery'"),
    specialConfig: z.string().optional().describe("'Color Blindness', 'Blindness', 'Hearing Impairment'"),
  })
  .strict()

export const userProfileSchema = z
  .object({
    id: z.string().min(1).max(64),
    name: z.string().min(1).max(100),
    gender: z.enum(['male', 'female']),
    age: z.number().int().min(0).max(120),
    heightCm: z.number().min(50).max(250),
    weightKg: z.number().min(10).max(300),
    profession: z.string().max(100),
    /** ToolSpectrum's buckets, e.g. '<3k', '3k-10k', '10k-50k', '>50k' (monthly CNY). */
    incomeLevel: z.string().max(20),
    education: z.string().max(100),
    preferences: z.array(z.string().max(2000)).max(20),
    city: z.string().min(1).max(40),
    hometown: z
      .string()
      .min(1)
      .max(40)
      .optional()
      .describe("City the person (or a minor's parents) comes from and goes back to for the Spring Festival, e.g. 'harbin'; absent for locals."),
    /** Saved places by label (home, office, gym, ...): a place id or a free-text address. */
    places: z.record(z.string(), z.string().max(200)),
    paymentMethods: z.array(z.string().max(60)).min(1).max(10),
    healthConditions: z.array(z.string().max(100)).max(20),
    environment: environmentSchema,
  })
  .strict()

export type UserProfile = z.infer<typeof userProfileSchema>
export type Environment = z.infer<typeof environmentSchema>

export const bodyMassIndex = (u: Pick<UserProfile, 'heightCm' | 'weightKg'>): number =>
  u.weightKg / (u.heightCm / 100) ** 2

/** Upper bound of a monthly income bucket in CNY, e.g. '3k-10k' -> 10000, '>50k' -> Infinity. */
export function incomeCeiling(level: string): number {
  const nums = [...level.matchAll(/(\d+(?:\.\d+)?)\s*k/gi)].map((m) => Number(m[1]) * 1000)
  if (level.trim().startsWith('>')) return Number.POSITIVE_INFINITY
  return nums.length > 0 ? Math.max(...nums) : 0
}
