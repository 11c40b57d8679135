import { hashString } from '../kit/index.ts'
import type { NewsDay } from './news-day.ts'
import { onItsDay } from './occurrence.ts'
import { story, type Facts, type StoryTemplate } from './story.ts'

/**
 * Olympic sports: tour events on their weekends in the cities that host them that month, the
 * games in their years (Paris 2024, Milan-Cortina 2026, the National Games in 2025), marathons once a
 * year per city.
 */
const md = (d: NewsDay) => d.month * 100 + d.day
const TAGS = (...more: string[]) => ['Olympic sports', ...more]

// WTT events by month (the finals weekend is the month's second Sunday).
const WTT: Record<number, string> = { 1: 'Doha', 2: 'Singapore', 3: 'Chongqing', 4: 'Macao', 5: 'Taiyuan', 6: 'Ljubljana', 7: 'Lagos', 8: 'Yokohama', 9: 'Macao', 10: 'Beijing', 11: 'Frankfurt', 12: 'Hong Kong' }
// BWF titles by month (the third Sunday).
const BWF: Record<number, string> = { 1: 'Malaysia', 3: 'England', 4: 'Switzerland', 5: 'Thailand', 6: 'Indonesia', 7: 'Japan', 9: 'China', 10: 'Denmark', 11: 'Japan', 12: 'China' }
// Snooker events by month.
const SNOOKER: Record<number, string> = { 1: 'the Masters in London', 2: 'the Welsh Open', 3: 'the World Open in Yushan', 4: 'the World Championship in Sheffield', 9: 'the Shanghai Masters', 10: 'the English Open', 11: 'the International Championship in Tianjin', 12: 'the UK Championship in York' }
// City marathons: month and which Sunday of it.
const MARATHONS: readonly [city: string, month: number, sunday: number][] = [['Xiamen', 1, 1], ['Wuxi', 3, 4], ['Wuhan', 4, 2], ['Chengdu', 10, 4], ['Beijing', 11, 1], ['Hangzhou', 11, 1], ['Shanghai', 11, 5], ['Guangzhou', 12, 2]]

const nthSunday = (d: NewsDay, n: number) => d.weekday === 0 && Math.ceil(d.day / 7) === n
const inRange = (d: NewsDay, from: string, to: string) => d.date >= from && d.date <= to

const WINTER_GOLDS: readonly Facts[] = [
  { medal: 'gold', discipline: 'the short track mixed relay' },
  { medal: 'silver', discipline: 'freestyle skiing big air' },
  { medal: 'gold', discipline: 'women’s freestyle halfpipe' },
  { medal: 'bronze', discipline: 'men’s short track 500 metres' },
  { medal: 'gold', discipline: 'men’s snowboard slopestyle' },
  { medal: 'silver', discipline: 'pairs figure skating' },
  { medal: 'bronze', discipline: 'women’s 500 metres speed skating' },
  { medal: 'gold', discipline: 'women’s aerials' },
]

export const OLYMPIC_STORIES: readonly StoryTemplate[] = [
  story('Table tennis: China sweep the finals at the WTT event in {wtt}', 'All five titles went to Chinese players; the men’s final went the full seven games.', { facts: (d) => (nthSunday(d, 2) ? [{ wtt: WTT[d.month]! }] : []), tags: TAGS('table tennis') }),
  story('Table tennis rankings: China hold the top {topn} places in the women’s singles', 'The world No. 1 extended her lead after another title; the highest-ranked non-Chinese player is seventh.', { when: (d) => d.weekday === 2, tags: TAGS('table tennis', 'rankings') }),
  story('Badminton: China’s mixed doubles pair win the title in {bwf}', 'The world No. 1 pair won in straight games and extended their unbeaten run to {streak} matches.', { facts: (d) => (nthSunday(d, 3) && BWF[d.month] ? [{ bwf: BWF[d.month]! }] : []), tags: TAGS('badminton') }),
  story('Snooker: Chinese player reaches the final of {snooker}', 'He made three centuries in the semifinal; it is his second ranking final of the season.', { facts: (d) => (SNOOKER[d.month] && onItsDay(d, 'snooker', 9) ? [{ snooker: SNOOKER[d.month]! }] : []), tags: TAGS('snooker') }),
  story('Winter Olympics: China win {medal} in {discipline}', 'The team celebrated with the flag on the ice; the delegation now has its best medal tally at an away Winter Games.', { when: (d) => inRange(d, '2026-02-07', '2026-02-22'), every: 2, cycle: WINTER_GOLDS, tags: TAGS('Winter Olympics', 'Milan-Cortina') }),
  story('Asian Winter Games in Harbin: China top the medal table', 'The hosts lead in short track and freestyle skiing; the ice venues drew full crowds every night.', { when: (d) => inRange(d, '2025-02-08', '2025-02-14'), every: 2, tags: TAGS('Asian Winter Games', 'Harbin') }),
  story('Paris Olympics: China top the gold medal table on day {n}', 'Diving, table tennis and shooting delivered again; the swimmers added a surprise relay gold.', { when: (d) => inRange(d, '2024-07-27', '2024-08-11'), every: 2, tags: TAGS('Olympics', 'Paris 2024') }),
  story('National Games: Guangdong lead the medal table', 'The games are shared by Guangdong, Hong Kong and Macao for the first time; athletics finals start this week.', { when: (d) => inRange(d, '2025-11-09', '2025-11-21'), every: 3, tags: TAGS('National Games') }),
  story('Short track: China win the mixed relay at the World Tour stop in {skate}', 'The team led from the second lap; the world record holder anchored the final leg.', { when: (d) => d.month >= 10 && d.month <= 12, every: 8, tags: TAGS('short track', 'winter sports') }),
  story('Figure skating: Chinese pair take silver at the Grand Prix', 'Their free skate scored a season’s best; they qualify for the Grand Prix Final.', { when: (d) => d.month >= 10 && d.month <= 12, every: 12, tags: TAGS('figure skating', 'winter sports') }),
  story('Women’s volleyball: China beat {country} 3-1 in the Nations League', 'The opposite hitter scored {pts} points; China move to third in the standings.', { when: (d) => md(d) >= 520 && md(d) <= 720, every: 4, tags: TAGS('volleyball') }),
  story('Diving: a Chinese teenager scores perfect 10s at the World Cup', 'Her final dive drew seven perfect scores and a winning margin of more than 40 points.', { months: [4, 5], every: 12, tags: TAGS('diving') }),
  story('Athletics: new national record in the 100 metres at the {city} meet', 'The sprinter clocked under ten seconds with a legal tailwind.', { months: [4, 5, 6, 7, 8, 9], every: 40, tags: TAGS('athletics') }),
  story('{marathon} Marathon: {big}00 runners finish under three hours', 'Organisers capped the field at 30,000; the winners broke the course records in both races.', { facts: (d) => MARATHONS.filter(([, m, n]) => m === d.month && nthSunday(d, n)).map(([city]) => ({ marathon: city })), tags: TAGS('marathon', 'athletics') }),
  story('Swimming: national championships open in {swimcity}', 'Olympic medallists headline the week; the meet also serves as trials for the world championships.', { facts: (d) => (d.month === 4 && d.day === 8 + (hashString(`${d.seed}:swim:${d.year}`) % 14) ? [{ swimcity: ['Shenzhen', 'Hangzhou', 'Qingdao', 'Wuhan'][d.year % 4]! }] : []), tags: TAGS('swimming') }),
]
