import { DAY } from '../../../apps/kit/index.ts'
import { isLowIncome, LOW_INCOME_CAP_CNY } from '../../../apps/knowledge/content-policy.ts'
import type { UserProfile } from '../../../apps/kit/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, Planner } from '../activity.ts'
import { budgetOf } from '../budget.ts'
import { paymentFor } from '../choices.ts'
import { COURSES, topicFor } from './knowledge.ts'
import { aboutQuery } from './lookups.ts'
import { allOk, lastOk, okData, okSince, undone } from './recall.ts'
import { awayOn, stableInt } from './shared.ts'

/**
 * Learning that is paid for and then done: a Dedao course bought on an interest, studied a lesson
 * or two on commutes and evenings (the list of courses looked at first now and then), refunded in
 * its first week by the few it disappoints; a paid column or live session a knowledge search listed
 * bought when it fits the budget, and opened again from the purchases list days later.
 */

/** The most one paid item or course costs this person: the budget, and the app's low-income cap. */
const capOf = (user: UserProfile): number => Math.min(budgetOf(user).maxPurchase, isLowIncome(user) ? LOW_INCOME_CAP_CNY : 300)

/** About half of adults keep learning on Dedao; the rest only ever browse it. */
export const learner = (profile: UserProfile): boolean => profile.age >= 18 && stableInt(profile, 'learner', 0, 1) === 0

/** Orders still active (neither refunded nor finished), newest last. */
function activeOrders(actor: Actor): { orderId: string; lessonCount: number; studied: number; bought: number }[] {
  return allOk(actor, 'Dedao', 'buyCourse')
    .filter((r) => !undone(actor, 'refundCourse', 'orderId', okData(r).orderId))
    .map((r) => {
      const last = lastOk(actor, 'studyCourse', (s) => s.args.orderId === okData(r).orderId)
      return { orderId: okData(r).orderId, lessonCount: okData(r).lessonCount, studied: last ? okData(last).lessonsStudied : okData(r).lessonsStudied, bought: Date.parse(r.ts) }
    })
    .filter((o) => o.studied < o.lessonCount)
}

/** A course on one of the person's interests, looked up by a subject the shelf teaches and bought if the price fits. */
function buyOne(actor: Actor): void {
  const { rng, user, habits } = actor
  const interest = topicFor(user.age, rng.pick(habits.values.interests))
  const [category, subjects] = COURSES[interest] ?? COURSES.study!
  // A shelf looked through before shows the same courses: another subject, or no look at all.
  const fresh = subjects.filter((q) => !actor.records.some((r) => r.tool === 'getCourseList' && r.args.category === category && r.args.searchQuery === q))
  if (fresh.length === 0) return
  const query = rng.pick(fresh)
  const tags = ['ctx:courses', 'routine']
  const args = { category, level: 'beginner', searchQuery: query }
  if (actor.foundNothingBefore('Dedao', 'getCourseList', args)) return
  const list = actor.call('Dedao', 'getCourseList', args, tags)
  const fitting = aboutQuery(list.courses as { courseId: string; title: string; price: number; owned?: boolean }[], query, (c) => c.title).filter((c) => !c.owned && c.price <= capOf(user))
  if (fitting.length === 0) return
  const course = rng.pick(fitting.slice(0, 3))
  actor.later(1, 5).call('Dedao', 'getCourse', { courseId: course.courseId }, ['ctx:courses', 'follow-up'])
  actor.later(2, 6).call('Dedao', 'buyCourse', { ...args, paymentMethod: paymentFor(habits, user, 'Dedao', rng), courseId: course.courseId }, ['ctx:courses', 'follow-up'])
}

/** A lesson or two of the course in progress; sometimes the shelf of bought courses first. */
function study(actor: Actor): void {
  const { rng } = actor
  const open = activeOrders(actor)
  const course = open[open.length - 1]
  if (!course) return
  const tags = ['ctx:courses', 'routine']
  if (rng.chance(0.3)) actor.call('Dedao', 'listMyCourses', { status: 'active' }, tags)
  const lessons = Math.min(rng.pick([1, 1, 2]), course.lessonCount - course.studied)
  actor.later(1, 3).call('Dedao', 'studyCourse', { orderId: course.orderId, lessons }, tags)
}

