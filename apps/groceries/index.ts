import type { App } from '../kit/index.ts'

// Every groceries app, for the catalog
export const groceryApps: readonly App[] = []
