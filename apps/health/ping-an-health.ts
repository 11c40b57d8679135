import { z } from 'zod'
import { bodyMassIndex, defineApp, defineTool, notFound, ownEntry, toDisplay, toIso, type ToolContext } from '../kit/index.ts'
import { exerciseLogTools, type ExerciseLogState } from './exercise-log-tools.ts'
import { completedCheck, healthCheckTools, type HealthCheckState } from './health-check-tools.ts'
import { PACKAGE_IDS } from './health-check-packages.ts'
import { hasHighBmi, HIGH_BMI_CAP_MIN, healthPolicies, highBmiNotice, isElderly, refuseElderly, type PolicyNotice } from './health-policies.ts'
import { deepFreeze } from './plan.ts'
import { plannedExerciseSchema, policyNoticesSchema } from './plan-schema.ts'
import { buildWellnessPlan, CONDITIONS, readConditions, WELLNESS_GOALS, type Condition, type WellnessGoal } from './wellness-plan.ts'

/** A plan is stored as its request; the week is rebuilt (memoized) from it on read. */
interface StoredPlan {
  planId: string
  createdAt: string
  goals: WellnessGoal[]
  activityLevel: 'low' | 'high'
  basedOn: { age: number; weightKg: number; bmi: number }
  conditions: Condition[]
  elderly: boolean
  highBmi: boolean
  /** The completed check-up that cleared a 60+ user for a high-intensity plan. */
  clearedBy?: string
  policyNotices?: PolicyNotice[]
}

export interface PingAnHealthState extends ExerciseLogState, HealthCheckState {
  plans: Record<string, StoredPlan>
}

const { ids, policies } = healthPolicies('ping_an_health', 'a completed check-up booked with bookHealthCheck')
const BRAND = 'Ping An Health'

function planView(p: StoredPlan, ctx: ToolContext) {
  const capped = p.highBmi && p.activityLevel === 'high'
  const key = `wellness:${p.goals.join(',')}:${p.activityLevel}:${p.basedOn.age}:${p.basedOn.weightKg}:${p.conditions.join(',')}:${p.elderly}:${p.highBmi}`
  const plan = ctx.memo(key, () =>
    deepFreeze(buildWellnessPlan({ goals: p.goals, activityLevel: p.activityLevel, age: p.basedOn.age, weightKg: p.basedOn.weightKg, conditions: p.conditions, elderly: p.elderly, highBmi: p.highBmi, ...(capped ? { highIntensityCapMin: HIGH_BMI_CAP_MIN } : {}) })),
  )
  return {
    planId: p.planId,
    createdAt: toDisplay(Date.parse(p.createdAt)),
    goals: p.goals,
    activityLevel: p.activityLevel,
    basedOn: p.basedOn,
    conditions: p.conditions,
    ...(p.clearedBy ? { clearedBy: p.clearedBy } : {}),
    ...plan,
    ...(p.policyNotices ? { policyNotices: p.policyNotices } : {}),
  }
}

const sessionSchema = z.object({ activity: z.string(), name: z.string(), minutes: z.number().int(), met: z.number(), intensity: z.enum(['light', 'moderate', 'vigorous']), estimatedCalories: z.number().int() })
const planSchema = z.object({
  planId: z.string(),
  createdAt: z.string(),
  goals: z.array(z.enum(WELLNESS_GOALS)),
  activityLevel: z.enum(['low', 'high']),
  basedOn: z.object({ age: z.number().int(), weightKg: z.number(), bmi: z.number() }),
  conditions: z.array(z.enum(CONDITIONS)),
  clearedBy: z.string().optional(),
  dailyStepsGoal: z.number().int(),
  weeklyTargets: z.object({ moderateMinutes: z.number().int(), vigorousMinutes: z.number().int(), strengthSessions: z.number().int() }),
  days: z.array(z.object({ day: z.string(), focus: z.enum(['aerobic', 'strength', 'recovery']), sessions: z.array(sessionSchema), exercises: z.array(plannedExerciseSchema).optional(), durationMin: z.number().int(), estimatedCalories: z.number().int() })),
  weeklyMinutes: z.number().int(),
  estimatedWeeklyCalories: z.number().int(),
  healthChecks: z.array(z.object({ packageId: z.enum(PACKAGE_IDS), name: z.string(), price: z.number(), when: z.string(), why: z.string() })),
  monitoring: z.array(z.string()),
  notes: z.array(z.string()),
  policyNotices: policyNoticesSchema.optional(),
})

