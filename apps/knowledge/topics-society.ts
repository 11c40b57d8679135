import { subject, type Topic } from './topic-model.ts'

/** Society, law, money, politics and relationships (the last three are closed to minors). */
export const TOPICS_SOCIETY: readonly Topic[] = [
  {
    id: 'society', label: 'Population and society', zh: '社会与人口', emoji: '👥',
    keywords: ['population', 'demography', 'society', 'social', 'census', 'community', '人口', '社会', '民生'],
    subjects: [
      subject('population aging', '老龄化|人口老龄化|aging population|ageing', [
        'Look at population aging through the census age pyramid before the headlines.',
        'Compare population aging by province; the northeast is aging much faster than the south.',
        'Follow the pension reform debate to see how population aging reaches everyday life.',
      ], [
        'China’s population peaked around 2021, and population aging is now driven more by longer lives than by fewer births.',
        'Population aging shrinks the working-age share, which is why the retirement age is rising step by step from 2025.',
      ]),
      subject('falling birth rates', '生育率|少子化|低生育|birth rate|fertility', [
        'Compare birth rates by city size; they fall most where housing is most expensive.',
        'Look at the age of first marriage alongside birth rates; they move together.',
        'Read how South Korea and Japan responded to falling birth rates before judging new policies.',
      ], [
        'Birth rates fall with urbanization almost everywhere, because children turn from helpers into a long, expensive investment.',
        'China’s fertility rate is around one child per woman, well below the 2.1 needed to keep a population stable.',
      ]),
      subject('urbanization', '城镇化|城市化|urbanization|megacities', [
        'Compare urbanization statistics by hukou and by residence; the gap shows how many migrants lack local status.',
        'Look at how new districts grew around high-speed rail stations to see urbanization at work.',
        'Read about county towns; much of the next urbanization is happening there.',
      ], [
        'China’s urbanization rate rose from under 20% in 1980 to about two thirds today, the largest migration in history.',
        'Urbanization raised productivity because factories and services need dense cities.',
      ]),
      subject('elderly care', '养老|养老院|社区养老|elderly care|aged care', [
        'Visit an elderly care home at mealtime before choosing it; meals show how it really runs.',
        'Look for community elderly care services like day centers and meal delivery before a full-time home.',
        'Talk about elderly care plans with your parents while they are healthy.',
      ], [
        'Most elderly care in China follows a 90-7-3 pattern: 90% at home, 7% in community services and 3% in institutions.',
        'Elderly care is shifting from family to community services, and the care workforce is the bottleneck.',
      ]),
      subject('the rural-urban gap', '城乡差距|城乡|户口|rural-urban gap|hukou', [
        'Compare incomes and pensions between rural and urban residents to see the size of the gap.',
        'Follow hukou reform news; the household registration system shapes the rural-urban gap.',
        'Look at school funding by county; education is where the rural-urban gap starts.',
      ], [
        'Urban incomes in China are about 2.5 times rural incomes, down from over 3 times fifteen years ago.',
        'The hukou system ties public services to household registration, which keeps part of the rural-urban gap in place.',
      ]),
      subject('migrant workers', '农民工|外来务工|migrant workers', [
        'Read interviews with migrant workers alongside the statistics; the numbers hide the lives.',
        'Look at where migrant workers’ children go to school; it shapes the family’s choices.',
        'Follow wage arrears cases; unpaid wages are a common problem for migrant workers.',
      ], [
        'There are nearly 300 million migrant workers in China, and their average age keeps rising as fewer young people leave villages.',
        'Migrant workers often cannot use city schools and health care without local hukou.',
      ]),
    ],
    insights: [
      'Averages hide the story in population questions; comparing by age group and region shows what is happening.',
      'Social change is slow to measure, so census data usually trails what people already see around them.',
    ],
    credentials: ['Demographer, Renmin University', 'Sociology associate professor', 'Public policy researcher'],
  },
  {
    id: 'law', label: 'Law and public safety', zh: '法律', emoji: '⚖️',
    keywords: ['law', 'legal', 'lawyer', 'police', 'court', 'rights', 'lawsuit', 'dispute', '法律', '律师', '维权', '报警'],
    subjects: [
      subject('getting a rental deposit back', '押金|退押金|房东不退押金|rental deposit|landlord', [
        'Photograph every room with dates when you move in and out; it is your best evidence to get the deposit back.',
        'Keep the rental contract, receipts and chat records with the landlord about the deposit.',
        'If the landlord keeps the deposit without reason, complain to the housing authority or file a small claim.',
      ], [
        'A landlord may deduct from a rental deposit only for damage beyond normal wear, and must be able to show it.',
        'Small claims in Chinese courts are quick and cheap, which makes suing over a rental deposit realistic.',
      ]),
      subject('reporting a scam to the police', '报警|诈骗|电信诈骗|scam|fraud', [
        'Call 110 right away if you transferred money to a scammer; a quick report can freeze the account.',
        'Keep every chat, transfer record and phone number of the scam for the police.',
        'Install the National Anti-Fraud Center app; it warns about scam calls and links.',
      ], [
        'Telecom scams move money through many accounts within hours, which is why reporting a scam fast matters.',
        'Most scams create urgency, a frozen account or a package problem, so pausing to verify defeats them.',
      ]),
      subject('online shopping disputes', '网购纠纷|退货|网购维权|online shopping dispute|refund', [
        'Start an online shopping dispute inside the platform first; it can rule on the case.',
        'Call the 12315 consumer hotline if the platform and seller do not resolve the dispute.',
        'Keep screenshots of the product page; sellers change it after disputes start.',
      ], [
        'Chinese law gives online shoppers seven days to return most goods without a reason.',
        'Platforms are liable in online shopping disputes if they cannot identify the seller.',
      ]),
      subject('signing a labor contract', '劳动合同|签合同|labor contract|employment contract', [
        'Read the probation, salary and non-compete terms before signing a labor contract.',
        'Keep your own signed copy of the labor contract.',
        'Check that social insurance is mentioned in the labor contract and paid from the first month.',
      ], [
        'An employer that does not sign a written labor contract within a month owes double wages, under the Labor Contract Law.',
        'Non-compete terms in a labor contract are valid only with compensation paid after you leave.',
      ]),
      subject('traffic accident liability', '交通事故|事故责任|traffic accident|car accident', [
        'After a traffic accident, turn on hazard lights, set the warning triangle and take photos before moving the cars.',
        'Call 122 for a traffic accident with injuries or a dispute over who is liable.',
        'Report a traffic accident to your insurer within 48 hours.',
      ], [
        'Traffic police assign liability in shares after an accident, and insurance pays by those shares.',
        'Minor traffic accidents with no injuries can be settled on the spot by agreement, which keeps roads moving.',
      ]),
    ],
    insights: [
      'Evidence wins most disputes: keep screenshots, receipts and chat records from the start.',
      'The 2021 Civil Code unified rules on contracts, property and torts that used to be spread across separate laws.',
    ],
    credentials: ['Practicing lawyer, 10 years', 'Law professor', 'Former police officer'],
  },
  {
    id: 'economics', label: 'Economics and investing', zh: '经济与投资', emoji: '📈', sensitive: 'finance',
    keywords: ['economics', 'economy', 'stock', 'stocks', 'fund', 'funds', 'invest', 'investing', 'investment', 'finance', 'market', 'wealth', 'money', 'pay', '经济', '股票', '基金', '投资', '理财'],
    subjects: [
      subject('index funds', '指数基金|定投|index fund|ETF', [
        'Start index funds with a broad one like the CSI 300 and invest a fixed amount each month.',
        'Compare index fund fees; a difference of 0.5% a year compounds into a lot over decades.',
        'Hold index funds for five years or more; short-term swings are noise.',
      ], [
        'Most actively managed funds trail their index after fees over ten years, which is the main case for index funds.',
        'Investing in index funds monthly buys more shares when prices are low, which smooths the average cost.',
      ]),
      subject('interest rates and markets', '利率|降息|加息|interest rates|rate cut', [
        'Watch the loan prime rate announcements each month to see where interest rates are going.',
        'Compare bond yields with interest rates on deposits before choosing where to save.',
        'Check how a rate cut affects your mortgage; most reset once a year.',
      ], [
        'When interest rates fall, future cash flows are discounted less, so long-duration assets like growth stocks rise first.',
        'Bond prices move opposite to interest rates, because existing bonds pay fixed coupons.',
      ]),
      subject('inflation', '通胀|通货膨胀|CPI|inflation', [
        'Compare your savings rate with inflation; money in a current account loses value every year.',
        'Look at core inflation, without food and energy, to see the trend.',
        'Keep an emergency fund in cash despite inflation, and invest only the rest.',
      ], [
        'Inflation redistributes from lenders to borrowers, which is why it is political as much as economic.',
        'Mild inflation of about 2% is seen as healthy because it keeps spending and wages flexible.',
      ]),
      subject('reading annual reports', '年报|财报|annual report|financial statements', [
        'Read the cash flow statement of an annual report first; profits can be shaped, cash is harder to fake.',
        'Read the annual report’s notes on related-party deals and receivables; trouble hides there.',
        'Compare annual reports for three years to see trends rather than one good year.',
      ], [
        'Annual reports follow accounting standards that allow choices, which is why the notes matter as much as the headline numbers.',
        'Rising receivables faster than revenue in an annual report can mean sales that will not be paid.',
      ]),
      subject('asset allocation', '资产配置|资产组合|asset allocation|portfolio', [
        'Decide asset allocation by when you need the money: cash for this year, bonds for a few years, stocks for the long term.',
        'Rebalance your asset allocation once a year back to the target shares.',
        'Count your home and pension when judging your asset allocation.',
      ], [
        'Asset allocation explains most of a portfolio’s ups and downs, far more than which single stocks are picked.',
        'Combining assets that do not move together lowers risk without lowering expected return as much.',
      ]),
      subject('the property market', '房地产|楼市|房价|property market|housing prices', [
        'Compare rent with mortgage payments in your city before deciding to buy property.',
        'Check a developer’s finances before buying an off-plan flat in today’s property market.',
        'Look at new supply and population trends in a city before judging its property market.',
      ], [
        'China’s property market has cooled since 2021 as developers deleveraged and the population began to shrink.',
        'Property is most of Chinese household wealth, which is why the property market affects consumer confidence so much.',
      ]),
    ],
    insights: [
      'Invest only money you will not need for five years; the rest belongs in cash or deposits.',
      'Fees compound as surely as returns, so the cost of a product matters more than its story.',
    ],
    credentials: ['CFA charterholder', 'Economics professor', 'Fund manager, 12 years'],
  },
  {
    id: 'politics', label: 'Politics and international relations', zh: '时政与国际关系', emoji: '🌐', sensitive: 'politics',
    keywords: ['politics', 'political', 'government', 'election', 'diplomacy', 'geopolitics', 'international relations', 'policy', '政治', '国际关系', '外交'],
    subjects: [
      subject('the US Congress', '美国国会|国会|US Congress|Congress|Senate', [
        'Learn the difference between the House and the Senate first; the US Congress has two chambers with different powers.',
        'Follow a bill on congress.gov to see how the US Congress really works.',
        'Watch the budget fights in the US Congress; spending shows real priorities.',
      ], [
        'The US Congress passes laws, but the Senate filibuster means most bills need 60 of 100 votes.',
        'Members of the House, the lower chamber of Congress, face election every two years, which keeps them focused on their districts.',
      ]),
      subject('the role of the United Nations', '联合国|安理会|United Nations|UN', [
        'Read the UN Charter’s first chapter to see what the United Nations is for.',
        'Follow a Security Council vote to see how the five permanent members shape the United Nations.',
        'Look at the UN agencies, like WHO and UNICEF, where much of the work happens.',
      ], [
        'The United Nations Security Council has five permanent members with a veto, which is why it often cannot act.',
        'Most United Nations work is humanitarian and technical, far from the headlines about votes.',
      ]),
      subject('trade negotiations', '贸易谈判|关税|trade talks|tariffs', [
        'Follow which industries lobby in trade negotiations to see what is really at stake.',
        'Read a trade agreement’s summary chapter first; tariffs are only part of it.',
        'Track tariffs on one product you buy to see trade negotiations in your own life.',
      ], [
        'Trade negotiations take years because every tariff line has a domestic group that wins or loses.',
        'Modern trade agreements cover rules on services, data and investment more than tariffs.',
      ]),
      subject('election systems', '选举制度|选举|election systems|voting', [
        'Compare first-past-the-post and proportional election systems with one election result.',
        'Look at how district lines are drawn; election systems depend on them.',
        'Read about ranked-choice voting as an alternative election system.',
      ], [
        'First-past-the-post election systems tend to produce two large parties, a pattern called Duverger’s law.',
        'Proportional election systems give small parties seats, which usually leads to coalition governments.',
      ]),
      subject('regional alliances', '区域联盟|东盟|欧盟|ASEAN|EU|alliances', [
        'Compare the EU and ASEAN to see how differently regional alliances can work.',
        'Look at trade inside regional alliances; it shows how close the members are.',
        'Follow summit statements of regional alliances to see where members agree.',
      ], [
        'Regional alliances like the EU pool sovereignty in some areas, while ASEAN works by consensus without binding rules.',
        'Regional alliances grow stronger with trade, because members gain more from cooperation.',
      ]),
    ],
    insights: [
      'Political scientists explain outcomes less by personalities than by institutions: who can veto what, and when.',
      'Reading news about international affairs from at least two countries shows what each side leaves out.',
    ],
    credentials: ['International relations PhD', 'Former diplomat', 'Political science lecturer'],
  },
  {
    id: 'relationships', label: 'Relationships and sex education', zh: '两性情感', emoji: '💞', sensitive: 'adult',
    keywords: ['relationship', 'relationships', 'dating', 'love', 'marriage', 'sex', 'sexual', 'intimacy', 'adult', '恋爱', '婚姻', '两性', '情感'],
    subjects: [
      subject('communication in long relationships', '沟通|伴侣沟通|communication|couples', [
        'Set a weekly time to talk about the relationship when nobody is angry.',
        'Say what you need rather than what the other did wrong; "I need" instead of "you always" changes the whole communication.',
        'Repeat back what your partner said before answering; it shows you listened, the core of good communication.',
      ], [
        'Couples in long relationships drift more from small missed moments of attention than from big fights.',
        'Research on couples finds that turning toward a partner’s small bids for attention predicts lasting relationships.',
      ]),
      subject('consent', '知情同意|同意|consent', [
        'Ask and check in; consent is an ongoing conversation, not a one-time yes.',
        'Treat silence or hesitation as a no until consent is clear.',
        'Talk about consent and boundaries before things get intimate.',
      ], [
        'Consent means a free, informed and reversible yes, which is why it can be withdrawn at any time.',
        'Alcohol and pressure undermine consent, because a yes under pressure is not free.',
      ]),
      subject('dating after thirty', '大龄相亲|相亲|dating after thirty|blind date', [
        'Be clear about what you want early when dating after thirty; it saves both people time.',
        'Meet for coffee rather than dinner on a first blind date; it is easier to leave.',
        'Ask friends to introduce you; dating after thirty often works best through people you trust.',
      ], [
        'People dating after thirty usually know their priorities better, which can make matching faster.',
        'Blind dates arranged by family remain common in China, especially for people over thirty.',
      ]),
      subject('sexual health', '性健康|性病|sexual health|STI', [
        'Get screened for infections once a year if you have new partners; screening is basic sexual health.',
        'Use condoms; they are the only contraception that also protects sexual health against infections.',
        'Get the HPV vaccine; it prevents most cervical cancers and is part of sexual health care.',
      ], [
        'Many sexually transmitted infections have no symptoms, which is why screening matters for sexual health.',
        'The HPV vaccine works best before exposure, which is why sexual health programs offer it in the early teens.',
      ]),
      subject('conflict between partners', '吵架|情侣吵架|conflict|arguments', [
        'Take a twenty-minute break when a conflict heats up; heart rates need to come down.',
        'Argue about one issue at a time; bringing up the past widens the conflict.',
        'Make a small repair gesture after a conflict, like a joke or a touch.',
      ], [
        'How couples handle conflict predicts their future better than how often they argue.',
        'Contempt in conflict, such as eye-rolling and sarcasm, is the strongest predictor of a relationship breaking up.',
      ]),
    ],
    insights: [
      'Talking calmly about needs works better than winning arguments.',
      'Regular check-ins keep small problems from becoming big ones.',
    ],
    credentials: ['Marriage and family therapist', 'Gynecologist', 'Sex educator'],
  },
]
