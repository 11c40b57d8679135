import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DAY, fromLocal } from '../../apps/kit/index.ts'
import { createSandboxWorld, openSession, type OpenSessionOptions } from '../../simulator/world/index.ts'

const world = createSandboxWorld({ checkOutputs: true })
const session = (user: OpenSessionOptions['user'] = {}, seed = 'd-1') => openSession({ world, user, seed })

type Course = { courseId: string; title: string; lecturer: string; category: string; level: string; kind: string; price: number; lessonCount: number; rating: number; learners: number; owned: boolean }
type List = { category: string; level: string; total: number; courses: Course[]; notice?: string; policyNotices?: { rule: string; message: string }[] }
type Order = {
  orderId: string
  courseId: string
  title: string
  price: number
  status: string
  lessonCount: number
  lessonsStudied: number
  progressPercent: number
  refundable: boolean
  refundDeadline?: string
  refundAmount?: number
  policyNotices?: { rule: string; message: string }[]
}

const ok = <T>(o: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!o.ok) throw new Error(`expected success, got ${JSON.stringify(o.error)}`)
  return o.data as T
}
const err = (o: { ok: boolean; error?: unknown }) => {
  if (o.ok) throw new Error(`expected an error, got ${JSON.stringify(o)}`)
  return o.error as { code: string; message: string; rule?: string; issues?: { path: string }[] }
}
const list = (s: ReturnType<typeof session>, args: Record<string, unknown>) => ok<List>(s.call('Dedao', 'getCourseList', args))
const buy = (s: ReturnType<typeof session>, args: Record<string, unknown>) => s.call('Dedao', 'buyCourse', { paymentMethod: 'Alipay', ...args })
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

