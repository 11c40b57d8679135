// Episodes: one case as a live environment, the same for eval, HTTP, MCP and in-process clients
export { Episode } from './episode.ts'
export type { EpisodeHost, EpisodeTurn, EpisodeAnswer, ActedCall } from './episode.ts'
export { createEpisodeHost, openEpisode, DEFAULT_PROMPT } from './host.ts'
export type { SuiteHost, EpisodeHostOptions } from './host.ts'
export { judgeAnswer } from './judge.ts'
export type { Judged, JudgeOptions } from './judge.ts'
export { turnReward, episodeReward } from './reward.ts'
export type { DialogueMode } from './dialogue-mode.ts'
