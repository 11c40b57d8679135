import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildNotePool } from '../apps/knowledge/notes.ts'
import { buildQuestionPool } from '../apps/knowledge/questions.ts'
import { searchTerms } from '../apps/knowledge/relevance.ts'
import { createSandboxWorld, openSession } from '../simulator/world/index.ts'

/**
 * Knowledge apps a regular user would believe: a search returns items about the words typed (in
 * English or Chinese), best first, or says plainly that nothing matched; answers are not one body
 * with different openers; a Dedao course's syllabus reads like a course on its subject.
 */
const world = createSandboxWorld({ checkOutputs: true })
const session = () => openSession({ world, user: {}, seed: 'believable' })

type Paid = { title: string; topic: string }
type Note = { noteId: string; title: string; body: string; tags: string[] }
type Question = { questionId: string; title: string; topic: string; topicTags?: string[]; answers: { excerpt?: string }[] }
type NotesPage = { notes: Note[]; paidContent: Paid[]; notice?: string }
type QaPage = { questions: Question[]; paidContent: Paid[]; notice?: string }
type Course = { courseId: string; title: string; category: string; level: string }
type List = { total: number; courses: Course[]; notice?: string }
type Chapter = { title: string; lessons: string[] }
type CourseDetail = Course & { syllabus: string[]; chapters?: Chapter[] }

const ok = <T>(o: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!o.ok) throw new Error(`expected success, got ${JSON.stringify(o.error)}`)
  return o.data as T
}
const notes = (s: ReturnType<typeof session>, searchQuery: string) => ok<NotesPage>(s.call('Xiaohongshu', 'getKnowledge', { searchQuery }))
const qa = (s: ReturnType<typeof session>, searchQuery: string) => ok<QaPage>(s.call('Zhihu', 'getKnowledge', { searchQuery }))
const courses = (s: ReturnType<typeof session>, category: string, searchQuery: string, level = 'all') => ok<List>(s.call('Dedao', 'getCourseList', { category, level, searchQuery }))

const noteText = (n: Note) => `${n.title} ${n.body} ${n.tags.join(' ')}`
const questionText = (q: Question) => `${q.title} ${(q.topicTags ?? []).join(' ')} ${q.answers.map((a) => a.excerpt ?? '').join(' ')}`
const mentions = (text: string, words: readonly string[]) => words.some((w) => text.toLowerCase().includes(w.toLowerCase()))

/** Realistic searches, and words at least one of which every result must show (English or Chinese). */
const SEARCHES: readonly (readonly [query: string, words: readonly string[]])[] = [
  ['how to prepare for a marathon', ['marathon', '马拉松']],
  ['杭州西湖一日游攻略', ['Hangzhou', 'West Lake', '杭州', '西湖']],
  ['anime art', ['anime', '动漫', '二次元']],
  ['egg fried rice', ['fried rice', '炒饭']],
  ['蛋炒饭怎么做', ['fried rice', '炒饭']],
  ['sunscreen for oily skin', ['sunscreen', '防晒']],
  ['油皮防晒', ['sunscreen', '防晒']],
  ['best running shoes for beginners', ['shoe', '跑鞋']],
  ['how to negotiate a raise', ['raise', 'salary', '涨薪']],
  ['quantum entanglement', ['entangle', '纠缠']],
  ['黑洞是什么', ['black hole', '黑洞']],
  ['learn python from scratch', ['python']],
  ['cat keeps scratching the sofa', ['scratch', '抓']],
  ['考研英语怎么复习', ['postgraduate', '考研']],
  ['Yunnan on a budget', ['Yunnan', '云南']],
  ['capsule wardrobe', ['capsule', '胶囊']],
  ['how to fall asleep faster', ['asleep', 'sleep', '失眠', '睡眠']],
  ['hiking near Beijing', ['hiking', 'hike', '徒步']],
  ['Black Myth Wukong', ['Wukong', '悟空']],
  ['retinol for beginners', ['retinol', 'A醇']],
  ['孩子挑食怎么办', ['picky', '挑食']],
  ['history of the Silk Road', ['Silk Road', '丝绸之路']],
  ['basketball footwork drills', ['footwork', '脚步']],
  ['night photography settings', ['night', '夜景']],
]

