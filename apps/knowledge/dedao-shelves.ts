import type { RestrictedSubject } from './sensitive-words.ts'
import { normalizeQuery } from './search-text.ts'
import { ownEntry as entry } from '../kit/index.ts'

/**
 * Dedao's course shelves: what each category lectures on and who teaches it. Business, economics,
 * finance and politics shelves are closed to minors (in-depth finance and politics).
 */
export interface Shelf {
  id: string
  label: string
  zh: string
  synonyms: readonly string[]
  subjects: readonly string[]
  lecturers: readonly string[]
  restricted?: RestrictedSubject
}

export const SHELVES: readonly Shelf[] = [
  { id: 'business', label: 'Business', zh: '商业', synonyms: ['business', 'management', 'marketing', 'entrepreneurship', 'startup', 'strategy', 'leadership', '商业', '管理', '营销', '创业'], restricted: 'finance',
    subjects: ['business strategy', 'marketing', 'management', 'negotiation', 'brand building', 'organizational design', 'startup fundraising'],
    lecturers: ['former vice president of a leading internet company', 'professor of strategy, CEIBS', 'management consultant, 20 years', 'serial entrepreneur'] },
  { id: 'economics', label: 'Economics', zh: '经济学', synonyms: ['economics', 'economy', 'economic', '经济', '经济学'], restricted: 'finance',
    subjects: ['microeconomics', 'macroeconomics', 'behavioral economics', 'the Chinese economy', 'game theory', 'development economics'],
    lecturers: ['professor of economics, Peking University', 'chief economist of a securities firm', 'economics columnist'] },
  { id: 'finance', label: 'Finance and investing', zh: '财经', synonyms: ['finance', 'investing', 'investment', 'stocks', 'personal finance', 'wealth', 'money', '财经', '理财', '投资', '金融'], restricted: 'finance',
    subjects: ['personal finance', 'value investing', 'index funds', 'reading financial statements', 'asset allocation', 'financial independence'],
    lecturers: ['CFA charterholder and fund manager', 'professor of finance, Tsinghua PBCSF', 'former investment banker'] },
  { id: 'politics', label: 'Politics and international affairs', zh: '国际关系', synonyms: ['politics', 'political', 'international relations', 'geopolitics', 'political theory', '政治', '国际关系'], restricted: 'politics',
    subjects: ['political theory', 'international relations', 'geopolitics', 'comparative politics', 'the history of diplomacy'],
    lecturers: ['professor of international relations, Fudan University', 'former diplomat', 'political science researcher'] },
  { id: 'technology', label: 'Technology', zh: '科技', synonyms: ['technology', 'tech', 'computer', 'computing', 'ai', 'artificial intelligence', 'programming', 'internet', 'digital', '科技', '技术', '人工智能'],
    subjects: ['artificial intelligence', 'the history of computing', 'programming thinking', 'semiconductors', 'data science', 'space technology', 'the future of electric vehicles'],
    lecturers: ['former principal scientist at a search engine company', 'computer science professor', 'chip industry analyst', 'AI researcher'] },
  { id: 'science', label: 'Science', zh: '科学', synonyms: ['science', 'physics', 'biology', 'chemistry', 'astronomy', 'math', 'mathematics', '科学', '物理', '生物', '数学'],
    subjects: ['physics', 'the history of science', 'evolution', 'the universe', 'mathematical thinking', 'neuroscience', 'chemistry in daily life'],
    lecturers: ['physics professor, USTC', 'science writer', 'neuroscientist', 'astronomer at the National Astronomical Observatories'] },
  { id: 'history', label: 'History', zh: '历史', synonyms: ['history', 'historical', 'civilization', '历史', '中国史', '世界史'],
    subjects: ['Chinese history', 'world history', 'the Song dynasty', 'the Silk Road', 'the Roman Empire', 'the Industrial Revolution', 'the Ming and Qing dynasties'],
    lecturers: ['history professor, Nanjing University', 'popular history author', 'museum curator'] },
  { id: 'literature', label: 'Literature', zh: '文学', synonyms: ['literature', 'reading', 'books', 'novels', 'poetry', 'writing', '文学', '阅读', '写作', '诗词'],
    subjects: ['Dream of the Red Chamber', 'Tang poetry', 'world classics', 'writing', 'modern Chinese fiction', 'Shakespeare'],
    lecturers: ['professor of Chinese literature, Beijing Normal University', 'novelist', 'literary critic', 'poet and translator'] },
  { id: 'philosophy', label: 'Philosophy', zh: '哲学', synonyms: ['philosophy', 'ethics', 'logic', 'thinking', '哲学', '思维'],
    subjects: ['Western philosophy', 'Chinese philosophy', 'logic', 'ethics', 'critical thinking', 'the Analects'],
    lecturers: ['philosophy professor, Renmin University', 'philosophy author'] },
  { id: 'psychology', label: 'Psychology', zh: '心理学', synonyms: ['psychology', 'mental health', 'emotion', 'emotions', '心理', '心理学'],
    subjects: ['positive psychology', 'cognitive psychology', 'emotional management', 'social psychology', 'relationships'],
    lecturers: ['licensed clinical psychologist', 'psychology professor, East China Normal University'] },
  { id: 'self-improvement', label: 'Self-improvement', zh: '个人成长', synonyms: ['self-improvement', 'self improvement', 'personal growth', 'productivity', 'habits', 'communication', 'career', 'skills', '个人成长', '效率', '沟通', '职场'],
    subjects: ['time management', 'public speaking', 'learning how to learn', 'communication', 'decision making', 'career planning', 'writing at work'],
    lecturers: ['executive coach', 'former head of HR at a Fortune 500 company', 'bestselling author on productivity', 'TEDx speaker'] },
  { id: 'health', label: 'Health', zh: '健康', synonyms: ['health', 'medicine', 'nutrition', 'fitness', 'sleep', 'wellness', '健康', '医学', '营养'],
    subjects: ['nutrition', 'sleep', 'exercise science', 'common diseases', 'mental wellbeing', 'healthy aging'],
    lecturers: ['attending physician, Peking Union Medical College Hospital', 'registered dietitian', 'sports medicine doctor'] },
  { id: 'art', label: 'Art and culture', zh: '艺术', synonyms: ['art', 'arts', 'music', 'film', 'painting', 'design', 'culture', 'aesthetics', '艺术', '音乐', '电影', '美学'],
    subjects: ['art history', 'classical music', 'film appreciation', 'Chinese painting', 'architecture', 'design thinking'],
    lecturers: ['art historian, Central Academy of Fine Arts', 'film critic', 'conductor and music educator'] },
  { id: 'parenting', label: 'Parenting and education', zh: '家庭教育', synonyms: ['parenting', 'education', 'family', 'children', 'kids', '育儿', '家庭教育', '教育'],
    subjects: ['early childhood education', 'raising teenagers', 'learning habits for children', 'family communication'],
    lecturers: ['child psychologist', 'principal of an experimental school', 'education researcher'] },
  { id: 'law', label: 'Law', zh: '法律', synonyms: ['law', 'legal', 'rights', '法律', '法学'],
    subjects: ['law in daily life', 'the Civil Code', 'contract law', 'labor law'],
    lecturers: ['law professor, China University of Political Science and Law', 'practicing lawyer'] },
  { id: 'language', label: 'Languages', zh: '语言', synonyms: ['language', 'languages', 'english', 'japanese', '英语', '语言', '外语'],
    subjects: ['English for work', 'English pronunciation', 'Japanese for beginners', 'academic English writing'],
    lecturers: ['English lecturer, Beijing Foreign Studies University', 'interpreter', 'language teacher'] },
]

