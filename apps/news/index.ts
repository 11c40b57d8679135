import type { App } from '../kit/index.ts'

// Every news app, for the catalog
export const newsApps: readonly App[] = []
