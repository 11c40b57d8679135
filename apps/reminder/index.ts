import type { App } from '../kit/index.ts'

// Every reminder app, for the catalog
export const reminderApps: readonly App[] = []