/** The first lesson or none in, within the week: not what was expected, and refunded in full. */
function refundDisappointing(actor: Actor): void {
  if (allOk(actor, 'Dedao', 'refundCourse').length > 0) return // once bitten: the next course is chosen with more care
  const course = activeOrders(actor).find((o) => actor.now - o.bought < 6 * DAY && o.studied / o.lessonCount < 0.2)
  if (!course) return
  actor.call('Dedao', 'listMyCourses', {}, ['ctx:courses', 'follow-up'])
  actor.later(1, 3).call('Dedao', 'refundCourse', { orderId: course.orderId }, ['ctx:courses', 'follow-up'])
}

interface Paid {
  contentId: string
  title: string
  topic: string
  price: number
  rating: number
  owned: boolean
}

/** A paid item a knowledge search of the last days listed, about what was searched, well rated and within the budget. */
function buyPaid(actor: Actor): void {
  const { user, habits, rng } = actor
  if (okSince(actor, actor.now - 28 * DAY, 'buyPaidContent').length > 0) return
  const searches = okSince(actor, actor.now - 3 * DAY, 'getKnowledge').reverse()
  for (const s of searches) {
    const query = String(s.args.searchQuery ?? '')
    const items = aboutQuery((okData(s).paidContent ?? []) as Paid[], query, (p) => `${p.title} ${p.topic}`)
    const pick = items.find((p) => !p.owned && p.price <= capOf(user) && p.rating >= 4.5 && !undone(actor, 'buyPaidContent', 'contentId', p.contentId))
    if (!pick) continue
    actor.call(s.app, 'buyPaidContent', { contentId: pick.contentId, paymentMethod: paymentFor(habits, user, s.app, rng) }, ['ctx:knowledge', 'follow-up'])
    return
  }
}

/** Days later, back to what was bought: the purchases list opened. */
function openPurchases(actor: Actor): void {
  const bought = okSince(actor, actor.now - 10 * DAY, 'buyPaidContent', (r) => Date.parse(r.ts) < actor.now - DAY)
  const last = bought[bought.length - 1]
  if (last && okSince(actor, Date.parse(last.ts), 'listPurchasedContent').length === 0) actor.call(last.app, 'listPurchasedContent', {}, ['ctx:knowledge', 'follow-up'])
}

export const learning: Planner = ({ day, profile, events, rng }) => {
  const out: Activity[] = []
  if (profile.age < 18) return out
  const away = awayOn(events, day.index) !== undefined
  if (learner(profile) && !away) {
    // Bought in the first weeks (or after a refund), then studied most weeks.
    if (rng.chance(day.dayOff ? 0.18 : 0.05)) out.push({ at: day.time(day.dayOff ? rng.pick([10, 16]) : 21, rng.int(0, 50)), name: 'course-buy', run: (actor) => void (activeOrders(actor).length === 0 && buyOne(actor)) })
    if (rng.chance(0.3)) out.push({ at: day.dayOff ? day.time(rng.pick([9, 20]), rng.int(0, 50)) : day.time(rng.pick([7, 22]), rng.int(10, 50)), name: 'course-study', run: study })
    if (stableInt(profile, 'refunds', 0, 3) === 0 && rng.chance(0.25)) out.push({ at: day.time(22, rng.int(10, 50)), name: 'course-refund', run: refundDisappointing })
  }
  if (rng.chance(0.05)) out.push({ at: day.time(22, rng.int(30, 58)), name: 'paid-content', run: buyPaid })
  if (rng.chance(0.15)) out.push({ at: day.time(rng.pick([12, 21]), rng.int(0, 50)), name: 'paid-content-open', run: openPurchases })
  return out
}
