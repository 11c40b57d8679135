import { firstTradingDayFrom, type NewsDay } from './news-day.ts'
import { boxOfficeOn, filmsOpeningOn, showbizEventMonth } from './showbiz.ts'
import { aroundLny, dates, nthWeekday, oneDayIn } from './story-dates.ts'
import { story, type StoryTemplate } from './story.ts'

/**
 * Entertainment, games, education, health, fashion, travel and food: films at the box office while
 * they run, exams on their dates, holiday travel at the holiday, seasonal food in its season.
 */
const GAOKAO: Readonly<Record<number, string>> = { 2023: '12.91', 2024: '13.42', 2025: '13.35', 2026: '13.5' }
const gaokaoMillions = (d: NewsDay) => GAOKAO[d.year] ?? '13'
// Labels showing at Shanghai Fashion Week, one a show.
const SHOWS = ['Shang Xia', 'Li-Ning', 'Bosideng', 'Anta', 'Uma Wang', 'Ms Min'].map((fashionbrand) => ({ fashionbrand }))
const STUDY_TIPS = [
  { tip: 'How students can balance clubs, activities and coursework', tiplead: 'Teachers recommend a weekly plan, fewer clubs done well, and protected sleep.' },
  { tip: 'Revision that works: spaced practice beats all-night cramming', tiplead: 'Psychologists explain why short daily sessions stick better before exams.' },
  { tip: 'Screen time and homework: what parents can do', tiplead: 'Schools suggest a phone basket at the door and homework at the same table every day.' },
  { tip: 'Choosing a university major: questions to ask before you decide', tiplead: 'Career advisers say interests and job data matter more than rankings.' },
]
const HEALTH_STUDIES = [
  { study: 'Study links short sleep to higher blood pressure in young adults', studylead: 'Researchers followed more than 20,000 people for six years.' },
  { study: 'Brisk walking for 20 minutes a day cuts heart risk, study finds', studylead: 'The benefit held across ages and was largest for people who had been inactive.' },
  { study: 'Ultra-processed food linked to poorer sleep in teenagers', studylead: 'The survey covered 30,000 secondary-school students in nine provinces.' },
  { study: 'Myopia in children falls as schools add outdoor time', studylead: 'Screening data show a drop for the third year in schools that doubled outdoor breaks.' },
]

export const ENTERTAINMENT_STORIES: readonly StoryTemplate[] = [
  story('{film} opens as the {season} film season begins', 'Pre-sales led the day’s slate; audiences gave it an 8.1 on Douban in the first hours.', { facts: filmsOpeningOn, tags: ['film', 'box office'] }),
  story('{film} crosses {boxoffice} million yuan at the box office', 'The film has been in cinemas for {rundays} days and still leads daily ticket sales in many cities.', { facts: boxOfficeOn, tags: ['film', 'box office'] }),
  story('{drama} tops streaming charts on {platform}', 'The period drama starring {lead} drew record comments; a second season is in the works.', { every: 3, tags: ['TV drama', 'streaming'] }),
  story('{variety} returns with a new season and lineup', 'The producers promise more live performances; the first episode airs on Friday night on {showplatform}.', { every: 7, tags: ['variety show'] }),
  story('{singer} announces a stadium tour starting in {city}', 'Tickets go on sale next week; the tour covers {n} cities.', { every: 19, tags: ['music', 'concerts'] }),
  story('{star} wins a top prize at {showevent}', 'The jury praised a restrained performance; the speech thanked the film’s crew by name.', { when: showbizEventMonth, every: 10, tags: ['film', 'awards', 'celebrity'] }),
  story('Spring Festival Gala: robots and regional acts draw record viewing', 'The gala was streamed on every major platform; a dance by humanoid robots was the most replayed segment.', { when: aroundLny(0, 0), at: [30, 600], tags: ['Spring Festival', 'Spring Festival Gala', 'TV'] }),
]

export const GAMES_STORIES: readonly StoryTemplate[] = [
  story('{game} breaks its concurrent-player record after a major update', 'The developer added a new region and ranked mode; servers held up despite the surge.', { every: 5, tags: ['games', 'update'] }),
  story('Regulator approves {gamelicences} domestic game licences this month', 'The batch includes mobile, PC and console titles; approvals have stayed steady all year.', { when: (d) => d.day === firstTradingDayFrom(d.seed, d.year, d.month, 22), at: [960, 1140], tags: ['games', 'industry'] }),
  story('Domestic games win big at the annual industry awards', 'Titles from Chinese studios took game of the year and best art direction.', { months: [12], every: 20, tags: ['games', 'awards'] }),
  story('ChinaJoy opens in Shanghai with record exhibitors', 'Game studios, hardware makers and cosplayers filled the expo halls.', { when: dates('07-31', '08-03'), every: 2, tags: ['games', 'expo'] }),
  story('Minors can play online games on {gameevenings} evenings over the winter break, regulator says', 'Game companies must limit under-18 players to an hour on the listed evenings.', { when: oneDayIn('winter-break-games', '01-12', '01-20'), tags: ['games', 'minors', 'policy'] }),
  story('Indie studio’s hit shows the rise of small Chinese game makers', 'A team of nine sold a million copies in its first month on PC.', { every: 12, tags: ['games', 'indie'] }),
]

