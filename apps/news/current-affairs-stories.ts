import { firstSnowOn } from './cities.ts'
import type { NewsDay } from './news-day.ts'
import { telecomDataOn } from './releases.ts'
import { all, aroundLny, dates, oneDayIn } from './story-dates.ts'
import { once, story, type StoryTemplate } from './story.ts'

/**
 * China, world and society: politics on the political calendar (the Two Sessions in March), weather
 * in its season and region, one-off events once, and people's stories in turn, so no story comes back
 * the next day with only the city changed.
 */
const workday = (d: NewsDay) => d.workday

const COUNCIL = [{ focus: 'expanding services consumption' }, { focus: 'stabilising employment for graduates' }, { focus: 'support for private investment' }, { focus: 'childcare subsidies' }, { focus: 'flood prevention and disaster relief' }, { focus: 'equipment upgrades and trade-ins' }, { focus: 'elderly care services' }]
const FM_TOPICS = [{ fmtopic: 'trade frictions' }, { fmtopic: 'the situation in the Middle East' }, { fmtopic: 'climate cooperation' }, { fmtopic: 'visa-free travel' }, { fmtopic: 'export controls' }, { fmtopic: 'the Korean Peninsula' }]
const QUAKE = [{ quake: 'Japan' }, { quake: 'Indonesia' }, { quake: 'the Philippines' }, { quake: 'Chile' }, { quake: 'Türkiye' }, { quake: 'Peru' }, { quake: 'New Zealand' }]

/** Good deeds, each told about one person in one city, in turn. */
const DEEDS_ALL_YEAR = [
  { hero: 'Courier', deed: 'returns a lost bag with 20,000 yuan in cash', deedlead: 'The owner tracked him down to thank him; the video of their meeting has been viewed millions of times.' },
  { hero: 'Bus driver', deed: 'stops to help an elderly passenger who fainted', deedlead: 'Passengers helped carry the man to a bench while the driver called an ambulance; doctors said the quick response helped.' },
  { hero: 'Nurse', deed: 'performs CPR on a runner who collapsed in a park', deedlead: 'The runner is recovering in hospital; the nurse was on her way home from a night shift.' },
  { hero: 'Taxi driver', deed: 'helps deliver a baby in his cab', deedlead: 'Mother and daughter are doing well; the driver refused the fare and sent flowers to the hospital.' },
  { hero: 'Retired teacher', deed: 'runs free evening classes for migrant workers’ children', deedlead: 'She has taught for six years in a community room; former pupils now help her as volunteers.' },
  { hero: 'Security guard', deed: 'finds a lost four-year-old at a metro station', deedlead: 'The boy had slipped away from his grandmother in the rush hour; they were reunited within twenty minutes.' },
  { hero: 'Delivery rider', deed: 'spots a fire in a flat and helps neighbours out', deedlead: 'He banged on doors until everyone on the floor was out; firefighters said no one was hurt.' },
  { hero: 'Student volunteer', deed: 'teaches pensioners to spot phone scams', deedlead: 'The workshops fill up every weekend; the local police station has started sending officers along.' },
]
const DEEDS_WARM = [
  { hero: 'Delivery rider', deed: 'saves a child from a river', deedlead: 'The rider jumped in without hesitation; the district named him a model citizen.' },
  { hero: 'Fisherman', deed: 'rescues two swimmers caught by the current', deedlead: 'He reached them in his boat minutes before the rescue team arrived.' },
]
const DEEDS_COLD = [
  { hero: 'Sanitation worker', deed: 'pulls a boy from an icy pond', deedlead: 'The ice gave way under the nine-year-old; the worker lay flat on the ice to reach him.' },
  { hero: 'Neighbours', deed: 'clear a snowed-in lane for an elderly couple every morning', deedlead: 'The couple, both in their eighties, say the young family next door started it.' },
]
const VIRAL = [
  { viral: 'A cat that rode the metro alone finds its way home', virallead: 'Staff traced the owner through a post that went viral; the cat had slipped out of an open door.' },
  { viral: 'Grandmother’s street-food stall becomes a late-night landmark', virallead: 'She has sold the same fried dumplings for thirty years; queues now start before the stall opens.' },
  { viral: 'Primary school’s rooftop farm feeds its canteen', virallead: 'Pupils grow vegetables in forty planters; the harvest goes into Friday lunches.' },
  { viral: 'A library that stays open all night draws students and night-shift workers', virallead: 'The district says the reading room has more visitors after midnight than before it.' },
  { viral: 'Old residential compound gets lifts after a decade of campaigning', virallead: 'Residents on the top floors say they can go out every day again.' },
  { viral: 'Amateur choir of retired workers wins a national prize', virallead: 'The choir rehearses in a park pavilion; its oldest member is 86.' },
]

