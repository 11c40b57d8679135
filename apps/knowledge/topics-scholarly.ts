import type { Topic } from './topics.ts'

/** Specialist topics: where Zhihu's long answers live, and what Dedao lectures on. */
export const SCHOLARLY_TOPICS: readonly Topic[] = [
  {
    id: 'physics', label: 'Physics and astronomy', zh: '物理', emoji: '🔭',
    keywords: ['physics', 'quantum', 'relativity', 'gravity', 'light', 'energy', 'universe', 'space', 'astronomy', 'black hole', 'science', '物理', '量子', '宇宙', '天文'],
    subjects: ['quantum entanglement', 'special relativity', 'the color of the sky', 'black holes', 'the speed of light', 'dark matter', 'entropy'],
    tips: ['Start {s} with the thought experiments before the equations.', 'Draw the setup; half of physics is choosing the right picture.', 'Check units at every step; they catch most mistakes.'],
    insights: [
      'The key to {s} is that the rules were found by measurement first and explained later; the math is a compact record of experiments.',
      'Light in a vacuum always travels at 299,792,458 m/s for every observer, and almost everything strange in relativity follows from that one fact.',
      'Entanglement does not let you send messages faster than light: the correlations only show up when results are compared by ordinary means.',
      'Rayleigh scattering grows with the fourth power of frequency, so blue light scatters about five times more than red.',
    ],
    credentials: ['Physics PhD, University of Science and Technology of China', 'Astrophysics researcher, National Astronomical Observatories', 'High-school physics teacher'],
  },
  {
    id: 'history', label: 'History', zh: '历史', emoji: '🏛️',
    keywords: ['history', 'historical', 'dynasty', 'ancient', 'empire', 'war history', 'tang', 'song', 'ming', 'qing', 'scientist', 'scientists', 'born', '历史', '朝代', '古代'],
    subjects: ['the fall of the Ming dynasty', 'the Silk Road', 'scientists throughout history', 'the Song dynasty economy', 'the Industrial Revolution', 'the imperial examination', 'Zheng He’s voyages'],
    tips: ['Read {s} from two sources that disagree; the truth is usually in the gap.', 'Put dates on a timeline; causes become obvious.', 'Primary sources first, then the historians.'],
    insights: [
      'Historians now read {s} less as the story of individuals and more as the outcome of climate, money and logistics.',
      'Newton, Darwin and Zhang Heng all built on instruments and records kept by people whose names we have lost.',
      'The imperial examination ran for about 1,300 years and shaped which families could rise, far beyond the officials it chose.',
      'Silver inflows from the Americas tied the late Ming economy to world trade long before anyone called it globalization.',
    ],
    credentials: ['History PhD, Peking University', 'Museum curator', 'Author of two popular history books'],
  },
  {
    id: 'programming', label: 'Programming', zh: '编程', emoji: '💻',
    keywords: ['programming', 'code', 'coding', 'python', 'java', 'javascript', 'software', 'developer', 'algorithm', 'computer', '编程', '程序员', '代码'],
    subjects: ['learning Python from zero', 'data structures for interviews', 'reading other people’s code', 'git for beginners', 'building a first web app', 'debugging'],
    tips: ['Build a small project for {s} instead of finishing another tutorial.', 'Read error messages slowly; they usually say what is wrong.', 'Commit small and often.'],
    insights: [
      'Most of {s} is reading, not writing: professionals spend far more time understanding code than typing it.',
      'Big-O notation describes growth, not speed; an O(n log n) sort beats O(n²) only once inputs are large.',
      'Bugs hide in the assumptions you did not write down; a failing test makes them explicit.',
    ],
    credentials: ['Senior engineer at a major internet company', 'Computer science lecturer', 'Open-source maintainer'],
  },
  {
    id: 'ai', label: 'Artificial intelligence', zh: '人工智能', emoji: '🤖',
    keywords: ['ai', 'artificial intelligence', 'machine learning', 'machine', 'machines', 'neural', 'deep learning', 'llm', 'model', 'chatgpt', 'robot', 'agent', '人工智能', '大模型', '机器学习'],
    subjects: ['large language models', 'machine learning', 'AI agents', 'AI and jobs', 'training data', 'computer vision'],
    tips: ['Learn linear algebra basics before {s}; it pays back quickly.', 'Reproduce one paper end to end.', 'Try the tools daily; intuition comes from use.'],
    insights: [
      'At its core, {s} is statistics at scale: a model learns patterns that minimize error on examples.',
      'Language models predict the next token; abilities like summarizing emerge because prediction needs some model of meaning.',
      'History suggests automation changes tasks before it removes jobs; the tasks that remain are the ones needing judgment.',
    ],
    credentials: ['Machine learning researcher', 'Algorithm engineer, autonomous driving', 'AI product manager'],
  },
  {
    id: 'psychology', label: 'Psychology', zh: '心理学', emoji: '🧠',
    keywords: ['psychology', 'anxiety', 'emotion', 'emotions', 'mental', 'depression', 'confidence', 'habit', 'habits', 'motivation', 'heart', '心理', '焦虑', '情绪'],
    subjects: ['social anxiety', 'building habits', 'procrastination', 'self-confidence', 'burnout', 'cognitive biases'],
    tips: ['Write the worry down; it shrinks on paper.', 'Make {s} smaller than feels necessary and start today.', 'Sleep and exercise come before any technique.'],
    insights: [
      'Research on {s} points to environment over willpower: changing cues is more reliable than resolving harder.',
      'Anxiety is maintained by avoidance; each avoided situation teaches the brain it was dangerous.',
      'Confirmation bias is strongest for beliefs tied to identity, which is why arguments rarely change minds.',
    ],
    credentials: ['Licensed psychological counselor', 'Clinical psychology PhD', 'Psychiatrist'],
  },
  {
    id: 'society', label: 'Population and society', zh: '社会与人口', emoji: '👥',
    keywords: ['population', 'demography', 'society', 'social', 'aging', 'birth rate', 'urbanization', 'migration', 'census', 'community', '人口', '社会', '老龄化', '生育'],
    subjects: ['population aging', 'falling birth rates', 'urbanization', 'elderly care', 'the rural-urban gap', 'migrant workers'],
    tips: ['Look at {s} through the census numbers before the headlines.', 'Compare by age group; averages hide the story.'],
    insights: [
      'China’s population peaked around 2021; {s} is now shaped more by how long people live than by how many are born.',
      'Fertility falls with urbanization almost everywhere because children turn from helpers into a long, expensive investment.',
      'Elderly care is shifting from family to community services, and the care workforce is the bottleneck.',
    ],
    credentials: ['Demographer, Renmin University', 'Sociology associate professor', 'Public policy researcher'],
  },
  {
    id: 'law', label: 'Law and public safety', zh: '法律', emoji: '⚖️',
    keywords: ['law', 'legal', 'lawyer', 'police', 'court', 'contract', 'rights', 'agent', 'lawsuit', 'crime', '法律', '律师', '警察', '维权'],
    subjects: ['getting a rental deposit back', 'reporting a scam to the police', 'online shopping disputes', 'signing a labor contract', 'traffic accident liability'],
    tips: ['Keep screenshots and receipts; evidence wins cases.', 'For {s}, try the 12315 consumer hotline before a lawsuit.', 'Never sign a blank or back-dated document.'],
    insights: [
      'In {s}, the burden of proof usually lies with whoever makes the claim, so organized evidence matters more than a strong argument.',
      'The Civil Code of 2021 unified rules on contracts, property and torts that used to be spread across separate laws.',
    ],
    credentials: ['Practicing lawyer, 10 years', 'Law professor', 'Former police officer'],
  },
  {
    id: 'design', label: 'Design', zh: '设计', emoji: '🎨',
    keywords: ['design', 'designer', 'ui', 'ux', 'graphic', 'typography', 'color', 'logo', 'poster', 'art', '设计', '排版', '配色'],
    subjects: ['typography basics', 'design portfolios', 'color palettes', 'user research', 'layout grids', 'logo design'],
    tips: ['Copy great layouts by hand to learn {s}.', 'Limit yourself to two fonts.', 'Get feedback from people who are not designers.'],
    insights: [
      'Good {s} is mostly about hierarchy: the eye should know what to read first without thinking.',
      'Contrast ratios of at least 4.5:1 keep text readable, including for people with low vision.',
    ],
    credentials: ['Senior UX designer', 'Design school lecturer', 'Brand designer'],
  },
  {
    id: 'literature', label: 'Literature and reading', zh: '文学', emoji: '📖',
    keywords: ['book', 'books', 'novel', 'novels', 'literature', 'reading', 'poetry', 'poem', 'writer', 'writing', '书', '小说', '文学', '阅读'],
    subjects: ['Dream of the Red Chamber', 'reading more books', 'classical Chinese poetry', 'Lu Xun’s essays', 'writing fiction', 'One Hundred Years of Solitude'],
    tips: ['Read {s} with a pencil; marginal notes double what you keep.', 'Quit books you dislike after fifty pages.', 'Read aloud when the prose is dense.'],
    insights: [
      'Critics read {s} on several levels at once: plot, social history, and the author’s own life.',
      'Tang poetry followed strict tonal patterns, which is why translations keep the imagery but lose the music.',
    ],
    credentials: ['Chinese literature PhD', 'Editor at a publishing house', 'Novelist'],
  },
  {
    id: 'economics', label: 'Economics and investing', zh: '经济与投资', emoji: '📈', sensitive: 'finance',
    keywords: ['economics', 'economy', 'inflation', 'interest rate', 'gdp', 'stock', 'stocks', 'fund', 'funds', 'invest', 'investing', 'investment', 'finance', 'market', 'wealth', 'pay', '经济', '股票', '基金', '投资', '理财'],
    subjects: ['index funds', 'interest rates and markets', 'inflation', 'reading annual reports', 'asset allocation', 'the property market'],
    tips: ['Invest only money you will not need for five years.', 'For {s}, fees compound as surely as returns.', 'Write down why you bought; reread it before you sell.'],
    insights: [
      'Decades of data show most active funds trail their index after fees, which is the case for {s}.',
      'When central banks cut rates, future cash flows are discounted less, so long-duration assets like growth stocks rise first.',
      'Inflation redistributes from lenders to borrowers, which is why it is political as much as economic.',
    ],
    credentials: ['CFA charterholder', 'Economics professor', 'Fund manager, 12 years'],
  },
  {
    id: 'politics', label: 'Politics and international relations', zh: '时政与国际关系', emoji: '🌐', sensitive: 'politics',
    keywords: ['politics', 'political', 'government', 'congress', 'election', 'diplomacy', 'geopolitics', 'international relations', 'policy', 'parliament', '政治', '国际关系', '外交'],
    subjects: ['the US Congress', 'the role of the United Nations', 'trade negotiations', 'election systems', 'regional alliances'],
    tips: ['Read {s} from outlets in at least two countries.', 'Follow the budget; it shows real priorities.'],
    insights: [
      'Political scientists explain {s} less by personalities than by institutions: who can veto what, and when.',
      'Trade agreements take years because each tariff line has a domestic constituency.',
    ],
    credentials: ['International relations PhD', 'Former diplomat', 'Political science lecturer'],
  },
  {
    id: 'relationships', label: 'Relationships and sex education', zh: '两性情感', emoji: '💞', sensitive: 'adult',
    keywords: ['relationship', 'relationships', 'dating', 'love', 'marriage', 'sex', 'sexual', 'intimacy', 'adult', '恋爱', '婚姻', '两性'],
    subjects: ['communication in long relationships', 'consent', 'dating after thirty', 'sexual health', 'conflict between partners'],
    tips: ['Talk about {s} when you are calm, not in the middle of a fight.', 'Say what you need, not what the other did wrong.'],
    insights: [
      'Long-term studies of couples find that how conflict is handled predicts {s} better than how often it happens.',
      'Regular screening is part of sexual health for adults, and most clinics offer it confidentially.',
    ],
    credentials: ['Marriage and family therapist', 'Gynecologist', 'Sex educator'],
  },
]
