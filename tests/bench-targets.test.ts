import { describe, expect, it } from 'vitest'
import { formatTarget, meets, NO_TARGET, retired, targetCells, type Target } from '../bench/targets.ts'
import { table } from '../bench/measure.ts'

const rate: Target = { op: '≥', limit: 20_000, unit: 'calls/s' }
const median: Target = { label: 'median', op: '≤', limit: 20, unit: 'µs' }
const p90: Target = { label: 'p90', op: '≤', limit: 100, unit: 'µs' }

describe('bench targets', () => {
  it('formats a target with its comparison, limit and unit', () => {
    expect(formatTarget(rate)).toBe('≥ 20,000 calls/s')
    expect(formatTarget(median)).toBe('median ≤ 20 µs')
    expect(formatTarget({ op: '<', limit: 0.5, unit: 'KB' })).toBe('< 0.5 KB')
    expect(formatTarget({ label: 'errors', op: '=', limit: 0, unit: '' })).toBe('errors = 0')
  })

  it('compares strictly or not, as the target says', () => {
    expect(meets('<', 50, 50)).toBe(false)
    expect(meets('≤', 20, 20)).toBe(true)
    expect(meets('≥', 20_000, 20_000)).toBe(true)
    expect(meets('>', 20_000, 20_000)).toBe(false)
    expect(meets('=', 0, 0)).toBe(true)
    expect(meets('=', 1, 0)).toBe(false)
  })

  it('says yes or no for a row with one target', () => {
    expect(targetCells([{ target: rate, value: 25_000 }])).toEqual(['≥ 20,000 calls/s', 'yes'])
    expect(targetCells([{ target: rate, value: 19_999 }])).toEqual(['≥ 20,000 calls/s', 'no'])
  })

  it('joins several targets and names the ones missed', () => {
    expect(targetCells([{ target: median, value: 12 }, { target: p90, value: 80 }])).toEqual(['median ≤ 20 µs, p90 ≤ 100 µs', 'yes'])
    expect(targetCells([{ target: median, value: 12 }, { target: p90, value: 180 }])).toEqual(['median ≤ 20 µs, p90 ≤ 100 µs', 'no (p90)'])
    expect(targetCells([{ target: median, value: 46 }, { target: p90, value: 259 }])).toEqual(['median ≤ 20 µs, p90 ≤ 100 µs', 'no (median, p90)'])
  })

  it('prints rows without a figure, without a target, and with a retired one', () => {
    expect(targetCells([{ target: rate, value: undefined }])).toEqual(['≥ 20,000 calls/s', 'not measured'])
    expect(targetCells([])).toEqual(['-', '-'])
    expect(NO_TARGET).toEqual(['-', '-'])
    expect(retired('a user never waits on it')).toEqual(['retired: a user never waits on it', '-'])
  })

  it('fills the target and met columns of a table', () => {
    const out = table(['tool', 'calls/s', 'target', 'met'], [['temu.buyProduct', '31,000', ...targetCells([{ target: rate, value: 31_000 }])]])
    expect(out.split('\n')[2]).toBe('| temu.buyProduct |  31,000 | ≥ 20,000 calls/s | yes |')
  })
})

describe('bench case order and cut-offs', () => {
  it('strides through every case once before repeating', async () => {
    const { strideOf } = await import('../bench/case-order.ts')
    for (const n of [1, 2, 10, 2399, 2400]) {
      const step = strideOf(n)
      expect(new Set(Array.from({ length: n }, (_, i) => (i * step) % n)).size).toBe(n)
    }
  })

  it('takes cut-offs around 400, never 400 itself, within the history', async () => {
    const { cutoffsAround } = await import('../bench/sessions-http.ts')
    expect(cutoffsAround(4, 559)).toEqual([399, 401, 398, 402])
    expect(cutoffsAround(4, 401)).toEqual([399, 401, 398, 397])
    expect(cutoffsAround(200, 559)).not.toContain(400)
  })
})
