// News apps, and their flavours (what a test scans every story of)
export { toutiao, toutiaoFlavour } from './toutiao.ts'
export { weibo, weiboFlavour } from './weibo.ts'
export { hupu, hupuFlavour } from './hupu.ts'

// The news-feed factory, for more news apps
export { defineNewsApp } from './news-app.ts'
export type { NewsAppSpec } from './news-app.ts'
export type { NewsFlavour, NewsCategory, FeedItem, Family } from './flavour.ts'
export type { NewsState, SavedArticle, FollowedTopic } from './views.ts'
export { story } from './story.ts'
export type { StoryTemplate, SlotTable } from './story.ts'

// Every news app, for the catalog
import type { App } from '../kit/index.ts'
import { hupu } from './hupu.ts'
import { toutiao } from './toutiao.ts'
import { weibo } from './weibo.ts'
export const newsApps: readonly App[] = [toutiao, weibo, hupu]
