import { InvalidArgumentError } from 'commander'

/** A commander parser for a whole number from 1 to 10,000 (users, weeks, anchors, trials...). */
export const positiveInt = (v: string): number => {
  const n = Number(v)
  if (!Number.isInteger(n) || n < 1 || n > 10_000) throw new InvalidArgumentError('an integer from 1 to 10000')
  return n
}
