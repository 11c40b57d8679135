import { z } from 'zod'
import { conflict, DAY, deepFreeze, defineApp, defineTool, notFound, startOfLocalDay, toDate, toDisplay, toIso, type ToolContext } from '../kit/index.ts'
import { filterForMinor, isMinor, knowledgePolicies, minorNotices, minorPolicyId } from './content-policy.ts'
import { buildNotePool, NOTES_PER_PAGE, rankNotes, type Note, type NotePool } from './notes.ts'
import { buildPaidCatalog, matchPaid, paidContentTools, paidItemSchema, paidView, type PaidKind, type PaidState } from './paid-content.ts'
import { policyNoticesSchema, searchQueryParameter, withNotices } from './schemas.ts'
import { searchTerms } from './relevance.ts'
import { normalizeQuery } from './search-text.ts'
import { ownEntry as entry } from '../kit/index.ts'

interface SavedNote {
  noteId: string
  title: string
  author: string
  board: string
  savedAt: string
}

export interface XiaohongshuState extends PaidState {
  saved: Record<string, SavedNote>
}

const APP = 'Xiaohongshu'
const DEFAULT_BOARD = 'Saved notes'

// Creators sell short courses and paid live classes beside their notes.
const PAID_KINDS: readonly PaidKind[] = [
  { kind: 'mini course', titles: ['{S} in {n} short lessons', '{S}: a {n}-day starter course', '{S}: my method in {n} video lessons'], price: [9.9, 69], lessons: [5, 14] },
  { kind: 'live class', titles: ['{S} live workshop ({n} sessions)', 'Live camp: {s} in {n} evenings, with feedback'], price: [129, 399], lessons: [2, 6] },
]

const poolOf = (ctx: ToolContext): NotePool => ctx.memo('notes', () => buildNotePool(ctx.worldSeed))
const paidOf = (ctx: ToolContext) => ctx.memo('paid', () => buildPaidCatalog(ctx.worldSeed, 'xhs', PAID_KINDS))

const publishedOn = (n: Note, ctx: ToolContext) => toDate(startOfLocalDay(ctx.now) - n.ageDays * DAY)

const cardSchema = z.object({
  noteId: z.string(),
  title: z.string(),
  author: z.string(),
  authorFollowers: z.number().int(),
  type: z.enum(['image', 'video']),
  photos: z.number().int(),
  videoSeconds: z.number().int().optional(),
  body: z.string(),
  tags: z.array(z.string()),
  likes: z.number().int(),
  collects: z.number().int(),
  comments: z.number().int(),
  publishedOn: z.string(),
  ipLocation: z.string(),
  savedByMe: z.boolean(),
})

function card(n: Note, state: XiaohongshuState, ctx: ToolContext) {
  const saved = state.saved[n.noteId] !== undefined
  return {
    noteId: n.noteId,
    title: n.title,
    author: n.author.nickname,
    authorFollowers: n.author.followers,
    type: n.type,
    photos: n.photos,
    ...(n.videoSeconds !== undefined ? { videoSeconds: n.videoSeconds } : {}),
    body: n.body,
    tags: n.tags,
    likes: n.likes,
    collects: n.collects + (saved ? 1 : 0),
    comments: n.comments,
    publishedOn: publishedOn(n, ctx),
    ipLocation: n.ipLocation,
    savedByMe: saved,
  }
}

/** A note by id; a minor may not open one on a restricted topic. */
function noteFor(args: { noteId: string }, ctx: ToolContext): Note {
  const note = poolOf(ctx).byId.get(args.noteId)
  if (!note) throw notFound(`${APP} has no note "${args.noteId}"; note ids come from getKnowledge`)
  if (note.topic.sensitive && isMinor(ctx.user)) ctx.deny(minorPolicyId(ctx.appId), `This note is about ${note.topic.label.toLowerCase()}, which ${APP} blocks for users under 18.`)
  return note
}

const noteIdParameter = z.string().trim().min(1).max(40).describe("The note's 24-character id from getKnowledge, e.g. '65f1c2a09b3e4d7f81a2c3d4'.")

const getKnowledge = defineTool({
  name: 'getKnowledge',
  description: 'Searches Xiaohongshu notes: short first-hand lifestyle tips with photos or video, likes and saves, plus creators’ paid mini-courses on the topic.',
  effect: 'read',
  input: z.object({ searchQuery: searchQueryParameter("'how to cook rice', 'skincare for oily skin', 'Chengdu 3-day itinerary'") }),
  output: z.object({ query: z.string(), notes: z.array(cardSchema), paidContent: z.array(paidItemSchema), notice: z.string().optional(), policyNotices: policyNoticesSchema }),
  run(state: XiaohongshuState, args, ctx) {
    const query = normalizeQuery(args.searchQuery)
    // The page for a query, day and audience is shared; only what this user saved or bought is laid over it.
    const page = ctx.memo(`page:${query}:${toDate(ctx.now)}:${isMinor(ctx.user) ? 'minor' : 'adult'}`, () => deepFreeze(searchPage(query, ctx)))
    if (Object.keys(state.saved).length === 0 && Object.keys(state.purchases).length === 0) return page
    return {
      ...page,
      notes: page.notes.map((c) => (state.saved[c.noteId] ? { ...c, savedByMe: true, collects: c.collects + 1 } : c)),
      paidContent: page.paidContent.map((p) => (Object.values(state.purchases).some((b) => b.contentId === p.contentId) ? { ...p, owned: true } : p)),
    }
  },
})

const NOTHING_SAVED: XiaohongshuState = { saved: {}, purchases: {} }

