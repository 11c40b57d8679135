import { CAR_MAKERS, phoneLaunchesOn } from './companies.ts'
import type { NewsDay } from './news-day.ts'
import { previousMonth } from './news-day.ts'
import { all, dates, evenYears, nthWeekday, oddYears, oneDayIn } from './story-dates.ts'
import { createRng } from '../kit/index.ts'
import { monthName, story, type Facts, type StoryTemplate } from './story.ts'

/**
 * Technology, science, military and cars: launches on each product's own day with that year's model,
 * AI models from the labs that make them, shows and conferences in their month, missions on their dates.
 */
const ROBOTS = [{ robotco: 'Unitree', trick: 'a humanoid robot that folds laundry' }, { robotco: 'UBTech', trick: 'humanoid robots sorting parcels on a factory line' }, { robotco: 'AgiBot', trick: 'a robot that restocks supermarket shelves' }, { robotco: 'Galbot', trick: 'a robot pharmacist that picks medicine boxes' }]
const ROCKETS = [{ rocket: 'LandSpace’s Zhuque-2', site: 'Jiuquan' }, { rocket: 'Galactic Energy’s Ceres-1', site: 'Jiuquan' }, { rocket: 'a Long March 8', site: 'the Hainan commercial spaceport' }, { rocket: 'a Kinetica-1', site: 'Jiuquan' }, { rocket: 'a Long March 11 from a sea platform', site: 'the Yellow Sea' }]

/** Carmakers' monthly deliveries, reported on the first of the month for the month before. */
function deliveriesOn(d: NewsDay): Facts[] {
  if (d.day !== 1) return []
  const [, m] = previousMonth(d)
  const rng = createRng(`${d.seed}:deliveries:${d.date}`)
  return rng.shuffle(CAR_MAKERS.filter((c) => c.brand !== 'AITO')).slice(0, 2).map((c) => ({ carbrand: c.brand, deliveries: `${rng.int(18, 95)},${String(rng.int(0, 9) * 100).padStart(3, '0')}`, prevmonth: monthName(m) }))
}

/** Shenzhou crews launch in spring and autumn; the mission number follows the year. */
function shenzhouOn(d: NewsDay): Facts[] {
  const spring = oneDayIn('shenzhou-spring', '04-22', '04-30')(d)
  const autumn = oneDayIn('shenzhou-autumn', '10-26', '11-03')(d)
  if (d.year < 2022 || (!spring && !autumn)) return []
  return [{ mission: String(14 + (d.year - 2022) * 2 + (autumn ? 1 : 0)) }]
}

