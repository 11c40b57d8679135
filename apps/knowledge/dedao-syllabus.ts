import { SYLLABI_IDEAS } from './dedao-syllabi-ideas.ts'
import { SYLLABI_WORLD } from './dedao-syllabi-world.ts'
import type { Syllabus } from './dedao-chapters.ts'

export type { Chapter, Syllabus } from './dedao-chapters.ts'

/** Every shelf subject's syllabus, by the subject's English name. */
const SYLLABI: Readonly<Record<string, Syllabus>> = { ...SYLLABI_WORLD, ...SYLLABI_IDEAS }

/** The syllabus of a shelf subject; every subject of every shelf has one (a test holds the shelves to it). */
export function syllabusOf(subject: string): Syllabus {
  const found = Object.hasOwn(SYLLABI, subject) ? SYLLABI[subject] : undefined
  if (!found) throw new Error(`Dedao subject "${subject}" has no syllabus`)
  return found
}
