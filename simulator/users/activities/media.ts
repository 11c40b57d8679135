import type { HistoryRecord } from '../../history/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, Planner } from '../activity.ts'
import { appIdOf } from './food.ts'

/** The last successful call of a tool on an app (records store the app's id). */
function lastOf(records: readonly HistoryRecord[], appId: string, tool: string): HistoryRecord | undefined {
  for (let i = records.length - 1; i >= 0; i--) {
    const r = records[i]!
    if (r.app === appId && r.tool === tool && r.outcome?.ok) return r
  }
  return undefined
}

const PLAYLIST_NAMES = ['Evening favourites', 'On repeat', 'Late night', 'Commute mix', 'My favourites']

/**
 * An evening of the usual series: the next episode of what is being watched, or a search in the
 * usual genre and the first episode of something new. A VIP episode plays as a preview for
 * non-members; an adult who can afford it buys a month of VIP once and watches it in full.
 */
function watch(actor: Actor): void {
  const { habits, rng } = actor
  const app = habits.apps.video
  const id = appIdOf(actor, app)
  const tags = ['ctx:video', 'routine']
  const last = lastOf(actor.records, id, 'playVideo')
  const lastPlay = last?.outcome?.ok ? (last.outcome.data as { videoId: string; nextEpisode?: number }) : undefined
  let play: { videoId: string; episode?: number }
  if (lastPlay?.nextEpisode && rng.chance(0.8)) {
    play = { videoId: lastPlay.videoId, episode: lastPlay.nextEpisode }
  } else {
    const found = actor.call(app, 'searchVideos', { query: habits.values.video.query, type: habits.values.video.type }, tags).results as { videoId: string }[]
    const fresh = found.filter((v) => v.videoId !== lastPlay?.videoId)
    if (fresh.length === 0) return
    play = { videoId: rng.pick(fresh.slice(0, 3)).videoId }
  }
  const played = actor.later(1, 2).call(app, 'playVideo', play, tags)
  const u = actor.user
  const canBuy = u.age >= 18 && u.incomeLevel !== '<3k' && !lastOf(actor.records, id, 'subscribeMembership')
  if (played.mode === 'preview' && canBuy && rng.chance(0.5)) {
    actor.later(1, 3).call(app, 'subscribeMembership', { plan: 'monthly', autoRenew: rng.chance(0.5), paymentMethod: habits.values.paymentMethod }, ['ctx:video', 'follow-up'])
    actor.later(1, 2).call(app, 'playVideo', { videoId: played.videoId, episode: played.episode, positionMin: 0 }, ['ctx:video', 'follow-up'])
  }
}

/**
 * Music: the favourite singers searched and a song or two played; a playlist made once and topped
 * up with songs now and then. Songs the app holds no licence for are skipped, as the app greys them out.
 */
function listen(actor: Actor): void {
  const { habits, rng } = actor
  const app = habits.apps.music
  const id = appIdOf(actor, app)
  const tags = ['ctx:music', 'routine']
  const artist = rng.pick(habits.values.musicArtists)
  const results = actor.call(app, 'searchSongs', { query: artist, limit: 10 }, tags).results as { songId: string; artist: string; playable: boolean }[]
  const playable = results.filter((s) => s.playable)
  const theirs = playable.filter((s) => s.artist.toLowerCase().includes(artist.toLowerCase()))
  const pool = theirs.length > 0 ? theirs : playable
  if (pool.length === 0) return
  const songs = rng.shuffle(pool).slice(0, rng.int(1, 2))
  for (const s of songs) actor.later(1, 5).call(app, 'playSong', { songId: s.songId }, tags)
  const created = lastOf(actor.records, id, 'createPlaylist')
  if (!created) {
    if (rng.chance(0.35)) {
      actor.later(1, 3).call(app, 'createPlaylist', { name: rng.pick(PLAYLIST_NAMES), songIds: songs.map((s) => s.songId), isPublic: false }, ['ctx:music', 'follow-up'])
    }
    return
  }
  if (!rng.chance(0.3)) return
  const playlistId = (created.outcome as { ok: true; data: { playlistId: string } }).data.playlistId
  const inList = new Set<string>((created.args as { songIds?: string[] }).songIds ?? [])
  for (const r of actor.records) if (r.app === id && r.tool === 'addToPlaylist' && r.outcome?.ok) for (const s of (r.args as { songIds: string[] }).songIds) inList.add(s)
  const add = songs.filter((s) => !inList.has(s.songId)).map((s) => s.songId)
  if (add.length > 0) actor.later(1, 2).call(app, 'addToPlaylist', { playlistId, songIds: add }, ['ctx:music', 'follow-up'])
}

/** Evenings: an episode on the usual video app, some music on the usual music app; weekends a bit more. */
export const media: Planner = ({ day, profile, rng }) => {
  const out: Activity[] = []
  const elderly = profile.age >= 60
  if (rng.chance(day.weekend ? 0.35 : elderly ? 0.15 : 0.22)) {
    out.push({ at: day.time(rng.pick([20, 21, 22]), rng.int(0, 50)), name: 'watch-video', run: watch })
  }
  if (rng.chance(day.weekend ? 0.2 : elderly ? 0.05 : 0.15)) {
    out.push({ at: day.time(day.weekend ? rng.pick([10, 15, 19]) : rng.pick([19, 22]), rng.int(0, 50)), name: 'listen-music', run: listen })
  }
  return out
}
