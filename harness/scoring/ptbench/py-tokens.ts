import { pyInt, type PyValue } from './py-value.ts'

/** What `ast.parse` would reject: PTBench's scorer counts the sample as a format failure. */
export class PySyntaxError extends Error {
  constructor(
    message: string,
    readonly at: number,
  ) {
    super(`${message} (offset ${at})`)
  }
}

export type Token =
  | { kind: 'name'; text: string; at: number }
  | { kind: 'keyword'; text: string; at: number }
  | { kind: 'number'; value: PyValue; at: number }
  | { kind: 'string'; value: string; bytes: boolean; fstring: boolean; source: string; at: number }
  | { kind: 'op'; text: string; at: number }
  | { kind: 'newline'; at: number }
  | { kind: 'end'; at: number }

export const KEYWORDS = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(' '),
)

const OPERATORS = ['**=', '//=', '>>=', '<<=', '...', '->', ':=', '**', '//', '<<', '>>', '<=', '>=', '==', '!=', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '@=', ...'+-*/%@&|^~<>()[]{},:.;=']
const NAME = /[\p{ID_Start}_][\p{ID_Continue}\u00b7\u0387\u1369-\u1371\u19da\u2118\u212e\u309b\u309c]*/uy
const NUMBER = /0[xX](?:_?[0-9a-fA-F])+|0[oO](?:_?[0-7])+|0[bB](?:_?[01])+|(?:(?:\d(?:_?\d)*)?\.\d(?:_?\d)*|\d(?:_?\d)*\.?)(?:[eE][+-]?\d(?:_?\d)*)?[jJ]?/y
const STRING_PREFIX = /^(?:[rR][bBfF]?|[bBfF][rR]?|[uU])$/
const SIMPLE_ESCAPES: Record<string, string> = { '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' }

function numberValue(text: string, at: number): PyValue {
  const clean = text.replace(/_/g, '')
  if (/^0[xXoObB]/.test(clean)) return pyInt(BigInt(clean.toLowerCase()))
  if (/[jJ]$/.test(clean)) return { t: 'complex', re: 0, im: Number(clean.slice(0, -1)) }
  if (/[.eE]/.test(clean)) return { t: 'float', v: Number(clean) }
  if (/^0+\d/.test(clean) && /[1-9]/.test(clean)) throw new PySyntaxError('leading zeros in decimal integer literals are not permitted', at)
  return pyInt(BigInt(clean))
}

/** The characters between the quotes, escapes decoded as Python does for str or bytes literals. */
function decodeString(body: string, raw: boolean, bytes: boolean, at: number): string {
  if (bytes && /[^\x00-\x7f]/.test(body)) throw new PySyntaxError('bytes can only contain ASCII literal characters', at)
  if (raw) return body
  let out = ''
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!
    if (ch !== '\\') {
      out += ch
      continue
    }
    const next = body[++i] ?? ''
    if (next === '\n') continue
    if (next === '\r') {
      if (body[i + 1] === '\n') i++
      continue
    }
    if (next in SIMPLE_ESCAPES) out += SIMPLE_ESCAPES[next]
    else if (/[0-7]/.test(next)) {
      const digits = /^[0-7]{1,3}/.exec(body.slice(i))![0]
      out += String.fromCodePoint(parseInt(digits, 8))
      i += digits.length - 1
    } else if (next === 'x' || (!bytes && (next === 'u' || next === 'U'))) {
      const width = next === 'x' ? 2 : next === 'u' ? 4 : 8
      const digits = body.slice(i + 1, i + 1 + width)
      if (!new RegExp(`^[0-9a-fA-F]{${width}}$`).test(digits)) throw new PySyntaxError(`truncated \\${next} escape`, at)
      const code = parseInt(digits, 16)
      if (code > 0x10ffff) throw new PySyntaxError('illegal Unicode character', at)
      out += String.fromCodePoint(code)
      i += width
    } else if (next === 'N' && !bytes) {
      // Unicode names need Python's name table: read as unparsable rather than guessed
      throw new PySyntaxError('\\N{...} escapes are not supported here', at)
    } else out += `\\${next}`
  }
  return out
}

/** Python's tokenizer, for one expression: whitespace and comments dropped, newlines kept only outside brackets. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let pos = 0
  let depth = 0
  const sticky = (re: RegExp) => {
    re.lastIndex = pos
    return re.exec(text)?.[0]
  }
  while (pos < text.length) {
    const ch = text[pos]!
    if (ch === ' ' || ch === '\t' || ch === '\f') {
      pos++
      continue
    }
    if (ch === '\n' || ch === '\r') {
      if (depth === 0) tokens.push({ kind: 'newline', at: pos })
      pos++
      continue
    }
    if (ch === '#') {
      while (pos < text.length && text[pos] !== '\n' && text[pos] !== '\r') pos++
      continue
    }
    if (ch === '\\') {
      if (text[pos + 1] === '\n') pos += 2
      else if (text[pos + 1] === '\r') pos += text[pos + 2] === '\n' ? 3 : 2
      else throw new PySyntaxError('unexpected character after line continuation character', pos)
      continue
    }
    const start = pos
    const word = sticky(NAME)
    const quoteAt = word ? pos + word.length : pos
    if ((text[quoteAt] === '"' || text[quoteAt] === "'") && (!word || STRING_PREFIX.test(word))) {
      tokens.push(readString(text, start, word ?? '', quoteAt, (end) => (pos = end)))
      continue
    }
    if (word) {
      const name = word.normalize('NFKC')
      tokens.push(KEYWORDS.has(name) ? { kind: 'keyword', text: name, at: start } : { kind: 'name', text: name, at: start })
      pos += word.length
      continue
    }
    const number = /[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(text[pos + 1] ?? '')) ? sticky(NUMBER) : undefined
    if (number) {
      tokens.push({ kind: 'number', value: numberValue(number, start), at: start })
      pos += number.length
      const after = sticky(NAME)
      if (after && !['and', 'else', 'for', 'if', 'in', 'is', 'not', 'or'].includes(after)) throw new PySyntaxError('invalid decimal literal', pos)
      continue
    }
    const op = OPERATORS.find((o) => text.startsWith(o, pos))
    if (!op) throw new PySyntaxError(`invalid character ${JSON.stringify(ch)}`, pos)
    if ('([{'.includes(op)) depth++
    if (')]}'.includes(op)) depth = Math.max(0, depth - 1)
    tokens.push({ kind: 'op', text: op, at: start })
    pos += op.length
  }
  tokens.push({ kind: 'end', at: text.length })
  return tokens
}

function readString(text: string, start: number, prefix: string, quoteAt: number, moveTo: (end: number) => void): Token {
  const lower = prefix.toLowerCase()
  const quote = text[quoteAt]!
  const triple = text.startsWith(quote.repeat(3), quoteAt)
  const close = triple ? quote.repeat(3) : quote
  let i = quoteAt + close.length
  const bodyStart = i
  for (;;) {
    if (i >= text.length) throw new PySyntaxError('unterminated string literal', start)
    if (text[i] === '\\') {
      i += 2
      continue
    }
    if (!triple && (text[i] === '\n' || text[i] === '\r')) throw new PySyntaxError('unterminated string literal', start)
    if (text.startsWith(close, i)) break
    i++
  }
  const body = text.slice(bodyStart, i)
  const end = i + close.length
  moveTo(end)
  const bytes = lower.includes('b')
  const fstring = lower.includes('f')
  return { kind: 'string', value: fstring ? body : decodeString(body, lower.includes('r'), bytes, start), bytes, fstring, source: text.slice(start, end), at: start }
}
