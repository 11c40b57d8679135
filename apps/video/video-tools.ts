import { z } from 'zod'
import { conflict, defineTool, invalidArgument, notFound, ownEntry, toDisplay, toIso, type Tool } from '../kit/index.ts'
import { VIDEO_TYPES, type Platform, type Title } from './catalog.ts'
import { isActive, type Membership, type Tier } from './membership.ts'
import { membershipTools, type MembershipOrder } from './membership-tools.ts'
import { elsewhere, entryOf, matches, platformCatalog, readVideoQuery, resolveTitle } from './video-catalog.ts'
import { playOutput, searchOutput, watchEntry } from './video-schemas.ts'

/** How one video platform differs from another on the shared interface (iQIYI, Tencent Video). */
export interface VideoPlatformConfig {
  platform: Platform
  brand: string
  /** Starts every video id ('iq' gives 'iq_the_knockout'). */
  idPrefix: string
  /** Standard tier first, premium second. */
  tiers: readonly [Tier, Tier]
  /** Pre-roll ads a non-member sits through, in seconds. */
  adsSec: number
  /** Minutes of VIP content a non-member may preview. */
  previewMin: number
}

export interface WatchRecord {
  videoId: string
  title: string
  episode: number
  positionMin: number
  preview: boolean
  watchedAt: string
  /** The play's sequence id ('watch_0007'): orders plays made at the same virtual instant. */
  seq: string
}

export interface VideoState {
  /** The latest place watched in each title, by video id. */
  history: Record<string, WatchRecord>
  membership: Membership | null
  orders: Record<string, MembershipOrder>
}

export const emptyVideoState = (): VideoState => ({ history: {}, membership: null, orders: {} })

const SORTS = ['relevance', 'rating', 'latest', 'popular'] as const
const seqOf = (id: string) => Number(id.slice(id.lastIndexOf('_') + 1))

/**
 * searchVideos, playVideo, getWatchHistory, deleteWatchHistory, plus the membership tools.
 * The catalogue is static; the session keeps the watch history and the membership.
 */
