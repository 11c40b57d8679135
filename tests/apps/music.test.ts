import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SONGS, type MusicState } from '../../apps/music/index.ts'
import { createSandboxWorld, openSession, type Session } from '../../simulator/world/index.ts'

const world = createSandboxWorld({ checkOutputs: true })
const session = (seed = 'seed-1') => openSession({ world, seed })
const NE = 'netease_cloud_music'
const QQ = 'qq_music'

type Song = { songId: string; title: string; titleZh?: string; artist: string; durationSec: number; duration: string; playable: boolean; unavailableReason?: string }
type Search = { results: Song[]; notice?: string }
type Played = { song: Song; quality: string; playCount: number; message: string }
type Playlist = { playlistId: string; name: string; trackCount: number; totalDuration: string; tracks: Song[] }
type Failure = { code: string; message: string; issues?: { path: string }[] }

const ok = <T>(outcome: { ok: boolean; data?: unknown; error?: unknown }): T => {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.error)}`)
  return outcome.data as T
}
const failed = (outcome: { ok: boolean; error?: unknown }): Failure => {
  if (outcome.ok) throw new Error(`expected a failure, got ${JSON.stringify(outcome)}`)
  return outcome.error as Failure
}
const find = (s: Session, app: string, query: string) => ok<Search>(s.call(app, 'searchSongs', { query })).results
const idOf = (s: Session, app: string, query: string) => find(s, app, query)[0]!.songId

describe('music: search -> play -> playlist -> edit -> delete', () => {
  it('plays songs into the history and keeps a playlist through adds, removes and deletion', () => {
    const s = session()
    const tenYears = find(s, NE, '十年')[0]!
    expect(tenYears).toMatchObject({ title: 'Ten Years', titleZh: '十年', artist: 'Eason Chan', durationSec: 205, duration: '3:25', playable: true })
    expect(tenYears.songId).toMatch(/^\d{8,10}$/)
    const played = ok<Played>(s.call(NE, 'playSong', { songId: tenYears.songId }))
    expect(played).toMatchObject({ playCount: 1, quality: 'Exhigh (320 kbps)' })
    // A query naming the same song reaches the same entry.
    expect(ok<Played>(s.call(NE, 'playSong', { query: 'Ten Years Eason Chan' })).playCount).toBe(2)
    ok(s.call(NE, 'playSong', { query: '云烟成雨' }))
    const history = ok<{ entries: { title: string; playCount: number }[] }>(s.call(NE, 'getPlayHistory', {})).entries
    expect(history.map((e) => [e.title, e.playCount])).toEqual([['Clouds Turned to Rain', 1], ['Ten Years', 2]])

    const bubble = idOf(s, NE, 'Bubble G.E.M.')
    const lemon = idOf(s, NE, 'Lemon')
    const created = ok<Playlist>(s.call(NE, 'createPlaylist', { name: 'Night drive', songIds: [tenYears.songId, bubble] }))
    expect(created).toMatchObject({ playlistId: 'pl_0001', name: 'Night drive', trackCount: 2, totalDuration: '7:43' })
    const added = ok<Playlist & { added: string[]; alreadyInPlaylist: string[] }>(s.call(NE, 'addToPlaylist', { playlistId: 'pl_0001', songIds: [bubble, lemon] }))
    expect(added).toMatchObject({ added: [lemon], alreadyInPlaylist: [bubble], trackCount: 3 })
    expect(added.tracks.map((t) => t.title)).toEqual(['Ten Years', 'Bubble', 'Lemon'])
    expect(failed(s.call(NE, 'addToPlaylist', { playlistId: 'pl_0001', songIds: [lemon] })).message).toMatch(/already in "Night drive"/)

    const removed = ok<Playlist>(s.call(NE, 'removeFromPlaylist', { playlistId: 'pl_0001', songIds: [bubble] }))
    expect(removed.tracks.map((t) => t.title)).toEqual(['Ten Years', 'Lemon'])
    expect(failed(s.call(NE, 'removeFromPlaylist', { playlistId: 'pl_0001', songIds: [bubble] })).code).toBe('conflict')
    expect(ok<Playlist>(s.call(NE, 'getPlaylist', { playlistId: 'pl_0001' })).trackCount).toBe(2)
    expect(failed(s.call(NE, 'createPlaylist', { name: 'night DRIVE' })).message).toMatch(/already exists \(pl_0001\)/)
    ok(s.call(NE, 'createPlaylist', { name: 'Focus' }))
    expect(ok<{ playlists: { name: string }[] }>(s.call(NE, 'listPlaylists', {})).playlists.map((p) => p.name)).toEqual(['Night drive', 'Focus'])

    const before = s.snapshot()
    expect(ok<{ deleted: { name: string } }>(s.call(NE, 'deletePlaylist', { playlistId: 'pl_0001' })).deleted.name).toBe('Night drive')
    expect(s.diffSince(before).map((c) => c.path)).toEqual(['playlists.pl_0001'])
    expect(failed(s.call(NE, 'getPlaylist', { playlistId: 'pl_0001' })).code).toBe('not_found')
    expect(failed(s.call(NE, 'deletePlaylist', { playlistId: 'pl_0001' })).code).toBe('not_found')
  })

  it('validates: unknown song ids 404, a song id or a query but not both, names within 40 characters', () => {
    const s = session()
    expect(failed(s.call(QQ, 'playSong', { songId: '00AAAAAAAAAAAA' })).code).toBe('not_found')
    expect(failed(s.call(QQ, 'playSong', {})).issues?.[0]?.path).toBe('songId')
    expect(failed(s.call(QQ, 'playSong', { songId: 'x', query: 'y' })).issues?.[0]?.path).toBe('songId')
    expect(failed(s.call(QQ, 'playSong', { query: 'zzzz nothing' })).code).toBe('not_found')
    expect(failed(s.call(QQ, 'createPlaylist', { name: 'x'.repeat(41) })).issues?.[0]?.path).toBe('name')
    const state = s.state
    expect(failed(s.call(QQ, 'createPlaylist', { name: 'Mixed', songIds: [idOf(s, QQ, 'Ten Years'), '00BBBBBBBBBBBB'] })).code).toBe('not_found')
    expect(s.state).toBe(state)
  })
})

describe('music: licences differ between NetEase Cloud Music and QQ Music', () => {
  it('Jay Chou plays on QQ Music only: NetEase lists him greyed out and refuses to play or add him', () => {
    const s = session()
    const ne = find(s, NE, 'Jay Chou')
    expect(ne.length).toBe(6)
    for (const song of ne) expect(song).toMatchObject({ playable: false, unavailableReason: expect.stringMatching(/No licence on NetEase Cloud Music/) })
    expect(ok<Search>(s.call(NE, 'searchSongs', { query: 'Jay Chou' })).notice).toMatch(/None of these can be played/)
    const sunny = ne.find((x) => x.title === 'Sunny Day')!
    expect(failed(s.call(NE, 'playSong', { songId: sunny.songId }))).toMatchObject({ code: 'conflict', message: expect.stringMatching(/cannot be played on NetEase Cloud Music/) })
    ok(s.call(NE, 'createPlaylist', { name: 'Jay' }))
    expect(failed(s.call(NE, 'addToPlaylist', { playlistId: 'pl_0001', songIds: [sunny.songId] })).message).toMatch(/no licence/)

    const qq = find(s, QQ, '周杰伦')
    expect(qq.every((x) => x.playable)).toBe(true)
    expect(qq[0]!.songId).toMatch(/^00[0-9A-Za-z]{12}$/)
    expect(ok<Played>(s.call(QQ, 'playSong', { query: '晴天' })).song.title).toBe('Sunny Day')
  })

  it("NetEase's musician-programme songs are greyed out on QQ Music; the majors' catalogue is on both", () => {
    const s = session()
    expect(find(s, NE, 'Gebi Lao Fan').every((x) => x.playable)).toBe(true)
    const qq = find(s, QQ, '隔壁老樊')
    expect(qq.length).toBe(2)
    expect(qq.every((x) => !x.playable)).toBe(true)
    for (const q of ['Taylor Swift', 'Eason Chan', 'Lemon']) {
      expect(find(s, NE, q).every((x) => x.playable)).toBe(true)
      expect(find(s, QQ, q).every((x) => x.playable)).toBe(true)
    }
    // Same song, each app's own id scheme.
    expect(idOf(s, NE, 'Lemon')).not.toBe(idOf(s, QQ, 'Lemon'))
    const playableCount = (app: string) => SONGS.filter((song) => find(s, app, song.title).find((r) => r.title === song.title)!.playable).length
    expect(playableCount(QQ)).toBeGreaterThan(playableCount(NE))
  })

  it('property: a song is playable on an app exactly when the app holds its licence', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SONGS), fc.constantFrom(NE, QQ), (song, app) => {
        const s = session('prop')
        const hit = find(s, app, `${song.title} ${song.artist}`).find((r) => r.title === song.title)!
        expect(hit.playable).toBe(song.on.includes(app === NE ? 'netease' : 'qq'))
        const outcome = s.call(app, 'playSong', { songId: hit.songId })
        expect(outcome.ok).toBe(hit.playable)
        if (!outcome.ok) expect(outcome.error.code).toBe('conflict')
      }),
      { numRuns: 60 },
    )
  })

  it('is deterministic across worlds', () => {
    const run = () => {
      const s = openSession({ world: createSandboxWorld({ checkOutputs: true }), seed: 'm-1' })
      const id = (s.call(QQ, 'searchSongs', { query: 'Mayday' }) as { data: Search }).data.results[0]!.songId
      return JSON.stringify([s.call(QQ, 'playSong', { songId: id }), s.call(QQ, 'createPlaylist', { name: 'Rock', songIds: [id] }), s.state.apps.qq_music as MusicState])
    }
    expect(run()).toBe(run())
  })
})
