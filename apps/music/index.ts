// Music apps
export { neteaseCloudMusic } from './netease-cloud-music.ts'
export { qqMusic } from './qq-music.ts'

// The shared music-streaming factory and its song world, for more apps (Kugou, Kuwo, ...)
export { musicTools, emptyMusicState } from './music-tools.ts'
export type { MusicAppConfig, MusicState, RecentPlay } from './music-tools.ts'
export type { Playlist } from './playlist-tools.ts'
export { SONGS } from './songs.ts'
export type { Song, MusicPlatform } from './songs.ts'

// Every music app, for the catalog
import type { App } from '../kit/index.ts'
import { neteaseCloudMusic } from './netease-cloud-music.ts'
import { qqMusic } from './qq-music.ts'
export const musicApps: readonly App[] = [neteaseCloudMusic, qqMusic]
