import type { PyNode } from './py-ast.ts'
import { ExpressionParser } from './py-expressions.ts'
import { tokenize } from './py-tokens.ts'
import type { PyValue } from './py-value.ts'

const CONSTANTS: Record<string, PyValue> = { True: { t: 'bool', v: true }, False: { t: 'bool', v: false }, None: { t: 'none' } }

/** The atoms and displays: names, numbers, strings, constants, and what brackets make (tuples, lists, dicts, sets). */
class PythonParser extends ExpressionParser {
  /** The whole text as one expression; only newlines may follow it. */
  parse(): PyNode {
    const tree = this.expressions()
    while (this.peek().kind === 'newline') this.i++
    if (this.peek().kind !== 'end') this.fail()
    return tree
  }

  protected atom(): PyNode {
    const t = this.peek()
    if (t.kind === 'name') {
      this.i++
      return { type: 'Name', id: t.text }
    }
    if (t.kind === 'number') {
      this.i++
      return { type: 'Constant', value: t.value }
    }
    if (t.kind === 'string') return this.strings()
    if (t.kind === 'keyword') {
      if (!(t.text in CONSTANTS)) return this.fail()
      this.i++
      return { type: 'Constant', value: CONSTANTS[t.text]! }
    }
    if (t.kind !== 'op') return this.fail(t.kind === 'end' ? 'unexpected end of input' : 'invalid syntax')
    if (t.text === '...') {
      this.i++
      return { type: 'Constant', value: { t: 'ellipsis' } }
    }
    if (t.text === '(') return this.parenthesized()
    if (t.text === '[') return this.bracketed()
    if (t.text === '{') return this.braced()
    return this.fail()
  }

  /** Adjacent literals are one: "a" "b" is "ab"; one f-string among them makes a JoinedStr. */
  private strings(): PyNode {
    const start = this.peek().at
    let value = ''
    let bytes: boolean | undefined
    let fstring = false
    for (let t = this.peek(); t.kind === 'string'; t = this.peek()) {
      if (bytes !== undefined && bytes !== t.bytes) this.fail('cannot mix bytes and nonbytes literals')
      bytes = t.bytes
      fstring ||= t.fstring
      value += t.value
      this.i++
    }
    if (fstring) return { type: 'JoinedStr', source: this.sourceFrom(start) }
    return { type: 'Constant', value: bytes ? { t: 'bytes', v: value } : { t: 'str', v: value } }
  }

  /** The source of a display just closed: from its opening bracket to the closing one. */
  private closedSource(start: number): string {
    return this.text.slice(start, this.tokens[this.i - 1]!.at + 1)
  }

  /** Items up to `close`; a comprehension after the first item makes the node opaque. */
  private sequence(close: string, comp: 'ListComp' | 'SetComp' | 'GeneratorExp', start: number, first?: PyNode): { elts: PyNode[]; comprehension?: PyNode; comma: boolean } {
    const elts: PyNode[] = first ? [first] : []
    if (!first && !this.isOp(close)) elts.push(this.starNamed())
    if (elts.length === 1 && (this.isKeyword('for') || this.isKeyword('async'))) {
      if (elts[0]!.type === 'Starred') this.fail('iterable unpacking cannot be used in comprehension')
      this.comprehension()
      this.expectOp(close)
      return { elts, comprehension: { type: comp, source: this.closedSource(start) }, comma: false }
    }
    let comma = false
    while (this.isOp(',')) {
      comma = true
      this.i++
      if (this.isOp(close)) break
      elts.push(this.starNamed())
    }
    this.expectOp(close)
    return { elts, comma }
  }

  private parenthesized(): PyNode {
    const start = this.peek().at
    this.i++
    if (this.isKeyword('yield')) this.fail('yield expressions are not supported here')
    const read = this.sequence(')', 'GeneratorExp', start)
    if (read.comprehension) return read.comprehension
    if (read.elts.length === 1 && !read.comma) {
      if (read.elts[0]!.type === 'Starred') this.fail('cannot use starred expression here')
      return read.elts[0]!
    }
    return { type: 'Tuple', elts: read.elts }
  }

  private bracketed(): PyNode {
    const start = this.peek().at
    this.i++
    const read = this.sequence(']', 'ListComp', start)
    return read.comprehension ?? { type: 'List', elts: read.elts }
  }

  /** `{}` is a dict; `{a: b}` a dict, `{a}` a set, each with its comprehension. */
  private braced(): PyNode {
    const start = this.peek().at
    this.i++
    if (this.isOp('}')) {
      this.i++
      return { type: 'Dict', keys: [], values: [] }
    }
    if (this.isOp('**')) return this.dictRest()
    const first = this.starNamed()
    if (!this.isOp(':')) {
      const read = this.sequence('}', 'SetComp', start, first)
      return read.comprehension ?? { type: 'Set', elts: read.elts }
    }
    if (first.type === 'Starred' || first.type === 'NamedExpr') this.fail()
    this.i++
    const value = this.expression()
    if (this.isKeyword('for') || this.isKeyword('async')) {
      this.comprehension()
      this.expectOp('}')
      return { type: 'DictComp', source: this.closedSource(start) }
    }
    return this.dictRest(first, value)
  }

  private dictItem(keys: (PyNode | null)[], values: PyNode[]): void {
    if (this.isOp('**')) {
      this.i++
      keys.push(null)
      values.push(this.binary(0))
      return
    }
    keys.push(this.expression())
    this.expectOp(':')
    values.push(this.expression())
  }

  private dictRest(key?: PyNode, value?: PyNode): PyNode {
    const keys: (PyNode | null)[] = key ? [key] : []
    const values: PyNode[] = value ? [value] : []
    if (!key) this.dictItem(keys, values)
    while (this.isOp(',')) {
      this.i++
      if (this.isOp('}')) break
      this.dictItem(keys, values)
    }
    this.expectOp('}')
    return { type: 'Dict', keys, values }
  }
}

/**
 * `ast.parse(text, mode="eval")` for the expressions a model writes: the same nodes where PTBench's
 * scorer reads them, a syntax error where Python's parser raises one. Never evaluates anything.
 */
export function parseExpression(text: string): PyNode {
  return new PythonParser(text, tokenize(text)).parse()
}
