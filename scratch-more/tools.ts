import { z } from 'zod'
import { createSandboxWorld } from '../simulator/world/index.ts'
const missing = new Set(process.argv[2]!.split(' '))
const reg = createSandboxWorld().registry
for (const a of reg.apps) for (const t of a.tools) if (missing.has(t.name)) {
  const shape = Object.keys(t.input.shape).filter((k) => !['environment','location_context','userContext'].includes(k))
  console.log(`${a.domain.padEnd(13)} ${a.id.padEnd(20)} ${t.name.padEnd(22)} ${t.effect} (${shape.join(', ')}) :: ${t.description.slice(0, 150).replace(/\n/g,' ')}`)
}
