import { readdirSync, readFileSync } from 'node:fs'
import { createSandboxWorld } from '../simulator/world/index.ts'
const dir = process.argv[2]!
const world = createSandboxWorld()
const reg = world.registry as any
const tools = new Map<string, number>()
const domains = new Map<string, number>()
for (const f of readdirSync(`${dir}/histories`)) {
  for (const line of readFileSync(`${dir}/histories/${f}`, 'utf8').split('\n')) {
    if (!line.trim()) continue
    const r = JSON.parse(line)
    tools.set(r.tool, (tools.get(r.tool) ?? 0) + 1)
    const app = reg.resolveApp(r.app)
    const d = app.ok ? app.value.domain : '?'
    domains.set(d, (domains.get(d) ?? 0) + 1)
  }
}
const all = new Set<string>()
for (const a of reg.apps ?? reg.listApps?.() ?? []) for (const t of a.tools ?? []) all.add(t.name)
console.log('distinct tools', tools.size, 'of', all.size)
console.log('domains', JSON.stringify(Object.fromEntries([...domains].sort())))
if (process.argv[3]) console.log('missing', [...all].filter((t) => !tools.has(t)).sort().join(' '))
if (process.argv[4]) console.log(JSON.stringify(Object.fromEntries([...tools].sort())))
