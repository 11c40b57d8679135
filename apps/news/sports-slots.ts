import type { Rng } from '../kit/index.ts'
import { int, type SlotTable } from './story.ts'

/**
 * Real leagues, clubs and tournaments for sports stories. Players are referred to by role, not name:
 * scores are invented, and the sandbox puts no invented numbers on real people.
 */
const basketballScore = (rng: Rng) => {
  const winner = rng.int(98, 131)
  return `${winner}-${winner - rng.int(2, 24)}`
}
const footballScore = (rng: Rng) => {
  const winner = rng.int(1, 4)
  return `${winner}-${rng.int(0, winner - 1)}`
}

// Tournaments by month: the tennis and F1 calendars decide which event a story is about.
const TENNIS_BY_MONTH: Record<number, readonly string[]> = {
  1: ['the Australian Open'], 2: ['the Qatar Open', 'the Dubai Championships'], 3: ['Indian Wells', 'the Miami Open'], 4: ['the Monte-Carlo Masters', 'the Madrid Open'],
  5: ['the Italian Open', 'Roland Garros'], 6: ['Roland Garros', 'the Queen’s Club Championships'], 7: ['Wimbledon'], 8: ['the Canadian Open', 'the Cincinnati Open'],
  9: ['the US Open', 'the China Open'], 10: ['the Shanghai Masters', 'the Wuhan Open'], 11: ['the ATP Finals', 'the WTA Finals'], 12: ['an off-season exhibition in Macau'],
}
const F1_BY_MONTH: Record<number, readonly string[]> = {
  1: ['pre-season testing'], 2: ['pre-season testing in Bahrain'], 3: ['the Australian Grand Prix', 'the Bahrain Grand Prix'], 4: ['the Chinese Grand Prix in Shanghai', 'the Japanese Grand Prix'],
  5: ['the Miami Grand Prix', 'the Monaco Grand Prix'], 6: ['the Spanish Grand Prix', 'the Canadian Grand Prix'], 7: ['the British Grand Prix', 'the Belgian Grand Prix'], 8: ['the Hungarian Grand Prix', 'the Dutch Grand Prix'],
  9: ['the Italian Grand Prix at Monza', 'the Singapore Grand Prix'], 10: ['the United States Grand Prix', 'the Mexico City Grand Prix'], 11: ['the São Paulo Grand Prix', 'the Las Vegas Grand Prix'], 12: ['the Abu Dhabi Grand Prix'],
}

export const SPORTS_SLOTS: SlotTable = {
  nba: ['Los Angeles Lakers', 'Boston Celtics', 'Golden State Warriors', 'Denver Nuggets', 'Milwaukee Bucks', 'Dallas Mavericks', 'Oklahoma City Thunder', 'New York Knicks', 'Miami Heat', 'Phoenix Suns', 'Houston Rockets', 'Minnesota Timberwolves', 'Cleveland Cavaliers', 'San Antonio Spurs', 'Philadelphia 76ers', 'Indiana Pacers'],
  cba: ['Guangdong Southern Tigers', 'Liaoning Flying Leopards', 'Beijing Ducks', 'Zhejiang Lions', 'Shanghai Sharks', 'Xinjiang Flying Tigers', 'Shandong Heroes', 'Shenzhen Leopards', 'Zhejiang Golden Bulls', 'Beijing Royal Fighters', 'Shanxi Loongs', 'Qingdao Eagles'],
  csl: ['Shanghai Port', 'Shanghai Shenhua', 'Beijing Guoan', 'Shandong Taishan', 'Chengdu Rongcheng', 'Tianjin Jinmen Tiger', 'Wuhan Three Towns', 'Zhejiang FC', 'Henan FC', 'Changchun Yatai', 'Qingdao West Coast', 'Shenzhen Peng City'],
  euro: ['Manchester City', 'Arsenal', 'Liverpool', 'Manchester United', 'Chelsea', 'Tottenham Hotspur', 'Real Madrid', 'Barcelona', 'Atlético Madrid', 'Bayern Munich', 'Borussia Dortmund', 'Inter Milan', 'AC Milan', 'Juventus', 'Paris Saint-Germain', 'Napoli'],
  eurocomp: ['the Premier League', 'La Liga', 'the Bundesliga', 'Serie A', 'the Champions League'],
  lpl: ['Bilibili Gaming', 'JD Gaming', 'Top Esports', 'Weibo Gaming', 'LNG Esports', 'EDward Gaming', 'Anyone’s Legend', 'Royal Never Give Up', 'Invictus Gaming', 'FunPlus Phoenix'],
  kpl: ['Chengdu AG Super Play', 'Wuhan eStarPro', 'Chongqing Wolves', 'Guangzhou TTG', 'Hangzhou LGD.NBW', 'Beijing JDG'],
  f1team: ['Ferrari', 'McLaren', 'Red Bull Racing', 'Mercedes', 'Aston Martin', 'Williams', 'Alpine', 'Sauber'],
  tennisevent: (rng, d) => rng.pick(TENNIS_BY_MONTH[d.month] ?? ['the ATP Tour']),
  gp: (rng, d) => rng.pick(F1_BY_MONTH[d.month] ?? ['the next Grand Prix']),
  bscore: basketballScore,
  fscore: footballScore,
  pts: int(24, 52),
  streak: int(3, 11),
  gameno: int(1, 7),
  rankno: int(1, 16),
  round: int(2, 30),
  years: int(2, 5),
  millions: int(8, 60),
}
