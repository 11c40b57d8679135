import type { Rng } from '../kit/index.ts'
import { longTail, personName } from '../knowledge/people.ts'
import type { NewsCategory, NewsFlavour } from './flavour.ts'
import { defineNewsApp } from './news-app.ts'
import { COMMON_SLOTS } from './slots-common.ts'
import { SHOWBIZ_SLOTS } from './showbiz.ts'
import { SPORTS_SLOTS } from './sports-slots.ts'
import { SPORTS_STORIES } from './sports-stories.ts'
import { GENERAL_STORIES } from './toutiao-stories.ts'

const c = (id: string, label: string, zh: string, family: NewsCategory['family'], groups: readonly string[], synonyms: readonly string[] = []): NewsCategory => ({ id, label, zh, family, groups, synonyms })

// Toutiao's channels; 'news' (推荐) mixes the big sections and takes unknown channel names.
const CATEGORIES: readonly NewsCategory[] = [
  c('news', 'Recommended', '推荐', 'other', ['domestic', 'international', 'society', 'finance', 'technology', 'science', 'entertainment', 'nba', 'csl'], ['recommended', 'general', 'headlines', 'top', 'top stories', 'latest', 'breaking', 'breaking news', 'hot', 'trending', 'current affairs', 'global events', 'daily', '要闻', '热点', '头条']),
  c('domestic', 'China', '国内', 'other', ['domestic'], ['china', 'national', 'domestic news']),
  c('international', 'World', '国际', 'other', ['international'], ['world', 'global', 'foreign', 'international news']),
  c('society', 'Society', '社会', 'other', ['society'], ['social', 'local', 'social issues', 'city', 'crime', 'law']),
  c('politics', 'Politics', '时政', 'other', ['domestic', 'international'], ['political', 'government', 'policy']),
  c('finance', 'Finance', '财经', 'other', ['finance'], ['economy', 'economics', 'business', 'stocks', 'stock market', 'markets', 'market', 'money', 'investing']),
  c('technology', 'Technology', '科技', 'technology', ['technology', 'science'], ['tech', 'science and technology', 'digital', 'internet', 'ai', 'gadgets', 'new technology']),
  c('science', 'Science', '科学', 'technology', ['science'], ['space', 'discovery', 'research', '探索']),
  c('military', 'Military', '军事', 'other', ['military'], ['defense', 'defence', 'army', 'military news']),
  c('sports', 'Sports', '体育', 'other', ['nba', 'cba', 'csl', 'euro', 'olympic', 'tennis'], ['sport', 'football', 'basketball', 'soccer']),
  c('entertainment', 'Entertainment', '娱乐', 'entertainment', ['entertainment'], ['celebrity', 'movies', 'movie', 'film', 'tv', 'music', 'showbiz', 'gossip']),
  c('games', 'Games', '游戏', 'entertainment', ['games', 'lpl'], ['game', 'gaming', 'esports', 'e-sports', 'video games']),
  c('education', 'Education', '教育', 'education', ['education'], ['school', 'schools', 'exam', 'exams', 'gaokao', 'university', 'students', 'study']),
  c('health', 'Health', '健康', 'other', ['health'], ['medical', 'medicine', 'wellness']),
  c('autos', 'Autos', '汽车', 'other', ['autos'], ['auto', 'car', 'cars', 'ev', 'electric vehicles']),
  c('fashion', 'Fashion', '时尚', 'entertainment', ['fashion'], ['style', 'beauty', 'trends']),
  c('travel', 'Travel', '旅游', 'other', ['travel'], ['tourism', 'trips']),
  c('food', 'Food', '美食', 'other', ['food'], ['cooking', 'dining', 'restaurants']),
]

// The channel each story group shows as: sports leagues under Sports, esports under Games.
const SECTIONS: Record<string, string> = {
  ...Object.fromEntries(CATEGORIES.filter((c) => c.groups.length === 1).map((c) => [c.groups[0]!, c.label])),
  technology: 'Technology',
  games: 'Games',
  ...Object.fromEntries(['nba', 'cba', 'csl', 'euro', 'olympic', 'tennis', 'f1'].map((g) => [g, 'Sports'])),
  lpl: 'Games',
}

