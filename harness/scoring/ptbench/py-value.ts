/**
 * Python values as PTBench's scorer sees them. Its `include()` branches on the Python type (bool before
 * int, int apart from float), so the type travels with the value; ints are exact (bigint) as in Python.
 */
export type PyValue =
  | { t: 'none' }
  | { t: 'ellipsis' }
  | { t: 'bool'; v: boolean }
  | { t: 'int'; v: bigint }
  | { t: 'float'; v: number }
  | { t: 'complex'; re: number; im: number }
  | { t: 'str'; v: string }
  /** Bytes as a string of code units 0-255. */
  | { t: 'bytes'; v: string }
  | { t: 'list'; items: PyValue[] }
  | { t: 'tuple'; items: PyValue[] }
  /** Insertion order, as a Python dict keeps it. */
  | { t: 'dict'; entries: [PyValue, PyValue][] }

/** A Python exception inside PTBench's scorer: its `try` turns the sample into a format failure. */
export class PyError extends Error {}

export const NONE: PyValue = { t: 'none' }
export const pyStr = (v: string): PyValue => ({ t: 'str', v })
export const pyBool = (v: boolean): PyValue => ({ t: 'bool', v })
export const pyInt = (v: bigint): PyValue => ({ t: 'int', v })

/** What `json.load` makes of a JSON value (an integral number is an int: int and float compare equal anyway). */
export function fromJson(value: unknown): PyValue {
  if (value === null || value === undefined) return NONE
  if (typeof value === 'boolean') return pyBool(value)
  if (typeof value === 'number') return Number.isSafeInteger(value) ? pyInt(BigInt(value)) : { t: 'float', v: value }
  if (typeof value === 'string') return pyStr(value)
  if (Array.isArray(value)) return { t: 'list', items: value.map(fromJson) }
  return { t: 'dict', entries: Object.entries(value as Record<string, unknown>).map(([k, v]) => [pyStr(k), fromJson(v)]) }
}

/** Plain JSON for reports: tuples become lists, bytes and non-string dict keys become text. */
export function toJson(value: PyValue): unknown {
  switch (value.t) {
    case 'none':
      return null
    case 'ellipsis':
      return '...'
    case 'bool':
    case 'str':
    case 'bytes':
    case 'float':
      return value.v
    case 'int':
      return Number(value.v)
    case 'complex':
      return `${value.re}+${value.im}j`
    case 'list':
    case 'tuple':
      return value.items.map(toJson)
    case 'dict':
      return Object.fromEntries(value.entries.map(([k, v]) => [k.t === 'str' ? k.v : pyTypeName(k) === 'NoneType' ? 'None' : String(toJson(k)), toJson(v)]))
  }
}

export function pyTypeName(value: PyValue): string {
  return value.t === 'none' ? 'NoneType' : value.t === 'ellipsis' ? 'ellipsis' : value.t
}

const isNumber = (v: PyValue): v is Extract<PyValue, { t: 'bool' | 'int' | 'float' | 'complex' }> => v.t === 'bool' || v.t === 'int' || v.t === 'float' || v.t === 'complex'

/** An int or bool as a bigint, for exact comparison with integral floats. */
const integral = (v: PyValue): bigint | undefined => (v.t === 'int' ? v.v : v.t === 'bool' ? (v.v ? 1n : 0n) : undefined)

export const toNumber = (v: PyValue): number => (v.t === 'int' ? Number(v.v) : v.t === 'bool' ? Number(v.v) : v.t === 'float' ? v.v : NaN)

function numbersEqual(a: PyValue, b: PyValue): boolean {
  if (a.t === 'complex' || b.t === 'complex') {
    const [ar, ai] = a.t === 'complex' ? [a.re, a.im] : [toNumber(a), 0]
    const [br, bi] = b.t === 'complex' ? [b.re, b.im] : [toNumber(b), 0]
    return ar === br && ai === bi
  }
  const ai = integral(a)
  const bi = integral(b)
  if (ai !== undefined && bi !== undefined) return ai === bi
  // int against float: exact, as Python compares them (no rounding of a large int)
  const [i, f] = ai !== undefined ? [ai, toNumber(b)] : bi !== undefined ? [bi, toNumber(a)] : [undefined, NaN]
  if (i !== undefined) return Number.isInteger(f) && BigInt(f) === i
  return toNumber(a) === toNumber(b)
}

/** Python's `==` on these types. */
export function pyEquals(a: PyValue, b: PyValue): boolean {
  if (isNumber(a) && isNumber(b)) return numbersEqual(a, b)
  if (a.t !== b.t) return false
  switch (a.t) {
    case 'none':
    case 'ellipsis':
      return true
    case 'str':
    case 'bytes':
      return a.v === (b as typeof a).v
    case 'list':
    case 'tuple': {
      const other = (b as typeof a).items
      return a.items.length === other.length && a.items.every((x, i) => pyEquals(x, other[i]!))
    }
    case 'dict': {
      const other = (b as typeof a).entries
      return a.entries.length === other.length && a.entries.every(([k, v]) => other.some(([k2, v2]) => pyEquals(k, k2) && pyEquals(v, v2)))
    }
    default:
      return false
  }
}

export const isHashable = (v: PyValue): boolean => (v.t === 'list' || v.t === 'dict' ? false : v.t === 'tuple' ? v.items.every(isHashable) : true)

/** `for i in value`: the items, or a TypeError. */
export function pyIter(value: PyValue): PyValue[] {
  switch (value.t) {
    case 'list':
    case 'tuple':
      return value.items
    case 'str':
      return [...value.v].map(pyStr)
    case 'bytes':
      return [...value.v].map((c) => pyInt(BigInt(c.charCodeAt(0))))
    case 'dict':
      return value.entries.map(([k]) => k)
    default:
      throw new PyError(`TypeError: '${pyTypeName(value)}' object is not iterable`)
  }
}

/** `x in container`, with Python's errors for containers that cannot hold x. */
export function pyIn(x: PyValue, container: PyValue): boolean {
  switch (container.t) {
    case 'list':
    case 'tuple':
      return container.items.some((item) => pyEquals(x, item))
    case 'str':
      if (x.t !== 'str') throw new PyError(`TypeError: 'in <string>' requires string as left operand, not ${pyTypeName(x)}`)
      return container.v.includes(x.v)
    case 'dict':
      if (!isHashable(x)) throw new PyError(`TypeError: unhashable type: '${pyTypeName(x)}'`)
      return container.entries.some(([k]) => pyEquals(x, k))
    case 'bytes':
      if (x.t === 'bytes') return container.v.includes(x.v)
      if (x.t === 'int') return [...container.v].some((c) => BigInt(c.charCodeAt(0)) === x.v)
      throw new PyError(`TypeError: a bytes-like object is required, not '${pyTypeName(x)}'`)
    default:
      throw new PyError(`TypeError: argument of type '${pyTypeName(container)}' is not iterable`)
  }
}

/** `len(value)`. */
export function pyLen(value: PyValue): number {
  if (value.t === 'list' || value.t === 'tuple') return value.items.length
  if (value.t === 'dict') return value.entries.length
  if (value.t === 'str') return [...value.v].length
  if (value.t === 'bytes') return value.v.length
  throw new PyError(`TypeError: object of type '${pyTypeName(value)}' has no len()`)
}
