import { describe, expect, it } from 'vitest'
import { profileFromPersona } from '../../scenarios/importers/toolspectrum/index.ts'
import { createSandboxWorld, openSession, type OpenSessionOptions } from '../../simulator/world/index.ts'
import { describeToolSpectrum, toolspectrumSamples } from '../support/toolspectrum.ts'

const world = createSandboxWorld({ checkOutputs: true })
const session = (user: OpenSessionOptions['user'] = {}) => openSession({ world, user, seed: 'p-1' })
const teen = () => session({ age: 16, incomeLevel: '0-5k', profession: 'High School Student' })
const lowIncome = () => session({ age: 24, incomeLevel: '<3k' })

type Notice = { rule: string; message: string }
const ok = <T>(o: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!o.ok) throw new Error(`expected success, got ${JSON.stringify(o.error)}`)
  return o.data as T
}
const refusal = (o: { ok: boolean; error?: unknown }) => {
  if (o.ok) throw new Error(`expected a refusal, got ${JSON.stringify(o)}`)
  return o.error as { code: string; message: string; rule?: string }
}

describe('minors and restricted subjects (in-depth finance, politics, adult topics)', () => {
  it('refuses a request squarely about them, and serves the same request to an adult', () => {
    for (const [app, args] of [
      ['Zhihu', { searchQuery: 'how to pick stocks' }],
      ['Xiaohongshu', { searchQuery: 'US Congress politics explained' }],
      ['Dedao', { category: 'economics', level: 'beginner', searchQuery: '' }],
      ['Dedao', { category: 'self-improvement', level: 'beginner', searchQuery: 'adult relationships and sex' }],
    ] as const) {
      const tool = app === 'Dedao' ? 'getCourseList' : 'getKnowledge'
      expect(refusal(teen().call(app, tool, args))).toMatchObject({ code: 'policy_violation', rule: `${app.toLowerCase()}.minor_restricted_content` })
      expect(session().call(app, tool, args).ok).toBe(true)
    }
  })

  it('filters restricted items out of a neutral search and says so; adults see them', () => {
    const adult = ok<{ questions: { topic: string }[] }>(session().call('Zhihu', 'getKnowledge', { searchQuery: 'pay' }))
    const young = ok<{ questions: { topic: string }[]; policyNotices?: Notice[] }>(teen().call('Zhihu', 'getKnowledge', { searchQuery: 'pay' }))
    expect(young.questions.every((q) => q.topic !== 'Economics and investing')).toBe(true)
    expect(young.policyNotices).toEqual([{ rule: 'zhihu.minor_restricted_content', message: expect.stringMatching(/hidden: the account holder is under 18/) }])
    const adultAll = ok<{ paidContent: unknown[] }>(session().call('Xiaohongshu', 'getKnowledge', { searchQuery: 'pay' }))
    expect(adultAll).not.toHaveProperty('policyNotices')
    expect(adult.questions.length).toBe(3)
  })

  it('refuses to open, save or upvote restricted content for a minor', () => {
    const adult = session()
    const q = ok<{ questions: { questionId: string; topic: string; answers: { answerId: string }[] }[] }>(adult.call('Zhihu', 'getKnowledge', { searchQuery: 'index funds' })).questions.find((x) => x.topic === 'Economics and investing')!
    const t = teen()
    expect(refusal(t.call('Zhihu', 'getQuestion', { questionId: q.questionId })).rule).toBe('zhihu.minor_restricted_content')
    expect(refusal(t.call('Zhihu', 'followQuestion', { questionId: q.questionId })).rule).toBe('zhihu.minor_restricted_content')
    expect(refusal(t.call('Zhihu', 'upvoteAnswer', { answerId: q.answers[0]!.answerId })).rule).toBe('zhihu.minor_restricted_content')
    const note = ok<{ notes: { noteId: string; tags: string[] }[] }>(adult.call('Xiaohongshu', 'getKnowledge', { searchQuery: 'index funds' })).notes[0]!
    expect(refusal(t.call('Xiaohongshu', 'saveNote', { noteId: note.noteId })).rule).toBe('xiaohongshu.minor_restricted_content')
    expect(adult.call('Xiaohongshu', 'saveNote', { noteId: note.noteId }).ok).toBe(true)
    expect(t.state).toEqual(teen().state)
  })

  it('sells a minor history courses but no finance or politics course', () => {
    expect(teen().call('Dedao', 'buyCourse', { category: 'history', level: 'beginner', searchQuery: 'Silk Road', paymentMethod: 'Alipay' }).ok).toBe(true)
    expect(refusal(teen().call('Dedao', 'buyCourse', { category: 'politics', level: 'advanced', searchQuery: 'political theory', paymentMethod: 'Alipay' })).rule).toBe('dedao.minor_restricted_content')
    expect(session().call('Dedao', 'buyCourse', { category: 'politics', level: 'advanced', searchQuery: 'political theory', paymentMethod: 'Alipay' }).ok).toBe(true)
  })
})

