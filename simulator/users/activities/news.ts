import { toDate } from '../../../apps/kit/index.ts'
import type { Actor } from '../actor.ts'
import type { Planner } from '../activity.ts'

/** Morning news on the usual app and category; sometimes an article is opened and saved. */
export const news: Planner = ({ day, habits, rng }) => {
  if (!rng.chance(day.weekend ? 0.5 : 0.8)) return []
  return [
    {
      at: day.time(7, rng.int(0, 55)),
      name: 'morning-news',
      run(actor: Actor) {
        const feed = actor.call(
          habits.apps.news,
          'getDailyNewsRecommendations',
          { category: habits.values.newsCategory, searchQuery: rng.pick(habits.values.interests), date: toDate(day.start) },
          ['ctx:news', 'routine'],
        )
        const first = (feed.items ?? feed.articles ?? feed.recommendations ?? [])[0]
        const id = first?.articleId ?? first?.id
        if (id && rng.chance(0.35)) {
          actor.later(1, 4).call(habits.apps.news, 'getArticle', { articleId: id }, ['ctx:news', 'follow-up'])
          if (rng.chance(0.3)) actor.later(2, 6).call(habits.apps.news, 'saveArticle', { articleId: id }, ['ctx:news', 'follow-up'])
        }
      },
    },
  ]
}
