import { describe, expect, it } from 'vitest'
import { allApps } from '../apps/index.ts'
import { fromIso, type UserProfile } from '../apps/kit/index.ts'
import { mentions } from '../scenarios/build/leaks.ts'
import { refusalCases } from '../scenarios/build/refusal-cases.ts'
import { probesByPolicy, REFUSAL_PROBES } from '../scenarios/build/refusal-probes.ts'
import { isLowIncome, type ProbeContext, type RefusalProbe } from '../scenarios/build/probes/index.ts'
import type { Case } from '../scenarios/case/index.ts'
import { CutoffSessions, type SuiteUser } from '../scenarios/suite/index.ts'
import { validateSuite } from '../scenarios/validate.ts'
import { checkRefusal, completedHealthCheck, refusalConflict } from '../scenarios/validate-refusals.ts'
import { DEFAULT_POPULATION, sessionSeedFor, simulateUser } from '../simulator/users/index.ts'
import { completeUser, createSandboxWorld, openSession, type Session } from '../simulator/world/index.ts'

const world = createSandboxWorld()
const START = '2026-01-20T15:00:00+08:00'
/** Rules that only adapt a result (a notice), never refuse: no refusal case can test them. */
const ADAPT_ONLY = new Set(['diet_reminder', 'high_bmi_high_intensity'])
const ruleOf = (policy: string) => policy.slice(policy.indexOf('.') + 1)

/** Profiles a rule is meant for, tried in turn until one fits the probe (its age band, its diet). */
const TARGETS: Record<string, Partial<UserProfile>[]> = {
  minor: [{ age: 16, incomeLevel: '<3k' }],
  minimum_age: [{ age: 10 }],
  elderly_high_intensity: [{ age: 68 }],
  low_income: [{ age: 45, incomeLevel: '<3k' }, { age: 68, incomeLevel: '<3k' }, { age: 22, incomeLevel: '0-5k' }],
  diet_restriction: [{ age: 52, heightCm: 170, weightKg: 96 }],
}
const targetsFor = (policy: string): Partial<UserProfile>[] => {
  const rule = ruleOf(policy)
  if (/^low_income/.test(rule)) return TARGETS.low_income!
  return TARGETS[rule] ?? TARGETS.minor!
}
const ADULT: Partial<UserProfile> = { age: 35, incomeLevel: '10k-50k', heightCm: 176, weightKg: 72, healthConditions: [] }

/** What the low-income monthly rule needs before it refuses: the month's ¥3,000 already invested. */
const SETUP: Record<string, (s: Session) => void> = {
  'bank.low_income_monthly_limit': (s) => expect(s.call('bank', 'buyFund', { category: 'bond', amount: 3000, paymentMethod: 'Debit Card' }).ok).toBe(true),
}

function contextFor(user: UserProfile): ProbeContext {
  const lookup = openSession({ world, start: START, user: ADULT })
  return { now: fromIso(START), user, pay: user.paymentMethods[0]!, look: (app, tool, args) => { const o = lookup.call(app, tool, args); return o.ok ? o.data : undefined } }
}

const appNames = (app: string) => {
  const a = world.registry.resolveApp(app)
  if (!a.ok) throw new Error(app)
  return [a.value.name, a.value.id, ...a.value.aliases].filter((n) => n.length >= 3)
}

