import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromLocal } from '../../apps/kit/index.ts'
import { ACTIVITIES, type KeepState } from '../../apps/health/index.ts'
import { describeToolSpectrum, runGold, toolspectrumSamples } from '../support/toolspectrum.ts'
import { createSandboxWorld, openSession, type OpenSessionOptions } from '../../simulator/world/index.ts'

const world = createSandboxWorld({ checkOutputs: true })
const session = (user: OpenSessionOptions['user'] = {}, seed = 'seed-1') => openSession({ world, user, seed })

type Entry = { logId: string; date: string; activity: string; activityName: string; description?: string; met: number; intensity: string; durationMin: number; calories: number }
type Logged = { entry: Entry; dayTotals: { date: string; sessions: number; minutes: number; calories: number } }
type LogPage = { startDate: string; endDate: string; entries: Entry[]; totals: { sessions: number; minutes: number; calories: number }; days: { date: string; sessions: number }[] }
type Plan = {
  planId: string
  activityLevel: string
  goals: string[]
  equipment: string[]
  targetAreas: string[]
  ignoredEquipment: string[]
  daysPerWeek: number
  days: { day: string; focus: string[]; durationMin: number; estimatedCalories: number; exercises: { name: string; equipment: string[]; targets: string[]; prescription: string }[] }[]
  estimatedWeeklyCalories: number
  notes: string[]
}

