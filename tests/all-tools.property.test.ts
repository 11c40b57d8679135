import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allApps } from '../apps/index.ts'
import { httpStatusOf, inputJsonSchema } from '../apps/kit/index.ts'
import { createSandboxWorld, openSession } from '../simulator/world/index.ts'
import { arbitraryFor, malformedArguments } from '../bench/schema-arbitrary.ts'

/**
 * Every tool of every app, with random schema-valid and malformed arguments: never a 5xx, never a
 * thrown exception, and a failed call never changes the state.
 */
const vocabulary = ['Home', 'office', 'Beijing', 'Shanghai', 'Sanlitun', 'Beijing South Railway Station', 'coffee', 'hoodie', 'running', '09:00', '2026-03-05 18:30', '03-06', 'Alipay', 'WeChat Pay', 'ord_0001', 'show_3', 'regular', 'Express', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']
const world = createSandboxWorld({ checkOutputs: true, logError: () => {} })
const tools = allApps.flatMap((app) => app.tools.map((tool) => ({ app, tool })))

describe('every tool, random arguments (property)', () => {
  it.each(tools.map(({ app, tool }) => [`${app.id}.${tool.name}`, app.id, tool] as const))('%s', (_, appId, tool) => {
    const valid = arbitraryFor(inputJsonSchema(tool), vocabulary)
    const session = openSession({ world, seed: 'fuzz' })
    // A little history first, so follow-ups have something to act on.
    session.call('temu', 'buyProduct', { searchQuery: 'hoodie', paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home', bodySize: 'M' })
    const start = session.snapshot()
    fc.assert(
      fc.property(fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: malformedArguments, weight: 1 }), (args) => {
        session.restore(start)
        const before = session.state
        const outcome = session.call(appId, tool.name, args)
        if (!outcome.ok) {
          expect(httpStatusOf[outcome.error.code], JSON.stringify({ args, error: outcome.error })).toBeLessThan(500)
          expect(session.state).toBe(before)
        } else if (tool.effect === 'read') {
          expect(session.state).toBe(before)
        }
      }),
      { numRuns: 60 },
    )
  })
})
