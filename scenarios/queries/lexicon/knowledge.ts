import type { Combine, Lexicon } from '../phrasing.ts'
import { PAY, verbatim, withArticle, type Render } from './shared.ts'

/* Notes, Q&A and courses: "Find me posts about night photography", "Find me a beginner health course on nutrition". */

const NOTE_ID = [', note {v}', ', the one with id {v}'] as const
const QUESTION_ID = [', question {v}', ', number {v}'] as const
const ANSWER_ID = [', answer {v}', ', number {v}'] as const
const COURSE_ID = [', course {v}', ', the one with id {v}'] as const

const level: Render = (v) => (typeof v === 'string' ? (v === 'all' ? 'all-levels' : v) : undefined)
const priceRange: Render = (v, say) => {
  if (!Array.isArray(v) || v.length !== 2) return undefined
  const [lo, hi] = v as unknown[]
  if (typeof lo !== 'number' || typeof hi !== 'number') return undefined
  if (hi < 0) return `priced at ${say.money(lo)} or more`
  return lo <= 0 ? `priced under ${say.money(hi)}` : `priced between ${say.money(lo)} and ${say.money(hi)}`
}

/** "a beginner health course on nutrition", "an all-levels course", "a course on asset allocation". */
const course: Combine = {
  as: 'course',
  params: [],
  also: ['level', 'category', 'searchQuery'],
  say: (w) => `${withArticle([w.level, w.category, 'course'].filter(Boolean).join(' '))}${w.searchQuery ? ` on ${w.searchQuery}` : ''}`,
}
const courseParams = { course: ['{v}'], category: [', in {v}'], level: [', {v} level'], searchQuery: ['on {v}'] }

