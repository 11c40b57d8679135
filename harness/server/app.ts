import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { appRouter, failure, handleToolRequest, respond, type Gateway } from '../../apps/kit/index.ts'
import type { SessionStore } from '../../simulator/world/index.ts'
import { EpisodeService, EpisodeStore, EpisodeSuites } from '../episodes/index.ts'
import { mcpRouter } from '../mcp/index.ts'
import { sessionRateLimit } from './admission.ts'
import { catalogRouter, SERVER_INFO } from './catalog-routes.ts'
import { demoRouter } from './demo/index.ts'
import { docsRouter } from './docs.ts'
import { DEFAULT_EPISODES_PER_MINUTE, episodeRateLimit } from './episode-admission.ts'
import { episodeRouter } from './episode-routes.ts'
import { apiKeyGuard, hostAllowList, hostGuard, jsonOnly, LOOPBACK_HOSTS, methodNotAllowed } from './guards/index.ts'
import { ReplayCache } from './replay-cache.ts'
import { sessionRouter, type HistorySource } from './session-routes.ts'
import { suiteRouter } from './suite-routes.ts'

export interface ServerOptions {
  store: SessionStore
  /** Generated users whose histories `POST /v1/sessions {historyOf}` replays. */
  histories?: HistorySource
  /** Where `/mcp?user=ID` finds users (default: the committed default suite). */
  mcpHistories?: HistorySource
  /** Largest request body accepted, in bytes (413 beyond). */
  maxBodyBytes?: number
  /** Host names this server answers (403 for any other Host header; `*` answers all). Default: loopback names. */
  allowedHosts?: readonly string[]
  /** When set, every route requires it in the X-API-Key header (or the cookie a page sets from `?api_key=`). */
  apiKey?: string
  /** New sessions (POST /v1/sessions, MCP initialize) per client address per minute. */
  sessionsPerMinute?: number
  /** The suites `POST /v1/episodes` opens episodes on (default: the committed default suite, read on the first episode). */
  episodes?: EpisodeSuites
  /** Where live episodes are kept, with their cap, idle expiry and byte budget (default: the store's defaults). */
  episodeStore?: EpisodeStore
  /** New episodes (POST /v1/episodes, MCP episode_start) per client address per minute. */
  episodesPerMinute?: number
}

/** Default new sessions per address per minute: see decision 0022 for why 600. */
export const DEFAULT_SESSIONS_PER_MINUTE = 600

/**
 * The sandbox's one Hono app: every mock app is a sub-app under `/v1/apps/<id>`; any spelling of an
 * app id reaches it through the alias route. Usable in-process with `app.request()` or served over HTTP.
 * Every request first passes the Host check, the API key (when set) and the JSON media type.
 */
export function createServerApp({
  store,
  histories,
  mcpHistories,
  maxBodyBytes = 1 << 20,
  allowedHosts = LOOPBACK_HOSTS,
  apiKey,
  sessionsPerMinute = DEFAULT_SESSIONS_PER_MINUTE,
  episodes = EpisodeSuites.fromDir(),
  episodeStore = new EpisodeStore(),
  episodesPerMinute = DEFAULT_EPISODES_PER_MINUTE,
}: ServerOptions): Hono {
  const registry = store.world.registry
  const gateway: Gateway = { authenticate: (token) => store.authenticate(token), maxBodyBytes }
  const rateLimit = sessionRateLimit(sessionsPerMinute)
  const episodeService = new EpisodeService(episodes, episodeStore)
  const episodeLimit = episodeRateLimit(episodesPerMinute)
  const allows = hostAllowList(allowedHosts)
  const root = new Hono()

  root.use('*', hostGuard(allows))
  if (apiKey) root.use('*', apiKeyGuard(apiKey))
  root.use('*', jsonOnly)

  root.get('/', (c) =>
    c.json({
      ...SERVER_INFO,
      apps: registry.apps.length,
      liveSessions: store.size,
      liveEpisodes: episodeStore.size,
      links: { apps: '/v1/apps', tools: '/v1/tools?format=openai', openapi: '/openapi.json', docs: '/docs', sessions: 'POST /v1/sessions', episodes: 'POST /v1/episodes', cases: '/v1/suites/default/cases' },
    }),
  )
  // Operational figures for load tests (memory in bytes, CPU in µs); `?gc=1` collects first when the process runs with --expose-gc.
  root.get('/v1/stats', (c) => {
    if (c.req.query('gc') === '1') (globalThis as { gc?: () => void }).gc?.()
    return c.json({
      liveSessions: store.size,
      evicted: store.evicted,
      sessionBytes: store.bytes,
      liveEpisodes: episodeStore.size,
      episodesEvicted: episodeStore.evicted,
      episodeBytes: episodeStore.bytes,
      memory: process.memoryUsage(),
      cpu: process.cpuUsage(),
    })
  })
  const replays = histories && new ReplayCache(store.world, histories)
  root.route('/v1/sessions', sessionRouter({ store, maxBodyBytes, rateLimit, ...(replays ? { replays } : {}) }))
  root.route('/v1/episodes', episodeRouter({ service: episodeService, maxBodyBytes, rateLimit: episodeLimit }))
  root.route('/v1/suites', suiteRouter(episodeService))
  root.route('/', catalogRouter(registry))
  root.route('/docs', docsRouter())
  const mcpSource = mcpHistories ?? histories
  root.route('/mcp', mcpRouter({ store, rateLimit, maxBodyBytes, episodes: { service: episodeService, rateLimit: episodeLimit }, ...(mcpSource ? { histories: mcpSource } : {}), ...(replays && mcpSource === histories ? { replays } : {}) }))
  root.route('/demo', demoRouter())
  for (const app of registry.apps) root.route(`/v1/apps/${app.id}`, appRouter(app, gateway))
  // Aliases (`Didi_Chuxing`, `didi chuxing`) and unknown apps: the session resolves the name.
  root.post('/v1/apps/:app/:tool', (c) => handleToolRequest(c, gateway, c.req.param('app'), c.req.param('tool')))

  const wrongMethod = methodNotAllowed(root)
  root.notFound((c) => wrongMethod(c) ?? respond(c, failure({ code: 'not_found', message: `No route ${c.req.method} ${c.req.path.slice(0, 200)}` })))
  root.onError((error, c) => {
    const correlationId = randomUUID()
    store.world.logError(correlationId, error)
    return respond(c, failure({ code: 'internal', message: 'Internal error; nothing was changed', correlationId }))
  })
  return root
}
