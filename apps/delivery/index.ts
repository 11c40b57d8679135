import type { App } from '../kit/index.ts'

// Every delivery app, for the catalog
export const deliveryApps: readonly App[] = []
