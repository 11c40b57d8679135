import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli, type CliRun } from './support/cli.ts'

// Ordinary mistakes get one clear line on stderr and exit code 2: no stack trace, no output.

const dir = mkdtempSync(join(tmpdir(), 'cli-errors-'))
const missing = join(dir, 'missing')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const noModel = { OPENAI_MODEL: undefined, OPENAI_BASE_URL: undefined }

const MISTAKES: [string, string, string[], RegExp, Record<string, string | undefined>?][] = [
  ['eval --agent file without --predictions', 'eval', ['--agent', 'file'], /--agent file needs --predictions FILE/],
  ['eval --agent file with a missing predictions file', 'eval', ['--agent', 'file', '--predictions', `${missing}.jsonl`], /missing\.jsonl: no such predictions file/],
  ['eval --agent openai without a model', 'eval', ['--agent', 'openai'], /--model .*OPENAI_MODEL|OPENAI_MODEL.*--model/, noModel],
  ['eval on a missing suite', 'eval', ['--suite', missing], /missing is not a suite: no manifest\.json/],
  ['eval with an unknown format', 'eval', ['--format', 'yaml'], /--format must be one of openai, text, ptbench, toolspectrum/],
  ['eval with an unknown option', 'eval', ['--frsh'], /unknown option '--frsh' \(Did you mean --fresh\?\)/],
  ['suite-stats on a missing folder', 'suite-stats', [missing], /missing: no such folder \(a suite directory\)/],
  ['history-stats on a missing folder', 'history-stats', [missing], /missing: no such folder/],
  ['report on a missing folder', 'report', [missing], /missing: no such folder/],
  ['report on a folder that is not a run', 'report', [dir], /not a run directory \(it needs results\.jsonl and run\.json\)/],
  ['report --compare with one folder', 'report', ['--compare', dir], /--compare takes exactly two run directories/],
  ['score with a missing predictions file', 'score', ['--pred', `${missing}.jsonl`], /missing\.jsonl: no such predictions file/],
  ['score --ptbench with a missing data.json', 'score', ['--ptbench', `${missing}.json`, '--pred', `${missing}.jsonl`], /missing\.json: no such file \(PTBench's data\.json\)/],
  ['import-ptbench with a missing data.json', 'import-ptbench', ['--data', `${missing}.json`, '--out', join(dir, 'suite')], /missing\.json: no such file/],
  ['prompts on a missing suite', 'prompts', ['--suite', missing, '--out', join(dir, 'p.jsonl')], /missing is not a suite/],
  ['simulate in an unknown city', 'simulate', ['--city', 'atlantis', '--out', join(dir, 'sim')], /Unknown city "atlantis"; choose one of beijing, shanghai/],
  ['mcp for an unknown user', 'mcp', ['--user', 'nobody'], /No user "nobody".*; users in .*: u\d+/],
  ['serve --histories on a missing folder', 'serve', ['--histories', missing, '--port', '0'], /missing: no users\.jsonl there/],
  ['serve --suite on a missing folder', 'serve', ['--suite', missing, '--port', '0'], /serve: --suite .*missing: .*missing is not a suite: no manifest\.json/],
  ['serve on an address this machine does not have', 'serve', ['--host', '192.0.2.1', '--port', '0'], /cannot listen on 192\.0\.2\.1:0: 192\.0\.2\.1 is not an address of this machine/],
]

describe('each ordinary mistake answers in one line with exit code 2', () => {
  const runs = new Map<string, Promise<CliRun>>()
  // Started together: each is a child process, most of their time is start-up
  for (const [name, cli, args, , env] of MISTAKES) runs.set(name, runCli(cli, args, { cwd: dir, ...(env ? { env } : {}) }))

  it.each(MISTAKES.map(([name, , , pattern]) => [name, pattern] as const))('%s', { timeout: 180_000 }, async (name, pattern) => {
    const run = await runs.get(name)!
    expect(run.stderr).toMatch(pattern)
    expect(run.stderr.trim().split('\n'), run.stderr).toHaveLength(1)
    expect(run.stderr).not.toMatch(/\n\s+at /)
    expect(run.code).toBe(2)
  })
})

describe('serve on a busy port', () => {
  it('says the port is in use and how to pick another, in one line, exit 2', { timeout: 180_000 }, async () => {
    const { createServer } = await import('node:net')
    const busy = createServer()
    await new Promise<void>((done) => busy.listen(0, '127.0.0.1', done))
    const port = (busy.address() as { port: number }).port
    try {
      const run = await runCli('serve', ['--port', String(port)], { cwd: dir })
      expect(run.stderr).toMatch(new RegExp(`cannot listen on 127\\.0\\.0\\.1:${port}: port ${port} is in use \\(try --port ${port + 1}`))
      expect(run.stderr.trim().split('\n')).toHaveLength(1)
      expect(run.code).toBe(2)
    } finally {
      busy.close()
    }
  })
})
