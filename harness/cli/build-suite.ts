import { Command } from 'commander'
import cliProgress from 'cli-progress'
import { positiveInt } from './options.ts'
import { buildSuite, DEFAULT_SUITE } from '../../scenarios/build/index.ts'
import { paraphraseSuite } from '../../scenarios/paraphrase/index.ts'
import { writeSuite } from '../../scenarios/suite/index.ts'
import { createSandboxWorld } from '../../simulator/world/index.ts'
import { cities, resolveCityId } from '../../simulator/world/places/index.ts'
import { createParaphraseModel } from './paraphrase-model.ts'

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
  .option('--paraphrase', 'rewrite each query through a model, keeping a rewrite only where it passes the checks (off by default)', false)
  .option('--model <model>', 'paraphrase: model name (default $OPENAI_MODEL)')
  .option('--base-url <url>', 'paraphrase: any OpenAI-compatible endpoint, e.g. http://localhost:8000/v1 (default $OPENAI_BASE_URL)')
  .option('--paraphrase-cache <dir>', 'paraphrase: response cache, so a rebuild re-asks nothing', 'out/paraphrase-cache')
  .option('--concurrency <n>', 'paraphrase: requests in flight at once', positiveInt, 8)
  .parse()
  .opts<{
    users: number
    seed: string
    city: string
    weeks: number
    anchors: number
    name: string
    out: string
    paraphrase: boolean
    model?: string
    baseUrl?: string
    paraphraseCache: string
    concurrency: number
  }>()

const city = resolveCityId(opts.city)
if (!city) {
  console.error(`Unknown city "${opts.city}"; choose one of ${cities.map((c) => c.id).join(', ')}`)
  process.exit(2)
}
const model = opts.model ?? process.env.OPENAI_MODEL
if (opts.paraphrase && !model) {
  console.error('--paraphrase needs --model (or $OPENAI_MODEL)')
  process.exit(2)
}
const world = createSandboxWorld()
const bar = new cliProgress.SingleBar({ format: 'building {bar} {value}/{total} users | {cases} cases | {duration}s', hideCursor: true }, cliProgress.Presets.shades_classic)
bar.start(opts.users, 0, { cases: 0 })
let suite = buildSuite({
  name: opts.name,
  population: { users: opts.users, seed: opts.seed, city, weeks: opts.weeks },
  cases: { ...cases, anchors: opts.anchors, seed: opts.seed },
  onUser: (done, _total, made) => bar.update(done, { cases: made }),
}, world)
bar.stop()
if (opts.paraphrase && model) {
  const baseURL = opts.baseUrl ?? process.env.OPENAI_BASE_URL
  const complete = createParaphraseModel({ model, ...(baseURL ? { baseURL } : {}), cacheDir: opts.paraphraseCache, concurrency: opts.concurrency })
  const asking = new cliProgress.SingleBar({ format: 'paraphrasing {bar} {value}/{total} queries | {duration}s', hideCursor: true }, cliProgress.Presets.shades_classic)
  asking.start(suite.cases.length, 0)
  const onQuery = (n: number, total: number) => {
    asking.setTotal(total)
    asking.update(n)
  }
  const done = await paraphraseSuite(suite, { complete, model, registry: world.registry, onQuery })
  asking.stop()
  suite = done.suite
  const { accepted, kept, skipped } = done.stats
  console.log(`paraphrased ${accepted} queries with ${model}; ${kept} kept their template (failed a check), ${skipped} not asked (refusals)`)
}
writeSuite(opts.out, suite)
console.log(`${suite.cases.length} cases for ${suite.users.size} users -> ${opts.out}/ (npm run suite-stats -- ${opts.out})`)
