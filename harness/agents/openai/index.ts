// An agent for any OpenAI-compatible endpoint (OpenAI, vLLM, Ollama)
export { createOpenAiAgent, rejectsTools } from './create-openai-agent.ts'
export type { OpenAiAgentOptions } from './create-openai-agent.ts'

// Its parts, for other agents that talk to the same kind of server
export { createChatClient, chatTurn } from './chat-client.ts'
export type { ChatClient, ChatRequest, ChatTurn } from './chat-client.ts'
export { runEpisode } from './episode.ts'
export type { EpisodeSettings } from './episode.ts'
export { createResponseCache } from './response-cache.ts'
export type { ResponseCache } from './response-cache.ts'
export { withRetries, isTransient } from './retry.ts'
export type { RetryPolicy } from './retry.ts'
export { createSemaphore } from './semaphore.ts'
export type { Semaphore } from './semaphore.ts'
