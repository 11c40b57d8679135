import type { Lexicon } from '../phrasing.ts'
import { financeLexicon } from './finance.ts'
import { healthLexicon } from './health.ts'
import { knowledgeLexicon } from './knowledge.ts'
import { mediaLexicon } from './media.ts'
import { newsLexicon } from './news.ts'

/** Funds and stocks, workouts and check-ups, news, music and video, notes, Q&A and courses. */
export const lifestyleLexicon: Lexicon = { ...financeLexicon, ...healthLexicon, ...newsLexicon, ...mediaLexicon, ...knowledgeLexicon }
