/**
 * What each news app's channels carry, in the words its stories use: the channel an interest is read
 * in and the search words that find stories there on nearly every evening of January or February
 * (NBA and CBA in season, the Chinese Super League between seasons, winter sports). The surest words
 * are a channel's own name, which every story in it carries. Measured against the apps' feeds; an
 * interest the app does not cover is simply not searched there.
 */

export type NewsApp = 'toutiao' | 'weibo' | 'hupu'

export const newsAppOf = (name: string): NewsApp => (/hupu|虎扑/i.test(name) ? 'hupu' : /weibo|微博/i.test(name) ? 'weibo' : 'toutiao')

export interface Beat {
  category: string
  queries: readonly string[]
}

const beat = (category: string, ...queries: string[]): Beat => ({ category, queries })

/** Channels open to readers under 18 (the apps' rule: entertainment, education and technology only). */
export const TEEN_CHANNELS: ReadonlySet<string> = new Set(['technology', 'science', 'entertainment', 'games', 'education', 'fashion', 'celebrity', 'film-tv', 'music', 'variety', 'esports'])

/** Interest -> the channel and words that find it, per app. */
export const INTEREST_BEATS: Readonly<Record<string, Partial<Record<NewsApp, Beat>>>> = {
  basketball: { toutiao: beat('sports', 'NBA', 'CBA', 'game highlights'), weibo: beat('sports', 'NBA', 'game highlights'), hupu: beat('basketball', 'NBA', 'CBA', 'game highlights') },
  football: { toutiao: beat('sports', 'football', 'Champions League', 'Chinese Super League'), weibo: beat('sports', 'football', 'Champions League'), hupu: beat('football', 'football', 'Champions League', 'Chinese Super League') },
  running: { toutiao: beat('sports', 'olympic', 'tennis'), weibo: beat('sports', 'olympic'), hupu: beat('olympic', 'olympic', 'winter sports') },
  investing: { toutiao: beat('finance', 'stocks', 'market analysis', 'companies', 'economy') },
  'tech gadgets': { toutiao: beat('technology', 'new technology', 'AI', 'technology'), weibo: beat('technology', 'technology', 'AI') },
  gaming: { toutiao: beat('games', 'esports', 'games'), weibo: beat('games', 'esports', 'games'), hupu: beat('esports', 'esports') },
  fashion: { toutiao: beat('fashion', 'fashion'), weibo: beat('fashion', 'fashion', 'celebrity style') },
  travel: { toutiao: beat('travel', 'travel') },
  hiking: { toutiao: beat('travel', 'travel') },
  cooking: { toutiao: beat('food', 'food') },
}

/** The habitual channel as each app names it (Weibo has no finance channel: its hot list instead). */
export function channelOn(app: NewsApp, category: string): string {
  if (app === 'hupu') return 'sports'
  if (app === 'weibo' && !['entertainment', 'technology', 'sports', 'society', 'fashion', 'games'].includes(category)) return 'hot'
  return category
}

/** Words that find stories in a channel at any hour, the surest first (the channel's own sections). */
export const CHANNEL_WORDS: Readonly<Record<NewsApp, Readonly<Record<string, readonly string[]>>>> = {
  toutiao: {
    technology: ['new technology', 'technology', 'AI'],
    finance: ['finance', 'stocks', 'market analysis'],
    society: ['society', 'city life'],
    entertainment: ['entertainment', 'music'],
    sports: ['game highlights', 'NBA', 'football', 'tennis'],
  },
  weibo: {
    hot: ['celebrity', 'film', 'TV drama'],
    entertainment: ['celebrity', 'celebrity news', 'TV drama', 'film'],
    technology: ['technology'],
    society: ['city life', 'society'],
    sports: ['NBA', 'football'],
  },
  hupu: { sports: ['game highlights', 'NBA', 'football', 'tennis'] },
}

/**
 * Searches that find stories even at breakfast, when only the night's few stories are out: what a
 * reader whose bare feed once came up empty looks for instead. Few channels have any.
 */
export const MORNING_SEARCHES: Readonly<Record<NewsApp, Readonly<Record<string, readonly (readonly [category: string, query: string])[]>>>> = {
  toutiao: {
    technology: [['technology', 'new technology']],
    finance: [['finance', 'finance']],
    society: [['society', 'society']],
    sports: [['sports', 'game highlights']],
  },
  weibo: {
    hot: [['hot', 'celebrity style']],
    entertainment: [['entertainment', 'celebrity'], ['entertainment', 'celebrity news']],
    sports: [['sports', 'NBA']],
  },
  hupu: { sports: [['basketball', 'NBA']] },
}
