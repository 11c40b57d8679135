import type { Registry } from '../../../apps/kit/index.ts'
import type { PtbenchGoldCall } from './samples.ts'

/** Where a PTBench (platform, function) pair lands in the sandbox's catalog, if anywhere. */
export interface CatalogMatch {
  /** The canonical app id when the platform resolves (by id, name or alias). */
  app?: string
  /** The tool when the app has a function of that exact name. */
  tool?: string
  executable: boolean
}

export function catalogMatch(registry: Registry, platform: string, func: string): CatalogMatch {
  const app = registry.resolveApp(platform)
  if (!app.ok) return { executable: false }
  const tool = registry.resolveTool(app.value, func)
  return tool.ok ? { app: app.value.id, tool: tool.value.name, executable: true } : { app: app.value.id, executable: false }
}

/** A sample is executable when every gold call's pair is in the catalog. */
export const executableCalls = (registry: Registry, calls: readonly PtbenchGoldCall[]): boolean =>
  calls.length > 0 && calls.every((c) => catalogMatch(registry, c.platform, c.func).executable)
