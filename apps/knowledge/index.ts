// Knowledge apps
export { xiaohongshu } from './xiaohongshu.ts'
export type { XiaohongshuState } from './xiaohongshu.ts'
export { zhihu } from './zhihu.ts'
export type { ZhihuState } from './zhihu.ts'
export { dedao } from './dedao.ts'
export type { DedaoState, CourseOrder } from './dedao-orders.ts'

// The rules every knowledge app shares, and the search helpers other content apps reuse
export { knowledgePolicies, isLowIncome, isMinor, LOW_INCOME_CAP_CNY } from './content-policy.ts'
export type { PolicyNotice } from './content-policy.ts'
export { normalizeQuery, tokenize, SearchIndex } from './search-text.ts'
export { restrictedSubjectOf } from './sensitive-words.ts'
export type { RestrictedSubject } from './sensitive-words.ts'

// Every knowledge app, for the catalog
import type { App } from '../kit/index.ts'
import { dedao } from './dedao.ts'
import { xiaohongshu } from './xiaohongshu.ts'
import { zhihu } from './zhihu.ts'
export const knowledgeApps: readonly App[] = [xiaohongshu, zhihu, dedao]