describe('a search returns items about the words typed, or says that nothing matched', () => {
  it.each(SEARCHES)('Xiaohongshu: "%s"', (query, words) => {
    const page = notes(session(), query)
    expect(page.notes.length, 'something is found').toBeGreaterThan(0)
    expect(page.notice).toBeUndefined()
    for (const n of page.notes) expect(mentions(noteText(n), words), `${query} -> ${n.title}`).toBe(true)
    for (const p of page.paidContent) expect(mentions(`${p.title} ${p.topic}`, words), `${query} -> paid ${p.title}`).toBe(true)
  })

  it.each(SEARCHES)('Zhihu: "%s"', (query, words) => {
    const page = qa(session(), query)
    expect(page.questions.length, 'something is found').toBeGreaterThan(0)
    expect(page.notice).toBeUndefined()
    for (const q of page.questions) expect(mentions(questionText(q), words), `${query} -> ${q.title}`).toBe(true)
    for (const p of page.paidContent) expect(mentions(`${p.title} ${p.topic}`, words), `${query} -> paid ${p.title}`).toBe(true)
  })

  it('ranks the items that match more of the words first', () => {
    const s = session()
    const winterRuns = notes(s, 'running in winter').notes
    expect(winterRuns.slice(0, 3).every((n) => /running|跑/i.test(noteText(n)) && /winter|冬/i.test(noteText(n)))).toBe(true)
    const oily = qa(s, 'sunscreen for oily skin').questions[0]!
    expect(oily.title).toMatch(/sunscreen for oily skin/i)
  })

  it('says plainly when nothing matches, and lists nothing unrelated', () => {
    const s = session()
    for (const query of ['zxqv blorp', 'submarine hull welding']) {
      const page = notes(s, query)
      expect(page).toMatchObject({ notes: [], paidContent: [] })
      expect(page.notice).toMatch(/^No notes match/)
      const answers = qa(s, query)
      expect(answers).toMatchObject({ questions: [], paidContent: [] })
      expect(answers.notice).toMatch(/^No questions match/)
    }
  })

  it('answers any text with results or a plain notice, never an error or a 5xx (property)', () => {
    const s = session()
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }), (q) => {
        for (const app of ['Zhihu', 'Xiaohongshu']) {
          const o = s.call(app, 'getKnowledge', { searchQuery: q })
          if (q.trim() === '') expect(o.ok).toBe(false)
          else {
            const page = ok<{ questions?: unknown[]; notes?: unknown[]; notice?: string }>(o)
            expect((page.questions ?? page.notes)!.length > 0 || /^No (questions|notes) match/.test(page.notice ?? '')).toBe(true)
          }
        }
      }),
      { numRuns: 80 },
    )
  })

  it('lists only items that show a word of the query or are on the subject or topic it names (property)', () => {
    const s = session()
    const byId = buildNotePool(world.seed).byId
    const words = ['cooking', 'rice', 'marathon', 'skin', 'sunscreen', 'Hangzhou', 'trip', 'python', 'anime', 'poster', 'design', 'history', 'cat', 'dog', 'sleep', 'raise', 'quantum', 'zxqv', 'hull', 'welding', '杭州', '攻略', '猫', '防晒', '考研']
    fc.assert(
      fc.property(fc.subarray(words, { minLength: 1, maxLength: 3 }), (picked) => {
        const query = picked.join(' ')
        const asked = new Set(searchTerms(query))
        const page = notes(s, query)
        expect(page.notice === undefined).toBe(page.notes.length > 0)
        for (const n of page.notes) {
          const { subject, topic } = byId.get(n.noteId)!
          const names = `${subject.name} ${subject.zh} ${subject.also.join(' ')} ${topic.label} ${topic.zh} ${topic.keywords.join(' ')}`
          expect(searchTerms(`${noteText(n)} ${names}`).some((t) => asked.has(t)), `${query} -> ${n.title} ${n.tags.join(' ')}`).toBe(true)
        }
      }),
      { numRuns: 120 },
    )
  })
})

/** Sentences of an answer or note; those in many items (openers, sign-offs) are boilerplate. */
const sentences = (body: string) => body.split(/(?<=[.!?。！？])\s+|\n/).map((x) => x.replace(/^\S*\d\S*\s/, '').trim()).filter(Boolean)
const commonSentences = (bodies: readonly string[], atLeast: number) => {
  const count = new Map<string, number>()
  for (const b of bodies) for (const x of new Set(sentences(b))) count.set(x, (count.get(x) ?? 0) + 1)
  return new Set([...count].filter(([, n]) => n >= atLeast).map(([x]) => x))
}

