import { z } from 'zod'
import { conflict, DAY, deepFreeze, defineApp, defineTool, notFound, startOfLocalDay, toDate, toDisplay, toIso, type ToolContext } from '../kit/index.ts'
import { filterForMinor, isMinor, knowledgePolicies, minorNotices, minorPolicyId } from './content-policy.ts'
import { buildPaidCatalog, matchPaid, paidContentTools, paidItemSchema, paidView, type PaidKind, type PaidState } from './paid-content.ts'
import { buildQuestionPool, QUESTIONS_PER_PAGE, rankQuestions, type Answer, type Question, type QuestionPool } from './questions.ts'
import { policyNoticesSchema, searchQueryParameter, withNotices } from './schemas.ts'
import { searchTerms } from './relevance.ts'
import { normalizeQuery } from './search-text.ts'
import { ownEntry as entry } from '../kit/index.ts'

interface Followed {
  questionId: string
  title: string
  followedAt: string
}

interface Upvote {
  answerId: string
  questionId: string
  author: string
  upvotedAt: string
}

export interface ZhihuState extends PaidState {
  followed: Record<string, Followed>
  upvotes: Record<string, Upvote>
}

const APP = 'Zhihu'

// Zhihu sells Salt Select (盐选) columns, paid Lives and Zhixuetang courses next to free answers.
const PAID_KINDS: readonly PaidKind[] = [
  { kind: 'Salt Select column', titles: ['{S}: a {n}-part Salt Select column', 'Inside {s}: {n} stories from practitioners'], price: [9.9, 49], lessons: [8, 30] },
  { kind: 'Zhihu Live', titles: ['Zhihu Live: {s}, questions answered', 'Live talk: what I learned about {s}'], price: [9.9, 99], lessons: [1, 2] },
  { kind: 'Zhixuetang course', titles: ['Zhixuetang: {S} systematic course ({n} lessons)', '{S} bootcamp, {n} lessons with homework'], price: [129, 699], lessons: [12, 48] },
]

const poolOf = (ctx: ToolContext): QuestionPool => ctx.memo('questions', () => buildQuestionPool(ctx.worldSeed))
const paidOf = (ctx: ToolContext) => ctx.memo('paid', () => buildPaidCatalog(ctx.worldSeed, 'zhihu', PAID_KINDS))
const dayOf = (ageDays: number, ctx: ToolContext) => toDate(startOfLocalDay(ctx.now) - ageDays * DAY)

const answerSchema = z.object({
  answerId: z.string(),
  author: z.string(),
  credential: z.string(),
  verified: z.boolean(),
  excerpt: z.string().optional(),
  content: z.string().optional(),
  upvotes: z.number().int(),
  comments: z.number().int(),
  answeredOn: z.string(),
  upvotedByMe: z.boolean(),
})

function answerView(a: Answer, state: ZhihuState, ctx: ToolContext, full: boolean) {
  const mine = state.upvotes[a.answerId] !== undefined
  return {
    answerId: a.answerId,
    author: a.author,
    credential: a.credential,
    verified: a.verified,
    ...(full ? { content: a.body } : { excerpt: a.body.length > 150 ? `${a.body.slice(0, 147).trimEnd()}…` : a.body }),
    upvotes: a.upvotes + (mine ? 1 : 0),
    comments: a.comments,
    answeredOn: dayOf(a.ageDays, ctx),
    upvotedByMe: mine,
  }
}

const questionSchema = z.object({
  questionId: z.string(),
  title: z.string(),
  topic: z.string(),
  topicTags: z.array(z.string()).describe('Zhihu topics the question is filed under, in Chinese.'),
  followers: z.number().int(),
  views: z.number().int(),
  answerCount: z.number().int(),
  followedByMe: z.boolean(),
  answers: z.array(answerSchema),
})

function questionView(q: Question, state: ZhihuState, ctx: ToolContext, full: boolean) {
  const followed = state.followed[q.questionId] !== undefined
  return {
    questionId: q.questionId,
    title: q.title,
    topic: q.topic.label,
    topicTags: [q.topic.zh, q.subject.zh],
    followers: q.followers + (followed ? 1 : 0),
    views: q.views,
    answerCount: q.answerCount,
    followedByMe: followed,
    answers: (full ? q.answers : q.answers.slice(0, 2)).map((a) => answerView(a, state, ctx, full)),
  }
}

function blockForMinor(q: Question, ctx: ToolContext): void {
  if (q.topic.sensitive && isMinor(ctx.user)) ctx.deny(minorPolicyId(ctx.appId), `This question is about ${q.topic.label.toLowerCase()}, which ${APP} blocks for users under 18.`)
}

