import { subject, type Topic } from './topic-model.ts'

/** School, work, the mind and design. */
export const TOPICS_WORK_STUDY: readonly Topic[] = [
  {
    id: 'study', label: 'Study methods', zh: '学习方法', emoji: '📚',
    keywords: ['study', 'studying', 'exam', 'exams', 'student', 'students', 'school', 'college', 'university', 'homework', 'gaokao', 'activity', 'activities', '学习', '考试', '学生', '复习'],
    subjects: [
      subject('note-taking that works', '笔记|记笔记|note-taking|notes|Cornell notes', [
        'Write notes in your own words during class; copying slides word for word skips the thinking.',
        'Leave a margin in your notes for questions and review them within a day.',
        'Turn notes into questions on the back of the page, and test yourself from them before exams.',
      ], [
        'Handwritten notes help memory because writing slowly forces you to summarize while you take notes.',
        'Notes only pay off when reviewed: most of a lecture is forgotten within a week without review.',
      ]),
      subject('preparing for the postgraduate exam', '考研|考研复习|考研英语|postgraduate exam|kaoyan', [
        'Start preparing for the postgraduate exam in March and finish the first pass of each subject by summer.',
        'Do past postgraduate exam papers under timed conditions from October.',
        'Study postgraduate exam English vocabulary every day from the first week; it cannot be crammed.',
      ], [
        'The postgraduate exam tests four subjects in two days, and politics and English are shared by all applicants, so they decide many rankings.',
        'Past postgraduate exam papers are the best material because question styles repeat from year to year.',
      ]),
      subject('memorizing vocabulary', '背单词|单词|vocabulary|flashcards|Anki', [
        'Memorize vocabulary in sentences, not lists; a word in context sticks.',
        'Use a flashcard app like Anki and review the vocabulary it shows you every day.',
        'Learn 20 new words a day and review old vocabulary before new ones.',
      ], [
        'Spaced repetition works for vocabulary because each review just before forgetting strengthens the memory more than a review soon after learning.',
        'Vocabulary you produce sticks better than vocabulary you only recognize, so writing sentences beats reading lists.',
      ]),
      subject('beating procrastination', '拖延症|拖延|procrastination', [
        'Beat procrastination by starting with a two-minute task: open the file and write one line.',
        'Work in 25-minute blocks with a five-minute break, the Pomodoro method, to get past procrastination.',
        'Put your phone in another room while studying; willpower alone rarely beats procrastination.',
      ], [
        'Procrastination is an emotion problem, not a time problem: we delay tasks that make us feel anxious or bored.',
        'Starting is the hardest part of procrastination, because the brain overestimates how unpleasant a task will be.',
      ]),
      subject('balancing clubs and coursework', '社团|学生会|student clubs|extracurricular', [
        'Join at most two student clubs in the first year and go deep in one.',
        'Put club meetings and coursework deadlines in one calendar and plan each week on Sunday.',
        'Say no to club roles that clash with exam weeks before you accept them.',
      ], [
        'Students who plan a week ahead report less stress with the same coursework, because uncertainty drains more than work.',
        'A leadership role in one club counts for more with employers than membership in many clubs.',
      ]),
      subject('CET-6 listening', '六级听力|英语六级|CET-6|CET6', [
        'Practice CET-6 listening with past papers and read the options before each recording starts.',
        'Shadow CET-6 listening recordings, repeating them aloud, to get used to the speed.',
        'Write down key words while listening in CET-6; the answers are often paraphrases of them.',
      ], [
        'CET-6 listening carries 35% of the total score, which is why it decides many pass or fail results.',
        'Listening improves with how many sounds you can recognize automatically, which is why shadowing trains it faster than passive listening.',
      ]),
    ],
    insights: [
      'Retrieval practice and spacing are the two study techniques with the strongest evidence behind them.',
      'Cramming gives short-term recall that fades within weeks, which is why the same material feels new at the final exam.',
    ],
    credentials: ['Tsinghua University graduate', 'High-school teacher, 15 years', 'Educational psychology PhD'],
  },
  {
    id: 'career', label: 'Career and workplace', zh: '职场', emoji: '💼',
    keywords: ['career', 'job', 'jobs', 'work', 'workplace', 'office', 'boss', 'pay', 'operation', 'offer', '职场', '工作', '跳槽', '工资'],
    subjects: [
      subject('first job interviews', '面试|面试技巧|job interview|interview', [
        'Prepare three stories from your experience for a job interview, each with a problem, an action and a result.',
        'Research the company before the interview and ask one question about the team’s current work.',
        'Send a short thank-you message within a day of each interview.',
      ], [
        'Interviewers decide early, often in the first minutes, so a clear self-introduction matters more than it seems.',
        'Structured interviews with the same questions for everyone predict job performance better than casual chats.',
      ]),
      subject('negotiating a raise', '涨薪|加薪|谈薪|raise|salary', [
        'Research the market salary for your role before negotiating a raise, and name a number.',
        'Ask for a raise after a visible win, with the results written down.',
        'If the raise is refused, ask what you would need to achieve to get it and agree on a date to revisit.',
      ], [
        'Salary is set by what it would cost to replace you, so negotiating a raise works best when you show what the market pays.',
        'The first number on the table anchors a salary negotiation, which is why naming yours first often helps.',
      ]),
      subject('writing a one-page resume', '简历|简历模板|resume|CV', [
        'Keep a resume to one page until you have ten years of experience.',
        'Start each resume line with an action verb and end it with a number: grew sales 20%.',
        'Tailor the resume to each job by reusing words from the job posting.',
      ], [
        'Recruiters scan a resume for a few seconds at first, so the top third of the page decides whether they read on.',
        'Many companies filter resumes with software that matches keywords, which is why tailoring helps.',
      ]),
      subject('switching careers at thirty', '转行|三十岁转行|career change|switch careers', [
        'Test a new career with a side project or a short course before quitting your job.',
        'Talk to five people who work in the new career before switching; they will tell you what the job is really like.',
        'Look for a bridge role that uses your old skills in the new career.',
      ], [
        'Career switchers at thirty bring transferable skills like communication and project management that employers value.',
        'A career change usually means a pay cut at first, but salaries often catch up within a few years.',
      ]),
      subject('dealing with a difficult manager', '领导难相处|和领导相处|difficult boss|manager', [
        'Confirm what a difficult manager asks for in writing after every meeting.',
        'Ask your manager how they prefer to get updates, by message, email or in person, and stick to it.',
        'Keep a record of your work and results in case you need to talk to HR about the manager.',
      ], [
        'Most conflict with a manager comes from unclear expectations, which is why putting them in writing helps.',
        'People leave managers more than companies: a difficult manager is one of the main reasons people quit.',
      ]),
      subject('internet operations jobs', '互联网运营|运营|operations|user growth', [
        'Learn basic SQL and Excel before applying for internet operations jobs; numbers drive the work.',
        'Bring a small project to an operations interview, like a WeChat account you grew.',
        'Tie your operations work to one metric, like retention or conversion, in every report.',
      ], [
        'Internet operations is about growing and keeping users through content, events and data, which is why the role varies so much between companies.',
        'Operations roles reward people who can connect their work to a metric, because that is how results are measured.',
      ]),
      subject('the probation period', '试用期|转正|probation|probation period', [
        'Ask your manager in the first week what success in the probation period looks like.',
        'Keep a weekly list of what you finished during the probation period.',
        'Read the probation terms in your contract; the pay and notice rules differ from those for regular staff.',
      ], [
        'Chinese labor law caps the probation period by contract length: at most six months, for contracts of three years or more.',
        'Pay during the probation period cannot be less than 80% of the agreed salary under Chinese law.',
      ]),
    ],
    insights: [
      'Keep a record of your wins as they happen; it writes your review and your next resume for you.',
      'Pay follows the value the market sees, not effort, so making your results visible matters as much as the results.',
    ],
    credentials: ['HR director at a tech company', 'Career coach', 'Labor lawyer'],
  },
  {
    id: 'psychology', label: 'Psychology', zh: '心理学', emoji: '🧠',
    keywords: ['psychology', 'mental', 'emotion', 'emotions', 'mind', 'anxiety', 'mood', 'feelings', '心理', '心理学', '情绪', '焦虑'],
    subjects: [
      subject('social anxiety', '社恐|社交焦虑|social anxiety|shyness', [
        'Face social anxiety in small steps: say hello to a colleague, then ask one question, then join lunch.',
        'Shift attention to the other person in conversation; social anxiety grows when you watch yourself.',
        'Stay in the social situation until the anxiety drops instead of leaving at its peak.',
      ], [
        'Social anxiety is maintained by avoidance: each avoided situation teaches the brain it was dangerous.',
        'People with social anxiety overestimate how much others notice them, which psychologists call the spotlight effect.',
      ]),
      subject('building habits', '习惯养成|好习惯|habits|habit', [
        'Attach a new habit to an existing one: after I brush my teeth, I do five push-ups.',
        'Make a new habit so small it feels silly, and grow it after it sticks.',
        'Track habits on a calendar and try not to miss twice in a row.',
      ], [
        'Habits form when the same cue leads to the same action in the same place, which is why context matters more than willpower.',
        'Building a habit takes about two months on average, far longer than the 21 days often quoted.',
      ]),
      subject('self-confidence', '自信|自卑|confidence|self-esteem', [
        'Build self-confidence from evidence: keep a list of things you did well.',
        'Do one thing a day that slightly scares you; self-confidence grows from action.',
        'Talk to yourself the way you would to a friend when you make a mistake; harsh self-talk erodes confidence.',
      ], [
        'Self-confidence follows competence, which is why practice builds it more than positive thinking.',
        'Low self-confidence often comes from comparing your inside to others’ outside, their highlights against your doubts.',
      ]),
      subject('burnout', '职业倦怠|倦怠|burnout|exhaustion', [
        'Take burnout seriously: rest for days, not hours, and say no to new work.',
        'Find which part of work drains you most and change that first; burnout rarely comes from everything at once.',
        'Keep one weekly activity unrelated to work that you would not give up, as a buffer against burnout.',
      ], [
        'Burnout has three signs: exhaustion, cynicism about work and a feeling of being ineffective.',
        'Burnout comes from chronic stress without recovery, which is why a vacation helps only briefly if the workload stays.',
      ]),
      subject('cognitive biases', '认知偏差|思维误区|cognitive bias|biases', [
        'Before a big decision, ask what would prove you wrong; it counters confirmation bias.',
        'Sleep on purchases over a set amount; the anchoring bias of the first price weakens overnight.',
        'Write down your prediction before the result comes in, so hindsight bias cannot rewrite it.',
      ], [
        'Confirmation bias is strongest for beliefs tied to identity, which is why arguments rarely change minds.',
        'Cognitive biases are shortcuts that usually work, which is why they survive even though they cause mistakes.',
      ]),
      subject('overthinking', '内耗|想太多|overthinking|rumination', [
        'Give overthinking a fixed fifteen minutes a day to write worries down, then stop.',
        'Ask whether the thought leads to an action; if not, it is overthinking, not planning.',
        'Move your body when overthinking starts; a short walk breaks the loop.',
      ], [
        'Overthinking feels like problem solving but repeats the same thoughts without new information.',
        'Rumination keeps the stress response running, which is why overthinking is linked to poor sleep and low mood.',
      ]),
    ],
    insights: [
      'Sleep and exercise come before any technique; the mind struggles on a tired body.',
      'Environment beats willpower: changing the cues around you is more reliable than resolving harder.',
    ],
    credentials: ['Licensed psychological counselor', 'Clinical psychology PhD', 'Psychiatrist'],
  },
  {
    id: 'design', label: 'Design', zh: '设计', emoji: '🖌️',
    keywords: ['design', 'designer', 'ui', 'ux', 'graphic', 'graphic design', 'layout', '设计', '平面设计', '设计师'],
    subjects: [
      subject('typography basics', '字体排版|字体|typography|fonts', [
        'Use two fonts at most in a design: one for headings and one for body text.',
        'Set body text line height to about 1.5 times the font size for easy reading.',
        'In typography, keep lines of text between 45 and 75 characters; long lines tire the eye.',
      ], [
        'Typography sets hierarchy: size and weight tell the reader what to read first without thinking.',
        'Serif fonts were long thought easier to read in print, but research shows familiarity matters more than serifs.',
      ]),
      subject('design portfolios', '作品集|设计作品集|portfolio', [
        'Show three to five strong projects in a design portfolio rather than everything you made.',
        'Explain the problem, your process and the result for each portfolio project.',
        'Put your best portfolio project first; reviewers often look at only one or two.',
      ], [
        'Hiring managers look at a portfolio for how you think, which is why process matters as much as the final design.',
        'A focused portfolio signals judgment, because choosing what to leave out is a design skill.',
      ]),
      subject('color palettes', '配色方案|色彩搭配|color palette|colour scheme', [
        'Start a color palette from one main color and pick others from a tool like Adobe Color.',
        'Use a neutral background and save the brightest color of the palette for buttons and key actions.',
        'Test the color palette in grayscale to check that contrast still works.',
      ], [
        'Contrast ratios of at least 4.5:1 keep text readable, including for people with low vision, so a palette must be checked.',
        'Colors carry meaning by culture: red is luck in China but danger in many interfaces, so a palette depends on its audience.',
      ]),
      subject('user research', '用户研究|用户调研|user research|usability testing', [
        'Test a design with five users; they find most of the big usability problems.',
        'Ask users to do a task while thinking aloud instead of asking what they like.',
        'Watch what users do, not what they say they do; user research is about behavior.',
      ], [
        'People are poor at predicting their own behavior, which is why user research watches actions rather than asking opinions.',
        'Five users reveal most usability problems because the same issues repeat; more users add little per round.',
      ]),
      subject('layout grids', '栅格|网格系统|grid|layout grid', [
        'Use a 12-column grid for web layouts; it divides into halves, thirds and quarters.',
        'Align every element to the grid, and break the grid only on purpose.',
        'Keep gutters and margins consistent across all pages that share a grid.',
      ], [
        'Grids make layouts feel orderly because repeated alignments let the eye predict where things are.',
        'The 12-column grid is popular because 12 divides evenly in so many ways.',
      ]),
      subject('logo design', 'logo设计|标志设计|logo|branding', [
        'Sketch fifty logo ideas on paper before opening the computer.',
        'Check that the logo works in one color and at the size of an app icon.',
        'Avoid trendy effects in a logo; it has to last ten years.',
      ], [
        'Simple logos are recognized faster and remembered longer, because the brain stores shapes, not details.',
        'A logo is only part of a brand; people recognize brands by color and type as much as by the mark.',
      ]),
    ],
    insights: [
      'Good design is mostly hierarchy: the eye should know what to look at first.',
      'Copying great work by hand is how most designers learn to see what makes it work.',
    ],
    credentials: ['Senior UX designer', 'Design school lecturer', 'Brand designer'],
  },
]