describe('low-income users: at most ¥100 for one paid item', () => {
  it('refuses paid content over ¥100 and sells what is within it; others buy either', () => {
    const page = ok<{ paidContent: { contentId: string; price: number }[] }>(session().call('Xiaohongshu', 'getKnowledge', { searchQuery: 'the probation period' }))
    const dear = page.paidContent.find((p) => p.price > 100)!
    const cheap = page.paidContent.find((p) => p.price <= 100)!
    const poor = lowIncome()
    expect(refusal(poor.call('Xiaohongshu', 'buyPaidContent', { contentId: dear.contentId, paymentMethod: 'Alipay' }))).toMatchObject({ code: 'policy_violation', rule: 'xiaohongshu.low_income_purchase_cap' })
    expect(poor.call('Xiaohongshu', 'buyPaidContent', { contentId: cheap.contentId, paymentMethod: 'Alipay' }).ok).toBe(true)
    expect(session().call('Xiaohongshu', 'buyPaidContent', { contentId: dear.contentId, paymentMethod: 'Alipay' }).ok).toBe(true)
  })

  it('on Dedao, buys the best match within ¥100 when the words name no course, and says so', () => {
    const args = { category: 'literature', level: 'advanced', searchQuery: 'Recognize six administration college', paymentMethod: 'WeChat Pay' }
    const rich = ok<{ price: number }>(session().call('Dedao', 'buyCourse', args))
    const poor = ok<{ price: number; policyNotices?: Notice[] }>(lowIncome().call('Dedao', 'buyCourse', args))
    expect(rich.price).toBeGreaterThan(100)
    expect(poor.price).toBeLessThanOrEqual(100)
    expect(poor.policyNotices?.[0]?.rule).toBe('dedao.low_income_purchase_cap')
  })

  it('on Dedao, refuses a named course over ¥100 (approval needed) and sells it to others', () => {
    const course = ok<{ courses: { courseId: string; title: string; price: number }[] }>(
      session().call('Dedao', 'getCourseList', { category: 'business', level: 'advanced', searchQuery: '', priceRange: [100, -1] }),
    ).courses[0]!
    const args = { category: 'business', level: 'advanced', searchQuery: course.title, paymentMethod: 'Alipay' }
    expect(refusal(lowIncome().call('Dedao', 'buyCourse', args))).toMatchObject({ rule: 'dedao.low_income_purchase_cap' })
    expect(refusal(lowIncome().call('Dedao', 'buyCourse', { ...args, courseId: course.courseId })).rule).toBe('dedao.low_income_purchase_cap')
    expect(ok<{ courseId: string }>(session().call('Dedao', 'buyCourse', args)).courseId).toBe(course.courseId)
  })
})

/** ToolSpectrum's refusals (no gold call) for minors asking knowledge apps, with the call an agent would make. */
const CALIBRATION: readonly [RegExp, string, string, Record<string, unknown>][] = [
  [/course on personal finance/, 'Dedao', 'getCourseList', { category: 'finance', level: 'beginner', searchQuery: 'personal finance' }],
  [/stock market investment/, 'Dedao', 'buyCourse', { category: 'finance', level: 'beginner', searchQuery: 'stock market investment', paymentMethod: 'Alipay' }],
  [/financial independence/, 'Dedao', 'buyCourse', { category: 'self-improvement', level: 'beginner', searchQuery: 'financial independence', paymentMethod: 'Alipay' }],
  [/advanced course on politics/, 'Dedao', 'buyCourse', { category: 'politics', level: 'advanced', searchQuery: 'politics', paymentMethod: 'Alipay' }],
  [/business management course/, 'Dedao', 'buyCourse', { category: 'business', level: 'beginner', searchQuery: 'business management', paymentMethod: 'Alipay' }],
  [/investment strategies/, 'Dedao', 'buyCourse', { category: 'finance', level: 'intermediate', searchQuery: 'investment strategies', paymentMethod: 'Alipay' }],
  [/adult topics/, 'Dedao', 'buyCourse', { category: 'health', level: 'advanced', searchQuery: 'adult topics', paymentMethod: 'Alipay' }],
  [/course on economics/, 'Dedao', 'getCourseList', { category: 'economics', level: 'beginner', searchQuery: '' }],
  [/financial planning/, 'Dedao', 'buyCourse', { category: 'finance', level: 'beginner', searchQuery: 'financial planning', paymentMethod: 'Alipay' }],
  [/political theory/, 'Zhihu', 'getKnowledge', { searchQuery: 'advanced political theory' }],
]

describeToolSpectrum('calibration with ToolSpectrum: minors asking for restricted courses are refused', () => {
  const samples = toolspectrumSamples().filter((s) => s.toolCall === null && s.persona?.Age !== undefined && s.persona.Age < 18)
  it.each(CALIBRATION.map((c) => [c[0].source, ...c] as const))('%s', (_, pattern, app, tool, args) => {
    const matching = samples.filter((s) => pattern.test(s.instruction))
    expect(matching.length).toBeGreaterThan(0)
    for (const sample of matching) {
      const s = openSession({ world, seed: sample.id, user: profileFromPersona(sample.persona, sample.id.replace('#', '_')) })
      expect(refusal(s.call(app, tool, args)).rule).toBe(`${app.toLowerCase()}.minor_restricted_content`)
    }
    expect(session({ age: 30 }).call(app, tool, args).ok).toBe(true)
  })
})
