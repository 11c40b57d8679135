import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AppError, fromIso, fromLocal, localParts, parseDay, parseWhen, toDisplay, toIso } from '../apps/kit/index.ts'

const now = fromLocal(2026, 3, 2, 8, 0) // Monday 08:00 CST

describe('virtual time', () => {
  it('formats in China Standard Time', () => {
    expect(toIso(now)).toBe('2026-03-02T08:00:00+08:00')
    expect(toDisplay(now)).toBe('2026-03-02 08:00')
    expect(now).toBe(Date.parse('2026-03-02T00:00:00Z'))
  })

  it('reads the forms benchmarks and models write', () => {
    const at = (t: string) => toIso(parseWhen(t, now, 'pickupTime'))
    expect(at('2026-03-05T18:30:00+08:00')).toBe('2026-03-05T18:30:00+08:00')
    expect(at('2026-03-05T10:30:00Z')).toBe('2026-03-05T18:30:00+08:00')
    expect(at('2026-03-05 18:30')).toBe('2026-03-05T18:30:00+08:00')
    expect(at('2026-3-5')).toBe('2026-03-05T00:00:00+08:00')
    expect(at('03-05 09:15')).toBe('2026-03-05T09:15:00+08:00')
    expect(at('09:15')).toBe('2026-03-02T09:15:00+08:00')
    expect(at('07:15')).toBe('2026-03-03T07:15:00+08:00') // already past today: tomorrow
    expect(at('01-10')).toBe('2027-01-10T00:00:00+08:00') // already past this year: next year
    expect(at('now')).toBe('2026-03-02T08:00:00+08:00')
    expect(parseDay('01-10', now, 'date')).toBe('2027-01-10') // a day to come, by default
    expect(parseDay('01-10', now, 'date', { past: true })).toBe('2026-01-10') // a log of what happened
    expect(parseDay('10-28', now, 'date', { past: true })).toBe('2025-10-28')
    expect(parseDay('Yesterday', now, 'date')).toBe('2026-03-01')
    expect(parseDay('tomorrow', now, 'date')).toBe('2026-03-03')
    expect(parseDay('2026-03-02 23:59', now, 'date')).toBe('2026-03-02')
  })

  it('answers a 400 naming the parameter for anything else', () => {
    for (const bad of ['tomorrow', '2026-02-30', '25:00', '2026-13-01 10:00', '', 'next friday 8pm']) {
      try {
        parseWhen(bad, now, 'pickupTime')
        expect.fail(`accepted ${bad}`)
      } catch (error) {
        expect(error).toBeInstanceOf(AppError)
        expect((error as AppError).toBody()).toMatchObject({ code: 'invalid_arguments', issues: [{ path: 'pickupTime' }] })
      }
    }
  })

  it('is total: any string either parses or is a structured 400 (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          return Number.isFinite(parseWhen(text, now, 'when'))
        } catch (error) {
          return error instanceof AppError && error.code === 'invalid_arguments'
        }
      }),
    )
  })
})

describe('lookups by user text', () => {
  it('never reach Object.prototype', () => {
    for (const word of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(() => parseDay(word, now, 'date')).toThrow(AppError)
    }
  })
})

describe('localParts', () => {
  it('agrees with the Date object for any instant (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const d = new Date(ms + 8 * 3600_000)
        const p = localParts(ms)
        return (
          p.year === d.getUTCFullYear() && p.month === d.getUTCMonth() + 1 && p.day === d.getUTCDate() &&
          p.hour === d.getUTCHours() && p.minute === d.getUTCMinutes() && p.second === d.getUTCSeconds() && p.weekday === d.getUTCDay()
        )
      }),
      { numRuns: 2000 },
    )
  })
})

describe('fromIso', () => {
  it('reads what toIso writes, and any other ISO form via Date.parse (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) }), (ms) => {
        const whole = ms - (ms % 1000)
        return fromIso(toIso(whole)) === whole && fromIso(new Date(whole).toISOString()) === whole
      }),
    )
  })
})

describe('toIso', () => {
  it('gives the CST text of every instant, also when asked again for the one before (property)', () => {
    const viaDate = (ms: number) => `${new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`
    const instant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) }).map((ms) => ms - (ms % 1000))
    fc.assert(
      fc.property(fc.array(instant, { minLength: 1, maxLength: 6 }), fc.array(fc.nat(5)), (instants, order) => {
        // repeats and returns in any order: the remembered last answer must never leak into another instant
        const asked = [...instants, ...order.map((i) => instants[i % instants.length]!)]
        return asked.every((ms) => toIso(ms) === viaDate(ms))
      }),
    )
  })
})

describe('AppError', () => {
  it('is an Error carrying its code and body, made without a stack trace and leaving the limit as it was', () => {
    const limit = Error.stackTraceLimit
    const error = new AppError('conflict', 'Sold out', { suggestions: ['size M'] })
    expect(error).toBeInstanceOf(Error)
    expect(error.toBody()).toEqual({ code: 'conflict', message: 'Sold out', suggestions: ['size M'] })
    expect(error.stack).toBe('AppError: Sold out') // no frames
    expect(Error.stackTraceLimit).toBe(limit)
    expect(new Error('x').stack).toContain('time.test.ts')
  })
})
