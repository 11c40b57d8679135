import { z } from 'zod'
import { conflict, defineTool, notFound, toDisplay, toIso, type Tool } from '../kit/index.ts'
import { durationText, norm, resolveSong, songView, type MusicCatalog } from './music-catalog.ts'
import { playlistDetail, playlistSummary } from './music-schemas.ts'
import type { MusicAppConfig, MusicState } from './music-tools.ts'

/** A user's playlist (歌单): its songs by id, in the order added. */
export interface Playlist {
  playlistId: string
  name: string
  description: string
  isPublic: boolean
  songIds: string[]
  createdAt: string
  updatedAt: string
}

const MAX_TRACKS = 1000

/** createPlaylist, addToPlaylist, removeFromPlaylist, getPlaylist, listPlaylists, deletePlaylist. */
export function playlistTools(catalog: MusicCatalog, config: MusicAppConfig): Tool<MusicState>[] {
  const { brand } = config

  const find = (state: MusicState, playlistId: string): Playlist => {
    const p = Object.hasOwn(state.playlists, playlistId.trim()) ? state.playlists[playlistId.trim()] : undefined
    if (!p) throw notFound(`No ${brand} playlist "${playlistId}" in this account`)
    return p
  }
  const summary = (p: Playlist) => ({
    playlistId: p.playlistId,
    name: p.name,
    description: p.description,
    isPublic: p.isPublic,
    trackCount: p.songIds.length,
    totalDuration: durationText(p.songIds.reduce((t, id) => t + catalog.byId.get(id)!.durationSec, 0)),
    createdAt: toDisplay(Date.parse(p.createdAt)),
    updatedAt: toDisplay(Date.parse(p.updatedAt)),
  })
  const detail = (p: Playlist) => ({ ...summary(p), tracks: p.songIds.map((id) => songView(catalog, catalog.byId.get(id)!)) })

  /** Song ids to songs the app can play; any unknown id is a 404 and any unlicensed song a 409 (nothing changes). */
  const playableIds = (ids: readonly string[], path: string): string[] =>
    ids.map((id, i) => {
      const song = resolveSong(catalog, id, 'songId')
      if (!catalog.playable(song)) throw conflict(`${path}[${i}]: "${song.title}" by ${song.artist} cannot be added on ${brand}: no licence`)
      return catalog.idOf(song)
    })
  const songIdsArg = z.array(z.string().trim().min(1).max(40)).min(1).max(100)

  const createPlaylist = defineTool({
    name: 'createPlaylist',
    description: `Creates a ${brand} playlist, optionally with songs from searchSongs. Names are unique in the account.`,
    effect: 'write',
    input: z.object({
      name: z.string().trim().min(1).max(config.maxPlaylistName).describe(`Playlist name, up to ${config.maxPlaylistName} characters.`),
      description: z.string().trim().max(1000).optional().describe('What the playlist is for.'),
      songIds: songIdsArg.optional().describe('Songs to start with, in order (ids from searchSongs).'),
      isPublic: z.boolean().optional().describe('Visible on your profile; default true.'),
    }),
    output: playlistDetail,
    run(state: MusicState, args, ctx) {
      const committed = (ctx.committed as MusicState).playlists
      for (const id in committed) if (norm(committed[id]!.name) === norm(args.name)) throw conflict(`A playlist named "${committed[id]!.name}" already exists (${id})`)
      const songIds = [...new Set(playableIds(args.songIds ?? [], 'songIds'))]
      const p: Playlist = { playlistId: ctx.ids.next('pl'), name: args.name, description: args.description ?? '', isPublic: args.isPublic ?? true, songIds, createdAt: toIso(ctx.now), updatedAt: toIso(ctx.now) }
      state.playlists[p.playlistId] = p
      return detail(p)
    },
  })

  const addToPlaylist = defineTool({
    name: 'addToPlaylist',
    description: `Adds songs to the end of a ${brand} playlist; songs already in it are skipped (409 when every one is).`,
    effect: 'write',
    input: z.object({
      playlistId: z.string().trim().min(1).max(40).describe("Playlist id, e.g. 'pl_0001'."),
      songIds: songIdsArg.describe('Song ids from searchSongs, in the order to add them.'),
    }),
    output: playlistDetail.extend({ added: z.array(z.string()), alreadyInPlaylist: z.array(z.string()) }),
    run(state: MusicState, args, ctx) {
      const p = find(state, args.playlistId)
      const ids = playableIds(args.songIds, 'songIds')
      const have = new Set(p.songIds)
      const added: string[] = []
      const already: string[] = []
      for (const id of ids) (have.has(id) ? already : added).push(id)
      const unique = [...new Set(added)]
      if (unique.length === 0) throw conflict(`Every song is already in "${p.name}"`)
      if (p.songIds.length + unique.length > MAX_TRACKS) throw conflict(`"${p.name}" would exceed ${MAX_TRACKS} songs`)
      p.songIds.push(...unique)
      p.updatedAt = toIso(ctx.now)
      return { ...detail(p), added: unique, alreadyInPlaylist: [...new Set(already)] }
    },
  })

  const removeFromPlaylist = defineTool({
    name: 'removeFromPlaylist',
    description: `Removes songs from a ${brand} playlist (409 if one of them is not in it).`,
    effect: 'write',
    input: z.object({
      playlistId: z.string().trim().min(1).max(40).describe("Playlist id, e.g. 'pl_0001'."),
      songIds: songIdsArg.describe('Song ids to remove.'),
    }),
    setLike: ['songIds'],
    output: playlistDetail.extend({ removed: z.array(z.string()) }),
    run(state: MusicState, args, ctx) {
      const p = find(state, args.playlistId)
      const drop = new Set(args.songIds.map((id) => id.trim()))
      const missing = [...drop].filter((id) => !p.songIds.includes(id))
      if (missing.length > 0) throw conflict(`Not in "${p.name}": ${missing.join(', ')}`)
      p.songIds = p.songIds.filter((id) => !drop.has(id))
      p.updatedAt = toIso(ctx.now)
      return { ...detail(p), removed: [...drop] }
    },
  })

  const getPlaylist = defineTool({
    name: 'getPlaylist',
    description: `One ${brand} playlist with its songs in order and its total length.`,
    effect: 'read',
    input: z.object({ playlistId: z.string().trim().min(1).max(40).describe("Playlist id, e.g. 'pl_0001'.") }),
    output: playlistDetail,
    run: (state: MusicState, args) => detail(find(state, args.playlistId)),
  })

  const listPlaylists = defineTool({
    name: 'listPlaylists',
    description: `The account's ${brand} playlists, oldest first.`,
    effect: 'read',
    input: z.object({}),
    output: z.object({ playlists: z.array(playlistSummary) }),
    run: (state: MusicState) => ({ playlists: Object.values(state.playlists).map(summary) }),
  })

  const deletePlaylist = defineTool({
    name: 'deletePlaylist',
    description: `Deletes a ${brand} playlist (the songs stay in the catalogue).`,
    effect: 'write',
    input: z.object({ playlistId: z.string().trim().min(1).max(40).describe("Playlist id, e.g. 'pl_0001'.") }),
    output: z.object({ deleted: playlistSummary }),
    run(state: MusicState, args) {
      const p = find(state, args.playlistId)
      const deleted = summary(p)
      delete state.playlists[p.playlistId]
      return { deleted }
    },
  })

  return [createPlaylist, addToPlaylist, removeFromPlaylist, getPlaylist, listPlaylists, deletePlaylist]
}