const createHealthPlan = defineTool({
  name: 'createHealthPlan',
  description:
    "Creates a personal health plan from the user's age, height, weight and health record: a daily steps goal, a week of walking, swimming, tai chi or cycling sessions with two gentle strength days, the check-ups to book and what to monitor.",
  effect: 'write',
  input: z.object({
    goals: z.array(z.enum(WELLNESS_GOALS)).min(1).max(2).optional().describe("Health goals: 'maintain_health' and/or 'manage_chronic_disease' (tailors the plan to the conditions on the health record). Default maintain_health."),
    activityLevel: z.enum(['low', 'high']).optional().describe("Activity level: 'low' (gentle, 150 minutes a week) or 'high' (vigorous sessions included). Default low."),
  }),
  setLike: ['goals'],
  output: planSchema,
  run(state: PingAnHealthState, args, ctx) {
    const activityLevel = args.activityLevel ?? 'low'
    const elderly = isElderly(ctx.user)
    const cleared = elderly && activityLevel === 'high' ? completedCheck(ctx.committed as PingAnHealthState, ctx.now) : undefined
    if (elderly && activityLevel === 'high' && !cleared) {
      refuseElderly(ctx, ids.elderly, BRAND, 'it builds a high-intensity plan', "Book a check-up with bookHealthCheck (the 'senior' package covers it); once it is done, ask again, or create a plan with activityLevel 'low' now.")
    }
    const highBmi = hasHighBmi(ctx.user)
    const plan: StoredPlan = {
      planId: ctx.ids.next('plan'),
      createdAt: toIso(ctx.now),
      goals: WELLNESS_GOALS.filter((g) => (args.goals ?? ['maintain_health']).includes(g)),
      activityLevel,
      basedOn: { age: ctx.user.age, weightKg: ctx.user.weightKg, bmi: Math.round(bodyMassIndex(ctx.user) * 10) / 10 },
      conditions: readConditions(ctx.user.healthConditions),
      elderly,
      highBmi,
      ...(cleared ? { clearedBy: cleared.checkId } : {}),
      ...(highBmi ? { policyNotices: [highBmiNotice(ids.highBmi, ctx.user, activityLevel)] } : {}),
    }
    state.plans[plan.planId] = plan
    return planView(plan, ctx)
  },
})

const getHealthPlan = defineTool({
  name: 'getHealthPlan',
  description: 'A health plan created earlier, by its id.',
  effect: 'read',
  input: z.object({ planId: z.string().trim().min(1).max(40).describe("The plan's id from createHealthPlan, e.g. 'plan_0001'.") }),
  output: planSchema,
  run(state: PingAnHealthState, args, ctx) {
    const plan = ownEntry(state.plans, args.planId)
    if (!plan) throw notFound(`No health plan "${args.planId}"`)
    return planView(plan, ctx)
  },
})

/**
 * Ping An Health (平安健康, formerly Ping An Good Doctor): a health app backed by Ping An insurance,
 * aimed at older users. Health plans with steps goals and check-ups, an exercise log, and check-up
 * packages at partner hospitals; a completed check-up is the health assessment the 60+ rule asks for.
 */
export const pingAnHealth = defineApp<PingAnHealthState>({
  id: 'ping_an_health',
  name: 'Ping An Health',
  aliases: ['Ping An Health', 'PingAn Health', 'Pingan Health', 'Ping An Good Doctor', '平安健康', '平安好医生'],
  domain: 'health',
  description:
    'Health monitoring for older users, backed by Ping An insurance: health plans with a daily steps goal, gentle aerobic and strength sessions, chronic-condition monitoring and the check-ups to book; an exercise log; check-up packages at partner hospital centres. Users 60+ need a completed check-up before high-intensity exercise.',
  traits: { audience: 'older adults', focus: 'health monitoring', insurer: 'Ping An', price: 'free; check-ups paid' },
  policies,
  initialState: () => ({ plans: {}, logs: {}, days: {}, checks: {} }),
  tools: [
    createHealthPlan,
    getHealthPlan,
    ...exerciseLogTools<PingAnHealthState>({
      brand: BRAND,
      elderlyPolicyId: ids.elderly,
      assessed: (committed, ctx) => completedCheck(committed, ctx.now) !== undefined,
      assessmentHint: "Book a check-up with bookHealthCheck (the 'senior' package covers it); brisk walking, swimming or tai chi can be logged meanwhile.",
    }),
    ...healthCheckTools<PingAnHealthState>(BRAND),
  ],
})