const ok = <T>(outcome: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.error)}`)
  return outcome.data as T
}
const logs = (s: ReturnType<typeof session>) => (s.state.apps.keep as KeepState).logs

describe('Keep: exercise log', () => {
  it('computes calories as MET x weight x hours for users of different weights', () => {
    const light = session({ weightKg: 55, heightCm: 163, gender: 'female' })
    const heavy = session({ weightKg: 90 })
    // Running 9.8 MET for 30 min: 9.8 x 55 x 0.5 = 269.5 -> 270; x 90 -> 441.
    expect(ok<Logged>(light.call('Keep', 'logExercise', { activityType: 'running', duration: 30 })).entry).toMatchObject({ activity: 'running', met: 9.8, calories: 270, intensity: 'vigorous' })
    expect(ok<Logged>(heavy.call('Keep', 'logExercise', { activityType: 'running', duration: 30 })).entry.calories).toBe(441)
    // Cycling 7.5 MET for 45 min: 7.5 x 90 x 0.75 = 506.25 -> 506.
    expect(ok<Logged>(heavy.call('Keep', 'logExercise', { activityType: 'cycling', duration: 45 })).entry.calories).toBe(506)
    // Yoga 2.5 MET for 103 min at 55 kg: 236.04 -> 236.
    const yoga = ok<Logged>(light.call('Keep', 'logExercise', { activityType: 'yoga', duration: 103, date: 'today' }))
    expect(yoga.entry).toMatchObject({ logId: 'log_0002', date: '2026-03-02', met: 2.5, calories: 236, intensity: 'light' })
    expect(yoga.dayTotals).toEqual({ date: '2026-03-02', sessions: 2, minutes: 133, calories: 506 })
  })

  it('matches calories to the formula for any listed activity, weight and duration', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ACTIVITIES), fc.integer({ min: 40, max: 150 }), fc.integer({ min: 1, max: 600 }), (activity, weightKg, duration) => {
        const s = session({ weightKg })
        const { entry } = ok<Logged>(s.call('Keep', 'logExercise', { activityType: activity.spellings[0] ?? activity.id, duration }))
        expect(entry.activity).toBe(activity.id)
        expect(entry.calories).toBe(Math.round(activity.met * weightKg * (duration / 60)))
      }),
      { numRuns: 60 },
    )
  })

  it('reads spellings to one activity; an unknown one is "other" at a moderate MET with the words kept', () => {
    const s = session()
    const kinds = ['Jump rope', 'rope_skipping', '跳绳', 'HIIT', 'Badminton', 'strength training', 'morning run', 'Brisk walk'].map(
      (activityType) => ok<Logged>(s.call('Keep', 'logExercise', { activityType, duration: 10 })).entry,
    )
    expect(kinds.map((e) => [e.activity, e.met])).toEqual([
      ['rope_skipping', 11.8], ['rope_skipping', 11.8], ['rope_skipping', 11.8], ['hiit', 8], ['badminton', 5.5], ['strength_training', 5], ['running', 9.8], ['brisk_walking', 4.3],
    ])
    const other = ok<Logged>(s.call('Keep', 'logExercise', { activityType: 'Paddleboarding', duration: 60 })).entry
    expect(other).toMatchObject({ activity: 'other', activityName: 'Paddleboarding', description: 'Paddleboarding', met: 4, calories: 288 })
  })

  it('defaults the date to the virtual today and stores MM-DD canonically as the latest such day', () => {
    const s = session()
    expect(ok<Logged>(s.call('Keep', 'logExercise', { activityType: 'walking', duration: 108 })).entry.date).toBe('2026-03-02')
    expect(ok<Logged>(s.call('Keep', 'logExercise', { activityType: 'walking', duration: 20, date: 'yesterday' })).entry.date).toBe('2026-03-01')
    // On 2 March a workout on 10-28 was last October's.
    expect(ok<Logged>(s.call('Keep', 'logExercise', { activityType: 'swimming', duration: 43, date: '10-28' })).entry.date).toBe('2025-10-28')
    s.setClock(fromLocal(2026, 11, 2, 20, 0))
    expect(ok<Logged>(s.call('Keep', 'logExercise', { activityType: 'swimming', duration: 43, date: '10-28' })).entry.date).toBe('2026-10-28')
    expect(ok<Logged>(s.call('Keep', 'logExercise', { activityType: 'yoga', duration: 30 })).entry.date).toBe('2026-11-02')
    expect(Object.values(logs(s)).map((e) => e.date)).toEqual(['2026-03-02', '2026-03-01', '2025-10-28', '2026-10-28', '2026-11-02'])
    const before = s.state
    expect(s.call('Keep', 'logExercise', { activityType: 'yoga', duration: 30, date: '2026-12-24' })).toMatchObject({ ok: false, error: { code: 'invalid_arguments', issues: [{ path: 'date' }] } })
    expect(s.call('Keep', 'logExercise', { activityType: 'yoga', duration: 30, date: 'someday' })).toMatchObject({ ok: false, error: { issues: [{ path: 'date' }] } })
    expect(s.call('Keep', 'logExercise', { activityType: 'yoga', duration: 0 })).toMatchObject({ ok: false, error: { issues: [{ path: 'duration' }] } })
    expect(s.call('Keep', 'logExercise', { activityType: 'yoga', duration: 30.5 })).toMatchObject({ ok: false, error: { issues: [{ path: 'duration' }] } })
    expect(s.state).toBe(before)
  })

  it('reads entries and totals by day, range and activity; deletes an entry; 404 for unknown ids', () => {
    const s = session()
    ok(s.call('Keep', 'logExercise', { activityType: 'running', duration: 30, date: '02-27' }))
    ok(s.call('Keep', 'logExercise', { activityType: 'yoga', duration: 60, date: '02-28' }))
    ok(s.call('Keep', 'logExercise', { activityType: 'running', duration: 40 }))
    ok(s.call('Keep', 'logExercise', { activityType: 'running', duration: 20, date: '2026-02-10' }))

    const week = ok<LogPage>(s.call('Keep', 'getExerciseLog', {}))
    expect([week.startDate, week.endDate]).toEqual(['2026-02-24', '2026-03-02'])
    expect(week.entries.map((e) => e.logId)).toEqual(['log_0001', 'log_0002', 'log_0003'])
    // 9.8 x 72 x 0.5 = 352.8 -> 353; 2.5 x 72 x 1 = 180; 9.8 x 72 x 40/60 = 470.4 -> 470.
    expect(week.totals).toEqual({ sessions: 3, minutes: 130, calories: 1003 })
    expect(week.days.map((d) => d.date)).toEqual(['2026-02-27', '2026-02-28', '2026-03-02'])

    const runs = ok<LogPage>(s.call('Keep', 'getExerciseLog', { startDate: '2026-02-01', endDate: 'today', activityType: 'run' }))
    expect(runs.totals).toEqual({ sessions: 3, minutes: 90, calories: 353 + 470 + 235 })
    expect(ok<LogPage>(s.call('Keep', 'getExerciseLog', { date: '02-28' })).entries.map((e) => e.activity)).toEqual(['yoga'])
    expect(s.call('Keep', 'getExerciseLog', { date: 'today', startDate: '02-01' })).toMatchObject({ ok: false, error: { code: 'invalid_arguments', issues: [{ path: 'date' }] } })
    expect(s.call('Keep', 'getExerciseLog', { startDate: '2026-03-01', endDate: '2026-02-01' })).toMatchObject({ ok: false, error: { issues: [{ path: 'startDate' }] } })

    const deleted = ok<{ deleted: Entry; dayTotals: { sessions: number; calories: number } }>(s.call('Keep', 'deleteExerciseLog', { logId: 'log_0003' }))
    expect(deleted.deleted).toMatchObject({ logId: 'log_0003', activity: 'running', calories: 470 })
    expect(deleted.dayTotals).toEqual({ date: '2026-03-02', sessions: 0, minutes: 0, calories: 0 })
    expect(logs(s).log_0003).toBeUndefined()
    expect(s.call('Keep', 'deleteExerciseLog', { logId: 'log_0003' })).toMatchObject({ ok: false, error: { code: 'not_found' } })
    expect(s.call('Keep', 'getHealthPlan', { planId: 'plan_0009' })).toMatchObject({ ok: false, error: { code: 'not_found' } })
  })
})

describe('Keep: workout plans', () => {
  const kettlebellPlan = { equipment: ['kettlebells', 'dumbbells'], targetAreas: ['legs', 'chest'], goals: ['body_toning'], activityLevel: 'high' }

  it('builds a five-day high plan from the equipment at hand, covering the target areas', () => {
    const s = session()
    const plan = ok<Plan>(s.call('Keep', 'createHealthPlan', kettlebellPlan))
    expect(plan).toMatchObject({ planId: 'plan_0001', activityLevel: 'high', goals: ['body_toning'], equipment: ['dumbbells', 'kettlebell'], targetAreas: ['legs', 'chest'], daysPerWeek: 5 })
    expect(plan.days.map((d) => d.day)).toEqual(['Monday', 'Tuesday', 'Thursday', 'Friday', 'Saturday'])
    const moves = plan.days.flatMap((d) => d.exercises)
    for (const m of moves) for (const e of m.equipment) expect(['dumbbells', 'kettlebell', 'bodyweight', 'none']).toContain(e)
    expect(moves.some((m) => m.targets.includes('legs'))).toBe(true)
    expect(moves.some((m) => m.targets.includes('chest'))).toBe(true)
    expect(moves.some((m) => /^(Kettlebell|Dumbbell) /.test(m.name))).toBe(true)
    expect(moves.find((m) => m.name === 'Dumbbell goblet squat')?.prescription).toMatch(/^4 x \d+$/)
    expect(plan.estimatedWeeklyCalories).toBe(plan.days.reduce((t, d) => t + d.estimatedCalories, 0))
    expect(plan.estimatedWeeklyCalories).toBeGreaterThan(800)
    expect(plan.estimatedWeeklyCalories).toBeLessThan(3000)
    expect(ok<Plan>(s.call('Keep', 'getHealthPlan', { planId: 'plan_0001' }))).toEqual(plan)
  })

  it('treats equipment, areas and goals as sets: any order or spelling reaches the same state', () => {
    const a = session()
    const b = session()
    ok(a.call('Keep', 'createHealthPlan', kettlebellPlan))
    ok(b.call('Keep', 'createHealthPlan', { equipment: ['Dumbbell', 'kettlebell'], targetAreas: ['Chest', 'legs'], goals: ['body_toning'], activityLevel: 'high' }))
    expect(a.state.apps.keep).toEqual(b.state.apps.keep)
  })

  it('scales estimated calories with body weight and keeps low plans free of jumps', () => {
    const args = { equipment: [], targetAreas: ['chest'], goals: ['loss_weight'], activityLevel: 'low' }
    const light = ok<Plan>(session({ weightKg: 60 }).call('Keep', 'createHealthPlan', args))
    const heavy = ok<Plan>(session({ weightKg: 90 }).call('Keep', 'createHealthPlan', args))
    expect(heavy.estimatedWeeklyCalories / light.estimatedWeeklyCalories).toBeCloseTo(1.5, 1)
    const names = light.days.flatMap((d) => d.exercises.map((e) => e.name))
    expect(names).toContain('Push-ups')
    expect(names).not.toContain('Burpees')
    expect(names).not.toContain('Jump squats')
    expect(light.daysPerWeek).toBe(4)
  })

  it('is deterministic, and other equipment gives other moves', () => {
    const replay = () => {
      const s = session()
      return [
        s.call('Keep', 'createHealthPlan', kettlebellPlan),
        s.call('Keep', 'logExercise', { activityType: 'basketball', duration: 50, date: '03-01' }),
        s.call('Keep', 'getExerciseLog', { date: 'yesterday' }),
      ].map((o) => JSON.stringify(o))
    }
    expect(replay()).toEqual(replay())
    const movesWith = (equipment: string[]) =>
      ok<Plan>(session().call('Keep', 'createHealthPlan', { equipment, targetAreas: ['legs', 'chest'] })).days.flatMap((d) => d.exercises.map((e) => e.name))
    const bands = movesWith(['resistance_bands'])
    expect(bands).toContain('Band chest press')
    expect(bands.filter((n) => movesWith(['kettlebell']).includes(n) && !n.includes(':'))).not.toEqual(bands.filter((n) => !n.includes(':')))
  })

  it('reports equipment it does not know and rejects an unknown body area', () => {
    const s = session()
    expect(ok<Plan>(s.call('Keep', 'createHealthPlan', { equipment: ['yoga_mat', 'hoverboard'], targetAreas: ['abs'] })).ignoredEquipment).toEqual(['hoverboard'])
    expect(s.call('Keep', 'createHealthPlan', { equipment: [], targetAreas: ['abs', 'eyebrows'] })).toMatchObject({ ok: false, error: { code: 'invalid_arguments', issues: [{ path: 'targetAreas[1]' }] } })
    expect(s.call('Keep', 'createHealthPlan', { equipment: [], targetAreas: ['abs'], goals: ['get_huge'] })).toMatchObject({ ok: false, error: { issues: [{ path: 'goals[0]' }] } })
  })
})

describe('Keep: policies', () => {
  const highPlan = { equipment: ['resistance_bands'], targetAreas: ['legs', 'shoulders'], goals: ['body_toning'], activityLevel: 'high' }

  it('refuses high-intensity plans and logs for users aged 60+ and changes nothing', () => {
    const s = session({ age: 64 })
    const before = s.state
    const plan = s.call('Keep', 'createHealthPlan', highPlan)
    expect(plan).toMatchObject({ ok: false, error: { code: 'policy_violation', rule: 'keep.elderly_high_intensity' } })
    expect(!plan.ok && plan.error.message).toContain('health assessment')
    expect(s.call('Keep', 'logExercise', { activityType: 'HIIT', duration: 20 })).toMatchObject({ ok: false, error: { rule: 'keep.elderly_high_intensity' } })
    expect(s.call('Keep', 'logExercise', { activityType: 'running', duration: 20 })).toMatchObject({ ok: false, error: { rule: 'keep.elderly_high_intensity' } })
    expect(s.state).toBe(before)
    // Moderate activity and low plans go through, and the low plan is low-impact.
    expect(ok<Logged>(s.call('Keep', 'logExercise', { activityType: 'tai chi', duration: 45 })).entry.activity).toBe('tai_chi')
    const low = ok<Plan>(s.call('Keep', 'createHealthPlan', { ...highPlan, activityLevel: 'low' }))
    expect(low.notes.join(' ')).toContain('Low-impact')
  })

  it('adapts high-intensity plans above BMI 30: caps high-intensity minutes, no jumps, walking and swimming, and says so', () => {
    const heavy = session({ weightKg: 100, heightCm: 170 })
    const plan = ok<Plan & { policyNotices?: { rule: string; message: string }[] }>(heavy.call('Keep', 'createHealthPlan', { ...highPlan, equipment: ['kettlebell', 'medicine_ball', 'jump_rope'] }))
    expect(plan.activityLevel).toBe('high')
    expect(plan.policyNotices).toEqual([{ rule: 'keep.high_bmi_high_intensity', message: expect.stringMatching(/^BMI 34\.6 \(over 30\): high-intensity work is capped at 10 minutes a session/) }])
    expect(plan.notes.join(' ')).toMatch(/capped at 10 minutes a session/)
    // The same request for a lighter user: the difference is the rule at work.
    const fit = ok<Plan & { policyNotices?: unknown }>(session().call('Keep', 'createHealthPlan', { ...highPlan, equipment: ['kettlebell', 'medicine_ball', 'jump_rope'] }))
    expect(fit.policyNotices).toBeUndefined()
    const intense = /Kettlebell swings|Medicine-ball slams|Mountain climbers|Burpees|Jump squats|Jumping jacks|Rope skipping|HIIT|Treadmill running|Pull-ups|thrusters/
    const intenseMinutes = (p: Plan) => p.days.map((d) => d.exercises.filter((e) => intense.test(e.name)).reduce((t, e) => t + ((e as { minutes?: number }).minutes ?? 0), 0))
    expect(Math.max(...intenseMinutes(fit))).toBeGreaterThan(10)
    for (const m of intenseMinutes(plan)) expect(m).toBeLessThanOrEqual(10)
    const names = plan.days.flatMap((d) => d.exercises.map((e) => e.name))
    for (const jump of ['Burpees', 'Jump squats', 'Jumping jacks', 'Rope skipping intervals', 'Bodyweight HIIT circuit']) expect(names).not.toContain(jump)
    expect(['Brisk walking', 'Swimming, easy laps']).toContain(plan.days.find((d) => d.day === 'Saturday')!.exercises[0]!.name)
    expect(ok<Plan>(heavy.call('Keep', 'getHealthPlan', { planId: plan.planId }))).toEqual(plan)
    // Logging is not limited by weight; a low plan is low-impact and carries the notice too.
    expect(ok<Logged>(heavy.call('Keep', 'logExercise', { activityType: 'running', duration: 20 })).entry.calories).toBe(327)
    const low = ok<Plan & { policyNotices?: { message: string }[] }>(heavy.call('Keep', 'createHealthPlan', { ...highPlan, activityLevel: 'low', goals: ['loss_weight'] }))
    expect(low.policyNotices?.[0]?.message).toMatch(/low-impact/)
    expect(['Brisk walking', 'Swimming, easy laps']).toContain(low.days.find((d) => d.day === 'Saturday')!.exercises[0]!.name)
  })

  it('warns a user aged 60+ who logs vigorous (6-8 MET) exercise, and lets it through', () => {
    const s = session({ age: 69, weightKg: 59, heightCm: 174 })
    const cycling = ok<Logged & { policyNotices?: { rule: string; message: string }[] }>(s.call('Keep', 'logExercise', { activityType: 'cycling', duration: 47, date: 'today' }))
    expect(cycling.entry).toMatchObject({ activity: 'cycling', calories: Math.round(7.5 * 59 * (47 / 60)) })
    expect(cycling.policyNotices).toEqual([{ rule: 'keep.elderly_high_intensity', message: expect.stringMatching(/vigorous .* 121 bpm/) }])
    expect((ok<Logged & { policyNotices?: unknown }>(s.call('Keep', 'logExercise', { activityType: 'walking', duration: 30 }))).policyNotices).toBeUndefined()
    expect((ok<Logged & { policyNotices?: unknown }>(session().call('Keep', 'logExercise', { activityType: 'cycling', duration: 47 }))).policyNotices).toBeUndefined()
  })

  it('lets the same calls through for a user neither rule applies to', () => {
    const s = session()
    expect(ok<Plan>(s.call('Keep', 'createHealthPlan', highPlan)).activityLevel).toBe('high')
    expect(ok<Logged>(s.call('Keep', 'logExercise', { activityType: 'HIIT', duration: 20 })).entry.calories).toBe(192)
  })
})

describeToolSpectrum('Keep: ToolSpectrum gold calls', () => {
  it('runs every Keep gold call successfully (show_N aliases, BMI-adapted plans included)', () => {
    const samples = toolspectrumSamples().filter((x) => x.toolCall?.APP === 'Keep')
    expect(samples.length).toBe(58)
    for (const sample of samples) {
      const run = runGold(sample, world)
      expect(run.outcome.ok ? 'ok' : `${sample.id}: ${JSON.stringify(run.outcome.error)}`).toBe('ok')
    }
  })
})
