import { createRng, hashString, type Rng } from '../kit/index.ts'
import { LEVELS, SHELVES, type Level, type Shelf } from './dedao-shelves.ts'
import { syllabusOf, type Syllabus } from './dedao-syllabus.ts'
import { longTail, personName } from './people.ts'
import { RelevanceIndex, searchTerms, WEIGHT } from './relevance.ts'

/**
 * Dedao's catalog: eight courses per shelf and level, from short ¥19.9 masterclasses to ¥1,000+
 * training camps. Every shelf and level has masterclasses at ¥100 or less, so a capped buyer has a choice.
 */
export interface Course {
  courseId: string
  title: string
  lecturer: string
  lecturerTitle: string
  shelf: Shelf
  level: Level
  kind: 'masterclass' | 'course' | 'annual course' | 'training camp'
  subject: string
  syllabus: Syllabus
  price: number
  originalPrice?: number
  lessonCount: number
  minutesPerLesson: number
  rating: number
  learners: number
  launchedYear: number
}

const TITLES: Record<Level, readonly string[]> = {
  beginner: ['{S} for Beginners', 'An Introduction to {S}', '{S}: {n} Lessons to Get Started', '{L}’s First Course in {S}', 'Everyone’s {S}'],
  intermediate: ['{S} in Practice', '{S}: Frameworks and Cases', 'Thinking Clearly about {S}', '{L}’s {n} Lectures on {S}', '{S}, Explained through Cases'],
  advanced: ['Advanced {S}', '{S} Masterclass', '{L}’s Lectures on {S}', 'Deep Dive: {S}', '{S}: The Research Frontier'],
}

interface Kind {
  kind: Course['kind']
  prices: readonly number[]
  lessons: readonly [number, number]
  minutes: readonly [number, number]
}

// Dedao's price points: short masterclasses under ¥100, full courses ¥99-299, camps far above.
const MASTERCLASS: Kind = { kind: 'masterclass', prices: [19.9, 29.9, 39.9, 49.9, 59.9, 69, 79, 99], lessons: [6, 14], minutes: [10, 16] }
const KINDS: Record<Level, readonly Kind[]> = {
  beginner: [
    { kind: 'course', prices: [99, 129, 149, 199], lessons: [20, 36], minutes: [10, 15] },
    { kind: 'annual course', prices: [199, 249, 299], lessons: [120, 300], minutes: [8, 12] },
  ],
  intermediate: [
    { kind: 'course', prices: [129, 149, 199, 249, 299], lessons: [24, 40], minutes: [12, 18] },
    { kind: 'annual course', prices: [249, 299, 365], lessons: [150, 300], minutes: [10, 15] },
  ],
  advanced: [
    { kind: 'course', prices: [199, 249, 299, 399], lessons: [30, 48], minutes: [15, 22] },
    { kind: 'training camp', prices: [499, 699, 999, 1299, 1999], lessons: [14, 30], minutes: [20, 40] },
  ],
}

