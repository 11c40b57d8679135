import type { z } from 'zod'
import { notFound } from '../kit/index.ts'
import { TITLES, VIDEO_TYPES, type Platform, type Title, type VideoType } from './catalog.ts'
import type { videoEntry } from './video-schemas.ts'

/** One platform's view of the catalogue: its own ids, what it holds, and how its search reads a query. */
export interface PlatformCatalog {
  platform: Platform
  brand: string
  titles: readonly Title[]
  byId: ReadonlyMap<string, Title>
  idOf: (t: Title) => string
  searchText: ReadonlyMap<Title, string>
}

const TYPE_WORDS: Readonly<Record<string, VideoType>> = {
  drama: 'drama', dramas: 'drama', series: 'drama', 'tv series': 'drama', 电视剧: 'drama', 剧集: 'drama',
  film: 'film', films: 'film', movie: 'film', movies: 'film', 电影: 'film',
  variety: 'variety', 'variety show': 'variety', show: 'variety', 综艺: 'variety',
  anime: 'anime', animation: 'anime', cartoon: 'anime', donghua: 'anime', 动漫: 'anime', 动画: 'anime',
  documentary: 'documentary', documentaries: 'documentary', 纪录片: 'documentary',
}

const norm = (text: string) => text.toLowerCase().replace(/[·•'’"“”,，.。:：!！?？()（）\-_]+/g, ' ').replace(/\s+/g, ' ').trim()

export function platformCatalog(platform: Platform, brand: string, idPrefix: string): PlatformCatalog {
  const titles = TITLES.filter((t) => t.on.includes(platform))
  const idOf = (t: Title) => `${idPrefix}_${t.key}`
  const searchText = new Map(titles.map((t) => [t, norm([t.title, t.titleZh, t.type, ...t.genres, ...t.cast, t.director, String(t.year)].join(' | '))]))
  return { platform, brand, titles, byId: new Map(titles.map((t) => [idOf(t), t])), idOf, searchText }
}

/** The query's words, less the ones that name a type (returned apart). */
export function readVideoQuery(query: string): { words: string[]; type?: VideoType } {
  let text = ` ${norm(query)} `
  let type: VideoType | undefined
  for (const [word, t] of Object.entries(TYPE_WORDS).sort((a, b) => b[0].length - a[0].length)) {
    if (text.includes(` ${word} `)) {
      type ??= t
      text = text.replace(` ${word} `, ' ')
    }
  }
  return { words: text.split(' ').filter((w) => w.length > 0), ...(type ? { type } : {}) }
}

export const matches = (text: string, words: readonly string[]) => words.every((w) => text.includes(w))

/** Titles of the whole market a query names: to say "that one streams elsewhere". */
export function elsewhere(words: readonly string[], platform: Platform): Title[] {
  if (words.length === 0) return []
  return TITLES.filter((t) => !t.on.includes(platform) && matches(norm(`${t.title} | ${t.titleZh}`), words))
}

export function accessOf(t: Title): 'free' | 'vip' | 'partly_vip' {
  return t.vipFrom === undefined ? 'free' : t.vipFrom === 1 ? 'vip' : 'partly_vip'
}

export function entryOf(c: PlatformCatalog, t: Title): z.input<typeof videoEntry> {
  return {
    videoId: c.idOf(t),
    title: t.title,
    titleZh: t.titleZh,
    type: t.type,
    year: t.year,
    genres: [...t.genres],
    cast: [...t.cast],
    director: t.director,
    rating: t.rating,
    episodes: t.episodes,
    episodeMinutes: t.episodeMin,
    access: accessOf(t),
    freeEpisodes: t.vipFrom === undefined ? t.episodes : t.vipFrom - 1,
    exclusive: t.on.length === 1,
  }
}

/** A videoId, or a title in English or Chinese, to the platform's title; 404 names where it streams instead. */
export function resolveTitle(c: PlatformCatalog, videoId: string): Title {
  const byId = c.byId.get(videoId.trim())
  if (byId) return byId
  const key = norm(videoId)
  const named = c.titles.find((t) => norm(t.title) === key || norm(t.titleZh) === key || t.key === videoId.trim())
  if (named) return named
  const raw = videoId.trim()
  const other = TITLES.find((t) => norm(t.title) === key || norm(t.titleZh) === key || t.key === raw || t.key === raw.replace(/^[a-z]+_/, ''))
  if (other) throw notFound(`"${other.title}" (${other.titleZh}) is not on ${c.brand}: another platform holds the streaming rights`)
  throw notFound(`${c.brand} has no video "${videoId}"; video ids come from searchVideos`)
}

export const videoTypes = VIDEO_TYPES
