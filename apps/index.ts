import type { App } from './kit/index.ts'
import { shoppingApps } from './shopping/index.ts'
import { groceryApps } from './groceries/index.ts'
import { foodApps } from './food/index.ts'
import { transportApps } from './transport/index.ts'
import { travelApps } from './travel/index.ts'
import { entertainmentApps } from './entertainment/index.ts'
import { videoApps } from './video/index.ts'
import { musicApps } from './music/index.ts'
import { healthApps } from './health/index.ts'
import { financeApps } from './finance/index.ts'
import { newsApps } from './news/index.ts'
import { knowledgeApps } from './knowledge/index.ts'
import { deliveryApps } from './delivery/index.ts'
import { reminderApps } from './reminder/index.ts'

/** Every app of the sandbox, by domain; each domain's index lists its own apps. */
export const allApps: readonly App[] = [
  ...shoppingApps,
  ...groceryApps,
  ...foodApps,
  ...transportApps,
  ...travelApps,
  ...entertainmentApps,
  ...videoApps,
  ...musicApps,
  ...healthApps,
  ...financeApps,
  ...newsApps,
  ...knowledgeApps,
  ...deliveryApps,
  ...reminderApps,
]

export { temu } from './shopping/index.ts'
export { didiChuxing } from './transport/index.ts'
export { maoyan } from './entertainment/index.ts'
export { keep } from './health/index.ts'
