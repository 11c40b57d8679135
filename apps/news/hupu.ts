import type { Rng } from '../kit/index.ts'
import { z } from 'zod'
import { longTail } from '../knowledge/people.ts'
import type { NewsCategory, NewsFlavour } from './flavour.ts'
import { defineNewsApp } from './news-app.ts'
import { COMMON_SLOTS } from './slots-common.ts'
import { SHOWBIZ_SLOTS } from './showbiz.ts'
import { SPORTS_SLOTS } from './sports-slots.ts'
import { SPORTS_STORIES } from './sports-stories.ts'

const ALL_SPORTS = ['nba', 'cba', 'csl', 'euro', 'tennis', 'f1', 'olympic']

// Hupu's boards; 'sports' is the front page mix, and where unknown channels land.
const CATEGORIES: readonly NewsCategory[] = [
  { id: 'sports', label: 'Sports', zh: '体育', synonyms: ['sport', 'all', 'general', 'news', 'hot', 'home', 'front page', 'international sports', '综合', '热门'], family: 'other', groups: ALL_SPORTS },
  { id: 'basketball', label: 'Basketball', zh: '篮球', synonyms: ['hoops'], family: 'other', groups: ['nba', 'cba'] },
  { id: 'nba', label: 'NBA', zh: 'NBA', synonyms: [], family: 'other', groups: ['nba'] },
  { id: 'cba', label: 'CBA', zh: 'CBA', synonyms: ['chinese basketball'], family: 'other', groups: ['cba'] },
  { id: 'football', label: 'Football', zh: '足球', synonyms: ['soccer'], family: 'other', groups: ['csl', 'euro'] },
  { id: 'csl', label: 'Chinese Super League', zh: '中超', synonyms: ['chinese football', 'china football'], family: 'other', groups: ['csl'] },
  { id: 'euro', label: 'International Football', zh: '国际足球', synonyms: ['premier league', 'la liga', 'champions league', 'european football', 'serie a', 'bundesliga', '英超', '西甲'], family: 'other', groups: ['euro'] },
  { id: 'esports', label: 'Esports', zh: '电竞', synonyms: ['e-sports', 'e sports', 'gaming', 'games', 'game', 'lol', 'league of legends', 'honor of kings', 'lpl', 'kpl', '游戏'], family: 'entertainment', groups: ['lpl'] },
  { id: 'tennis', label: 'Tennis', zh: '网球', synonyms: ['atp', 'wta'], family: 'other', groups: ['tennis'] },
  { id: 'racing', label: 'Racing', zh: '赛车', synonyms: ['f1', 'formula 1', 'formula one', 'motorsport', 'motorsports', 'car racing'], family: 'other', groups: ['f1'] },
  { id: 'olympic', label: 'Olympic Sports', zh: '综合体育', synonyms: ['olympics', 'table tennis', 'ping pong', 'badminton', 'volleyball', 'athletics', 'swimming', 'diving', '乒乓球', '羽毛球', '排球'], family: 'other', groups: ['olympic'] },
]

const BOARDS: Record<string, string> = { nba: 'NBA', cba: 'CBA', csl: 'Chinese Super League', euro: 'International Football', lpl: 'Esports', tennis: 'Tennis', f1: 'F1', olympic: 'Olympic Sports' }

const FAN_OF = ['Lakers', 'Celtics', 'Warriors', 'Rockets', 'Guoan', 'Shenhua', 'Port', 'Tigers', 'Ducks', 'BLG', 'JDG', 'Ferrari', 'Gunners', 'Reds']
const FAN_WORD = ['Fan', 'Forever', 'Believer', 'DieHard', 'OldTimer', 'Watcher', 'Since98']
const hupuUser = (rng: Rng) => `${rng.pick(FAN_OF)}${rng.pick(FAN_WORD)}${rng.int(1, 99)}`

export const hupuFlavour: NewsFlavour = {
  name: 'Hupu',
  idLead: '6',
  idCheckDigits: 2,
  categories: CATEGORIES,
  fallbackCategory: 'sports',
  stories: SPORTS_STORIES,
  sections: { nba: 'NBA', cba: 'CBA', csl: 'Chinese Super League', euro: 'International Football', lpl: 'Esports', tennis: 'Tennis', f1: 'Racing', olympic: 'Olympic Sports' },
  slots: { ...COMMON_SLOTS, ...SHOWBIZ_SLOTS, ...SPORTS_SLOTS },
  poolSize: 16,
  pageSize: 10,
  source: (group) => `Hupu ${BOARDS[group] ?? 'Sports'}`,
  // Hupu is a forum: fewer readers than a portal, but long reply threads.
  engagement: (rng) => {
    const reads = longTail(rng, 3_000, 900_000)
    return { reads, comments: Math.round(reads * rng.float(0.004, 0.03)) }
  },
  // A forum thread keeps drawing replies into the next day.
  growth: { hours: 10 },
  ordering: 'relevance',
  extra: {
    shape: { author: z.string(), lights: z.number().int() },
    of: (item, rng) => ({ author: hupuUser(rng), lights: Math.round(item.comments * rng.float(0.05, 0.4)) }),
    grows: ['lights'],
  },
  discussion: [
    'JRs, what do you make of this?',
    'Called it last week, check my post history.',
    'Defense wins championships, always has.',
    'The refs were terrible tonight, no other way to say it.',
    'Light this if you agree 💡',
    'Long season, nobody panic.',
    'As a {city} fan I am speechless.',
    'This is why I stay up until 3 a.m. to watch.',
    'The highlights don’t show how bad the second half was.',
    'Front office finally did something right.',
  ],
  commenter: hupuUser,
  closers: {
    '*': ['The thread is open for discussion; keep it civil, JRs.', 'Full replay and stats are on the board page.', 'Next up: the schedule continues this weekend.'],
    lpl: ['VODs are on the official channel; the board’s match thread has live reactions.', 'Standings and the next fixtures are pinned at the top of the board.'],
  },
}

/** Hupu (虎扑): China's sports forum; boards for NBA, CBA, football, esports and more, loved by young men. */
export const hupu = defineNewsApp({
  id: 'hupu',
  name: 'Hupu',
  aliases: ['Hupu', '虎扑', 'Hupu Sports', 'hupu.com'],
  description:
    'Sports community (虎扑): NBA, CBA, Chinese Super League and European football, tennis, F1, esports; game recaps and highlights as forum threads with replies and "lights" (upvotes). Sports only; follow teams to see them first.',
  traits: { focus: 'sports', format: 'forum threads', audience: 'young men', tone: 'banter' },
  flavour: hupuFlavour,
  examples: { category: "'basketball', 'football', 'esports', 'tennis', 'racing', 'sports'", query: "'game highlights', 'Lakers', 'transfer news'", topic: "'Lakers', 'Shanghai Port', 'LPL'" },
})
