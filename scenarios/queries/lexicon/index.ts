import type { Lexicon } from '../phrasing.ts'
import { commerceLexicon } from './commerce.ts'
import { lifestyleLexicon } from './lifestyle.ts'
import { mobilityLexicon } from './mobility.ts'

/** Every tool's phrasings: shopping, food, delivery, reminders; transport, travel, shows; the rest of life. */
export const defaultLexicon: Lexicon = { ...commerceLexicon, ...mobilityLexicon, ...lifestyleLexicon }
export { commerceLexicon, lifestyleLexicon, mobilityLexicon }
