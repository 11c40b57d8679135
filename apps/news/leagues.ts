import { createRng, hashString, type Rng } from '../kit/index.ts'
import type { NewsDay } from './news-day.ts'

/**
 * Leagues, their teams and the days they play, and each day's games with one result for the whole
 * world: a match report names two teams of the same league, and every story about a game agrees on
 * its score. Days are the Beijing dates results are reported (European games end overnight).
 */
export interface League {
  id: string
  name: string
  teams: readonly string[]
  /** Whether the league's results are reported on a day. */
  plays(d: NewsDay): boolean
  /** Games reported a day. */
  games: number
  sport: 'basketball' | 'football' | 'esports'
  /** Games a series is played to (esports). */
  bestOf?: number
}

const md = (d: NewsDay) => d.month * 100 + d.day
const between = (d: NewsDay, from: number, to: number) => (from <= to ? md(d) >= from && md(d) <= to : md(d) >= from || md(d) <= to)

export const NBA: League = {
  id: 'nba',
  name: 'the NBA',
  sport: 'basketball',
  teams: ['Los Angeles Lakers', 'Boston Celtics', 'Golden State Warriors', 'Denver Nuggets', 'Milwaukee Bucks', 'Dallas Mavericks', 'Oklahoma City Thunder', 'New York Knicks', 'Miami Heat', 'Phoenix Suns', 'Houston Rockets', 'Minnesota Timberwolves', 'Cleveland Cavaliers', 'San Antonio Spurs', 'Philadelphia 76ers', 'Indiana Pacers'],
  // Regular season late October to mid-April, no games over the All-Star break; playoffs to June.
  plays: (d) => (between(d, 1022, 413) && !between(d, 213, 218)) || between(d, 419, 620),
  games: 6,
}
export const CBA: League = {
  id: 'cba',
  name: 'the CBA',
  sport: 'basketball',
  teams: ['Guangdong Southern Tigers', 'Liaoning Flying Leopards', 'Beijing Ducks', 'Zhejiang Lions', 'Shanghai Sharks', 'Xinjiang Flying Tigers', 'Shandong Heroes', 'Shenzhen Leopards', 'Zhejiang Golden Bulls', 'Beijing Royal Fighters', 'Shanxi Loongs', 'Qingdao Eagles'],
  // October to early April, paused for the FIBA windows; playoffs in April and May.
  plays: (d) => (between(d, 1012, 405) && !between(d, 1124, 1202) && !between(d, 223, 303)) || between(d, 410, 520),
  games: 4,
}
export const CSL: League = {
  id: 'csl',
  name: 'the Chinese Super League',
  sport: 'football',
  teams: ['Shanghai Port', 'Shanghai Shenhua', 'Beijing Guoan', 'Shandong Taishan', 'Chengdu Rongcheng', 'Tianjin Jinmen Tiger', 'Wuhan Three Towns', 'Zhejiang FC', 'Henan FC', 'Changchun Yatai', 'Qingdao West Coast', 'Shenzhen Peng City'],
  // March to November, Friday to Sunday evenings.
  plays: (d) => between(d, 301, 1122) && [5, 6, 0].includes(d.weekday),
  games: 3,
}

// The European leagues report on Sunday and Monday mornings, and midweek in the winter rush.
const europeanWeekend = (d: NewsDay) => between(d, 817, 525) && ([0, 1].includes(d.weekday) || (between(d, 1201, 110) && d.weekday === 4))
const europe = (id: string, name: string, teams: string[], winterBreak = false): League => ({
  id,
  name,
  sport: 'football',
  teams,
  plays: (d) => europeanWeekend(d) && !(winterBreak && between(d, 1222, 109)),
  games: 3,
})
export const EUROPEAN_LEAGUES: readonly League[] = [
  europe('epl', 'the Premier League', ['Manchester City', 'Arsenal', 'Liverpool', 'Manchester United', 'Chelsea', 'Tottenham Hotspur', 'Newcastle United', 'Aston Villa']),
  europe('laliga', 'La Liga', ['Real Madrid', 'Barcelona', 'Atlético Madrid', 'Athletic Club', 'Real Sociedad', 'Villarreal']),
  europe('bundesliga', 'the Bundesliga', ['Bayern Munich', 'Borussia Dortmund', 'Bayer Leverkusen', 'RB Leipzig', 'Eintracht Frankfurt', 'VfB Stuttgart'], true),
  europe('seriea', 'Serie A', ['Inter Milan', 'AC Milan', 'Juventus', 'Napoli', 'AS Roma', 'Atalanta']),
  europe('ligue1', 'Ligue 1', ['Paris Saint-Germain', 'Marseille', 'Monaco', 'Lyon', 'Lille', 'Lens']),
]

/** The Champions League's stage on a day (Wednesday and Thursday mornings in Beijing), if it plays. */
export function uclStage(d: NewsDay): string | undefined {
  if (d.weekday !== 3 && d.weekday !== 4) return undefined
  if (between(d, 917, 1212) || between(d, 121, 130)) return 'league phase'
  if (between(d, 217, 226)) return 'knockout play-offs'
  if (between(d, 310, 319)) return 'round of 16'
  if (between(d, 407, 416)) return 'quarterfinals'
  if (between(d, 428, 507)) return 'semifinals'
  return undefined
}
export const UCL: League = {
  id: 'ucl',
  name: 'the Champions League',
  sport: 'football',
  teams: EUROPEAN_LEAGUES.flatMap((l) => l.teams.slice(0, 4)),
  plays: (d) => uclStage(d) !== undefined,
  games: 4,
}

