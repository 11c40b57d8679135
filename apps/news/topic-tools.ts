import { z } from 'zod'
import { conflict, defineTool, notFound, toDisplay, toIso, type Tool } from '../kit/index.ts'
import { normalizeQuery } from '../knowledge/search-text.ts'
import type { NewsFlavour } from './flavour.ts'
import type { FollowedTopic, NewsState } from './views.ts'
import { ownEntry as entry } from '../kit/index.ts'

/** Followed topics: stories that mention them rise in the daily recommendations. */

const topicSchema = z.object({ topic: z.string(), followedAt: z.string() })
const topicView = (t: FollowedTopic) => ({ topic: t.topic, followedAt: toDisplay(Date.parse(t.followedAt)) })

export function topicTools(f: NewsFlavour, example: string): Tool<NewsState>[] {
  const topicParameter = z.string().trim().min(1).max(60).describe(`A topic, team, person or keyword, e.g. ${example}.`)

  const followTopic = defineTool({
    name: 'followTopic',
    description: `Follows a topic on ${f.name}: stories that mention it are recommended first in getDailyNewsRecommendations.`,
    effect: 'write',
    input: z.object({ topic: topicParameter }),
    output: topicSchema,
    run(state: NewsState, args, ctx) {
      const key = normalizeQuery(args.topic)
      if (!key) throw conflict('The topic has no words to follow')
      const existing = entry(state.topics, key)
      if (existing) throw conflict(`You already follow "${existing.topic}"`)
      const followed: FollowedTopic = { topic: args.topic, followedAt: toIso(ctx.now) }
      state.topics[key] = followed
      return topicView(followed)
    },
  })

  const unfollowTopic = defineTool({
    name: 'unfollowTopic',
    description: 'Stops following a topic.',
    effect: 'write',
    input: z.object({ topic: topicParameter }),
    output: z.object({ unfollowed: topicSchema }),
    run(state: NewsState, args) {
      const key = normalizeQuery(args.topic)
      const followed = entry(state.topics, key)
      if (!followed) throw notFound(`You do not follow "${args.topic}"`)
      delete state.topics[key]
      return { unfollowed: topicView(followed) }
    },
  })

  const listFollowedTopics = defineTool({
    name: 'listFollowedTopics',
    description: `Topics followed on ${f.name}, most recent first.`,
    effect: 'read',
    input: z.object({}),
    output: z.object({ topics: z.array(topicSchema) }),
    run(state: NewsState) {
      return { topics: Object.values(state.topics).reverse().map(topicView) }
    },
  })

  return [followTopic, unfollowTopic, listFollowedTopics] as Tool<NewsState>[]
}
