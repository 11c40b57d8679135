import type { App } from './kit/index.ts'
import { temu } from './shopping/index.ts'
import { didiChuxing } from './transport/index.ts'
import { maoyan } from './entertainment/index.ts'
import { keep } from './health/index.ts'

/** Every app of the sandbox, in catalog order (domain, then name). */
export const allApps: readonly App[] = [temu, didiChuxing, maoyan, keep]

export { temu, didiChuxing, maoyan, keep }
