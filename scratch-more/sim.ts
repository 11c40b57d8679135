import { DEFAULT_POPULATION, simulatePopulation } from '../simulator/users/index.ts'
import { writePopulation } from '../simulator/users/files.ts'
const out = process.argv[2] ?? '/tmp/sim-f'
const users = simulatePopulation({ ...DEFAULT_POPULATION })
writePopulation(out, users, DEFAULT_POPULATION.seed)
const dropped: Record<string, number> = {}
for (const u of users) for (const [k, v] of Object.entries(u.dropped)) dropped[k] = (dropped[k] ?? 0) + v
console.log('dropped', JSON.stringify(dropped))
const failed: Record<string, number> = {}
for (const u of users) for (const r of u.history) if (!r.outcome?.ok) failed[`${r.app}.${r.tool}`] = (failed[`${r.app}.${r.tool}`] ?? 0) + 1
console.log('failed', JSON.stringify(failed))
