import { describe, expect, it } from 'vitest'
import { openAiTools, type Registry, type UserProfile } from '../apps/kit/index.ts'
import { BROAD_PHRASES, broadPreferences } from '../harness/prompt/broad-preferences.ts'
import { describeUser } from '../harness/prompt/describe-user.ts'
import type { Case } from '../scenarios/case/index.ts'
import { readSuite } from '../scenarios/suite/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'

// Expectations come from whatever suite is shipped: the lead regenerates it, this test follows.
const world = createSandboxWorld()
const { registry } = world
const suite = readSuite('scenarios/suites/default')

const fold = (s: string) => s.trim().toLowerCase()
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Named as a whole word or phrase: "keeps" does not name the app Keep, "female" does not say "male". */
const names = (text: string, term: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(term.trim())}(?![\\p{L}\\p{N}])`, 'iu').test(text)

function stringLeaves(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) value.forEach((v) => stringLeaves(v, out))
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => stringLeaves(v, out))
  return out
}

/** What a case asks the agent to infer from habit: the values (3+ characters) and the apps' names and aliases. */
function habitAnswers(c: Case, reg: Registry): { values: string[]; apps: string[] } {
  const values: string[] = []
  const apps: string[] = []
  c.provenance.forEach((p, i) => {
    const gold = c.gold[i]
    if (!gold) return
    if (p.app.source === 'habit') {
      const app = reg.resolveApp(gold.app)
      apps.push(...(app.ok ? [app.value.name, ...(app.value.aliases ?? [])] : [gold.app]))
    }
    for (const [param, source] of Object.entries(p.args)) if (source.source === 'habit') values.push(...stringLeaves(gold.args[param]).filter((v) => v.trim().length >= 3))
  })
  return { values, apps }
}

/** A value the profile states as a fact (gender, city, a payment method it has, a saved place), not as a habit. */
function profileFact(profile: UserProfile, value: string): boolean {
  const facts = [profile.gender, profile.city, profile.hometown ?? '', ...profile.paymentMethods, ...Object.entries(profile.places).flat()]
  return facts.some((f) => fold(f) === fold(value))
}

const broadLine = (text: string) => text.split('\n').find((l) => l.startsWith('- Broadly: ')) ?? ''
/** The block without the lines of plain facts (saved places by name, body and health), where a word like "Olympic" in "Olympic Forest Park" is no habit. */
const beyondFacts = (text: string) => text.split('\n').filter((l) => !l.includes('Saved places:') && !l.startsWith('- Height')).join('\n')

describe('the broad profile gives no habit away', () => {
  const suiteUsers = [...suite.users.values()]

  it('reads a suite with users and habit cases', () => {
    expect(suiteUsers.length).toBeGreaterThan(0)
    expect(suite.cases.some((c) => c.provenance.some((p) => p.app.source === 'habit' || Object.values(p.args).some((a) => a.source === 'habit')))).toBe(true)
  })

  for (const user of suiteUsers) {
    const { profile } = user
    const text = describeUser(profile, world)
    const cases = suite.cases.filter((c) => c.user === profile.id)

    it(`${profile.id}: names no value or app a habit case asks for`, () => {
      const leaks: string[] = []
      for (const c of cases) {
        const { values, apps } = habitAnswers(c, registry)
        // The preference sentences may not even contain one; the facts may list it only as a fact.
        for (const v of values) if (fold(broadLine(text)).includes(fold(v)) || (names(beyondFacts(text), v) && !profileFact(profile, v))) leaks.push(`${c.id}: value "${v}"`)
        for (const a of apps) if (names(text, a) || (a.trim().length >= 3 && fold(broadLine(text)).includes(fold(a)))) leaks.push(`${c.id}: app "${a}"`)
      }
      expect(leaks).toEqual([])
    })

    it(`${profile.id}: states no habit and lists payment methods as the whole set`, () => {
      expect(text).not.toMatch(/usually|always|every|mostly/i)
      expect(text).toContain(`Payment methods: ${profile.paymentMethods.join(', ')}`)
      for (const sentence of profile.preferences) expect(text).not.toContain(sentence)
      expect(broadLine(text).slice('- Broadly: '.length).split('; ')).toEqual(broadPreferences(profile))
    })

    it(`${profile.id}: the detailed view still shows the habit sentences`, () => {
      const detailed = describeUser(profile, world, 'detailed')
      expect(detailed).not.toContain('- Broadly: ')
      if (profile.preferences.length) expect(detailed).toContain(['- Preferences:', ...profile.preferences.map((p) => `  - ${p}`)].join('\n'))
      // Both views share the facts: only the preferences differ.
      expect(detailed.split('\n').filter((l) => !l.startsWith('  - ') && l !== '- Preferences:')).toEqual(text.split('\n').filter((l) => l !== broadLine(text)))
    })
  }
})

describe('the broad vocabulary', () => {
  /** Every string enum value of every tool parameter in the catalog. */
  const enumValues = new Set<string>()
  const collect = (schema: unknown): void => {
    if (Array.isArray(schema)) return schema.forEach(collect)
    if (!schema || typeof schema !== 'object') return
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'enum' && Array.isArray(value)) value.forEach((v) => typeof v === 'string' && v.trim().length >= 3 && enumValues.add(fold(v)))
      else collect(value)
    }
  }
  collect(openAiTools(registry, registry.apps).map((t) => t.function.parameters))
  const appNames = registry.apps.flatMap((a) => [a.name, ...(a.aliases ?? [])]).filter((n) => n.trim().length >= 3)

  it('has phrases to check and the catalog has enums', () => {
    expect(BROAD_PHRASES.length).toBeGreaterThan(10)
    expect(enumValues.size).toBeGreaterThan(50)
  })

  it('contains no app name or alias and no enum value of any tool, not even inside a word', () => {
    const hits = BROAD_PHRASES.flatMap((phrase) => [
      ...appNames.filter((n) => fold(phrase).includes(fold(n))).map((n) => `${phrase}: app ${n}`),
      ...[...enumValues].filter((v) => fold(phrase).includes(v)).map((v) => `${phrase}: value ${v}`),
    ])
    expect(hits).toEqual([])
  })

  it('derives spending from income and activities from the profile claims, never the claimed app or value', () => {
    const base = [...suite.users.values()][0]!.profile
    const rich = broadPreferences({ ...base, incomeLevel: '>50k', preferences: ['Usually books rides on Didi Chuxing.', 'Takes Premier rides.', 'Mostly pays with Alipay.'] })
    expect(rich).toEqual(['happy to pay for convenience', 'gets around by ride-hailing'])
    const poor = broadPreferences({ ...base, incomeLevel: '<3k', preferences: ['Mostly does swimming for exercise.', 'Usually logs workouts on Keep.', 'Has parcels sent home.'] })
    expect(poor).toEqual(['on a tight budget', 'likes to stay fit'])
    // A sentence outside the grammar (free text) says nothing broad.
    expect(broadPreferences({ ...base, incomeLevel: 'unknown', preferences: ['Watches a movie most Friday evenings.'] })).toEqual([])
  })
})
