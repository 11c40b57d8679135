import { createRng, hashString, hashTag, type Rng } from '../kit/index.ts'
import { IP_REGIONS, longTail, noteNickname } from './people.ts'
import { RelevanceIndex, WEIGHT, type Fields } from './relevance.ts'
import { fill, subjectNames, TOPICS, type Subject, type Topic } from './topics.ts'

/**
 * Xiaohongshu's notes: a fixed pool per world, three per subject of every topic, each in a note's
 * voice with its own tip and its own explanation (no two notes of a subject repeat a sentence).
 * A search ranks the pool by relevance; the same words find the same notes.
 */
export interface Note {
  noteId: string
  topic: Topic
  subject: Subject
  title: string
  author: { nickname: string; followers: number }
  type: 'image' | 'video'
  photos: number
  videoSeconds?: number
  body: string
  tags: string[]
  likes: number
  collects: number
  comments: number
  ageDays: number
  ipLocation: string
  topComments: { user: string; text: string; likes: number }[]
}

// Subjects are noun phrases ('egg fried rice', 'packing carry-on only'): every template reads with either.
const TITLES = [
  '{S}: the guide I wish I had {e}',
  '{S} | everything I learned 💡',
  'My cheat sheet for {s} 📌',
  'Save this if you care about {s}!',
  '{S}: {n} things nobody tells you 😭',
  '{S}, explained simply ✨',
  'What finally worked for me: {s} {e}',
  'Notes on {s} after a month of trying 📝',
]
const OPENERS = [
  'Okay, long post incoming 📝',
  'So many of you asked about this, so here it is 👇',
  'Not sponsored, just what worked for me.',
  'Took me three tries to get this right 😂',
  'Posting this so I never forget it again.',
  'Tested it myself for a month before sharing.',
]
const CLOSERS = ['Save it before it gets buried 📌', 'Ask in the comments, I reply to everyone 💬', 'Follow for part 2 ✨', 'Hope this helps someone 🥹', 'Share your own tips below 👇']
const GENERIC_TAGS = ['#干货分享', '#生活小技巧', '#新手必看', '#宝藏分享', '#经验分享']
const COMMENTS = [
  'Saved! Trying this soon 🙌',
  'The second point changed everything for me',
  'Finally someone explains it properly',
  'Does this work if you are a total beginner?',
  'Been looking for this for ages, thank you',
  'Tried it, can confirm 👍',
  'Where did you get the stuff in photo 3?',
]

/** '#EggFriedRice' from 'egg fried rice'; Chinese names keep their characters ('#蛋炒饭'). */
const hashtag = (text: string): string => `#${text.replace(/[^\p{L}\p{N}\s]/gu, '').replace(/(^|\s)(\w)/g, (_, __, c: string) => c.toUpperCase()).replace(/\s+/g, '')}`

const noteId = (seed: string, key: string): string => `${hashTag(`${seed}:${key}:a`)}${hashTag(`${seed}:${key}:b`)}${hashTag(`${seed}:${key}:c`)}`

/** Note `k` of a subject: its own tip, and a fact (the third note, the topic's general point). */
function pointsOf(topic: Topic, subject: Subject, order: number, k: number): string[] {
  const second = k < 2 ? subject.facts[k]! : topic.insights[order % topic.insights.length]!
  return [subject.tips[k]!, second]
}

function buildNote(seed: string, topic: Topic, subject: Subject, order: number, k: number): Note {
  const key = `xhs:${topic.id}:${subject.name}:${k}`
  const rng: Rng = createRng(`${seed}:${key}`)
  // The three notes of a subject take three different title styles.
  const title = fill(TITLES[(hashString(`${topic.id}:${subject.name}`) + k * 3) % TITLES.length]!, subject.name).replace('{n}', String(rng.int(3, 9))).replace('{e}', topic.emoji)
  const points = pointsOf(topic, subject, order, k)
  const body = [rng.pick(OPENERS), ...points.map((p, i) => `${['1️⃣', '2️⃣'][i]} ${p}`), rng.pick(CLOSERS)].join('\n')
  const likes = longTail(rng, 40, 180_000)
  const video = rng.chance(0.3)
  return {
    noteId: noteId(seed, key),
    topic,
    subject,
    title,
    author: { nickname: noteNickname(rng), followers: longTail(rng, 120, 900_000) },
    type: video ? 'video' : 'image',
    photos: video ? 1 : rng.int(1, 9),
    ...(video ? { videoSeconds: rng.int(25, 300) } : {}),
    body,
    tags: [hashtag(topic.label), hashtag(subject.name), `#${topic.zh}`, `#${subject.zh}`, rng.pick(GENERIC_TAGS)],
    likes,
    // Tutorials get saved about as often as they are liked; the share varies by note.
    collects: Math.round(likes * rng.float(0.25, 1.3)),
    comments: Math.round(likes * rng.float(0.01, 0.08)),
    ageDays: rng.int(1, 720),
    ipLocation: rng.pick(IP_REGIONS),
    topComments: rng.shuffle(COMMENTS).slice(0, 3).map((text) => ({ user: noteNickname(rng), text, likes: longTail(rng, 1, Math.max(2, Math.round(likes / 20))) })),
  }
}

export interface NotePool {
  notes: readonly Note[]
  byId: ReadonlyMap<string, Note>
  index: RelevanceIndex
}

export function buildNotePool(seed: string): NotePool {
  const notes: Note[] = []
  for (const topic of TOPICS) topic.subjects.forEach((subject, order) => {
    for (let k = 0; k < 3; k++) notes.push(buildNote(seed, topic, subject, order, k))
  })
  const docs: Fields[] = notes.map((n) => [
    [n.title, WEIGHT.title],
    [subjectNames(n.subject), WEIGHT.subject],
    [n.tags.join(' '), WEIGHT.tags],
    [`${n.topic.label} ${n.topic.zh}`, WEIGHT.label],
    [n.topic.keywords.join(' '), WEIGHT.topic],
    [n.body, WEIGHT.body],
  ])
  return { notes, byId: new Map(notes.map((n) => [n.noteId, n])), index: new RelevanceIndex(docs) }
}

export const NOTES_PER_PAGE = 6

/**
 * The notes a query shows, most relevant first; among equally relevant notes the more liked, then a
 * per-query tie-break so two queries landing on one topic do not list the same notes. Nothing about
 * the words: no notes (`matched` false), never popular notes on something else.
 */
export function rankNotes(pool: NotePool, terms: readonly string[], normalized: string, limit: number): { notes: Note[]; matched: boolean } {
  const hits = pool.index.search(terms)
  if (hits.length === 0) return { notes: [], matched: false }
  const salt = hashString(normalized)
  const ranked = hits.map((h) => ({ note: pool.notes[h.doc]!, score: h.score + Math.log10(pool.notes[h.doc]!.likes + 10) * 0.3, tie: hashString(pool.notes[h.doc]!.noteId) ^ salt }))
  ranked.sort((a, b) => b.score - a.score || a.tie - b.tie)
  return { notes: ranked.slice(0, limit).map((r) => r.note), matched: true }
}
