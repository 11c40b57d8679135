// The harness as a library: run any agent on any suite, score, report
export * from './agents/index.ts'
export * from './eval/index.ts'
// Episodes: one case as a live environment (DEFAULT_PROMPT and DialogueMode come with eval's, the same ones)
export { Episode, openEpisode, createEpisodeHost, EpisodeService, EpisodeStore, EpisodeSuites, turnReward, episodeReward } from './episodes/index.ts'
export type { EpisodeHost, EpisodeTurn, EpisodeAnswer, SuiteHost, StartedEpisode } from './episodes/index.ts'
export { parseModelText, parseToolCalls } from './parse/index.ts'
export type { Parsed, ParsedFormat } from './parse/index.ts'
export { scoreExact, summarizeExact, valuesMatch } from './scoring/exact/index.ts'
export { executionVerdict } from './scoring/execution/index.ts'
export { buildPrompt, selectHistory, offeredTools } from './prompt/index.ts'
export { summarize, writeReports, readResults, markdownReport, htmlReport } from './report/index.ts'
