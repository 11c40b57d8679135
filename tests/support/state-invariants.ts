/**
 * Invariants of a session's state (as `GET /v1/sessions/:id/state` returns it) that must hold after
 * any sequence of calls: nothing countable goes negative, a cancellation is final, id counters only
 * grow and every issued id is within its counter, and `writes` counts exactly the successful writes.
 */
export interface StateView {
  writes: number
  counters: Record<string, number>
  apps: Record<string, unknown>
}

// Coordinates may be negative in principle; every other number in the state is a count, price, stock or time.
const signed = new Set(['lat', 'lng'])
const terminal = new Set(['cancelled', 'refunded'])
const issuedId = /^([a-z]+)_(\d{4,})$/

export class InvariantTracker {
  /** Path of each cancelled (or refunded) record -> its status then. */
  readonly finished = new Map<string, string>()
  private last: StateView | undefined

  /** Checks `state` after a call; `wrote` says whether that call was a successful write. Returns the problems. */
  check(state: StateView, wrote: boolean): string[] {
    const problems: string[] = []
    const walk = (value: unknown, path: string[]): void => {
      if (value === null || typeof value !== 'object') return
      const record = value as Record<string, unknown>
      if (typeof record.status === 'string' && terminal.has(record.status)) this.finished.set(JSON.stringify(path), record.status)
      for (const [key, child] of Object.entries(record)) {
        const where = [...path, key].join('.')
        if (typeof child === 'number' && child < 0 && !signed.has(key)) problems.push(`negative apps.${where} = ${child}`)
        const id = issuedId.exec(key)
        const counter = id ? state.counters[id[1]!] : undefined
        if (counter !== undefined && Number(id![2]) > counter) problems.push(`apps.${where} is past counter ${id![1]}=${counter}`)
        walk(child, [...path, key])
      }
    }
    walk(state.apps, [])
    for (const [path, status] of this.finished) {
      const keys = JSON.parse(path) as string[]
      const now = keys.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], state.apps) as { status?: string } | undefined
      if (now?.status !== status) problems.push(`apps.${keys.join('.')} was ${status}, now ${now?.status ?? 'gone'}`)
    }
    if (this.last) {
      for (const [prefix, n] of Object.entries(this.last.counters)) {
        if ((state.counters[prefix] ?? -1) < n) problems.push(`counter ${prefix} went from ${n} to ${state.counters[prefix]}`)
      }
      const expected = this.last.writes + (wrote ? 1 : 0)
      if (state.writes !== expected) problems.push(`writes ${state.writes}, expected ${expected}`)
    }
    this.last = state
    return problems
  }
}
