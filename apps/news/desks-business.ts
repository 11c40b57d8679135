import { desk, type StoryTemplate } from './story.ts'

/** A desk's regular piece goes out with the morning edition. */
const EARLY: readonly [number, number] = [330, 415]

/** The regular coverage of the finance, technology, science and autos sections, one story a day per desk. */
export const FINANCE_DESKS: readonly StoryTemplate[] = [
  desk('companies', [
    ['{listed} names a new chief financial officer', 'The executive joins from a state-owned bank; the outgoing CFO retires.', 'companies|management'],
    ['{listed} raises its dividend payout ratio', 'The company will return more than half of profit to shareholders.', 'companies|dividends'],
    ['{listed} plans a Hong Kong listing to fund overseas growth', 'The company hired banks for a second listing; the timing depends on markets.', 'companies|IPO'],
    ['{listed} opens a new plant', 'The site in {province} adds capacity for the {business} business and will employ about 2,000 people.', 'companies|investment'],
    ['{listed} signs a supply deal with a European partner', 'The multi-year agreement covers components and after-sales service.', 'companies|trade'],
    ['{listed} shares hit a year high on upbeat guidance', 'Analysts raised price targets after a meeting with management.', 'companies|stocks'],
    ['{listed} sets up an AI unit to automate its operations', 'The unit will build tools for customer service and planning.', 'companies|AI'],
    ['{listed} cuts prices to defend market share', 'Rivals followed within days; analysts expect margins to narrow.', 'companies|price war'],
    ['{listed} reports a jump in overseas revenue', 'Sales outside China are now a fifth of the total.', 'companies|exports'],
    ['{listed} wins approval for a new share incentive plan', 'Managers will receive shares if profit targets are met over three years.', 'companies|management'],
    ['Private equity fund takes a stake in {listed} supplier', 'The deal values the supplier at several billion yuan.', 'companies|investment'],
    ['{listed} settles a patent dispute with a rival', 'Terms were not disclosed; both sides dropped pending suits.', 'companies|law'],
  ], { at: EARLY }),
  desk('economy', [
    ['Exports rise as shipments of cars and ships grow', 'Customs data show strong demand from Southeast Asia and Latin America.', 'economy|trade'],
    ['New loans beat forecasts as companies borrow for upgrades', 'Medium- and long-term corporate loans led; household borrowing stayed weak.', 'economy|credit'],
    ['Services sector activity picks up on travel and dining', 'A private survey shows new business at a three-month high.', 'economy|services'],
    ['Property sales fall at a slower pace in big cities', 'Sales in the top 100 developers declined less than last month.', 'property|economy'],
    ['Foreign direct investment: more firms set up in high-tech manufacturing', 'Investment in medical devices and electronics rose; overall inflows were flat.', 'economy|investment'],
    ['Local government bond issuance speeds up to fund projects', 'Funds go to transport, water and affordable housing.', 'economy|bonds'],
    ['Fiscal revenue edges up; spending on social security rises', 'The finance ministry said spending priorities are jobs, education and health.', 'economy|fiscal policy'],
    ['Youth unemployment: graduates turn to public-sector exams', 'Applications for civil-service posts hit a record.', 'economy|employment'],
    ['Household deposits keep rising despite lower rates', 'Savers remain cautious; wealth products draw some money.', 'economy|savings'],
    ['Industrial profits recover at high-tech manufacturers', 'Profits rose at makers of chips, robots and equipment.', 'economy|manufacturing'],
    ['Consumer confidence improves for a second month', 'Households are more upbeat on jobs; big purchases remain on hold.', 'economy|consumption'],
    ['Foreign exchange reserves rise as the dollar weakens', 'Valuation changes lifted the total; capital flows were stable.', 'economy|currency'],
  ]),
]

