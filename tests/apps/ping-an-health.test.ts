import { describe, expect, it } from 'vitest'
import { fromLocal, HOUR } from '../../apps/kit/index.ts'
import type { PingAnHealthState } from '../../apps/health/index.ts'
import { createSandboxWorld, openSession, type OpenSessionOptions, type Session } from '../../simulator/world/index.ts'
import { describeToolSpectrum, runGold, toolspectrumSamples } from '../support/toolspectrum.ts'

const world = createSandboxWorld({ checkOutputs: true })
const session = (user: OpenSessionOptions['user'] = {}, seed = 'seed-1') => openSession({ world, user, seed })
const APP = 'ping_an_health'

type ActivitySession = { activity: string; name: string; minutes: number; met: number; intensity: string; estimatedCalories: number }
type Plan = {
  planId: string
  goals: string[]
  activityLevel: string
  basedOn: { age: number; weightKg: number; bmi: number }
  conditions: string[]
  clearedBy?: string
  dailyStepsGoal: number
  weeklyTargets: { moderateMinutes: number; vigorousMinutes: number; strengthSessions: number }
  days: { day: string; focus: string; sessions: ActivitySession[]; exercises?: { name: string }[]; durationMin: number; estimatedCalories: number }[]
  estimatedWeeklyCalories: number
  healthChecks: { packageId: string; price: number; when: string }[]
  monitoring: string[]
  notes: string[]
  policyNotices?: { rule: string; message: string }[]
}
type Check = { checkId: string; status: string; package: { id: string; name: string }; centre: { centreId: string; name: string; district: string }; startsAt: string; price: number; cancellableUntil: string; report?: { bmi: number; bloodPressure: string; clearance: string } }
type Logged = { entry: { logId: string; date: string; activity: string; met: number; calories: number }; policyNotices?: { rule: string; message: string }[] }
type Failure = { code: string; message: string; rule?: string; issues?: { path: string }[] }

