import { Hono } from 'hono'
import { z } from 'zod'
import { failure, respond, toArgumentIssues } from '../../apps/kit/index.ts'
import type { EpisodeService } from '../episodes/index.ts'

/** Cases listed per request at most. */
export const MAX_CASES_PER_PAGE = 1000

export const casePageQuery = z
  .object({
    offset: z.coerce.number().int().min(0).default(0).describe('Cases to skip, in suite order'),
    limit: z.coerce.number().int().min(1).max(MAX_CASES_PER_PAGE).default(100).describe(`Cases to list (at most ${MAX_CASES_PER_PAGE})`),
  })
  .strict()

/** `/v1/suites/:name/cases`: a suite's cases in suite order, so clients can run "the first N episodes" as `eval --limit N` does. */
export function suiteRouter(service: EpisodeService): Hono {
  const router = new Hono()
  router.get('/:name/cases', (c) => {
    const query = casePageQuery.safeParse(c.req.query())
    if (!query.success) return respond(c, failure({ code: 'invalid_arguments', message: 'Invalid case page', issues: toArgumentIssues(query.error.issues) }))
    const page = service.cases(c.req.param('name'), query.data.offset, query.data.limit)
    return page.ok ? c.json(page.data) : respond(c, page)
  })
  return router
}
