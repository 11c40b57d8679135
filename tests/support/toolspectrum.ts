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
  type ToolSpectrumToolset,
} from '../../scenarios/importers/toolspectrum/index.ts'
import { createSandboxWorld, openSession, type World } from '../../simulator/world/index.ts'
import { describeWith, itWith, referenceData } from './reference-data.ts'

/** ToolSpectrum's public data sits beside the project (third-party: read in tests, never copied). */
export const TOOLSPECTRUM = referenceData('toolspectrum')
export const TOOLSPECTRUM_DIR = TOOLSPECTRUM.dir
/** Tests that read ToolSpectrum's data: skipped, saying why, where it is absent. */
export const describeToolSpectrum = describeWith(TOOLSPECTRUM)
export const itToolSpectrum = itWith(TOOLSPECTRUM)

const EMPTY_TOOLSET: ToolSpectrumToolset = { apps: [], parameters: () => undefined, policies: () => [] }

// Without the data the loaders return nothing: the tests that use them are skipped, but a file's
// module-level code still runs while vitest collects it.
export const toolspectrumSamples = (): ToolSpectrumSample[] => (TOOLSPECTRUM.available ? loadToolSpectrumSamples(resolve(TOOLSPECTRUM_DIR, 'data')) : [])
export const toolspectrumToolset = (): ToolSpectrumToolset => (TOOLSPECTRUM.available ? loadToolSpectrumToolset(resolve(TOOLSPECTRUM_DIR, 'api')) : EMPTY_TOOLSET)

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
