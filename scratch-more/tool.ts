import { readdirSync, readFileSync } from 'node:fs'
const [dir, ...tools] = process.argv.slice(2)
for (const f of readdirSync(`${dir}/histories`).sort()) {
  for (const line of readFileSync(`${dir}/histories/${f}`, 'utf8').split('\n')) {
    if (!line.trim()) continue
    const r = JSON.parse(line)
    if (tools.includes(r.tool)) console.log(f.slice(0, 4), r.ts.slice(0, 16), r.app, r.tool, JSON.stringify(r.args).slice(0, 120), r.outcome.ok ? 'OK' : 'ERR ' + r.outcome.error.message.slice(0, 100), (r.meta?.tags ?? []).join(','))
  }
}
