import { resolve } from 'node:path'
import type { Outcome } from '../../apps/kit/index.ts'
import {
  coerceToDeclared,
  environmentFromSample,
  loadToolSpectrumSamples,
  loadToolSpectrumToolset,
  profileFromPersona,
  sessionStartForSample,
  type ToolSpectrumSample,
} from '../../scenarios/importers/toolspectrum/index.ts'
import { createSandboxWorld, openSession, type World } from '../../simulator/world/index.ts'

/** ToolSpectrum's public data sits beside the project (third-party: read in tests, never copied). */
export const TOOLSPECTRUM_DIR = resolve(process.cwd(), '../shared/reference/toolspectrum')
export const toolspectrumSamples = (): ToolSpectrumSample[] => loadToolSpectrumSamples(resolve(TOOLSPECTRUM_DIR, 'data'))
export const toolspectrumToolset = () => loadToolSpectrumToolset(resolve(TOOLSPECTRUM_DIR, 'api'))

export interface GoldRun {
  sample: ToolSpectrumSample
  args: Record<string, unknown>
  coerced: string[]
  outcome: Outcome
}

/** Executes a sample's gold call in a fresh session whose profile, environment and clock come from the sample. */
export function runGold(sample: ToolSpectrumSample, world: World = createSandboxWorld({ checkOutputs: true })): GoldRun {
  const call = sample.toolCall
  if (!call) throw new Error(`${sample.id} has no gold call`)
  const toolset = toolspectrumToolset()
  const declared = toolset.parameters(call.APP, call.API) ?? []
  const { args, coerced } = coerceToDeclared(call.params, declared)
  const start = sessionStartForSample(sample.environment, args)
  const session = openSession({
    world,
    seed: sample.id,
    user: { ...profileFromPersona(sample.persona, sample.id.replace('#', '_')), environment: environmentFromSample(sample.environment) },
    ...(start !== undefined ? { start } : {}),
  })
  return { sample, args, coerced, outcome: session.call(call.APP, call.API, args) }
}
