import type { PyValue } from './py-value.ts'

// str.isprintable(): everything but these categories (the space excepted)
const NON_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u

const hex = (code: number, width: number) => code.toString(16).padStart(width, '0')

/** Python's repr() of a str: single quotes unless the text holds one and no double quote. */
export function strRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'"
  let out = quote
  for (const ch of text) {
    const code = ch.codePointAt(0)!
    if (ch === quote || ch === '\\') out += `\\${ch}`
    else if (ch === '\t') out += '\\t'
    else if (ch === '\n') out += '\\n'
    else if (ch === '\r') out += '\\r'
    else if (code < 0x20 || code === 0x7f) out += `\\x${hex(code, 2)}`
    else if (code < 0x7f || !NON_PRINTABLE.test(ch)) out += ch
    else out += code <= 0xff ? `\\x${hex(code, 2)}` : code <= 0xffff ? `\\u${hex(code, 4)}` : `\\U${hex(code, 8)}`
  }
  return out + quote
}

function bytesRepr(bytes: string): string {
  const quote = bytes.includes("'") && !bytes.includes('"') ? '"' : "'"
  let out = `b${quote}`
  for (const ch of bytes) {
    const code = ch.charCodeAt(0)
    if (ch === quote || ch === '\\') out += `\\${ch}`
    else if (ch === '\t') out += '\\t'
    else if (ch === '\n') out += '\\n'
    else if (ch === '\r') out += '\\r'
    else if (code < 0x20 || code >= 0x7f) out += `\\x${hex(code, 2)}`
    else out += ch
  }
  return out + quote
}

/**
 * Python's repr() of a float: the shortest digits that round-trip (the same digits JavaScript
 * finds), fixed notation while the decimal point sits between 10^-4 and 10^16, with ".0" when integral.
 */
export function floatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan'
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf'
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0'
  const sign = x < 0 ? '-' : ''
  const [mantissa, exponent] = Math.abs(x).toExponential().split('e') as [string, string]
  const digits = mantissa.replace('.', '')
  const exp = Number(exponent)
  const point = exp + 1
  if (point > 16 || point < -3) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits
    return `${sign}${m}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`
  }
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}.0`
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`
}

/** repr() of a constant, as `ast.unparse` writes it (infinity as 1e309, so the text parses back). */
export function constantRepr(value: PyValue): string {
  switch (value.t) {
    case 'none':
      return 'None'
    case 'ellipsis':
      return '...'
    case 'bool':
      return value.v ? 'True' : 'False'
    case 'int':
      return value.v.toString()
    case 'float':
      return floatRepr(value.v).replace('inf', '1e309')
    case 'complex': {
      const imag = `${floatRepr(value.im).replace(/\.0$/, '').replace('inf', '1e309')}j`
      return value.re === 0 && !Object.is(value.re, -0) ? imag : `(${floatRepr(value.re).replace(/\.0$/, '')}${value.im < 0 ? '' : '+'}${imag})`
    }
    case 'str':
      return strRepr(value.v)
    case 'bytes':
      return bytesRepr(value.v)
    default:
      return `<${value.t}>`
  }
}