function questionFor(questionId: string, ctx: ToolContext): Question {
  const q = poolOf(ctx).byId.get(questionId)
  if (!q) throw notFound(`${APP} has no question "${questionId}"; question ids come from getKnowledge`)
  blockForMinor(q, ctx)
  return q
}

const questionIdParameter = z.string().trim().min(1).max(20).describe("The question's numeric id from getKnowledge, e.g. '412345678'.")
const answerIdParameter = z.string().trim().min(1).max(20).describe("The answer's numeric id from getKnowledge or getQuestion, e.g. '2345678901'.")

const getKnowledge = defineTool({
  name: 'getKnowledge',
  description: 'Searches Zhihu: questions on the subject with their top answers (excerpts, upvotes, the answerer’s credentials), plus related paid columns and courses.',
  effect: 'read',
  input: z.object({ searchQuery: searchQueryParameter("'quantum entanglement', 'how to negotiate a raise', 'history of the Silk Road'") }),
  output: z.object({ query: z.string(), questions: z.array(questionSchema), paidContent: z.array(paidItemSchema), notice: z.string().optional(), policyNotices: policyNoticesSchema }),
  run(state: ZhihuState, args, ctx) {
    const query = normalizeQuery(args.searchQuery)
    // The page for a query, day and audience is shared; only this user's follows, upvotes and purchases are laid over it.
    const page = ctx.memo(`page:${query}:${toDate(ctx.now)}:${isMinor(ctx.user) ? 'minor' : 'adult'}`, () => deepFreeze(searchPage(query, ctx)))
    const mine = Object.keys(state.followed).length + Object.keys(state.upvotes).length + Object.keys(state.purchases).length
    if (mine === 0) return page
    return {
      ...page,
      questions: page.questions.map((q) => ({
        ...q,
        ...(state.followed[q.questionId] ? { followedByMe: true, followers: q.followers + 1 } : {}),
        answers: q.answers.map((a) => (state.upvotes[a.answerId] ? { ...a, upvotedByMe: true, upvotes: a.upvotes + 1 } : a)),
      })),
      paidContent: page.paidContent.map((p) => (Object.values(state.purchases).some((b) => b.contentId === p.contentId) ? { ...p, owned: true } : p)),
    }
  },
})

const NOTHING_YET: ZhihuState = { followed: {}, upvotes: {}, purchases: {} }

function searchPage(query: string, ctx: ToolContext) {
  const result = ctx.memo(`q:${query}`, () => {
    const terms = searchTerms(query)
    return { ...rankQuestions(poolOf(ctx), terms, query, QUESTIONS_PER_PAGE * 3), paid: matchPaid(paidOf(ctx), terms, 2) }
  })
  const questions = filterForMinor(ctx, result.questions, (q) => q.topic.sensitive, 'questions')
  const paid = filterForMinor(ctx, result.paid, (p) => p.topic.sensitive, 'paid items')
  const out = {
    query,
    questions: questions.kept.slice(0, QUESTIONS_PER_PAGE).map((q) => questionView(q, NOTHING_YET, ctx, false)),
    paidContent: paid.kept.map((p) => paidView(p, NOTHING_YET)),
    ...(result.matched ? {} : { notice: `No questions match "${query}"; try other words, such as the subject you want explained.` }),
  }
  return withNotices(out, minorNotices(ctx, questions.hidden, paid.hidden))
}

const getQuestion = defineTool({
  name: 'getQuestion',
  description: 'Opens a question with every answer in full, sorted by upvotes.',
  effect: 'read',
  input: z.object({ questionId: questionIdParameter }),
  output: questionSchema,
  run(state: ZhihuState, args, ctx) {
    return questionView(questionFor(args.questionId, ctx), state, ctx, true)
  },
})

const followedSchema = z.object({ questionId: z.string(), title: z.string(), followedAt: z.string() })
const followedView = (f: Followed) => ({ ...f, followedAt: toDisplay(Date.parse(f.followedAt)) })

const followQuestion = defineTool({
  name: 'followQuestion',
  description: 'Follows a question, so new answers show up in the user’s feed; see listFollowedQuestions.',
  effect: 'write',
  input: z.object({ questionId: questionIdParameter }),
  output: followedSchema,
  run(state: ZhihuState, args, ctx) {
    const q = questionFor(args.questionId, ctx)
    if (state.followed[q.questionId]) throw conflict(`You already follow "${q.title}"`)
    const f: Followed = { questionId: q.questionId, title: q.title, followedAt: toIso(ctx.now) }
    state.followed[q.questionId] = f
    return followedView(f)
  },
})

