import { DAY } from '../../../apps/kit/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, Planner } from '../activity.ts'
import { appIdOf } from './food.ts'
import { allOk, okData, undone } from './recall.ts'

/**
 * The music app's library, for people who use it: the recently played list opened to find a song
 * again (and it is played), the playlists looked over, one opened and played from, a song grown
 * tiresome taken out of it, and a playlist that never grew beyond its first songs deleted weeks on.
 */

/** The usual music app, once the person has played a few songs on it. */
function musicApp(actor: Actor): string | undefined {
  const usual = actor.habits.apps.music
  return allOk(actor, usual, 'playSong').length >= 2 ? usual : undefined
}

/** "What was that song?": recently played, and the one played most, again. */
function replay(actor: Actor): void {
  const app = musicApp(actor)
  if (!app) return
  const tags = ['ctx:music', 'routine']
  const played = actor.call(app, 'getPlayHistory', { limit: 10 }, tags).entries as { songId: string; playCount: number }[]
  const top = [...played].sort((a, b) => b.playCount - a.playCount)[0]
  // Opened to play the favourite again: the history is the shortcut to it.
  if (top) actor.later(1, 2).call(app, 'playSong', { songId: top.songId }, tags)
}

/** The playlists made on the app and still there, oldest first. */
const playlistsOf = (actor: Actor, app: string) => allOk(actor, app, 'createPlaylist').filter((r) => !undone(actor, 'deletePlaylist', 'playlistId', okData(r).playlistId))

/** The playlists, one opened: a song played from it, or one taken out that has been in it a week and more. */
function playlists(actor: Actor): void {
  const app = musicApp(actor)
  const mine = app ? playlistsOf(actor, app) : []
  if (!app || mine.length === 0) return
  const { rng } = actor
  const tags = ['ctx:music', 'follow-up']
  const listed = actor.call(app, 'listPlaylists', {}, tags).playlists as { playlistId: string; trackCount: number; createdAt: string }[]
  const made = mine[mine.length - 1]!
  const id = okData(made).playlistId
  const entry = listed.find((p) => p.playlistId === id)
  if (!entry || entry.trackCount === 0) return
  // One that never grew past its first songs in three weeks is deleted rather than opened.
  if (entry.trackCount <= 2 && Date.parse(made.ts) < actor.now - 21 * DAY && rng.chance(0.5)) {
    actor.later(1, 3).call(app, 'deletePlaylist', { playlistId: id }, tags)
    return
  }
  const list = actor.later(1, 2).call(app, 'getPlaylist', { playlistId: id }, tags)
  const tracks = list.tracks as { songId: string }[]
  const appId = appIdOf(actor, app)
  const addedAt = (songId: string) =>
    Math.min(...actor.records.filter((r) => r.app === appId && (r.tool === 'addToPlaylist' || r.tool === 'createPlaylist') && r.outcome?.ok && (r.args.songIds as string[] | undefined)?.includes(songId)).map((r) => Date.parse(r.ts)))
  const stale = tracks.find((t) => addedAt(t.songId) < actor.now - 7 * DAY)
  if (stale && tracks.length >= 3 && rng.chance(0.4)) {
    actor.later(1, 3).call(app, 'removeFromPlaylist', { playlistId: id, songIds: [stale.songId] }, tags)
    return
  }
  actor.later(1, 2).call(app, 'playSong', { songId: rng.pick(tracks).songId }, tags)
}

export const musicLibrary: Planner = ({ day, profile, rng }) => {
  const out: Activity[] = []
  const chance = (day.dayOff ? 0.08 : 0.05) * (profile.age >= 60 ? 0.4 : 1)
  if (rng.chance(chance)) out.push({ at: day.time(rng.pick([8, 19, 22]), rng.int(0, 50)), name: 'music-replay', run: replay })
  if (rng.chance(chance)) out.push({ at: day.time(rng.pick([9, 20, 22]), rng.int(0, 50)), name: 'music-playlists', run: playlists })
  return out
}
