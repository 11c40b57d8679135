import type { PyNode } from './py-ast.ts'
import { constantRepr } from './py-repr.ts'

// CPython's _Precedence in Lib/ast.py: a child is parenthesised when its own level is lower than the slot's.
const P = { NAMED_EXPR: 1, TUPLE: 2, YIELD: 3, TEST: 4, OR: 5, AND: 6, NOT: 7, CMP: 8, EXPR: 9, BOR: 9, BXOR: 10, BAND: 11, SHIFT: 12, ARITH: 13, TERM: 14, FACTOR: 15, POWER: 16, AWAIT: 17, ATOM: 18 }

const BINARY: Record<string, number> = { '+': P.ARITH, '-': P.ARITH, '*': P.TERM, '@': P.TERM, '/': P.TERM, '%': P.TERM, '//': P.TERM, '<<': P.SHIFT, '>>': P.SHIFT, '|': P.BOR, '^': P.BXOR, '&': P.BAND, '**': P.POWER }

/** The level a node needs to stand without parentheses. */
function levelOf(node: PyNode): number {
  switch (node.type) {
    case 'Tuple':
      return P.TUPLE
    case 'NamedExpr':
      return P.NAMED_EXPR
    case 'IfExp':
    case 'Lambda':
      return P.TEST
    case 'BoolOp':
      return node.op === 'or' ? P.OR : P.AND
    case 'UnaryOp':
      return node.op === 'not' ? P.NOT : P.FACTOR
    case 'Compare':
      return P.CMP
    case 'BinOp':
      return BINARY[node.op]!
    case 'Await':
      return P.AWAIT
    default:
      return P.ATOM
  }
}

/**
 * `ast.unparse` for the nodes PTBench turns into text (a call without keyword arguments, a subscript).
 * `slot` is the precedence the parent gives this position; Python's default for a root is TEST.
 */
export function unparse(node: PyNode, slot: number = P.TEST): string {
  const wrap = (text: string, level: number) => (slot > level ? `(${text})` : text)
  const list = (nodes: readonly PyNode[]) => nodes.map((n) => unparse(n)).join(', ')
  switch (node.type) {
    case 'Constant':
      return constantRepr(node.value)
    case 'Name':
      return node.id
    case 'Attribute': {
      const value = unparse(node.value, P.ATOM)
      // `3 .real`: an int followed by a dot would read as a float
      const spaced = node.value.type === 'Constant' && node.value.value.t === 'int'
      return `${value}${spaced ? ' ' : ''}.${node.attr}`
    }
    case 'Call': {
      const parts = [...node.args.map((a) => unparse(a)), ...node.keywords.map((k) => (k.arg === null ? `**${unparse(k.value)}` : `${k.arg}=${unparse(k.value)}`))]
      return `${unparse(node.func, P.ATOM)}(${parts.join(', ')})`
    }
    case 'List':
      return `[${list(node.elts)}]`
    case 'Set':
      return node.elts.length ? `{${list(node.elts)}}` : '{*()}'
    case 'Tuple': {
      const items = node.elts.length === 1 ? `${unparse(node.elts[0]!)},` : list(node.elts)
      return node.elts.length === 0 || slot > P.TUPLE ? `(${items})` : items
    }
    case 'Dict':
      return `{${node.keys.map((k, i) => (k === null ? `**${unparse(node.values[i]!, P.EXPR)}` : `${unparse(k)}: ${unparse(node.values[i]!)}`)).join(', ')}}`
    case 'UnaryOp': {
      const level = levelOf(node)
      const operand = unparse(node.operand, level)
      return wrap(node.op === 'not' ? `not ${operand}` : `${node.op}${operand}`, level)
    }
    case 'BinOp': {
      const level = BINARY[node.op]!
      const rightAssoc = node.op === '**'
      return wrap(`${unparse(node.left, rightAssoc ? level + 1 : level)} ${node.op} ${unparse(node.right, rightAssoc ? level : level + 1)}`, level)
    }
    case 'BoolOp': {
      let level = levelOf(node)
      const own = level
      return wrap(node.values.map((v) => unparse(v, ++level)).join(` ${node.op} `), own)
    }
    case 'Compare':
      return wrap([unparse(node.left, P.CMP + 1), ...node.ops.map((op, i) => `${op} ${unparse(node.comparators[i]!, P.CMP + 1)}`)].join(' '), P.CMP)
    case 'IfExp':
      return wrap(`${unparse(node.body, P.TEST + 1)} if ${unparse(node.test, P.TEST + 1)} else ${unparse(node.orelse, P.TEST)}`, P.TEST)
    case 'Subscript': {
      const inner = node.slice.type === 'Tuple' && node.slice.elts.length ? (node.slice.elts.length === 1 ? `${unparse(node.slice.elts[0]!)},` : list(node.slice.elts)) : unparse(node.slice)
      return `${unparse(node.value, P.ATOM)}[${inner}]`
    }
    case 'Slice':
      return `${node.lower ? unparse(node.lower) : ''}:${node.upper ? unparse(node.upper) : ''}${node.step ? `:${unparse(node.step)}` : ''}`
    case 'Starred':
      return `*${unparse(node.value, P.EXPR)}`
    case 'NamedExpr':
      return wrap(`${unparse(node.target, P.ATOM)} := ${unparse(node.value, P.ATOM)}`, P.NAMED_EXPR)
    default:
      // Lambdas, comprehensions, f-strings: the source as written (ast.unparse may space them differently)
      return wrap(node.source, levelOf(node))
  }
}
