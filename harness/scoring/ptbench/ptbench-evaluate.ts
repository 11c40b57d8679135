import type { PtbenchAnswer } from './ptbench-answer.ts'
import { fromJson, pyBool, pyEquals, PyError, pyIn, pyIter, pyStr, pyTypeName, toNumber, type PyValue } from './py-value.ts'

/** `value.lower()`: only text has it. */
function lower(value: PyValue): PyValue {
  if (value.t === 'str') return pyStr(value.v.toLowerCase())
  if (value.t === 'bytes') return { t: 'bytes', v: value.v.replace(/[A-Z]/g, (c) => c.toLowerCase()) }
  throw new PyError(`AttributeError: '${pyTypeName(value)}' object has no attribute 'lower'`)
}

const uniq = (items: PyValue[]) => items.filter((x, i) => items.findIndex((y) => pyEquals(x, y)) === i)
const sameSet = (a: PyValue[], b: PyValue[]) => a.every((x) => b.some((y) => pyEquals(x, y))) && b.every((y) => a.some((x) => pyEquals(x, y)))

/** `y[0]`. */
function first(y: PyValue): PyValue {
  if (y.t === 'list' || y.t === 'tuple' || y.t === 'str' || y.t === 'bytes') {
    const items = pyIter(y)
    if (!items.length) throw new PyError('IndexError: the list of acceptable values is empty')
    return items[0]!
  }
  if (y.t === 'dict') {
    const hit = y.entries.find(([k]) => pyEquals(k, { t: 'int', v: 0n }))
    if (!hit) throw new PyError('KeyError: 0')
    return hit[1]
  }
  throw new PyError(`TypeError: '${pyTypeName(y)}' object is not subscriptable`)
}

/** Python's comparison of an int with `z ± 0.01`, exactly (no rounding of a large int). */
function compareIntToFloat(x: bigint, f: number): number {
  if (Number.isNaN(f)) return NaN
  if (!Number.isFinite(f)) return f > 0 ? -1 : 1
  const floor = Math.floor(f)
  const b = BigInt(floor)
  return x < b ? -1 : x > b ? 1 : f === floor ? 0 : -1
}

function plusMinus(z: PyValue, delta: number): number {
  if (z.t === 'int' || z.t === 'bool' || z.t === 'float') return toNumber(z) + delta
  throw new PyError(`TypeError: unsupported operand type(s) for +: '${pyTypeName(z)}' and 'float'`)
}

/**
 * PTBench's `include(x, y)`: is the predicted value x among the gold's acceptable values y?
 * 'true'/'false' as text are booleans; text compares case-folded; a list compares as a case-folded
 * set; an int within 0.01 of the first acceptable value; anything else by Python equality. Where
 * Python would raise (text against a number, an empty list), this throws: the sample fails to score.
 */
export function include(x: PyValue, y: PyValue): boolean {
  if (x.t === 'str' && (x.v === 'true' || x.v === 'false')) return pyIn(pyBool(x.v === 'true'), y)
  if (x.t === 'bool') return pyIn(x, y)
  if (x.t === 'str') {
    const folded = pyIter(y).map(lower)
    return pyIn(pyStr(x.v.toLowerCase()), { t: 'list', items: folded })
  }
  if (x.t === 'list') {
    const predicted = uniq(x.items.map(lower))
    const accepted = pyIter(y).map((j) => uniq(pyIter(j).map(lower)))
    return accepted.some((set) => sameSet(set, predicted))
  }
  if (x.t === 'int') {
    const z = first(y)
    if (compareIntToFloat(x.v, plusMinus(z, 0.01)) > 0) return false
    return compareIntToFloat(x.v, plusMinus(z, -0.01)) >= 0
  }
  return pyIn(x, y)
}

/** The figures PTBench's `evaluate` returns for one readable sample. */
export interface PtbenchVerdict {
  overall: 0 | 1
  platform: 0 | 1
  toolNames: 0 | 1
  paramNames: 0 | 1
  paramValues: 0 | 1
  queryCorrect: number
  profileCorrect: number
}

