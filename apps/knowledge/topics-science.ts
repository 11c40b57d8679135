import { subject, type Topic } from './topic-model.ts'

/** Science and computing: where Zhihu's long answers live. */
export const TOPICS_SCIENCE: readonly Topic[] = [
  {
    id: 'physics', label: 'Physics and astronomy', zh: '物理', emoji: '🔭',
    keywords: ['physics', 'universe', 'space', 'astronomy', 'science', 'light', 'energy', 'gravity', '物理', '宇宙', '天文', '科学'],
    subjects: [
      subject('quantum entanglement', '量子纠缠|量子|quantum|entanglement', [
        'Start quantum entanglement with the EPR thought experiment before the math; it shows what bothered Einstein.',
        'Read about the Bell test experiments to see how quantum entanglement was checked in the lab.',
        'Be wary of any article claiming quantum entanglement sends messages; that is a sure sign of hype.',
      ], [
        'Quantum entanglement does not let you send messages faster than light: the correlations only show when results are compared by ordinary means.',
        'Bell tests, honored with the 2022 Nobel Prize, showed that entanglement cannot be explained by hidden properties set in advance.',
      ]),
      subject('special relativity', '狭义相对论|相对论|relativity|Einstein', [
        'Learn special relativity through light clocks and trains before the Lorentz equations.',
        'Draw spacetime diagrams for special relativity puzzles; they make the twin paradox clear.',
        'Check your special relativity answers against the speed limit: nothing with mass reaches light speed.',
      ], [
        'Special relativity follows from one fact: light travels at the same speed for every observer, so time and length must adjust.',
        'GPS satellites correct for relativity every day; without it their clocks would drift by microseconds and positions by kilometers.',
      ]),
      subject('why the sky is blue', '天空为什么是蓝色|蓝天|sky blue|blue sky|Rayleigh scattering', [
        'Look at the sky near the horizon and straight up to see why the sky is blue at its deepest overhead.',
        'Watch a sunset from a high place; the red comes from the same scattering that makes the sky blue.',
        'Shine a torch through a glass of water with a little milk: it looks blue from the side and orange from the end.',
      ], [
        'The sky is blue because air molecules scatter short wavelengths far more, about five times more for blue than red light.',
        'The sky is not violet, though violet scatters even more, because sunlight has less violet and our eyes are less sensitive to it.',
      ]),
      subject('black holes', '黑洞|black hole|event horizon', [
        'Start with the 2019 image of the M87 black hole, then read how the telescope network took it.',
        'Learn the escape velocity idea first; a black hole is where it exceeds the speed of light.',
        'Watch Interstellar with the physics notes by Kip Thorne; its black hole was simulated from the equations.',
      ], [
        'A black hole forms when matter is so compressed that not even light can escape from inside its event horizon.',
        'Black holes slowly lose mass through Hawking radiation, though for large ones it takes far longer than the age of the universe.',
      ]),
      subject('dark matter', '暗物质|dark matter|dark energy', [
        'Read about galaxy rotation curves first; they are the clearest evidence for dark matter.',
        'Separate dark matter from dark energy early; they are different problems.',
        'Follow underground experiments like China’s PandaX for the latest dark matter searches.',
      ], [
        'Galaxies spin too fast to be held together by the matter we see, which is why astronomers infer dark matter.',
        'Dark matter seems to make up about 85% of the universe’s matter, yet has never been detected directly.',
      ]),
      subject('entropy', '熵|热力学|entropy|thermodynamics', [
        'Learn entropy by counting arrangements of coins or dice before the formulas.',
        'Connect entropy with everyday examples: ice melting, coffee cooling, a room getting messy.',
        'Read about Maxwell’s demon to see how entropy links to information.',
      ], [
        'Entropy measures how many microscopic arrangements fit a state, and disorder wins because there are far more disordered arrangements.',
        'The rise of entropy gives time its direction, which is why we remember the past and not the future.',
      ]),
    ],
    insights: [
      'The laws of physics were found by measurement first and explained later; the math is a compact record of experiments.',
      'Good physics intuition comes from estimating orders of magnitude before calculating anything exactly.',
    ],
    credentials: ['Physics PhD, University of Science and Technology of China', 'Astrophysics researcher, National Astronomical Observatories', 'High-school physics teacher'],
  },
  {
    id: 'programming', label: 'Programming', zh: '编程', emoji: '💻',
    keywords: ['programming', 'code', 'coding', 'software', 'developer', 'programmer', 'computer', '编程', '程序员', '代码', '开发'],
    subjects: [
      subject('learning Python from zero', 'Python入门|学Python|Python from scratch', [
        'Learn Python by automating something you do by hand, like renaming files or filling a spreadsheet.',
        'Type every Python example yourself instead of copying; the errors teach you.',
        'After the Python basics, build one small project with a library like requests or pandas.',
      ], [
        'Python is popular with beginners because its syntax reads close to English and uses indentation instead of braces.',
        'Python is slower than compiled languages, but its libraries for data and AI run fast C code underneath.',
      ]),
      subject('data structures for interviews', '数据结构|刷题|LeetCode|data structures|algorithms', [
        'Master arrays, hash maps, trees and graphs first; most interview problems use data structures from that list.',
        'Solve interview problems by pattern: two pointers, sliding window, BFS and DFS.',
        'Say your approach aloud before coding in interviews; interviewers grade reasoning about data structures.',
      ], [
        'Big-O describes how cost grows with input, not speed, which is why interviews ask for the complexity of data structures.',
        'Hash maps give constant-time lookups on average, which is why they solve so many interview problems.',
      ]),
      subject('reading other people’s code', '读代码|阅读源码|reading code|code review', [
        'Read other people’s code with a debugger: step through one request from start to end.',
        'Start reading code from the tests; they show what it is supposed to do.',
        'Write down questions while reading code and ask the author rather than guessing.',
      ], [
        'Professionals spend far more time reading code than writing it, which is why readable code matters.',
        'Code reflects decisions made under constraints you cannot see, so reading the history explains odd choices.',
      ]),
      subject('git for beginners', 'git入门|git|GitHub|version control', [
        'Learn five git commands first: status, add, commit, push and pull.',
        'Commit small changes to git often, with messages that say why, not what.',
        'Create a branch for each feature in git and merge it when it works.',
      ], [
        'Git stores snapshots of your whole project, so any earlier version can be restored.',
        'Git is distributed: every clone holds the full history, which is why you can commit offline.',
      ]),
      subject('building a first web app', '网站开发|做网站|web app|web development', [
        'Build a first web app that solves a small problem of your own, like a to-do list or a budget tracker.',
        'Start a web app with HTML, CSS and plain JavaScript before adding a framework.',
        'Deploy the web app early, even half finished, so you learn hosting from the start.',
      ], [
        'A web app splits into a front end in the browser and a back end on a server that stores data.',
        'Frameworks like React solve problems of large web apps, which is why they feel heavy for a first project.',
      ]),
      subject('debugging', '调试|debug|debugging|bugs', [
        'Reproduce the bug reliably before changing any code.',
        'When debugging, read the error message slowly; it usually names the file and line.',
        'Explain the bug line by line to a rubber duck or a colleague; debugging aloud exposes wrong assumptions.',
      ], [
        'Most bugs hide in assumptions nobody wrote down, which is why debugging starts by checking what you believe is true.',
        'Binary search works for debugging too: cut the code or history in half until the bug appears.',
      ]),
    ],
    insights: [
      'Building a small project teaches more than finishing another tutorial.',
      'Code is read far more often than it is written, so clarity beats cleverness.',
    ],
    credentials: ['Senior engineer at a major internet company', 'Computer science lecturer', 'Open-source maintainer'],
  },
  {
    id: 'ai', label: 'Artificial intelligence', zh: '人工智能', emoji: '🤖',
    keywords: ['ai', 'artificial intelligence', 'machine', 'machines', 'neural network', 'deep learning', 'model', 'chatgpt', 'robot', 'agent', '人工智能', '大模型', 'AI'],
    subjects: [
      subject('large language models', '大模型|大语言模型|LLM|ChatGPT|DeepSeek', [
        'Use large language models for drafts and summaries, and check facts they give you.',
        'Give a large language model examples of what you want; it follows examples better than descriptions.',
        'Compare two language models on your own tasks before paying for one.',
      ], [
        'Large language models predict the next token; summarizing and translating emerge because good prediction needs some grasp of meaning.',
        'Language models can state false things confidently, because they generate plausible text rather than look facts up.',
      ]),
      subject('machine learning', '机器学习|machine learning|ML', [
        'Learn linear algebra and probability basics before machine learning; they pay back quickly.',
        'Start machine learning with scikit-learn on a small table of data before deep learning.',
        'Split data into training and test sets before any machine learning experiment.',
      ], [
        'Machine learning is statistics at scale: a model learns patterns that reduce error on examples.',
        'Overfitting means a machine learning model memorized its examples, which is why it is judged on data it has not seen.',
      ]),
      subject('AI agents', '智能体|AI智能体|AI agent|agents', [
        'Give an AI agent a narrow task and clear tools first, like booking a meeting, before open-ended goals.',
        'Log every step an AI agent takes so you can see where it went wrong.',
        'Keep a human approval step for AI agents that spend money or send messages.',
      ], [
        'An AI agent is a language model in a loop that chooses tools, reads results and decides the next step.',
        'AI agents fail more on long tasks because small errors compound over many steps.',
      ]),
      subject('AI and jobs', 'AI与就业|AI取代工作|AI jobs|automation', [
        'Learn to use AI tools in your current job; people who use AI well are the least likely to be replaced by it.',
        'List the tasks in your job and mark which AI already does well; shift your time to the others.',
        'Build skills that AI struggles with: judgment, relationships and responsibility for results.',
      ], [
        'History suggests automation changes tasks before it removes jobs; the tasks that remain need judgment.',
        'AI affects office work more than earlier automation did, because language models handle text and code.',
      ]),
      subject('training data', '训练数据|数据集|training data|datasets', [
        'Look at training data by hand before training; a hundred examples reveal most problems.',
        'Balance training data across the cases you care about, or the model ignores the rare ones.',
        'Keep a clean test set that never touches the training data.',
      ], [
        'A model is only as good as its training data, because it learns whatever patterns the data contains, biases included.',
        'More training data helps until it stops adding new patterns, which is why quality beats quantity late in a project.',
      ]),
      subject('computer vision', '计算机视觉|图像识别|computer vision|image recognition', [
        'Start computer vision with a pretrained model and fine-tune it on your own images.',
        'Augment images by flipping, cropping and changing brightness to make a computer vision model robust.',
        'Check computer vision errors by looking at the images the model gets wrong.',
      ], [
        'Convolutional networks made computer vision work by learning edges first, then shapes, then objects.',
        'Computer vision models can be fooled by tiny changes invisible to people, which is a safety concern for self-driving cars.',
      ]),
    ],
    insights: [
      'AI systems are best treated as fast, confident juniors: useful, but their work needs checking.',
      'Most progress in AI came from more data and computing power rather than new ideas alone.',
    ],
    credentials: ['Machine learning researcher', 'Algorithm engineer, autonomous driving', 'AI product manager'],
  },
]