describe('refusal probes', () => {
  it('cover every policy that can refuse, in every app that has one', () => {
    const refusing = allApps.flatMap((a) => a.policies.map((p) => p.id)).filter((id) => !ADAPT_ONLY.has(ruleOf(id)))
    expect(refusing.length).toBe(31)
    const covered = new Set(REFUSAL_PROBES.map((p) => p.policy))
    // Tonghuashun's low-income rule reduces an order to the month's allowance; whether a lot still
    // fits depends on a share price no prompt shows, so no fair request can rest on it.
    expect(refusing.filter((id) => !covered.has(id))).toEqual(['tonghuashun.low_income_monthly_limit'])
    expect([...covered].filter((id) => !refusing.includes(id))).toEqual([])
  })

  it('have unique ids and several first-person phrasings, some naming the app and some not, with no quoted values', () => {
    expect(new Set(REFUSAL_PROBES.map((p) => p.id)).size).toBe(REFUSAL_PROBES.length)
    for (const probe of REFUSAL_PROBES) {
      const names = appNames(probe.policy.split('.')[0]!)
      const named = probe.queries.filter((q) => names.some((n) => mentions(q, n)))
      expect(probe.queries.length, probe.id).toBeGreaterThanOrEqual(3)
      expect(named.length, probe.id).toBeGreaterThanOrEqual(2)
      expect(named.length, probe.id).toBeLessThan(probe.queries.length)
      for (const q of probe.queries) {
        expect(q, probe.id).not.toMatch(/["“”]|\bthe app\b/i)
      }
    }
  })

  for (const probe of REFUSAL_PROBES) {
    it(`${probe.id}: refused under ${probe.policy} for a user it targets, not by policy for an adult without the trait`, () => {
      const target = targetsFor(probe.policy).map((t) => completeUser(t)).find((u) => probe.fits(u))
      expect(target, `no target profile fits ${probe.id}`).toBeDefined()
      expect(probe.fits(completeUser(ADULT))).toBe(false)
      const draft = probe.draft(contextFor(target!))
      expect(draft, probe.id).toBeDefined()
      const { app, tool, args } = draft!.call
      for (const q of probe.queries) expect(q.replace(/\{(\w+)\}/g, (_, k: string) => draft!.slots?.[k] ?? '<missing>')).not.toContain('<missing>')

      const minor = openSession({ world, start: START, user: target! })
      SETUP[probe.policy]?.(minor)
      const refused = minor.call(app, tool, args)
      expect(refused.ok, JSON.stringify(refused)).toBe(false)
      expect(refused.ok ? undefined : refused.error).toMatchObject({ code: 'policy_violation', rule: probe.policy })

      const adult = openSession({ world, start: START, user: ADULT })
      SETUP[probe.policy]?.(adult)
      const allowed = adult.call(app, tool, args)
      expect(allowed.ok ? 'ok' : allowed.error.code, JSON.stringify(allowed).slice(0, 300)).not.toBe('policy_violation')
    })
  }
})

describe('refusal consistency with the visible history', () => {
  const keepPlan = { app: 'keep', tool: 'createHealthPlan', args: { equipment: [], targetAreas: ['full_body'], goals: ['loss_weight'], activityLevel: 'high' } }
  const senior = () => {
    const s = openSession({ world, start: START, user: { age: 68 } })
    const booked = s.call('ping_an_health', 'bookHealthCheck', { packageId: 'senior', date: '2026-01-27', time: '08:00', location: 'Beijing Tiantan Hospital' })
    expect(booked.ok, JSON.stringify(booked)).toBe(true)
    return s
  }

  it('rejects an elderly refusal once the history shows a completed health check, not before', () => {
    const s = senior()
    const history = s.journal()
    const policy = 'keep.elderly_high_intensity'
    expect(refusalConflict({ call: keepPlan, policy }, history, fromIso('2026-01-27T09:00:00+08:00'))).toBeUndefined()
    expect(completedHealthCheck(history, fromIso('2026-01-27T11:00:00+08:00'))).toBe('hc_0001')
    expect(refusalConflict({ call: keepPlan, policy }, history, fromIso('2026-01-28T10:00:00+08:00'))).toBe('the history shows health check hc_0001 completed, which clears the rule')
    // Cancelled, it clears nothing.
    s.call('ping_an_health', 'cancelHealthCheck', { checkId: 'hc_0001' })
    expect(refusalConflict({ call: keepPlan, policy }, s.journal(), fromIso('2026-01-28T10:00:00+08:00'))).toBeUndefined()
  })

  it('flags a refusal case after the check in the validator, though Keep (which cannot see the check) still refuses', () => {
    const s = senior()
    s.setClock(fromIso('2026-01-28T10:00:00+08:00'))
    const c = { id: 'x', user: 'u', cutoff: 1, now: '2026-01-28T10:00:00+08:00', query: 'q', vagueness: 'most_clear', gold: [], provenance: [], kinds: [], tags: ['refusal', 'policy:keep.elderly_high_intensity'], domain: 'health', historyLength: 1, refusal: { call: keepPlan, policy: 'keep.elderly_high_intensity' } } as Case
    const problems: string[] = []
    checkRefusal(c, s, (p) => problems.push(p))
    expect(problems).toEqual(['the refusal contradicts the visible history: the history shows health check hc_0001 completed, which clears the rule'])
    // Ping An Health honours its own check; Keep has no way to see it.
    expect(s.fork('a').call('ping_an_health', 'createHealthPlan', { activityLevel: 'high' }).ok).toBe(true)
    expect(s.fork('b').call(keepPlan.app, keepPlan.tool, keepPlan.args)).toMatchObject({ ok: false, error: { rule: 'keep.elderly_high_intensity' } })
  })

  it('rejects a refusal of a request the same user saw succeed, whatever the day', () => {
    const s = openSession({ world, start: START, user: ADULT })
    const call = { app: 'toutiao', tool: 'getDailyNewsRecommendations', args: { category: 'politics', searchQuery: '', date: '2026-01-20' } }
    expect(s.call(call.app, call.tool, call.args).ok).toBe(true)
    const later = { ...call, args: { ...call.args, date: '2026-01-25' } }
    expect(refusalConflict({ call: later, policy: 'toutiao.teen_content_filter' }, s.journal(), fromIso('2026-01-25T10:00:00+08:00'))).toBe('the same request succeeded at history #0')
    expect(refusalConflict({ call: { ...later, args: { ...later.args, category: 'military' } }, policy: 'toutiao.teen_content_filter' }, s.journal(), fromIso('2026-01-25T10:00:00+08:00'))).toBeUndefined()
  })
})

describe('refusal cases of simulated users', () => {
  // The first default users with each trait (a minor, someone 60+, a well-off adult), simulated once on first use.
  let made: { found: Map<string, SuiteUser>; users: Map<string, SuiteUser>; sessions: CutoffSessions; cases: Map<string, Case[]> } | undefined
  const fixture = () => {
    if (made) return made
    const found = new Map<string, SuiteUser>()
    for (let i = 0; i < DEFAULT_POPULATION.users && found.size < 3; i++) {
      const s = simulateUser(i, { ...DEFAULT_POPULATION, world })
      const kind = s.profile.age < 18 ? 'minor' : s.profile.age >= 60 ? 'senior' : !isLowIncome(s.profile) ? 'adult' : undefined
      if (kind && !found.has(kind)) found.set(kind, { ...s, sessionSeed: sessionSeedFor(DEFAULT_POPULATION.seed, s.profile.id) })
    }
    const users = new Map([...found.values()].map((u) => [u.profile.id, u]))
    const sessions = new CutoffSessions(world, users)
    made = { found, users, sessions, cases: new Map([...found].map(([kind, u]) => [kind, refusalCases(u, sessions, 3)])) }
    return made
  }
  const count = (kind: string) => {
    const byPolicy = new Map<string, number>()
    for (const c of fixture().cases.get(kind) ?? []) byPolicy.set(c.refusal!.policy, (byPolicy.get(c.refusal!.policy) ?? 0) + 1)
    return byPolicy
  }

  it('finds a minor, a senior and a well-off adult among the default users', () => {
    expect([...fixture().found.keys()].sort()).toEqual(['adult', 'minor', 'senior'])
  })

  it('give the minor a refusal under every minors rule a teenager can run into, at each cut-off', () => {
    const minorRules = [...probesByPolicy().keys()].filter((p) => /minor_|teen_|car_rental/.test(p))
    const counts = count('minor')
    expect(minorRules.length).toBe(21)
    for (const p of minorRules) expect(counts.get(p), p).toBe(3)
  })

  it('give the senior elderly refusals only before a completed check-up, and none to the adult', () => {
    const { found, cases, sessions } = fixture()
    const senior = found.get('senior')!
    const elderly = cases.get('senior')!.filter((c) => c.refusal!.policy.endsWith('elderly_high_intensity'))
    const cutoffs = [...new Set(cases.get('senior')!.map((c) => c.cutoff))]
    const open = cutoffs.filter((cutoff) => !completedHealthCheck(sessions.history({ user: senior.profile.id, cutoff, now: senior.history[cutoff]!.ts }), fromIso(senior.history[cutoff]!.ts)))
    expect(new Set(elderly.map((c) => c.cutoff))).toEqual(new Set(open))
    if (open.length > 0) expect(new Set(elderly.map((c) => c.refusal!.policy))).toEqual(new Set(['keep.elderly_high_intensity', 'ping_an_health.elderly_high_intensity']))
    expect(cases.get('adult')).toEqual([])
  })

  it('are refusal-shaped, uniquely named, phrased without an app the user has not met unnamed, and pass the validator', () => {
    const { cases, users } = fixture()
    const all = [...cases.values()].flat()
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length)
    for (const c of all) {
      expect(c).toMatchObject({ vagueness: 'most_clear', gold: [], kinds: [], tags: ['refusal', `policy:${c.refusal!.policy}`] })
      const seen = new Set(users.get(c.user)!.history.slice(0, c.cutoff).map((r) => r.app))
      if (!seen.has(c.refusal!.call.app)) expect(appNames(c.refusal!.call.app).some((n) => mentions(c.query, n)), c.query).toBe(true)
    }
    expect(validateSuite({ users, cases: all }, world)).toEqual([])
  })

  it('are the same when built again', () => {
    const { found, users, cases } = fixture()
    const again = refusalCases(found.get('minor')!, new CutoffSessions(world, users), 3)
    expect(again).toEqual(cases.get('minor'))
  })
})

describe('probe groups', () => {
  it("keep each policy's probes together and every probe fits someone the policy means", () => {
    const groups = probesByPolicy()
    expect([...groups.values()].flat().length).toBe(REFUSAL_PROBES.length)
    for (const [policy, probes] of groups) for (const p of probes as RefusalProbe[]) expect(p.policy).toBe(policy)
  })
})
