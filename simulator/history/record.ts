import { z } from 'zod'

/** Outcome as recorded in a history (the error contract's shape). */
const recordedOutcome = z.union([
  z.object({ ok: z.literal(true), data: z.unknown() }).strict(),
  z
    .object({
      ok: z.literal(false),
      error: z.object({ code: z.string(), message: z.string() }).passthrough(),
    })
    .strict(),
])

/**
 * One line of a history file: when (ISO 8601 with offset), which app and tool, the arguments, and
 * optionally the outcome the app gave (checked on replay) and notes about why the call is there.
 */
export const historyRecordSchema = z
  .object({
    ts: z.iso.datetime({ offset: true }).describe('Virtual time of the call, e.g. 2026-03-02T08:15:00+08:00'),
    app: z.string().min(1).max(80),
    tool: z.string().min(1).max(80),
    args: z.record(z.string(), z.unknown()),
    outcome: recordedOutcome.optional(),
    meta: z
      .object({
        /** Why the call is there: 'routine:commute', 'chain:trip_2', 'deviation:guest', 'change:coffee', 'noise:browse'. */
        tags: z.array(z.string().max(80)).max(20).optional(),
        /** An intended realistic failure: the error code it must give on replay (e.g. 'conflict'). */
        expectError: z.string().max(40).optional(),
        /** A benchmark suite's canary string (on a suite history's first record). */
        canary: z.string().max(200).optional(),
      })
      .strict()
      .optional(),
  })
  .strict()

export type HistoryRecord = z.infer<typeof historyRecordSchema>