const SMALL_WORDS = new Set(['a', 'an', 'the', 'of', 'in', 'for', 'and', 'to', 'on', 'with', 'at'])
const titleCase = (text: string): string =>
  text.replace(/\S+/g, (w, offset: number) => (offset > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** A 15-character id in the style of Dedao's course links, stable per world and key. */
function courseId(seed: string, key: string): string {
  let out = ''
  for (let part = 0; out.length < 15; part++) {
    let h = hashString(`${seed}:${key}:${part}`)
    for (let i = 0; i < 5; i++, h = Math.floor(h / 62)) out += BASE62[h % 62]
  }
  return out.slice(0, 15)
}

function buildCourse(seed: string, shelf: Shelf, level: Level, i: number, rng: Rng, titles: Set<string>): Course {
  const kind = i < 3 ? MASTERCLASS : rng.weighted(KINDS[level], [3, 1])
  const subject = shelf.subjects[(i + LEVELS.indexOf(level) * 2) % shelf.subjects.length]!
  const lecturer = personName(rng)
  const lessonCount = rng.int(kind.lessons[0], kind.lessons[1])
  // A shelf never lists two courses with the same title: the next template is taken instead.
  const templates = TITLES[level]
  const first = rng.int(0, templates.length - 1)
  let title = ''
  for (let k = 0; k < templates.length && (title === '' || titles.has(title)); k++) {
    const template = templates[(first + k) % templates.length]!
    // 'The Universe for Beginners', but 'Lectures on the Universe'.
    const name = template.startsWith('{S}') ? titleCase(subject) : titleCase(subject).replace(/^The /, 'the ')
    title = template.replace('{S}', name).replace('{L}', lecturer).replace('{n}', String(lessonCount))
  }
  titles.add(title)
  const price = rng.pick(kind.prices)
  const discounted = rng.chance(0.2)
  return {
    courseId: courseId(seed, `${shelf.id}:${level}:${i}`),
    title,
    lecturer,
    lecturerTitle: rng.pick(shelf.lecturers),
    shelf,
    level,
    kind: kind.kind,
    subject,
    syllabus: syllabusOf(subject),
    price: discounted ? Math.round(price * 0.7) : price,
    ...(discounted ? { originalPrice: price } : {}),
    lessonCount,
    minutesPerLesson: rng.int(kind.minutes[0], kind.minutes[1]),
    rating: Math.round(rng.float(4.3, 4.9) * 10) / 10,
    learners: longTail(rng, 800, kind.kind === 'annual course' ? 600_000 : 120_000),
    launchedYear: rng.int(2017, 2025),
  }
}

export interface CourseCatalog {
  courses: readonly Course[]
  byId: ReadonlyMap<string, Course>
  index: RelevanceIndex
}

export function buildCourseCatalog(seed: string): CourseCatalog {
  const courses: Course[] = []
  for (const shelf of SHELVES) {
    for (const level of LEVELS) {
      const rng = createRng(`${seed}:dedao:${shelf.id}:${level}`)
      const titles = new Set<string>()
      for (let i = 0; i < 8; i++) courses.push(buildCourse(seed, shelf, level, i, rng, titles))
    }
  }
  const index = new RelevanceIndex(
    courses.map((c) => [
      [c.title, WEIGHT.title],
      [c.lecturer, WEIGHT.title],
      [`${c.subject} ${c.syllabus.zh} ${c.syllabus.also.join(' ')}`, WEIGHT.subject],
      [`${c.shelf.label} ${c.shelf.zh} ${c.shelf.synonyms.join(' ')}`, WEIGHT.topic],
      [c.lecturerTitle, WEIGHT.body],
    ]),
  )
  return { courses, byId: new Map(courses.map((c) => [c.courseId, c])), index }
}

export interface CourseFilter {
  shelf?: Shelf
  level?: Level
  priceRange?: readonly [number, number]
}

export interface CourseMatch {
  course: Course
  score: number
}

const passes = (c: Course, f: CourseFilter): boolean =>
  (!f.shelf || c.shelf === f.shelf) &&
  (!f.level || c.level === f.level) &&
  (!f.priceRange || (c.price >= f.priceRange[0] && (f.priceRange[1] < 0 || c.price <= f.priceRange[1])))

/**
 * Courses under the filter, best first: relevance to the words, then learners. No words: the filter's
 * most popular courses. Words that match no course under the filter: none (`matched` false).
 */
export function findCourses(catalog: CourseCatalog, terms: readonly string[], filter: CourseFilter): { matches: CourseMatch[]; matched: boolean } {
  const popular = (a: CourseMatch, b: CourseMatch) => b.score - a.score || b.course.learners - a.course.learners
  if (terms.length === 0) return { matches: catalog.courses.filter((c) => passes(c, filter)).map((course) => ({ course, score: 0 })).sort(popular), matched: true }
  const hits = catalog.index.search(terms, (doc) => passes(catalog.courses[doc]!, filter)).map((h) => ({ course: catalog.courses[h.doc]!, score: h.score }))
  return { matches: hits.sort(popular), matched: hits.length > 0 }
}

/** True when every word of the query is in the course's title or lecturer name: the user named this course. */
export const namesCourse = (course: Course, terms: readonly string[]): boolean => {
  if (terms.length === 0) return false
  const own = new Set(searchTerms(`${course.title} ${course.lecturer}`))
  return terms.every((t) => own.has(t))
}
