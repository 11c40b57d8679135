import type { StageShow } from './show-types.ts'
import { damaiStageShows } from './damai-shows.ts'
import { maoyanStageShows } from './stage-shows.ts'

/**
 * Every live production of the world, whichever app sells it: tours are planned over all of them,
 * so a venue hosts one production a week and two apps selling a tour list the same dates.
 */
export const worldStageShows: readonly StageShow[] = [...new Map([...maoyanStageShows, ...damaiStageShows].map((s) => [s.id, s])).values()]
