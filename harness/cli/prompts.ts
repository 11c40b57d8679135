import { closeSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { Option } from 'commander'
import { readSuite } from '../../scenarios/suite/index.ts'
import { collectPrompts, DEFAULT_TOOLS_FLAG, parsePromptFlags, TOOLS_FLAG_HELP } from '../eval/index.ts'
import { cliCommand, orFail, positiveInt } from './options.ts'

const opts = cliCommand('prompts')
  .description('Write every prompt of a suite as JSONL ({case, turn, messages, tools}), exactly as the openai agent would send it: for a batch API or vLLM offline, then npm run score')
  .option('--suite <dir>', 'suite directory', 'scenarios/suites/default')
  .option('--format <format>', 'prompt format: openai, text, ptbench, toolspectrum', 'openai')
  .option('--history <window>', 'history shown: all, none, last:N, tokens:N', 'all')
  .option('--profile <view>', 'profile shown: broad (traits, no habits), detailed (the habit sentences: an ablation), none', 'broad')
  .option('--no-profile', 'leave the profile out of the prompt (PTBench "w/o basic"; same as --profile none)')
  .option('--tools <offer>', TOOLS_FLAG_HELP, DEFAULT_TOOLS_FLAG)
  .option('--limit <n>', 'only the first N cases', positiveInt)
  .addOption(
    new Option('--dialogue-mode <mode>', 'gold: every dialogue turn, after the gold\'s earlier turns (what score expects); carry: opening turns only').choices(['carry', 'gold']).default('gold'),
  )
  .option('--with-gold', 'add each turn\'s gold calls ("gold"): the answers, for training data or an oracle check', false)
  .requiredOption('--out <file>', 'the JSONL file to write')
  .parse()
  .opts<{ suite: string; format: string; history: string; profile: boolean | string; tools: string; limit?: number; dialogueMode: 'carry' | 'gold'; withGold: boolean; out: string }>()

const prompt = orFail(() => parsePromptFlags(opts))
const suite = orFail(() => readSuite(opts.suite))
const cases = opts.limit ? suite.cases.slice(0, opts.limit) : suite.cases
const out = resolve(opts.out)
mkdirSync(dirname(out), { recursive: true })

// Streamed line by line (a suite's prompts run to hundreds of megabytes), then renamed into place.
const temporary = `${out}.${process.pid}.tmp`
const fd = openSync(temporary, 'w')
let turns = 0
const { lines } = await collectPrompts({
  suite: { users: suite.users, cases },
  prompt,
  dialogueMode: opts.dialogueMode,
  withGold: opts.withGold,
  onLine(line) {
    if (line.turn > 0) turns++
    writeSync(fd, `${JSON.stringify(line)}\n`)
  },
})
closeSync(fd)
renameSync(temporary, out)
const dialogues = cases.filter((c) => c.followUps).length
console.log(
  `wrote ${lines} prompts (${cases.length} cases${turns ? ` and ${turns} later dialogue turns` : ''}) to ${out}` +
    (opts.dialogueMode === 'carry' && dialogues ? `; carry mode: only the opening turn of each of the ${dialogues} dialogues (later turns depend on the model's own calls)` : ''),
)
console.log(`answer each as {"case", "turn", "output": <the model's text or tool calls as text>} (or "calls"), then: npm run score -- --pred FILE --gold ${opts.suite}`)
