import type { App } from '../kit/index.ts'

// Every finance app, for the catalog
export const financeApps: readonly App[] = []
