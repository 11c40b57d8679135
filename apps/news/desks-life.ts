import { desk, type StoryTemplate } from './story.ts'

/** A desk's regular piece goes out with the morning edition. */
const EARLY: readonly [number, number] = [330, 415]

/** The regular coverage of the lifestyle sections (and the military desk), one story a day per desk. */
export const MILITARY_DESKS: readonly StoryTemplate[] = [
  desk('military', [
    ['Air force pilots train for night landings on plateau airfields', 'The drills test aircraft and crews in thin air and low temperatures.', 'military|air force'],
    ['Navy hospital ship completes a medical mission abroad', 'Doctors treated thousands of patients at ports of call.', 'military|navy'],
    ['Army engineers help rebuild roads after landslides', 'Units cleared debris and built temporary bridges.', 'military|disaster relief'],
    ['Military academies open applications to high-school graduates', 'Candidates must pass physical and political checks.', 'military|education'],
    ['Rocket force unit holds a long-distance mobility drill', 'Vehicles covered more than 1,000 km by road.', 'military|drills'],
    ['Coast guard patrols fishing grounds during the closed season', 'Patrols check for boats fishing illegally.', 'coast guard|fishing'],
    ['Militia training: reservists practise disaster response', 'Units rehearsed evacuations and flood barriers.', 'military|reserves'],
    ['Veteran’s story: a former soldier runs a mountain school', 'He has taught in the village for twenty years.', 'veterans|education'],
  ], { sensitive: 'politics' }),
]

export const ENTERTAINMENT_DESKS: readonly StoryTemplate[] = [
  desk('screen', [
    ['{drama} gets a second season', 'The studio confirmed {lead} and {colead} will return; filming starts in the spring.', 'TV drama|sequel'],
    ['Short dramas: the minute-long series taking over phones', 'Producers shoot a hundred episodes in a week; the best earn millions.', 'short drama|streaming'],
    ['{platform} raises subscription prices', 'Members will pay more from next month; ad-free tiers cost extra.', 'streaming|prices'],
    ['{film} wins the audience award at a film festival', 'The director thanked the cast on stage.', 'film|awards'],
    ['Animation studios bet on Chinese myths after recent hits', 'More than twenty animated features based on legends are in production.', 'animation|film'],
    ['Concert economy: fans travel across provinces for shows', 'Hotels near stadiums sell out on concert nights.', 'music|concerts'],
    ['{variety} host apologises for an on-air remark', 'The clip was edited out of the online version.', 'variety show|apology'],
    ['Documentary on the Grand Canal tops streaming charts', 'The series follows boatmen, cooks and engineers along the canal.', 'documentary|streaming'],
    ['Stand-up comedy clubs spread beyond Beijing and Shanghai', 'Open-mic nights fill small venues in second-tier cities.', 'comedy|live'],
    ['{singer} releases a duet from the {drama} soundtrack', 'The song climbed the charts after the finale.', 'music|TV drama'],
    ['Film studios shoot more in the western provinces', 'Desert and mountain locations offer incentives.', 'film|industry'],
    ['Theatre: a new musical sells out its first run', 'The show is based on a classic novel; extra dates were added.', 'theatre|live'],
  ], { at: EARLY }),
]

export const GAMES_DESKS: readonly StoryTemplate[] = [
  desk('games', [
    ['{game} announces a collaboration event with a classic anime', 'Limited skins arrive next week; the event runs for a month.', 'games|event'],
    ['Mobile games: top-grossing chart shakes up after new releases', 'Two new titles broke into the top ten in their first week.', 'games|charts'],
    ['Console games: more Chinese studios bring titles to PlayStation', 'Publishers say overseas sales justify the cost of porting.', 'games|console'],
    ['Game music concerts draw fans to city halls', 'Orchestras play soundtracks from hit games; tickets sell out.', 'games|music'],
    ['Gaming phones: makers add bigger batteries and fans', 'New models promise stable frame rates for hours.', 'games|smartphones'],
    ['{game} esports league announces a new season format', 'Teams will play a longer regular season with more matches on weekends.', 'games|esports'],
    ['Game localisation: studios hire translators for more languages', 'Latin American and Middle Eastern markets are growing fastest.', 'games|industry'],
    ['Minors spend less time gaming, industry report says', 'Time limits and real-name checks cut late-night play.', 'games|minors'],
    ['Indie developers crowdfund a pixel-art adventure', 'The campaign passed its target in a day.', 'games|indie'],
    ['Cloud gaming: operators bundle games with mobile plans', 'Subscribers can stream dozens of titles without downloads.', 'games|cloud'],
  ], { at: EARLY }),
]