describe('answers and notes are written, not copied', () => {
  const pool = buildQuestionPool(world.seed)
  const all = pool.questions.flatMap((q) => q.answers.map((a) => a.body))
  const boilerplate = commonSentences(all, 30)
  const content = (body: string) => sentences(body).filter((x) => !boilerplate.has(x))

  it('the answers to one question make different points', () => {
    for (const q of pool.questions) {
      const seen = new Set<string>()
      for (const a of q.answers) {
        for (const x of content(a.body)) {
          expect(seen.has(x), `${q.title}: "${x}" twice`).toBe(false)
          seen.add(x)
        }
      }
    }
  })

  it('no two answers anywhere are the same body with a different opener or sign-off', () => {
    const bodies = all.map((b) => content(b).join(' '))
    expect(bodies.every((b) => b.length > 80)).toBe(true)
    expect(new Set(bodies).size).toBe(bodies.length)
  })

  it('an answer talks about its question’s subject', () => {
    for (const q of pool.questions) {
      const subject = new Set(searchTerms(`${q.subject.name} ${q.subject.also.join(' ')}`))
      for (const a of q.answers) expect(searchTerms(a.body).some((t) => subject.has(t)), `${q.title}: ${a.body}`).toBe(true)
    }
  })

  it('no two notes are the same body with a different opener or sign-off', () => {
    const notePool = buildNotePool(world.seed)
    const bodies = notePool.notes.map((n) => n.body)
    const common = commonSentences(bodies, 30)
    const cores = bodies.map((b) => sentences(b).filter((x) => !common.has(x)).join(' '))
    expect(new Set(cores).size).toBe(cores.length)
  })
})

describe('Dedao: search by subject, and syllabi that read like a course', () => {
  it('finds courses on the subject typed, in English or Chinese, and nothing when nothing matches', () => {
    const s = session()
    for (const [category, query] of [
      ['literature', 'Tang poetry'],
      ['文学', '唐诗'],
    ] as const) {
      const page = courses(s, category, query)
      expect(page.courses.length).toBeGreaterThan(0)
      expect(page.courses.every((c) => /Tang Poetry/i.test(c.title)), page.courses.map((c) => c.title).join(' | ')).toBe(true)
    }
    const none = courses(s, 'history', 'marathon')
    expect(none).toMatchObject({ total: 0, courses: [] })
    expect(none.notice).toMatch(/No History course matches "marathon"/)
  })

  it('gives every course chapters of real lessons on its subject, shared with no other subject', () => {
    const s = session()
    const shelves = ['business', 'economics', 'finance', 'politics', 'technology', 'science', 'history', 'literature', 'philosophy', 'psychology', 'self-improvement', 'health', 'art', 'parenting', 'law', 'language']
    const lessonOwner = new Map<string, string>()
    let checked = 0
    for (const category of shelves) {
      for (const c of courses(s, category, '').courses) {
        const detail = ok<CourseDetail>(s.call('Dedao', 'getCourse', { courseId: c.courseId }))
        const chapters = detail.chapters ?? []
        expect(chapters.length, c.title).toBeGreaterThanOrEqual(2)
        const lessons = chapters.flatMap((ch) => ch.lessons)
        expect(lessons.length).toBeGreaterThanOrEqual(6)
        expect(new Set(lessons).size).toBe(lessons.length)
        expect(detail.syllabus).toEqual(lessons.map((l, i) => `Lesson ${i + 1}: ${l}`))
        for (const l of lessons) expect(l, c.title).not.toMatch(/^(Why .* matters|The core ideas of|A common misunderstanding|A case study|How experts think about|Putting .* to work|Questions from learners)/)
        // The chapters name the subject the title promises.
        const subjectWords = new Set(searchTerms(c.title))
        expect(chapters.some((ch) => searchTerms(ch.title).some((t) => subjectWords.has(t))), `${c.title}: ${chapters.map((ch) => ch.title).join(' | ')}`).toBe(true)
        const subject = chapters[0]!.title
        for (const l of lessons) {
          const owner = lessonOwner.get(l)
          if (owner === undefined) lessonOwner.set(l, subject)
          else expect(owner, `"${l}" in two subjects`).toBe(subject)
        }
        checked++
      }
    }
    expect(checked).toBeGreaterThan(100)
  })
})
