import { comparisonTable, compareRuns, markdownReport, markdownTable, readResults, summarize, writeReports } from '../report/index.ts'
import { cliCommand, fail, orFail } from './options.ts'

const program = cliCommand('report')
  .description('Rebuilds summary.json, report.md, report.html and report.tex from a run directory and prints the tables; --compare A B prints two runs side by side')
  .argument('[dir]', 'a run directory holding results.jsonl and run.json')
  .option('--compare <dirs...>', 'two run directories: each figure for both, and B − A with its paired-bootstrap 95% interval')
  .parse()

const opts = program.opts<{ compare?: string[] }>()
if (opts.compare) {
  if (opts.compare.length !== 2 || program.args.length) fail('--compare takes exactly two run directories: npm run report -- --compare out/eval/A out/eval/B')
  const [a, b] = opts.compare.map((dir) => ({ dir, ...orFail(() => readResults(dir)) }))
  const comparison = compareRuns({ label: a!.dir, ...a! }, { label: b!.dir, ...b! })
  if (comparison.paired === 0) fail(`${a!.dir} and ${b!.dir} share no single-turn result (case and trial): nothing to compare`)
  console.log(markdownTable(comparisonTable(comparison, `${a!.run.agent} (${a!.dir})`, `${b!.run.agent} (${b!.dir})`)))
  process.exit(0)
}
const dir = program.args[0] ?? fail('give a run directory (npm run report -- out/eval/heuristic) or --compare A B')
const { results, run, tornLine } = orFail(() => readResults(dir))
if (tornLine) console.error(`${dir}/results.jsonl: the last line was cut short (a killed run) and is left out`)
const paths = writeReports(dir, results, run)
console.log(markdownReport(summarize(results, run)))
console.error(`wrote ${paths.summary}, ${paths.markdown}, ${paths.html}, ${paths.latex}`)