const ok = <T>(outcome: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.error)}`)
  return outcome.data as T
}
const failed = (outcome: { ok: boolean; error?: unknown }): Failure => {
  if (outcome.ok) throw new Error(`expected a failure, got ${JSON.stringify(outcome)}`)
  return outcome.error as Failure
}
const plan = (s: Session, args: Record<string, unknown> = {}) => ok<Plan>(s.call(APP, 'createHealthPlan', args))
const day = (p: Plan, name: string) => p.days.find((d) => d.day === name)!

describe('Ping An Health: health plans', () => {
  it('builds a week from no arguments: steps goal, aerobic sessions, two strength days, the yearly check-up', () => {
    const s = session()
    const p = plan(s)
    expect(p).toMatchObject({ planId: 'plan_0001', goals: ['maintain_health'], activityLevel: 'low', basedOn: { age: 31, weightKg: 72, bmi: 23.2 }, conditions: [], dailyStepsGoal: 7000 })
    expect(p.days.map((d) => d.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    expect(p.days.filter((d) => d.focus === 'strength').map((d) => d.day)).toEqual(['Tuesday', 'Thursday'])
    expect(day(p, 'Tuesday').exercises!.map((e) => e.name)).toContain('Bodyweight squats')
    expect(day(p, 'Monday').sessions).toEqual([{ activity: 'brisk_walking', name: 'Brisk walking', minutes: 30, met: 4.3, intensity: 'moderate', estimatedCalories: Math.round((4.3 * 72 * 30) / 60) }])
    for (const d of p.days) for (const x of d.sessions) expect(x.estimatedCalories).toBe(Math.round((x.met * 72 * x.minutes) / 60))
    expect(p.estimatedWeeklyCalories).toBe(p.days.reduce((t, d) => t + d.estimatedCalories, 0))
    expect(p.weeklyTargets.strengthSessions).toBe(2)
    expect(p.healthChecks).toEqual([{ packageId: 'basic', name: 'Basic health check', price: 399, when: 'once a year', why: 'Yearly check-up for your age.' }])
    expect(ok<Plan>(s.call(APP, 'getHealthPlan', { planId: 'plan_0001' }))).toEqual(p)
    expect(failed(s.call(APP, 'getHealthPlan', { planId: 'plan_0002' })).code).toBe('not_found')
    expect(failed(s.call(APP, 'createHealthPlan', { goals: ['loss_weight'] })).issues?.[0]?.path).toBe('goals[0]')
    expect(failed(s.call(APP, 'createHealthPlan', { equipment: ['dumbbells'] })).issues?.[0]?.path).toBe('equipment')
  })

  it('tailors manage_chronic_disease to the health record, and says when the record is empty', () => {
    const ill = plan(session({ age: 52, healthConditions: ['Hypertension', 'type 2 diabetes'] }), { goals: ['manage_chronic_disease', 'maintain_health'] })
    expect(ill.goals).toEqual(['maintain_health', 'manage_chronic_disease'])
    expect(ill.conditions).toEqual(['hypertension', 'diabetes'])
    expect(ill.healthChecks.map((c) => [c.packageId, c.when])).toEqual([['senior', 'once a year'], ['cardio_cerebral', 'once a year'], ['diabetes_metabolic', 'every 6 months'], ['cancer_early', 'every 2 years']])
    expect(ill.monitoring.join(' ')).toMatch(/blood pressure every morning and evening.*blood glucose before and 2 hours after/)
    expect(ill.notes.join(' ')).toMatch(/Tailored to: hypertension, diabetes/)
    const none = plan(session(), { goals: ['manage_chronic_disease'] })
    expect(none.conditions).toEqual([])
    expect(none.notes.join(' ')).toMatch(/No chronic condition is on your health record/)
  })

  it('sets a lower steps goal and gentler sessions for an older user than for a young one', () => {
    const young = plan(session())
    const old = plan(session({ age: 67, weightKg: 64, heightCm: 165 }))
    expect(old.dailyStepsGoal).toBeLessThan(young.dailyStepsGoal)
    expect(day(old, 'Friday').sessions[0]!.activity).toBe('tai_chi')
    expect(day(young, 'Friday').sessions[0]!.activity).toBe('yoga')
    expect(old.healthChecks[0]!.packageId).toBe('senior')
  })
})

describe('Ping An Health: ping_an_health.elderly_high_intensity', () => {
  const elder = { age: 68, weightKg: 66, heightCm: 168 }

  it('refuses a high plan and high-intensity logs at 68 until a check-up is done; warns on vigorous logs', () => {
    const s = session(elder)
    const before = s.state
    const refused = failed(s.call(APP, 'createHealthPlan', { activityLevel: 'high' }))
    expect(refused).toMatchObject({ code: 'policy_violation', rule: 'ping_an_health.elderly_high_intensity' })
    expect(refused.message).toMatch(/At 68, .*health assessment.*bookHealthCheck/)
    expect(failed(s.call(APP, 'logExercise', { activityType: 'running', duration: 20 })).rule).toBe('ping_an_health.elderly_high_intensity')
    expect(s.state).toBe(before)
    const cycling = ok<Logged>(s.call(APP, 'logExercise', { activityType: 'cycling', duration: 47, date: 'today' }))
    expect(cycling.policyNotices?.[0]).toMatchObject({ rule: 'ping_an_health.elderly_high_intensity', message: expect.stringMatching(/vigorous/) })
    expect(ok<Logged>(s.call(APP, 'logExercise', { activityType: 'tai chi', duration: 40 })).policyNotices).toBeUndefined()
    expect(plan(s, { activityLevel: 'low' }).activityLevel).toBe('low')
  })

  it('counts a completed check-up as the assessment: the high plan and a run then go through', () => {
    const s = session(elder)
    const booked = ok<Check>(s.call(APP, 'bookHealthCheck', { packageId: 'senior', date: '2026-03-04', time: '08:30' }))
    expect(booked).toMatchObject({ checkId: 'hc_0001', status: 'booked', startsAt: '2026-03-04 08:30', price: 1299 })
    // Booked but not yet done: still refused.
    expect(failed(s.call(APP, 'createHealthPlan', { activityLevel: 'high' })).code).toBe('policy_violation')
    s.setClock(fromLocal(2026, 3, 4, 12, 0))
    const done = ok<Check>(s.call(APP, 'getHealthCheck', { checkId: 'hc_0001' }))
    expect(done.status).toBe('completed')
    expect(done.report).toMatchObject({ bmi: 23.4, clearance: expect.stringMatching(/Cleared/) })
    expect(done.report!.bloodPressure).toMatch(/^\d{3}\/\d{2} mmHg$/)
    const high = plan(s, { activityLevel: 'high' })
    expect(high).toMatchObject({ activityLevel: 'high', clearedBy: 'hc_0001' })
    expect(day(high, 'Saturday').sessions[0]!.activity).toBe('badminton')
    const run = ok<Logged>(s.call(APP, 'logExercise', { activityType: 'running', duration: 20 }))
    expect(run.entry.activity).toBe('running')
    expect(run.policyNotices?.[0]?.rule).toBe('ping_an_health.elderly_high_intensity')
  })

  it('lets a 45-year-old make the same high plan and log the same run without notices', () => {
    const s = session({ age: 45 })
    const p = plan(s, { activityLevel: 'high' })
    expect(day(p, 'Saturday').sessions).toMatchObject([{ activity: 'running', minutes: 30 }])
    expect(p.policyNotices).toBeUndefined()
    expect(ok<Logged>(s.call(APP, 'logExercise', { activityType: 'running', duration: 20 })).policyNotices).toBeUndefined()
  })
})

describe('Ping An Health: ping_an_health.high_bmi_high_intensity', () => {
  it('adapts a high plan above BMI 30: 10 minutes of running, walking and swimming instead of jogging, and a notice', () => {
    const heavy = session({ age: 45, weightKg: 94, heightCm: 164 })
    const p = plan(heavy, { activityLevel: 'high' })
    expect(p.policyNotices).toEqual([{ rule: 'ping_an_health.high_bmi_high_intensity', message: expect.stringMatching(/^BMI 34\.9 \(over 30\): high-intensity work is capped at 10 minutes/) }])
    expect(day(p, 'Saturday').sessions.map((x) => [x.activity, x.minutes])).toEqual([['running', 10], ['brisk_walking', 20]])
    expect(day(p, 'Monday').sessions[0]!.activity).toBe('brisk_walking')
    expect(day(p, 'Wednesday').sessions[0]!.activity).toBe('stationary_cycling')
    for (const d of p.days) for (const x of d.sessions) if (x.met >= 8) expect(x.minutes).toBeLessThanOrEqual(10)
    expect(p.dailyStepsGoal).toBe(9000)
    const lean = plan(session({ age: 45 }), { activityLevel: 'high' })
    expect(day(lean, 'Monday').sessions[0]!.activity).toBe('jogging')
    expect(lean.dailyStepsGoal).toBe(10000)
  })
})

describe('Ping An Health: check-ups', () => {
  it('books at the nearest partner hospital centre, lists, cancels with a full refund; 409s for bad days and late changes', () => {
    const s = session()
    const booked = ok<Check>(s.call(APP, 'bookHealthCheck', { packageId: 'comprehensive', date: '03-05', location: 'office' }))
    expect(booked).toMatchObject({ checkId: 'hc_0001', startsAt: '2026-03-05 08:00', price: 899, cancellableUntil: '2026-03-04 18:00' })
    expect(booked.centre.name).toMatch(/ Health Management Center$/)
    expect(booked.centre.centreId).toMatch(/^bj_/)
    expect(failed(s.call(APP, 'bookHealthCheck', { packageId: 'basic', date: '2026-03-05' })).message).toMatch(/already have a check-up on 2026-03-05/)
    expect(failed(s.call(APP, 'bookHealthCheck', { packageId: 'basic', date: 'today' })).message).toMatch(/at least a day ahead/)
    expect(failed(s.call(APP, 'bookHealthCheck', { packageId: 'basic', date: '2026-03-08' })).message).toMatch(/Sundays/)
    expect(failed(s.call(APP, 'bookHealthCheck', { packageId: 'basic', date: '2026-06-01' })).message).toMatch(/60 days ahead/)
    expect(failed(s.call(APP, 'bookHealthCheck', { packageId: 'vip_gold', date: '2026-03-06' })).issues?.[0]?.path).toBe('packageId')
    ok(s.call(APP, 'bookHealthCheck', { packageId: 'basic', date: '2026-03-06', time: '07:30' }))
    expect(ok<{ checks: Check[] }>(s.call(APP, 'listHealthChecks', {})).checks.map((c) => c.checkId)).toEqual(['hc_0001', 'hc_0002'])

    const late = s.fork('late')
    late.setClock(fromLocal(2026, 3, 4, 19, 0))
    expect(failed(late.call(APP, 'cancelHealthCheck', { checkId: 'hc_0001' })).message).toMatch(/changes closed at 2026-03-04 18:00/)
    const cancelled = ok<Check & { refund: number }>(s.call(APP, 'cancelHealthCheck', { checkId: 'hc_0001' }))
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: 899 })
    expect(failed(s.call(APP, 'cancelHealthCheck', { checkId: 'hc_0001' })).message).toMatch(/already cancelled/)
    expect(failed(s.call(APP, 'cancelHealthCheck', { checkId: 'hc_0009' })).code).toBe('not_found')
    s.setClock(fromLocal(2026, 3, 6, 7, 30) + 4 * HOUR)
    expect(failed(s.call(APP, 'cancelHealthCheck', { checkId: 'hc_0002' })).message).toMatch(/took place/)
    expect(ok<{ checks: Check[] }>(s.call(APP, 'listHealthChecks', { status: 'completed' })).checks.map((c) => c.checkId)).toEqual(['hc_0002'])
    expect(Object.keys((s.state.apps.ping_an_health as PingAnHealthState).checks)).toEqual(['hc_0001', 'hc_0002'])
  })
})

describe('Ping An Health: exercise log (shared with Keep)', () => {
  it('logs with MET calories, reads ranges and deletes, like Keep', () => {
    const s = session({ weightKg: 54, heightCm: 162, age: 52, gender: 'female' })
    const yoga = ok<Logged>(s.call(APP, 'logExercise', { activityType: 'yoga', duration: 103, date: '10-09' }))
    expect(yoga.entry).toMatchObject({ logId: 'log_0001', date: '2025-10-09', activity: 'yoga', calories: Math.round(2.5 * 54 * (103 / 60)) })
    ok(s.call(APP, 'logExercise', { activityType: 'walking', duration: 95 }))
    const page = ok<{ entries: { logId: string }[]; totals: { sessions: number } }>(s.call(APP, 'getExerciseLog', { startDate: '2025-10-01', endDate: 'today' }))
    expect(page.entries.map((e) => e.logId)).toEqual(['log_0001', 'log_0002'])
    ok(s.call(APP, 'deleteExerciseLog', { logId: 'log_0001' }))
    expect(failed(s.call(APP, 'deleteExerciseLog', { logId: 'log_0001' })).code).toBe('not_found')
    // Keep's state stays untouched: the apps share code, not data.
    expect((s.state.apps.keep as { logs: object }).logs).toEqual({})
  })

  it('is deterministic across worlds', () => {
    const run = () => {
      const s = openSession({ world: createSandboxWorld({ checkOutputs: true }), seed: 'seed-4', user: { age: 63, healthConditions: ['high blood pressure'] } })
      return JSON.stringify([
        s.call(APP, 'createHealthPlan', { goals: ['manage_chronic_disease'] }),
        s.call(APP, 'bookHealthCheck', { packageId: 'cardio_cerebral', date: '03-07' }),
        s.call(APP, 'logExercise', { activityType: 'square dancing', duration: 45 }),
        s.state.apps.ping_an_health,
      ])
    }
    expect(run()).toBe(run())
  })
})

describeToolSpectrum('Ping An Health: ToolSpectrum gold calls', () => {
  it('runs every Ping An Health gold call successfully', () => {
    const samples = toolspectrumSamples().filter((x) => x.toolCall?.APP === 'Ping An Health')
    expect(samples.length).toBe(23)
    for (const sample of samples) {
      const run = runGold(sample, world)
      expect(run.outcome.ok ? 'ok' : `${sample.id}: ${JSON.stringify(run.outcome.error)}`).toBe('ok')
    }
  })
})
