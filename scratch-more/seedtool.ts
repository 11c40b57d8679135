import { DEFAULT_POPULATION, simulatePopulation } from '../simulator/users/index.ts'
const [seed, ...tools] = process.argv.slice(2)
const users = simulatePopulation({ ...DEFAULT_POPULATION, seed: seed! })
for (const u of users) for (const r of u.history) if (tools.includes(r.tool)) console.log(u.profile.id, r.ts.slice(0, 16), r.tool, JSON.stringify(r.args).slice(0, 100), r.outcome?.ok ? 'OK' : 'ERR', (r.meta?.tags ?? []).join(','))
