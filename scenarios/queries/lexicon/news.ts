import type { Lexicon } from '../phrasing.ts'
import { bareDay, verbatim, type Render } from './shared.ts'

/* News feeds: "Catch me up on today's sports news about esports", "Follow esports for me". */

/** Topic words that are proper adjectives. */
const PROPER: Readonly<Record<string, string>> = { olympic: 'Olympic', olympics: 'Olympics' }
const topicWord: Render = (v) => (typeof v === 'string' ? (PROPER[v.toLowerCase()] ?? v) : undefined)

const ARTICLE_ID = [', article {v}', ', the one with id {v}'] as const

export const newsLexicon: Lexicon = {
  getDailyNewsRecommendations: {
    intents: [
      'Show me {news}',
      'Catch me up on {news}',
      'Pull up {news}',
      "What's new in {news}{rest}?",
      'Give me {news}',
      'I want to read {news}',
      'Let me see {news}',
      'Show me the latest headlines',
      "What's on my feed",
      'Catch me up on the headlines',
      'Get me some stories to read',
      'Give me the headlines',
    ],
    usual: ['Show me my usual feed', 'Get me the stories I usually read', 'Catch me up like every morning', 'Give me my regular news roundup'],
    params: { news: ['in {v}'], category: [', {v} news'], searchQuery: ['about {v}'], date: ['from {v}'] },
    render: { category: topicWord, searchQuery: topicWord, date: bareDay },
    combine: [
      {
        // "today's sports news about esports", "sports news from Saturday, January 31", "news, anything Olympic".
        as: 'news',
        params: [],
        also: ['date', 'category', 'searchQuery'],
        say: (w) => {
          const relative = w.date !== undefined && /^(today|yesterday|tomorrow)$/.test(w.date)
          const cat = w.category
          const q = w.searchQuery
          const same = q !== undefined && cat !== undefined && q.toLowerCase() === cat.toLowerCase()
          // "winter sports" in sports reads "winter sports news"; a search for the category itself is said once.
          const narrower = q !== undefined && cat !== undefined && q.toLowerCase().endsWith(` ${cat.toLowerCase()}`)
          const kind = `${narrower ? q : (cat ?? '')} news`.trim()
          const head = relative ? `${w.date}'s ${kind}` : kind
          const about = q === undefined || same || narrower ? '' : Object.values(PROPER).includes(q) ? `, anything ${q}` : ` about ${q}`
          const tail = w.date !== undefined && !relative ? ` from ${w.date}` : ''
          return `${head}${about}${tail}`
        },
      },
    ],
  },
  getArticle: {
    intents: ['Open an article for me', 'Show me an article', 'I want to read an article', 'Can you pull up an article', 'Let me read a story', 'Pull up a story for me'],
    usual: ['Open the top story from my feed', 'Show me that article from my feed'],
    params: { articleId: ARTICLE_ID },
    render: { articleId: verbatim },
  },
  saveArticle: {
    intents: ['Save an article for me', 'Bookmark an article', 'Add an article to my reading list', 'Can you save an article for later'],
    usual: ['Save the article I just read', 'Bookmark the story I was just reading'],
    params: { articleId: ARTICLE_ID },
    render: { articleId: verbatim },
  },
  listSavedArticles: {
    intents: ['Show me my saved articles', 'What articles have I bookmarked', 'Open my reading list', 'Can you list the stories I saved'],
    params: {},
  },
  deleteSavedArticle: {
    intents: ['Remove an article from my reading list', 'Unsave an article', 'Delete a bookmarked article', 'Can you take an article off my reading list'],
    usual: ['Remove the article I saved last', 'Unsave the story I bookmarked earlier'],
    params: { articleId: ARTICLE_ID },
    render: { articleId: verbatim },
  },
  followTopic: {
    intents: ['Follow {topic} for me', 'Subscribe me to {topic} news', 'Keep me posted on {topic}', 'I want to follow {topic}', 'Add {topic} to the topics I follow', 'Follow a topic for me', 'I want updates on a topic', 'Add a topic to follow'],
    usual: ['Follow the topic I keep reading about', "Follow what I've been reading about lately"],
    params: { topic: [', {v}'] },
    render: { topic: topicWord },
  },
  unfollowTopic: {
    intents: ['Unfollow {topic}', 'Stop following {topic} for me', "I'm not into {topic} anymore, unfollow it", 'Unfollow a topic', 'Can you unfollow a topic for me'],
    usual: ["Unfollow the topic I'm not into anymore", 'Stop following the topic I added last'],
    params: { topic: [', {v}'] },
    render: { topic: topicWord },
  },
  listFollowedTopics: {
    intents: ['Which topics do I follow', "Show me the topics I'm following", 'List my followed topics', 'What am I following'],
    params: {},
  },
}
