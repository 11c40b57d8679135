import type { Planner } from '../activity.ts'
import { coffee } from './coffee.ts'
import { commute } from './commute.ts'
import { exercise } from './exercise.ts'
import { news } from './news.ts'

/** Every domain's planner; a day's activities are theirs, in time order. */
export const planners: readonly Planner[] = [news, commute, coffee, exercise]
