import type { PyValue } from './py-value.ts'

/** The part of Python's `ast` that expressions produce (node names as Python spells them). */
export type PyNode =
  | { type: 'Constant'; value: PyValue }
  | { type: 'Name'; id: string }
  | { type: 'Attribute'; value: PyNode; attr: string }
  | { type: 'Call'; func: PyNode; args: PyNode[]; keywords: PyKeyword[] }
  | { type: 'List' | 'Tuple' | 'Set'; elts: PyNode[] }
  | { type: 'Dict'; keys: (PyNode | null)[]; values: PyNode[] }
  | { type: 'UnaryOp'; op: UnaryOperator; operand: PyNode }
  | { type: 'BinOp'; op: BinaryOperator; left: PyNode; right: PyNode }
  | { type: 'BoolOp'; op: 'and' | 'or'; values: PyNode[] }
  | { type: 'Compare'; left: PyNode; ops: string[]; comparators: PyNode[] }
  | { type: 'IfExp'; test: PyNode; body: PyNode; orelse: PyNode }
  | { type: 'Subscript'; value: PyNode; slice: PyNode }
  | { type: 'Slice'; lower: PyNode | null; upper: PyNode | null; step: PyNode | null }
  | { type: 'Starred'; value: PyNode }
  | { type: 'NamedExpr'; target: PyNode; value: PyNode }
  /** Lambdas, comprehensions, f-strings and await: parsed for their syntax, kept as source text. */
  | { type: 'Lambda' | 'ListComp' | 'SetComp' | 'DictComp' | 'GeneratorExp' | 'JoinedStr' | 'Await'; source: string }

export interface PyKeyword {
  /** null for `**mapping`. */
  arg: string | null
  value: PyNode
}

export type UnaryOperator = '-' | '+' | '~' | 'not'
export const BINARY_OPERATORS = ['|', '^', '&', '<<', '>>', '+', '-', '*', '@', '/', '//', '%', '**'] as const
export type BinaryOperator = (typeof BINARY_OPERATORS)[number]
