import type { BinaryOperator, PyNode, UnaryOperator } from './py-ast.ts'
import { unparse } from './py-unparse.ts'
import { isHashable, pyEquals, PyError, pyTypeName, toNumber, type PyValue } from './py-value.ts'

// A repetition or power this large would exhaust memory in Python too: read it as a failure.
const MAX_LENGTH = 1_000_000
const MAX_EXPONENT = 10_000n

const intOf = (v: PyValue): bigint | undefined => (v.t === 'int' ? v.v : v.t === 'bool' ? (v.v ? 1n : 0n) : undefined)
const isReal = (v: PyValue) => v.t === 'int' || v.t === 'bool' || v.t === 'float'
const typeError = (op: string, a: PyValue, b: PyValue) => new PyError(`TypeError: unsupported operand type(s) for ${op}: '${pyTypeName(a)}' and '${pyTypeName(b)}'`)
const zeroDivision = () => new PyError('ZeroDivisionError: division by zero')

export function truthy(v: PyValue): boolean {
  switch (v.t) {
    case 'none':
      return false
    case 'ellipsis':
      return true
    case 'bool':
      return v.v
    case 'int':
      return v.v !== 0n
    case 'float':
      return v.v !== 0
    case 'complex':
      return v.re !== 0 || v.im !== 0
    case 'str':
    case 'bytes':
      return v.v.length > 0
    case 'list':
    case 'tuple':
      return v.items.length > 0
    case 'dict':
      return v.entries.length > 0
  }
}

export function unaryOperation(op: UnaryOperator, v: PyValue): PyValue {
  if (op === 'not') return { t: 'bool', v: !truthy(v) }
  const i = intOf(v)
  if (op === '~') {
    if (i === undefined) throw new PyError(`TypeError: bad operand type for unary ~: '${pyTypeName(v)}'`)
    return { t: 'int', v: ~i }
  }
  if (i !== undefined) return { t: 'int', v: op === '-' ? -i : i }
  if (v.t === 'float') return { t: 'float', v: op === '-' ? -v.v : v.v }
  if (v.t === 'complex') return op === '-' ? { t: 'complex', re: -v.re, im: -v.im } : v
  throw new PyError(`TypeError: bad operand type for unary ${op}: '${pyTypeName(v)}'`)
}

const floorDiv = (a: bigint, b: bigint) => {
  const q = a / b
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q
}

/** Python's float `%` and `//` (float_divmod in CPython). */
function floatDivmod(x: number, y: number): [number, number] {
  if (y === 0) throw zeroDivision()
  let mod = x % y
  let div = (x - mod) / y
  if (mod) {
    if (y < 0 !== mod < 0) {
      mod += y
      div -= 1
    }
  } else mod = Math.sign(y) < 0 || Object.is(y, -0) ? -0 : 0
  let floor: number
  if (div) {
    floor = Math.floor(div)
    if (div - floor > 0.5) floor += 1
  } else floor = x / y < 0 || Object.is(x / y, -0) ? -0 : 0
  return [floor, mod]
}

function numeric(op: BinaryOperator, a: PyValue, b: PyValue): PyValue {
  const ai = intOf(a)
  const bi = intOf(b)
  if (ai !== undefined && bi !== undefined) {
    if ('&|^'.includes(op) && op.length === 1) {
      const v = op === '&' ? ai & bi : op === '|' ? ai | bi : ai ^ bi
      return a.t === 'bool' && b.t === 'bool' ? { t: 'bool', v: v === 1n } : { t: 'int', v }
    }
    switch (op) {
      case '+':
        return { t: 'int', v: ai + bi }
      case '-':
        return { t: 'int', v: ai - bi }
      case '*':
        return { t: 'int', v: ai * bi }
      case '/':
        if (bi === 0n) throw zeroDivision()
        return { t: 'float', v: Number(ai) / Number(bi) }
      case '//':
        if (bi === 0n) throw zeroDivision()
        return { t: 'int', v: floorDiv(ai, bi) }
      case '%': {
        if (bi === 0n) throw zeroDivision()
        const r = ai % bi
        return { t: 'int', v: r !== 0n && r < 0n !== bi < 0n ? r + bi : r }
      }
      case '**':
        if (bi < 0n) {
          if (ai === 0n) throw new PyError('ZeroDivisionError: 0.0 cannot be raised to a negative power')
          return { t: 'float', v: Number(ai) ** Number(bi) }
        }
        if (bi > MAX_EXPONENT) throw new PyError('the power is too large to evaluate here')
        return { t: 'int', v: ai ** bi }
      case '<<':
      case '>>':
        if (bi < 0n) throw new PyError('ValueError: negative shift count')
        if (op === '<<' && bi > MAX_EXPONENT) throw new PyError('the shift is too large to evaluate here')
        return { t: 'int', v: op === '<<' ? ai << bi : ai >> bi }
    }
  }
  if (!isReal(a) || !isReal(b) || !['+', '-', '*', '/', '//', '%', '**'].includes(op)) throw typeError(op, a, b)
  const x = toNumber(a)
  const y = toNumber(b)
  switch (op) {
    case '+':
      return { t: 'float', v: x + y }
    case '-':
      return { t: 'float', v: x - y }
    case '*':
      return { t: 'float', v: x * y }
    case '/':
      if (y === 0) throw zeroDivision()
      return { t: 'float', v: x / y }
    case '//':
      return { t: 'float', v: floatDivmod(x, y)[0] }
    case '%':
      return { t: 'float', v: floatDivmod(x, y)[1] }
    default:
      if (x === 0 && y < 0) throw new PyError('ZeroDivisionError: 0.0 cannot be raised to a negative power')
      // A negative base with a fractional power is complex in Python: not followed here
      if (x < 0 && !Number.isInteger(y)) throw new PyError('a complex power is not evaluated here')
      return { t: 'float', v: x ** y }
  }
}

