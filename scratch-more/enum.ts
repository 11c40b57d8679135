import { createSandboxWorld } from '../simulator/world/index.ts'
const [appName, toolName] = process.argv.slice(2)
const reg = createSandboxWorld().registry
const app = reg.resolveApp(appName!)
if (!app.ok) throw new Error('no app')
const t = app.value.tool(toolName!)!
const { z } = await import('zod')
console.log(JSON.stringify(z.toJSONSchema(t.input, { unrepresentable: 'any' } as any).properties, (k, v) => (['resourceLoading','mediaQuality','preferredOrientation','performanceMode','enableCaptions','enableVoiceOver','increaseColorContrast'].includes(k) ? undefined : v)).slice(0, 1500))
console.log('OUT', JSON.stringify(z.toJSONSchema(t.output, { unrepresentable: 'any' } as any)).slice(0, +(process.argv[4] ?? 1500)))