const OUTLETS: Record<string, readonly string[]> = {
  domestic: ['Xinhua', 'People’s Daily', 'CCTV News', 'China News Service', 'The Paper', 'Guangming Daily'],
  international: ['Xinhua', 'CGTN', 'Reference News', 'China News Service', 'The Paper', 'Global Times'],
  society: ['The Paper', 'Beijing News', 'Southern Metropolis Daily', 'Red Star News', 'Jiupai News', 'Xiaoxiang Morning Herald'],
  finance: ['Caixin', 'Yicai', 'Jiemian News', '21st Century Business Herald', 'Securities Times', 'China Securities Journal', 'Economic Observer'],
  technology: ['36Kr', 'Huxiu', 'IT Home', 'Jiemian News', 'TMTPost', 'The Paper'],
  science: ['Science and Technology Daily', 'Xinhua', 'CCTV News', 'Guokr', 'The Paper'],
  military: ['PLA Daily', 'CCTV Military', 'China Military Online', 'Global Times'],
  entertainment: ['Sina Entertainment', 'Tencent Entertainment', 'Mtime', 'Phoenix Entertainment'],
  games: ['Gamersky', 'GameLook', '17173', 'Chuapp'],
  education: ['China Education Daily', 'China Youth Daily', 'Beijing News', 'The Paper'],
  health: ['Health Times', 'DXY', 'People’s Daily Health', 'CCTV News'],
  autos: ['Autohome', 'Dongchedi', 'Yiche', 'Car News China'],
  fashion: ['Vogue China', 'ELLE China', 'Harper’s Bazaar China', 'YOKA'],
  travel: ['China Tourism News', 'Mafengwo', 'Travel Weekly China', 'The Paper'],
  food: ['Xiachufang', 'Beijing News', 'Dianping Selects', 'The Paper'],
  lpl: ['Gamersky', 'Wanplus', 'GameLook'],
  sports: ['Titan Sports', 'Xinhua Sports', 'CCTV Sports', 'Sina Sports', 'Tencent Sports'],
}

const toutiaoUser = (rng: Rng) => (rng.chance(0.5) ? `用户${rng.int(1_000_000_000, 9_999_999_999)}` : personName(rng))

export const toutiaoFlavour: NewsFlavour = {
  name: 'Toutiao',
  idLead: '7',
  idCheckDigits: 9,
  categories: CATEGORIES,
  fallbackCategory: 'news',
  stories: { ...GENERAL_STORIES, ...SPORTS_STORIES },
  sections: SECTIONS,
  slots: { ...COMMON_SLOTS, ...SHOWBIZ_SLOTS, ...SPORTS_SLOTS },
  poolSize: 18,
  pageSize: 10,
  source: (group, rng) => rng.pick(OUTLETS[group] ?? OUTLETS.sports!),
  // A portal with hundreds of millions of users: reads run into the millions, few readers comment.
  engagement: (rng) => {
    const reads = longTail(rng, 8_000, 6_000_000)
    return { reads, comments: Math.round(reads * rng.float(0.0008, 0.008)) }
  },
  // A portal story is read mostly within its first day.
  growth: { hours: 8 },
  ordering: 'relevance',
  discussion: [
    'Finally some good news.',
    'Hope the follow-up reporting is just as thorough.',
    'Clear and factual, thanks to the reporter.',
    'Does anyone know how this affects {city}?',
    'I read three outlets on this and they all agree.',
    'Numbers look good, let’s see how it goes in practice.',
    'Sharing this with my family group chat.',
    'The headline undersells it; read the whole piece.',
  ],
  commenter: toutiaoUser,
  closers: {
    '*': ['The story is developing; updates will follow.', 'Reporting by the outlet’s staff; edited for Toutiao.', 'Readers can follow the topic to get updates in their feed.'],
    finance: ['Market data are for reference only and do not constitute investment advice.', 'Analysts will watch next month’s data for confirmation of the trend.'],
    technology: ['Further details are expected at a press conference later this month.', 'Industry watchers expect competitors to respond within weeks.'],
  },
}

/** Toutiao (今日头条): ByteDance's news aggregator; wire and newspaper reporting across every section. */
export const toutiao = defineNewsApp({
  id: 'toutiao',
  name: 'Toutiao',
  aliases: ['Toutiao', '今日头条', 'Jinri Toutiao', 'Today’s Headlines', 'Today Headlines'],
  description:
    'News aggregator (今日头条): current affairs and factual reporting from Xinhua, People’s Daily, The Paper, Caixin, 36Kr and hundreds more outlets, across China, world, society, finance, technology, sports, entertainment and more; ranked for the reader.',
  traits: { focus: 'current affairs', sources: 'mainstream outlets', breadth: 'all sections', tone: 'factual' },
  flavour: toutiaoFlavour,
  examples: { category: "'news', 'finance', 'technology', 'sports', 'entertainment'", query: "'new energy vehicles', 'interest rates', 'AI model'", topic: "'AI', 'BYD', 'interest rates'" },
})
