import type { PromptOptions } from '../agents/agent.ts'

export interface PromptFlags {
  format: string
  history: string
  profile: boolean
  tools: string
}

const FORMATS = ['openai', 'text', 'ptbench', 'toolspectrum'] as const

/**
 * The prompt switches as the CLI spells them: `--history all|none|last:20|tokens:4000`,
 * `--tools all|domain|retrieved:12`, `--no-profile`. Throws a message naming the bad flag.
 */
export function parsePromptFlags(flags: PromptFlags): PromptOptions {
  if (!(FORMATS as readonly string[]).includes(flags.format)) throw new Error(`--format must be one of ${FORMATS.join(', ')}`)
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
      throw new Error('--tools must be all, domain or retrieved:K')
    })()
  return { format: flags.format as PromptOptions['format'], history, profile: flags.profile, tools }
}
