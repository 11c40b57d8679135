import type { Tool as McpTool } from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'
import { failure, success, toArgumentIssues, toDisplay, toIso, type JsonSchema, type Outcome } from '../../apps/kit/index.ts'
import { timeRangeIssue, type Session } from '../../simulator/world/index.ts'
import { outputOrError } from './tool-definitions.ts'

const noArguments = z.object({}).strict()
const advanceArguments = z
  .object({ minutes: z.number().int().min(0).max(525_600).describe('Minutes to move the virtual clock forward (at most a year)') })
  .strict()
const clockView = z.object({
  now: z.string().describe('Virtual time, ISO 8601 with the city offset'),
  local: z.string().describe("The same time as the user's wall clock reads it, e.g. '2026-03-02 08:00'"),
})

const schema = (type: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(type, { target: 'draft-2020-12', io }) as JsonSchema
  return rest
}

interface ClockTool {
  definition: McpTool
  run(session: Session, args: unknown): Outcome
}

const view = (session: Session) => ({ now: toIso(session.now), local: toDisplay(session.now) })

const invalid = (name: string, error: z.ZodError): Outcome =>
  failure({ code: 'invalid_arguments', message: `Invalid arguments for ${name}`, issues: toArgumentIssues(error.issues) })

/** Helpers for a desktop client: read and move the session's virtual clock (e.g. to see an order delivered). */
export const clockTools: readonly ClockTool[] = [
  {
    definition: {
      name: 'sandbox__get_time',
      title: 'Sandbox: current virtual time',
      description: "[Sandbox] The session's virtual clock: what every app takes as now.",
      inputSchema: schema(noArguments, 'input') as McpTool['inputSchema'],
      outputSchema: outputOrError(schema(clockView, 'output')),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    run(session, args) {
      const parsed = noArguments.safeParse(args ?? {})
      return parsed.success ? success(view(session)) : invalid('sandbox__get_time', parsed.error)
    },
  },
  {
    definition: {
      name: 'sandbox__advance_clock',
      title: 'Sandbox: advance the virtual clock',
      description: '[Sandbox] Moves the virtual clock forward by some minutes (never backwards); orders, rides and bookings progress with it.',
      inputSchema: schema(advanceArguments, 'input') as McpTool['inputSchema'],
      outputSchema: outputOrError(schema(clockView, 'output')),
      annotations: { readOnlyHint: false, idempotentHint: false, openWorldHint: false },
    },
    run(session, args) {
      const parsed = advanceArguments.safeParse(args ?? {})
      if (!parsed.success) return invalid('sandbox__advance_clock', parsed.error)
      const target = session.now + parsed.data.minutes * 60_000
      const outside = timeRangeIssue(target, 'minutes')
      if (outside) return failure({ code: 'invalid_arguments', message: `Invalid arguments for sandbox__advance_clock: ${outside.message}`, issues: [outside] })
      session.setClock(target)
      return success(view(session))
    },
  },
]