function searchPage(query: string, ctx: ToolContext) {
  const result = ctx.memo(`q:${query}`, () => {
    const terms = searchTerms(query)
    return { ...rankNotes(poolOf(ctx), terms, query, NOTES_PER_PAGE * 2), paid: matchPaid(paidOf(ctx), terms, 2) }
  })
  const notes = filterForMinor(ctx, result.notes, (n) => n.topic.sensitive, 'notes')
  const paid = filterForMinor(ctx, result.paid, (p) => p.topic.sensitive, 'paid items')
  const out = {
    query,
    notes: notes.kept.slice(0, NOTES_PER_PAGE).map((n) => card(n, NOTHING_SAVED, ctx)),
    paidContent: paid.kept.map((p) => paidView(p, NOTHING_SAVED)),
    ...(result.matched ? {} : { notice: `No notes match "${query}"; try other words, such as what you want to cook, wear, fix or visit.` }),
  }
  return withNotices(out, minorNotices(ctx, notes.hidden, paid.hidden))
}

const getNote = defineTool({
  name: 'getNote',
  description: 'Opens one note: the full text, photos or video length, tags and the top comments.',
  effect: 'read',
  input: z.object({ noteId: noteIdParameter }),
  output: cardSchema.extend({ topic: z.string(), topComments: z.array(z.object({ user: z.string(), text: z.string(), likes: z.number().int() })) }),
  run(state: XiaohongshuState, args, ctx) {
    const note = noteFor(args, ctx)
    return { ...card(note, state, ctx), topic: note.topic.label, topComments: note.topComments }
  },
})

const savedSchema = z.object({ noteId: z.string(), title: z.string(), author: z.string(), board: z.string(), savedAt: z.string() })
const savedView = (s: SavedNote) => ({ ...s, savedAt: toDisplay(Date.parse(s.savedAt)) })

const saveNote = defineTool({
  name: 'saveNote',
  description: 'Saves (collects) a note to one of the user’s boards, so it can be found again with listSavedNotes.',
  effect: 'write',
  input: z.object({
    noteId: noteIdParameter,
    board: z.string().trim().min(1).max(40).optional().describe(`Board to save into, e.g. 'Recipes' or 'Trip to Chengdu'; default '${DEFAULT_BOARD}'.`),
  }),
  output: savedSchema,
  run(state: XiaohongshuState, args, ctx) {
    const note = noteFor(args, ctx)
    if (state.saved[note.noteId]) throw conflict(`"${note.title}" is already saved (board "${state.saved[note.noteId]!.board}")`)
    const saved: SavedNote = { noteId: note.noteId, title: note.title, author: note.author.nickname, board: args.board ?? DEFAULT_BOARD, savedAt: toIso(ctx.now) }
    state.saved[note.noteId] = saved
    return savedView(saved)
  },
})

const listSavedNotes = defineTool({
  name: 'listSavedNotes',
  description: 'Notes the user saved, newest first, optionally from one board, with the list of boards.',
  effect: 'read',
  input: z.object({ board: z.string().trim().min(1).max(40).optional().describe('Only this board (case-insensitive).') }),
  output: z.object({ boards: z.array(z.object({ board: z.string(), count: z.number().int() })), notes: z.array(savedSchema) }),
  run(state: XiaohongshuState, args) {
    const all = Object.values(state.saved).reverse().sort((a, b) => b.savedAt.localeCompare(a.savedAt))
    const counts = new Map<string, number>()
    for (const s of all) counts.set(s.board, (counts.get(s.board) ?? 0) + 1)
    const wanted = args.board?.toLowerCase()
    return {
      boards: [...counts].map(([board, count]) => ({ board, count })),
      notes: all.filter((s) => wanted === undefined || s.board.toLowerCase() === wanted).map(savedView),
    }
  },
})

const deleteSavedNote = defineTool({
  name: 'deleteSavedNote',
  description: 'Removes a note from the user’s saved notes.',
  effect: 'write',
  input: z.object({ noteId: noteIdParameter }),
  output: z.object({ removed: savedSchema }),
  run(state: XiaohongshuState, args) {
    const saved = entry(state.saved, args.noteId)
    if (!saved) throw notFound(`Note "${args.noteId}" is not in your saved notes`)
    delete state.saved[args.noteId]
    return { removed: savedView(saved) }
  },
})

/** Xiaohongshu (小红书, RED): lifestyle notes from ordinary users, easy to follow, heavy on photos. */
export const xiaohongshu = defineApp<XiaohongshuState>({
  id: 'xiaohongshu',
  name: 'Xiaohongshu',
  aliases: ['Xiaohongshu', '小红书', 'RED', 'Little Red Book', 'XHS', 'RedNote'],
  domain: 'knowledge',
  description:
    'Lifestyle notes from ordinary users (RED): cooking, skincare, outfits, travel itineraries, study tips; short, first-hand and photo-heavy, with likes and saves as the quality signal. Save notes to boards; creators sell mini-courses.',
  traits: { depth: 'practical', format: 'photo notes', audience: 'young urban, mostly women', expertise: 'peer experience' },
  policies: knowledgePolicies('xiaohongshu', { appName: APP, purchaseTools: ['buyPaidContent'], requestTools: ['getKnowledge', 'buyPaidContent'] }),
  initialState: () => ({ saved: {}, purchases: {} }),
  tools: [getKnowledge, getNote, saveNote, listSavedNotes, deleteSavedNote, ...paidContentTools<XiaohongshuState>(APP, paidOf)],
})
