import type { ResolvedCall } from './resolved-call.ts'

/**
 * Which predicted call each gold call is compared with (an index, or undefined). Equal counts pair
 * by position, as TRACEBench does. Otherwise each gold call takes the next predicted call, in order,
 * with the same tool name, so an extra read call before the right booking still earns value credit.
 */
export function alignCalls(gold: readonly ResolvedCall[], predicted: readonly ResolvedCall[]): (number | undefined)[] {
  if (gold.length === predicted.length) return gold.map((_, i) => i)
  let next = 0
  return gold.map((g) => {
    const at = predicted.findIndex((p, j) => j >= next && p.tool === g.tool)
    if (at < 0) return undefined
    next = at + 1
    return at
  })
}
