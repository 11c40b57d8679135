import type { PromptOptions } from '../agents/agent.ts'

export interface PromptFlags {
  format: string
  history: string
  /** `broad`, `detailed` or `none` (`--profile VIEW`); true and false as `--no-profile` leaves it. */
  profile: boolean | string
  tools: string
}

const FORMATS = ['openai', 'text', 'ptbench', 'toolspectrum'] as const

/** The default offer: the whole catalog, one list for every case; no default may tell the gold's domain (decision 0034). */
export const DEFAULT_TOOLS_FLAG = 'all'
/** `--tools`, as every command and the episodes API describe it. */
export const TOOLS_FLAG_HELP =
  "tools offered: all (the whole catalog, the same list for every case), retrieved:K (the K tools that best match the request), domain (ablation: only the case's domain, which tells the model the gold's domain)"
export const PROFILE_FLAGS = ['broad', 'detailed', 'none'] as const

/** `--profile broad|detailed|none` (and `--no-profile`): whether the profile is shown, and which view of it. */
function profileOption(flag: boolean | string): Pick<PromptOptions, 'profile' | 'profileView'> {
  const view = flag === true ? 'broad' : flag === false ? 'none' : flag
  if (!(PROFILE_FLAGS as readonly string[]).includes(view)) throw new Error(`--profile must be one of ${PROFILE_FLAGS.join(', ')}`)
  return view === 'none' ? { profile: false } : { profile: true, profileView: view as 'broad' | 'detailed' }
}

/**
 * The prompt switches as the CLI spells them: `--history all|none|last:20|tokens:4000`,
 * `--tools all|retrieved:12|domain`, `--profile broad|detailed|none` (`--no-profile`). Throws a message naming the bad flag.
 */
export function parsePromptFlags(flags: PromptFlags): PromptOptions {
  if (!(FORMATS as readonly string[]).includes(flags.format)) throw new Error(`--format must be one of ${FORMATS.join(', ')}`)
  const profile = profileOption(flags.profile)
  const [hKind, hN] = flags.history.split(':')
  const n = Number(hN)
  const history: PromptOptions['history'] =
    hKind === 'all' ? { kind: 'all' } : hKind === 'none' ? { kind: 'none' } : hKind === 'last' && n > 0 ? { kind: 'last', records: n } : hKind === 'tokens' && n > 0 ? { kind: 'tokens', budget: n } : (() => {
      throw new Error('--history must be all, none, last:N or tokens:N')
    })()
  const [tKind, tN] = flags.tools.split(':')
  const k = Number(tN)
  const tools: PromptOptions['tools'] =
    tKind === 'all' ? { kind: 'all' } : tKind === 'domain' ? { kind: 'domain' } : tKind === 'retrieved' && k > 0 ? { kind: 'retrieved', k } : (() => {
      throw new Error('--tools must be all, retrieved:K or domain')
    })()
  return { format: flags.format as PromptOptions['format'], history, ...profile, tools }
}
