/** At most `limit` holders at once; the rest wait in arrival order. */
export interface Semaphore {
  run<T>(task: () => Promise<T>): Promise<T>
}

export function createSemaphore(limit: number): Semaphore {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`concurrency must be a positive integer, got ${limit}`)
  let active = 0
  const waiting: (() => void)[] = []
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else active--
  }
  return {
    async run(task) {
      if (active < limit) active++
      else await new Promise<void>((resolve) => waiting.push(resolve)) // the releaser hands its slot over
      try {
        return await task()
      } finally {
        release()
      }
    },
  }
}
