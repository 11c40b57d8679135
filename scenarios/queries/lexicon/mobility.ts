import type { Lexicon } from '../phrasing.ts'
import { showsLexicon } from './shows.ts'
import { transportLexicon } from './transport.ts'
import { travelLexicon } from './travel.ts'

/** Rides, maps and bikes; tickets, hotels, rail and car rental; movies and live shows. */
export const mobilityLexicon: Lexicon = { ...transportLexicon, ...travelLexicon, ...showsLexicon }
