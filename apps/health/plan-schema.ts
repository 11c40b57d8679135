import { z } from 'zod'

/** One planned exercise as plans show it (the plan builder's PlannedExercise), shared by every health app's plan output. */
export const plannedExerciseSchema = z.object({
  name: z.string(),
  equipment: z.array(z.string()),
  targets: z.array(z.string()),
  prescription: z.string(),
  sets: z.number().int().optional(),
  reps: z.number().int().optional(),
  seconds: z.number().int().optional(),
  minutes: z.number().int().optional(),
  perSide: z.boolean().optional(),
  restSec: z.number().int().optional(),
})

export const policyNoticesSchema = z.array(z.object({ rule: z.string(), message: z.string() }))
