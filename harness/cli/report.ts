import { Command } from 'commander'
import { markdownReport, readResults, summarize, writeReports } from '../report/index.ts'

const program = new Command('report')
  .description('Rebuilds summary.json, report.md and report.html from a run directory and prints the tables')
  .argument('<dir>', 'a run directory holding results.jsonl and run.json')
  .parse()

const dir = program.args[0]!
const { results, run } = readResults(dir)
const paths = writeReports(dir, results, run)
console.log(markdownReport(summarize(results, run)))
console.error(`wrote ${paths.summary}, ${paths.markdown}, ${paths.html}`)
