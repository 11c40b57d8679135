import { z } from 'zod'
import { conflict, deepFreeze, defineApp, defineTool, invalidArgument, notFound, toIso, type ToolContext } from '../kit/index.ts'
import { normalizePaymentMethod } from '../kit/index.ts'
import { enforcePurchaseRules, filterForMinor, isLowIncome, isMinor, knowledgePolicies, LOW_INCOME_CAP_CNY, lowIncomePolicyId, minorNotices, minorPolicyId, type PolicyNotice } from './content-policy.ts'
import { buildCourseCatalog, findCourses, namesCourse, type Course, type CourseCatalog, type CourseFilter } from './dedao-catalog.ts'
import { activeOrderOf, listMyCourses, orderSchema, orderView, refundCourse, studyCourse, type CourseOrder, type DedaoState } from './dedao-orders.ts'
import { findShelf, LEVELS, readLevel, type Level } from './dedao-shelves.ts'
import { paymentMethodParameter, policyNoticesSchema, withNotices } from './schemas.ts'
import { searchTerms } from './relevance.ts'

const APP = 'Dedao'
const PAGE = 10

const catalogOf = (ctx: ToolContext): CourseCatalog => ctx.memo('courses', () => buildCourseCatalog(ctx.worldSeed))

const courseSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  lecturer: z.string(),
  lecturerTitle: z.string(),
  category: z.string(),
  level: z.enum(LEVELS),
  kind: z.string(),
  price: z.number(),
  originalPrice: z.number().optional(),
  lessonCount: z.number().int(),
  minutesPerLesson: z.number().int(),
  totalHours: z.number(),
  rating: z.number(),
  learners: z.number().int(),
  offlineDownload: z.boolean(),
  owned: z.boolean(),
})

const courseView = (c: Course, state: DedaoState) => ({
  courseId: c.courseId,
  title: c.title,
  lecturer: c.lecturer,
  lecturerTitle: c.lecturerTitle,
  category: c.shelf.label,
  level: c.level,
  kind: c.kind,
  price: c.price,
  ...(c.originalPrice !== undefined ? { originalPrice: c.originalPrice } : {}),
  lessonCount: c.lessonCount,
  minutesPerLesson: c.minutesPerLesson,
  totalHours: Math.round((c.lessonCount * c.minutesPerLesson) / 6) / 10,
  rating: c.rating,
  learners: c.learners,
  offlineDownload: true,
  owned: activeOrderOf(state, c.courseId) !== undefined,
})

interface Request {
  category: string
  level: string
  searchQuery: string
}

/** Reads category, level and query into a filter; an unknown category searches every shelf with its words. */
function readRequest(args: Request): { filter: CourseFilter; tokens: string[]; notice?: string } {
  const level = readLevel(args.level)
  if (level === undefined) throw invalidArgument('level', `"${args.level}" is not a Dedao course level`, `one of ${LEVELS.join(', ')} (or 'all')`)
  const shelf = findShelf(args.category)
  const tokens = searchTerms(shelf ? args.searchQuery : `${args.category} ${args.searchQuery}`)
  const filter: CourseFilter = { ...(shelf ? { shelf } : {}), ...(level !== 'any' ? { level: level as Level } : {}) }
  return shelf ? { filter, tokens } : { filter, tokens, notice: `Dedao has no "${args.category}" category; searched every category instead.` }
}

const requestParameters = {
  category: z.string().trim().min(1).max(60).describe("Course category, e.g. 'business', 'technology', 'history', 'literature', 'science', 'self-improvement', 'health', 'psychology', 'art'."),
  level: z.string().trim().min(1).max(30).describe("Course level: 'beginner', 'intermediate' or 'advanced' ('all' for any)."),
  searchQuery: z.string().trim().max(200).describe("Keywords such as a course title, subject or lecturer name; '' lists the category's most popular courses."),
}

