import type { App } from '../kit/index.ts'

// Every video app, for the catalog
export const videoApps: readonly App[] = []