/** Finance desks that file on weekends too: money advice and the week's market talk. */
export const MONEY_DESKS: readonly StoryTemplate[] = [
  desk('money', [
    ['Credit card points: how to use them before they expire', 'Most banks now let points expire after three years; some convert them to air miles.', 'personal finance|credit cards'],
    ['Index funds draw young investors', 'Low fees and small monthly amounts appeal to first-time investors.', 'personal finance|funds'],
    ['Private pension accounts: is the tax break worth it?', 'Contributions up to 12,000 yuan a year are deductible; money is locked until retirement.', 'personal finance|pensions'],
    ['Gold savings plans: banks raise minimum purchases', 'Banks tightened rules after a rush of buying.', 'personal finance|gold'],
    ['Mortgage prepayments slow as rates fall', 'Borrowers see less benefit in paying early.', 'personal finance|mortgages'],
    ['Insurance: critical illness policies explained', 'Check which conditions are covered and the waiting period.', 'personal finance|insurance'],
    ['Budgeting apps help young workers track spending', 'Users log expenses by photo; many set saving goals.', 'personal finance|apps'],
    ['Bond funds: why prices fell this week', 'Yields rose on better data; advisers say hold for the long term.', 'personal finance|bonds'],
    ['Digital yuan: more shops accept the central bank currency', 'Transit and utilities are the most common uses.', 'digital yuan|payments'],
    ['Rent or buy? Young buyers weigh the numbers', 'In big cities rents cover less than 2% of a flat’s price a year.', 'personal finance|property'],
    ['Wealth products: banks cut promised returns', 'Returns on low-risk products fell below 2.5%.', 'personal finance|savings'],
    ['Cross-border payments get easier for foreign visitors', 'Visitors can link foreign cards to mobile wallets.', 'payments|travel'],
    ['Retirement savings: how much is enough?', 'Planners suggest starting early, even with small amounts.', 'personal finance|pensions'],
    ['Scam alert: fake investment groups on messaging apps', 'Police say never transfer money to strangers who promise returns.', 'personal finance|fraud'],
    ['Tax refunds: how to file your annual return on the app', 'Most salaried workers can finish in ten minutes.', 'personal finance|tax'],
    ['Savings habits: young people join no-spend challenges', 'Social media users share weeks without takeaway coffee.', 'personal finance|savings'],
  ], { at: EARLY }),
  desk('market talk', [
    ['Brokerages see more new accounts after the rally', 'Account openings rose for a third month.', 'stocks|market analysis'],
    ['Dividend stocks draw cautious investors', 'Banks and utilities attract money from insurers.', 'stocks|dividends|market analysis'],
    ['Chip stocks: what the analysts say after the selloff', 'Most see long-term demand intact.', 'stocks|semiconductors|market analysis'],
    ['Liquor stocks slump as banquet demand stays weak', 'Analysts cut forecasts for mid-priced brands.', 'stocks|liquor|market analysis'],
    ['Robotics stocks: hype or the next growth story?', 'Valuations are high; orders are still small.', 'stocks|robotics|market analysis'],
    ['Hong Kong IPO market has its busiest quarter in years', 'Chinese companies raise money for overseas expansion.', 'IPO|Hong Kong|market analysis'],
    ['Bond yields hit record lows', 'Demand for safe assets keeps pushing prices up.', 'bonds|market analysis'],
    ['Fund managers raise stakes in consumer stocks', 'Quarterly filings show more buying of appliance makers.', 'funds|stocks|market analysis'],
    ['Commodities: copper rises on supply worries', 'Mine disruptions abroad lift prices.', 'commodities|market analysis'],
    ['Quant funds face tighter trading rules', 'Regulators limit high-frequency orders.', 'funds|regulation|market analysis'],
    ['Insurance money flows into the stock market', 'Insurers are told to put more long-term money into equities.', 'stocks|insurance|market analysis'],
    ['Small caps outperform as retail traders return', 'Turnover in small stocks hit a record.', 'stocks|market analysis'],
  ]),
]

export const TECHNOLOGY_DESKS: readonly StoryTemplate[] = [
  desk('tech industry', [
    ['{ailab} cuts prices for developers using {aimodel}', 'Token prices fell by more than half; rivals are expected to follow.', 'AI|large models'],
    ['Open-source AI: {ailab} releases model weights for {aimodel}', 'Developers can run the smaller versions on a single GPU.', 'AI|open source'],
    ['{ailab} says {assistant} now has more than 100 million monthly users', 'Students and office workers are the largest groups of users.', 'AI|assistants'],
    ['Domestic AI chips: data centres switch more training to local hardware', 'Cloud providers say software tools have caught up.', 'AI computing|chips'],
    ['Chipmakers expand mature-node capacity', 'New fabs focus on chips for cars, appliances and industry.', 'chips|semiconductors'],
    ['HarmonyOS passes a milestone in native apps', 'Huawei said the top 5,000 apps now run natively on its own system.', 'HarmonyOS|smartphones'],
    ['Smartphone shipments rise as subsidies lift sales', 'Phones under 6,000 yuan qualify for the trade-in subsidy.', 'smartphones|market'],
    ['Satellite internet: phones that text via satellite go mainstream', 'Several new models can send messages without a mobile signal.', 'smartphones|space'],
    ['Tech workers: companies expand AI hiring', 'Demand for model engineers and data annotators grows fastest.', 'AI|jobs'],
    ['Data security: new rules on personal information in apps', 'Apps must ask again before using contacts or location for ads.', 'privacy|regulation'],
    ['Robot vacuums: Chinese brands lead global sales', 'Ecovacs, Roborock and Dreame sell the most machines worldwide.', 'gadgets|robotics'],
    ['Foldable phones get thinner and cheaper', 'Several new models weigh under 220 grams.', 'smartphones|foldables'],
    ['Drones: DJI launches a compact camera drone for beginners', 'It weighs under 250 grams and needs no registration in most places.', 'drones|gadgets'],
    ['Quantum communication line extends to new cities', 'Banks and government offices are the first users.', 'quantum|telecom'],
    ['AI in hospitals: doctors use models to draft medical records', 'Pilots in several cities cut paperwork time by a third.', 'AI|healthcare'],
    ['5G-Advanced trials start in big cities', 'Operators promise faster uploads for livestreaming and cars.', '5G|telecom'],
  ], { at: EARLY }),
]