const getCourseList = defineTool({
  name: 'getCourseList',
  description: 'Lists Dedao courses in a category and level matching the keywords, most relevant then most popular: lecturer, price in CNY, lessons, rating, learners.',
  effect: 'read',
  input: z.object({
    ...requestParameters,
    priceRange: z.array(z.number().min(-1).max(100_000)).length(2).optional().describe('Price range in CNY as [low, high]; -1 as high means no upper limit, e.g. [0, 100] or [100, -1].'),
  }),
  refine: (a) => {
    const r = a.priceRange
    if (!r) return undefined
    if (r[0]! < 0) return { path: 'priceRange', message: 'The low end must be 0 or more' }
    if (r[1]! !== -1 && r[1]! < r[0]!) return { path: 'priceRange', message: 'The high end must be at least the low end, or -1 for no limit' }
    return undefined
  },
  output: z.object({ category: z.string(), level: z.string(), query: z.string(), total: z.number().int(), courses: z.array(courseSchema), notice: z.string().optional(), policyNotices: policyNoticesSchema }),
  run(state: DedaoState, args, ctx) {
    // The listing for the same request and audience is shared; only courses this user owns are marked on it.
    const key = `page:${args.category}:${args.level}:${args.priceRange?.join(',') ?? ''}:${isMinor(ctx.user) ? 'minor' : 'adult'}:${args.searchQuery}`
    const page = ctx.memo(key, () => deepFreeze(listing(args, ctx)))
    if (Object.keys(state.orders).length === 0) return page
    return { ...page, courses: page.courses.map((c) => (activeOrderOf(state, c.courseId) ? { ...c, owned: true } : c)) }
  },
})

const NOTHING_OWNED: DedaoState = { orders: {} }

function listing(args: Request & { priceRange?: number[] | undefined }, ctx: ToolContext) {
  const request = readRequest(args)
  const filter: CourseFilter = { ...request.filter, ...(args.priceRange ? { priceRange: [args.priceRange[0]!, args.priceRange[1]!] as const } : {}) }
  const found = coursesFor(ctx, request.tokens, filter)
  const { kept, hidden } = filterForMinor(ctx, found.matches, (m) => m.course.shelf.restricted, 'courses')
  const notes = [request.notice, found.matched ? undefined : noMatch(args.searchQuery, filter)].filter(Boolean)
  return withNotices(
    {
      category: filter.shelf?.label ?? args.category,
      level: filter.level ?? 'all',
      query: args.searchQuery,
      total: kept.length,
      courses: kept.slice(0, PAGE).map((m) => courseView(m.course, NOTHING_OWNED)),
      ...(notes.length > 0 ? { notice: notes.join(' ') } : {}),
    },
    minorNotices(ctx, hidden),
  )
}

/** What a listing says when the words match no course: plainly, with what to try instead. */
const nothingMatches = (query: string, filter: CourseFilter): string =>
  `No ${filter.shelf ? `${filter.shelf.label} ` : ''}course matches "${query}"${filter.level ? ` at ${filter.level} level` : ''}`
const noMatch = (query: string, filter: CourseFilter): string =>
  `${nothingMatches(query, filter)}; try the subject you want to learn, or an empty searchQuery for the most popular courses.`

/** Ranked matches for words under a filter, memoized per world (the catalog is static). */
const coursesFor = (ctx: ToolContext, tokens: readonly string[], filter: CourseFilter) =>
  ctx.memo(`find:${filter.shelf?.id ?? '*'}:${filter.level ?? '*'}:${filter.priceRange?.join(',') ?? ''}:${tokens.join(' ')}`, () => findCourses(catalogOf(ctx), tokens, filter))

const getCourse = defineTool({
  name: 'getCourse',
  description: 'One course in detail: lecturer, price, the first chapters of the syllabus with their lessons, and the user’s order if owned.',
  effect: 'read',
  input: z.object({ courseId: z.string().trim().min(1).max(40).describe("The course id from getCourseList, e.g. 'aB3dE5gH7jK9mN1'.") }),
  output: courseSchema.extend({
    syllabus: z.array(z.string()).describe("The first lessons, numbered: 'Lesson 1: …'."),
    chapters: z.array(z.object({ title: z.string(), lessons: z.array(z.string()) })).describe('The same lessons under their chapters.'),
    order: orderSchema.optional(),
  }),
  run(state: DedaoState, args, ctx) {
    const c = catalogOf(ctx).byId.get(args.courseId)
    if (!c) throw notFound(`${APP} has no course "${args.courseId}"; course ids come from getCourseList`)
    if (c.shelf.restricted && isMinor(ctx.user)) ctx.deny(minorPolicyId(ctx.appId), `"${c.title}" is a ${c.shelf.label} course, which ${APP} does not offer to users under 18.`)
    const order = activeOrderOf(state, c.courseId)
    return { ...courseView(c, state), syllabus: c.syllabus.lessons, chapters: c.syllabus.chapters, ...(order ? { order: orderView(order, ctx.now) } : {}) }
  },
})

/**
 * The course a purchase by keywords buys: the best match. Words that match no course buy the
 * category's most popular one, and the order says so. A user capped at ¥100 whose words do not name
 * one course gets the best match within the cap (said in a notice); naming a dearer course is refused.
 */
