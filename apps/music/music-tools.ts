import { z } from 'zod'
import { conflict, defineTool, exactlyOneOf, ownEntry, toDisplay, toIso, type Tool } from '../kit/index.ts'
import { musicCatalog, resolveSong, searchSongs, songView } from './music-catalog.ts'
import { recentEntry, songEntry } from './music-schemas.ts'
import { playlistTools, type Playlist } from './playlist-tools.ts'
import type { MusicPlatform } from './songs.ts'

/** How one music app differs from another on the shared interface (NetEase Cloud Music, QQ Music). */
export interface MusicAppConfig {
  platform: MusicPlatform
  brand: string
  /** Stream quality as the app names its 320 kbps tier, and its data-saver tier. */
  quality: { normal: string; low: string }
  /** Longest playlist name the app accepts. */
  maxPlaylistName: number
}

export interface RecentPlay {
  songId: string
  title: string
  artist: string
  playCount: number
  lastPlayedAt: string
  /** The play's sequence id ('play_0007'): orders plays made at the same virtual instant. */
  lastPlay: string
}

export interface MusicState {
  /** Recently played, one entry per song (最近播放). */
  recent: Record<string, RecentPlay>
  playlists: Record<string, Playlist>
}

const seqOf = (id: string) => Number(id.slice(id.lastIndexOf('_') + 1))

export const emptyMusicState = (): MusicState => ({ recent: {}, playlists: {} })

/** searchSongs, playSong, getPlayHistory, plus the playlist tools. */
export function musicTools(config: MusicAppConfig): Tool<MusicState>[] {
  const { brand } = config
  const catalog = musicCatalog(config.platform, brand)

  const searchSongsTool = defineTool({
    name: 'searchSongs',
    description: `Searches ${brand} for songs by title, artist, album or style (Chinese or English). Songs ${brand} holds no licence for are listed greyed out (playable: false).`,
    effect: 'read',
    input: z.object({
      query: z.string().trim().min(1).max(100).describe("Title, artist, album or style, e.g. 'Sunny Day', '晴天', 'Eason Chan', 'folk'."),
      limit: z.number().int().min(1).max(50).optional().describe('Most results; default 10.'),
    }),
    output: z.object({ query: z.string(), results: z.array(songEntry), notice: z.string().optional() }),
    run(_state: MusicState, args, ctx) {
      return ctx.memo(`songs:${args.query}|${args.limit ?? 10}`, () => {
        const hits = searchSongs(catalog, args.query)
        const results = hits.slice(0, args.limit ?? 10).map((s) => songView(catalog, s))
        const greyed = results.filter((r) => !r.playable).length
        const notice =
          hits.length === 0 ? `No ${brand} songs match "${args.query}".` : greyed === results.length ? `None of these can be played on ${brand}: the rights holders have not licensed them here.` : greyed > 0 ? `${greyed} result(s) are greyed out: no licence on ${brand}.` : undefined
        return { query: args.query, results, ...(notice ? { notice } : {}) }
      })
    },
  })

  const playSong = defineTool({
    name: 'playSong',
    description: `Plays a song on ${brand} and adds it to the recently-played list. Give songId from searchSongs, or a query naming the song ('Sunny Day Jay Chou'); unlicensed songs cannot be played (409).`,
    effect: 'write',
    input: z.object({
      songId: z.string().trim().min(1).max(40).optional().describe('Song id from searchSongs.'),
      query: z.string().trim().min(1).max(100).optional().describe('Or: words naming the song; the best match plays.'),
    }),
    refine: exactlyOneOf(['songId', 'query'], { path: 'songId', message: 'Give either songId or query' }),
    output: z.object({ song: songEntry, quality: z.string(), playCount: z.number().int(), message: z.string() }),
    run(state: MusicState, args, ctx) {
      const song = args.songId !== undefined ? resolveSong(catalog, args.songId, 'songId') : resolveSong(catalog, args.query!, 'query', (key, build) => ctx.memo(key, build))
      const view = songView(catalog, song)
      if (!view.playable) throw conflict(`"${song.title}" by ${song.artist} cannot be played on ${brand}: no licence (版权方要求，该歌曲无法播放)`)
      const prior = ownEntry(state.recent, view.songId)
      const entry: RecentPlay = { songId: view.songId, title: song.title, artist: song.artist, playCount: (prior?.playCount ?? 0) + 1, lastPlayedAt: toIso(ctx.now), lastPlay: ctx.ids.next('play') }
      state.recent[view.songId] = entry
      const quality = (args as { mediaQuality?: string }).mediaQuality === 'low' ? config.quality.low : config.quality.normal
      return { song: view, quality, playCount: entry.playCount, message: `Now playing "${song.titleZh ?? song.title}" by ${song.artist} (${view.duration}).` }
    },
  })

  const getPlayHistory = defineTool({
    name: 'getPlayHistory',
    description: `Recently played songs on ${brand}, latest first, with play counts.`,
    effect: 'read',
    input: z.object({ limit: z.number().int().min(1).max(100).optional().describe('Most entries; default 20.') }),
    output: z.object({ entries: z.array(recentEntry) }),
    run: (state: MusicState, args) => ({
      entries: Object.values(state.recent)
        .sort((a, b) => seqOf(b.lastPlay) - seqOf(a.lastPlay))
        .slice(0, args.limit ?? 20)
        .map((r) => ({ songId: r.songId, title: r.title, artist: r.artist, playCount: r.playCount, lastPlayedAt: toDisplay(Date.parse(r.lastPlayedAt)) })),
    }),
  })

  return [searchSongsTool, playSong, getPlayHistory, ...playlistTools(catalog, config)]
}