/** AI, the tech story of the day, every day. */
export const AI_DESKS: readonly StoryTemplate[] = [
  desk('ai', [
    ['AI agents: apps that book, pay and file for you', 'Assistants now finish multi-step tasks; users still confirm payments.', 'AI|assistants'],
    ['{ailab} adds video understanding to {aimodel}', 'The model can summarise a lecture or find a scene in a film.', 'AI|large models'],
    ['AI and jobs: which office tasks are being automated first', 'Surveys point to customer service, translation and routine reports.', 'AI|jobs'],
    ['AI tutors: parents weigh chatbots for homework help', 'Teachers want the tools to explain, not just answer.', 'AI|education'],
    ['Small language models run on phones without the cloud', 'Makers say on-device models protect privacy and work offline.', 'AI|smartphones'],
    ['AI-generated content must be labelled from now on', 'Platforms must mark AI images, video and text, visibly and in file data.', 'AI|regulation'],
    ['{ailab} opens {aimodel} to small businesses for free', 'Shops can use it to write product pages and answer customers.', 'AI|business'],
    ['AI in factories: robots that learn a task from one demonstration', 'Manufacturers test them on assembly lines for electronics.', 'AI|robotics'],
    ['Benchmarks under scrutiny as AI models top the charts', 'Researchers warn that test questions leak into training data.', 'AI|research'],
    ['AI video tools let anyone make a short film', 'Creators say a minute of video now takes an hour, not a week.', 'AI|video'],
    ['Computing power: cities build public AI platforms for start-ups', 'Start-ups rent GPUs at subsidised prices.', 'AI|AI computing'],
    ['AI doctors’ assistants: what patients should know', 'Hospitals say a human doctor signs every diagnosis.', 'AI|healthcare'],
    ['{ailab}’s {assistant} adds a memory of past chats', 'Users can switch it off or delete what it remembers.', 'AI|assistants'],
    ['AI translation earbuds go on sale for travellers', 'They translate conversations in real time in twenty languages.', 'AI|gadgets'],
  ]),
]

/** Gadgets and apps, one story a day. */
export const GADGET_DESKS: readonly StoryTemplate[] = [
  desk('gadgets', [
    ['Review: the best budget earbuds under 300 yuan', 'Noise cancelling is now common even at this price.', 'gadgets|review'],
    ['Smartwatches add blood-pressure alerts', 'Several models warn when readings stay high.', 'wearables|health'],
    ['Tablets for students: what to look for', 'A good screen, a stylus and parental controls matter most.', 'gadgets|students'],
    ['Home robots: lawn mowers and window cleaners find buyers', 'Sales rose as prices fell under 2,000 yuan.', 'gadgets|robotics'],
    ['Mini PCs replace desktop towers', 'Small machines now handle games and video editing.', 'gadgets|computers'],
    ['Phone cameras: how the new periscope lenses work', 'Folded optics give more zoom in a thin body.', 'smartphones|cameras'],
    ['Fast charging: is 100 W bad for your battery?', 'Engineers say modern phones manage heat well.', 'smartphones|batteries'],
    ['E-readers get colour screens', 'Colour e-ink is slower but easy on the eyes.', 'gadgets|reading'],
    ['Smart locks: what to check for security', 'Look for certified locks and mechanical backups.', 'smart home|security'],
    ['Projectors replace TVs in small flats', 'Compact laser projectors are the fastest-growing category.', 'gadgets|home'],
    ['Action cameras: DJI and Insta360 compete for vloggers', 'Both launched models with bigger sensors.', 'gadgets|cameras'],
    ['App of the week: a metro map that shows crowded carriages', 'Riders can pick the emptiest carriage before the train arrives.', 'apps|transport'],
    ['Laptops with AI chips: what they can do offline', 'Local models summarise documents without the cloud.', 'AI|computers'],
    ['Phone repair: authorised shops cut screen prices', 'Makers offer cheaper repairs to keep phones in use.', 'smartphones|repair'],
  ]),
]