export const EDUCATION_STORIES: readonly StoryTemplate[] = [
  story('Gaokao registrations reach {gaokao} million', 'The Ministry of Education reminded candidates to beware of fraud offering "guaranteed" admissions.', { when: oneDayIn('gaokao-registrations', '05-26', '06-04'), facts: (d) => [{ gaokao: gaokaoMillions(d) }], tags: ['gaokao', 'exams'] }),
  story('Gaokao begins: {gaokao} million candidates sit China’s college entrance exam', 'Police escorted exam papers and drivers offered free rides to candidates in many cities.', { when: dates('06-07', '06-07'), facts: (d) => [{ gaokao: gaokaoMillions(d) }], at: [420, 540], tags: ['gaokao', 'exams'] }),
  story('Gaokao scores are out: provinces publish cut-off lines', 'Candidates can check results online; universities start admissions in early July.', { when: oneDayIn('gaokao-scores', '06-23', '06-26'), tags: ['gaokao', 'exams', 'universities'] }),
  story('Postgraduate entrance exam: fewer candidates as more graduates take jobs', 'The two-day exam is held nationwide; results come out in February.', { when: nthWeekday(3, 6), months: [12], tags: ['exams', 'universities'] }),
  story('{university} adds undergraduate programmes in AI and robotics', 'The new majors will admit their first students this autumn.', { every: 16, tags: ['universities', 'AI'] }),
  story('Primary schools in {city} add an hour of physical activity a day', 'The plan extends recess and after-school sports; parents welcomed the change.', { every: 29, tags: ['schools', 'student health'] }),
  story('Winter break begins for schools in Beijing and Shanghai', 'Schools asked families to limit screen time and keep up reading over the holiday.', { when: oneDayIn('winter-break', '01-16', '01-24'), tags: ['schools', 'students', 'winter break'] }),
  story('New semester: schools return after the Spring Festival', 'Teachers held safety lessons on the first day; some schools started with sports festivals.', { when: aroundLny(18, 26), every: 9, tags: ['schools', 'students'] }),
  story('{tip}', '{tiplead}', { every: 4, cycle: STUDY_TIPS, tags: ['students', 'study tips'] }),
]

export const HEALTH_STORIES: readonly StoryTemplate[] = [
  story('Flu season peaks in {fluregion}, doctors urge vaccination', 'Hospitals report busy fever clinics; most cases are influenza A.', { months: [12, 1, 2], every: 6, tags: ['flu', 'public health'] }),
  story('{study}', '{studylead}', { every: 5, cycle: HEALTH_STUDIES, tags: ['research', 'wellness'] }),
  story('{city} hospitals extend online appointment booking to all departments', 'Patients can now book up to two weeks ahead and pay from their phones.', { every: 27, tags: ['healthcare', 'digital health'] }),
  story('Doctors warn of heart risks as temperatures drop', 'Cardiologists advise keeping warm in the morning and avoiding sudden exertion in the cold.', { months: [11, 12, 1, 2], every: 12, tags: ['heart health', 'winter'] }),
  story('Heatstroke cases rise; doctors advise avoiding midday sun', 'Outdoor workers and the elderly are most at risk; employers must give breaks above 35°C.', { months: [7, 8], every: 9, tags: ['public health', 'summer'] }),
  story('Eating well over the Spring Festival: doctors’ advice', 'Fewer fried dishes, more vegetables, and a walk after the family dinner.', { when: aroundLny(-8, 3), every: 6, tags: ['nutrition', 'Spring Festival'] }),
  story('Weight-management clinics open in more hospitals', 'The clinics pair doctors, dieticians and exercise coaches; referrals are growing fast.', { every: 33, tags: ['healthcare', 'weight management'] }),
]