export const TECHNOLOGY_STORIES: readonly StoryTemplate[] = [
  story('{phonemaker} launches the {model} with its own {chip} chip', 'Pre-orders opened at the end of the launch event and sold out within minutes on major e-commerce platforms.', { facts: (d) => phoneLaunchesOn(d).filter((f) => f.chip), at: [840, 1200], tags: ['smartphones', 'launch', 'chips'] }),
  story('{phonemaker} launches the {model}', 'The camera and battery drew the most attention at the event; sales start on Friday.', { facts: (d) => phoneLaunchesOn(d).filter((f) => !f.chip), at: [840, 1200], tags: ['smartphones', 'launch'] }),
  story('Hands-on with the {phone}: the camera is the story', 'A week with the phone: a zoom lens that holds up at night and a battery that lasts two days.', { every: 6, tags: ['smartphones', 'review'] }),
  story('{ailab} releases a new version of its {aimodel} model, claiming top scores on reasoning benchmarks', 'The model is available to developers through the company’s cloud platform; prices per token fell again.', { every: 4, tags: ['AI', 'large models'] }),
  story('{ailab}’s {assistant} can now book train tickets by voice', 'The assistant compares trains and pays in under a minute; the feature is rolling out to all users this week.', { every: 10, tags: ['AI', 'assistants', 'new technology'] }),
  story('{glassco} opens pre-orders for its AI glasses', 'The glasses translate speech and identify landmarks; the first batch ships next month.', { every: 16, tags: ['wearables', 'AI', 'new technology'] }),
  story('{cloud} opens a data centre in {hub}', 'The site runs on hydro and wind power and will serve AI training workloads.', { every: 17, tags: ['cloud', 'AI computing'] }),
  story('{robotco} shows {trick}', 'The company says pilot customers will receive units later this year; prices were not announced.', { every: 5, cycle: ROBOTS, tags: ['robotics', 'new technology'] }),
  story('Humanoid robots run a half-marathon in Beijing', 'Twenty robot teams started the race in Yizhuang; the winner finished in under three hours.', { when: nthWeekday(3, 6), months: [4], tags: ['robotics', 'new technology'] }),
  story('Commercial rocket: {rocket} puts satellites into orbit from {site}', 'The launch was the company’s latest this year; it plans a reusable first stage next.', { every: 6, cycle: ROCKETS, tags: ['space', 'commercial launch'] }),
  story('Chinese brands fill the show floor at CES in Las Vegas', 'Robot vacuums, AR glasses and TVs drew the crowds; exhibitors from China were the largest foreign group.', { when: dates('01-06', '01-10'), every: 2, tags: ['CES', 'gadgets', 'new technology'] }),
  story('Mobile World Congress: Chinese phone makers show foldables and AI features', 'Visitors queued for the thinnest foldable at the show; operators discussed 5G-Advanced networks.', { when: dates('03-02', '03-06'), every: 2, tags: ['MWC', 'smartphones', 'new technology'] }),
  story('World AI Conference opens in Shanghai', 'Humanoid robots and large models fill the halls; the organisers expect more than 300,000 visitors.', { when: dates('07-26', '07-29'), every: 2, tags: ['AI', 'WAIC', 'new technology'] }),
  story('Military technology on show: new drones and radar at the Zhuhai Airshow', 'Exhibitors displayed unmanned aircraft, early-warning radar and air-defence systems.', { when: all(dates('11-12', '11-17'), evenYears), every: 2, tags: ['military technology', 'airshow'], sensitive: 'politics' }),
  story('Military technology: how drones and radar are changing air defence', 'Analysts explain the sensors and interceptors behind a modern air-defence network.', { every: 18, tags: ['military technology', 'analysis'], sensitive: 'politics' }),
]

export const SCIENCE_STORIES: readonly StoryTemplate[] = [
  story('Shenzhou-{mission} lifts off with three astronauts bound for Tiangong', 'The crew will spend six months on the station; the launch from Jiuquan went to plan.', { facts: shenzhouOn, at: [1260, 1380], tags: ['space', 'Tiangong', 'Shenzhou'] }),
  story('Shenzhou crew completes a six-hour spacewalk', 'The astronauts installed debris shielding and tested new equipment outside the Tiangong station.', { every: 25, tags: ['space', 'Tiangong'] }),
  story('Scientists publish new findings from the Chang’e-6 far-side samples', 'The study dates volcanic activity on the far side; labs at {n} institutions are studying the samples.', { every: 34, tags: ['space', 'lunar exploration', 'research'] }),
  story('Chinese scientists report a breakthrough in quantum error correction', 'The team at a national lab published the result in a leading journal this week.', { every: 23, tags: ['quantum', 'research'] }),
  story('New dinosaur species identified from fossils found in {province}', 'The plant-eater lived about 120 million years ago and measured around eight metres long.', { every: 31, tags: ['palaeontology', 'discovery', 'research'] }),
  story('FAST telescope finds more than 1,000 new pulsars', 'The dish in Guizhou is the world’s largest single radio telescope; the catalogue is open to astronomers worldwide.', { every: 40, tags: ['astronomy', 'discovery', 'research'] }),
  story('Fusion reactor in Hefei holds plasma for a record time', 'The experiment kept plasma stable for more than 1,000 seconds; researchers call it a step towards power plants.', { every: 60, tags: ['energy', 'research', 'fusion'] }),
]

