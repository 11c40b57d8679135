import type { PyNode } from './py-ast.ts'
import { evaluateLiteral, unaryOperation } from './py-eval.ts'
import { parseExpression } from './py-parse.ts'
import { PySyntaxError } from './py-tokens.ts'
import { unparse } from './py-unparse.ts'
import { isHashable, NONE, pyEquals, PyError, pyStr, pyTypeName, type PyValue } from './py-value.ts'

/** One call of an answer: the function name and its keyword arguments in order (null names `**mapping`). */
export interface PtbenchCall {
  name: string
  args: [PyValue, PyValue][]
}

/** What PTBench's `ast_parse` returns: `(platform, [{func: {param: value}}])`. */
export interface PtbenchAnswer {
  platform: PyValue
  calls: PtbenchCall[]
}

export type ReadAnswer = { ok: true; answer: PtbenchAnswer } | { ok: false; reason: string }

/** A dict that keeps the first position of a repeated key and its last value, as Python's does. */
function put(entries: [PyValue, PyValue][], key: PyValue, value: PyValue): void {
  if (!isHashable(key)) throw new PyError(`TypeError: unhashable type: '${pyTypeName(key)}'`)
  const at = entries.findIndex(([k]) => pyEquals(k, key))
  if (at >= 0) entries[at] = [entries[at]![0], value]
  else entries.push([key, value])
}

/** `resolve_ast_call`: the dotted name of the callee and its keyword arguments; positional ones are ignored. */
function resolveCall(node: Extract<PyNode, { type: 'Call' }>): PtbenchCall {
  const parts: string[] = []
  let part = node.func
  while (part.type === 'Attribute') {
    parts.push(part.attr)
    part = part.value
  }
  if (part.type === 'Name') parts.push(part.id)
  const args: [PyValue, PyValue][] = []
  for (const keyword of node.keywords) put(args, keyword.arg === null ? NONE : pyStr(keyword.arg), resolveValue(keyword.value))
  return { name: parts.reverse().join('.'), args }
}

/** `resolve_ast_by_type`, quirks included: any unary operator negates a constant; a bare name is its text. */
function resolveValue(node: PyNode): PyValue {
  switch (node.type) {
    case 'Constant':
      return node.value.t === 'ellipsis' ? pyStr('...') : node.value
    case 'UnaryOp':
      // `-value.operand.value`: only a constant operand has a plain value to negate
      if (node.operand.type !== 'Constant') throw new PyError(`${node.operand.type} operand of a unary operator: PTBench cannot read it`)
      return unaryOperation('-', node.operand.value)
    case 'List':
      return { t: 'list', items: node.elts.map(resolveValue) }
    case 'Tuple':
      return { t: 'tuple', items: node.elts.map(resolveValue) }
    case 'Dict': {
      const entries: [PyValue, PyValue][] = []
      node.keys.forEach((k, i) => {
        if (k === null) throw new PyError('Unsupported AST type: NoneType (dict unpacking)')
        put(entries, resolveValue(k), resolveValue(node.values[i]!))
      })
      return { t: 'dict', entries }
    }
    case 'BinOp':
      return evaluateLiteral(node)
    case 'Name':
      return pyStr(node.id)
    case 'Call': {
      if (node.keywords.length === 0) return pyStr(unparse(node))
      const call = resolveCall(node)
      return { t: 'dict', entries: [[pyStr(call.name), { t: 'dict', entries: call.args }]] }
    }
    case 'Subscript':
      return pyStr(`${unparse(node.value)}[${unparse(node.slice)}]`)
    default:
      throw new PyError(`Unsupported AST type: ${node.type}`)
  }
}

/**
 * PTBench's `ast_parse`: the answer wrapped in braces must be a Python dict whose first key (a name
 * or a constant) is the platform and whose first value is a call or a list, tuple or set of calls.
 * Everything else its scorer would raise on is `{ ok: false }`: a format failure.
 */
export function readPtbenchAnswer(text: unknown): ReadAnswer {
  if (typeof text !== 'string') return { ok: false, reason: `TypeError: the prediction is ${text === null ? 'null' : typeof text}, not text` }
  try {
    const tree = parseExpression(`{${text}}`)
    if (tree.type !== 'Dict') throw new PyError(`AttributeError: the answer in braces is a ${tree.type}, not a dict`)
    if (tree.keys.length === 0) throw new PyError('IndexError: the answer names no platform')
    const key = tree.keys[0]
    const platform = key?.type === 'Name' ? pyStr(key.id) : key?.type === 'Constant' ? key.value : undefined
    const body = tree.values[0]!
    const calls: PtbenchCall[] = []
    if (body.type === 'Call') calls.push(resolveCall(body))
    else {
      if (body.type !== 'List' && body.type !== 'Tuple' && body.type !== 'Set') throw new PyError(`AttributeError: the platform's value is a ${body.type}, not a list of calls`)
      for (const elem of body.elts) {
        if (elem.type !== 'Call') throw new PyError(`AssertionError: a ${elem.type} among the calls`)
        calls.push(resolveCall(elem))
      }
    }
    if (!platform) throw new PyError(`UnboundLocalError: the platform is a ${key?.type ?? 'dict unpacking'}, not a name or a constant`)
    return { ok: true, answer: { platform, calls } }
  } catch (error) {
    if (error instanceof PySyntaxError) return { ok: false, reason: `SyntaxError: ${error.message}` }
    if (error instanceof PyError) return { ok: false, reason: error.message }
    throw error
  }
}
