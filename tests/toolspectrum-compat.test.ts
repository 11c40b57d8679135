import { describe, expect, it } from 'vitest'
import { BREAKS_TOOLSET } from '../scenarios/importers/toolspectrum/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'
import { describeToolSpectrum, runGold, toolspectrumSamples, type GoldRun } from './support/toolspectrum.ts'

/**
 * Every gold call of ToolSpectrum's 1,002 samples runs in a session built from the sample. Gold calls
 * that conform to the toolset must succeed; the few that break it (listed with the reason beside the
 * importer) must be refused with a 400 naming the offending parameter.
 */
const samples = toolspectrumSamples()
const only = process.env.TOOLSPECTRUM_APPS?.split(',').map((s) => s.trim())
const withGold = samples.filter((s) => s.toolCall && (!only || only.includes(s.toolCall.APP)))
const world = createSandboxWorld({ checkOutputs: true })
const runs: GoldRun[] = withGold.map((s) => runGold(s, world))

describeToolSpectrum('ToolSpectrum compatibility', () => {
  it('has the 1,002 samples, 762 with a gold call', () => {
    expect(samples.length).toBe(1002)
    expect(samples.filter((s) => s.toolCall).length).toBe(762)
  })

  it.each(runs.map((r) => [r.sample.id, r] as const))('%s', (_, run) => {
    const expected = BREAKS_TOOLSET[run.sample.id]
    if (expected) {
      expect(run.outcome.ok).toBe(false)
      if (!run.outcome.ok) {
        expect(run.outcome.error.code).toBe('invalid_arguments')
        expect(run.outcome.error.issues?.map((i) => i.path)).toContain(expected.param)
      }
      return
    }
    expect(run.outcome.ok ? 'ok' : JSON.stringify({ call: run.sample.toolCall, error: run.outcome.error })).toBe('ok')
  })

  it('prints the counts', () => {
    const ok = runs.filter((r) => r.outcome.ok).length
    const needed = runs.filter((r) => r.coerced.length > 0).length
    console.log(
      `ToolSpectrum gold calls: ${runs.length} run, ${ok} succeeded, ${runs.length - ok} refused as breaking the toolset ` +
        `(${Object.keys(BREAKS_TOOLSET).length} listed); ${needed} needed values brought to the declared types ` +
        `(${runs.reduce((n, r) => n + r.coerced.length, 0)} values)`,
    )
    expect(ok + Object.keys(BREAKS_TOOLSET).filter((id) => runs.some((r) => r.sample.id === id)).length).toBe(runs.length)
  })
})
