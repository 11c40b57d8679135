import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createSandboxWorld, openSession, type OpenSessionOptions } from '../../simulator/world/index.ts'

const world = createSandboxWorld({ checkOutputs: true })
const session = (user: OpenSessionOptions['user'] = {}, seed = 'k-1') => openSession({ world, user, seed })

type Card = { noteId: string; title: string; author: string; type: string; photos: number; body: string; tags: string[]; likes: number; collects: number; comments: number; publishedOn: string; savedByMe: boolean }
type Paid = { contentId: string; kind: string; title: string; price: number; owned: boolean }
type NotesPage = { query: string; notes: Card[]; paidContent: Paid[]; notice?: string; policyNotices?: { rule: string; message: string }[] }
type Answer = { answerId: string; author: string; credential: string; excerpt?: string; content?: string; upvotes: number; upvotedByMe: boolean }
type Question = { questionId: string; title: string; topic: string; followers: number; answerCount: number; followedByMe: boolean; answers: Answer[] }
type QaPage = { query: string; questions: Question[]; paidContent: Paid[]; notice?: string; policyNotices?: { rule: string; message: string }[] }

const ok = <T>(o: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!o.ok) throw new Error(`expected success, got ${JSON.stringify(o.error)}`)
  return o.data as T
}
const err = (o: { ok: boolean; error?: unknown }) => {
  if (o.ok) throw new Error('expected an error')
  return o.error as { code: string; message: string; rule?: string }
}
const notes = (s: ReturnType<typeof session>, searchQuery: string) => ok<NotesPage>(s.call('Xiaohongshu', 'getKnowledge', { searchQuery }))
const qa = (s: ReturnType<typeof session>, searchQuery: string) => ok<QaPage>(s.call('Zhihu', 'getKnowledge', { searchQuery }))

describe('Xiaohongshu and Zhihu: results are a function of the world and the normalized query', () => {
  it('gives byte-identical results in two sessions, and to two spellings of one query', () => {
    const a = session({}, 'one')
    const b = openSession({ world: createSandboxWorld(), seed: 'two' })
    expect(JSON.stringify(notes(a, 'how to cook rice'))).toBe(JSON.stringify(ok(b.call('xiaohongshu', 'getKnowledge', { searchQuery: 'how to cook rice' }))))
    expect(JSON.stringify(qa(a, 'quantum entanglement'))).toBe(JSON.stringify(ok(b.call('知乎', 'getKnowledge', { searchQuery: 'quantum entanglement' }))))
    expect(notes(a, '  How to COOK rice?? ')).toEqual(notes(a, 'how to cook rice'))
  })

  it('finds notes about what was asked, and different notes for a different query', () => {
    const s = session()
    const rice = notes(s, 'how to cook rice')
    expect(rice.notes).toHaveLength(6)
    expect(rice.notes.slice(0, 3).every((n) => /rice/i.test(`${n.title} ${n.tags.join(' ')}`))).toBe(true)
    const skin = notes(s, 'sunscreen for oily skin')
    expect(skin.notes[0]!.tags).toContain('#Skincare')
    expect(skin.notes.map((n) => n.noteId).filter((id) => rice.notes.some((r) => r.noteId === id))).toEqual([])
  })

  it('shows notes the way Xiaohongshu does: photos, hashtags, likes and saves, a short first-person body', () => {
    for (const n of notes(session(), 'travel itinerary Chengdu').notes) {
      expect(n.noteId).toMatch(/^[0-9a-f]{24}$/)
      expect(n.photos).toBeGreaterThanOrEqual(1)
      expect(n.photos).toBeLessThanOrEqual(9)
      expect(n.tags.every((t) => t.startsWith('#'))).toBe(true)
      expect(n.body.split('\n').length).toBeGreaterThanOrEqual(4)
      expect(n.body.length).toBeLessThan(600)
      expect(n.likes).toBeGreaterThan(0)
      expect(n.publishedOn < '2026-03-02').toBe(true)
    }
  })

  it('shows Zhihu answers with credentials, sorted by upvotes, longer than any note', () => {
    const s = session()
    const page = qa(s, 'special relativity')
    expect(page.questions).toHaveLength(3)
    expect(page.questions[0]!.topic).toBe('Physics and astronomy')
    for (const q of page.questions) {
      expect(q.questionId).toMatch(/^\d{9}$/)
      const votes = q.answers.map((a) => a.upvotes)
      expect(votes).toEqual([...votes].sort((x, y) => y - x))
      expect(q.answers.every((a) => a.credential.length > 0 && a.excerpt!.length <= 150)).toBe(true)
    }
    const full = ok<Question>(s.call('Zhihu', 'getQuestion', { questionId: page.questions[0]!.questionId }))
    const answerLength = Math.min(...full.answers.map((a) => a.content!.length))
    const noteLength = Math.max(...notes(s, 'special relativity').notes.map((n) => n.body.length))
    expect(full.answers.length).toBeGreaterThanOrEqual(3)
    expect(answerLength).toBeGreaterThan(noteLength / 2)
    expect(full.answerCount).toBeGreaterThanOrEqual(full.answers.length)
  })

  it('answers nonsense with nothing and says so; never a 5xx for any query', () => {
    const page = notes(session(), 'zxqv blorp')
    expect(page.notes).toEqual([])
    expect(page.notice).toMatch(/No notes match/)
    const s = session()
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }), (q) => {
        const o = s.call('Zhihu', 'getKnowledge', { searchQuery: q })
        if (q.trim() === '') expect(o.ok).toBe(false)
        else {
          const page = ok<QaPage>(o)
          expect(page.questions.length > 0 || /^No questions match/.test(page.notice ?? '')).toBe(true)
        }
      }),
      { numRuns: 80 },
    )
  })
})