function chooseCourse(args: Request & { courseId?: string | undefined }, ctx: ToolContext): { course: Course; notices: PolicyNotice[]; notice?: string } {
  const catalog = catalogOf(ctx)
  if (args.courseId) {
    const c = catalog.byId.get(args.courseId)
    if (!c) throw notFound(`${APP} has no course "${args.courseId}"; course ids come from getCourseList`)
    return { course: c, notices: [] }
  }
  const request = readRequest(args)
  const found = coursesFor(ctx, request.tokens, request.filter)
  const popular = found.matched ? undefined : coursesFor(ctx, [], request.filter)
  const matches = popular?.matches ?? found.matches
  const top = matches[0]
  if (!top) throw notFound(`Dedao has no ${args.level} course in ${args.category}`)
  const notice = popular ? `${nothingMatches(args.searchQuery, request.filter)}; bought the most popular one, "${top.course.title}".` : undefined
  const chosen = (course: Course, notices: PolicyNotice[]) => ({ course, notices, ...(notice ? { notice } : {}) })
  if (top.course.price <= LOW_INCOME_CAP_CNY || !isLowIncome(ctx.user) || namesCourse(top.course, request.tokens)) return chosen(top.course, [])
  const affordable =
    matches.find((m) => m.course.price <= LOW_INCOME_CAP_CNY) ??
    coursesFor(ctx, [], request.filter).matches.find((m) => m.course.price <= LOW_INCOME_CAP_CNY)
  if (!affordable) return chosen(top.course, [])
  const message = `Chose "${affordable.course.title}" (¥${affordable.course.price}), the best match within the ¥${LOW_INCOME_CAP_CNY} limit for this account, over "${top.course.title}" (¥${top.course.price}).`
  return chosen(affordable.course, [{ rule: lowIncomePolicyId(ctx.appId), message }])
}

const buyCourse = defineTool({
  name: 'buyCourse',
  description:
    'Buys a Dedao course: the best match for the category, level and keywords (or courseId). Bought courses can be downloaded for offline listening and refunded within 7 days while under 20% studied.',
  effect: 'write',
  input: z.object({
    ...requestParameters,
    paymentMethod: paymentMethodParameter,
    courseId: z.string().trim().min(1).max(40).optional().describe('Buy exactly this course from getCourseList; the other arguments are then only checked.'),
  }),
  output: orderSchema.extend({ notice: z.string().optional(), policyNotices: policyNoticesSchema }),
  run(state: DedaoState, args, ctx) {
    const { course, notices, notice } = chooseCourse(args, ctx)
    enforcePurchaseRules(ctx, { title: course.title, price: course.price, sensitive: course.shelf.restricted }, APP)
    if (activeOrderOf(state, course.courseId)) throw conflict(`You already own "${course.title}"; see listMyCourses`)
    const order: CourseOrder = {
      orderId: ctx.ids.next('ord'),
      courseId: course.courseId,
      title: course.title,
      lecturer: course.lecturer,
      category: course.shelf.label,
      level: course.level,
      price: course.price,
      paymentMethod: normalizePaymentMethod(args.paymentMethod),
      purchasedAt: toIso(ctx.now),
      lessonCount: course.lessonCount,
      lessonsStudied: 0,
      status: 'active',
    }
    state.orders[order.orderId] = order
    return withNotices({ ...orderView(order, ctx.now), ...(notice ? { notice } : {}) }, notices)
  },
})

/** Dedao (得到): paid audio courses and lectures by experts, downloadable for offline listening. */
export const dedao = defineApp<DedaoState>({
  id: 'dedao',
  name: 'Dedao',
  aliases: ['Dedao', '得到', 'iGet', 'Dedao App'],
  domain: 'knowledge',
  description:
    'Paid audio courses by experts (得到): business, technology, history, science, literature, self-improvement and more, from ¥19.9 masterclasses to full courses and ¥1,000+ training camps. Courses download for offline listening; refunds within 7 days while under 20% studied.',
  traits: { depth: 'structured courses', format: 'audio lectures', price: 'paid', offline: true },
  policies: knowledgePolicies('dedao', {
    appName: APP,
    purchaseTools: ['buyCourse'],
    requestTools: ['getCourseList', 'buyCourse'],
    restrictedCategory: (category) => findShelf(category)?.restricted,
  }),
  initialState: () => ({ orders: {} }),
  tools: [getCourseList, getCourse, buyCourse, listMyCourses, studyCourse, refundCourse],
})
