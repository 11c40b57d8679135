import { DOMESTIC_STORIES, INTERNATIONAL_STORIES, SOCIETY_STORIES } from './current-affairs-stories.ts'
import { AI_DESKS, AUTOS_DESKS, FINANCE_DESKS, GADGET_DESKS, MONEY_DESKS, SCIENCE_DESKS, TECHNOLOGY_DESKS } from './desks-business.ts'
import { WEIBO_DESKS } from './desks-weibo.ts'
import { DOMESTIC_DESKS, INTERNATIONAL_DESKS, SOCIETY_DESKS } from './desks-china.ts'
import { EDUCATION_DESKS, ENTERTAINMENT_DESKS, FASHION_DESKS, FOOD_DESKS, GAMES_DESKS, HEALTH_DESKS, MILITARY_DESKS, TRAVEL_DESKS } from './desks-life.ts'
import { FINANCE_STORIES } from './finance-stories.ts'
import { EDUCATION_STORIES, ENTERTAINMENT_STORIES, FASHION_STORIES, FOOD_STORIES, GAMES_STORIES, HEALTH_STORIES, TRAVEL_STORIES } from './life-stories.ts'
import type { StoryTemplate } from './story.ts'
import { AUTOS_STORIES, MILITARY_STORIES, SCIENCE_STORIES, TECHNOLOGY_STORIES } from './tech-stories.ts'

/** General-news stories by section, as a portal carries them from wire services and newspapers. */
export const GENERAL_STORIES: Readonly<Record<string, readonly StoryTemplate[]>> = {
  domestic: [...DOMESTIC_STORIES, ...DOMESTIC_DESKS],
  international: [...INTERNATIONAL_STORIES, ...INTERNATIONAL_DESKS],
  society: [...SOCIETY_STORIES, ...SOCIETY_DESKS],
  finance: [...FINANCE_STORIES, ...FINANCE_DESKS, ...MONEY_DESKS],
  technology: [...TECHNOLOGY_STORIES, ...TECHNOLOGY_DESKS, ...AI_DESKS, ...GADGET_DESKS],
  science: [...SCIENCE_STORIES, ...SCIENCE_DESKS],
  military: [...MILITARY_STORIES, ...MILITARY_DESKS],
  // Portals carry the shows and music the social platforms talk about: the same stories.
  entertainment: [...ENTERTAINMENT_STORIES, ...ENTERTAINMENT_DESKS, ...WEIBO_DESKS.screen!, ...WEIBO_DESKS.music!],
  games: [...GAMES_STORIES, ...GAMES_DESKS],
  education: [...EDUCATION_STORIES, ...EDUCATION_DESKS],
  health: [...HEALTH_STORIES, ...HEALTH_DESKS],
  autos: [...AUTOS_STORIES, ...AUTOS_DESKS],
  fashion: [...FASHION_STORIES, ...FASHION_DESKS],
  travel: [...TRAVEL_STORIES, ...TRAVEL_DESKS],
  food: [...FOOD_STORIES, ...FOOD_DESKS],
}
