import { ACL, CSL } from './leagues.ts'
import type { NewsDay } from './news-day.ts'
import { championsLeagueResult, europeanResult, result } from './sports-slots.ts'
import { story, type StoryTemplate } from './story.ts'

/**
 * Football: match reports carry the day's results of one league (European games are reported on
 * Beijing mornings), the Chinese Super League plays March to November, transfers run in the windows.
 */
const EURO_SEASON = [8, 9, 10, 11, 12, 1, 2, 3, 4, 5]
const EURO_MORNING: readonly [number, number] = [300, 500]
const CSL_EVENING: readonly [number, number] = [1290, 1410]
const winterWindow = (d: NewsDay) => d.month === 1 || (d.month === 2 && d.day <= 28) || d.month === 12

const SIGNINGS = [
  { signing: 'a Brazilian striker', detail: 'The 27-year-old scored 14 goals in the Brazilian top flight last season; the fee was not disclosed.' },
  { signing: 'a Serbian centre-back', detail: 'He captained his club in the Europa League and signs a two-year contract.' },
  { signing: 'the national team goalkeeper', detail: 'The move reunites him with the coach who gave him his debut; he passed his medical on Friday.' },
  { signing: 'a Portuguese winger', detail: 'The 24-year-old was the top assist-maker in the Portuguese second tier and joins on a three-year deal.' },
  { signing: 'two under-23 midfielders', detail: 'Both come through rival academies; the club says they will start in the rotation.' },
]

export const CSL_STORIES: readonly StoryTemplate[] = [
  story('CSL round {cslround}: {csl} beat {csl2} {fscore}', 'A header from a corner in the 78th minute decided it; {csl} move up to No. {rankno} in the table.', { facts: result(CSL, 'csl', 'round'), at: CSL_EVENING, tags: ['Chinese Super League', 'football', 'match report'] }),
  story('Match highlights: {csl} and {csl2} share the points in a {fscore} draw', 'Both sides had chances to win it late; the visitors hit the post twice in the second half.', { facts: result(CSL, 'csl', 'draw', (g) => g.draw), at: CSL_EVENING, tags: ['Chinese Super League', 'football', 'game highlights'] }),
  story('{csl} edge {csl2} {fscore} in front of a sell-out crowd', 'The winner came from a penalty after a VAR review; the home fans stayed long after the final whistle.', { facts: result(CSL, 'csl', 'crowd', (g) => g.close && !g.draw), at: CSL_EVENING, tags: ['Chinese Super League', 'football', 'game highlights'] }),
  story('AFC Champions League Elite: {acl} beat {acl2} {fscore}', 'A disciplined second half kept the lead; the result matters for the seeding of the knockout rounds.', { facts: result(ACL, 'acl', 'acl'), at: [1290, 1410], tags: ['AFC Champions League', 'football'] }),
  story('Winter transfers: {csl} sign {signing}', '{detail}', { when: winterWindow, every: 3, cycle: SIGNINGS, tags: ['Chinese Super League', 'football', 'transfer'] }),
  story('{csl} open their winter training camp in Kunming', 'The squad will train at altitude for three weeks and play four friendlies before the new season.', { when: (d) => d.month === 1 || (d.month === 2 && d.day < 20), every: 21, tags: ['Chinese Super League', 'football', 'preseason'] }),
  story('CSL season preview: who can stop {csl}?', 'The champions kept their spine together; {csl2} and {csl3} spent the most this winter.', { when: (d) => d.month === 2 && d.day >= 18, every: 5, tags: ['Chinese Super League', 'football', 'analysis'] }),
  story('Youth football: {csl} academy graduates sign first professional contracts', 'Five players from the under-19 side were promoted; the club says the academy is now its main source of talent.', { every: 24, tags: ['Chinese Super League', 'football', 'youth'] }),
  story('China national team names squad for the World Cup qualifiers', 'The head coach called up {n} players, six of them from {csl} and {csl2}.', { months: [3, 6, 9, 10, 11], every: 20, tags: ['national team', 'football'] }),
]

export const EURO_STORIES: readonly StoryTemplate[] = [
  story('{eurocomp}: {euro} beat {euro2} {fscore}', 'A second-half double from the center-forward turned the game; {euro2} finished with ten men.', { facts: europeanResult('report'), at: EURO_MORNING, tags: ['football', 'match report'] }),
  story('{euro} come from behind to beat {euro2} {fscore}', 'Two substitutes combined for the winner in stoppage time; the manager praised the response after a poor first half.', { facts: europeanResult('comeback', (g) => !g.draw && !g.score.endsWith('-0')), at: EURO_MORNING, tags: ['football', 'game highlights'] }),
  story('{eurocomp}: {euro} held to a {fscore} draw by {euro2}', 'The visitors defended deep after the break; the point keeps both sides in the race for Europe.', { facts: europeanResult('draw', (g) => g.draw), at: EURO_MORNING, tags: ['football', 'match report'] }),
  story('Match highlights: {euro} {fscore} {euro2}, every goal and the red card', 'Goals, a disallowed equaliser and a straight red in the 64th minute.', { facts: europeanResult('highlights'), at: [420, 600], tags: ['football', 'game highlights'] }),
  story('Champions League {stage}: {euro} beat {euro2} {fscore}', 'An early goal set the tone; the winners controlled the second half and never looked like conceding.', { facts: championsLeagueResult('ucl'), at: [240, 450], tags: ['Champions League', 'football'] }),
  story('Champions League: the best goals of the {stage} night', 'A volley from the edge of the box and a solo run through three defenders top the list.', { facts: (d) => championsLeagueResult('goals')(d).slice(0, 1).map((f) => ({ stage: f.stage! })), at: [420, 720], tags: ['Champions League', 'football', 'game highlights'] }),
  story('Transfer window: {euro} close in on a €{millions} million midfielder', 'Personal terms are agreed and a medical is scheduled; the deal would be the club’s biggest of the window.', { months: [6, 7, 8, 1], every: 3, tags: ['football', 'transfer', 'breaking news'] }),
  story('Tactical analysis: how {euro} press high and win the ball back', 'Clips and numbers show the side regains possession within eight seconds more often than anyone in {eurocomp}.', { months: EURO_SEASON, every: 6, tags: ['football', 'analysis'] }),
  story('{euro} part ways with their manager after a winless run', 'Five games without a win were enough for the board; the club thanked him for his work, and an assistant takes charge until the end of the season.', { months: EURO_SEASON, every: 18, tags: ['football', 'breaking news'] }),
]
