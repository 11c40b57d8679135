import { subject, type Topic } from './topic-model.ts'

/** History and literature. */
export const TOPICS_HUMANITIES: readonly Topic[] = [
  {
    id: 'history', label: 'History', zh: '历史', emoji: '🏛️',
    keywords: ['history', 'historical', 'dynasty', 'ancient', 'empire', 'tang', 'song', 'ming', 'qing', 'scientist', 'scientists', '历史', '朝代', '古代'],
    subjects: [
      subject('the fall of the Ming dynasty', '明朝灭亡|明朝|崇祯|Ming dynasty|Chongzhen', [
        'Read about the fall of the Ming dynasty alongside the Little Ice Age; the climate explains much of it.',
        'Follow the money in the late Ming: unpaid soldiers mattered as much as the rebels.',
        'Visit the Ming Tombs near Beijing after reading about the fall of the Ming; the last emperor’s tomb is the smallest.',
      ], [
        'The Ming dynasty fell in 1644 after drought, famine and a silver crisis drained the treasury, and Li Zicheng’s rebels took Beijing.',
        'The Ming’s last emperor, Chongzhen, hanged himself on Coal Hill behind the Forbidden City as the rebels entered.',
      ]),
      subject('the Silk Road', '丝绸之路|丝路|Silk Road|Zhang Qian', [
        'Start the Silk Road with Zhang Qian’s missions to the west in the Han dynasty.',
        'Trace the Silk Road on a map through Dunhuang and the Hexi Corridor; geography explains the route.',
        'Visit the Dunhuang caves if you can; their murals are the Silk Road’s best record.',
      ], [
        'The Silk Road was a web of routes, not one road, and goods usually changed hands many times along the way.',
        'Religions and ideas traveled the Silk Road along with silk, which is how Buddhism reached China.',
      ]),
      subject('scientists throughout history', '科学家|科学史|scientists|famous scientists', [
        'Read the lives of scientists alongside their discoveries; Newton and Darwin took decades to publish.',
        'Include Chinese scientists such as Zhang Heng, Shen Kuo and Tu Youyou in any reading list on scientists throughout history.',
        'Look at the instruments scientists used; the tools explain what they could discover.',
      ], [
        'Scientists throughout history built on records and instruments made by people whose names we have lost.',
        'Many famous discoveries were made independently by several scientists at once, because the tools and ideas were ready.',
      ]),
      subject('the Song dynasty economy', '宋朝经济|宋朝|Song dynasty|paper money', [
        'Look at the painting Along the River During the Qingming Festival to see the Song dynasty economy at street level.',
        'Read about the Song dynasty’s paper money, the world’s first, to see how the economy grew.',
        'Compare Kaifeng and Hangzhou, the two Song capitals, to see how trade moved south.',
      ], [
        'The Song dynasty economy produced the first government paper money, the jiaozi, to replace heavy iron coins.',
        'New rice varieties and canal trade let Song cities grow to a million people, far larger than any in Europe then.',
      ]),
      subject('the Industrial Revolution', '工业革命|蒸汽机|Industrial Revolution|steam engine', [
        'Start the Industrial Revolution with textiles, not steam; cotton mills came first.',
        'Read about working conditions in the Industrial Revolution alongside the inventions.',
        'Compare the Industrial Revolution in Britain with China at the same time to see why it began in Britain.',
      ], [
        'The Industrial Revolution began in Britain partly because coal was cheap and wages high, so machines paid off.',
        'The steam engine spread in the Industrial Revolution after James Watt made it several times more efficient.',
      ]),
      subject('the imperial examination', '科举|科举制度|imperial examination|keju', [
        'Visit the Jiangnan Examination Hall museum in Nanjing to see the imperial examination cells.',
        'Read The Scholars, a novel that mocks the imperial examination culture.',
        'Compare the imperial examination with today’s gaokao to see what carried over.',
      ], [
        'The imperial examination ran for about 1,300 years and shaped which families could rise, far beyond the officials it chose.',
        'Imperial examination candidates wrote eight-legged essays on the Confucian classics in cells for days.',
      ]),
      subject('Zheng He’s voyages', '郑和下西洋|郑和|Zheng He|treasure ships', [
        'Trace Zheng He’s seven voyages on a map; they reached East Africa.',
        'Read why Zheng He’s voyages stopped after 1433; the politics explain it.',
        'Visit the Zheng He treasure ship site in Nanjing.',
      ], [
        'Zheng He’s fleets carried tens of thousands of men on ships far larger than European ones of the time.',
        'Zheng He’s voyages ended because they were costly and the court turned to northern defense.',
      ]),
    ],
    insights: [
      'Historians now explain events less by individuals and more by climate, money and logistics.',
      'Reading two sources that disagree is the fastest way to see what is known and what is guessed.',
    ],
    credentials: ['History PhD, Peking University', 'Museum curator', 'Author of two popular history books'],
  },
  {
    id: 'literature', label: 'Literature and reading', zh: '文学', emoji: '📖',
    keywords: ['book', 'books', 'novel', 'novels', 'literature', 'reading', 'read', 'poetry', 'writer', 'writing', '书', '小说', '文学', '阅读', '读书'],
    subjects: [
      subject('Dream of the Red Chamber', '红楼梦|Dream of the Red Chamber|Honglou Meng', [
        'Read Dream of the Red Chamber with a family tree beside you; it has hundreds of characters.',
        'Start Dream of the Red Chamber at chapter five, then go back; chapter five foretells every fate.',
        'Read the first eighty chapters of Dream of the Red Chamber as Cao Xueqin’s own, the rest as a later ending.',
      ], [
        'Dream of the Red Chamber follows the decline of the Jia family, and scholars read it as Cao Xueqin’s memory of his own family’s fall.',
        'The last forty chapters of Dream of the Red Chamber are usually credited to Gao E, which is why the ending is debated.',
      ]),
      subject('reading more books', '读书|书单|读书计划|books to read|reading list', [
        'Carry a book everywhere and read in small gaps; ten minutes a day adds up to twenty books a year.',
        'Quit books you dislike after fifty pages; reading more books means not finishing bad ones.',
        'Keep a reading list and pick the next book before you finish the current one.',
      ], [
        'People who read more books usually read in short daily sessions rather than long weekends.',
        'Reading fiction improves understanding of other people, because it practices imagining other minds.',
      ]),
      subject('classical Chinese poetry', '古诗词|唐诗|宋词|Tang poetry|Chinese poetry', [
        'Read classical Chinese poetry aloud; the rhythm and tones carry much of the meaning.',
        'Start classical Chinese poetry with Three Hundred Tang Poems and a good annotated edition.',
        'Learn the story behind each poem; classical Chinese poetry often answers a real event.',
      ], [
        'Tang poetry followed strict tonal patterns, which is why translations keep the images but lose the music.',
        'Classical Chinese poetry compresses meaning into few characters, so allusions to older poems add layers.',
      ]),
      subject('Lu Xun’s essays', '鲁迅|鲁迅杂文|Lu Xun', [
        'Start Lu Xun with The True Story of Ah Q and Diary of a Madman before the essays.',
        'Read Lu Xun’s essays with notes on their dates; each answers a debate of its time.',
        'Reread a Lu Xun essay you studied at school; it reads differently as an adult.',
      ], [
        'Lu Xun turned from medicine to writing because he believed China needed to cure minds before bodies.',
        'Lu Xun’s essays are sharp and short because they were written for newspapers in fast-moving debates.',
      ]),
      subject('writing fiction', '写小说|小说创作|fiction writing|creative writing', [
        'Write fiction every day, even 300 words, and finish drafts before polishing them.',
        'Show a character’s feelings through actions and details instead of naming them; it is the oldest rule of fiction.',
        'Read your fiction aloud; clumsy sentences are easier to hear than to see.',
      ], [
        'Fiction works through conflict: a character wants something and something stands in the way.',
        'Most published novels went through several full drafts, because the story is found by writing it.',
      ]),
      subject('One Hundred Years of Solitude', '百年孤独|马尔克斯|Marquez|One Hundred Years of Solitude', [
        'Keep the Buendía family tree at the front of One Hundred Years of Solitude open; the names repeat.',
        'Read One Hundred Years of Solitude slowly; each chapter is almost a story of its own.',
        'Read about Colombian history alongside One Hundred Years of Solitude; the banana massacre is real.',
      ], [
        'One Hundred Years of Solitude is the classic of magical realism, where the impossible is told in a calm voice.',
        'Names repeat across generations in One Hundred Years of Solitude to show history going in circles.',
      ]),
    ],
    insights: [
      'Critics read great books on several levels at once: the plot, the history around it and the author’s own life.',
      'Rereading a book years later is one of the best ways to see how you have changed.',
    ],
    credentials: ['Chinese literature PhD', 'Editor at a publishing house', 'Novelist'],
  },
]
