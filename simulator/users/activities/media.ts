import { DAY, hashString } from '../../../apps/kit/index.ts'
import type { HistoryRecord } from '../../history/index.ts'
import type { Actor } from '../actor.ts'
import type { Activity, Planner } from '../activity.ts'
import { paymentFor } from '../choices.ts'
import { appIdOf } from './food.ts'
import { foundNothingBefore } from './lookups.ts'

/** The last successful call of a tool on an app (records store the app's id). */
function lastOf(records: readonly HistoryRecord[], appId: string, tool: string): HistoryRecord | undefined {
  for (let i = records.length - 1; i >= 0; i--) {
    const r = records[i]!
    if (r.app === appId && r.tool === tool && r.outcome?.ok) return r
  }
  return undefined
}

const PLAYLIST_NAMES = ['Evening favourites', 'On repeat', 'Late night', 'Commute mix', 'My favourites']

/** Whether a VIP membership bought on this app is still running (auto-renewing, or within its month). */
function memberOn(actor: Actor, appId: string): boolean {
  const last = lastOf(actor.records, appId, 'subscribeMembership')
  if (!last) return false
  // Auto-renewal turned off later: the paid month runs out.
  const stopped = (lastOf(actor.records, appId, 'cancelMembership')?.ts ?? '') > last.ts
  return (Boolean(last.args.autoRenew) && !stopped) || Date.parse(last.ts) + 30 * DAY > actor.now
}

/** Whether this person pays for VIP when a preview stops them: an adult with some income, about half of them. */
const paysForVip = (actor: Actor): boolean => actor.user.age >= 18 && actor.user.incomeLevel !== '<3k' && hashString(`${actor.user.id}:${actor.user.name}:vip`) % 2 === 0

/** Free episodes of a title as the last search that listed it showed them (VIP from the next one). */
function freeEpisodesOf(actor: Actor, appId: string, videoId: string): number | undefined {
  for (let i = actor.records.length - 1; i >= 0; i--) {
    const r = actor.records[i]!
    if (r.app !== appId || r.tool !== 'searchVideos' || !r.outcome?.ok) continue
    const hit = (r.outcome.data as { results: Entry[] }).results.find((v) => v.videoId === videoId)
    if (hit) return hit.freeEpisodes
  }
  return undefined
}

interface Entry {
  videoId: string
  freeEpisodes: number
}

/** What the last search with these arguments listed, if it was made: the catalogue does not change between evenings. */
function listedBefore(actor: Actor, appId: string, args: { query: string; type: string }): Entry[] | undefined {
  for (let i = actor.records.length - 1; i >= 0; i--) {
    const r = actor.records[i]!
    if (r.app === appId && r.tool === 'searchVideos' && r.outcome?.ok && r.args.query === args.query && r.args.type === args.type) return (r.outcome.data as { results: Entry[] }).results
  }
  return undefined
}

/**
 * An evening of the usual series: the next episode of what is being watched (a series in progress is
 * resumed, not searched for), or a search in the usual genre (then the whole genre) and the first
 * episode of something new from it. A search whose listing was all watched last time is not typed
 * again: with nothing new in the genre, the person gives up for the evening. A VIP episode plays as
 * a preview for non-members: someone who pays for VIP buys a month there and then and watches it in
 * full; anyone else stops, and from then on keeps to episodes that are free.
 */