const warm = (d: NewsDay) => d.month >= 5 && d.month <= 9
const cold = (d: NewsDay) => d.month <= 2 || d.month === 12

export const DOMESTIC_STORIES: readonly StoryTemplate[] = [
  story('Government work report sets this year’s growth target at around 5%', 'The premier’s report to the National People’s Congress also targets more than 12 million new urban jobs and inflation of around 2%.', { when: dates('03-05', '03-05'), tags: ['Two Sessions', 'policy', 'economy'], sensitive: 'politics' }),
  story('National People’s Congress deputies discuss draft law on the private economy', 'Lawmakers reviewed provisions on fair competition and access to financing for private firms.', { when: dates('03-06', '03-11'), every: 3, tags: ['Two Sessions', 'legislation'], sensitive: 'politics' }),
  story('State Council executive meeting sets out measures on {focus}', 'The meeting called on departments to publish detailed rules within a month.', { when: (d) => d.weekday === 5 && d.workday, every: 8, cycle: COUNCIL, tags: ['policy', 'economy', 'State Council'], sensitive: 'politics' }),
  story('{regulator} issues new rules on {remit}', 'The rules take effect next quarter; local authorities must report on implementation by the end of the year.', { when: workday, every: 3, tags: ['policy', 'regulation', 'public services'] }),
  story('China’s 5G base stations reach {stations} million, the Ministry of Industry and Information Technology says', 'The count at the end of {datamonth} covers every county town; 5G users are now a majority of mobile subscribers.', { facts: once(telecomDataOn), at: [570, 660], tags: ['telecom', '5G'] }),
  story('High-speed railway linking {city} and {city2} begins trial operation', 'The line cuts the journey to under two hours; regular service is expected to start within three months.', { every: 32, tags: ['infrastructure', 'railway'] }),
  story('{city} rolls out {yi} million yuan in consumption vouchers', 'The vouchers cover dining, sports and cultural venues and can be claimed through mobile payment apps from this weekend.', { every: 27, tags: ['consumption', 'local policy'] }),
  story('{province} to build {n} new elderly care centres this year', 'The provincial government said the centres will focus on community day care and home visits.', { every: 22, tags: ['elderly care', 'public services'] }),
  story('Cold wave to bring temperature drops of up to {temp}°C across {coldregion}', 'The National Meteorological Center issued a blue alert and advised travellers to check train and flight schedules.', { months: [11, 12, 1, 2, 3], every: 7, tags: ['weather', 'cold wave'] }),
  story('Rainstorm warning for {rainregion}', 'Forecasters expect up to 100 mm in places; schools in some districts have moved classes online.', { months: [5, 6, 7, 8, 9], every: 5, tags: ['weather', 'rainstorm'] }),
  story('Heat wave grips {heatregion}; temperatures top 40°C', 'Power use hit a record; cities opened air-raid shelters as cool rooms for residents.', { months: [6, 7, 8], every: 6, tags: ['weather', 'heat wave'] }),
  story('Sandstorm sweeps across {sandregion}', 'Visibility fell below 500 metres in places; the weather bureau advised people to stay indoors.', { months: [3, 4, 5], every: 9, tags: ['weather', 'sandstorm'] }),
  story('Typhoon warning: {coastcity} suspends ferries and closes schools', 'The storm is expected to make landfall overnight; fishing boats have returned to port.', { months: [7, 8, 9, 10], every: 11, tags: ['weather', 'typhoon'] }),
  story('First snow of the season in {snowcity}', 'Residents shared photos of {landmark} under snow; road crews were out before dawn.', { facts: firstSnowOn, at: [400, 720], tags: ['weather', 'snow', 'city life'] }),
  story('Spring Festival travel rush begins: a record 9.5 billion cross-region trips expected', 'Railways add more than 1,000 extra trains a day over the forty days; airlines expect 90 million passengers.', { when: aroundLny(-15, -15), tags: ['Spring Festival', 'travel rush', 'transport'] }),
  story('Travel rush: railways carry {railm} million passengers in a day', 'Stations added staff and waiting areas; most trains to the southwest were sold out days in advance.', { when: (d) => (d.lny >= -10 && d.lny <= -1) || (d.lny >= 4 && d.lny <= 10), every: 2, tags: ['Spring Festival', 'travel rush', 'railway'] }),
  story('Tickets for travel on Lunar New Year’s Eve go on sale', 'Booking opened at 8 a.m. on the 12306 app; the busiest routes sold out within minutes.', { when: aroundLny(-16, -16), at: [480, 600], tags: ['Spring Festival', 'travel rush', 'railway'] }),
  story('Spring Festival travel rush ends after forty days', 'Transport authorities said cross-region trips set a new record, most of them by car.', { when: aroundLny(24, 24), tags: ['Spring Festival', 'travel rush', 'transport'] }),
  story('Laba Festival: temples hand out free congee', 'Queues formed before dawn; the festival marks the start of the run-up to the lunar new year.', { when: aroundLny(-22, -22), tags: ['festival', 'tradition'] }),
  story('Lantern Festival: lantern shows and riddles close the Spring Festival', 'Parks extended opening hours; many families ate sweet rice dumplings at home.', { when: aroundLny(14, 14), tags: ['festival', 'Lantern Festival'] }),
  story('Qingming: cemeteries add shuttle buses and online booking for tomb-sweeping', 'Many families chose online memorials; cities asked visitors not to burn paper offerings in forests.', { when: (d) => d.holidayNear === 'Qingming Festival', every: 3, tags: ['festival', 'Qingming'] }),
  story('Dragon Boat Festival: races return to rivers across the south', 'Crowds lined the banks; zongzi sales rose again this year.', { when: (d) => d.holiday === 'Dragon Boat Festival', every: 3, tags: ['festival', 'Dragon Boat'] }),
  story('National Day holiday: railways expect {railm} million trips on the first day', 'Highways are toll-free for small cars over the holiday; scenic spots require reservations.', { when: dates('10-01', '10-01'), tags: ['National Day', 'travel', 'holiday'] }),
]

