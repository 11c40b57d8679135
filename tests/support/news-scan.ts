import { hupuFlavour, toutiaoFlavour, weiboFlavour } from '../../apps/news/index.ts'
import type { FeedItem, NewsFlavour } from '../../apps/news/index.ts'
import { buildDayFeed } from '../../apps/news/feed.ts'
import { sectionOf } from '../../apps/news/views.ts'

/** Every story the news apps generate over a range of days, read from each story group's smallest channel. */
export const FLAVOURS: Readonly<Record<string, NewsFlavour>> = { toutiao: toutiaoFlavour, weibo: weiboFlavour, hupu: hupuFlavour }

export interface Seen {
  app: string
  channel: string
  date: string
  title: string
  summary: string
  text: string
  category: string
  minute: number
  item: FeedItem
}

/** For each story group of an app, the channel with the fewest groups that carries it (so few stories are cut). */
function leafChannels(f: NewsFlavour): number[] {
  const chosen = new Set<number>()
  for (const group of new Set(f.categories.flatMap((c) => c.groups))) {
    let best = -1
    f.categories.forEach((c, i) => {
      if (c.groups.includes(group) && (best < 0 || c.groups.length < f.categories[best]!.groups.length)) best = i
    })
    chosen.add(best)
  }
  return [...chosen]
}

export function* days(from: string, to: string, step = 1): Generator<string> {
  for (let t = Date.parse(`${from}T12:00:00Z`); t <= Date.parse(`${to}T12:00:00Z`); t += step * 86_400_000) yield new Date(t).toISOString().slice(0, 10)
}

export function scan(seed: string, from: string, to: string, step = 1, apps = Object.keys(FLAVOURS)): Seen[] {
  const out: Seen[] = []
  for (const app of apps) {
    const f = FLAVOURS[app]!
    const leaves = leafChannels(f)
    for (const date of days(from, to, step)) {
      const seen = new Set<string>()
      for (const c of leaves) {
        for (const item of buildDayFeed(seed, app, f, c, date).items) {
          // A story in two channels is one story.
          if (seen.has(item.title)) continue
          seen.add(item.title)
          out.push({ app, channel: f.categories[c]!.id, date, title: item.title, summary: item.summary, text: `${item.title} ${item.summary}`, category: sectionOf(f, item.group), minute: item.minute, item })
        }
      }
    }
  }
  return out
}