function watch(actor: Actor): void {
  const { habits, rng } = actor
  const app = habits.apps.video
  const id = appIdOf(actor, app)
  const tags = ['ctx:video', 'routine']
  const member = memberOn(actor, id)
  // Once stopped by a preview, a non-member knows the VIP mark and skips what it covers.
  const keepsFree = !member && actor.records.some((r) => r.app === id && r.tool === 'playVideo' && r.outcome?.ok && (r.outcome.data as { mode: string }).mode === 'preview')
  const last = lastOf(actor.records, id, 'playVideo')
  const lastPlay = last?.outcome?.ok ? (last.outcome.data as { videoId: string; nextEpisode?: number }) : undefined
  const watchable = (videoId: string, episode: number) => !keepsFree || episode <= (freeEpisodesOf(actor, id, videoId) ?? Infinity)
  let play: { videoId: string; episode?: number }
  if (lastPlay?.nextEpisode && watchable(lastPlay.videoId, lastPlay.nextEpisode)) {
    play = { videoId: lastPlay.videoId, episode: lastPlay.nextEpisode }
  } else {
    const seen = new Set(actor.records.filter((r) => r.app === id && r.tool === 'playVideo' && r.outcome?.ok).map((r) => (r.outcome as { ok: true; data: { videoId: string } }).data.videoId))
    const isFresh = (v: Entry) => !seen.has(v.videoId) && (!keepsFree || v.freeEpisodes >= 1)
    const { query, type } = habits.values.video
    // The usual genre first; when it has nothing new (or nothing free), the whole kind. A documentary
    // fan with nothing left to watch closes the app rather than start an anime.
    let fresh: Entry[] = []
    const kinds = [{ query, type }, { query: '', type }]
    for (const args of kinds) {
      const before = listedBefore(actor, id, args)
      if (fresh.length > 0 || foundNothingBefore(actor, app, 'searchVideos', args) || (before && !before.some(isFresh))) continue
      const results = actor.call(app, 'searchVideos', args, tags).results as Entry[]
      fresh = results.filter(isFresh)
    }
    if (fresh.length === 0) return
    play = { videoId: rng.pick(fresh.slice(0, 3)).videoId, episode: 1 }
  }
  const played = actor.later(1, 2).call(app, 'playVideo', play, tags)
  if (played.mode !== 'preview' || !paysForVip(actor) || !rng.chance(0.85)) return
  actor.later(1, 3).call(app, 'subscribeMembership', { plan: 'monthly', autoRenew: rng.chance(0.5), paymentMethod: paymentFor(habits, actor.user, app, rng) }, ['ctx:video', 'follow-up'])
  actor.later(1, 2).call(app, 'playVideo', { videoId: played.videoId, episode: played.episode, positionMin: 0 }, ['ctx:video', 'follow-up'])
}

/** Whether a search for the artist on this app listed their songs, all greyed out (no licence). */
function greyedOutBefore(actor: Actor, appId: string, artist: string): boolean {
  for (const r of actor.records) {
    if (r.app !== appId || r.tool !== 'searchSongs' || !r.outcome?.ok || (r.args as { query?: string }).query !== artist) continue
    const theirs = (r.outcome.data as { results: { artist: string; playable: boolean }[] }).results.filter((s) => s.artist.toLowerCase().includes(artist.toLowerCase()))
    if (theirs.length > 0 && theirs.every((s) => !s.playable)) return true
  }
  return false
}

/**
 * Music: the favourite singers searched and a song or two played; a playlist made once and topped
 * up with songs now and then. Songs the app holds no licence for are skipped, as the app greys them out.
 */
function listen(actor: Actor): void {
  const { habits, rng } = actor
  const artist = rng.pick(habits.values.musicArtists)
  // An artist the usual app has no licence for (greyed out there before) is played on the other app.
  const other = /qq/i.test(habits.apps.music) ? 'NetEase Cloud Music' : 'QQ Music'
  const app = greyedOutBefore(actor, appIdOf(actor, habits.apps.music), artist) ? other : habits.apps.music
  const tags = ['ctx:music', app === habits.apps.music ? 'routine' : 'deviation:licence']
  const id = appIdOf(actor, app)
  const results = actor.call(app, 'searchSongs', { query: artist, limit: 10 }, tags).results as { songId: string; artist: string; playable: boolean }[]
  const playable = results.filter((s) => s.playable)
  const theirs = playable.filter((s) => s.artist.toLowerCase().includes(artist.toLowerCase()))
  const pool = theirs.length > 0 ? theirs : playable
  if (pool.length === 0) return
  const songs = rng.shuffle(pool).slice(0, rng.int(1, 2))
  for (const s of songs) actor.later(1, 5).call(app, 'playSong', { songId: s.songId }, tags)
  const made = lastOf(actor.records, id, 'createPlaylist')
  // A playlist deleted since is gone: a new one may be made.
  const created = made && !actor.records.some((r) => r.app === id && r.tool === 'deletePlaylist' && r.outcome?.ok && r.args.playlistId === (made.outcome as { ok: true; data: { playlistId: string } }).data.playlistId) ? made : undefined
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
  if (rng.chance(day.dayOff ? 0.35 : elderly ? 0.15 : 0.22)) {
    out.push({ at: day.time(rng.pick([20, 21, 22]), rng.int(0, 50)), name: 'watch-video', run: watch })
  }
  // Music on the way to work or school and on days off: most weeks several times.
  if (rng.chance(elderly ? 0.12 : 0.3)) {
    out.push({ at: day.time(day.dayOff ? rng.pick([10, 15, 19]) : rng.pick([19, 22]), rng.int(0, 50)), name: 'listen-music', run: listen })
  }
  return out
}
