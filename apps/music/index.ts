import type { App } from '../kit/index.ts'

// Every music app, for the catalog
export const musicApps: readonly App[] = []