describe('Dedao: the course catalog', () => {
  it('lists courses of the category and level, in the price range, most relevant then most popular', () => {
    const s = session()
    const cheap = list(s, { category: 'technology', level: 'beginner', searchQuery: '', priceRange: [0, 100] })
    expect(cheap.courses.length).toBeGreaterThanOrEqual(3)
    expect(cheap.courses.every((c) => c.category === 'Technology' && c.level === 'beginner' && c.price <= 100)).toBe(true)
    const learners = cheap.courses.map((c) => c.learners)
    expect(learners).toEqual([...learners].sort((a, b) => b - a))
    const dear = list(s, { category: 'business', level: 'advanced', searchQuery: '', priceRange: [100, -1] })
    expect(dear.courses.every((c) => c.price >= 100)).toBe(true)
    const ai = list(s, { category: 'technology', level: 'beginner', searchQuery: 'artificial intelligence' })
    expect(ai.courses[0]!.title).toMatch(/Artificial Intelligence/)
  })

  it('finds a course by its lecturer, from any shelf name spelling', () => {
    const s = session()
    const course = list(s, { category: 'history', level: 'advanced', searchQuery: '' }).courses[2]!
    const byLecturer = list(s, { category: '历史', level: 'Advanced', searchQuery: course.lecturer })
    expect(byLecturer.courses[0]!.courseId).toBe(course.courseId)
  })

  it('prices like Dedao: masterclasses under ¥100, full courses above, training camps far above', () => {
    const s = session()
    const all = ['beginner', 'intermediate', 'advanced'].flatMap((level) =>
      ['business', 'technology', 'history', 'science', 'literature', 'self-improvement', 'health'].flatMap((category) => list(s, { category, level, searchQuery: '' }).courses),
    )
    const byKind = (kind: string) => all.filter((c) => c.kind === kind).map((c) => c.price)
    expect(Math.max(...byKind('masterclass'))).toBeLessThanOrEqual(100)
    expect(median(byKind('course'))).toBeGreaterThan(100)
    expect(median(byKind('training camp'))).toBeGreaterThan(median(byKind('course')))
    expect(all.every((c) => c.rating >= 4 && c.rating <= 5 && c.lessonCount >= 6)).toBe(true)
  })

  it('is the same catalog in every session; an unknown level is a 400, an unknown category searches every shelf', () => {
    const args = { category: 'science', level: 'intermediate', searchQuery: 'evolution' }
    expect(JSON.stringify(list(session({}, 'a'), args))).toBe(JSON.stringify(list(openSession({ world: createSandboxWorld() }), args)))
    expect(err(session().call('Dedao', 'getCourseList', { ...args, level: 'godlike' })).issues?.[0]?.path).toBe('level')
    expect(err(session().call('Dedao', 'getCourseList', { ...args, priceRange: [200, 100] })).issues?.[0]?.path).toBe('priceRange')
    const anywhere = list(session(), { category: 'astrology', level: 'beginner', searchQuery: 'universe' })
    expect(anywhere.notice).toMatch(/no "astrology" category/)
    expect(anywhere.courses.length).toBeGreaterThan(0)
  })

  it('keeps every listing within its filters (property)', () => {
    const s = session()
    fc.assert(
      fc.property(
        fc.constantFrom('business', 'technology', 'history', 'literature', 'science', 'self-improvement', 'health', 'art', 'psychology'),
        fc.constantFrom('beginner', 'intermediate', 'advanced'),
        fc.integer({ min: 0, max: 400 }),
        fc.oneof(fc.constant(-1), fc.integer({ min: 400, max: 2000 })),
        (category, level, low, high) => {
          const page = list(s, { category, level, searchQuery: '', priceRange: [low, high] })
          expect(page.courses.every((c) => c.level === level && c.price >= low && (high === -1 || c.price <= high))).toBe(true)
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('Dedao: buying, studying and refunding', () => {
  it('buys the best match, tracks progress and refunds in full within 7 days under 20% studied', () => {
    const s = session()
    const order = ok<Order>(buy(s, { category: 'history', level: 'beginner', searchQuery: 'Silk Road', paymentMethod: 'weixin' }))
    expect(order).toMatchObject({ orderId: 'ord_0001', status: 'active', lessonsStudied: 0, refundable: true, refundDeadline: '2026-03-09 08:00' })
    expect(order.title).toMatch(/Silk Road/)
    expect(list(s, { category: 'history', level: 'beginner', searchQuery: 'Silk Road' }).courses.find((c) => c.courseId === order.courseId)?.owned).toBe(true)
    expect(err(buy(s, { category: 'history', level: 'beginner', searchQuery: 'Silk Road' })).code).toBe('conflict')

    const studied = ok<Order>(s.call('Dedao', 'studyCourse', { orderId: order.orderId }))
    expect(studied.lessonsStudied).toBe(1)
    s.setClock(fromLocal(2026, 3, 8, 20, 0))
    const refunded = ok<Order>(s.call('Dedao', 'refundCourse', { courseId: order.courseId }))
    expect(refunded).toMatchObject({ status: 'refunded', refundAmount: order.price, refundable: false })
    expect(err(s.call('Dedao', 'refundCourse', { orderId: order.orderId })).code).toBe('conflict')
    expect(err(s.call('Dedao', 'studyCourse', { orderId: order.orderId })).code).toBe('conflict')
    const mine = ok<{ courses: Order[]; totalSpent: number }>(s.call('Dedao', 'listMyCourses', {}))
    expect(mine).toMatchObject({ totalSpent: 0, courses: [expect.objectContaining({ orderId: order.orderId, status: 'refunded' })] })
    // Bought again after a refund: a new order.
    expect(ok<Order>(buy(s, { courseId: order.courseId, category: 'history', level: 'beginner', searchQuery: '' })).orderId).toBe('ord_0002')
  })

  it('refuses a refund after 7 days, and at 20% progress or more', () => {
    const s = session()
    const late = ok<Order>(buy(s, { category: 'science', level: 'beginner', searchQuery: 'evolution' }))
    const studied = ok<Order>(buy(s, { category: 'literature', level: 'intermediate', searchQuery: 'Tang poetry' }))
    const below = Math.ceil(studied.lessonCount * 0.2) - 1
    if (below > 0) ok(s.call('Dedao', 'studyCourse', { orderId: studied.orderId, lessons: below }))
    expect(ok<{ courses: Order[] }>(s.call('Dedao', 'listMyCourses', {})).courses[0]!.refundable).toBe(true)
    ok(s.call('Dedao', 'studyCourse', { orderId: studied.orderId }))
    expect(err(s.call('Dedao', 'refundCourse', { orderId: studied.orderId })).message).toMatch(/less than 20% progress/)
    s.setClock(fromLocal(2026, 3, 2, 8, 0) + 7 * DAY + 60_000)
    expect(err(s.call('Dedao', 'refundCourse', { orderId: late.orderId })).message).toMatch(/refunds close 7 days after purchase/)
    expect(err(s.call('Dedao', 'refundCourse', { orderId: 'ord_0099' })).code).toBe('not_found')
    expect(err(s.call('Dedao', 'refundCourse', {})).issues?.[0]?.path).toBe('orderId')
    expect(err(s.call('Dedao', 'studyCourse', { orderId: late.orderId, lessons: 999 })).issues?.[0]?.path).toBe('lessons')
  })

  it('opens a course with its syllabus and the order when owned', () => {
    const s = session()
    const course = list(s, { category: 'psychology', level: 'beginner', searchQuery: '' }).courses[0]!
    const before = ok<{ syllabus: string[]; order?: Order }>(s.call('Dedao', 'getCourse', { courseId: course.courseId }))
    expect(before.syllabus[0]).toMatch(/^Lesson 1: /)
    expect(before.order).toBeUndefined()
    ok(buy(s, { courseId: course.courseId, category: 'psychology', level: 'beginner', searchQuery: '' }))
    expect(ok<{ order?: Order }>(s.call('Dedao', 'getCourse', { courseId: course.courseId })).order?.status).toBe('active')
    expect(err(s.call('Dedao', 'getCourse', { courseId: 'nope' })).code).toBe('not_found')
  })
})
