import type { Policy, ToolContext, UserProfile } from '../kit/index.ts'
import { restrictedSubjectOf } from '../knowledge/sensitive-words.ts'
import { TEEN_FAMILIES, type FeedItem, type NewsCategory, type NewsFlavour } from './flavour.ts'
import { resolveCategory } from './feed.ts'

/**
 * ToolSpectrum's rule for every news app, in our words: users under 18 read only entertainment,
 * education and technology news. A request for another channel, or whose words are about politics or
 * violence, is refused; political or violent items inside an allowed channel are filtered out and tagged.
 */
export const teenPolicyId = (appId: string) => `${appId}.teen_content_filter`

const isMinor = (user: UserProfile) => user.age < 18
export const teenAllowed = (category: NewsCategory): boolean => TEEN_FAMILIES.includes(category.family)

export function teenPolicy(appId: string, f: NewsFlavour): Policy {
  return {
    id: teenPolicyId(appId),
    rule: `Users under 18 can read only entertainment, education and technology news on ${f.name}; political and violent news is blocked, and such items are filtered out of their feeds.`,
    tools: ['getDailyNewsRecommendations', 'followTopic'],
    check(args, user) {
      if (!isMinor(user)) return undefined
      if (typeof args.category === 'string') {
        const { category } = resolveCategory(f, args.category)
        if (!teenAllowed(category)) {
          return `At ${user.age}, ${f.name} shows only entertainment, education and technology news; "${args.category}" (${category.label}) is not available until 18.`
        }
      }
      const words = [args.searchQuery, args.topic].filter((v): v is string => typeof v === 'string').join(' ')
      const subject = restrictedSubjectOf(words, ['politics', 'violence'])
      if (subject) return `At ${user.age}, ${f.name} blocks ${subject === 'politics' ? 'political' : 'violent'} news ("${words}"); it is available from 18.`
      return undefined
    },
  }
}

/** Refuses an article a minor may not open (its channel or its own content). */
export function denyArticleForMinor(ctx: ToolContext, f: NewsFlavour, category: NewsCategory, item: FeedItem): void {
  if (!isMinor(ctx.user)) return
  if (!teenAllowed(category)) ctx.deny(teenPolicyId(ctx.appId), `At ${ctx.user.age}, ${f.name} shows only entertainment, education and technology news; this ${category.label} article is not available until 18.`)
  if (item.sensitive) ctx.deny(teenPolicyId(ctx.appId), `At ${ctx.user.age}, ${f.name} blocks ${item.sensitive === 'politics' ? 'political' : 'violent'} news; this article is available from 18.`)
}

/** Items a minor may see, and a notice when some were filtered. */
export function filterForTeen(ctx: ToolContext, items: readonly FeedItem[]): { kept: readonly FeedItem[]; notices: { rule: string; message: string }[] } {
  if (!isMinor(ctx.user)) return { kept: items, notices: [] }
  const kept = items.filter((i) => !i.sensitive)
  const hidden = items.length - kept.length
  return hidden === 0 ? { kept, notices: [] } : { kept, notices: [{ rule: teenPolicyId(ctx.appId), message: `${hidden} political or violent ${hidden === 1 ? 'story' : 'stories'} filtered: the account holder is under 18.` }] }
}
