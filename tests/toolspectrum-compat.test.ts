import { describe, expect, it } from 'vitest'
import { createSandboxWorld } from '../simulator/world/index.ts'
import { runGold, toolspectrumSamples, type GoldRun } from './support/toolspectrum.ts'

/**
 * Every gold call of ToolSpectrum's 1,002 samples runs in a session built from the sample. Gold calls
 * that conform to the toolset must succeed; the few that break it are listed here with the reason and
 * must be refused with a 400 naming the offending parameter.
 */
const BREAKS_TOOLSET: Record<string, { param: string; reason: string }> = {
  'dataset_persona#46': { param: 'weight', reason: 'Duoduo Maicai getProductList has no weight parameter' },
  'dataset_persona#97': { param: 'productId', reason: 'Freshippo buyProduct has no productId parameter' },
  'dataset_persona#114': { param: 'productId', reason: 'Freshippo buyProduct has no productId parameter' },
  'dataset_persona#202': { param: 'productId', reason: 'Freshippo buyProduct has no productId parameter' },
  'dataset_persona#305': { param: 'productId', reason: 'Duoduo Maicai buyProduct has no productId parameter' },
  'dataset_persona#10': { param: 'category', reason: '"Cosmetics" is not one of the toolset\'s categories' },
  'dataset_persona#40': { param: 'category', reason: '"Cosmetics" is not one of the toolset\'s categories' },
  'dataset_persona#107': { param: 'category', reason: '"Cosmetics" is not one of the toolset\'s categories' },
  'dataset_persona#120': { param: 'category', reason: '"Cosmetics" is not one of the toolset\'s categories' },
  'dataset_persona#141': { param: 'category', reason: '"Cosmetics" is not one of the toolset\'s categories' },
  'dataset_persona#179': { param: 'category', reason: '"Cosmetics" is not one of the toolset\'s categories' },
  'dataset_persona#335': { param: 'category', reason: '"Cosmetics" is not one of the toolset\'s categories' },
  'dataset_persona#417': { param: 'category', reason: '"Cosmetics" is not one of the toolset\'s categories' },
  'dataset_persona_environment#261': { param: 'category', reason: '"Cosmetics" is not one of the toolset\'s categories' },
  'dataset_persona_environment#321': { param: 'category', reason: '"Cosmetics" is not one of the toolset\'s categories' },
  'dataset_persona#26': { param: 'category', reason: '"Books" is not one of the toolset\'s categories' },
  'dataset_persona#162': { param: 'category', reason: '"Books" is not one of the toolset\'s categories' },
  'dataset_persona#184': { param: 'category', reason: '"Books" is not one of the toolset\'s categories' },
  'dataset_persona#267': { param: 'category', reason: '"Books" is not one of the toolset\'s categories' },
  'dataset_persona#287': { param: 'category', reason: '"Books" is not one of the toolset\'s categories' },
  'dataset_persona#354': { param: 'category', reason: '"Books" is not one of the toolset\'s categories' },
  'dataset_persona#364': { param: 'category', reason: '"Books" is not one of the toolset\'s categories' },
  'dataset_persona#422': { param: 'category', reason: '"Books" is not one of the toolset\'s categories' },
  'dataset_persona_environment#253': { param: 'category', reason: '"Books" is not one of the toolset\'s categories' },
  'dataset_persona_environment#278': { param: 'category', reason: '"Books" is not one of the toolset\'s categories' },
  'dataset_persona#149': { param: 'category', reason: '"Sports" is not one of the toolset\'s categories' },
  'dataset_persona#169': { param: 'category', reason: '"Sports" is not one of the toolset\'s categories' },
  'dataset_persona#318': { param: 'category', reason: '"Sports" is not one of the toolset\'s categories' },
  'dataset_persona#408': { param: 'category', reason: '"Cosmetics" is not one of the toolset\'s categories (also an unknown pageSize)' },
  'dataset_persona#195': { param: 'pageSize', reason: 'Pinduoduo getProductList has no pageSize parameter' },
  'dataset_persona#308': { param: 'pageSize', reason: 'Xianyu getProductList has no pageSize parameter' },
  'dataset_persona#256': { param: 'condition', reason: 'Tmall getProductList has no condition parameter' },
  'dataset_persona#261': { param: 'category', reason: 'Tmall buyProduct has no category parameter' },
}

const samples = toolspectrumSamples()
const only = process.env.TOOLSPECTRUM_APPS?.split(',').map((s) => s.trim())
const withGold = samples.filter((s) => s.toolCall && (!only || only.includes(s.toolCall.APP)))
const world = createSandboxWorld({ checkOutputs: true })
const runs: GoldRun[] = withGold.map((s) => runGold(s, world))

describe('ToolSpectrum compatibility', () => {
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
