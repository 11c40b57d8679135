import { createSandboxWorld } from '../simulator/world/index.ts'
const want = new Set(process.argv[2]!.split(' '))
const reg = createSandboxWorld().registry
const seen = new Set<string>()
const env = new Set(['resourceLoading','mediaQuality','preferredOrientation','performanceMode','enableCaptions','enableVoiceOver','increaseColorContrast'])
for (const a of reg.apps) for (const t of a.tools) if (want.has(t.name) && !seen.has(t.name + (process.argv[3] ? a.id : ''))) {
  seen.add(t.name + (process.argv[3] ? a.id : ''))
  const fields = Object.entries(t.input.shape as Record<string, any>).filter(([k]) => !env.has(k)).map(([k, v]) => `${k}${v.isOptional?.() ? '?' : ''}: ${(v.description ?? '').slice(0, 110)}`)
  const out = (t.output as any).shape ? Object.keys((t.output as any).shape).join(',') : ''
  console.log(`# ${a.id}.${t.name}\n  ${fields.join('\n  ')}\n  => ${out}`)
}
