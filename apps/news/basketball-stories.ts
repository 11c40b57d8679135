import { CBA, NBA } from './leagues.ts'
import type { NewsDay } from './news-day.ts'
import { result } from './sports-slots.ts'
import { story, type StoryTemplate } from './story.ts'

/**
 * Basketball: game stories carry the day's results (NBA games end around Beijing midday, CBA games
 * late evening); the rest follow the calendar (trade deadline in February, free agency in July).
 */
const md = (d: NewsDay) => d.month * 100 + d.day
const nbaRegular = (d: NewsDay) => NBA.plays(d) && (md(d) >= 1022 || md(d) <= 413)
const nbaPlayoffs = (d: NewsDay) => md(d) >= 419 && md(d) <= 603
const nbaFinals = (d: NewsDay) => md(d) >= 604 && md(d) <= 620
const cbaRegular = (d: NewsDay) => CBA.plays(d) && (md(d) >= 1012 || md(d) <= 405)
const NBA_NEWS = [1, 2, 3, 4, 10, 11, 12]
const AFTER_NBA: readonly [number, number] = [690, 900]
const AFTER_CBA: readonly [number, number] = [1300, 1405]

export const NBA_STORIES: readonly StoryTemplate[] = [
  story('{nba} beat the {nba2} {bscore}, extending their winning streak to {streak}', 'The starting backcourt combined for {pts} points as the {nba} pulled away in the fourth quarter; the {nba2} have lost three of their last four.', { when: nbaRegular, facts: result(NBA, 'nba', 'streak'), at: AFTER_NBA, tags: ['NBA', 'game recap'] }),
  story('{nba} edge the {nba2} {bscore} on a last-second three', 'A corner three with 0.8 seconds left settled a back-and-forth game; the {nba} bench outscored the visitors 41-22.', { when: nbaRegular, facts: result(NBA, 'nba', 'buzzer', (g) => g.close), at: AFTER_NBA, tags: ['NBA', 'game highlights', 'buzzer-beater'] }),
  story('Game highlights: rookie scores {pts} as the {nba} top the {nba2} {bscore}', 'The first-year forward set a career high with two transition dunks and a chase-down block; the coach called it "the best forty minutes of his young career".', { when: nbaRegular, facts: result(NBA, 'nba', 'rookie', (g) => !g.close), at: AFTER_NBA, tags: ['NBA', 'game highlights', 'rookie'] }),
  story('Playoffs: {nba} take Game {gameno} against the {nba2}, {bscore}', 'Defense decided it: the {nba} held their opponents to 41% shooting and won the rebounding battle by twelve.', { when: nbaPlayoffs, facts: result(NBA, 'nba', 'playoffs'), at: AFTER_NBA, tags: ['NBA', 'playoffs', 'game highlights'] }),
  story('NBA Finals: {nba} one win from the title after a {bscore} victory', 'The series returns home with the {nba} leading; their captain finished with {pts} points and 11 rebounds.', { when: nbaFinals, facts: result(NBA, 'nba', 'finals'), at: AFTER_NBA, tags: ['NBA', 'Finals'] }),
  story('NBA standings: {nba} climb to second in the conference', 'Three straight road wins moved them past two rivals; their schedule eases after the All-Star break.', { when: nbaRegular, every: 5, tags: ['NBA', 'standings'] }),
  story('Injury report: {nba} starter out two weeks with an ankle sprain', 'The team said the injury happened in the third quarter against the {nba2}; a second scan showed no fracture.', { when: (d) => nbaRegular(d) || nbaPlayoffs(d), every: 3, tags: ['NBA', 'injury', 'breaking news'] }),
  story('Analysis: how the {nba} became the league’s best defensive team', 'Switching everything on the perimeter and a rim protector who rarely fouls have held opponents under 105 points a night.', { months: NBA_NEWS, every: 6, tags: ['NBA', 'analysis'] }),
  story('Trade deadline: {nba} send a first-round pick to the {nba2} for a starting center', 'Both front offices confirmed the deal an hour before the deadline; the {nba} now have the tallest frontcourt in the conference.', { when: (d) => d.month === 2 && d.day <= 6, every: 2, tags: ['NBA', 'trade', 'breaking news'] }),
  story('All-Star weekend: the dunk contest goes to a tiebreaker', 'Two perfect fifties in the final round forced an extra dunk; the crowd voted for the between-the-legs finish.', { when: (d) => d.month === 2 && d.day >= 15 && d.day <= 16, every: 2, tags: ['NBA', 'All-Star', 'game highlights'] }),
  story('Free agency: {nba} agree to a {years}-year, ${millions} million deal with a veteran guard', 'The signing fills the {nba}’s biggest need, a ball-handler off the bench; the deal becomes official when the moratorium ends.', { months: [7], every: 2, tags: ['NBA', 'free agency', 'breaking news'] }),
  story('Summer League: {nba} rookie pours in {pts} in his debut', 'Scouts came away impressed by his footwork; the team plans to bring him along slowly in the regular season.', { when: (d) => d.month === 7 && d.day >= 10 && d.day <= 21, every: 3, tags: ['NBA', 'Summer League', 'game highlights'] }),
  story('Offseason rankings: where the {nba} stand after a busy summer', 'Analysts rank the {nba} No. {rankno} heading into training camp, citing depth on the wing and a healthier star.', { months: [8, 9, 10], every: 4, tags: ['NBA', 'analysis'] }),
  story('Looking back: the {nba} dynasty that changed how the league plays', 'A long read on the spacing, the three-point volume and the front-office bets behind a decade of winning.', { every: 21, tags: ['NBA', 'history', 'analysis'] }),
]