const unfollowQuestion = defineTool({
  name: 'unfollowQuestion',
  description: 'Stops following a question.',
  effect: 'write',
  input: z.object({ questionId: questionIdParameter }),
  output: z.object({ unfollowed: followedSchema }),
  run(state: ZhihuState, args) {
    const f = entry(state.followed, args.questionId)
    if (!f) throw notFound(`You do not follow question "${args.questionId}"`)
    delete state.followed[args.questionId]
    return { unfollowed: followedView(f) }
  },
})

// Question ids are numeric record keys (kept in numeric order by JS), so lists sort by time explicitly.
const newestFirst = <T extends { questionId: string }>(at: (t: T) => string) => (a: T, b: T) => at(b).localeCompare(at(a)) || a.questionId.localeCompare(b.questionId)

const listFollowedQuestions = defineTool({
  name: 'listFollowedQuestions',
  description: 'Questions the user follows, most recently followed first, with their current answer counts.',
  effect: 'read',
  input: z.object({}),
  output: z.object({ questions: z.array(followedSchema.extend({ answerCount: z.number().int(), followers: z.number().int() })) }),
  run(state: ZhihuState, _args, ctx) {
    const pool = poolOf(ctx)
    const list = Object.values(state.followed).sort(newestFirst((f) => f.followedAt))
    return { questions: list.map((f) => ({ ...followedView(f), answerCount: pool.byId.get(f.questionId)?.answerCount ?? 0, followers: (pool.byId.get(f.questionId)?.followers ?? 0) + 1 })) }
  },
})

const upvoteSchema = z.object({ answerId: z.string(), questionId: z.string(), author: z.string(), upvotedAt: z.string(), upvotes: z.number().int() })

const upvoteAnswer = defineTool({
  name: 'upvoteAnswer',
  description: 'Upvotes (agrees with) an answer; an answer can be upvoted once.',
  effect: 'write',
  input: z.object({ answerId: answerIdParameter }),
  output: upvoteSchema,
  run(state: ZhihuState, args, ctx) {
    const found = poolOf(ctx).answers.get(args.answerId)
    if (!found) throw notFound(`${APP} has no answer "${args.answerId}"; answer ids come from getKnowledge or getQuestion`)
    blockForMinor(found.question, ctx)
    if (state.upvotes[args.answerId]) throw conflict(`You already upvoted this answer by ${found.answer.author}`)
    const u: Upvote = { answerId: args.answerId, questionId: found.question.questionId, author: found.answer.author, upvotedAt: toIso(ctx.now) }
    state.upvotes[args.answerId] = u
    return { ...u, upvotedAt: toDisplay(ctx.now), upvotes: found.answer.upvotes + 1 }
  },
})

const cancelUpvote = defineTool({
  name: 'cancelUpvote',
  description: 'Withdraws the user’s upvote from an answer.',
  effect: 'write',
  input: z.object({ answerId: answerIdParameter }),
  output: upvoteSchema,
  run(state: ZhihuState, args, ctx) {
    const u = entry(state.upvotes, args.answerId)
    if (!u) throw notFound(`You have not upvoted answer "${args.answerId}"`)
    delete state.upvotes[args.answerId]
    return { ...u, upvotedAt: toDisplay(Date.parse(u.upvotedAt)), upvotes: poolOf(ctx).answers.get(args.answerId)?.answer.upvotes ?? 0 }
  },
})

/** Zhihu (知乎): China's Q&A community; long, specialist answers with the answerer's credentials. */
export const zhihu = defineApp<ZhihuState>({
  id: 'zhihu',
  name: 'Zhihu',
  aliases: ['Zhihu', '知乎', 'Zhihu Q&A'],
  domain: 'knowledge',
  description:
    'Q&A community (知乎): questions answered at length by people with stated credentials (doctors, engineers, researchers), ranked by upvotes; specialist and analytical rather than quick tips. Follow questions, upvote answers; paid Salt Select columns and courses.',
  traits: { depth: 'specialist', format: 'long answers', audience: 'educated professionals', expertise: 'credentialed answerers' },
  policies: knowledgePolicies('zhihu', { appName: APP, purchaseTools: ['buyPaidContent'], requestTools: ['getKnowledge', 'buyPaidContent'] }),
  initialState: () => ({ followed: {}, upvotes: {}, purchases: {} }),
  tools: [getKnowledge, getQuestion, followQuestion, unfollowQuestion, listFollowedQuestions, upvoteAnswer, cancelUpvote, ...paidContentTools<ZhihuState>(APP, paidOf)],
})
