import { fromIso } from '../../../apps/kit/index.ts'
import type { Agent } from '../agent.ts'
import { fillArguments } from './argument-fill.ts'
import { followUpCalls } from './follow-up.ts'
import { appWithId } from './outcome-ids.ts'
import { withoutApp } from './said-phrases.ts'
import { namedApp, rankTools, usualApp } from './tool-choice.ts'

/**
 * A baseline with no language model that reads the request as anyone with the catalog and the
 * user's history would: the tool whose name, parameters and descriptions share the query's words
 * (and that the user calls often, tool-choice.ts), on the app the query names, the app whose outcome
 * gave the id the tool needs, or the user's usual app; with the values the query states (options
 * of the schema by their words, values of the history it mentions, places by role, days and times,
 * numbers by unit: argument-fill.ts), and for what it leaves unsaid, where the user just was, ids
 * from the latest outcomes, or the user's decisive habits. It knows nothing of how the suite's
 * requests are worded, and it never refuses. In a dialogue, a follow-up acts on what the last turn
 * made (see follow-up.ts).
 */
export const heuristicAgent: Agent = {
  name: 'heuristic',
  async act({ case: c, tools, history, world, conversation, profile }) {
    const registry = world.registry
    const followUp = conversation.length ? followUpCalls(c.query, conversation, registry, history, fromIso(c.now)) : undefined
    if (followUp) return { parsed: { kind: 'calls', calls: followUp, format: 'json' } }
    const named = namedApp(c.query, tools, registry)
    const offered = named ? tools.filter((t) => t.app === named.id) : tools
    // The app's name says which app, not which tool: it is left out of the words that choose the tool.
    const ranked = rankTools(named ? withoutApp(c.query, [named.name, named.id, ...named.aliases]) : c.query, offered, history, registry)
    const best = ranked[0]
    if (!best) return { parsed: { kind: 'refusal', format: 'json' } }
    const apps = ranked.filter((r) => r.tool.name === best.tool.name).map((r) => r.app)
    // The app the query names; else, for a tool that needs an id, the app that gave one last; else the usual app.
    const app = named ?? appWithId(best.tool, apps, history, registry) ?? usualApp(best.tool.name, apps, history, registry) ?? best.app
    const tool = app.tool(best.tool.name) ?? best.tool
    const args = fillArguments(tool, app.id, c.query, history, fromIso(c.now), [app.name, app.id, ...app.aliases], Object.keys(profile?.places ?? {}))
    return { parsed: { kind: 'calls', calls: [{ app: app.id, tool: tool.name, args }], format: 'json' } }
  },
}