const BY_WORD: ReadonlyMap<string, Shelf> = new Map(SHELVES.flatMap((s) => [s.id, s.label.toLowerCase(), s.zh, ...s.synonyms].map((w) => [normalizeQuery(w), s] as const)))

/** The shelf a category names ('Business', 'management', '商业'), or undefined for one Dedao does not have. */
export const findShelf = (category: string): Shelf | undefined => BY_WORD.get(normalizeQuery(category))

export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const
export type Level = (typeof LEVELS)[number]

const LEVEL_WORDS: Record<string, Level | 'any'> = {
  beginner: 'beginner', beginners: 'beginner', basic: 'beginner', entry: 'beginner', introductory: 'beginner', intro: 'beginner', elementary: 'beginner', novice: 'beginner', easy: 'beginner',
  入门: 'beginner', 初级: 'beginner', 零基础: 'beginner',
  intermediate: 'intermediate', medium: 'intermediate', middle: 'intermediate', 中级: 'intermediate', 进阶: 'intermediate',
  advanced: 'advanced', expert: 'advanced', professional: 'advanced', hard: 'advanced', 高级: 'advanced', 精通: 'advanced', 深度: 'advanced',
  all: 'any', any: 'any', 全部: 'any', 不限: 'any',
}

/** The level a text names; 'any' for all levels; undefined for an unknown word. */
export const readLevel = (text: string): Level | 'any' | undefined => entry(LEVEL_WORDS, normalizeQuery(text))