export const knowledgeLexicon: Lexicon = {
  getKnowledge: {
    intents: [
      'Find me posts about {searchQuery}',
      'Look up tips on {searchQuery}',
      'What are people saying about {searchQuery}{rest}?',
      'Search for {searchQuery}',
      'Show me posts on {searchQuery}',
      "I'm looking for tips on {searchQuery}",
      'Any good posts about {searchQuery}{rest}?',
      'Look something up for me',
      'Find me some posts',
      'Can you find me some info',
    ],
    usual: ["Find me posts on the stuff I'm usually into", 'Look up something I usually read about', 'Show me posts on my usual interests'],
    params: { searchQuery: ['about {v}'] },
    render: { searchQuery: verbatim },
  },
  getNote: {
    intents: ['Open a note for me', 'Show me a note', 'I want to see a note', 'Can you pull up a note'],
    usual: ['Open the top note from my search', 'Show me that note I found'],
    params: { noteId: NOTE_ID },
    render: { noteId: verbatim },
  },
  saveNote: {
    intents: ['Save a note to my {board} board', 'Save a note for me', 'Bookmark a note', 'Add a note to my collection', 'Can you save a note for me'],
    usual: ['Save the note I was just reading', 'Bookmark that note I just opened where I usually keep them'],
    params: { noteId: NOTE_ID, board: [', on my {v} board', ', under {v}'] },
    render: { noteId: verbatim, board: verbatim },
  },
  listSavedNotes: {
    intents: ["What's on my {board} board", 'Show me my saved notes', 'What notes have I saved', 'List my bookmarked notes', 'Can you pull up my saved notes'],
    params: { board: [', on my {v} board', ', under {v}'] },
    render: { board: verbatim },
  },
  deleteSavedNote: {
    intents: ['Remove a saved note', 'Unsave a note', 'Delete a note from my saved list', 'Can you take a note off my saved list'],
    usual: ['Unsave the note I saved last'],
    params: { noteId: NOTE_ID },
    render: { noteId: verbatim },
  },
  buyPaidContent: {
    intents: ['Buy this paid post for me', 'Purchase a paid post', 'Unlock a paid post for me', 'I want to buy some paid content'],
    usual: ['Buy the paid post I was just looking at', 'Unlock that paid content I found, paying the usual way'],
    params: { contentId: [', item {v}', ', the one with id {v}'], paymentMethod: PAY },
    render: { contentId: verbatim },
  },
  listPurchasedContent: {
    intents: ["Show me the paid content I've bought", 'List my purchased content', 'What paid content do I own', "Can you pull up what I've paid for"],
    params: {},
  },
  getQuestion: {
    intents: ['Show me a question', 'Open a question for me', 'I want to see the answers to a question', 'Can you pull up a question'],
    usual: ['Open the top question from my search', 'Show me that question I found'],
    params: { questionId: QUESTION_ID },
    render: { questionId: verbatim },
  },
  followQuestion: {
    intents: ['Follow a question for me', 'I want to follow a question', 'Keep me posted on a question', 'Can you follow a question for me'],
    usual: ['Follow the question I was just reading', 'Keep me posted on that question I just opened'],
    params: { questionId: QUESTION_ID },
    render: { questionId: verbatim },
  },
  unfollowQuestion: {
    intents: ['Unfollow a question', 'Stop following a question for me', 'Remove a question from the ones I follow', 'Can you unfollow a question'],
    usual: ['Unfollow the question I followed last'],
    params: { questionId: QUESTION_ID },
    render: { questionId: verbatim },
  },
  listFollowedQuestions: {
    intents: ['Which questions am I following', 'Show me my followed questions', 'List the questions I follow', 'Can you pull up the questions I follow'],
    params: {},
  },
  upvoteAnswer: {
    intents: ['Upvote an answer', 'Upvote an answer for me', 'I want to upvote an answer', 'Can you upvote an answer for me'],
    usual: ['Upvote the answer I just read', 'Give that answer I was reading an upvote'],
    params: { answerId: ANSWER_ID },
    render: { answerId: verbatim },
  },
  cancelUpvote: {
    intents: ['Take back my upvote on an answer', 'Remove my upvote from an answer', 'Undo my upvote on an answer', 'Can you cancel my upvote on an answer'],
    usual: ['Take back the upvote I just gave'],
    params: { answerId: ANSWER_ID },
    render: { answerId: verbatim },
  },
  getCourseList: {
    intents: [
      'Find me {course}',
      "I'm looking for {course}",
      'Show me {course}',
      'Can you find me {course}{rest}?',
      'Look for {course}',
      'Is there {course}{rest}?',
      'Find me some courses',
      "I'm looking for a course",
      'Can you find me a course',
    ],
    usual: ['Find me a course on something I usually learn about', 'Show me courses like the ones I usually take', 'Look for courses on my usual interests'],
    params: { ...courseParams, priceRange: [', {v}'] },
    render: { level, searchQuery: verbatim, priceRange },
    combine: [course],
  },
  getCourse: {
    intents: ['Show me a course', 'Tell me about a course', 'Open a course page for me', 'Can you pull up a course'],
    usual: ['Show me the top course from my search', 'Tell me about that course I found'],
    params: { courseId: COURSE_ID },
    render: { courseId: verbatim },
  },
  buyCourse: {
    intents: ['Buy {course} for me', 'Sign me up for {course}', 'Enroll me in {course}', 'Buy a course for me', 'I want to sign up for a course', 'Can you purchase a course for me'],
    usual: ['Buy the course I was just looking at', 'Sign me up for that course I just checked out'],
    params: { ...courseParams, courseId: [', specifically course {v}', ', the one with id {v}'], paymentMethod: PAY },
    render: { level, searchQuery: verbatim, courseId: verbatim },
    combine: [course],
  },
  listMyCourses: {
    intents: ['Show me my courses', 'What courses do I have', "List the courses I've bought", 'Can you pull up my courses'],
    params: { status: [', only the {v} ones', ', just the {v} ones'] },
  },
  studyCourse: {
    intents: ['Log my study progress on a course', 'Update my course progress', 'Record that I studied a course', 'Can you mark some course progress for me'],
    usual: ['Log my usual study session', "Update my progress on the course I'm taking"],
    params: { orderId: [', order {v}'], courseId: COURSE_ID, lessons: [', {v}', ', with {v} done'] },
    render: { orderId: verbatim, courseId: verbatim, lessons: (v, say) => (typeof v === 'number' ? `${say.count(v)} more ${v === 1 ? 'lesson' : 'lessons'}` : undefined) },
  },
  refundCourse: {
    intents: ['Refund a course', 'I want my money back on a course', 'Get me a refund on a course', 'Can you refund a course'],
    usual: ['Refund the course I just bought', "Get my money back for the course I haven't started"],
    params: { orderId: [', order {v}'], courseId: COURSE_ID },
    render: { orderId: verbatim, courseId: verbatim },
  },
}