export const INTERNATIONAL_STORIES: readonly StoryTemplate[] = [
  story('Foreign ministry spokesperson answers questions on {fmtopic}', 'The spokesperson set out China’s position at the daily briefing; the remarks were reposted by state media.', { when: workday, every: 2, cycle: FM_TOPICS, at: [900, 1000], tags: ['diplomacy'], sensitive: 'politics' }),
  story('China and {country} sign agreements on trade and green energy', 'The deals cover solar projects, agricultural exports and a visa facilitation arrangement.', { every: 9, tags: ['diplomacy', 'trade'], sensitive: 'politics' }),
  story('Election results in {country} reshape parliament', 'No single party won a majority; coalition talks are expected to take weeks.', { every: 30, tags: ['elections', 'world'], sensitive: 'politics' }),
  story('Earthquake of magnitude 6.1 strikes off the coast of {quake}', 'Local authorities reported damage to buildings and issued a brief tsunami warning that was later lifted.', { every: 19, cycle: QUAKE, tags: ['disaster', 'world'] }),
  story('{country}’s central bank cuts interest rates by a quarter point', 'Policymakers cited slowing growth; markets had priced in the move.', { every: 14, tags: ['world', 'economy'] }),
  story('Import Expo: exhibitors from {country} fill a record hall in Shanghai', 'Organisers said intended deals reached new highs in food, medical devices and tourism services.', { when: dates('11-05', '11-10'), every: 2, tags: ['trade', 'expo', 'Import Expo'] }),
  story('Canton Fair opens with overseas buyers up on last year', 'Exhibitors showed robots, appliances and new-energy products; buyers from the Middle East and Latin America grew fastest.', { when: (d) => dates('04-15', '05-05')(d) || dates('10-15', '11-04')(d), every: 6, tags: ['trade', 'expo', 'Canton Fair'] }),
  story('Boao Forum opens with a focus on Asian growth and trade', 'Leaders and executives gathered in Hainan; sessions cover supply chains, AI and the green transition.', { when: oneDayIn('boao', '03-25', '03-28'), tags: ['forum', 'economy', 'Boao'] }),
  story('Summer Davos opens in Tianjin', 'Business leaders discussed AI, energy and the outlook for global trade over three days.', { when: all(oneDayIn('summer-davos', '06-23', '06-26'), (d) => d.year % 2 === 1), tags: ['forum', 'economy', 'Summer Davos'] }),
  story('China-Europe freight trains set a record for the year so far', 'Trains linked more than 200 European cities; electronics and cars made up a growing share of cargo.', { every: 35, tags: ['trade', 'railway'] }),
  story('Wildfires force evacuations in southern Europe', 'Firefighters battled blazes in dry, windy weather; the Chinese embassy reminded travellers to follow local advice.', { months: [7, 8], every: 15, tags: ['disaster', 'world'] }),
]

