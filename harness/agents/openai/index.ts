// An agent for any OpenAI-compatible endpoint (OpenAI, vLLM, Ollama)
export { createOpenAiAgent, rejectsTools, DEFAULT_CONCURRENCY } from './create-openai-agent.ts'
export type { OpenAiAgentOptions } from './create-openai-agent.ts'

// Its parts, for other agents that talk to the same kind of server
export { createChatClient, chatTurn, requestBody, requestKey } from './chat-client.ts'
export type { ChatClient, ChatRequest, ChatTurn } from './chat-client.ts'
export { runEpisode } from './episode.ts'
export type { EpisodeSettings } from './episode.ts'
export { createResponseCache } from './response-cache.ts'
export type { ResponseCache } from './response-cache.ts'
export { withRetries, isTransient } from './retry.ts'
export type { RetryPolicy } from './retry.ts'
export { createSemaphore } from './semaphore.ts'
export type { Semaphore } from './semaphore.ts'

// Speed: a lean fetch, cache files written off the main thread, and a model that answers at once (bench, tests)
export { createHttpFetch } from './http-fetch.ts'
export type { Fetch } from './http-fetch.ts'
export { createFileWriter } from './file-writer.ts'
export type { FileWriter } from './file-writer.ts'
export { startInstantStub } from './instant-stub.ts'
export type { InstantStub, InstantStubOptions, StubReply } from './instant-stub.ts'
