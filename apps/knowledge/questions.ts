import { createRng, hashString, type Rng } from '../kit/index.ts'
import { answerHandle, longTail, numericId } from './people.ts'
import { RelevanceIndex, WEIGHT, type Fields } from './relevance.ts'
import { fill, subjectNames, TOPICS, type Subject, type Topic } from './topics.ts'

/**
 * Zhihu's questions: a fixed pool per world (three per subject of every topic), each with three answers
 * by people with stated credentials. Each answer makes its own point: an explanation and a piece of
 * advice no other answer to the question repeats. A search ranks questions by relevance.
 */
export interface Answer {
  answerId: string
  author: string
  credential: string
  verified: boolean
  body: string
  upvotes: number
  comments: number
  ageDays: number
}

export interface Question {
  questionId: string
  topic: Topic
  subject: Subject
  title: string
  followers: number
  views: number
  answerCount: number
  answers: readonly Answer[]
}

// How people ask about a thing they do, and about a thing they want to understand.
const PRACTICAL = [
  'What do you wish you had known earlier about {s}?',
  'What is your best advice on {s}?',
  'What are the most useful tips for {s}?',
  'What do experienced people know about {s} that beginners don’t?',
  'Any advice on {s} from people who have been through it?',
]
const CURIOUS = [
  'How would you explain {s} to a complete beginner?',
  'What do professionals know about {s} that most people don’t?',
  'What is the most interesting thing about {s}?',
  'Where should an ordinary person start with {s}?',
  'What is commonly misunderstood about {s}?',
]
const CURIOUS_TOPICS = new Set(['physics', 'history', 'literature', 'ai', 'society', 'economics', 'politics'])

const OPENERS = [
  'Thanks for the invite.',
  'Short answer first, details below.',
  'I work in this field, so let me give a structured answer.',
  'Most answers here miss one point.',
  'Let me answer from personal experience.',
  'An unpopular opinion, but hear me out.',
  'I get asked this a lot, so here is what I tell people.',
]
const LEADS = ['In practice: ', 'My advice: ', 'What worked for me: ', 'Concretely: ', 'If you do one thing: ']
const CLOSERS = ['Hope this helps.', 'Corrections welcome in the comments.', 'Edit: thanks for all the upvotes, I will add sources later.', 'That is all for now; follow me for more on this.', '']

/**
 * The (explanation, advice) pairs of a subject's three questions: within a question no sentence
 * repeats, and no pair is used twice, so no two answers share a body.
 */
function pointsOf(topic: Topic, subject: Subject, order: number, k: number): [string, string][] {
  const insight = topic.insights[(order + k) % topic.insights.length]!
  const tips = subject.tips
  // Question k pairs fact 0 with tip k, fact 1 with tip k+1, the topic's point with tip k+2.
  return [[subject.facts[0]!, tips[k % 3]!], [subject.facts[1]!, tips[(k + 1) % 3]!], [insight, tips[(k + 2) % 3]!]]
}

function buildAnswer(rng: Rng, seed: string, key: string, topic: Topic, [why, how]: [string, string], n: number): Answer {
  const body = [rng.pick(OPENERS), why, `${rng.pick(LEADS)}${how}`, rng.pick(CLOSERS)].filter(Boolean).join(' ')
  return {
    answerId: numericId(String(rng.int(1, 3)), hashString(`${seed}:${key}:a${n}`), 10),
    author: answerHandle(rng),
    credential: rng.pick(topic.credentials),
    verified: rng.chance(0.45),
    body,
    upvotes: longTail(rng, 3, 60_000),
    comments: rng.int(0, 900),
    ageDays: rng.int(3, 2400),
  }
}

function buildQuestion(seed: string, topic: Topic, subject: Subject, order: number, k: number): Question {
  const key = `zh:${topic.id}:${subject.name}:${k}`
  const rng = createRng(`${seed}:${key}`)
  const templates = CURIOUS_TOPICS.has(topic.id) ? CURIOUS : PRACTICAL
  // The three questions of a subject take three different templates.
  const template = templates[(hashString(`${topic.id}:${subject.name}`) + k * 2) % templates.length]!
  const answers = pointsOf(topic, subject, order, k)
    .map((points, n) => buildAnswer(rng, seed, key, topic, points, n))
    .sort((a, b) => b.upvotes - a.upvotes)
  const followers = longTail(rng, 20, 250_000)
  return {
    questionId: numericId(String(rng.int(2, 6)), hashString(`${seed}:${key}`), 9),
    topic,
    subject,
    title: fill(template, subject.name),
    followers,
    views: followers * rng.int(60, 400),
    answerCount: answers.length + longTail(rng, 1, 3000),
    answers,
  }
}

const QUESTIONS_PER_SUBJECT = 3

export interface QuestionPool {
  questions: readonly Question[]
  byId: ReadonlyMap<string, Question>
  answers: ReadonlyMap<string, { question: Question; answer: Answer }>
  index: RelevanceIndex
}

export function buildQuestionPool(seed: string): QuestionPool {
  const questions: Question[] = []
  const used = new Set<string>()
  // Ids come from hashes; a (rare) collision takes the next free number, in build order.
  const unique = (id: string): string => {
    let out = id
    while (used.has(out)) out = String(Number(out) + 1)
    used.add(out)
    return out
  }
  for (const topic of TOPICS) {
    topic.subjects.forEach((subject, order) => {
      for (let k = 0; k < QUESTIONS_PER_SUBJECT; k++) {
        const q = buildQuestion(seed, topic, subject, order, k)
        questions.push({ ...q, questionId: unique(q.questionId), answers: q.answers.map((a) => ({ ...a, answerId: unique(a.answerId) })) })
      }
    })
  }
  const docs: Fields[] = questions.map((q) => [
    [q.title, WEIGHT.title],
    [subjectNames(q.subject), WEIGHT.subject],
    [`${q.topic.label} ${q.topic.zh}`, WEIGHT.label],
    [q.topic.keywords.join(' '), WEIGHT.topic],
    [q.answers.map((a) => a.body).join(' '), WEIGHT.body],
  ])
  const answers = new Map<string, { question: Question; answer: Answer }>()
  for (const q of questions) for (const a of q.answers) answers.set(a.answerId, { question: q, answer: a })
  return { questions, byId: new Map(questions.map((q) => [q.questionId, q])), answers, index: new RelevanceIndex(docs) }
}

export const QUESTIONS_PER_PAGE = 3

/**
 * Questions for a query, most relevant first; among equally relevant ones the more followed, then a
 * per-query tie-break. Nothing about the words: no questions (`matched` false).
 */
export function rankQuestions(pool: QuestionPool, terms: readonly string[], normalized: string, limit: number): { questions: Question[]; matched: boolean } {
  const hits = pool.index.search(terms)
  if (hits.length === 0) return { questions: [], matched: false }
  const salt = hashString(normalized)
  const ranked = hits.map((h) => {
    const q = pool.questions[h.doc]!
    return { q, score: h.score + Math.log10(q.followers + 10) * 0.3, tie: hashString(q.questionId) ^ salt }
  })
  ranked.sort((a, b) => b.score - a.score || a.tie - b.tie)
  return { questions: ranked.slice(0, limit).map((r) => r.q), matched: true }
}
