import { Command } from 'commander'
import cliProgress from 'cli-progress'
import { positiveInt } from './options.ts'
import { buildSuite, DEFAULT_SUITE } from '../../scenarios/build/index.ts'
import { writeSuite } from '../../scenarios/suite/index.ts'
import { resolveCityId } from '../../simulator/world/places/index.ts'

const { population, cases } = DEFAULT_SUITE
const opts = new Command('build-suite')
  .description('Simulate users and turn their histories into validated cases at four vagueness levels')
  .option('--users <n>', 'how many users', positiveInt, population.users)
  .option('--seed <seed>', 'seed: the same seed gives byte-identical suites', population.seed)
  .option('--city <city>', 'home city (beijing, shanghai, hangzhou, shenzhen)', population.city)
  .option('--weeks <n>', 'weeks of history per user', positiveInt, population.weeks)
  .option('--anchors <n>', 'anchors per user (four cases each)', positiveInt, cases.anchors)
  .option('--name <name>', 'suite name', 'custom')
  .option('--out <dir>', 'output directory', 'out/suite')
  .parse()
  .opts<{ users: number; seed: string; city: string; weeks: number; anchors: number; name: string; out: string }>()

const city = resolveCityId(opts.city)
if (!city) {
  console.error(`Unknown city "${opts.city}"`)
  process.exit(2)
}
const bar = new cliProgress.SingleBar({ format: 'building {bar} {value}/{total} users | {cases} cases | {duration}s', hideCursor: true }, cliProgress.Presets.shades_classic)
bar.start(opts.users, 0, { cases: 0 })
const suite = buildSuite({
  name: opts.name,
  population: { users: opts.users, seed: opts.seed, city, weeks: opts.weeks },
  cases: { ...cases, anchors: opts.anchors, seed: opts.seed },
  onUser: (done, _total, made) => bar.update(done, { cases: made }),
})
bar.stop()
writeSuite(opts.out, suite)
console.log(`${suite.cases.length} cases for ${suite.users.size} users -> ${opts.out}/ (npm run suite-stats -- ${opts.out})`)
