import { createRng, hashString, type Rng } from '../kit/index.ts'
import { answerHandle, longTail, numericId } from './people.ts'
import { SearchIndex, type WeightedText } from './search-text.ts'
import { fill, TOPICS, type Topic } from './topics.ts'

/**
 * Zhihu's questions: a fixed pool per world (two per subject of every topic), each with a few long
 * answers by people with stated credentials. A search ranks questions; answers come sorted by upvotes.
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
  subject: string
  title: string
  followers: number
  views: number
  answerCount: number
  answers: readonly Answer[]
}

const QUESTIONS = [
  'How would you explain {s} to a complete beginner?',
  'What is the most counterintuitive thing about {s}?',
  'What do professionals know about {s} that most people don’t?',
  'What are the common misconceptions about {s}?',
  'How should an ordinary person approach {s}?',
  'Which books or resources on {s} would you recommend?',
  'What is your best advice on {s}?',
]
const OPENERS = [
  'Thanks for the invite.',
  'Short answer first, details below.',
  'I work in this field, so let me give a structured answer.',
  'Most answers here miss one point.',
  'Let me answer from personal experience.',
  'An unpopular opinion, but hear me out.',
]
const CLOSERS = ['Hope this helps.', 'Corrections welcome in the comments.', 'Edit: thanks for all the upvotes, I will add sources later.', 'That is all for now; follow me for more on this.', '']

function buildAnswer(rng: Rng, seed: string, key: string, topic: Topic, subject: string, n: number): Answer {
  const insights = rng.shuffle(topic.insights).slice(0, 2).map((t) => fill(t, subject))
  const tip = fill(rng.pick(topic.tips), subject)
  const parts = [rng.pick(OPENERS), ...insights, `In practice: ${tip.charAt(0).toLowerCase()}${tip.slice(1)}`, rng.pick(CLOSERS)].filter(Boolean)
  return {
    answerId: numericId(String(rng.int(1, 3)), hashString(`${seed}:${key}:a${n}`), 10),
    author: answerHandle(rng),
    credential: rng.pick(topic.credentials),
    verified: rng.chance(0.45),
    body: parts.join(' '),
    upvotes: longTail(rng, 3, 60_000),
    comments: rng.int(0, 900),
    ageDays: rng.int(3, 2400),
  }
}

function buildQuestion(seed: string, topic: Topic, subject: string, k: number): Question {
  const key = `zh:${topic.id}:${subject}:${k}`
  const rng = createRng(`${seed}:${key}`)
  const template = QUESTIONS[(hashString(key) + k * 3) % QUESTIONS.length]!
  const answers = Array.from({ length: rng.int(3, 5) }, (_, n) => buildAnswer(rng, seed, key, topic, subject, n)).sort((a, b) => b.upvotes - a.upvotes)
  const followers = longTail(rng, 20, 250_000)
  return {
    questionId: numericId(String(rng.int(2, 6)), hashString(`${seed}:${key}`), 9),
    topic,
    subject,
    title: fill(template, subject),
    followers,
    views: followers * rng.int(60, 400),
    answerCount: answers.length + longTail(rng, 1, 3000),
    answers,
  }
}

export interface QuestionPool {
  questions: readonly Question[]
  byId: ReadonlyMap<string, Question>
  answers: ReadonlyMap<string, { question: Question; answer: Answer }>
  index: SearchIndex
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
    for (const subject of topic.subjects) {
      for (let k = 0; k < 2; k++) {
        const q = buildQuestion(seed, topic, subject, k)
        questions.push({ ...q, questionId: unique(q.questionId), answers: q.answers.map((a) => ({ ...a, answerId: unique(a.answerId) })) })
      }
    }
  }
  const docs: WeightedText[] = questions.map((q) => [
    [q.title, 3],
    [q.subject, 3],
    [`${q.topic.label} ${q.topic.zh} ${q.topic.keywords.join(' ')}`, 2],
    [q.answers.map((a) => a.body).join(' '), 1],
  ])
  const answers = new Map<string, { question: Question; answer: Answer }>()
  for (const q of questions) for (const a of q.answers) answers.set(a.answerId, { question: q, answer: a })
  return { questions, byId: new Map(questions.map((q) => [q.questionId, q])), answers, index: new SearchIndex(docs) }
}

export const QUESTIONS_PER_PAGE = 3

/** Questions for a query, best first (ties broken per query); popular ones by the query's hash when nothing matches. */
export function rankQuestions(pool: QuestionPool, tokens: readonly string[], normalized: string, limit: number): { questions: Question[]; matched: boolean } {
  const salt = hashString(normalized)
  const tie = (q: Question) => hashString(q.questionId) ^ salt
  const scored = pool.index.search(tokens)
  if (scored.length > 0) {
    const ranked = scored
      .map((s) => ({ q: pool.questions[s.doc]!, score: s.score + Math.log10(pool.questions[s.doc]!.followers + 10) * 0.2 }))
      .sort((a, b) => b.score - a.score || tie(a.q) - tie(b.q))
    return { questions: ranked.slice(0, limit).map((r) => r.q), matched: true }
  }
  const popular = [...pool.questions].sort((a, b) => tie(a) - tie(b)).slice(0, 20).sort((a, b) => b.followers - a.followers)
  return { questions: popular.slice(0, limit), matched: false }
}