export const MILITARY_STORIES: readonly StoryTemplate[] = [
  story('Navy holds live-fire drills in the East China Sea', 'The exercises involved destroyers and carrier-based aircraft; a navigation warning was issued for the area.', { every: 13, tags: ['military', 'navy'], sensitive: 'politics' }),
  story('Military technology: a look at the new-generation carrier’s catapult system', 'Analysts explain how electromagnetic launch changes the aircraft a carrier can operate.', { every: 21, tags: ['military technology', 'navy'], sensitive: 'politics' }),
  story('Defense ministry briefing covers joint exercises and border affairs', 'The spokesperson also answered questions on international military cooperation.', { when: nthWeekday(-1, 4), at: [900, 1000], tags: ['military', 'defense'], sensitive: 'politics' }),
  story('Veterans’ affairs: new rules improve job placement for retired soldiers', 'Provinces will reserve a share of public-sector posts and offer free vocational training.', { every: 27, tags: ['military', 'veterans'], sensitive: 'politics' }),
  story('Spring conscription begins as universities encourage graduates to enlist', 'Recruits with degrees get tuition refunds and priority in postgraduate admissions.', { when: dates('02-20', '03-20'), every: 14, tags: ['military', 'conscription'], sensitive: 'politics' }),
  story('PLA marks Army Day with open days at barracks', 'Units invited residents to watch drills and visit museums.', { when: dates('08-01', '08-01'), tags: ['military', 'Army Day'], sensitive: 'politics' }),
]

export const AUTOS_STORIES: readonly StoryTemplate[] = [
  story('{carbrand} delivers {deliveries} vehicles in {prevmonth}', 'Deliveries rose year on year as the brand’s newest models ramped up; the company kept its annual target.', { facts: deliveriesOn, at: [600, 900], tags: ['EV', 'sales'] }),
  story('{carbrand} launches the {carmodel}, priced from {carprice} yuan', 'The car offers advanced driver assistance as standard; deliveries start next month.', { every: 3, at: [840, 1260], tags: ['EV', 'new car'] }),
  story('New national standard tightens rules on driver-assistance marketing', 'Carmakers may no longer describe assisted driving as autonomous.', { every: 30, tags: ['regulation', 'driver assistance'] }),
  story('Price war: carmakers extend discounts into the new month', 'Dealers say discounts now average more than 10%; the industry association warned against selling below cost.', { every: 15, tags: ['EV', 'market'] }),
  story('Auto China opens in Beijing with more than 100 new models', 'Electric SUVs and driver assistance dominate; foreign brands showed cars built for China.', { when: all(dates('04-24', '04-28'), evenYears), every: 2, tags: ['auto show', 'EV'] }),
  story('Shanghai Auto Show opens with more than 100 world premieres', 'Chinese brands took the biggest halls; foreign carmakers showed models developed in China.', { when: all(dates('04-23', '04-28'), oddYears), every: 2, tags: ['auto show', 'EV'] }),
  story('Guangzhou Auto Show: carmakers bet on range-extended SUVs', 'More than 60 new models were shown; price cuts were announced on the first press day.', { when: dates('11-20', '11-24'), every: 2, tags: ['auto show', 'EV'] }),
  story('Charging queues on highways as EV drivers head home for the holiday', 'Service areas added mobile chargers; drivers shared maps of quiet stations online.', { when: (d) => (d.lny >= -7 && d.lny <= -1) || (d.lny >= 4 && d.lny <= 7), every: 3, tags: ['EV', 'Spring Festival', 'travel rush'] }),
  story('Car trade-in subsidies extended for another year', 'Buyers who scrap an old car get up to 20,000 yuan towards a new electric one.', { every: 45, tags: ['EV', 'policy', 'consumption'] }),
]
