// Video apps
export { iqiyi } from './iqiyi.ts'
export { tencentVideo } from './tencent-video.ts'

// The shared long-video factory and its catalogue, for more platforms (Youku, Mango TV, ...)
export { videoTools, emptyVideoState } from './video-tools.ts'
export type { VideoPlatformConfig, VideoState, WatchRecord } from './video-tools.ts'
export type { Membership, Tier, Plan } from './membership.ts'
export { TITLES, VIDEO_TYPES } from './catalog.ts'
export type { Title, VideoType, Platform } from './catalog.ts'

// Every video app, for the catalog
import type { App } from '../kit/index.ts'
import { iqiyi } from './iqiyi.ts'
import { tencentVideo } from './tencent-video.ts'
export const videoApps: readonly App[] = [iqiyi, tencentVideo]
