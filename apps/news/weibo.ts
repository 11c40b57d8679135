import { z } from 'zod'
import type { Rng } from '../kit/index.ts'
import { longTail } from '../knowledge/people.ts'
import type { NewsCategory, NewsFlavour } from './flavour.ts'
import { defineNewsApp } from './news-app.ts'
import { COMMON_SLOTS } from './slots-common.ts'
import { SHOWBIZ_SLOTS } from './showbiz.ts'
import { SPORTS_SLOTS } from './sports-slots.ts'
import { SPORTS_STORIES } from './sports-stories.ts'
import { WEIBO_STORIES } from './weibo-stories.ts'
import { GAMES_DESKS } from './desks-life.ts'

const c = (id: string, label: string, zh: string, family: NewsCategory['family'], groups: readonly string[], synonyms: readonly string[] = []): NewsCategory => ({ id, label, zh, family, groups, synonyms })

// Weibo's hot-search boards; the main list ('hot') mixes everything and takes unknown board names.
const CATEGORIES: readonly NewsCategory[] = [
  c('hot', 'Hot Search', '热搜', 'other', ['celebrity', 'screen', 'music', 'variety', 'fashion', 'wsociety', 'wtech', 'olympic'], ['hot search', 'trending', 'trends', 'news', 'top', 'general', 'all', 'realtime', '热搜榜']),
  c('entertainment', 'Entertainment', '娱乐', 'entertainment', ['celebrity', 'screen', 'music', 'variety'], ['showbiz', 'entertainment news', 'latest entertainment']),
  c('celebrity', 'Celebrity', '明星', 'entertainment', ['celebrity'], ['celebrities', 'stars', 'star', 'idols', 'idol', 'celebrity news']),
  c('gossip', 'Gossip', '八卦', 'entertainment', ['celebrity', 'variety'], ['rumors', 'rumours', '吃瓜']),
  c('film-tv', 'Film & TV', '影视', 'entertainment', ['screen'], ['film', 'films', 'movie', 'movies', 'tv', 'drama', 'dramas', 'series', 'tv series', '电视剧', '电影']),
  c('music', 'Music', '音乐', 'entertainment', ['music'], ['songs', 'concerts', 'singers']),
  c('variety', 'Variety Shows', '综艺', 'entertainment', ['variety'], ['variety show', 'variety shows', 'reality show', 'reality tv']),
  c('fashion', 'Fashion', '时尚', 'entertainment', ['fashion'], ['style', 'beauty', 'lifestyle', 'makeup', '美妆']),
  c('society', 'Society', '社会', 'other', ['wsociety'], ['social', 'local', 'city', 'social issues']),
  c('sports', 'Sports', '体育', 'other', ['olympic', 'csl', 'nba'], ['sport', 'football', 'basketball']),
  c('technology', 'Technology', '科技', 'technology', ['wtech'], ['tech', 'digital', 'gadgets', '数码']),
  c('games', 'Games', '游戏', 'entertainment', ['lpl'], ['game', 'gaming', 'esports', 'e-sports']),
]

const MEDIA: Record<string, readonly string[]> = {
  celebrity: ['Sina Entertainment', 'Weibo Entertainment', 'Entertainment Capital', 'Pear Video Entertainment'],
  screen: ['Weibo Film', 'Weibo TV', 'Mtime', 'Sina Entertainment'],
  music: ['Weibo Music', 'Sina Music', 'Tencent Music Charts'],
  variety: ['Weibo Variety', 'Sina Entertainment', 'Mango TV'],
  fashion: ['Weibo Fashion', 'ELLE China', 'Vogue China'],
  wsociety: ['Headline News', 'CCTV News', 'People’s Daily', 'Beijing Youth Daily', 'Pear Video'],
  wtech: ['Weibo Tech', 'IT Home', '36Kr'],
}

