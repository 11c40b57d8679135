import { CBA_STORIES, NBA_STORIES } from './basketball-stories.ts'
import { SPORTS_DESKS } from './desks-sports.ts'
import { CSL_STORIES, EURO_STORIES } from './football-stories.ts'
import { KPL, LPL } from './leagues.ts'
import type { NewsDay } from './news-day.ts'
import { OLYMPIC_STORIES } from './olympic-stories.ts'
import { raceWeekend, result } from './sports-slots.ts'
import { story, type StoryTemplate } from './story.ts'

/** Sports stories by league: each tied to the days its league plays (seasons, windows, race weekends). */
const md = (d: NewsDay) => d.month * 100 + d.day
const F1_SEASON = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
const TOUR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
const ESPORTS_EVENING: readonly [number, number] = [1140, 1380]

/** The Grand Slam whose men's final is played on this Sunday, if any. */
function slamFinal(d: NewsDay): string | undefined {
  if (d.weekday !== 0) return undefined
  if (md(d) >= 125 && md(d) <= 201) return 'the Australian Open'
  if (md(d) >= 603 && md(d) <= 609) return 'Roland Garros'
  if (md(d) >= 710 && md(d) <= 716) return 'Wimbledon'
  if (md(d) >= 903 && md(d) <= 909) return 'the US Open'
  return undefined
}

export const LPL_STORIES: readonly StoryTemplate[] = [
  story('LPL {split}: {lpl} beat {lpl2} {series}', 'A clean early game from the jungler snowballed the series; the mid-laner was named MVP.', { facts: result(LPL, 'lpl', 'result'), at: ESPORTS_EVENING, tags: ['LPL', 'esports', 'League of Legends'] }),
  story('LPL {split}: {lpl} sweep {lpl2} 2-0', 'Neither game went past 30 minutes; {lpl} stay near the top of the standings.', { facts: result(LPL, 'lpl', 'sweep', (g) => g.score === '2-0'), at: ESPORTS_EVENING, tags: ['LPL', 'esports', 'game highlights'] }),
  story('KPL: {kpl} beat {kpl2} {series} in the Honor of Kings league', 'The deciding team fight came at the dragon; the jungler finished with the most kills of the night.', { facts: result(KPL, 'kpl', 'result'), at: [1140, 1320], tags: ['KPL', 'esports', 'Honor of Kings'] }),
  story('LPL breaks for the Spring Festival', 'The league resumes after the holiday with the top four separated by a single win.', { when: (d) => d.lny === -4 && d.month <= 2, tags: ['LPL', 'esports', 'Spring Festival'] }),
  story('Worlds: {lpl} advance to the knockout stage', 'The team finished the Swiss stage 3-1 and will face a Korean side in the quarterfinals.', { when: (d) => md(d) >= 1010 && md(d) <= 1110, every: 4, tags: ['LPL', 'esports', 'Worlds'] }),
  story('MSI: {lpl} reach the bracket stage', 'A 3-1 win over the European champions sends them through; the other LPL team plays tomorrow.', { when: (d) => md(d) >= 625 && md(d) <= 712, every: 4, tags: ['LPL', 'esports', 'MSI'] }),
  story('Off-season moves: {lpl} sign a Korean jungler', 'The two-time LCK finalist signs a two-year deal; the club also promoted its academy support player.', { months: [11, 12], every: 4, tags: ['LPL', 'esports', 'transfer'] }),
  story('{game} update: the new patch shakes up the competitive meta', 'Pro players expect the changes to favour aggressive early strategies; the patch goes live next week.', { every: 10, tags: ['esports', 'patch notes'] }),
  story('Esports game highlights: the plays of the week', 'A pentakill, a 1-v-3 clutch and a flawless teamfight top this week’s list.', { when: (d) => d.weekday === 0, tags: ['esports', 'game highlights'] }),
]

