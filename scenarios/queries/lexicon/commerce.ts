import type { Lexicon } from '../phrasing.ts'
import { coffeeLexicon } from './coffee.ts'
import { errandsLexicon } from './errands.ts'
import { foodLexicon } from './food.ts'
import { shoppingLexicon } from './shopping.ts'

/** Shopping and groceries, food (takeout, tables, coffee), parcels and reminders: one entry per tool, shared by its apps. */
export const commerceLexicon: Lexicon = { ...shoppingLexicon, ...foodLexicon, ...coffeeLexicon, ...errandsLexicon }
