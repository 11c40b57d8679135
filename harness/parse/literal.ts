import { MAX_NESTING_DEPTH } from './parsed.ts'

/** `name(a, k=v)` inside a literal: PTBench and app_func answers are calls, not data. */
export class CallNode {
  constructor(
    readonly name: string,
    readonly positional: readonly unknown[],
    readonly named: Readonly<Record<string, unknown>>,
  ) {}
}

/** `{a, b}`: a Python set; app_func answers wrap their calls in one. */
export class SetNode {
  constructor(readonly items: readonly unknown[]) {}
}

export type LiteralResult = { ok: true; value: unknown; end: number } | { ok: false; reason: string; at: number }

class Malformed {
  constructor(
    readonly reason: string,
    readonly at: number,
  ) {}
}

const CONSTANTS: Record<string, unknown> = { true: true, True: true, false: false, False: false, null: null, None: null }
/** Curly quotes pair up like straight ones: copy-pasted answers carry them around keys and values. */
const CLOSING_QUOTE: Record<string, string> = { '"': '"', "'": "'", '\u201c': '\u201d', '\u2018': '\u2019' }
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', '0': '\0', '/': '/', '\\': '\\', '"': '"', "'": "'" }
const IDENTIFIER = /[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}_$][\p{L}\p{N}_$]*)*/uy
const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y
const WHITESPACE = /[\s\u00a0\u3000]*/y

/**
 * One JSON or Python literal starting at `start`, extended with call expressions and sets.
 * Lenient where models are (single quotes, True/None, trailing commas, bare keys), strict elsewhere.
 * The failure offset is how far the parser got, so a scanner can resume there (linear overall).
 */
export function parseLiteral(text: string, start = 0): LiteralResult {
  let pos = start
  let depth = 0
  const fail = (reason: string): never => {
    throw new Malformed(reason, pos)
  }
  const skipSpace = () => {
    WHITESPACE.lastIndex = pos
    WHITESPACE.exec(text)
    pos = WHITESPACE.lastIndex
  }
  const match = (pattern: RegExp): string | undefined => {
    pattern.lastIndex = pos
    const m = pattern.exec(text)
    if (!m) return undefined
    pos += m[0].length
    return m[0]
  }
  const expect = (char: string) => {
    skipSpace()
    if (text[pos] !== char) fail(pos >= text.length ? `unexpected end of input, expected "${char}"` : `expected "${char}" but found "${text[pos]}"`)
    pos++
  }

  const string = (): string => {
    const close = CLOSING_QUOTE[text[pos]!]!
    const opened = pos
    pos++
    let out = ''
    while (pos < text.length && text[pos] !== close) {
      const ch = text[pos]!
      if (ch !== '\\') {
        out += ch
        pos++
        continue
      }
      const next = text[pos + 1]
      const hex = next === 'u' ? 4 : next === 'x' ? 2 : 0
      const digits = text.slice(pos + 2, pos + 2 + hex)
      if (hex && /^[0-9a-fA-F]+$/.test(digits) && digits.length === hex) {
        out += String.fromCharCode(parseInt(digits, 16))
        pos += 2 + hex
      } else if (next !== undefined && next in ESCAPES) {
        out += ESCAPES[next]
        pos += 2
      } else {
        // Python keeps an unknown escape as written
        out += next === undefined ? '\\' : `\\${next}`
        pos += 2
      }
    }
    if (pos >= text.length) {
      pos = text.length
      fail(`unterminated string opened at offset ${opened}`)
    }
    pos++
    return out
  }

  /** Items up to `close`, separated by commas, a trailing comma allowed. */
  const sequence = (close: string, item: () => void) => {
    for (;;) {
      skipSpace()
      if (text[pos] === close) break
      item()
      skipSpace()
      if (text[pos] === ',') pos++
      else if (text[pos] !== close) fail(pos >= text.length ? `unexpected end of input, expected "${close}"` : `expected "," or "${close}" but found "${text[pos]}"`)
    }
    pos++
  }

  const key = (): string => {
    skipSpace()
    const ch = text[pos]
    if (ch !== undefined && ch in CLOSING_QUOTE) return string()
    const word = match(IDENTIFIER) ?? match(NUMBER)
    return word ?? fail(pos >= text.length ? 'unexpected end of input, expected a key' : `expected a key but found "${ch}"`)
  }

  const callArguments = (name: string): CallNode => {
    const positional: unknown[] = []
    const named: [string, unknown][] = []
    pos++ // "("
    sequence(')', () => {
      const save = pos
      IDENTIFIER.lastIndex = pos
      const word = IDENTIFIER.exec(text)?.[0]
      if (word && !word.includes('.')) {
        pos += word.length
        skipSpace()
        if (text[pos] === '=' || text[pos] === ':') {
          pos++
          named.push([word, value()])
          return
        }
      }
      pos = save
      positional.push(value())
    })
    return new CallNode(name, positional, Object.fromEntries(named))
  }

  const braces = (): unknown => {
    pos++ // "{"
    skipSpace()
    if (text[pos] === '}') {
      pos++
      return {}
    }
    // A dict if the first item is followed by ":", else a set
    const save = pos
    let isDict = false
    try {
      key()
      skipSpace()
      isDict = text[pos] === ':'
    } catch (e) {
      if (!(e instanceof Malformed)) throw e
    }
    pos = save
    if (!isDict) {
      const items: unknown[] = []
      sequence('}', () => items.push(value()))
      return new SetNode(items)
    }
    const entries: [string, unknown][] = []
    sequence('}', () => {
      const k = key()
      expect(':')
      entries.push([k, value()])
    })
    return Object.fromEntries(entries)
  }

  const value = (): unknown => {
    skipSpace()
    if (pos >= text.length) fail('unexpected end of input, expected a value')
    const ch = text[pos]!
    if (ch in CLOSING_QUOTE) return string()
    if (ch === '{' || ch === '[' || ch === '(') {
      if (++depth > MAX_NESTING_DEPTH) fail(`nesting deeper than ${MAX_NESTING_DEPTH}`)
      let out: unknown
      if (ch === '{') out = braces()
      else {
        const items: unknown[] = []
        pos++
        sequence(ch === '[' ? ']' : ')', () => items.push(value()))
        out = items
      }
      depth--
      return out
    }
    const number = match(NUMBER)
    if (number !== undefined) return Number(number)
    const word = match(IDENTIFIER)
    if (word === undefined) return fail(`unexpected "${ch}"`)
    if (word in CONSTANTS) return CONSTANTS[word]
    skipSpace()
    if (text[pos] !== '(') {
      pos -= word.length
      return fail(`unquoted word "${word}"`)
    }
    if (++depth > MAX_NESTING_DEPTH) fail(`nesting deeper than ${MAX_NESTING_DEPTH}`)
    const call = callArguments(word)
    depth--
    return call
  }

  try {
    return { ok: true, value: value(), end: pos }
  } catch (e) {
    if (e instanceof Malformed) return { ok: false, reason: e.reason, at: Math.max(e.at, start + 1) }
    throw e
  }
}