export const FASHION_STORIES: readonly StoryTemplate[] = [
  story('Shanghai Fashion Week: {fashionbrand} shows its {season} collection', 'The show mixed tailoring with traditional embroidery and drew buyers from across Asia.', { when: (d) => dates('03-24', '04-02')(d) || dates('10-08', '10-17')(d), every: 3, cycle: SHOWS, tags: ['fashion week', 'runway', 'fashion'] }),
  story('Guochao brands drive the latest fashion trends among young shoppers', 'Domestic labels now account for a growing share of sportswear and outerwear sales.', { every: 11, tags: ['guochao', 'trends', 'fashion'] }),
  story('Down jackets sell out as the cold snap arrives', 'Bosideng and sportswear brands reported their busiest week; lightweight styles led sales.', { months: [11, 12, 1], every: 10, tags: ['trends', 'fashion', 'winter'] }),
  story('Red is back: shoppers pick new year outfits', 'Sales of red jumpers and coats jump before the Spring Festival; brands released zodiac editions.', { when: aroundLny(-21, -2), every: 9, tags: ['trends', 'fashion', 'Spring Festival'] }),
  story('The season’s colour: why everyone is wearing {colour}', 'Stylists explain how to wear the shade at work and at weekends.', { every: 24, tags: ['trends', 'style', 'fashion'] }),
  story('Light layers: spring trench coats return to the shops', 'Beige and olive lead sales; stylists suggest pairing them with trainers.', { months: [3, 4], every: 10, tags: ['trends', 'fashion'] }),
]

export const TRAVEL_STORIES: readonly StoryTemplate[] = [
  story('{scenic} expects record visitors over the {holiday}', 'The site requires real-name reservations and has added shuttle buses.', { when: (d) => d.holidayNear !== undefined, every: 2, tags: ['tourism', 'holiday', 'travel'] }),
  story('{city} adds direct flights to {country}', 'The new routes start next month with four flights a week.', { every: 20, tags: ['flights', 'outbound travel', 'travel'] }),
  story('Visa-free transit: more foreign visitors make short trips to China', 'Tour operators report more weekend visitors from neighbouring countries under the 240-hour rule.', { every: 30, tags: ['visa', 'inbound travel', 'tourism'] }),
  story('Harbin Ice and Snow World draws record crowds', 'The park’s ice sculptures stay lit until 9 p.m.; hotels in the city are near capacity.', { when: dates('12-20', '02-25'), every: 8, tags: ['tourism', 'winter travel', 'travel'] }),
  story('Sanya’s beaches fill up as northerners escape the cold', 'Hotel prices peak over the winter break; flights from the north run full.', { months: [12, 1, 2], every: 11, tags: ['tourism', 'winter travel', 'travel'] }),
  story('Outbound bookings for the Spring Festival holiday up on last year', 'Japan, Thailand and Singapore lead; travel agencies added charter flights.', { when: aroundLny(-28, -6), every: 7, tags: ['outbound travel', 'Spring Festival', 'tourism'] }),
  story('Cherry blossoms draw crowds to Wuhan University', 'The campus opens to visitors by reservation; the trees are at their peak this week.', { when: dates('03-15', '03-31'), every: 8, tags: ['tourism', 'spring travel', 'travel'] }),
  story('Autumn leaves: where to see the colours this week', 'The Fragrant Hills in Beijing and Qixia Mountain in Nanjing are at their best.', { when: dates('10-20', '11-20'), every: 8, tags: ['tourism', 'autumn travel', 'travel'] }),
]

export const FOOD_STORIES: readonly StoryTemplate[] = [
  story('{dish} shops in {city} see queues after a viral video', 'Owners say daily sales have tripled; the city’s food map now lists them as must-try.', { every: 23, tags: ['food', 'viral'] }),
  story('Seasonal eating: what nutritionists recommend for {month}', 'Fresh seasonal greens, soups and less salt top the list.', { when: (d) => d.day === 1, tags: ['food', 'nutrition'] }),
  story('Night markets reopen with new food stalls for the summer', 'The markets run until midnight on weekends; vendors must use electric stoves.', { months: [5, 6, 7, 8, 9], every: 15, tags: ['food', 'night market'] }),
  story('Crayfish season: prices fall as supply peaks', 'Restaurants report their busiest nights; the spicy and garlic flavours lead orders.', { months: [5, 6, 7], every: 12, tags: ['food', 'crayfish'] }),
  story('Hairy crab season opens at Yangcheng Lake', 'Prices are steady this year; sellers ship crabs overnight in cold packs.', { months: [9, 10, 11], every: 12, tags: ['food', 'seasonal'] }),
  story('Dumplings, fish and rice cakes: the new year’s eve dinner, region by region', 'Northern families wrap dumplings; in the south, fish and rice cakes wish for a better year.', { when: aroundLny(-3, -1), every: 3, tags: ['food', 'Spring Festival'] }),
  story('Zongzi sales rise ahead of the Dragon Boat Festival', 'Savoury pork and sweet red-bean fillings lead; bakeries offer new flavours.', { when: (d) => d.holidayNear === 'Dragon Boat Festival' && !d.holiday, every: 3, tags: ['food', 'Dragon Boat'] }),
  story('Mooncakes: lighter recipes and smaller boxes this Mid-Autumn', 'Regulators capped the price of gift boxes; fruit and low-sugar fillings sell best.', { when: (d) => d.month === 9 || (d.holidayNear === 'Mid-Autumn Festival' && !d.holiday), every: 7, tags: ['food', 'Mid-Autumn'] }),
]