export const SOCIETY_STORIES: readonly StoryTemplate[] = [
  story('{hero} in {city} {deed}', '{deedlead}', { every: 2, cycle: DEEDS_ALL_YEAR, tags: ['good deeds', 'city life'] }),
  story('{hero} in {city} {deed}', '{deedlead}', { id: 'deeds in warm weather', when: warm, every: 8, cycle: DEEDS_WARM, tags: ['good deeds', 'city life'] }),
  story('{hero} in {northcity} {deed}', '{deedlead}', { id: 'deeds in cold weather', when: cold, every: 8, cycle: DEEDS_COLD, tags: ['good deeds', 'city life'] }),
  story('{viral} in {city}', '{virallead}', { every: 3, cycle: VIRAL, tags: ['city life', 'viral'] }),
  story('{city} metro opens a new line', 'Commuters in the outer districts can now reach the city centre without changing trains.', { months: [6, 9, 12], every: 30, tags: ['city life', 'transport', 'public services'] }),
  story('Police in {city} detain suspect after a knife attack near a market', 'Two people were injured and taken to hospital; the case is under investigation.', { every: 24, tags: ['public safety'], sensitive: 'violence' }),
  story('{city} fines landlords over unsafe group rentals', 'Inspectors found blocked fire exits and illegal partitions in more than {big} flats.', { every: 33, tags: ['housing', 'public safety'] }),
  story('Telecom fraud gang busted across {n} provinces', 'Police froze accounts holding millions of yuan and warned residents about fake customer-service calls.', { every: 11, tags: ['crime', 'fraud'], sensitive: 'violence' }),
  story('Village in {province} turns old school into a rural library', 'Volunteers collected more than 8,000 books and run weekend reading classes for children.', { every: 26, tags: ['rural life', 'education'] }),
  story('{city} bans charging e-bikes in stairwells after a fire', 'Residents must use charging sheds; property managers face fines for blocked corridors.', { months: [11, 12, 1, 2, 3], every: 29, tags: ['public safety', 'city life'] }),
  story('Market regulators in {city} fine a bakery chain over expired ingredients', 'Inspectors found relabelled flour and cream; the chain apologised and closed two branches for checks.', { every: 31, tags: ['food safety', 'public safety'] }),
  story('Police warn of fake ticket-refund calls during the travel rush', 'Scammers pose as airline or railway staff; real refunds never require a transfer to a personal account.', { when: aroundLny(-14, 20), every: 9, tags: ['fraud', 'Spring Festival', 'public safety'] }),
  story('Migrant workers head home as factories close for the holiday', 'Bus companies added routes from the industrial cities of the south; some employers chartered trains.', { when: aroundLny(-12, -4), every: 4, tags: ['Spring Festival', 'travel rush', 'city life'] }),
  story('Community canteens serve New Year’s Eve dinners for elderly residents living alone', 'Volunteers delivered dumplings and fish to those who could not come; some neighbourhoods held group dinners.', { when: aroundLny(-1, -1), tags: ['Spring Festival', 'elderly care', 'city life'] }),
]
