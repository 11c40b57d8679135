import { Command } from 'commander'
import cliProgress from 'cli-progress'
import { positiveInt } from './options.ts'
import { DEFAULT_POPULATION, simulatePopulation } from '../../simulator/users/index.ts'
import { writePopulation } from '../../simulator/users/files.ts'
import { cities, resolveCityId } from '../../simulator/world/places/index.ts'


const opts = new Command('simulate')
  .description('Generate users and their histories, every record executed through the apps')
  .option('--users <n>', 'how many users', positiveInt, DEFAULT_POPULATION.users)
  .option('--seed <seed>', 'seed: the same seed gives byte-identical files', DEFAULT_POPULATION.seed)
  .option('--city <city>', 'home city (beijing, shanghai, hangzhou, shenzhen)', DEFAULT_POPULATION.city)
  .option('--weeks <n>', 'weeks of history per user', positiveInt, DEFAULT_POPULATION.weeks)
  .option('--out <dir>', 'output directory', 'out/simulated')
  .parse()
  .opts<{ users: number; seed: string; city: string; weeks: number; out: string }>()

const city = resolveCityId(opts.city)
if (!city) {
  console.error(`Unknown city "${opts.city}"; choose one of ${cities.map((c) => c.id).join(', ')}`)
  process.exit(2)
}
const bar = new cliProgress.SingleBar({ format: 'simulating {bar} {value}/{total} users | {rate} users/s | {duration}s', hideCursor: true }, cliProgress.Presets.shades_classic)
const started = performance.now()
bar.start(opts.users, 0, { rate: '0.0' })
const users = simulatePopulation({ ...opts, city }, (done) => bar.update(done, { rate: (done / ((performance.now() - started) / 1000)).toFixed(1) }))
bar.stop()
writePopulation(opts.out, users, opts.seed)
const records = users.reduce((n, u) => n + u.history.length, 0)
console.log(`${users.length} users, ${records} records (${users.map((u) => u.history.length).join(', ')}) -> ${opts.out}/users.jsonl, ${opts.out}/histories/`)
