// Episodes: one case as a live environment, the same for eval, HTTP, MCP and in-process clients
export { Episode } from './episode.ts'
export type { EpisodeHost, EpisodeTurn, EpisodeAnswer, ActedCall } from './episode.ts'
export { createEpisodeHost, openEpisode, hostOf, DEFAULT_PROMPT } from './host.ts'
export type { SuiteHost, EpisodeHostOptions } from './host.ts'
export { judgeAnswer } from './judge.ts'
export type { Judged, JudgeOptions } from './judge.ts'
export { turnReward, episodeReward } from './reward.ts'
export type { DialogueMode } from './dialogue-mode.ts'

// What kind of episode a case makes, and picking cases by seed
export { caseKind, caseSummary, EPISODE_KINDS } from './case-kind.ts'
export type { EpisodeKind, CaseSummary } from './case-kind.ts'
export { sampleCase, matchingCases } from './sample-case.ts'
export type { CaseSample } from './sample-case.ts'

// Serving episodes (HTTP, MCP): the suites, the store and its limits, the requests and views
export { EpisodeSuites, DEFAULT_EPISODE_SUITE_DIR } from './suites.ts'
export { EpisodeStore, isEpisodeRefusal, EPISODE_OVERHEAD_BYTES } from './store.ts'
export type { EpisodeStoreOptions, EpisodeEntry, EpisodeRefusal } from './store.ts'
export { EpisodeService, MAX_ACTS_PER_TURN, MAX_EPISODE_BYTES } from './service.ts'
export type { StartedEpisode } from './service.ts'
export { startEpisodeBody, mcpStartEpisodeArguments, actBody, answerBody, episodeCallSchema, sampleSchema, episodeSettings, MAX_CALLS_PER_REQUEST } from './request.ts'
export type { StartEpisodeBody } from './request.ts'
export { caseView, promptView, promptJson, verdictView, skippedView, turnView, episodeView } from './views.ts'
export type { EpisodeCaseView, PromptView } from './views.ts'