describe('Xiaohongshu: saving notes', () => {
  it('saves a found note to a board, shows it saved, lists it, and removes it', () => {
    const s = session()
    const first = notes(s, 'egg fried rice').notes[0]!
    const saved = ok<{ noteId: string; board: string; savedAt: string }>(s.call('Xiaohongshu', 'saveNote', { noteId: first.noteId, board: 'Recipes' }))
    expect(saved).toMatchObject({ noteId: first.noteId, board: 'Recipes', savedAt: '2026-03-02 08:00' })
    const again = notes(s, 'egg fried rice').notes[0]!
    expect(again).toMatchObject({ savedByMe: true, collects: first.collects + 1 })
    expect(err(s.call('Xiaohongshu', 'saveNote', { noteId: first.noteId })).code).toBe('conflict')
    const other = notes(s, 'capsule wardrobes').notes[0]!
    ok(s.call('Xiaohongshu', 'saveNote', { noteId: other.noteId }))
    const list = ok<{ boards: { board: string; count: number }[]; notes: { noteId: string }[] }>(s.call('Xiaohongshu', 'listSavedNotes', {}))
    expect(list.notes.map((n) => n.noteId)).toEqual([other.noteId, first.noteId])
    expect(list.boards).toEqual([{ board: 'Saved notes', count: 1 }, { board: 'Recipes', count: 1 }])
    expect(ok<{ notes: unknown[] }>(s.call('Xiaohongshu', 'listSavedNotes', { board: 'recipes' })).notes).toHaveLength(1)
    ok(s.call('Xiaohongshu', 'deleteSavedNote', { noteId: first.noteId }))
    expect(err(s.call('Xiaohongshu', 'deleteSavedNote', { noteId: first.noteId })).code).toBe('not_found')
    expect(err(s.call('Xiaohongshu', 'saveNote', { noteId: 'ffffffffffffffffffffffff' })).code).toBe('not_found')
    expect(err(s.call('Xiaohongshu', 'getNote', { noteId: 'toString' })).code).toBe('not_found')
  })

  it('opens a note with its top comments', () => {
    const s = session()
    const n = notes(s, 'dumplings from scratch').notes[0]!
    const full = ok<Card & { topic: string; topComments: { text: string }[] }>(s.call('Xiaohongshu', 'getNote', { noteId: n.noteId }))
    expect(full).toMatchObject({ noteId: n.noteId, title: n.title, topic: 'Home cooking' })
    expect(full.topComments).toHaveLength(3)
  })
})

describe('Zhihu: following questions and upvoting answers', () => {
  it('follows, lists and unfollows a question; upvotes and withdraws an upvote', () => {
    const s = session()
    const q = qa(s, 'black holes').questions[0]!
    ok(s.call('Zhihu', 'followQuestion', { questionId: q.questionId }))
    expect(err(s.call('Zhihu', 'followQuestion', { questionId: q.questionId })).code).toBe('conflict')
    const after = qa(s, 'black holes').questions[0]!
    expect(after).toMatchObject({ followedByMe: true, followers: q.followers + 1 })
    const list = ok<{ questions: { questionId: string; followers: number }[] }>(s.call('Zhihu', 'listFollowedQuestions', {}))
    expect(list.questions).toEqual([expect.objectContaining({ questionId: q.questionId, followers: q.followers + 1 })])

    const a = q.answers[0]!
    expect(ok<{ upvotes: number }>(s.call('Zhihu', 'upvoteAnswer', { answerId: a.answerId })).upvotes).toBe(a.upvotes + 1)
    expect(qa(s, 'black holes').questions[0]!.answers[0]).toMatchObject({ upvotedByMe: true, upvotes: a.upvotes + 1 })
    expect(err(s.call('Zhihu', 'upvoteAnswer', { answerId: a.answerId })).code).toBe('conflict')
    ok(s.call('Zhihu', 'cancelUpvote', { answerId: a.answerId }))
    expect(err(s.call('Zhihu', 'cancelUpvote', { answerId: a.answerId })).code).toBe('not_found')
    ok(s.call('Zhihu', 'unfollowQuestion', { questionId: q.questionId }))
    expect(err(s.call('Zhihu', 'unfollowQuestion', { questionId: q.questionId })).code).toBe('not_found')
    expect(qa(s, 'black holes')).toEqual(qa(session(), 'black holes'))
    expect(err(s.call('Zhihu', 'upvoteAnswer', { answerId: '1234' })).code).toBe('not_found')
    expect(err(s.call('Zhihu', 'getQuestion', { questionId: 'constructor' })).code).toBe('not_found')
  })
})

describe('paid content on Xiaohongshu and Zhihu', () => {
  it('sells an item once and lists purchases with the total', () => {
    const s = session()
    const item = qa(s, 'index funds').paidContent[0]!
    const bought = ok<{ purchaseId: string; price: number; paymentMethod: string }>(s.call('Zhihu', 'buyPaidContent', { contentId: item.contentId, paymentMethod: 'wechat' }))
    expect(bought).toMatchObject({ purchaseId: 'pur_0001', price: item.price, paymentMethod: 'WeChat Pay' })
    expect(qa(s, 'index funds').paidContent[0]!.owned).toBe(true)
    expect(err(s.call('Zhihu', 'buyPaidContent', { contentId: item.contentId, paymentMethod: 'Alipay' })).code).toBe('conflict')
    expect(ok<{ totalSpent: number }>(s.call('Zhihu', 'listPurchasedContent', {})).totalSpent).toBe(item.price)
    expect(err(s.call('Zhihu', 'buyPaidContent', { contentId: 'pc_00000000', paymentMethod: 'Alipay' })).code).toBe('not_found')
  })
})
