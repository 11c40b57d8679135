import { z } from 'zod'
import { atLeastOneOf, conflict, DAY, defineTool, invalidArgument, notFound, toDisplay, toIso, type ToolContext } from '../kit/index.ts'
import { ownEntry as entry } from '../kit/index.ts'

/**
 * What a Dedao user owns: one order per bought course, its study progress, and the refund rule
 * (within 7 days of purchase and before 20% of the lessons are studied).
 */
export const REFUND_DAYS = 7
export const REFUND_MAX_PROGRESS = 0.2

export interface CourseOrder {
  orderId: string
  courseId: string
  title: string
  lecturer: string
  category: string
  level: string
  price: number
  paymentMethod: string
  purchasedAt: string
  lessonCount: number
  lessonsStudied: number
  status: 'active' | 'refunded'
  refundedAt?: string
  refundAmount?: number
}

export interface DedaoState {
  orders: Record<string, CourseOrder>
}

const progressOf = (o: CourseOrder) => o.lessonsStudied / o.lessonCount

/** Why an order cannot be refunded now, or undefined when it can. */
export function refundBlocker(o: CourseOrder, now: number): string | undefined {
  if (o.status === 'refunded') return `"${o.title}" was already refunded on ${toDisplay(Date.parse(o.refundedAt!))}`
  const deadline = Date.parse(o.purchasedAt) + REFUND_DAYS * DAY
  if (now > deadline) return `"${o.title}" was bought on ${toDisplay(Date.parse(o.purchasedAt))}; refunds close ${REFUND_DAYS} days after purchase (${toDisplay(deadline)})`
  if (progressOf(o) >= REFUND_MAX_PROGRESS) {
    return `${o.lessonsStudied} of ${o.lessonCount} lessons of "${o.title}" are studied (${Math.round(progressOf(o) * 100)}%); refunds need less than ${REFUND_MAX_PROGRESS * 100}% progress`
  }
  return undefined
}

export const orderSchema = z.object({
  orderId: z.string(),
  courseId: z.string(),
  title: z.string(),
  lecturer: z.string(),
  category: z.string(),
  level: z.string(),
  price: z.number(),
  paymentMethod: z.string(),
  purchasedAt: z.string(),
  status: z.enum(['active', 'refunded']),
  lessonCount: z.number().int(),
  lessonsStudied: z.number().int(),
  progressPercent: z.number(),
  offlineDownload: z.boolean(),
  refundable: z.boolean(),
  refundDeadline: z.string().optional(),
  refundedAt: z.string().optional(),
  refundAmount: z.number().optional(),
})

export function orderView(o: CourseOrder, now: number) {
  const refundable = refundBlocker(o, now) === undefined
  return {
    orderId: o.orderId,
    courseId: o.courseId,
    title: o.title,
    lecturer: o.lecturer,
    category: o.category,
    level: o.level,
    price: o.price,
    paymentMethod: o.paymentMethod,
    purchasedAt: toDisplay(Date.parse(o.purchasedAt)),
    status: o.status,
    lessonCount: o.lessonCount,
    lessonsStudied: o.lessonsStudied,
    progressPercent: Math.round(progressOf(o) * 1000) / 10,
    // Bought courses can be cached for offline listening; refunded ones are locked again.
    offlineDownload: o.status === 'active',
    refundable,
    ...(refundable ? { refundDeadline: toDisplay(Date.parse(o.purchasedAt) + REFUND_DAYS * DAY) } : {}),
    ...(o.refundedAt ? { refundedAt: toDisplay(Date.parse(o.refundedAt)), refundAmount: o.refundAmount! } : {}),
  }
}

/** The user's active order of a course, if any. */
export const activeOrderOf = (state: DedaoState, courseId: string): CourseOrder | undefined =>
  Object.values(state.orders).find((o) => o.courseId === courseId && o.status === 'active')

const orderRef = {
  orderId: z.string().trim().min(1).max(40).optional().describe("The order id from buyCourse or listMyCourses, e.g. 'ord_0001'."),
  courseId: z.string().trim().min(1).max(40).optional().describe('Or the course id, for a course the user owns.'),
}
const needsRef = atLeastOneOf(['orderId', 'courseId'], { path: 'orderId', message: 'Give orderId (from buyCourse or listMyCourses) or courseId' })

function orderFor(state: DedaoState, a: { orderId?: string | undefined; courseId?: string | undefined }): CourseOrder {
  if (a.orderId) {
    const o = entry(state.orders, a.orderId)
    if (!o) throw notFound(`No Dedao order "${a.orderId}"`)
    return o
  }
  const owned = activeOrderOf(state, a.courseId!) ?? Object.values(state.orders).find((o) => o.courseId === a.courseId)
  if (!owned) throw notFound(`You have not bought course "${a.courseId}"`)
  return owned
}

export const listMyCourses = defineTool({
  name: 'listMyCourses',
  description: 'Courses the user bought on Dedao, newest first, with study progress and whether each can still be refunded.',
  effect: 'read',
  input: z.object({ status: z.enum(['active', 'refunded']).optional().describe("Only 'active' or 'refunded' orders.") }),
  output: z.object({ courses: z.array(orderSchema), totalSpent: z.number() }),
  run(state: DedaoState, args, ctx: ToolContext) {
    const orders = Object.values(state.orders).reverse().filter((o) => !args.status || o.status === args.status)
    const spent = Object.values(state.orders).reduce((a, o) => a + (o.status === 'active' ? o.price : 0), 0)
    return { courses: orders.map((o) => orderView(o, ctx.now)), totalSpent: Math.round(spent * 100) / 100 }
  },
})

export const studyCourse = defineTool({
  name: 'studyCourse',
  description: 'Marks the next lessons of a bought course as studied (listened to); progress decides whether it can still be refunded.',
  effect: 'write',
  input: z.object({ ...orderRef, lessons: z.number().int().min(1).max(500).optional().describe('How many more lessons were studied; default 1.') }),
  refine: needsRef,
  output: orderSchema,
  run(state: DedaoState, args, ctx) {
    const o = orderFor(state, args)
    if (o.status === 'refunded') throw conflict(`"${o.title}" was refunded; buy it again to study it`)
    const left = o.lessonCount - o.lessonsStudied
    if (left === 0) throw conflict(`All ${o.lessonCount} lessons of "${o.title}" are already studied`)
    const n = args.lessons ?? 1
    if (n > left) throw invalidArgument('lessons', `only ${left} lessons of "${o.title}" are left to study`, `1 to ${left}`)
    // Fields are set on the draft itself: spreading a draft copies it through proxy traps, four times slower.
    o.lessonsStudied += n
    return orderView(o, ctx.now)
  },
})

export const refundCourse = defineTool({
  name: 'refundCourse',
  description: `Refunds a bought course in full: allowed within ${REFUND_DAYS} days of purchase while less than ${REFUND_MAX_PROGRESS * 100}% of its lessons are studied.`,
  effect: 'write',
  input: z.object(orderRef),
  refine: needsRef,
  output: orderSchema,
  run(state: DedaoState, args, ctx) {
    const o = orderFor(state, args)
    const blocker = refundBlocker(o, ctx.now)
    if (blocker) throw conflict(blocker)
    o.status = 'refunded'
    o.refundedAt = toIso(ctx.now)
    o.refundAmount = o.price
    return orderView(o, ctx.now)
  },
})
