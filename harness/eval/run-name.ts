import { basename } from 'node:path'
import { DEFAULT_TOOLS_FLAG } from './prompt-flags.ts'
import type { RunSettings } from './run-identity.ts'

/** Defaults a run's folder name leaves out: only what differs from them is spelled. */
export const DEFAULT_RUN: Pick<RunSettings, 'format' | 'history' | 'profile' | 'tools' | 'strict' | 'dialogueMode' | 'trials'> = {
  format: 'openai',
  history: 'all',
  profile: true,
  tools: DEFAULT_TOOLS_FLAG,
  strict: false,
  dialogueMode: 'carry',
  trials: 1,
}
export const DEFAULT_SUITE_NAME = 'default'
export const DEFAULT_MAX_STEPS = 5

/** Safe in a folder name on every system: letters, digits, dot, underscore; the rest becomes `_`. */
const slug = (text: string) => text.replace(/[^A-Za-z0-9._]+/g, '_').replace(/^_+|_+$/g, '') || '_'

/**
 * A run folder's name from its settings: the agent, then each setting that is not the default, so
 * two runs that could differ never share a folder (`heuristic`, `heuristic-history_none-no_profile`,
 * `openai-gpt_4o_mini-format_text-trials_3`). `predictionsFile` names a file agent's input.
 */
export function runName(settings: RunSettings, suiteName: string, predictionsFile?: string): string {
  const head =
    settings.agent === 'openai' && settings.model ? `openai-${slug(settings.model)}` : settings.agent === 'file' && predictionsFile ? `file-${slug(basename(predictionsFile).replace(/\.jsonl?$/, ''))}` : slug(settings.agent)
  const parts = [head]
  if (suiteName !== DEFAULT_SUITE_NAME) parts.push(`suite_${slug(suiteName)}`)
  if (settings.format !== DEFAULT_RUN.format) parts.push(`format_${slug(settings.format)}`)
  if (settings.history !== DEFAULT_RUN.history) parts.push(`history_${slug(settings.history)}`)
  if (!settings.profile) parts.push('no_profile')
  else if (settings.profileView === 'detailed') parts.push('profile_detailed')
  if (settings.tools !== DEFAULT_RUN.tools) parts.push(`tools_${slug(settings.tools)}`)
  if (settings.strict) parts.push('strict')
  if (settings.dialogueMode !== DEFAULT_RUN.dialogueMode) parts.push(`dialogue_${settings.dialogueMode}`)
  if (settings.trials !== DEFAULT_RUN.trials) parts.push(`trials_${settings.trials}`)
  if (settings.limit !== undefined) parts.push(`limit_${settings.limit}`)
  if (settings.maxSteps !== undefined && settings.maxSteps !== DEFAULT_MAX_STEPS) parts.push(`steps_${settings.maxSteps}`)
  if (settings.baseUrl) parts.push(`at_${slug(settings.baseUrl.replace(/^https?:\/\//, ''))}`)
  return parts.join('-')
}
