import { DAY } from '../../../apps/kit/index.ts'
import { isLowIncome, LOW_INCOME_CAP_CNY } from '../../../apps/knowledge/content-policy.ts'
import type { Actor } from '../actor.ts'
import type { Activity, Planner } from '../activity.ts'
import { budgetOf } from '../budget.ts'
import { appIdOf } from './food.ts'
import { aboutQuery } from './lookups.ts'
import { recordsSince } from './shopping.ts'

/**
 * How a person types an interest into Xiaohongshu or Zhihu: phrasings of things the apps have notes
 * and questions on (a basketball fan looks up footwork and jumping, a gamer a PC build or a game).
 */
const QUERIES: Record<string, readonly string[]> = {
  hiking: ['hiking near Beijing', 'the wild Great Wall', 'hiking gear for beginners', 'camping for beginners'],
  photography: ['phone photography', 'travel photography', 'night photography', 'editing photos in Lightroom'],
  basketball: ['basketball footwork', 'jumping higher for basketball', 'avoiding ankle sprains'],
  football: ['football fitness', 'avoiding ankle sprains', 'stretching after runs'],
  cooking: ['egg fried rice', 'weekly meal prep', 'steamed fish', 'braised pork belly'],
  gaming: ['building a gaming PC', 'Black Myth Wukong', 'Nintendo Switch games', 'game programming python'],
  anime: ['anime poster design', 'drawing anime characters', 'new anime this season', 'cosplay on a budget'],
  fashion: ['winter layering outfits', 'capsule wardrobe', 'matching colors outfits', 'styling white sneakers'],
  investing: ['index fund', 'asset allocation', 'reading annual reports'],
  travel: ['weekend trip Hangzhou', 'Yunnan on a budget', 'packing carry-on only', 'three days in Chengdu'],
  reading: ['books to read', 'reading more books', 'Dream of the Red Chamber', 'classical Chinese poetry'],
  skincare: ['sunscreen for oily skin', 'winter dry skin', 'skincare routine', 'retinol for beginners'],
  running: ['first 5K training', 'stretching after runs', 'running shoes', 'marathon training'],
  'tech gadgets': ['AI agents', 'large language models', 'building a gaming PC', 'computer vision'],
  study: ['memorizing vocabulary', 'beating procrastination', 'note-taking', 'postgraduate exam'],
}

/** Dedao's shelf for an interest and course subjects it has there (finance is closed to minors). */
export const COURSES: Record<string, readonly [category: string, subjects: readonly string[]]> = {
  hiking: ['health', ['exercise science']],
  basketball: ['health', ['exercise science']],
  football: ['health', ['exercise science']],
  running: ['health', ['exercise science', 'sleep']],
  cooking: ['health', ['nutrition']],
  skincare: ['health', ['nutrition', 'sleep']],
  photography: ['art', ['art history', 'film appreciation']],
  anime: ['art', ['film appreciation']],
  fashion: ['art', ['design thinking', 'art history']],
  investing: ['finance', ['index funds', 'personal finance', 'value investing']],
  travel: ['history', ['the Silk Road', 'world history']],
  reading: ['literature', ['world classics', 'Tang poetry', 'modern Chinese fiction']],
  'tech gadgets': ['technology', ['artificial intelligence', 'semiconductors']],
  gaming: ['technology', ['programming thinking']],
  study: ['self-improvement', ['learning how to learn', 'time management']],
}

/** Where people look things up by topic: Xiaohongshu for how a life looks, Zhihu for how things work. */
const LIFESTYLE = new Set(['travel', 'cooking', 'fashion', 'skincare', 'photography', 'hiking'])

/**
 * The usual knowledge app, except that a topic the other app is known for sends the person there now
 * and then (a Zhihu reader planning a trip reads Xiaohongshu's itineraries): the topic is the reason.
 */
