import type { App } from '../kit/index.ts'

// Every food app, for the catalog
export const foodApps: readonly App[] = []
