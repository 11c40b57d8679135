import type { Lexicon, Say, ToolPhrasing } from '../phrasing.ts'

/**
 * Phrasings of the finance, health, news, music, video and knowledge tools. Ids stay verbatim,
 * dates go through `say.day`, enums keep their own words.
 */

type Render = (value: unknown, say: Say) => string | undefined

/** "a" or "an" before a word. */
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a')

/** "a, b and c" (or "a, b or c"). */
const join = (items: readonly string[], last = 'and') =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`

/** Strings as they are: ids ("plan_0001", "tx_roast") and names keep their spelling. */
const verbatim: Render = (v) => (typeof v === 'string' ? v : undefined)

/** A day for a phrase with its own preposition ("for {v}"): "today", "Saturday, January 31", "10-28". */
const bareDay: Render = (v, say) => (typeof v === 'string' ? say.day(v).replace(/^on /, '') : undefined)

/** A day said on its own: "today", "yesterday", "on Saturday, January 31", "on 10-28". */
const onDay: Render = (v, say) => {
  if (typeof v !== 'string') return undefined
  const d = say.day(v)
  return /^(today|tomorrow|yesterday|on )/i.test(d) ? d : `on ${d}`
}

/** Song ids: "song 00Zo5KXm3IdsoZ", "songs 1313426812 and 322222435". */
const songs: Render = (v) =>
  Array.isArray(v) && v.length > 0 ? `${v.length === 1 ? 'song' : 'songs'} ${join(v.map(String))}` : undefined

/** A place label: "Home" -> "home", "hospital" -> "the hospital"; names and addresses as they are. */
const place: Render = (v) => {
  if (typeof v !== 'string') return undefined
  if (/^(home|work)$/i.test(v)) return v.toLowerCase()
  if (/^[a-z]+$/i.test(v) && v === v.toLowerCase()) return `the ${v}`
  return v
}

const PAY = [', paying with {v}', ', paid with {v}', ', using {v}']

const STOCK_SECTORS = new Set(['finance', 'technology', 'healthcare', 'consumer', 'industrials', 'energy', 'materials', 'automotive', 'telecom'])

/** A sector or one stock: "the technology sector", "Moutai". */
const sectorOrStock: Render = (v) => {
  if (typeof v !== 'string') return undefined
  if (STOCK_SECTORS.has(v.toLowerCase())) return `the ${v} sector`
  return stockName(v)
}

/** One stock: a code is said as "stock 600519", a name as it is. */
const stockName = (v: unknown): string | undefined => (typeof v === 'string' ? (/^\d+$/.test(v) ? `stock ${v}` : v) : undefined)

/** [min, max] in CNY, -1 as max for no upper bound. */
const yuanRange =
  (atLeast: string, between: string): Render =>
  (v) => {
    if (!Array.isArray(v) || v.length !== 2) return undefined
    const [lo, hi] = v as [unknown, unknown]
    if (typeof lo !== 'number' || typeof hi !== 'number') return undefined
    return hi < 0 ? `${atLeast} ${lo} yuan` : `${between} ${lo} and ${hi} yuan`
  }

// Article ids, note ids, question ids: one set of phrases.
const byId = [', the one with id {v}', '({v})', ', id {v}']

const VIDEO_TYPE = ['in the {v} category', ', {v} titles only']

// ---------------------------------------------------------------------------------------------------
// finance

const finance: Record<string, ToolPhrasing> = {
  getFundDetails: {
    intents: ['Show me some funds', 'Pull up fund information', 'I want to look into funds', 'Can you get me details on some funds'],
    usual: ['Check on the funds I usually look at', 'Show me my usual kind of fund', 'Pull up the fund I normally buy'],
    params: {
      category: ['for {v}', 'covering {v}'],
      riskLevel: ['with {v} risk', ', {v}-risk ones only', 'that are {v}-risk'],
      priceRange: [', in the {v} price band', ', priced {v} per share'],
    },
    render: {
      category: (v) => (typeof v === 'string' ? (/^\d{6}$/.test(v) ? `fund ${v}` : `the ${v} category`) : undefined),
      priceRange: (v) => (Array.isArray(v) ? join(v.map(String), 'or') : undefined),
    },
  },
  buyFund: {
    intents: ['I want to buy a fund', 'Invest some money in a fund for me', 'Can you buy a fund for me', 'Put some money into a fund'],
    usual: ['Make my usual fund purchase', 'Buy my regular fund like I always do', 'Make my monthly fund investment'],
    params: {
      category: [', specifically {v}', ', namely {v}'],
      amount: [', for {v} yuan', ', {v} yuan worth', 'with {v} yuan'],
      paymentMethod: PAY,
    },
    render: {
      category: (v) => {
        if (typeof v !== 'string') return undefined
        if (/^\d{6}$/.test(v)) return `fund ${v}`
        return /fund/i.test(v) ? `${article(v)} ${v}` : `${article(v)} ${v} fund`
      },
    },
  },
  redeemFund: {
    intents: ['Redeem fund shares for me', 'I want to cash out fund shares', 'Can you sell back fund shares for me', 'Sell some of my fund holdings'],
    usual: ['Cash out of my fund the way I usually do', 'Redeem my usual fund'],
    params: {
      fund: ['from my {v}', 'in my {v}'],
      shares: [', {v} shares', ', {v} shares of it', ', {v} shares in total'],
    },
    render: {
      fund: (v) => (typeof v === 'string' ? (/^\d{6}$/.test(v) ? `fund ${v}` : /fund/i.test(v) ? v : `${v} fund`) : undefined),
    },
  },
  getFundHoldings: {
    intents: ['Show me my fund holdings', 'How are my funds doing', 'What funds do I hold', 'Can you check my fund account'],
    params: {},
  },
  getStockDetails: {
    intents: ['Show me some stock quotes', 'Pull up stock prices', 'I want to look at some stocks', 'Can you get me stock details'],
    usual: ['Check the stocks I usually watch', 'Show me my usual stock quotes', 'How are the stocks I follow doing'],
    params: {
      sector: ['for {v}', 'covering {v}'],
      marketCapRange: ['{v}', ', {v}'],
      priceRange: ['priced {v} for their sector', ', priced {v} relative to the sector'],
    },
    render: { sector: sectorOrStock, marketCapRange: yuanRange('with a market cap of at least', 'with a market cap between') },
  },
  buyStock: {
    intents: ['Buy some stock for me', 'I want to buy stock', 'Can you place a stock purchase for me', 'Place a buy order for me'],
    usual: ['Make my usual stock purchase', 'Buy stock the way I usually do', 'Buy a lot of my usual stock'],
    params: {
      sector: ['in {v}', 'from {v}'],
      amount: [', {v} shares', ', {v} shares in total', 'for {v} shares'],
      paymentMethod: [', funded by {v}', ', paying with {v}', 'using {v}'],
    },
    render: { sector: sectorOrStock },
  },
  sellStock: {
    intents: ['Sell some of my shares', 'I want to sell shares', 'Can you sell some shares', 'Sell part of my holdings'],
    usual: ['Sell my usual position', 'Take some profit on my stock like I usually do'],
    params: {
      stock: ['in {v}', 'of {v}'],
      amount: [', {v} of them', ', {v} shares', ', {v} shares in total'],
    },
    render: { stock: stockName },
  },
  getPortfolio: {
    intents: ['Show me my stock portfolio', 'How are my stocks doing', "What's in my portfolio", 'Can you check my stock positions'],
    params: {},
  },
}

// ---------------------------------------------------------------------------------------------------
// health

/** Goals with their own preposition, so mixed lists read: "for weight loss and to maintain health". */
const GOAL_WORDS: Record<string, string> = {
  maintain_health: 'to maintain health',
  body_toning: 'for body toning',
  loss_weight: 'for weight loss',
  manage_chronic_disease: 'to manage chronic disease',
}
const goals: Render = (v) =>
  Array.isArray(v) ? join(v.map((g) => GOAL_WORDS[String(g)] ?? `for ${String(g).replaceAll('_', ' ')}`)) : undefined

const healthPlanParams = {
  equipment: ['using {v}', 'that uses {v}'],
  targetAreas: ['targeting {v}', 'focused on {v}', 'working {v}'],
  goals: ['{v}', ', mainly {v}'],
  activityLevel: ['at {v} intensity', ', at {v} intensity', ', {v} activity level'],
}
const healthPlanRender = {
  equipment: (v: unknown) => {
    if (!Array.isArray(v)) return undefined
    if (v.length === 0) return 'no equipment'
    return join(
      v.map((e) => {
        const word = String(e).replaceAll('_', ' ')
        return /s$/i.test(word) ? word : `${article(word)} ${word}`
      }),
    )
  },
  targetAreas: (v: unknown) =>
    Array.isArray(v) ? join(v.map((a) => (a === 'full_body' ? 'the full body' : String(a).replaceAll('_', ' ')))) : undefined,
  goals,
}

const health: Record<string, ToolPhrasing> = {
  createHealthPlan: {
    intents: ['Make me a workout plan', 'Create a fitness plan for me', 'I need a training plan', 'Can you set up an exercise plan for me'],
    usual: ['Make me a workout plan that fits my routine', 'Set up a training plan like the one I usually follow'],
    params: healthPlanParams,
    render: healthPlanRender,
  },
  'ping_an_health.createHealthPlan': {
    intents: ['Make me a health plan', 'Create a wellness plan for me', 'I need a health plan', 'Can you set up a health plan for me'],
    usual: ['Make me a health plan that suits me', 'Set up a health plan like the one I usually follow'],
    params: healthPlanParams,
    render: healthPlanRender,
  },
  getHealthPlan: {
    intents: ['Show me my workout plan', 'Pull up my training plan', "What's in my fitness plan", 'Can you open my plan'],
    usual: ['Show me the plan I made', 'Pull up my latest plan'],
    params: { planId: [', the one with id {v}', '({v})', ', plan id {v}'] },
    render: { planId: verbatim },
  },
  logExercise: {
    intents: ['Log a workout', 'Record my exercise', 'Add a workout to my log', 'Can you log some exercise'],
    usual: ['Log my usual workout', 'Record the workout I usually do', 'Add my regular session to the log'],
    params: {
      activityType: [', it was {v}', '— {v}'],
      duration: ['for {v} minutes', ', {v} minutes long', 'lasting {v} minutes'],
      distanceKm: ['covering {v} km', ', {v} km in all'],
      date: ['{v}', ', done {v}', 'that I did {v}'],
    },
    render: { date: onDay },
  },
  getExerciseLog: {
    intents: ['Show me my exercise log', 'What workouts have I logged', 'Pull up my workout history', 'Can you check my exercise records'],
    usual: ['Give me my weekly exercise review', 'Show me my workouts like I usually check', 'How did my training go over the usual stretch'],
    params: {
      date: ['for {v}', 'from {v}'],
      startDate: ['from {v}', 'starting {v}'],
      endDate: ['to {v}', 'up to {v}', 'through {v}'],
      activityType: [', only {v}', ', just the {v} sessions', ', {v} only'],
    },
    render: { date: bareDay, startDate: bareDay, endDate: bareDay },
  },
  deleteExerciseLog: {
    intents: ['Delete a workout from my log', 'Remove an exercise entry', 'Take a workout off my log', 'Can you delete a logged workout'],
    usual: ['Delete the workout I just logged', 'Remove my last exercise entry'],
    params: { logId: [', the one with id {v}', '({v})', ', entry {v}'] },
    render: { logId: verbatim },
  },
  bookHealthCheck: {
    intents: ['Book me a health check-up', 'I need to schedule a medical check-up', 'Can you book a physical exam for me', 'Set up a health screening for me'],
    usual: ['Book my regular health check-up', 'Schedule my check-up the way I usually do', 'Book the check-up I have every year'],
    params: {
      packageId: ['choosing {v}', 'on {v}'],
      date: ['{v}', ', {v}'],
      time: ['at {v}', ', arriving at {v}'],
      location: ['near {v}', 'at a centre close to {v}'],
    },
    render: {
      packageId: (v) => (typeof v === 'string' ? `the ${v.replaceAll('_', ' ')} package` : undefined),
      date: onDay,
      location: place,
    },
  },
  cancelHealthCheck: {
    intents: ['Cancel my health check-up', 'I need to cancel a check-up appointment', 'Call off my medical check-up', 'Can you cancel my health screening'],
    usual: ['Cancel the check-up I booked', 'Call off my upcoming check-up'],
    params: { checkId: [', booking {v}', ', the one with id {v}', '({v})'] },
    render: { checkId: verbatim },
  },
  getHealthCheck: {
    intents: ['Show me my check-up booking', 'What are the details of my health check-up', 'Pull up my medical check-up', 'Can you check on my health screening'],
    usual: ['Show me the check-up I booked', 'When is my upcoming check-up'],
    params: { checkId: [', booking {v}', ', the one with id {v}', '({v})'] },
    render: { checkId: verbatim },
  },
  listHealthChecks: {
    intents: ['Show me my health check-ups', 'List my check-up appointments', 'What check-ups do I have', 'Can you pull up my health screenings'],
    params: { status: [', {v}', '— {v}'] },
    render: {
      status: (v) => (typeof v === 'string' ? (v === 'all' ? 'all of them' : `only the ${v} ones`) : undefined),
    },
  },
}

// ---------------------------------------------------------------------------------------------------
// news

const news: Record<string, ToolPhrasing> = {
  getDailyNewsRecommendations: {
    intents: ['Show me the latest headlines', 'Get me some stories to read', "What's on my feed", 'Can you find me some articles', 'Catch me up on the headlines'],
    usual: ['Show me my usual feed', 'Get me the stories I usually read', 'Catch me up like every morning'],
    params: {
      category: ['in the {v} section', 'in the {v} category'],
      searchQuery: ['about {v}', 'on {v}', 'related to {v}'],
      date: ['from {v}'],
    },
    render: {
      searchQuery: (v) => (v === '' ? 'anything at all' : undefined),
      date: bareDay,
    },
  },
  getArticle: {
    intents: ['Open an article for me', 'Show me an article', 'I want to read an article', 'Can you pull up an article'],
    usual: ['Open the top story from my feed', 'Show me that article from my feed'],
    params: { articleId: byId },
    render: { articleId: verbatim },
  },
  saveArticle: {
    intents: ['Save an article for me', 'Bookmark an article', 'Add an article to my saved list', 'Can you save an article for later'],
    usual: ['Save the article I just read', 'Bookmark the story I was just reading'],
    params: { articleId: byId },
    render: { articleId: verbatim },
  },
  listSavedArticles: {
    intents: ['Show me my saved articles', 'What articles have I bookmarked', 'Open my reading list', 'Can you list the stories I saved'],
    params: {},
  },
  deleteSavedArticle: {
    intents: ['Remove an article from my saved list', 'Unsave an article', 'Delete a bookmarked article', 'Can you take an article off my saved list'],
    usual: ['Remove the article I saved last', 'Unsave the story I bookmarked earlier'],
    params: { articleId: byId },
    render: { articleId: verbatim },
  },
  followTopic: {
    intents: ['Follow a topic for me', 'Subscribe me to a topic', 'I want updates on a topic', 'Can you follow a topic for me'],
    usual: ['Follow the topic I keep reading about', "Follow what I've been reading about lately"],
    params: { topic: [', namely {v}', '— {v}'] },
    render: { topic: verbatim },
  },
  unfollowTopic: {
    intents: ['Unfollow a topic', 'Stop following a topic for me', 'Remove a topic from the ones I follow', 'Can you unfollow a topic for me'],
    usual: ["Unfollow the topic I'm not into anymore", 'Stop following the topic I added last'],
    params: { topic: [', namely {v}', '— {v}'] },
    render: { topic: verbatim },
  },
  listFollowedTopics: {
    intents: ['Which topics do I follow', "Show me the topics I'm following", 'List my followed topics', 'What am I following'],
    params: {},
  },
}

// ---------------------------------------------------------------------------------------------------
// music

const music: Record<string, ToolPhrasing> = {
  searchSongs: {
    intents: ['Search for some songs', 'Find me some songs', 'Look up some music', 'Can you find some songs for me'],
    usual: ['Find songs by the artist I usually listen to', 'Look up my favourite artist', 'Search for the music I usually play'],
    params: {
      query: ['by {v}', 'from {v}'],
      limit: [', up to {v} of them', ', {v} results', ', showing {v} at most'],
    },
    render: { query: verbatim },
  },
  playSong: {
    intents: ['Play a song for me', 'Put on a song', 'Play some music', 'Can you play a track for me'],
    usual: ['Play my usual music', 'Put on something I usually listen to', 'Play one of my favourite songs'],
    params: {
      songId: [', the one with id {v}', '— song {v}'],
      query: ['matching {v}', 'called {v}'],
    },
    render: { songId: verbatim, query: verbatim },
  },
  getPlayHistory: {
    intents: ['Show me my listening history', 'What have I been listening to', 'Pull up my recently played songs', 'Can you check what I played lately'],
    params: { limit: [', the last {v}', ', up to {v} songs', ', {v} entries at most'] },
  },
  createPlaylist: {
    intents: ['Make a new playlist', 'Create a playlist for me', 'Start a new playlist', 'Can you create a playlist for me'],
    usual: ["Put the songs I've been playing into a new playlist", 'Make a new playlist the way I usually do'],
    params: {
      name: ['called {v}', 'named {v}'],
      description: ['described as "{v}"', 'with the description "{v}"'],
      songIds: ['with {v}', 'starting with {v}', 'containing {v}'],
      isPublic: ['as a {v} playlist', ', and make it {v}', ', kept {v}'],
    },
    render: {
      name: verbatim,
      description: verbatim,
      songIds: songs,
      isPublic: (v) => (typeof v === 'boolean' ? (v ? 'public' : 'private') : undefined),
    },
  },
  addToPlaylist: {
    intents: ['Add songs to my playlist', 'Put some songs on my playlist', 'Add a few tracks to my playlist', 'Can you add songs to my playlist'],
    usual: ["Add the songs I've been playing to my playlist", 'Put my latest favourites on my usual playlist'],
    params: { playlistId: [', the one with id {v}', '({v})'], songIds: [', namely {v}', '— {v}'] },
    render: { playlistId: verbatim, songIds: songs },
  },
  removeFromPlaylist: {
    intents: ['Remove songs from my playlist', 'Take some songs off my playlist', 'Delete a few tracks from my playlist', 'Can you remove songs from my playlist'],
    usual: ["Take the songs I'm tired of off my playlist"],
    params: { playlistId: [', the one with id {v}', '({v})'], songIds: [', namely {v}', '— {v}'] },
    render: { playlistId: verbatim, songIds: songs },
  },
  getPlaylist: {
    intents: ['Show me my playlist', "What's on my playlist", 'Open my playlist', 'Can you pull up my playlist'],
    usual: ['Show me my usual playlist', "What's on the playlist I always play"],
    params: { playlistId: [', the one with id {v}', '({v})'] },
    render: { playlistId: verbatim },
  },
  listPlaylists: {
    intents: ['Show me all my playlists', 'What playlists do I have', 'List my playlists', 'Can you pull up my playlists'],
    params: {},
  },
  deletePlaylist: {
    intents: ['Delete my playlist', 'Get rid of my playlist', 'Remove my playlist', 'Can you delete my playlist'],
    usual: ["Delete the playlist I don't use anymore"],
    params: { playlistId: [', the one with id {v}', '({v})'] },
    render: { playlistId: verbatim },
  },
}

// ---------------------------------------------------------------------------------------------------
// video

const TYPE_RENDER: Render = (v) => (typeof v === 'string' ? v : undefined)

const video: Record<string, ToolPhrasing> = {
  searchVideos: {
    intents: ['Find me something to watch', 'Search for videos', 'Look for something I can watch', 'Can you find me something to watch'],
    usual: ['Find me something to watch, my usual kind of thing', 'Look for the kind of videos I usually watch', 'Search for something like what I usually watch'],
    params: {
      query: ['matching {v}', 'along the lines of {v}', 'related to {v}'],
      type: VIDEO_TYPE,
      sortBy: ['{v}', ', {v}'],
      limit: [', up to {v} results', ', top {v}', ', {v} results at most'],
    },
    render: {
      query: verbatim,
      type: TYPE_RENDER,
      sortBy: (v) => {
        if (v === 'latest') return 'with the latest first'
        if (v === 'popular') return 'with the most popular first'
        return typeof v === 'string' ? `sorted by ${v}` : undefined
      },
    },
  },
  playVideo: {
    intents: ['Play a video for me', 'Put on a video for me', 'Start a video for me', 'Can you play something for me'],
    usual: ['Continue what I was watching', 'Put on my show', 'Keep watching my series where I left off'],
    params: {
      videoId: [', video {v}', '— {v}'],
      episode: [', episode {v}', 'from episode {v}', ', starting with episode {v}'],
      positionMin: [', starting at minute {v}', 'from minute {v}', ', {v} minutes in'],
    },
    render: { videoId: verbatim },
  },
  getWatchHistory: {
    intents: ['Show me my watch history', 'What have I watched lately', 'Pull up my viewing history', 'Can you check what I watched recently'],
    params: {
      type: [', just {v} titles', 'in the {v} category'],
      limit: [', the last {v} entries', ', up to {v} items', ', {v} at most'],
    },
    render: { type: TYPE_RENDER },
  },
  deleteWatchHistory: {
    intents: ['Remove a video from my watch history', 'Delete something from my viewing history', 'Clear a title from my watch history', 'Can you erase a video from my history'],
    usual: ['Remove the last thing I watched from my history', 'Delete what I just watched from my history'],
    params: { videoId: [', video {v}', '— {v}'] },
    render: { videoId: verbatim },
  },
  subscribeMembership: {
    intents: ['Sign me up for a membership', 'I want to subscribe to a membership', 'Buy me a membership', 'Can you get me a subscription'],
    usual: ['Renew my membership the usual way', 'Get my usual membership', 'Sign me up again like last time'],
    params: {
      plan: ['on the {v} plan', ', billed {v}', ', {v} plan'],
      tier: ['at the {v} tier', ', {v} tier'],
      autoRenew: ['{v}', ', {v}'],
      paymentMethod: PAY,
    },
    render: {
      tier: (v) => (typeof v === 'string' ? (/^s?vip$/i.test(v) ? v.toUpperCase() : v.charAt(0).toUpperCase() + v.slice(1)) : undefined),
      autoRenew: (v) => (typeof v === 'boolean' ? (v ? 'with auto-renewal on' : 'without auto-renewal') : undefined),
    },
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

// ---------------------------------------------------------------------------------------------------
// knowledge

const courseLevel: Render = (v) => (typeof v === 'string' ? (v === 'all' ? 'all levels' : `${v} level`) : undefined)
const courseTopic: Render = (v) => (v === '' ? 'whatever is most popular' : undefined)

const knowledge: Record<string, ToolPhrasing> = {
  getKnowledge: {
    intents: ['Look something up for me', 'Search for posts', 'Find me some info', 'Can you find me some posts'],
    usual: ["Find me posts on the stuff I'm usually into", 'Look up something I usually read about', 'Show me posts on my usual interests'],
    params: { searchQuery: ['about {v}', 'on {v}', 'related to {v}'] },
    render: { searchQuery: verbatim },
  },
  getNote: {
    intents: ['Open a note for me', 'Show me a note', 'I want to see a note', 'Can you pull up a note'],
    usual: ['Open the top note from my search', 'Show me that note I found'],
    params: { noteId: byId },
    render: { noteId: verbatim },
  },
  saveNote: {
    intents: ['Save a note for me', 'Bookmark a note', 'Add a note to my collection', 'Can you save a note for me'],
    usual: ['Save the note I was just reading', 'Bookmark that note I just opened where I usually keep them'],
    params: { noteId: byId, board: ['to my {v} board', 'on the {v} board', 'under {v}'] },
    render: { noteId: verbatim, board: verbatim },
  },
  listSavedNotes: {
    intents: ['Show me my saved notes', 'What notes have I saved', 'List my bookmarked notes', 'Can you pull up my saved notes'],
    params: { board: ['on my {v} board', 'from the {v} board', 'under {v}'] },
    render: { board: verbatim },
  },
  deleteSavedNote: {
    intents: ['Remove a saved note', 'Unsave a note', 'Delete a note from my saved list', 'Can you take a note off my saved list'],
    usual: ['Unsave the note I saved last'],
    params: { noteId: byId },
    render: { noteId: verbatim },
  },
  buyPaidContent: {
    intents: ['Buy this paid content for me', 'Purchase a paid post', 'Unlock a paid post for me', 'I want to buy some paid content'],
    usual: ['Buy the paid post I was just looking at', 'Unlock that paid content I found, paying the usual way'],
    params: { contentId: [', the one with id {v}', '({v})', ', item {v}'], paymentMethod: PAY },
    render: { contentId: verbatim },
  },
  listPurchasedContent: {
    intents: ["Show me the paid content I've bought", 'List my purchased content', 'What paid content do I own', "Can you pull up what I've paid for"],
    params: {},
  },
  getQuestion: {
    intents: ['Show me a question', 'Open a question for me', 'I want to see the answers to a question', 'Can you pull up a question'],
    usual: ['Open the top question from my search', 'Show me that question I found'],
    params: { questionId: [', the one with id {v}', ', number {v}', '({v})'] },
    render: { questionId: verbatim },
  },
  followQuestion: {
    intents: ['Follow a question for me', 'I want to follow a question', 'Keep me posted on a question', 'Can you follow a question for me'],
    usual: ['Follow the question I was just reading', 'Keep me posted on that question I just opened'],
    params: { questionId: [', the one with id {v}', ', number {v}', '({v})'] },
    render: { questionId: verbatim },
  },
  unfollowQuestion: {
    intents: ['Unfollow a question', 'Stop following a question for me', 'Remove a question from the ones I follow', 'Can you unfollow a question'],
    usual: ["Unfollow the question I followed last"],
    params: { questionId: [', the one with id {v}', ', number {v}', '({v})'] },
    render: { questionId: verbatim },
  },
  listFollowedQuestions: {
    intents: ['Which questions am I following', 'Show me my followed questions', 'List the questions I follow', 'Can you pull up the questions I follow'],
    params: {},
  },
  upvoteAnswer: {
    intents: ['Upvote an answer', 'Upvote an answer for me', 'I want to upvote an answer', 'Can you upvote an answer for me'],
    usual: ['Upvote the answer I just read', 'Give that answer I was reading an upvote'],
    params: { answerId: [', the one with id {v}', ', number {v}', '({v})'] },
    render: { answerId: verbatim },
  },
  cancelUpvote: {
    intents: ['Take back my upvote on an answer', 'Remove my upvote from an answer', 'Undo my upvote on an answer', 'Can you cancel my upvote on an answer'],
    usual: ['Take back the upvote I just gave'],
    params: { answerId: [', the one with id {v}', ', number {v}', '({v})'] },
    render: { answerId: verbatim },
  },
  getCourseList: {
    intents: ['Find me some courses', 'Show me some courses', "I'm looking for a course", 'Can you find me a course'],
    usual: ['Find me a course on something I usually learn about', 'Show me courses like the ones I usually take', 'Look for courses on my usual interests'],
    params: {
      category: ['in the {v} category', 'under {v}'],
      level: ['at {v}', 'pitched at {v}'],
      searchQuery: ['about {v}', 'covering {v}', 'on {v}'],
      priceRange: [', {v}'],
    },
    render: { level: courseLevel, searchQuery: courseTopic, priceRange: yuanRange('priced at least', 'priced between') },
  },
  getCourse: {
    intents: ['Show me a course', 'Tell me about a course', 'Open a course page for me', 'Can you pull up a course'],
    usual: ['Show me the top course from my search', 'Tell me about that course I found'],
    params: { courseId: [', the one with id {v}', '({v})', ', course {v}'] },
    render: { courseId: verbatim },
  },
  buyCourse: {
    intents: ['Buy a course for me', 'I want to sign up for a course', 'Enroll me in a course', 'Can you purchase a course for me'],
    usual: ['Buy the course I was just looking at', 'Sign me up for that course I just checked out'],
    params: {
      category: ['in the {v} category', 'under {v}'],
      level: ['at {v}', 'pitched at {v}'],
      searchQuery: ['about {v}', 'covering {v}', 'on {v}'],
      courseId: [', specifically course {v}', ', the one with id {v}', '— course {v}'],
      paymentMethod: PAY,
    },
    render: { level: courseLevel, searchQuery: courseTopic, courseId: verbatim },
  },
  listMyCourses: {
    intents: ['Show me my courses', 'What courses do I have', "List the courses I've bought", 'Can you pull up my courses'],
    params: { status: ['that are {v}', ', only the {v} ones'] },
  },
  studyCourse: {
    intents: ['Log my study progress on a course', 'Update my course progress', 'Record that I studied a course', 'Can you mark some course progress for me'],
    usual: ['Log my usual study session', 'Update my progress on the course I am taking'],
    params: {
      orderId: ['for order {v}', 'on order {v}'],
      courseId: [', course {v}', 'for course {v}'],
      lessons: [', {v}', 'with {v} done'],
    },
    render: {
      orderId: verbatim,
      courseId: verbatim,
      lessons: (v) => (typeof v === 'number' ? `${v} more ${v === 1 ? 'lesson' : 'lessons'}` : undefined),
    },
  },
  refundCourse: {
    intents: ['Refund a course', 'I want my money back on a course', 'Get me a refund on a course', 'Can you refund a course'],
    usual: ['Refund the course I just bought', "Get my money back for the course I haven't started"],
    params: { orderId: [', order {v}', 'under order {v}'], courseId: [', course id {v}', '— course {v}'] },
    render: { orderId: verbatim, courseId: verbatim },
  },
}

export const lifestyleLexicon: Lexicon = { ...finance, ...health, ...news, ...music, ...video, ...knowledge }