export const TENNIS_STORIES: readonly StoryTemplate[] = [
  story('{tennisevent}: China’s top-ranked woman reaches the quarterfinals', 'She won in straight sets and has not dropped a set all tournament.', { months: TOUR, every: 5, tags: ['tennis', 'WTA'] }),
  story('{tennisevent}: China’s men’s No. 1 into the third round', 'He saved two set points in the opening set and ran away with the second.', { months: TOUR, every: 5, tags: ['tennis', 'ATP'] }),
  story('Top seed upset in the second round at {tennisevent}', 'A qualifier ranked outside the top 100 won in three sets, the biggest shock of the week.', { months: TOUR, every: 7, tags: ['tennis', 'upset'] }),
  story('Doubles: Chinese pair reach the semifinals at {tennisevent}', 'They have won nine straight matches together since teaming up this spring.', { months: TOUR, every: 8, tags: ['tennis', 'doubles'] }),
  story('{slam}: the men’s final goes to five sets', 'Four hours and 38 minutes, decided by a tiebreak in the fifth.', { facts: (d) => (slamFinal(d) ? [{ slam: slamFinal(d)! }] : []), tags: ['tennis', 'ATP', 'game highlights'] }),
  story('Rankings: Chinese women hold {topn} places in the WTA top 100', 'It is the most since the rankings began; two more are within ten places of the cut.', { when: (d) => d.weekday === 1, tags: ['tennis', 'WTA', 'rankings'] }),
  story('New technology: electronic line calling fully replaces line judges at {tennisevent}', 'Players mostly welcomed the change; the system calls every ball in real time with a camera network around the court.', { months: TOUR, every: 40, tags: ['tennis', 'technology', 'new technology'] }),
  story('Racket technology: why more pros are switching to stiffer frames', 'Equipment makers say stiffer frames give more control at today’s ball speeds; coaches warn about arm strain.', { every: 35, tags: ['tennis', 'technology', 'equipment'] }),
  story('Chinese teenager wins her first tour-level match at {tennisevent}', 'The 17-year-old came through qualifying and beat a seeded player in three sets.', { months: TOUR, every: 14, tags: ['tennis', 'WTA'] }),
]

export const F1_STORIES: readonly StoryTemplate[] = [
  story('{gp}: {fteam} lock out the front row', 'Both cars were within a tenth of each other; the rivals start third and fifth.', { when: (d) => raceWeekend(d) && d.weekday !== 1, every: 7, tags: ['F1', 'racing', 'qualifying'] }),
  story('{fteam} win {gp} after a late safety car', 'A well-timed pit stop under the safety car made the difference; the championship gap is down to {n} points.', { when: raceWeekend, every: 7, tags: ['F1', 'racing', 'race report'] }),
  story('{fteam} bring an upgraded floor to {gp}', 'The team says the package is worth two tenths a lap; rivals will study it closely in practice.', { months: F1_SEASON, every: 9, tags: ['F1', 'racing', 'technology'] }),
  story('{fteam} unveil their car for the new season', 'The livery keeps last year’s colours; the team says almost every part of the car is new under the rules.', { when: (d) => md(d) >= 120 && md(d) <= 225, every: 3, tags: ['F1', 'racing', 'launch'] }),
  story('Pre-season testing: {fteam} top the timesheets in Bahrain', 'The fastest lap came on the softest tyre late in the day; rivals focused on long runs.', { when: (d) => md(d) >= 211 && md(d) <= 228, every: 3, tags: ['F1', 'racing', 'testing'] }),
  story('Breaking news: {fteam} appoint a new technical director', 'The engineer joins from a rival team after gardening leave and starts work on next season’s car.', { every: 45, tags: ['F1', 'racing', 'breaking news'] }),
  story('Driver market: {fteam} confirm their line-up for next season', 'Both drivers stay; the team says stability matters with a new power unit partner coming.', { months: [7, 8, 9, 10], every: 12, tags: ['F1', 'racing', 'drivers'] }),
  story('Racing market analysis: F1 sponsorship revenue hits a record', 'Team sponsorship passed two billion dollars this year, with tech and finance brands the biggest spenders.', { every: 40, tags: ['F1', 'racing', 'business', 'market analysis'] }),
  story('Chinese junior driver joins the {fteam} academy', 'The 18-year-old won two Formula 4 titles and will race in Formula 3 next season.', { every: 50, tags: ['F1', 'racing', 'driver academy'] }),
]

/** Story groups the sports channels draw on. */
const OWN: Readonly<Record<string, readonly StoryTemplate[]>> = {
  nba: NBA_STORIES,
  cba: CBA_STORIES,
  csl: CSL_STORIES,
  euro: EURO_STORIES,
  lpl: LPL_STORIES,
  tennis: TENNIS_STORIES,
  f1: F1_STORIES,
  olympic: OLYMPIC_STORIES,
}
export const SPORTS_STORIES: Readonly<Record<string, readonly StoryTemplate[]>> = Object.fromEntries(Object.entries(OWN).map(([group, list]) => [group, [...list, ...(SPORTS_DESKS[group] ?? [])]]))
