// One MCP server per sandbox session: app tools, clock helpers, the user's profile
export { createSandboxMcpServer } from './mcp-server.ts'
export { bindSandboxSession, readBindingQuery, bindingQuerySchema } from './sandbox-binding.ts'
export type { BindingRequest, BindingRefusal, SandboxBinding } from './sandbox-binding.ts'
export { suiteHistories, DEFAULT_SUITE_DIR } from './history-source.ts'

// How tools and outcomes look in MCP
export { appToolDefinitions, outputOrError, ERROR_JSON_SCHEMA } from './tool-definitions.ts'
export { toolResult } from './tool-result.ts'
export { clockTools } from './clock-tools.ts'

// Streamable HTTP at /mcp
export { mcpRouter } from './http-router.ts'
export type { McpRouterOptions } from './http-router.ts'
export { McpSessionTable } from './session-table.ts'
export type { LiveMcpSession } from './session-table.ts'

// Episodes over MCP (`/mcp?episodes=1`): episode_start, episode_answer, app calls inside the episode
export { EpisodeSlot } from './episode-slot.ts'
export type { McpEpisodes } from './episode-slot.ts'
export { episodeTools } from './episode-tools.ts'