export const EDUCATION_DESKS: readonly StoryTemplate[] = [
  desk('education', [
    ['Universities expand engineering places to meet industry demand', 'Robotics, AI and integrated circuits get most of the new places.', 'universities|engineering'],
    ['Vocational schools sign training deals with carmakers', 'Students train on factory lines in their final year.', 'vocational education|jobs'],
    ['Schools add AI lessons to the curriculum', 'Pupils learn how models work and how to use them responsibly.', 'schools|AI'],
    ['Homework limits: schools publish daily time caps', 'Primary pupils should finish within an hour.', 'schools|students'],
    ['Study abroad fairs draw fewer visitors but more questions on jobs', 'Parents ask about work visas and employment rates.', 'study abroad|universities'],
    ['Rural teachers get housing subsidies to stay', 'Teachers in remote villages receive extra pay and flats.', 'teachers|rural life'],
    ['Student mental health: schools hire more counsellors', 'Each school must have at least one trained counsellor.', 'student health|schools'],
    ['University canteens compete with low prices and regional dishes', 'Some offer meals for under 10 yuan.', 'universities|food'],
    ['Postgraduate applications shift to professional degrees', 'More students choose practical master’s programmes.', 'universities|exams'],
    ['Libraries extend opening hours during exam weeks', 'Students queue before opening for the best seats.', 'universities|students'],
    ['Kindergarten enrolments fall as birth rates drop', 'Some kindergartens merge; others become nurseries for toddlers.', 'preschool|demographics'],
    ['Online courses: universities open more lectures to the public', 'Top lectures on AI and history draw millions of viewers.', 'online learning|universities'],
  ], { at: EARLY }),
]

export const HEALTH_DESKS: readonly StoryTemplate[] = [
  desk('health', [
    ['Hospitals add evening clinics for office workers', 'Outpatient clinics stay open until 9 p.m. on weekdays.', 'healthcare|hospitals'],
    ['Dentists warn about sugary drinks in children', 'Cavities in young children rose in recent surveys.', 'dental health|children'],
    ['Eye checks: myopia screening reaches every primary school', 'Results go to parents with advice on outdoor time.', 'eye health|children'],
    ['Mental health hotlines expand to 24 hours', 'Calls can be made free of charge from any phone.', 'mental health|public health'],
    ['Traditional Chinese medicine clinics open in community centres', 'Acupuncture and herbal consultations are covered by insurance.', 'TCM|healthcare'],
    ['Cancer screening: free checks for women in rural areas', 'Cervical and breast cancer screening reaches more counties.', 'screening|public health'],
    ['Drug price cuts: hundreds of medicines get cheaper through bulk buying', 'Patients will pay less for common heart and diabetes drugs.', 'medicine|insurance'],
    ['Family doctors sign up more elderly patients', 'Home visits and health records are included.', 'healthcare|elderly care'],
    ['Allergy season: doctors advise masks on windy days', 'Pollen counts are highest in the morning.', 'allergies|public health'],
    ['Fitness trackers help doctors spot irregular heartbeats', 'Several hospitals accept watch data for screening.', 'digital health|heart health'],
    ['Salt reduction: canteens cut salt in school lunches', 'Nutritionists want pupils to get used to less salty food.', 'nutrition|children'],
    ['Rehabilitation centres open for stroke patients in the community', 'Patients can continue therapy close to home.', 'healthcare|rehabilitation'],
  ], { at: EARLY }),
]