export const CBA_STORIES: readonly StoryTemplate[] = [
  story('CBA round {cbaround}: {cba} beat the {cba2} {bscore}', 'The home side shot 42% from three and their foreign guard finished with {pts} points; the {cba2} stay in the bottom half of the table.', { when: cbaRegular, facts: result(CBA, 'cba', 'round'), at: AFTER_CBA, tags: ['CBA', 'game recap'] }),
  story('CBA highlights: {cba} guard drops {pts} in a {bscore} win over the {cba2}', 'A 14-0 run in the third quarter broke the game open; the highlight package includes a half-court buzzer-beater.', { when: cbaRegular, facts: result(CBA, 'cba', 'highlights'), at: AFTER_CBA, tags: ['CBA', 'game highlights'] }),
  story('CBA playoffs: {cba} beat the {cba2} {bscore} to take the series lead', 'The deciding minutes belonged to the bench; the {cba} now need one more win to reach the next round.', { when: (d) => md(d) >= 410 && md(d) <= 520, facts: result(CBA, 'cba', 'playoffs'), at: AFTER_CBA, tags: ['CBA', 'playoffs'] }),
  story('CBA finals: {cba} lift the trophy after a {bscore} win in the deciding game', 'Fans filled the arena for the celebration; the finals MVP averaged {pts} points in the series.', { when: (d) => md(d) >= 512 && md(d) <= 520, every: 9, tags: ['CBA', 'finals'] }),
  story('Offseason: {cba} sign an American forward as their foreign player', 'The former NBA player agreed a one-year deal and is expected to join training camp next month.', { months: [6, 7, 8, 9], every: 5, tags: ['CBA', 'signing'] }),
  story('China men’s basketball names its training squad for the World Cup qualifiers', 'The squad of {n} includes four first-time call-ups from the {cba} and the {cba2}.', { when: (d) => md(d) >= 210 && md(d) <= 222, every: 14, tags: ['CBA', 'national team'] }),
  story('CBA fines two clubs after a bench-clearing scuffle', 'Three players were ejected in the fourth quarter; the league handed out suspensions and fines of up to 100,000 yuan.', { when: cbaRegular, every: 25, tags: ['CBA', 'discipline'], sensitive: 'violence' }),
  story('CBA attendance: the {cba} sell out every home game this season', 'The club credits cheaper student tickets and a winning run; the league average is up a fifth on last season.', { when: cbaRegular, every: 12, tags: ['CBA', 'fans'] }),
]