/** The LPL's split on a day: none in the off-season, over the Spring Festival break or on Mondays. */
export function lplSplit(d: NewsDay): string | undefined {
  if (d.weekday === 1 || (d.lny >= -3 && d.lny <= 6)) return undefined
  if (between(d, 112, 322)) return 'Split 1'
  if (between(d, 405, 622)) return 'Split 2'
  if (between(d, 705, 914)) return 'Split 3'
  return undefined
}
export const LPL: League = {
  id: 'lpl',
  name: 'the LPL',
  sport: 'esports',
  teams: ['Bilibili Gaming', 'JD Gaming', 'Top Esports', 'Weibo Gaming', 'LNG Esports', 'EDward Gaming', 'Anyone’s Legend', 'Royal Never Give Up', 'Invictus Gaming', 'FunPlus Phoenix'],
  plays: (d) => lplSplit(d) !== undefined,
  games: 2,
  bestOf: 3,
}
export const KPL: League = {
  id: 'kpl',
  name: 'the KPL',
  sport: 'esports',
  teams: ['Chengdu AG Super Play', 'Wuhan eStarPro', 'Chongqing Wolves', 'Guangzhou TTG', 'Hangzhou LGD.NBW', 'Beijing JDG'],
  plays: (d) => (between(d, 301, 620) || between(d, 905, 1125)) && [4, 5, 6, 0].includes(d.weekday),
  games: 2,
  bestOf: 5,
}

/** The AFC Champions League Elite: the Chinese clubs in it against the rest of Asia, Tuesday and Wednesday evenings. */
export const ACL_CHINESE: readonly string[] = ['Shanghai Port', 'Shanghai Shenhua', 'Chengdu Rongcheng']
export const ACL: League = {
  id: 'acl',
  name: 'the AFC Champions League Elite',
  sport: 'football',
  teams: [...ACL_CHINESE, 'Kawasaki Frontale', 'Vissel Kobe', 'Yokohama F. Marinos', 'Ulsan HD', 'Gwangju FC', 'Buriram United', 'Johor Darul Ta’zim', 'Al-Hilal'],
  plays: (d) => (between(d, 916, 1210) || between(d, 210, 218)) && [2, 3].includes(d.weekday),
  games: 1,
}

export const LEAGUES: readonly League[] = [NBA, CBA, CSL, ...EUROPEAN_LEAGUES, UCL, ACL, LPL, KPL]

export interface Game {
  winner: string
  loser: string
  /** Winner's score first ('112-104', '2-1', '2-0'). */
  score: string
  /** A football draw: winner and loser are home and away. */
  draw: boolean
  /** Won by the smallest margin (a basket or a goal). */
  close: boolean
}

function result(league: League, rng: Rng): [number, number] {
  if (league.sport === 'basketball') {
    const w = rng.int(96, 131)
    return [w, w - rng.weighted([rng.int(1, 3), rng.int(4, 12), rng.int(13, 26)], [3, 5, 2])]
  }
  if (league.sport === 'esports') {
    const w = Math.ceil((league.bestOf ?? 3) / 2)
    return [w, rng.int(0, w - 1)]
  }
  const goals = rng.weighted([0, 1, 2, 3, 4], [1, 3, 3, 2, 1])
  if (rng.chance(0.25)) return [Math.min(goals, 2), Math.min(goals, 2)]
  const w = Math.max(1, goals)
  return [w, rng.int(0, w - 1)]
}

/** The games a league's results report on a day, the same in every story and app of a world. */
export function gamesOn(d: NewsDay, league: League): readonly Game[] {
  if (!league.plays(d)) return []
  const rng = createRng(`${d.seed}:games:${league.id}:${d.date}`)
  // A continental game puts a Chinese club against a foreign one.
  const teams = league === ACL ? [rng.pick(ACL_CHINESE), rng.pick(league.teams.filter((t) => !ACL_CHINESE.includes(t)))] : rng.shuffle(league.teams)
  const games: Game[] = []
  for (let i = 0; i + 1 < teams.length && games.length < league.games; i += 2) {
    const [a, b] = result(league, rng)
    const draw = a === b
    const homeWins = draw || rng.chance(0.56)
    games.push({ winner: homeWins ? teams[i]! : teams[i + 1]!, loser: homeWins ? teams[i + 1]! : teams[i]!, score: `${a}-${b}`, draw, close: a - b <= (league.sport === 'basketball' ? 3 : 1) })
  }
  return games
}

/** One of the day's games for a story (each story picks its own, the same one all day). */
export function gameFor(d: NewsDay, league: League, story: string, which: (g: Game) => boolean = (g) => !g.draw): Game | undefined {
  const games = gamesOn(d, league).filter(which)
  return games.length === 0 ? undefined : games[hashString(`${d.seed}:${story}:${d.date}`) % games.length]
}
