import type { App } from '../kit/index.ts'

// Every travel app, for the catalog
export const travelApps: readonly App[] = []
