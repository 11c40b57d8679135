import type { Actor } from '../actor.ts'
import type { Activity, Planner } from '../activity.ts'

/** How a person types an interest into a knowledge app (several phrasings each). */
const QUERIES: Record<string, string[]> = {
  hiking: ['hiking trip itinerary', 'weekend hiking trip'],
  photography: ['travel photography tips', 'photography color grading'],
  basketball: ['basketball workout', 'basketball gym workout'],
  football: ['football workout', 'football fitness'],
  cooking: ['cooking', 'easy dinner recipe'],
  gaming: ['gaming computer', 'game programming'],
  anime: ['anime art', 'anime poster design'],
  fashion: ['fashion', 'outfit ideas'],
  investing: ['investing', 'index fund'],
  travel: ['travel', 'travel itinerary'],
  reading: ['reading', 'books to read'],
  skincare: ['skincare', 'sunscreen'],
  running: ['running', 'running workout'],
  'tech gadgets': ['tech gadgets computer', 'AI gadgets'],
  study: ['study methods', 'exam tips'],
}

/** Dedao's category for an interest (finance is not offered to minors). */
const DEDAO_CATEGORY: Record<string, string> = {
  hiking: 'health',
  photography: 'art',
  basketball: 'health',
  football: 'health',
  cooking: 'health',
  gaming: 'technology',
  anime: 'art',
  fashion: 'art',
  investing: 'finance',
  travel: 'history',
  reading: 'literature',
  skincare: 'health',
  running: 'health',
  'tech gadgets': 'technology',
  study: 'self-improvement',
}

/** Knowledge apps refuse in-depth finance searches from under-18s: a minor looks up study instead. */
const topicFor = (age: number, interest: string) => (age < 18 && interest === 'investing' ? 'study' : interest)

/**
 * A look at the usual knowledge app about one of the person's interests; sometimes a closer read and
 * a save (a Xiaohongshu note) or a follow and an upvote (a Zhihu question and answer).
 */
function browse(actor: Actor, interest: string): void {
  const { habits, rng } = actor
  const app = habits.apps.knowledge
  const tags = ['ctx:knowledge', 'routine']
  const topic = topicFor(actor.user.age, interest)
  const query = rng.pick(QUERIES[topic] ?? [topic])
  const page = actor.call(app, 'getKnowledge', { searchQuery: query }, tags)
  const followUp = ['ctx:knowledge', 'follow-up']
  if (/xiaohongshu/i.test(app)) {
    const notes = (page.notes ?? []) as { noteId: string; savedByMe?: boolean }[]
    if (notes.length === 0 || !rng.chance(0.45)) return
    const note = rng.pick(notes.slice(0, 4))
    actor.later(1, 4).call(app, 'getNote', { noteId: note.noteId }, followUp)
    if (!note.savedByMe && rng.chance(0.4)) actor.later(1, 3).call(app, 'saveNote', { noteId: note.noteId, board: topic.charAt(0).toUpperCase() + topic.slice(1) }, followUp)
    return
  }
  const questions = (page.questions ?? []) as { questionId: string; followedByMe?: boolean; answers: { answerId: string; upvotedByMe?: boolean }[] }[]
  if (questions.length === 0 || !rng.chance(0.45)) return
  const q = rng.pick(questions.slice(0, 4))
  actor.later(1, 4).call(app, 'getQuestion', { questionId: q.questionId }, followUp)
  if (!q.followedByMe && rng.chance(0.3)) actor.later(1, 2).call(app, 'followQuestion', { questionId: q.questionId }, followUp)
  const answer = q.answers.find((a) => !a.upvotedByMe)
  if (answer && rng.chance(0.25)) actor.later(1, 2).call(app, 'upvoteAnswer', { answerId: answer.answerId }, followUp)
}

/**
 * Dedao courses on an interest, browsed; an adult sometimes opens one and buys it (within ¥100 on a
 * small income, as the app's cap requires).
 */
function courses(actor: Actor, liked: string): void {
  const { rng, user } = actor
  const minor = user.age < 18
  const interest = topicFor(user.age, liked)
  const category = DEDAO_CATEGORY[interest] ?? 'self-improvement'
  const opens = rng.chance(0.6)
  const buys = opens && !minor && rng.chance(0.45)
  // Browsing that ends without a purchase is noise; a purchase makes the listing part of the routine.
  const tags = ['ctx:courses', buys ? 'routine' : 'noise:browse']
  let list = actor.call('Dedao', 'getCourseList', { category, level: 'beginner', searchQuery: interest }, tags)
  if (list.courses.length === 0) list = actor.later(1, 2).call('Dedao', 'getCourseList', { category, level: 'beginner', searchQuery: '' }, tags)
  const poor = user.incomeLevel === '<3k'
  const affordable = (list.courses as { courseId: string; price: number; owned?: boolean }[]).filter((c) => !c.owned && (!poor || c.price <= 100))
  if (affordable.length === 0 || !opens) return
  const course = rng.pick(affordable.slice(0, 3))
  actor.later(1, 5).call('Dedao', 'getCourse', { courseId: course.courseId }, ['ctx:courses', 'follow-up'])
  if (!buys) return
  actor.later(2, 6).call(
    'Dedao',
    'buyCourse',
    { category, level: 'beginner', searchQuery: interest, paymentMethod: actor.habits.values.paymentMethod, courseId: course.courseId },
    ['ctx:courses', 'follow-up'],
  )
}

/** A few times a week a knowledge app at lunch or in the evening; a Dedao course browsed once or twice. */
export const knowledge: Planner = ({ day, habits, rng }) => {
  const out: Activity[] = []
  if (rng.chance(day.weekend ? 0.4 : 0.3)) {
    const interest = rng.pick(habits.values.interests)
    out.push({ at: day.time(rng.pick([12, 21, 22]), rng.int(5, 55)), name: 'knowledge', run: (actor) => browse(actor, interest) })
  }
  if (day.weekend && rng.chance(0.1)) {
    const interest = rng.pick(habits.values.interests)
    out.push({ at: day.time(rng.pick([10, 16, 20]), rng.int(0, 50)), name: 'dedao-courses', run: (actor) => courses(actor, interest) })
  }
  return out
}