export const FASHION_DESKS: readonly StoryTemplate[] = [
  desk('fashion', [
    ['Hanfu goes everyday: young shoppers mix traditional pieces with jeans', 'Sellers report more sales of skirts and jackets worn daily.', 'hanfu|trends'],
    ['Outdoor style: hiking jackets become city wear', 'Sales of waterproof shells rose sharply this year.', 'gorpcore|trends'],
    ['Second-hand luxury: resale platforms grow', 'Buyers look for bags and watches at lower prices.', 'luxury|resale'],
    ['Sportswear brands open flagship stores in city centres', 'Li-Ning and Anta compete with international labels.', 'sportswear|guochao'],
    ['Sustainable fashion: brands try recycled fabrics', 'Shoppers say price still matters most.', 'sustainability|fashion'],
    ['Beauty: domestic skincare brands win younger buyers', 'Lower prices and local ingredients drive sales.', 'beauty|guochao'],
    ['Men’s grooming sales climb', 'Cleansers and sunscreen for men sell fastest.', 'beauty|men'],
    ['Jewellery: young buyers choose small gold pieces', 'Beads and charms are bought as savings and gifts.', 'jewellery|gold'],
    ['Uniform style: office workers embrace smart-casual', 'Companies relax dress codes; loafers replace formal shoes.', 'workwear|trends'],
    ['Vintage markets draw crowds at weekends', 'Sellers trade clothes from the 1980s and 1990s.', 'vintage|trends'],
  ], { at: EARLY }),
]

export const TRAVEL_DESKS: readonly StoryTemplate[] = [
  desk('travel', [
    ['County towns become weekend destinations', 'Travellers seek quiet streets, local food and lower prices.', 'tourism|travel'],
    ['Railway tourism: sleeper trains to scenic areas return', 'Special trains run to mountain and lake destinations.', 'railway|travel'],
    ['Museums require reservations as visitor numbers climb', 'Popular museums sell out days ahead at weekends.', 'museums|tourism'],
    ['Self-drive tours: campgrounds add charging points', 'Campervan rentals grew fast this year.', 'road trips|travel'],
    ['Travel insurance: what it covers for delayed flights', 'Read the exclusions before buying; delays under four hours often do not count.', 'travel tips|insurance'],
    ['Study tours: parents book museum trips for children', 'Operators add guided programmes in history and science.', 'study tours|travel'],
    ['Hotels add family rooms as more parents travel with children', 'Bunk beds and play corners are the new selling points.', 'hotels|travel'],
    ['Night tourism: old towns light up after dark', 'Lantern shows and late opening bring visitors after sunset.', 'night tourism|travel'],
    ['Visa-free trips to {country} grow popular', 'Travel agencies report more short trips with no visa needed.', 'outbound travel|visa'],
    ['Hiking trails: mountain parks add signposts and rest stops', 'Rangers remind hikers to stick to marked paths.', 'hiking|travel'],
    ['Cruise trips from Chinese ports return', 'Ships sail to Japan and Southeast Asia from Shanghai and Tianjin.', 'cruises|outbound travel'],
    ['Travel apps add real-time crowd levels for scenic spots', 'Visitors can see how busy a site is before setting off.', 'travel tips|tourism'],
  ], { at: EARLY }),
]

export const FOOD_DESKS: readonly StoryTemplate[] = [
  desk('food', [
    ['Regional cuisine goes national: Guizhou sour soup spreads', 'Restaurants serving the tangy hot pot are opening in big cities.', 'food|regional cuisine'],
    ['Tea drinks: chains compete on fresh fruit and lower prices', 'A cup now costs under 15 yuan at most chains.', 'tea|drinks'],
    ['Coffee boom: small cities get their first specialty cafés', 'Chains and independent roasters open in county towns.', 'coffee|drinks'],
    ['Home cooking: pre-made dishes need clearer labels', 'Regulators want restaurants to tell diners when dishes are reheated.', 'food|regulation'],
    ['Bakeries adopt traditional flavours', 'Mooncake-inspired pastries and osmanthus breads sell out.', 'bakery|food'],
    ['Community group-buying brings fresh vegetables to doorsteps', 'Orders placed at night arrive the next morning.', 'groceries|food'],
    ['Restaurants cut food waste with smaller portions', 'Half portions and doggy bags are now common.', 'food waste|restaurants'],
    ['Hot pot chains go abroad', 'Diners in Southeast Asia and North America queue for Sichuan flavours.', 'hot pot|restaurants'],
    ['Breakfast stalls get a digital makeover', 'Vendors take mobile orders and pre-pay to cut queues.', 'breakfast|city life'],
    ['Recipes: how to make soup dumplings at home', 'The trick is setting the stock into jelly the night before.', 'recipes|cooking'],
    ['Low-sugar drinks win over health-conscious buyers', 'Chains offer sugar levels from zero to full.', 'drinks|nutrition'],
    ['Farm-to-table restaurants work with local growers', 'Menus change each week with the harvest.', 'restaurants|agriculture'],
  ], { at: EARLY }),
]