function knowledgeAppFor(usual: string, topic: string, steadiness: number, rng: Actor['rng'], switched = false): string {
  const other = /xiaohongshu/i.test(usual) ? 'Zhihu' : 'Xiaohongshu'
  const othersTopic = /xiaohongshu/i.test(usual) ? !LIFESTYLE.has(topic) : LIFESTYLE.has(topic)
  // Someone who moved to an app for good goes back to the old one for its topics only now and then.
  return othersTopic && rng.chance(Math.min(switched ? 0.12 : 0.35, 1.2 - steadiness)) ? other : usual
}

/** Knowledge apps refuse in-depth finance searches from under-18s: a minor looks up study instead. */
export const topicFor = (age: number, interest: string) => (age < 18 && interest === 'investing' ? 'study' : interest)

/** Whether this query once showed only popular posts (the app's "no match" notice): it is not typed again. */
function cameUpEmpty(actor: Actor, appId: string, query: string): boolean {
  return actor.records.some((r) => r.app === appId && r.tool === 'getKnowledge' && r.args.searchQuery === query && r.outcome?.ok && /^No /.test(String((r.outcome.data as { notice?: string }).notice ?? '')))
}

/** Whether the query was typed into the app since `since` (epoch ms). */
const searchedSince = (actor: Actor, appId: string, query: string, since: number): boolean =>
  recordsSince(actor, since).some((r) => r.app === appId && r.tool === 'getKnowledge' && r.args.searchQuery === query)

interface Note {
  noteId: string
  title: string
  body: string
  tags: string[]
  savedByMe?: boolean
}
interface Question {
  questionId: string
  title: string
  followedByMe?: boolean
  answers: { answerId: string; excerpt?: string; upvotedByMe?: boolean }[]
}

/**
 * A look at the usual knowledge app about one of the person's interests. Only a note or question
 * the search listed and that is visibly about the words typed is opened; then sometimes a save (a
 * Xiaohongshu note) or a follow and an upvote (a Zhihu question and answer).
 */
function browse(actor: Actor, interest: string): void {
  const { habits, rng } = actor
  const topic = topicFor(actor.user.age, interest)
  const app = knowledgeAppFor(habits.apps.knowledge, topic, habits.values.steadiness, rng, habits.changes.some((c) => c.kind === 'knowledge_app' && c.to === habits.apps.knowledge))
  const id = appIdOf(actor, app)
  const options = rng.shuffle(QUERIES[topic] ?? [topic]).filter((q) => !cameUpEmpty(actor, id, q))
  // Something not looked up this past week, if the interest offers it.
  const query = options.find((q) => !searchedSince(actor, id, q, actor.now - 7 * DAY)) ?? options[0]
  if (!query) return
  // A topic the other app is known for is a visible reason to be there: the calls say so.
  const why = app === habits.apps.knowledge ? 'routine' : 'deviation:topic'
  const page = actor.call(app, 'getKnowledge', { searchQuery: query }, ['ctx:knowledge', why])
  if (page.notice || !rng.chance(0.45)) return
  const followUp = ['ctx:knowledge', why === 'routine' ? 'follow-up' : why]
  if (/xiaohongshu/i.test(id)) {
    const notes = aboutQuery(page.notes as Note[], query, (n) => `${n.title} ${n.body} ${n.tags.join(' ')}`)
    if (notes.length === 0) return
    const note = rng.pick(notes.slice(0, 3))
    actor.later(1, 4).call(app, 'getNote', { noteId: note.noteId }, followUp)
    if (!note.savedByMe && rng.chance(0.4)) actor.later(1, 3).call(app, 'saveNote', { noteId: note.noteId, board: topic.charAt(0).toUpperCase() + topic.slice(1) }, followUp)
    return
  }
  const questions = aboutQuery(page.questions as Question[], query, (q) => `${q.title} ${q.answers.map((a) => a.excerpt ?? '').join(' ')}`)
  if (questions.length === 0) return
  const q = rng.pick(questions.slice(0, 2))
  actor.later(1, 4).call(app, 'getQuestion', { questionId: q.questionId }, followUp)
  if (!q.followedByMe && rng.chance(0.3)) actor.later(1, 2).call(app, 'followQuestion', { questionId: q.questionId }, followUp)
  const answer = q.answers.find((a) => !a.upvotedByMe)
  if (answer && rng.chance(0.25)) actor.later(1, 2).call(app, 'upvoteAnswer', { answerId: answer.answerId }, followUp)
}

