import { createRng, hashString, hashTag, type Rng } from '../kit/index.ts'
import { IP_REGIONS, longTail, noteNickname } from './people.ts'
import { SearchIndex, type WeightedText } from './search-text.ts'
import { fill, TOPICS, type Topic } from './topics.ts'

/**
 * Xiaohongshu's notes: a fixed pool per world (three notes per subject of every topic), written in
 * a note's voice from the topic's tips. A search ranks the pool; the same words find the same notes.
 */
export interface Note {
  noteId: string
  topic: Topic
  subject: string
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

// Subjects are noun phrases ('egg fried rice', 'a first job interview'): every template reads with either.
const TITLES = [
  '{S}: the guide I wish I had {e}',
  'Honest review after 30 days: {s}',
  '{S}: {n} mistakes beginners make ❌',
  'My cheat sheet for {s} 📌',
  'Sisters, save this if you care about {s}!',
  '{S} | step by step, zero fails ✨',
  'Everything I learned about {s} 💡',
  'Nobody told me this about {s} 😭',
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
const NUMBERS = ['1️⃣', '2️⃣', '3️⃣']
const GENERIC_TAGS = ['#干货分享', '#生活小技巧', '#新手必看', '#宝藏分享', '#经验分享']
const COMMENTS = [
  'Saved! Trying this tonight 🙌',
  'The second tip changed everything for me',
  'Finally someone explains it properly',
  'Does this work if you are a total beginner?',
  'Been looking for this for ages, thank you sister',
  'Tried it, can confirm 👍',
  'Where did you get the stuff in photo 3?',
]

const hashtag = (text: string): string => `#${text.replace(/[’']/g, '').replace(/(^|\s)(\w)/g, (_, __, c: string) => c.toUpperCase()).replace(/\s+/g, '')}`

const noteId = (seed: string, key: string): string => `${hashTag(`${seed}:${key}:a`)}${hashTag(`${seed}:${key}:b`)}${hashTag(`${seed}:${key}:c`)}`

function buildNote(seed: string, topic: Topic, subject: string, k: number): Note {
  const key = `xhs:${topic.id}:${subject}:${k}`
  const rng: Rng = createRng(`${seed}:${key}`)
  // The three notes of a subject take three different title styles.
  const title = fill(TITLES[(hashString(`${topic.id}:${subject}`) + k * 3) % TITLES.length]!, subject).replace('{n}', String(rng.int(3, 9))).replace('{e}', topic.emoji)
  const tips = rng.shuffle(topic.tips).slice(0, rng.int(2, 3))
  const body = [rng.pick(OPENERS), ...tips.map((t, i) => `${NUMBERS[i]} ${fill(t, subject)}`), rng.pick(CLOSERS)].join('\n')
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
    tags: [hashtag(topic.label), hashtag(subject), rng.pick(GENERIC_TAGS)],
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
  index: SearchIndex
}

export function buildNotePool(seed: string): NotePool {
  const notes: Note[] = []
  for (const topic of TOPICS) for (const subject of topic.subjects) for (let k = 0; k < 3; k++) notes.push(buildNote(seed, topic, subject, k))
  const docs: WeightedText[] = notes.map((n) => [
    [n.title, 3],
    [n.subject, 3],
    [n.tags.join(' '), 2],
    [`${n.topic.label} ${n.topic.zh} ${n.topic.keywords.join(' ')}`, 2],
    [n.body, 1],
  ])
  return { notes, byId: new Map(notes.map((n) => [n.noteId, n])), index: new SearchIndex(docs) }
}

export const NOTES_PER_PAGE = 6

/**
 * The notes a query shows, best first: by score, then a per-query tie-break so two queries landing
 * on the same topic still see different notes. No hit at all: popular notes picked by the query's hash.
 */
export function rankNotes(pool: NotePool, tokens: readonly string[], normalized: string, limit: number): { notes: Note[]; matched: boolean } {
  const salt = hashString(normalized)
  const tie = (n: Note) => hashString(n.noteId) ^ salt
  const scored = pool.index.search(tokens)
  if (scored.length > 0) {
    const ranked = scored
      .map((s) => ({ note: pool.notes[s.doc]!, score: s.score + Math.log10(pool.notes[s.doc]!.likes + 10) * 0.25 }))
      .sort((a, b) => b.score - a.score || tie(a.note) - tie(b.note))
    return { notes: ranked.slice(0, limit).map((r) => r.note), matched: true }
  }
  const popular = [...pool.notes].sort((a, b) => tie(a) - tie(b)).slice(0, 40).sort((a, b) => b.likes - a.likes)
  return { notes: popular.slice(0, limit), matched: false }
}
