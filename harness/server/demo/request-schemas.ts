import { z } from 'zod'
import { CASE_KINDS, VAGUENESS_LEVELS } from '../../../scenarios/case/index.ts'
import { DEMO_AGENTS } from './demo-agents.ts'

/** `POST /demo/api/run`: a suite case by id, or a typed query for a user at a cut-off. */
export const runBody = z
  .object({
    agent: z.enum(DEMO_AGENTS).default('heuristic'),
    caseId: z.string().min(1).max(100).optional(),
    user: z.string().min(1).max(64).optional(),
    cutoff: z.number().int().min(0).optional().describe('Records replayed before the query (default: the whole history)'),
    query: z.string().trim().min(1).max(2000).optional(),
  })
  .strict()
  .refine((b) => (b.caseId === undefined) !== (b.query === undefined), { message: 'Give caseId, or user and query', path: ['caseId'] })
  .refine((b) => b.query === undefined || b.user !== undefined, { message: 'A typed query needs the user it is asked for', path: ['user'] })
  .refine((b) => b.caseId === undefined || (b.user === undefined && b.cutoff === undefined), { message: 'A suite case brings its own user and cut-off', path: ['caseId'] })
export type RunBody = z.infer<typeof runBody>

/** `GET /demo/api/users/:id/cases?vagueness=&kind=`. */
export const caseFilter = z
  .object({
    vagueness: z.enum(VAGUENESS_LEVELS).optional(),
    kind: z.enum(CASE_KINDS).optional(),
  })
  .strict()

/** `POST /demo/api/run-dialogue`: a dialogue case, every turn, in one of the harness's two modes. */
export const dialogueBody = z
  .object({
    agent: z.enum(DEMO_AGENTS).default('heuristic'),
    caseId: z.string().min(1).max(100),
    mode: z.enum(['carry', 'gold']).default('carry').describe("carry: the agent's own state and outcomes; gold: every turn starts from the gold's state"),
  })
  .strict()

/** `POST /demo/api/run-pair`: either member of a counterfactual pair; both are run. */
export const pairBody = z
  .object({
    agent: z.enum(DEMO_AGENTS).default('heuristic'),
    caseId: z.string().min(1).max(100),
  })
  .strict()