/** `d[key]` on a Python dict. */
function item(d: PyValue, key: PyValue): PyValue {
  if (d.t !== 'dict') throw new PyError(`TypeError: '${pyTypeName(d)}' object is not subscriptable`)
  const hit = d.entries.find(([k]) => pyEquals(k, key))
  if (!hit) throw new PyError('KeyError')
  return hit[1]
}
const keysOf = (d: PyValue): PyValue[] => {
  if (d.t !== 'dict') throw new PyError(`AttributeError: '${pyTypeName(d)}' object has no attribute 'keys'`)
  return d.entries.map(([k]) => k)
}
const firstKey = (d: PyValue): PyValue => {
  const keys = keysOf(d)
  if (!keys.length) throw new PyError('IndexError: a gold function with no name')
  return keys[0]!
}
const indexOf = (list: PyValue[], x: PyValue) => list.findIndex((y) => pyEquals(x, y))

/**
 * PTBench's `evaluate(real, predict, params)`, step by step: every column on its own (a wrong
 * platform keeps tool and parameter credit), predicted calls checked against the gold and the gold
 * against the predicted calls, the first call of a name standing for all calls of that name.
 * `real`, `queryParams` and `profileParams` are the sample's JSON as `json.load` gives it.
 */
export function evaluatePtbench(real: unknown, predict: PtbenchAnswer, queryParams: unknown, profileParams: unknown): PtbenchVerdict {
  const pair = pyIter(fromJson(real))
  if (pair.length !== 2) throw new PyError(`ValueError: the gold answer has ${pair.length} parts, not [platform, functions]`)
  const [realPlatform, realFuncsValue] = pair as [PyValue, PyValue]
  const realFuncs = pyIter(realFuncsValue)
  const query = fromJson(queryParams)
  const profile = fromJson(profileParams)
  const v: PtbenchVerdict = { overall: 1, platform: 1, toolNames: 1, paramNames: 1, paramValues: 1, queryCorrect: 0, profileCorrect: 0 }
  if (!pyEquals(realPlatform, predict.platform)) v.platform = v.overall = 0

  const realNames = realFuncs.map(firstKey)
  for (const call of predict.calls) {
    const name = pyStr(call.name)
    const pos = indexOf(realNames, name)
    if (pos < 0) {
      v.toolNames = v.paramNames = v.paramValues = v.overall = 0
      continue
    }
    const realParams = item(realFuncs[pos]!, name)
    const realParamNames = keysOf(realParams)
    for (const [param, value] of call.args) {
      if (indexOf(realParamNames, param) < 0) {
        v.paramNames = v.paramValues = v.overall = 0
        continue
      }
      if (include(value, item(realParams, param))) {
        if (pyIn(param, query)) v.queryCorrect++
        else if (pyIn(param, profile)) v.profileCorrect++
      } else v.paramValues = v.overall = 0
    }
  }

  const predictedNames = predict.calls.map((c) => pyStr(c.name))
  for (const realFunc of realFuncs) {
    const name = firstKey(realFunc)
    const pos = indexOf(predictedNames, name)
    if (pos < 0) {
      v.toolNames = v.paramNames = v.paramValues = v.overall = 0
      continue
    }
    const predictedArgs: PyValue = { t: 'dict', entries: predict.calls[pos]!.args }
    const predictedParamNames = keysOf(predictedArgs)
    // `list(real_func.values())[0].items()`: the first value of the gold function's dict
    const realParams = (realFunc as Extract<PyValue, { t: 'dict' }>).entries[0]![1]
    for (const param of keysOf(realParams)) {
      if (indexOf(predictedParamNames, param) < 0) {
        v.paramNames = v.paramValues = v.overall = 0
        continue
      }
      if (!include(item(predictedArgs, param), item(realParams, param))) v.paramValues = v.overall = 0
    }
  }
  return v
}
