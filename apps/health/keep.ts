import { z } from 'zod'
import { defineApp, defineTool, notFound, ownEntry, toDisplay, toIso, type ToolContext } from '../kit/index.ts'
import type { Area, Equipment } from './exercise-library.ts'
import { exerciseLogTools, type ExerciseLogState } from './exercise-log-tools.ts'
import { hasHighBmi, HIGH_BMI_CAP_MIN, healthPolicies, highBmiNotice, isElderly, refuseElderly, type PolicyNotice } from './health-policies.ts'
import { buildWeeklyPlan, deepFreeze, GOALS, type ActivityLevel, type Goal } from './plan.ts'
import { plannedExerciseSchema, policyNoticesSchema } from './plan-schema.ts'
import { normalizeAreas, normalizeEquipment } from './vocabulary.ts'

/** A plan is stored as its request; the weekly schedule is a pure function of it, rebuilt (memoized) on read. */
interface StoredPlan {
  planId: string
  createdAt: string
  activityLevel: ActivityLevel
  goals: Goal[]
  equipment: Equipment[]
  targetAreas: Area[]
  ignoredEquipment: string[]
  basedOnWeightKg: number
  lowImpact: boolean
  /** Set when the BMI rule capped high-intensity minutes per session. */
  highIntensityCapMin?: number
  policyNotices?: PolicyNotice[]
}

export interface KeepState extends ExerciseLogState {
  plans: Record<string, StoredPlan>
}

const { ids, policies } = healthPolicies('keep', 'a health check with a doctor')

function planView(p: StoredPlan, ctx: ToolContext) {
  const key = `plan:${p.activityLevel}:${p.equipment.join(',')}:${p.targetAreas.join(',')}:${p.goals.join(',')}:${p.basedOnWeightKg}:${p.lowImpact}:${p.highIntensityCapMin ?? ''}`
  const weekly = ctx.memo(key, () => deepFreeze(buildWeeklyPlan({ ...p, weightKg: p.basedOnWeightKg })))
  const { lowImpact: _, highIntensityCapMin: __, policyNotices, ...request } = p
  return { ...request, createdAt: toDisplay(Date.parse(p.createdAt)), ...weekly, ...(policyNotices ? { policyNotices } : {}) }
}

const planSchema = z.object({
  planId: z.string(),
  createdAt: z.string(),
  activityLevel: z.enum(['low', 'high']),
  goals: z.array(z.enum(GOALS)),
  equipment: z.array(z.string()),
  targetAreas: z.array(z.string()),
  ignoredEquipment: z.array(z.string()),
  basedOnWeightKg: z.number(),
  daysPerWeek: z.number().int(),
  days: z.array(z.object({ day: z.string(), focus: z.array(z.string()), durationMin: z.number().int(), estimatedCalories: z.number().int(), exercises: z.array(plannedExerciseSchema) })),
  weeklyMinutes: z.number().int(),
  estimatedWeeklyCalories: z.number().int(),
  notes: z.array(z.string()),
  policyNotices: policyNoticesSchema.optional(),
})

const createHealthPlan = defineTool({
  name: 'createHealthPlan',
  description: 'Creates a weekly workout plan from the equipment at hand and the body areas to train, with sets, reps and estimated calories for the user.',
  effect: 'write',
  input: z.object({
    equipment: z.array(z.string().trim().min(1).max(50)).max(20).describe("Equipment available, e.g. ['dumbbells', 'yoga_mat', 'resistance_bands', 'kettlebell']; an empty list means bodyweight only."),
    targetAreas: z.array(z.string().trim().min(1).max(50)).min(1).max(10).describe("Body areas to train, e.g. ['abs', 'legs', 'arms', 'chest', 'back', 'shoulders', 'glutes', 'full_body']."),
    goals: z.array(z.enum(GOALS)).min(1).max(3).optional().describe("Fitness goals: 'loss_weight', 'body_toning', 'maintain_health'. Default maintain_health."),
    activityLevel: z.enum(['low', 'high']).optional().describe("Training intensity: 'low' (3 sessions a week, no jumping) or 'high' (5 sessions). Default low."),
  }),
  setLike: ['equipment', 'targetAreas', 'goals'],
  output: planSchema,
  run(state: KeepState, args, ctx) {
    const activityLevel = args.activityLevel ?? 'low'
    if (activityLevel === 'high' && isElderly(ctx.user)) {
      refuseElderly(ctx, ids.elderly, 'Keep', 'it builds a high-intensity plan', "Complete the assessment first, or create a plan with activityLevel 'low'.")
    }
    const { equipment, ignored } = normalizeEquipment(args.equipment)
    const targetAreas = normalizeAreas(args.targetAreas)
    const goals = GOALS.filter((g) => (args.goals ?? ['maintain_health']).includes(g))
    const highBmi = hasHighBmi(ctx.user)
    const plan: StoredPlan = {
      planId: ctx.ids.next('plan'),
      createdAt: toIso(ctx.now),
      activityLevel,
      goals,
      equipment,
      targetAreas,
      ignoredEquipment: ignored,
      basedOnWeightKg: ctx.user.weightKg,
      lowImpact: isElderly(ctx.user) || highBmi,
      ...(highBmi && activityLevel === 'high' ? { highIntensityCapMin: HIGH_BMI_CAP_MIN } : {}),
      ...(highBmi ? { policyNotices: [highBmiNotice(ids.highBmi, ctx.user, activityLevel)] } : {}),
    }
    state.plans[plan.planId] = plan
    return planView(plan, ctx)
  },
})

const getHealthPlan = defineTool({
  name: 'getHealthPlan',
  description: 'A workout plan created earlier, by its id.',
  effect: 'read',
  input: z.object({ planId: z.string().trim().min(1).max(40).describe("The plan's id from createHealthPlan, e.g. 'plan_0001'.") }),
  output: planSchema,
  run(state: KeepState, args, ctx) {
    const plan = ownEntry(state.plans, args.planId)
    if (!plan) throw notFound(`No workout plan "${args.planId}"`)
    return planView(plan, ctx)
  },
})

export const keep = defineApp<KeepState>({
  id: 'keep',
  name: 'Keep',
  aliases: ['Keep', 'Keep Fitness', 'keep健身'],
  domain: 'health',
  description:
    'Fitness app for younger users (Keep): guided workout plans built from the equipment at hand, and an exercise log with calories from MET values. Users aged 60+ need a health assessment before high-intensity training; a BMI over 30 caps high-intensity minutes and favours walking and swimming.',
  traits: { audience: 'young', focus: 'workouts', price: 'free' },
  policies,
  initialState: () => ({ plans: {}, logs: {}, days: {} }),
  tools: [
    createHealthPlan,
    getHealthPlan,
    ...exerciseLogTools<KeepState>({
      brand: 'Keep',
      elderlyPolicyId: ids.elderly,
      // Keep has no in-app assessment: the rule holds until a doctor's clearance, which the sandbox does not model.
      assessed: () => false,
      assessmentHint: 'Complete the assessment first; brisk walking, swimming or tai chi can be logged meanwhile.',
    }),
  ],
})
