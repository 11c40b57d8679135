import { desk, type StoryTemplate } from './story.ts'

/** A desk's regular piece goes out with the morning edition. */
const EARLY: readonly [number, number] = [330, 415]

/** The regular coverage of each sports board besides the day's results, one story a day per desk. */
const NBA_NEWS = [10, 11, 12, 1, 2, 3, 4, 5, 6]

export const SPORTS_DESKS: Readonly<Record<string, readonly StoryTemplate[]>> = {
  nba: [
    desk('nba features', [
      ['Film study: how the {nba} run their late-game offence', 'A breakdown of the three sets they use in the last two minutes.', 'NBA|analysis'],
      ['{nba} coach on the rotation: "minutes are earned in practice"', 'The coach trimmed the rotation to nine players.', 'NBA|coaching'],
      ['Three-point era: teams now attempt more threes than twos', 'Data show the shift accelerating this season.', 'NBA|analysis'],
      ['{nba} rookie’s mother flies in to watch his first home game', 'He scored in double figures and found her in the crowd.', 'NBA|rookie'],
      ['MVP race: the candidates after the season’s first half', 'Voters weigh wins, numbers and availability.', 'NBA|awards'],
      ['{nba} unveil a city-edition jersey', 'The design honours the team’s first championship.', 'NBA|jerseys'],
      ['Chinese fans pack a {nba} watch party in Shanghai', 'The team’s official account streamed the party.', 'NBA|fans'],
      ['Injury returns: {nba} guard back after a month out', 'He played twenty minutes under a restriction.', 'NBA|injury'],
      ['Referee report: the league admits a late missed call', 'The two-minute report found an uncalled foul.', 'NBA|referees'],
      ['{nba} star reaches a career milestone', 'The crowd gave him a standing ovation.', 'NBA|milestone'],
    ], { at: EARLY, months: NBA_NEWS }),
  ],
  cba: [
    desk('cba features', [
      ['{cba} young guard earns a national-team look', 'Scouts praised his defence and court vision.', 'CBA|national team'],
      ['CBA attendance climbs as clubs add family tickets', 'Weekend games are the busiest.', 'CBA|fans'],
      ['{cba} coach: "we play for our city"', 'The coach spoke after a third straight home win.', 'CBA|coaching'],
      ['Foreign players in the CBA: who is making the biggest difference', 'Guards from the NBA’s fringe lead the scoring table.', 'CBA|analysis'],
      ['CBA referees trial a new review system', 'Coaches can challenge one call per game.', 'CBA|referees'],
      ['{cba} youth team wins a junior title', 'Three players have been called up to the first team.', 'CBA|youth'],
    ], { at: EARLY, months: [10, 11, 12, 1, 2, 3, 4, 5] }),
  ],
  csl: [
    desk('csl features', [
      ['{csl} confirm their captain for the new season', 'The club said the veteran midfielder extended his contract.', 'Chinese Super League|football'],
      ['CSL clubs set salary caps for the season', 'The league says clubs must submit budgets in advance.', 'Chinese Super League|football|finance'],
      ['{csl} unveil a new home kit', 'The design draws on the city’s skyline.', 'Chinese Super League|football|kits'],
      ['Youth football: school leagues keep growing', 'More than a thousand schools now field teams.', 'football|youth'],
      ['{csl} fan groups organise a charity match', 'Proceeds go to grassroots coaches.', 'Chinese Super League|football|fans'],
      ['Referee training: CSL brings in foreign officials for workshops', 'The league wants fewer VAR delays.', 'Chinese Super League|football|referees'],
      ['{csl} stadium upgrades its pitch with hybrid grass', 'The club says the surface will hold up better in summer.', 'Chinese Super League|football|stadium'],
      ['Women’s football: China’s league adds two new clubs', 'The new sides are backed by men’s clubs.', 'football|women'],
    ], { at: EARLY }),
  ],
  euro: [
    desk('euro features', [
      ['{euro} academy produces another first-team regular', 'The 19-year-old has started the last five games.', 'football|youth'],
      ['Fixture congestion: managers complain about the winter schedule', 'Clubs play three games a week in December.', 'football|schedule'],
      ['{euro} announce record revenue', 'Broadcast and commercial income grew; matchday income was flat.', 'football|business'],
      ['Goalkeepers who play like midfielders: the new trend', 'Data show keepers making more passes than ever.', 'football|analysis'],
      ['Chinese fans stay up all night for {euro}’s big games', 'Bars in Beijing open at 3 a.m. when {euro} play in {eurocomp}.', 'football|fans'],
      ['{euro} manager on his side’s pressing: "we win it back higher"', 'The team leads {eurocomp} for high turnovers.', 'football|coaching'],
      ['Stadium plans: {euro} propose a new ground', 'The plan would add 20,000 seats.', 'football|stadium'],
      ['Women’s football: crowds break records across Europe', 'More clubs play women’s games in their main stadiums.', 'football|women'],
    ], { at: EARLY, months: [8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6, 7] }),
  ],
  lpl: [
    desk('esports features', [
      ['{lpl} mid-laner named player of the week', 'He topped the damage charts in both series.', 'LPL|esports'],
      ['Esports in universities: more schools offer degrees', 'Courses cover events, broadcasting and coaching.', 'esports|education'],
      ['{lpl} open a new training base', 'The base has a gym and a chef; players moved in this week.', 'LPL|esports'],
      ['Esports injuries: pros turn to physiotherapists', 'Wrist and back problems are the most common.', 'esports|health'],
      ['League of Legends world championship returns to China', 'Organisers expect full arenas for the finals.', 'esports|events'],
      ['LPL viewership grows on short-video platforms', 'Highlights clips draw more views than full broadcasts.', 'LPL|esports|streaming'],
    ], { at: EARLY }),
  ],
  tennis: [
    desk('tennis features', [
      ['Tennis boom: courts in big cities are booked out at weekends', 'Clubs add night sessions and coaching for adults.', 'tennis|participation'],
      ['Junior tennis: national championships draw record entries', 'Coaches say the sport’s growth started after recent Grand Slam runs.', 'tennis|juniors'],
      ['Coaching: how Chinese players are improving their serves', 'Coaches point to strength work and biomechanics.', 'tennis|coaching'],
      ['Wheelchair tennis: China’s top player wins an international title', 'She won the final in straight sets.', 'tennis|para sport'],
      ['Tennis schedule: players call for a shorter season', 'Several top players skipped events to rest.', 'tennis|schedule'],
      ['Padel arrives: the racket sport finds players in China', 'Courts open in Shanghai, Shenzhen and Chengdu.', 'padel|tennis'],
    ], { at: EARLY }),
  ],
  f1: [
    desk('f1 features', [
      ['Explainer: how the new F1 power units work', 'Electric power makes up nearly half of the output under the new rules.', 'F1|racing|technology'],
      ['F1 in China: Shanghai circuit plans upgrades', 'The track is adding grandstands and a new fan zone.', 'F1|racing|China'],
      ['Sim racing: drivers train on simulators between races', 'Teams spend more time in simulators than on track.', 'F1|racing|technology'],
      ['Formula E: the electric series races in China again', 'The Shanghai round returns to the calendar.', 'Formula E|racing'],
      ['Karting: young Chinese drivers climb the junior ladder', 'More families pay for European seasons.', 'karting|racing'],
      ['Car design: why F1 cars are getting smaller', 'The rules cut weight and width to improve racing.', 'F1|racing|technology'],
    ], { at: EARLY }),
  ],
  olympic: [
    desk('olympic features', [
      ['Table tennis: young players earn national-team spots', 'Four teenagers joined the senior squad after trials.', 'table tennis|Olympic sports'],
      ['Badminton: China’s women’s doubles pair return from injury', 'They reached the semifinals in their first event back.', 'badminton|Olympic sports'],
      ['Diving: training centre opens to the public for a day', 'Fans watched the divers practise and got autographs.', 'diving|Olympic sports'],
      ['Swimming: national team holds altitude camp in Yunnan', 'Swimmers train at 2,000 metres for a month.', 'swimming|Olympic sports'],
      ['Athletics: the sprint relay squad sets its goals', 'The coach wants the team back on the world podium.', 'athletics|Olympic sports'],
      ['Winter sports: ski resorts report their busiest season', 'Beginners’ lessons are booked out at weekends.', 'skiing|winter sports|Olympic sports'],
      ['Weightlifting: new rules on weight classes explained', 'The number of classes changes for the next Olympics.', 'weightlifting|Olympic sports'],
      ['Volleyball: China’s women’s team names a new coach', 'The coach will lead the team through the next Olympic cycle.', 'volleyball|Olympic sports'],
      ['Gymnastics: national championships crown new all-around champions', 'A 16-year-old won the women’s title.', 'gymnastics|Olympic sports'],
      ['Rock climbing: speed climbers set a national record', 'The time was under five seconds.', 'climbing|Olympic sports'],
    ], { at: EARLY }),
  ],
}
