import type { Case } from '../../scenarios/case/index.ts'
import { CutoffSessions, type Suite } from '../../scenarios/suite/index.ts'
import { createSandboxWorld, type World } from '../../simulator/world/index.ts'
import type { PromptOptions } from '../agents/agent.ts'
import type { DialogueMode } from './dialogue-mode.ts'
import { Episode, type EpisodeHost } from './episode.ts'

/** The prompt of `eval` and of episodes unless asked otherwise: the openai format, all history, the profile, every tool (decision 0034). */
export const DEFAULT_PROMPT: PromptOptions = { format: 'openai', history: { kind: 'all' }, profile: true, tools: { kind: 'all' } }

export interface EpisodeHostOptions {
  suite: Pick<Suite, 'users' | 'cases'>
  world?: World
  sessions?: CutoffSessions
  prompt?: PromptOptions
  strict?: boolean
  dialogueMode?: DialogueMode
  alwaysExecute?: boolean
}

/** A suite ready to open episodes on: its users replayed once (lazily), its cases by id. */
export interface SuiteHost extends EpisodeHost {
  cases: ReadonlyMap<string, Case>
  suite: Pick<Suite, 'users' | 'cases'>
}

export function createEpisodeHost(options: EpisodeHostOptions): SuiteHost {
  const world = options.world ?? createSandboxWorld()
  return {
    world,
    sessions: options.sessions ?? new CutoffSessions(world, options.suite.users),
    prompt: options.prompt ?? DEFAULT_PROMPT,
    strict: options.strict ?? false,
    dialogueMode: options.dialogueMode ?? 'carry',
    ...(options.alwaysExecute ? { alwaysExecute: true } : {}),
    suite: options.suite,
    cases: new Map(options.suite.cases.map((c) => [c.id, c])),
  }
}

type LoadedSuite = Pick<Suite, 'users' | 'cases'>

/** One host per loaded suite object, made on its first episode (default prompt, carry mode). */
const hostsOfSuites = new WeakMap<LoadedSuite, SuiteHost>()

const isHost = (x: SuiteHost | LoadedSuite): x is SuiteHost => 'sessions' in x && 'world' in x

/** The host of a loaded suite (made once per suite object), or the host itself. */
export function hostOf(suiteOrHost: SuiteHost | LoadedSuite): SuiteHost {
  if (isHost(suiteOrHost)) return suiteOrHost
  let host = hostsOfSuites.get(suiteOrHost)
  if (!host) hostsOfSuites.set(suiteOrHost, (host = createEpisodeHost({ suite: suiteOrHost })))
  return host
}

/**
 * Opens an episode on a case of a suite (by id or the case itself): pass a host, or a loaded suite
 * (`readSuite(dir)`), whose host is made on first use and kept as long as the suite object is.
 */
export function openEpisode(suiteOrHost: SuiteHost | LoadedSuite, which: string | Case, id?: string): Episode {
  const host = hostOf(suiteOrHost)
  const c = typeof which === 'string' ? host.cases.get(which) : which
  if (!c) throw new RangeError(`no case ${which} in the suite`)
  return new Episode(id ?? `episode-${c.id}`, c, host)
}
