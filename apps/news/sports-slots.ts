import { hashString } from '../kit/index.ts'
import { CBA, CSL, EUROPEAN_LEAGUES, gameFor, KPL, LPL, lplSplit, NBA, UCL, uclStage, type Game, type League } from './leagues.ts'
import type { NewsDay } from './news-day.ts'
import { int, type Facts, type SlotTable } from './story.ts'

/**
 * Sports vocabulary from the league tables: a club's competition is its own league, and a game's
 * teams and score come from the day's results (see leagues.ts). Players are referred to by role,
 * not name: scores are invented, and the sandbox puts no invented numbers on real people.
 */

// Tournaments by month: the tennis and F1 calendars decide which event a story is about.
const TENNIS_BY_MONTH: Record<number, readonly string[]> = {
  1: ['the Australian Open'], 2: ['the Qatar Open', 'the Dubai Championships'], 3: ['Indian Wells', 'the Miami Open'], 4: ['the Monte-Carlo Masters', 'the Madrid Open'],
  5: ['the Italian Open', 'Roland Garros'], 6: ['Roland Garros', 'the Queen’s Club Championships'], 7: ['Wimbledon'], 8: ['the Canadian Open', 'the Cincinnati Open'],
  9: ['the US Open', 'the China Open'], 10: ['the Shanghai Masters', 'the Wuhan Open'], 11: ['the ATP Finals', 'the WTA Finals'], 12: ['an off-season exhibition in Macau'],
}
const F1_BY_MONTH: Record<number, readonly string[]> = {
  3: ['the Australian Grand Prix', 'the Chinese Grand Prix in Shanghai'], 4: ['the Japanese Grand Prix', 'the Bahrain Grand Prix'],
  5: ['the Miami Grand Prix', 'the Canadian Grand Prix'], 6: ['the Monaco Grand Prix', 'the Spanish Grand Prix'], 7: ['the British Grand Prix', 'the Belgian Grand Prix'], 8: ['the Hungarian Grand Prix', 'the Dutch Grand Prix'],
  9: ['the Italian Grand Prix at Monza', 'the Singapore Grand Prix'], 10: ['the United States Grand Prix', 'the Mexico City Grand Prix'], 11: ['the São Paulo Grand Prix', 'the Las Vegas Grand Prix'], 12: ['the Abu Dhabi Grand Prix'],
}

/** An F1 race weekend: the season's Saturdays and Sundays, and Monday's reports. */
export const raceWeekend = (d: NewsDay): boolean => F1_BY_MONTH[d.month] !== undefined && !(d.month === 12 && d.day > 10) && !(d.month === 3 && d.day < 6) && [6, 0, 1].includes(d.weekday)

const daysSince = (d: NewsDay, year: number, month: number, day: number) => Math.floor((Date.UTC(d.year, d.month - 1, d.day) - Date.UTC(year, month - 1, day)) / 86_400_000)

const leagueOf = (team: string): League => EUROPEAN_LEAGUES.find((l) => l.teams.includes(team))!

export const SPORTS_SLOTS: SlotTable = {
  nba: NBA.teams,
  cba: CBA.teams,
  csl: CSL.teams,
  euro: EUROPEAN_LEAGUES.flatMap((l) => l.teams),
  eurocomp: (_rng, _d, draw) => leagueOf(draw('euro')).name,
  lpl: LPL.teams,
  kpl: KPL.teams,
  skate: ['Montreal', 'Seoul', 'Milan', 'Dresden', 'Tilburg', 'Salt Lake City'],
  fteam: ['Ferrari', 'McLaren', 'Red Bull Racing', 'Mercedes', 'Aston Martin', 'Williams', 'Alpine', 'Sauber'],
  tennisevent: (rng, d) => rng.pick(TENNIS_BY_MONTH[d.month] ?? ['the ATP Tour']),
  gp: (rng, d) => rng.pick(F1_BY_MONTH[d.month] ?? ['the season opener']),
  split: (_rng, d) => lplSplit(d) ?? 'the off-season',
  // Places in a top hundred move weekly, not daily.
  topn: (_rng, d) => String(6 + (hashString(`${d.seed}:top100:${Math.floor(d.dayNo / 7)}`) % 4)),
  // Rounds follow the season's progress: the CBA plays about two a week from mid-October, the CSL one a week from March.
  cbaround: (_rng, d) => String(Math.min(46, Math.max(1, Math.floor(daysSince(d, d.month >= 7 ? d.year : d.year - 1, 10, 12) / 3.5) + 1))),
  cslround: (_rng, d) => String(Math.min(30, Math.max(1, Math.floor(daysSince(d, d.year, 3, 1) / 8) + 1))),
  // A score for a story not tied to one of the day's games (a final); game stories get theirs from the results.
  bscore: (rng) => {
    const w = rng.int(98, 124)
    return `${w}-${w - rng.int(2, 14)}`
  },
  fscore: (rng) => `${rng.int(1, 3)}-0`,
  pts: int(24, 52),
  streak: int(3, 11),
  gameno: int(1, 7),
  rankno: int(1, 16),
  years: int(2, 5),
  millions: int(8, 60),
}

const SCORE: Readonly<Record<League['sport'], string>> = { basketball: 'bscore', football: 'fscore', esports: 'series' }

const gameFacts = (league: League, g: Game, slot: string): Facts => ({ [slot]: g.winner, [`${slot}2`]: g.loser, [SCORE[league.sport]]: g.score })

/**
 * A story about one of the day's games of a league: `slot` and `slot2` are the winner and the loser
 * (home and away for a draw). `label` tells stories apart, so each picks its own game.
 */
export function result(league: League, slot: string, label: string, which?: (g: Game) => boolean): (d: NewsDay) => Facts[] {
  return (d) => {
    const g = gameFor(d, league, label, which)
    return g ? [gameFacts(league, g, slot)] : []
  }
}

/** A European league game of the weekend (whichever leagues play), with its competition's name. */
export function europeanResult(label: string, which?: (g: Game) => boolean): (d: NewsDay) => Facts[] {
  return (d) => {
    const playing = EUROPEAN_LEAGUES.filter((l) => l.plays(d))
    if (playing.length === 0) return []
    const league = playing[hashString(`${d.seed}:${label}:${d.date}`) % playing.length]!
    const g = gameFor(d, league, label, which)
    return g ? [{ ...gameFacts(league, g, 'euro'), eurocomp: league.name }] : []
  }
}

/** A Champions League game of the night, with its stage. */
export const championsLeagueResult = (label: string): ((d: NewsDay) => Facts[]) => (d) => {
  const g = gameFor(d, UCL, label)
  return g ? [{ ...gameFacts(UCL, g, 'euro'), stage: uclStage(d)! }] : []
}
