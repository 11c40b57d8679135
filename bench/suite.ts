import { buildSuite, DEFAULT_SUITE } from '../scenarios/build/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'
import { fmt, table } from './measure.ts'
import { NO_TARGET, TARGET_HEADERS, targetCells, type Target } from './targets.ts'

/** The default suite built from scratch, as `npm run build-suite` does it. */
export const SUITE_BUILD_TARGET: Target = { op: '<', limit: 10, unit: 's' }

/** The default suite built from scratch (simulation, replay, anchors, queries), fresh world then warm. */
export function measureSuiteBuild(): string {
  const time = (world = createSandboxWorld()) => {
    const t = performance.now()
    const suite = buildSuite(DEFAULT_SUITE, world)
    return { ms: performance.now() - t, cases: suite.cases.length }
  }
  const cold = time()
  const world = createSandboxWorld()
  time(world)
  const warm = time(world)
  return table(
    ['default suite (10 users)', 'cases', 'ms', 'cases/s', ...TARGET_HEADERS],
    [
      ['from scratch, fresh world (as npm run build-suite)', fmt(cold.cases), fmt(cold.ms), fmt(cold.cases / (cold.ms / 1000)), ...targetCells([{ target: SUITE_BUILD_TARGET, value: cold.ms / 1000 }])],
      ['warm world', fmt(warm.cases), fmt(warm.ms), fmt(warm.cases / (warm.ms / 1000)), ...NO_TARGET],
    ],
  )
}
