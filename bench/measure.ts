/** Small timing helpers for the benchmark script (wall clock is fine here: bench is not the world). */

export interface Rate {
  ops: number
  seconds: number
  perSecond: number
  microsPerOp: number
}

/** Runs `fn` repeatedly for about `budgetMs` (after a warm-up) and reports the rate. */
export function rate(fn: (i: number) => void, budgetMs = 300, warmup = 200): Rate {
  for (let i = 0; i < warmup; i++) fn(i)
  let ops = 0
  const start = performance.now()
  let elapsed = 0
  while (elapsed < budgetMs) {
    for (let k = 0; k < 256; k++) fn(ops++)
    elapsed = performance.now() - start
  }
  return { ops, seconds: elapsed / 1000, perSecond: ops / (elapsed / 1000), microsPerOp: (elapsed * 1000) / ops }
}

/** Median of `samples` timings of one call of `fn`, in microseconds. */
export function medianMicros(fn: () => void, samples = 2001): number {
  const times: number[] = []
  for (let i = 0; i < samples; i++) {
    const t = performance.now()
    fn()
    times.push((performance.now() - t) * 1000)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]!
}

export const fmt = (n: number, digits = 0): string => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })

export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))]
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)))
  const line = (r: string[]) => '| ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ') + ' |'
  return [line(cells[0]!), '|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|', ...cells.slice(1).map(line)].join('\n')
}
