import type { Lexicon } from '../phrasing.ts'
import { join, limit, PAY, verbatim, withArticle, type Render } from './shared.ts'

/* Music and video: "Find me songs by JJ Lin, just the top 10", "Find me a comedy film to watch". */

/** Song ids: "song 00Zo5KXm3IdsoZ", "songs 1313426812 and 322222435". */
const songs: Render = (v) => (Array.isArray(v) && v.length > 0 ? `${v.length === 1 ? 'song' : 'songs'} ${join(v.map(String))}` : undefined)
const PLAYLIST_ID = [', playlist {v}', ', the one with id {v}'] as const

/** A video kind as a noun: "film", "variety show", "documentary". */
const VIDEO_NOUNS: Readonly<Record<string, string>> = { variety: 'variety show' }
/** Kinds in a list: "films", "variety shows", "documentaries". */
const VIDEO_PLURALS: Readonly<Record<string, string>> = { film: 'films', variety: 'variety shows', documentary: 'documentaries', drama: 'dramas', anime: 'anime' }
const videoNoun: Render = (v) => (typeof v === 'string' ? (VIDEO_NOUNS[v] ?? v) : undefined)
const SORT: Readonly<Record<string, string>> = { latest: 'latest first', popular: 'most popular first', rating: 'highest rating first', relevance: 'sorted by relevance' }
const TIERS: Readonly<Record<string, string>> = { vip: 'VIP', svip: 'SVIP', gold: 'Gold', platinum: 'Platinum' }
const VIDEO_ID = [', video {v}', ', the one with id {v}'] as const