export const SCIENCE_DESKS: readonly StoryTemplate[] = [
  desk('science', [
    ['Giant panda cubs born at the Chengdu breeding base', 'Mother and twins are doing well; the cubs will be shown to visitors in the spring.', 'pandas|conservation'],
    ['Scientists map a deep-sea cold seep in the South China Sea', 'The manned submersible found dense colonies of mussels and crabs.', 'ocean|discovery'],
    ['Tianwen-2 probe sends back images on its way to an asteroid', 'The mission aims to bring back asteroid samples.', 'space|asteroids'],
    ['New species of orchid found in Yunnan', 'Botanists found fewer than 200 plants in a single valley.', 'biology|discovery'],
    ['Ancient city walls unearthed near the Yellow River', 'Archaeologists date the site to more than 4,000 years ago.', 'archaeology|discovery'],
    ['Researchers grow rice that needs less water', 'Field trials show similar yields with a third less irrigation.', 'agriculture|research'],
    ['Beidou navigation adds new services for fishing boats', 'Boats can send short messages via the satellites far from shore.', 'Beidou|space'],
    ['Climate study: glaciers on the plateau are shrinking faster', 'Satellite data show losses accelerating over two decades.', 'climate|research'],
    ['Chinese team builds a record-efficient perovskite solar cell', 'The cell converts more than 26% of sunlight into power.', 'solar|research'],
    ['Snow leopards caught on camera in a new reserve', 'Infrared cameras recorded at least 12 animals.', 'wildlife|conservation'],
    ['Brain-computer interface helps a patient control a cursor', 'The trial uses a small implant; more patients join next year.', 'neuroscience|research'],
    ['Space station experiment grows rice seeds in orbit', 'Seeds returned to Earth will be compared with those grown on the ground.', 'space|Tiangong'],
    ['Dinosaur eggs found by construction workers', 'Work stopped while palaeontologists removed the fossil nest.', 'palaeontology|discovery'],
    ['Observatory records a rare long gamma-ray burst', 'The burst lasted minutes; astronomers worldwide are following up.', 'astronomy|research'],
  ], { at: EARLY }),
]

export const AUTOS_DESKS: readonly StoryTemplate[] = [
  desk('autos', [
    ['{carbrand} updates its driver-assistance software over the air', 'The update adds parking in narrow spaces and better lane changes.', 'driver assistance|EV'],
    ['{carbrand} cuts the price of the {carmodel} by 10,000 yuan', 'The cut comes with free charging for a year.', 'EV|price war'],
    ['Test drive: {carbrand} {carmodel}, priced from {carprice} yuan', 'A quiet cabin and a long range; the software still needs polish.', 'EV|review'],
    ['{carbrand} opens a factory in Southeast Asia', 'The plant will build cars for regional markets from next year.', 'EV|exports'],
    ['Battery swap stations pass a milestone', 'Drivers can swap a battery in under five minutes at thousands of stations.', 'EV|charging'],
    ['Used EV prices stabilise as battery health checks spread', 'Buyers can now see a certified battery report.', 'EV|used cars'],
    ['Car exports set a record for the month', 'Electric and plug-in models made up almost half of exports.', 'exports|EV'],
    ['Solid-state batteries: carmakers promise first cars within two years', 'Makers say range could exceed 1,000 km.', 'batteries|EV'],
    ['Range-extended SUVs win over families', 'Buyers like charging at home and no range worries on long trips.', 'EV|SUV'],
    ['Robotaxis expand to more districts', 'Fully driverless rides are now allowed on more roads.', 'autonomous driving|new technology'],
    ['Car insurance for EVs gets cheaper for careful drivers', 'Insurers use driving data to price policies.', 'insurance|EV'],
    ['Smart cockpits: voice assistants are now standard', 'Most new cars let drivers set navigation and climate by voice.', 'EV|AI'],
  ], { at: EARLY }),
]
