import { spawn } from 'node:child_process'

/** Starts `npm run serve` on a free port in a child process (so the load generator has its own core). */
export async function startServerProcess(extraArgs: readonly string[] = [], nodeArgs: readonly string[] = []): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'harness/cli/serve.ts', '--port', '0', ...extraArgs], { stdio: ['ignore', 'pipe', 'inherit'] })
  const url = await new Promise<string>((resolve, reject) => {
    let seen = ''
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString()
      const m = /at (http:\/\/\S+)/.exec(seen)
      if (m) resolve(m[1]!)
    })
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)))
  })
  return { url, stop: () => child.kill('SIGTERM') }
}
