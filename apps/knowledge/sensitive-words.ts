import { hitsAny, tokenSet, tokenize } from './search-text.ts'

/**
 * Words that put a request squarely on a subject the minors' rules name: in-depth finance,
 * politics and adult topics (knowledge apps), political and violent news (news apps). A request
 * whose own words hit one is refused for a minor; incidental items in a neutral result are filtered.
 */
export const FINANCE_WORDS = tokenSet([
  'finance', 'financial', 'invest', 'investing', 'investment', 'investments', 'investor', 'stock', 'stocks',
  'trading', 'trader', 'fund', 'funds', 'crypto', 'cryptocurrency', 'bitcoin', 'forex', 'futures', 'economics', 'economy', 'economic',
  'monetary', 'wealth', 'business', 'portfolio', 'dividend', '理财', '股票', '基金', '投资', '金融', '经济', '炒股', '商业',
])

export const POLITICS_WORDS = tokenSet([
  'politics', 'political', 'politician', 'government', 'election', 'elections', 'congress', 'parliament', 'senate', 'geopolitics',
  'diplomacy', 'diplomatic', 'sanctions', 'regime', 'ideology', 'protest', 'protests', 'controversial', 'controversy', '政治', '时政', '选举', '外交',
])

export const ADULT_WORDS = tokenSet(['adult', 'sex', 'sexual', 'sexuality', 'erotic', 'porn', 'nsfw', '18+', '成人', '情色', '两性'])

export const VIOLENCE_WORDS = tokenSet([
  'violence', 'violent', 'crime', 'crimes', 'criminal', 'murder', 'killing', 'killed', 'shooting', 'gun', 'terror', 'terrorism', 'terrorist',
  'war', 'wars', 'military', 'army', 'weapon', 'weapons', 'missile', 'riot', 'bomb', 'explosion', 'gore',
  '暴力', '凶杀', '枪击', '恐袭', '战争', '军事', '武器',
])

export type RestrictedSubject = 'finance' | 'politics' | 'adult' | 'violence'

const SUBJECTS: readonly (readonly [RestrictedSubject, ReadonlySet<string>])[] = [
  ['finance', FINANCE_WORDS],
  ['politics', POLITICS_WORDS],
  ['adult', ADULT_WORDS],
  ['violence', VIOLENCE_WORDS],
]

/** The first restricted subject among `subjects` that the text's words name, if any. */
export function restrictedSubjectOf(text: string, subjects: readonly RestrictedSubject[]): RestrictedSubject | undefined {
  const tokens = tokenize(text)
  for (const [subject, words] of SUBJECTS) if (subjects.includes(subject) && hitsAny(tokens, words)) return subject
  return undefined
}
