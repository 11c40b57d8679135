import type { z } from 'zod'
import { hashString, notFound } from '../kit/index.ts'
import { SONGS, type MusicPlatform, type Song } from './songs.ts'
import type { songEntry } from './music-schemas.ts'

/**
 * One app's view of the song world: every song has an id in the app's own scheme (NetEase's numeric
 * ids, QQ Music's 14-character song mids), and songs the app holds no licence for stay in search
 * results greyed out, as the real apps show them.
 */
export interface MusicCatalog {
  platform: MusicPlatform
  brand: string
  idOf: (s: Song) => string
  byId: ReadonlyMap<string, Song>
  searchText: ReadonlyMap<Song, string>
  playable: (s: Song) => boolean
}

const MID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** NetEase: an 8-to-10-digit number; QQ Music: '00' and 12 base-62 characters. Stable per song key. */
function songId(platform: MusicPlatform, key: string): string {
  if (platform === 'netease') return String(10_000_000 + (hashString(`netease:${key}`) % 1_990_000_000))
  let out = '00'
  for (let i = 0; out.length < 14; i++) out += MID_ALPHABET[hashString(`qq:${key}:${i}`) % 62]
  return out
}

export const norm = (text: string) => text.toLowerCase().replace(/[·•'’"“”,，.。:：!！?？()（）\-_&]+/g, ' ').replace(/\s+/g, ' ').trim()

export function musicCatalog(platform: MusicPlatform, brand: string): MusicCatalog {
  const ids = new Map(SONGS.map((s) => [s, songId(platform, s.key)]))
  return {
    platform,
    brand,
    idOf: (s) => ids.get(s)!,
    byId: new Map(SONGS.map((s) => [ids.get(s)!, s])),
    searchText: new Map(SONGS.map((s) => [s, norm([s.title, s.titleZh ?? '', s.artist, s.artistZh, s.album, ...s.tags].join(' | '))])),
    playable: (s) => s.on.includes(platform),
  }
}

export const durationText = (sec: number) => `${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, '0')}`

export function songView(c: MusicCatalog, s: Song): z.input<typeof songEntry> {
  const playable = c.playable(s)
  return {
    songId: c.idOf(s),
    title: s.title,
    ...(s.titleZh ? { titleZh: s.titleZh } : {}),
    artist: s.artist,
    artistZh: s.artistZh,
    album: s.album,
    year: s.year,
    durationSec: s.durationSec,
    duration: durationText(s.durationSec),
    playable,
    ...(playable ? {} : { unavailableReason: `No licence on ${c.brand}: the rights holder has not licensed it here` }),
  }
}

/** Songs whose text holds every word, best first: more words in the title, then plays. */
export function searchSongs(c: MusicCatalog, query: string): Song[] {
  const words = norm(query).split(' ').filter((w) => w.length > 0)
  const inTitle = (s: Song) => words.filter((w) => norm(`${s.title} ${s.titleZh ?? ''}`).includes(w)).length
  return SONGS.filter((s) => words.every((w) => c.searchText.get(s)!.includes(w))).sort(
    (a, b) => inTitle(b) - inTitle(a) || Number(c.playable(b)) - Number(c.playable(a)) || b.heat - a.heat || (a.key < b.key ? -1 : 1),
  )
}

/** A song id, or a song named in words ('Sunny Day Jay Chou', '晴天'), to the song; 404 when nothing matches. */
export function resolveSong(c: MusicCatalog, idOrQuery: string, path: string, memo?: <T>(key: string, build: () => T) => T): Song {
  const byId = c.byId.get(idOrQuery.trim())
  if (byId) return byId
  if (path === 'songId' || /^\d{8,10}$|^00[0-9A-Za-z]{12}$/.test(idOrQuery.trim())) throw notFound(`${c.brand} has no song "${idOrQuery}"; song ids come from searchSongs`)
  const hit = memo ? memo(`best-song:${idOrQuery}`, () => searchSongs(c, idOrQuery)[0]) : searchSongs(c, idOrQuery)[0]
  if (!hit) throw notFound(`No ${c.brand} song matches "${idOrQuery}"`)
  return hit
}
