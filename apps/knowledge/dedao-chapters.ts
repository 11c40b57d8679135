import { deepFreeze } from '../kit/index.ts'

/**
 * What a Dedao course on a subject teaches: its Chinese name (how users search for it) and the first
 * two chapters of the syllabus, each a chapter title and three lessons. A chapter title names the
 * subject, and no lesson title is shared by two subjects.
 */
/** A chapter and its lessons. Arrays are typed mutable to match getCourse's output, but frozen at runtime. */
export interface Chapter {
  title: string
  lessons: string[]
}

export interface Syllabus {
  zh: string
  also: readonly string[]
  chapters: Chapter[]
  /** The same lessons numbered through: 'Lesson 1: …'. */
  lessons: string[]
}

/** A syllabus written compactly: `names` is 'zh|alias', each chapter [title, lesson, lesson, lesson]. */
export const syllabus = (names: string, ...chapters: (readonly [string, string, string, string])[]): Syllabus => {
  const [zh, ...also] = names.split('|')
  const written = chapters.map(([title, ...lessons]) => ({ title, lessons }))
  // Frozen: every course on the subject hands out these same arrays.
  return deepFreeze({ zh: zh!, also, chapters: written, lessons: written.flatMap((c) => c.lessons).map((l, i) => `Lesson ${i + 1}: ${l}`) })
}
