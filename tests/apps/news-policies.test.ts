import { describe, expect, it } from 'vitest'
import { profileFromPersona } from '../../scenarios/importers/toolspectrum/index.ts'
import { createSandboxWorld, openSession, type OpenSessionOptions } from '../../simulator/world/index.ts'
import { describeToolSpectrum, toolspectrumSamples } from '../support/toolspectrum.ts'

const world = createSandboxWorld({ checkOutputs: true })
const session = (user: OpenSessionOptions['user'] = {}) => openSession({ world, user, seed: 'np-1' })
const teen = () => session({ age: 15, incomeLevel: '0-5k', profession: 'High School Student' })

type Item = { articleId: string; title: string; contentLabel?: string }
type Feed = { items: Item[]; policyNotices?: { rule: string; message: string }[] }
const ok = <T>(o: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!o.ok) throw new Error(`expected success, got ${JSON.stringify(o.error)}`)
  return o.data as T
}
const refusal = (o: { ok: boolean; error?: unknown }) => {
  if (o.ok) throw new Error(`expected a refusal, got ${JSON.stringify(o)}`)
  return o.error as { code: string; message: string; rule?: string }
}
const recommend = (s: ReturnType<typeof session>, app: string, args: Record<string, unknown>) => s.call(app, 'getDailyNewsRecommendations', args)

describe('teenagers read only entertainment, education and technology news', () => {
  it('refuses other channels and political or violent words; adults get them', () => {
    for (const [app, args] of [
      ['Toutiao', { category: 'news', searchQuery: 'headlines' }],
      ['Toutiao', { category: 'military', searchQuery: '' }],
      ['Hupu', { category: 'basketball', searchQuery: 'game highlights' }],
      ['Weibo', { category: 'society', searchQuery: '' }],
      ['Weibo', { category: 'entertainment', searchQuery: 'violent crime' }],
      ['Toutiao', { category: 'technology', searchQuery: 'military technology' }],
    ] as const) {
      expect(refusal(recommend(teen(), app, args))).toMatchObject({ code: 'policy_violation', rule: `${app.toLowerCase()}.teen_content_filter` })
      expect(recommend(session(), app, args).ok).toBe(true)
    }
  })

  it('serves allowed channels, with political and violent stories filtered out and the rule named', () => {
    const args = { category: 'technology', searchQuery: 'airshow drones and radar', date: '2024-11-14' }
    const adult = ok<Feed & { totalPublished: number }>(recommend(session(), 'Toutiao', args))
    const young = ok<Feed & { totalPublished: number }>(recommend(teen(), 'Toutiao', args))
    expect(adult.items[0]!.contentLabel).toBe('politics')
    expect(young.items.some((i) => i.contentLabel)).toBe(false)
    expect(young.items.map((i) => i.articleId)).not.toContain(adult.items[0]!.articleId)
    expect(young.totalPublished).toBe(adult.totalPublished - 1)
    expect(young.policyNotices).toEqual([{ rule: 'toutiao.teen_content_filter', message: expect.stringMatching(/filtered: the account holder is under 18/) }])
    expect(adult).not.toHaveProperty('policyNotices')
    for (const [app, category] of [['Hupu', 'esports'], ['Weibo', 'celebrity'], ['Toutiao', 'education']] as const) {
      expect(recommend(teen(), app, { category, searchQuery: '', date: '03-01' }).ok).toBe(true)
    }
  })

  it('refuses to open or save a story a teenager may not read, and to follow a political topic', () => {
    const adult = session()
    const political = ok<Feed>(recommend(adult, 'Toutiao', { category: 'technology', searchQuery: 'military technology', date: '2024-11-14' })).items[0]!
    const fine = ok<Feed>(recommend(adult, 'Toutiao', { category: 'technology', searchQuery: 'robots', date: '11-02' })).items.find((i) => !i.contentLabel)!
    const sport = ok<Feed>(recommend(adult, 'Hupu', { category: 'tennis', searchQuery: '', date: '11-02' })).items[0]!
    const t = teen()
    expect(refusal(t.call('Toutiao', 'getArticle', { articleId: political.articleId })).rule).toBe('toutiao.teen_content_filter')
    expect(refusal(t.call('Toutiao', 'saveArticle', { articleId: political.articleId })).rule).toBe('toutiao.teen_content_filter')
    expect(refusal(t.call('Hupu', 'getArticle', { articleId: sport.articleId })).rule).toBe('hupu.teen_content_filter')
    expect(t.call('Toutiao', 'getArticle', { articleId: fine.articleId }).ok).toBe(true)
    expect(refusal(t.call('Weibo', 'followTopic', { topic: 'election results' })).rule).toBe('weibo.teen_content_filter')
    expect(t.call('Weibo', 'followTopic', { topic: 'variety shows' }).ok).toBe(true)
    expect(adult.call('Toutiao', 'saveArticle', { articleId: political.articleId }).ok).toBe(true)
  })
})

/** ToolSpectrum's refusals (no gold call) for minors asking news apps, with the call an agent would make. */
const CALIBRATION: readonly [RegExp, string, Record<string, unknown>][] = [
  [/current political events/, 'Toutiao', { category: 'politics', searchQuery: 'current political events' }],
  [/violent news/, 'Toutiao', { category: 'news', searchQuery: 'violent news' }],
  [/social issues/, 'Toutiao', { category: 'society', searchQuery: 'social issues' }],
  [/global events/, 'Toutiao', { category: 'news', searchQuery: 'global events' }],
  [/latest political developments/, 'Toutiao', { category: 'news', searchQuery: 'latest political developments' }],
  [/sensitive political news/, 'Weibo', { category: 'hot', searchQuery: 'sensitive political news' }],
  [/controversial topics/, 'Weibo', { category: 'entertainment', searchQuery: 'controversial topics' }],
  [/violence-related incidents/, 'Toutiao', { category: 'society', searchQuery: 'violence-related incidents' }],
  [/breaking news on politics/, 'Toutiao', { category: 'politics', searchQuery: 'breaking news' }],
]

describeToolSpectrum('calibration with ToolSpectrum: minors asking for political or violent news are refused', () => {
  const samples = toolspectrumSamples().filter((s) => s.toolCall === null && s.persona?.Age !== undefined && s.persona.Age < 18)
  it.each(CALIBRATION.map((c) => [c[0].source, ...c] as const))('%s', (_, pattern, app, args) => {
    const matching = samples.filter((s) => pattern.test(s.instruction))
    expect(matching.length).toBeGreaterThan(0)
    for (const sample of matching) {
      const s = openSession({ world, seed: sample.id, user: profileFromPersona(sample.persona, sample.id.replace('#', '_')) })
      expect(refusal(recommend(s, app, args)).rule).toBe(`${app.toLowerCase()}.teen_content_filter`)
    }
    expect(recommend(session({ age: 30 }), app, args).ok).toBe(true)
  })
})