interface Course {
  courseId: string
  title: string
  price: number
  owned?: boolean
}

/**
 * Dedao courses on an interest, looked up by a subject the shelf teaches; a course the list showed
 * with the subject in its title is opened, and an adult sometimes buys it if the price suits their
 * income (within ¥100 on a small one, as the app's cap requires).
 */
function courses(actor: Actor, liked: string): void {
  const { rng, user } = actor
  const minor = user.age < 18
  const interest = topicFor(user.age, liked)
  const [category, subjects] = COURSES[interest] ?? COURSES.study!
  const query = rng.pick(subjects)
  const cap = Math.min(budgetOf(user).maxPurchase, isLowIncome(user) ? LOW_INCOME_CAP_CNY : Infinity)
  // The same listing again is looked at for another title in it, never just scrolled past twice.
  const before = actor.records.filter((r) => r.tool === 'getCourseList' && r.args.searchQuery === query && r.args.category === category && r.outcome?.ok)
  const again = before.length > 0
  const seen = new Set(actor.records.filter((r) => r.tool === 'getCourse').map((r) => r.args.courseId))
  // A listing whose every title on the subject has been opened already has nothing new: not looked at again.
  const last = before.at(-1)?.outcome
  if (last?.ok && aboutQuery((last.data as { courses: Course[] }).courses, query, (c) => c.title).every((c) => c.owned || seen.has(c.courseId))) return
  const opens = rng.chance(0.55) || again
  const buys = opens && !minor && rng.chance(0.35)
  // Browsing that ends without a purchase is noise; a purchase makes the listing part of the routine.
  const tags = ['ctx:courses', buys ? 'routine' : 'noise:browse']
  const list = actor.call('Dedao', 'getCourseList', { category, level: 'beginner', searchQuery: query }, tags)
  const opened = new Set(actor.records.filter((r) => r.tool === 'getCourse').map((r) => r.args.courseId))
  const fitting = aboutQuery(list.courses as Course[], query, (c) => c.title).filter((c) => !c.owned && !(again && opened.has(c.courseId)))
  if (fitting.length === 0 || !opens) return
  const affordable = fitting.filter((c) => c.price <= cap)
  const course = buys && affordable.length > 0 ? rng.pick(affordable) : rng.pick(fitting)
  actor.later(1, 5).call('Dedao', 'getCourse', { courseId: course.courseId }, ['ctx:courses', 'follow-up'])
  if (!buys || course.price > cap) return
  actor.later(2, 6).call(
    'Dedao',
    'buyCourse',
    { category, level: 'beginner', searchQuery: query, paymentMethod: actor.habits.values.paymentMethod, courseId: course.courseId },
    ['ctx:courses', 'follow-up'],
  )
}

/** A few times a week a knowledge app at lunch or in the evening; a Dedao course browsed once or twice. */
export const knowledge: Planner = ({ day, habits, rng }) => {
  const out: Activity[] = []
  if (rng.chance(day.dayOff ? 0.4 : 0.3)) {
    const interest = rng.pick(habits.values.interests)
    out.push({ at: day.time(rng.pick([12, 21, 22]), rng.int(5, 55)), name: 'knowledge', run: (actor) => browse(actor, interest) })
  }
  if (day.dayOff && rng.chance(0.1)) {
    const interest = rng.pick(habits.values.interests)
    out.push({ at: day.time(rng.pick([10, 16, 20]), rng.int(0, 50)), name: 'dedao-courses', run: (actor) => courses(actor, interest) })
  }
  return out
}