export function videoTools(config: VideoPlatformConfig): Tool<VideoState>[] {
  const { brand } = config
  const catalog = platformCatalog(config.platform, brand, config.idPrefix)
  const byKey = (a: Title, b: Title) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)

  const searchVideos = defineTool({
    name: 'searchVideos',
    description: `Searches ${brand} by title, actor, director or genre (dramas, films, variety shows, anime, documentaries). Each result says whether it needs VIP and whether it streams only on ${brand}.`,
    effect: 'read',
    input: z.object({
      query: z.string().trim().max(100).describe("A title ('The Knockout', '狂飙'), an actor or director ('Hu Ge'), a genre ('suspense', 'xianxia') or a kind ('anime'); empty lists everything."),
      type: z.enum(VIDEO_TYPES).optional().describe('Only this kind of video.'),
      sortBy: z.enum(SORTS).optional().describe("Order: 'relevance' (default), 'rating', 'latest' or 'popular'."),
      limit: z.number().int().min(1).max(30).optional().describe('Most results to return; default 10.'),
    }),
    output: searchOutput,
    run(_state: VideoState, args, ctx) {
      return ctx.memo(`search:${args.query}|${args.type ?? ''}|${args.sortBy ?? ''}|${args.limit ?? ''}`, () => {
        const q = readVideoQuery(args.query)
        const type = args.type ?? q.type
        const score = (t: Title) => q.words.filter((w) => catalog.searchText.get(t)!.includes(w)).length
        const pool = catalog.titles.filter((t) => !type || t.type === type)
        let hits = pool.filter((t) => matches(catalog.searchText.get(t)!, q.words))
        // No title has every word: rank those with any of them.
        if (hits.length === 0 && q.words.length > 1) hits = pool.filter((t) => score(t) > 0)
        const sort = args.sortBy ?? 'relevance'
        hits.sort((a, b) =>
          sort === 'rating' ? b.rating - a.rating || byKey(a, b)
          : sort === 'latest' ? b.year - a.year || b.heat - a.heat || byKey(a, b)
          : sort === 'popular' ? b.heat - a.heat || byKey(a, b)
          : score(b) - score(a) || b.heat - a.heat || byKey(a, b),
        )
        const away = elsewhere(q.words, config.platform).filter((t) => !hits.some((h) => h.key === t.key))
        const notice = away.length > 0 ? `Not on ${brand}: ${away.map((t) => `"${t.title}" (${t.titleZh})`).join(', ')}; another platform holds the streaming rights.` : hits.length === 0 ? `No ${brand} videos match "${args.query}".` : undefined
        return { query: args.query, results: hits.slice(0, args.limit ?? 10).map((t) => entryOf(catalog, t)), ...(notice ? { notice } : {}) }
      })
    },
  })

  const playVideo = defineTool({
    name: 'playVideo',
    description: `Plays an episode of a ${brand} video and records it in the watch history. VIP episodes play in full for members; a non-member gets a ${config.previewMin}-minute preview, and a start past it is refused (409) until they subscribe.`,
    effect: 'write',
    input: z.object({
      videoId: z.string().trim().min(1).max(120).describe("Video id from searchVideos (a title, e.g. 'The Knockout' or '狂飙', also works)."),
      episode: z.number().int().min(1).max(2000).optional().describe('Episode number; default: where the history left off, else 1. Films have one.'),
      positionMin: z.number().int().min(0).max(600).optional().describe('Start this many minutes in; default: where the history left off in that episode, else 0.'),
    }),
    output: playOutput,
    run(state: VideoState, args, ctx) {
      // A title typed in words resolves the same every time: memoized (a 404 is thrown again each call).
      const t = catalog.byId.get(args.videoId) ?? ctx.memo(`title:${args.videoId}`, () => resolveTitle(catalog, args.videoId))
      const videoId = catalog.idOf(t)
      const last = ownEntry(state.history, videoId)
      const episode = args.episode ?? last?.episode ?? 1
      if (episode > t.episodes) throw notFound(`"${t.title}" has ${t.episodes} episode${t.episodes === 1 ? '' : 's'}; there is no episode ${episode}`)
      const position = args.positionMin ?? (last && last.episode === episode ? last.positionMin : 0)
      if (position >= t.episodeMin) throw invalidArgument('positionMin', `episode ${episode} of "${t.title}" runs ${t.episodeMin} minutes`, `0 to ${t.episodeMin - 1}`)
      const member = isActive(state.membership, ctx.now) ? state.membership : null
      const vipEpisode = t.vipFrom !== undefined && episode >= t.vipFrom
      const preview = vipEpisode && !member
      if (preview && position >= config.previewMin) {
        const std = config.tiers[0]
        throw conflict(`VIP membership required: episode ${episode} of "${t.title}" is for ${brand} VIP members; non-members can watch the first ${config.previewMin} minutes. Subscribe with subscribeMembership (${std.name} from ¥${std.autoRenewMonthly}/month).`)
      }
      const tier = member ? config.tiers.find((x) => x.id === member.tier) : undefined
      // The environmental mediaQuality 'low' (data saver) caps the stream whatever the membership.
      const quality = (args as { mediaQuality?: string }).mediaQuality === 'low' ? '480P' : tier ? tier.quality : '720P'
      state.history[videoId] = { videoId, title: t.title, episode, positionMin: position, preview, watchedAt: toIso(ctx.now), seq: ctx.ids.next('watch') }
      const message = preview
        ? `Playing a ${config.previewMin}-minute preview of episode ${episode}: it is VIP content. Join ${config.tiers[0].name} to keep watching.`
        : `Playing ${t.episodes > 1 ? `episode ${episode} of ` : ''}"${t.title}"${position > 0 ? ` from ${position} min` : ''}${member ? ' ad-free' : ` after ${config.adsSec} s of ads`}.`
      return {
        videoId,
        title: t.title,
        episode,
        episodes: t.episodes,
        startsAtMin: position,
        durationMin: t.episodeMin,
        mode: preview ? ('preview' as const) : ('full' as const),
        ...(preview ? { previewEndsAtMin: config.previewMin } : {}),
        quality,
        adsSec: member ? 0 : config.adsSec,
        ...(episode < t.episodes ? { nextEpisode: episode + 1 } : {}),
        message,
      }
    },
  })

  const historyView = (r: WatchRecord) => {
    const t = catalog.byId.get(r.videoId)!
    return {
      videoId: r.videoId,
      title: r.title,
      type: t.type,
      episode: r.episode,
      episodes: t.episodes,
      positionMin: r.positionMin,
      durationMin: t.episodeMin,
      progress: `${t.episodes > 1 ? `Episode ${r.episode}/${t.episodes}, ` : ''}${r.positionMin} of ${t.episodeMin} min${r.preview ? ' (preview)' : ''}`,
      preview: r.preview,
      watchedAt: toDisplay(Date.parse(r.watchedAt)),
    }
  }

  const getWatchHistory = defineTool({
    name: 'getWatchHistory',
    description: `The account's ${brand} watch history: the latest place in each title, most recent first.`,
    effect: 'read',
    input: z.object({
      type: z.enum(VIDEO_TYPES).optional().describe('Only this kind of video.'),
      limit: z.number().int().min(1).max(100).optional().describe('Most entries to return; default 20.'),
    }),
    output: z.object({ entries: z.array(watchEntry) }),
    run(state: VideoState, args) {
      const entries = Object.values(state.history)
        .filter((r) => !args.type || catalog.byId.get(r.videoId)!.type === args.type)
        .sort((a, b) => seqOf(b.seq) - seqOf(a.seq))
      return { entries: entries.slice(0, args.limit ?? 20).map(historyView) }
    },
  })

  const deleteWatchHistory = defineTool({
    name: 'deleteWatchHistory',
    description: `Removes a title from the ${brand} watch history.`,
    effect: 'write',
    input: z.object({ videoId: z.string().trim().min(1).max(120).describe('Video id from the watch history.') }),
    output: z.object({ deleted: watchEntry }),
    run(state: VideoState, args) {
      const r = ownEntry(state.history, args.videoId.trim())
      if (!r) throw notFound(`"${args.videoId}" is not in the ${brand} watch history`)
      const deleted = historyView(r)
      delete state.history[args.videoId.trim()]
      return { deleted }
    },
  })

  return [searchVideos, playVideo, getWatchHistory, deleteWatchHistory, ...membershipTools(config)]
}
