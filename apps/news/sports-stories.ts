import { story, type StoryTemplate } from './story.ts'

/** Sports stories by league, each tied to the months its league plays (seasons, playoffs, windows). */
const NBA_REGULAR = [10, 11, 12, 1, 2, 3, 4]
const CBA_REGULAR = [10, 11, 12, 1, 2, 3]
const CSL_SEASON = [3, 4, 5, 6, 7, 8, 9, 10, 11]
const EURO_SEASON = [8, 9, 10, 11, 12, 1, 2, 3, 4, 5]
const F1_SEASON = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12]

export const SPORTS_STORIES: Readonly<Record<string, readonly StoryTemplate[]>> = {
  nba: [
    story('{nba} beat the {nba2} {bscore}, extending their winning streak to {streak}', 'The starting backcourt combined for {pts} points as the {nba} pulled away in the fourth quarter; the {nba2} have lost three of their last four.', { months: NBA_REGULAR, tags: ['NBA', 'game recap'] }),
    story('{nba} edge the {nba2} {bscore} on a last-second three', 'A corner three with 0.8 seconds left settled a back-and-forth game; the {nba} bench outscored the visitors 41-22.', { months: NBA_REGULAR, tags: ['NBA', 'game highlights', 'buzzer-beater'] }),
    story('Game highlights: rookie scores {pts} as the {nba} top the {nba2} {bscore}', 'The first-year forward set a career high with two transition dunks and a chase-down block; the coach called it "the best forty minutes of his young career".', { months: NBA_REGULAR, tags: ['NBA', 'game highlights', 'rookie'] }),
    story('Playoffs: {nba} take Game {gameno} against the {nba2}, {bscore}', 'Defense decided it: the {nba} held their opponents to 41% shooting and won the rebounding battle by twelve.', { months: [4, 5, 6], tags: ['NBA', 'playoffs', 'game highlights'] }),
    story('NBA Finals: {nba} one win from the title after a {bscore} victory', 'The series returns home with the {nba} leading; their captain finished with {pts} points and 11 rebounds.', { months: [6], tags: ['NBA', 'Finals'] }),
    story('Trade deadline: {nba} send a first-round pick to the {nba2} for a starting center', 'Both front offices confirmed the deal an hour before the deadline; the {nba} now have the tallest frontcourt in the conference.', { months: [2], tags: ['NBA', 'trade', 'breaking news'] }),
    story('Free agency: {nba} agree to a {years}-year, ${millions} million deal with a veteran guard', 'The signing fills the {nba}’s biggest need, a ball-handler off the bench; the deal becomes official when the moratorium ends.', { months: [7], tags: ['NBA', 'free agency', 'breaking news'] }),
    story('Summer League: {nba} rookie pours in {pts} in his debut', 'Scouts came away impressed by his footwork; the team plans to bring him along slowly in the regular season.', { months: [7], tags: ['NBA', 'Summer League', 'game highlights'] }),
    story('Offseason rankings: where the {nba} stand after a busy summer', 'Analysts rank the {nba} No. {rankno} heading into training camp, citing depth on the wing and a healthier star.', { months: [8, 9, 10], tags: ['NBA', 'analysis'] }),
    story('Looking back: the {nba} dynasty that changed how the league plays', 'A long read on the spacing, the three-point volume and the front-office bets behind a decade of winning.', { tags: ['NBA', 'history', 'analysis'] }),
    story('Injury report: {nba} starter out two weeks with an ankle sprain', 'The team said the injury happened in the third quarter against the {nba2}; a second scan showed no fracture.', { months: [...NBA_REGULAR, 5], tags: ['NBA', 'injury', 'breaking news'] }),
  ],
  cba: [
    story('CBA round {round}: {cba} beat the {cba2} {bscore}', 'The home side shot 42% from three and their foreign guard finished with {pts} points; {cba2} stay in the bottom half of the table.', { months: CBA_REGULAR, tags: ['CBA', 'game recap'] }),
    story('CBA highlights: {cba} guard drops {pts} in a {bscore} win over the {cba2}', 'A 14-0 run in the third quarter broke the game open; the highlight package includes a half-court buzzer-beater.', { months: CBA_REGULAR, tags: ['CBA', 'game highlights'] }),
    story('CBA playoffs: {cba} reach the semifinals after beating the {cba2} {bscore}', 'The deciding game went down to the last minute; the {cba} now face the league leaders.', { months: [4, 5], tags: ['CBA', 'playoffs'] }),
    story('CBA finals: {cba} lift the trophy after a {bscore} win in the deciding game', 'Fans filled the arena in {city} for the celebration; the finals MVP averaged {pts} points in the series.', { months: [5], tags: ['CBA', 'finals'] }),
    story('Offseason: {cba} sign a former NBA forward as their foreign player', 'The club announced a one-year deal; the forward is expected to join training camp in {city} next month.', { months: [6, 7, 8, 9], tags: ['CBA', 'signing'] }),
    story('China men’s basketball names its training squad for the Asia Cup window', 'The squad of {n} includes four first-time call-ups from the {cba} and the {cba2}.', { months: [2, 6, 7, 8, 11], tags: ['CBA', 'national team'] }),
    story('CBA fines two clubs after a bench-clearing fight in {city}', 'Three players were ejected after a scuffle in the fourth quarter; the league handed out suspensions and fines of up to 100,000 yuan.', { months: CBA_REGULAR, tags: ['CBA', 'discipline'], sensitive: 'violence' }),
  ],
  csl: [
    story('CSL round {round}: {csl} beat {csl2} {fscore}', 'A header from a corner in the 78th minute decided it; {csl} move up to No. {rankno} in the table.', { months: CSL_SEASON, tags: ['Chinese Super League', 'football', 'match report'] }),
    story('Match highlights: {csl} and {csl2} share the points in a 1-1 draw', 'Both goals came before half-time; the visitors hit the post twice in the second half.', { months: CSL_SEASON, tags: ['Chinese Super League', 'football', 'game highlights'] }),
    story('Derby day: {csl} edge {csl2} {fscore} in front of a sell-out crowd', 'The winner came from a penalty after a VAR review; the home fans stayed long after the final whistle.', { months: CSL_SEASON, tags: ['Chinese Super League', 'football', 'derby'] }),
    story('AFC Champions League: {csl} advance after a {fscore} win', 'The club becomes the first Chinese side into the knockout rounds this season.', { months: [2, 3, 9, 10, 11], tags: ['AFC Champions League', 'football'] }),
    story('Winter transfers: {csl} sign a Brazilian striker', 'The 27-year-old scored 14 goals in the Brazilian top flight last season; the fee was not disclosed.', { months: [12, 1, 2], tags: ['Chinese Super League', 'football', 'transfer'] }),
    story('Youth football: {csl} academy graduates sign first professional contracts', 'Five players from the under-19 side were promoted; the club says the academy is now its main source of talent.', { tags: ['Chinese Super League', 'football', 'youth'] }),
    story('China national team names squad for the World Cup qualifiers', 'The head coach called up {n} players, six of them from {csl} and {csl2}.', { months: [3, 6, 9, 10, 11], tags: ['national team', 'football'] }),
  ],
  euro: [
    story('{eurocomp}: {euro} beat {euro2} {fscore}', 'A second-half double from the center-forward turned the game; {euro2} finished with ten men.', { months: EURO_SEASON, tags: ['football', 'match report'] }),
    story('{euro} come from behind to beat {euro2} {fscore}', 'Two substitutes combined for the winner in stoppage time; the manager praised the response after a poor first half.', { months: EURO_SEASON, tags: ['football', 'game highlights'] }),
    story('Champions League: {euro} reach the quarterfinals after a {fscore} win over {euro2}', 'An aggregate lead built in the first leg held despite late pressure.', { months: [2, 3, 4], tags: ['Champions League', 'football'] }),
    story('Transfer window: {euro} close in on a €{millions} million midfielder', 'Personal terms are agreed and a medical is scheduled; the deal would be the club’s biggest of the window.', { months: [6, 7, 8, 1], tags: ['football', 'transfer', 'breaking news'] }),
    story('Tactical analysis: how {euro} press high and win the ball back', 'Clips and numbers show the side regains possession within eight seconds more often than anyone in {eurocomp}.', { tags: ['football', 'analysis'] }),
    story('Match highlights: {euro} vs {euro2}, every goal and the red card', 'Five goals, a disallowed equaliser and a straight red in the 64th minute.', { months: EURO_SEASON, tags: ['football', 'game highlights'] }),
  ],
  lpl: [
    story('LPL spring split: {lpl} sweep {lpl2} 2-0', 'A clean early game from the jungler snowballed both maps; {lpl} stay unbeaten this week.', { months: [1, 2, 3, 4], tags: ['LPL', 'esports', 'League of Legends'] }),
    story('LPL summer: {lpl} beat {lpl2} 2-1 in a three-game thriller', 'Game three went 41 minutes and ended on a baron steal; the mid-laner was named MVP.', { months: [6, 7, 8], tags: ['LPL', 'esports', 'game highlights'] }),
    story('Worlds: {lpl} advance to the knockout stage', 'The team finished the Swiss stage 3-1 and will face a Korean side in the quarterfinals.', { months: [10, 11], tags: ['LPL', 'esports', 'Worlds'] }),
    story('KPL: {kpl} beat {kpl2} 4-2 in the Honor of Kings league', 'A comeback from 1-2 down, sealed by a team fight at the dragon in game six.', { tags: ['KPL', 'esports', 'Honor of Kings'] }),
    story('{game} update: the new patch shakes up the competitive meta', 'Pro players expect the changes to favour aggressive early strategies; the patch goes live next week.', { tags: ['esports', 'patch notes'] }),
    story('Esports game highlights: the plays of the week', 'A pentakill, a 1-v-3 clutch and a flawless teamfight top this week’s list.', { tags: ['esports', 'game highlights'] }),
  ],
  tennis: [
    story('China’s top-ranked woman reaches the quarterfinals at {tennisevent}', 'She won in straight sets and has not dropped a set all tournament.', { tags: ['tennis', 'WTA'] }),
    story('Top seed upset in the second round at {tennisevent}', 'A qualifier ranked outside the top 100 won in three sets, the biggest shock of the week.', { tags: ['tennis', 'upset'] }),
    story('{tennisevent}: the men’s final goes to five sets', 'Four hours and 38 minutes, decided by a tiebreak in the fifth.', { tags: ['tennis', 'ATP', 'game highlights'] }),
    story('New technology: electronic line calling fully replaces line judges at {tennisevent}', 'Players mostly welcomed the change; the system calls every ball in real time with a camera network around the court.', { tags: ['tennis', 'technology'] }),
    story('Racket technology: why more pros are switching to stiffer frames', 'Equipment makers say stiffer frames give more control at today’s ball speeds; coaches warn about arm strain.', { tags: ['tennis', 'technology', 'equipment'] }),
    story('Chinese teenager wins her first tour-level match at {tennisevent}', 'The 17-year-old came through qualifying and beat a seeded player in three sets.', { tags: ['tennis', 'WTA'] }),
  ],
  f1: [
    story('{gp}: {f1team} lock out the front row', 'Both cars were within a tenth of each other; the rivals start third and fifth.', { months: F1_SEASON, tags: ['F1', 'racing', 'qualifying'] }),
    story('{f1team} win {gp} after a late safety car', 'A well-timed pit stop under the safety car made the difference; the championship gap is down to {n} points.', { months: F1_SEASON, tags: ['F1', 'racing', 'race report'] }),
    story('Breaking news: {f1team} appoint a new technical director', 'The engineer joins from a rival team after gardening leave and starts work on next season’s car.', { tags: ['F1', 'racing', 'breaking news'] }),
    story('{f1team} bring an upgraded floor to {gp}', 'The team says the package is worth two tenths a lap; rivals will study it closely in practice.', { months: F1_SEASON, tags: ['F1', 'racing', 'technology'] }),
    story('Racing market analysis: F1 sponsorship revenue hits a record', 'Team sponsorship passed two billion dollars this year, with tech and finance brands the biggest spenders.', { tags: ['F1', 'racing', 'business'] }),
    story('Chinese junior driver joins the {f1team} academy', 'The 18-year-old won two Formula 4 titles and will race in Formula 3 next season.', { tags: ['F1', 'racing', 'driver academy'] }),
  ],
  olympic: [
    story('Table tennis: China sweep the finals at the WTT event in {city}', 'All five titles went to Chinese players; the men’s final went the full seven games.', { tags: ['table tennis'] }),
    story('Badminton: China’s mixed doubles pair win the title in {country}', 'The world No. 1 pair won in straight games and extended their unbeaten run to {streak} matches.', { tags: ['badminton'] }),
    story('Women’s volleyball: China beat {country} 3-1 in the Nations League', 'The opposite hitter scored {pts} points; China move to third in the standings.', { months: [5, 6, 7], tags: ['volleyball'] }),
    story('Diving: a Chinese teenager scores perfect 10s at the World Cup', 'Her final dive drew seven perfect scores and a winning margin of more than 40 points.', { tags: ['diving'] }),
    story('Athletics: new national record in the 100 metres at the {city} meet', 'The sprinter clocked under ten seconds with a legal tailwind.', { tags: ['athletics'] }),
    story('Swimming: national championships open in {city}', 'Olympic medallists headline the week; the meet also serves as trials for the world championships.', { tags: ['swimming'] }),
  ],
}