// Hot-search labels by how fast a topic is rising: 爆 (boom), 沸 (boiling), 热 (hot), 新 (new).
const LABELS = ['Boom', 'Boiling', 'Hot', 'New'] as const
const labelFor = (heat: number, rng: Rng): string | undefined =>
  heat > 3_000_000 ? (rng.chance(0.5) ? 'Boom' : 'Boiling') : heat > 1_000_000 ? (rng.chance(0.4) ? 'Hot' : undefined) : rng.chance(0.2) ? 'New' : undefined

const POSTERS = ['小透明的日常', '追剧小能手', 'Momo不吃辣', '今天也要早睡', '柠檬精本精', '一只路过的猫', '吃瓜群众', '北漂小林']
const weiboUser = (rng: Rng) => `${rng.pick(POSTERS)}${rng.chance(0.4) ? rng.int(10, 999) : ''}`

export const weiboFlavour: NewsFlavour = {
  name: 'Weibo',
  idLead: '5',
  idCheckDigits: 6,
  categories: CATEGORIES,
  fallbackCategory: 'hot',
  stories: { ...WEIBO_STORIES, ...SPORTS_STORIES, lpl: [...SPORTS_STORIES.lpl!, ...GAMES_DESKS] },
  sections: { celebrity: 'Celebrity', screen: 'Film & TV', music: 'Music', variety: 'Variety Shows', fashion: 'Fashion', wsociety: 'Society', wtech: 'Technology', olympic: 'Sports', csl: 'Sports', nba: 'Sports', lpl: 'Games' },
  slots: { ...COMMON_SLOTS, ...SHOWBIZ_SLOTS, ...SPORTS_SLOTS },
  poolSize: 20,
  pageSize: 10,
  source: (group, rng, b) => (group === 'celebrity' && b.star && rng.chance(0.4) ? `${b.star} Studio` : rng.pick(MEDIA[group] ?? ['Sina Sports', 'Weibo Sports'])),
  // A hot topic is read by tens of millions; the discussion count is what Weibo shows beside it.
  engagement: (rng) => {
    const reads = longTail(rng, 800_000, 900_000_000)
    return { reads, comments: Math.round(reads * rng.float(0.0004, 0.003)) }
  },
  // A hot topic gathers its audience within hours.
  growth: { hours: 3 },
  ordering: 'heat',
  extra: {
    shape: { heat: z.number().int(), label: z.enum(LABELS).optional() },
    of: (item, rng) => {
      const heat = Math.round(item.reads / rng.float(60, 160)) + rng.int(0, 9999)
      const label = labelFor(heat, rng)
      const extra: Record<string, string | number> = { heat }
      if (label) extra.label = label
      return extra
    },
  },
  discussion: [
    'Just saw this on the hot list 😳',
    'Congratulations!! 🎉🎉',
    'Can’t believe this is trending again 😂',
    'Waiting for the official statement before I believe anything.',
    'Anyone else in {city} seeing this?',
    'Reposting for visibility 🙏',
    'The comments are better than the post lol',
    'Not the news I expected to wake up to.',
  ],
  commenter: weiboUser,
  closers: {
    '*': ['Follow the topic for the latest updates.', 'Posts in the topic are sorted by popularity; check the real-time tab for the newest.'],
    wsociety: ['Local authorities are expected to give an update later today.', 'Related posts from official accounts are pinned at the top of the topic.'],
  },
}

/** Weibo (微博): China's microblog; the hot-search list is where entertainment news and gossip break. */
export const weibo = defineNewsApp({
  id: 'weibo',
  name: 'Weibo',
  aliases: ['Weibo', '微博', 'Sina Weibo', '新浪微博'],
  description:
    'Microblog (微博) known for its hot-search list: entertainment news, celebrity gossip, dramas, variety shows and whatever people are talking about, ranked by heat with Boom / Boiling / Hot / New labels. Fast and social rather than in-depth.',
  traits: { focus: 'entertainment and trending', format: 'hot-search list', speed: 'real-time', tone: 'social' },
  flavour: weiboFlavour,
  examples: { category: "'entertainment', 'celebrity', 'gossip', 'fashion', 'hot'", query: "'celebrity news', 'new drama', 'concert'", topic: "'Lin Yichen', 'variety shows', 'Weibo Night'" },
})