function repeat(seq: PyValue, times: bigint): PyValue {
  const n = times < 0n ? 0 : Number(times)
  if (seq.t === 'str' || seq.t === 'bytes') {
    if (seq.v.length * n > MAX_LENGTH) throw new PyError('the repetition is too long to evaluate here')
    return { t: seq.t, v: seq.v.repeat(n) }
  }
  if (seq.t !== 'list' && seq.t !== 'tuple') throw new PyError(`TypeError: can't multiply sequence by non-int`)
  if (seq.items.length * n > MAX_LENGTH) throw new PyError('the repetition is too long to evaluate here')
  return { t: seq.t, items: Array.from({ length: n }, () => seq.items).flat() }
}

export function binaryOperation(op: BinaryOperator, a: PyValue, b: PyValue): PyValue {
  const numbers = (x: PyValue) => x.t === 'int' || x.t === 'bool' || x.t === 'float'
  if (numbers(a) && numbers(b)) return numeric(op, a, b)
  if (a.t === 'complex' || b.t === 'complex') throw new PyError('complex arithmetic is not evaluated here')
  const sequences = ['str', 'bytes', 'list', 'tuple']
  if (op === '+' && sequences.includes(a.t) && a.t === b.t) {
    if (a.t === 'str' || a.t === 'bytes') return { t: a.t, v: a.v + (b as typeof a).v }
    const items = [...(a as { items: PyValue[] }).items, ...(b as { items: PyValue[] }).items]
    return { t: a.t as 'list' | 'tuple', items }
  }
  if (op === '*') {
    const ai = intOf(a)
    const bi = intOf(b)
    if (sequences.includes(a.t) && bi !== undefined) return repeat(a, bi)
    if (sequences.includes(b.t) && ai !== undefined) return repeat(b, ai)
  }
  if (op === '%' && (a.t === 'str' || a.t === 'bytes')) throw new PyError('printf-style formatting is not evaluated here')
  if (op === '|' && a.t === 'dict' && b.t === 'dict') {
    const entries = [...a.entries]
    for (const [k, v] of b.entries) {
      const at = entries.findIndex(([k2]) => pyEquals(k, k2))
      if (at >= 0) entries[at] = [entries[at]![0], v]
      else entries.push([k, v])
    }
    return { t: 'dict', entries }
  }
  throw typeError(op, a, b)
}

/**
 * `eval(ast.unparse(node))` as PTBench does for a binary operation: arithmetic on literals with
 * Python's semantics. A name or a call inside would be looked up in PTBench's module; here it is a failure.
 */
export function evaluateLiteral(node: PyNode): PyValue {
  switch (node.type) {
    case 'Constant':
      return node.value
    case 'List':
    case 'Tuple':
      return { t: node.type === 'List' ? 'list' : 'tuple', items: node.elts.map(evaluateLiteral) }
    case 'Dict': {
      const entries: [PyValue, PyValue][] = []
      node.keys.forEach((k, i) => {
        if (k === null) throw new PyError(`${unparse(node)}: dict unpacking is not evaluated here`)
        const key = evaluateLiteral(k)
        if (!isHashable(key)) throw new PyError(`TypeError: unhashable type: '${pyTypeName(key)}'`)
        const value = evaluateLiteral(node.values[i]!)
        const at = entries.findIndex(([k2]) => pyEquals(key, k2))
        if (at >= 0) entries[at] = [entries[at]![0], value]
        else entries.push([key, value])
      })
      return { t: 'dict', entries }
    }
    case 'UnaryOp':
      return unaryOperation(node.op, evaluateLiteral(node.operand))
    case 'BinOp':
      return binaryOperation(node.op, evaluateLiteral(node.left), evaluateLiteral(node.right))
    default:
      throw new PyError(`${unparse(node)} would be looked up or run by Python's eval: not evaluated here`)
  }
}
