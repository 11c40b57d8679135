import type { App } from '../kit/index.ts'

// Every knowledge app, for the catalog
export const knowledgeApps: readonly App[] = []
