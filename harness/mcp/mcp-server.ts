import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { broadPreferences } from '../prompt/index.ts'
import { ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'
import { failure, nearestNames, toIso, type Registry } from '../../apps/kit/index.ts'
import { SERVER_INFO } from '../server/catalog-routes.ts'
import { clockTools } from './clock-tools.ts'
import type { EpisodeSlot } from './episode-slot.ts'
import { episodeTools } from './episode-tools.ts'
import type { SandboxBinding } from './sandbox-binding.ts'
import { appToolDefinitions } from './tool-definitions.ts'
import { toolResult } from './tool-result.ts'

/**
 * A tools/call request with its arguments as the client sent them. The SDK's own schema copies
 * `arguments` key by key and silently drops a `__proto__` key on the way; with this one the session
 * sees the arguments whole and refuses what HTTP refuses (the SDK still validates the request).
 */
const rawCallToolRequest = z.object({
  method: z.literal('tools/call'),
  params: z.looseObject({ name: z.string(), arguments: z.unknown().optional() }),
})

/**
 * An MCP server over one sandbox session: every app tool, the clock helpers and the user's profile
 * as a resource. Tools are served through the low-level handlers because their schemas are the kit's
 * JSON Schema (the same the HTTP API publishes) and arguments are validated by the session itself,
 * so a bad call answers with the sandbox's structured error instead of the SDK's text.
 */
export function createSandboxMcpServer(binding: SandboxBinding, episode?: EpisodeSlot): McpServer {
  const { session } = binding
  const registry: Registry = session.world.registry
  const mcp = new McpServer(
    { name: 'personal-tool-sandbox', title: SERVER_INFO.title, version: SERVER_INFO.version },
    { instructions: `Mock consumer apps acting for user ${session.user.id} (${session.user.name}); read sandbox://profile for who they are.` },
  )
  const tools = [...appToolDefinitions(registry), ...clockTools.map((t) => t.definition), ...(episode ? episodeTools.map((t) => t.definition) : [])]
  const helpers = new Map(clockTools.map((t) => [t.definition.name, t]))
  const episodeHelpers = new Map(episodeTools.map((t) => [t.definition.name, t]))
  const names = tools.map((t) => t.name)

  mcp.server.registerCapabilities({ tools: { listChanged: false } })
  mcp.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }))
  mcp.server.setRequestHandler(rawCallToolRequest, async (request): Promise<CallToolResult> => {
    const { name, arguments: args = {} } = request.params
    const episodeHelper = episode && episodeHelpers.get(name)
    if (episodeHelper) return toolResult(await episodeHelper.run(episode, args))
    const helper = helpers.get(name)
    // While an episode is bound, the time is the episode's (its request says it), not this session's.
    if (helper && episode?.bound) return toolResult(failure({ code: 'conflict', message: `${name} is not available during an episode: its time is the one its request states` }))
    if (helper) return toolResult(helper.run(session, args))
    const located = registry.fromQualifiedName(name)
    if (!located) return toolResult(failure({ code: 'unknown_tool', message: `No tool "${name}"`, suggestions: nearestNames(name, names) }))
    // Bound to an episode, app calls run inside it (recorded as acting); otherwise on this session.
    if (episode?.bound) return toolResult(episode.act({ app: located.app.id, tool: located.tool.name, args: args as Record<string, unknown> }))
    return toolResult(session.call(located.app.id, located.tool.name, args))
  })

  mcp.registerResource(
    'user-profile',
    'sandbox://profile',
    { title: "The session's user", description: 'Profile (places, payment methods, broad traits), virtual time and replayed history of this session', mimeType: 'application/json' },
    (uri) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: 'application/json',
          // The same broad traits the prompt shows (decision 0029): the detailed sentences would state the habits.
          text: JSON.stringify({ user: { ...session.user, preferences: broadPreferences(session.user) }, now: toIso(session.now), history: binding.history }, null, 2),
        },
      ],
    }),
  )
  return mcp
}