export const mediaLexicon: Lexicon = {
  searchSongs: {
    intents: [
      'Find me songs by {query}',
      'Look up {query} songs',
      'Search for {query}',
      'What songs does {query} have{rest}?',
      'Show me songs by {query}',
      'Pull up {query} songs',
      "I'm looking for songs by {query}",
      'Find me some songs',
      'Look up some music',
      'Can you find some songs for me',
      'Search for some music',
    ],
    usual: ['Find songs by the artist I usually listen to', 'Look up my favourite artist', 'Search for the music I usually play', 'Find me the artist I always play'],
    params: { query: ['by {v}'], limit: [', just the top {v}', ', top {v}', ', {v} at most'] },
    render: { query: verbatim, limit },
  },
  playSong: {
    intents: ['Play {query}', 'Put on {query}', 'Play {songId}', 'Play a song for me', 'Put on some music', 'Can you play something for me'],
    usual: ['Play my usual music', 'Put on something I usually listen to', 'Play one of my favourite songs'],
    params: { songId: [', {v}'], query: [', {v}'] },
    render: { songId: (v) => (typeof v === 'string' ? `song ${v}` : undefined), query: verbatim },
  },
  getPlayHistory: {
    intents: ['Show me my listening history', 'What have I been listening to', 'Pull up my recently played songs', 'Can you check what I played lately', 'What did I listen to recently', 'Show me what I played lately'],
    params: { limit: [', the last {v}', ', up to {v} songs'] },
    render: { limit },
  },
  createPlaylist: {
    intents: ['Make a new playlist called {name}', 'Create a playlist called {name}', 'Start a new playlist called {name}', 'Make a new playlist', 'Create a playlist for me'],
    usual: ["Put the songs I've been playing into a new playlist", 'Make a new playlist the way I usually do'],
    params: { name: [', called {v}'], description: [', described as {v}', ' (description: {v})'], songIds: ['with {v}', 'starting with {v}'], isPublic: [', and make it {v}', ', and keep it {v}'] },
    render: {
      name: (v) => (typeof v === 'string' ? `"${v}"` : undefined),
      description: (v) => (typeof v === 'string' ? `"${v}"` : undefined),
      songIds: songs,
      isPublic: (v) => (typeof v === 'boolean' ? (v ? 'public' : 'private') : undefined),
    },
  },
  addToPlaylist: {
    intents: ['Add {songIds} to my playlist', 'Put {songIds} on my playlist', 'Add some songs to my playlist', 'Can you add songs to my playlist'],
    usual: ["Add the songs I've been playing to my playlist", 'Put my latest favourites on my usual playlist'],
    params: { playlistId: PLAYLIST_ID, songIds: [', {v}'] },
    render: { playlistId: verbatim, songIds: songs },
  },
  removeFromPlaylist: {
    intents: ['Take {songIds} off my playlist', 'Remove {songIds} from my playlist', 'Remove some songs from my playlist', 'Can you take some songs off my playlist'],
    usual: ["Take the songs I'm tired of off my playlist"],
    params: { playlistId: PLAYLIST_ID, songIds: [', {v}'] },
    render: { playlistId: verbatim, songIds: songs },
  },
  getPlaylist: {
    intents: ['Show me my playlist', "What's on my playlist", 'Open my playlist', 'Can you pull up my playlist'],
    usual: ['Show me my usual playlist', "What's on the playlist I always play"],
    params: { playlistId: PLAYLIST_ID },
    render: { playlistId: verbatim },
  },
  listPlaylists: {
    intents: ['Show me all my playlists', 'What playlists do I have', 'List my playlists', 'Can you pull up my playlists', 'Let me see my playlists', 'Pull up my playlists'],
    params: {},
  },
  deletePlaylist: {
    intents: ['Delete my playlist', 'Get rid of my playlist', 'Remove my playlist', 'Can you delete my playlist'],
    usual: ["Delete the playlist I don't use anymore"],
    params: { playlistId: PLAYLIST_ID },
    render: { playlistId: verbatim },
  },

  searchVideos: {
    intents: [
      'Find me {show} to watch',
      'Look for {show}{rest}',
      'Recommend {show}{rest}',
      'Can you find me {show}{rest}?',
      "I'm in the mood for {show}{rest}",
      'Suggest {show}{rest}',
      'Find me something to watch',
      'Search for videos',
      'What should I watch{rest}?',
      'Recommend something to watch',
    ],
    usual: ['Find me something to watch, my usual kind of thing', 'Look for the kind of videos I usually watch', 'Find me something like what I usually watch'],
    params: { show: ['{v}'], query: [', something in the {v} genre'], type: [', {v}'], sortBy: [', {v}'], limit: [', top {v}', ', {v} results at most'] },
    render: { query: verbatim, type: videoNoun, sortBy: (v) => (typeof v === 'string' ? SORT[v] : undefined), limit },
    combine: [
      {
        // "a comedy film", "a variety show", "a crime drama"; search words alone: "something in the crime genre".
        as: 'show',
        params: [],
        also: ['query', 'type'],
        say: (w) => {
          if (w.type === undefined) return `something in the ${w.query} genre`
          const same = w.query === undefined || w.type.toLowerCase().split(' ').includes(w.query.toLowerCase())
          return withArticle(same ? w.type : `${w.query} ${w.type}`)
        },
      },
    ],
  },
  playVideo: {
    intents: ['Play episode {episode}{rest}', 'Put on episode {episode}{rest}', 'Play a video for me', 'Put on a video for me', 'Start a video for me', 'Can you play something for me'],
    usual: ['Continue what I was watching', 'Put on my show', 'Keep watching my series where I left off'],
    params: { videoId: [', {v}', 'of {v}'], episode: [', episode {v}', ', from episode {v}'], positionMin: [', from minute {v}', ', starting at minute {v}'] },
    render: { videoId: verbatim },
  },
  getWatchHistory: {
    intents: [
      'Show me the {type} I watched{rest}',
      'What {type} have I watched{rest}?',
      'Pull up the {type} I watched{rest}',
      'Show me my watch history',
      'What have I watched lately',
      'Pull up my viewing history',
      'Can you check what I watched recently',
      'Let me see what I watched recently',
    ],
    params: { type: [', just the {v}'], limit: [', the last {v}', ', up to {v} items'] },
    render: { type: (v) => (typeof v === 'string' ? (VIDEO_PLURALS[v] ?? v) : undefined), limit },
  },
  deleteWatchHistory: {
    intents: ['Remove a video from my watch history', 'Delete something from my viewing history', 'Clear a title from my watch history', 'Can you erase a video from my history'],
    usual: ['Remove the last thing I watched from my history', 'Delete what I just watched from my history'],
    params: { videoId: VIDEO_ID },
    render: { videoId: verbatim },
  },
  subscribeMembership: {
    intents: ['Sign me up for {membership}', 'Get me {membership}', 'Buy me {membership}', 'Sign me up for a membership', 'I want to subscribe to a membership', 'Can you get me a subscription'],
    usual: ['Renew my membership the usual way', 'Get my usual membership', 'Sign me up again like last time'],
    params: { membership: ['{v}'], plan: [', {v}'], tier: [', {v} tier'], autoRenew: [', {v}'], paymentMethod: PAY },
    render: {
      tier: (v) => (typeof v === 'string' ? (TIERS[v.toLowerCase()] ?? v) : undefined),
      autoRenew: (v) => (typeof v === 'boolean' ? (v ? 'with auto-renewal on' : 'without auto-renewal') : undefined),
    },
    combine: [{ as: 'membership', params: [], also: ['plan', 'tier'], say: (w) => withArticle(`${[w.plan, w.tier].filter(Boolean).join(' ')} membership`) }],
  },
  cancelMembership: {
    intents: ['Cancel my membership', 'Turn off my membership', 'I want to stop my subscription', 'Can you cancel my subscription'],
    params: {},
  },
  getMembership: {
    intents: ['Check my membership', 'What membership do I have', 'When does my membership run out', 'Can you show me my subscription status'],
    params: {},
  },
  listMembershipOrders: {
    intents: ['Show me my membership orders', 'List my membership payments', 'What have I paid for memberships', 'Can you pull up my subscription orders'],
    params: {},
  },
}
