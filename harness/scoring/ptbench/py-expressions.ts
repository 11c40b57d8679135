import type { BinaryOperator, PyKeyword, PyNode } from './py-ast.ts'
import { TokenCursor } from './py-cursor.ts'

// Binary operator levels from loosest to tightest, as Python's grammar nests them.
const LEVELS: readonly (readonly BinaryOperator[])[] = [['|'], ['^'], ['&'], ['<<', '>>'], ['+', '-'], ['*', '@', '/', '//', '%']]
const COMPARISONS = ['<', '>', '==', '>=', '<=', '!=']
const TARGETS = ['Name', 'Attribute', 'Subscript', 'Tuple', 'List', 'Starred']

/**
 * Python's expression grammar above the atoms: conditional and lambda, `or`/`and`/`not`, comparisons,
 * binary operators by precedence, unary operators, `**`, and the trailers (attribute, call, subscript).
 * The atoms and displays (literals, brackets) are the subclass's.
 */
export abstract class ExpressionParser extends TokenCursor {
  protected abstract atom(): PyNode

  expressions(): PyNode {
    const first = this.expression()
    if (!this.isOp(',')) return first
    const elts = [first]
    while (this.isOp(',')) {
      this.i++
      if (this.peek().kind === 'end' || this.peek().kind === 'newline') break
      elts.push(this.expression())
    }
    return { type: 'Tuple', elts }
  }

  protected expression(): PyNode {
    if (this.isKeyword('lambda')) return this.lambda()
    const body = this.disjunction()
    if (!this.isKeyword('if')) return body
    this.i++
    const test = this.disjunction()
    if (!this.isKeyword('else')) this.fail("expected 'else' after 'if' expression")
    this.i++
    return { type: 'IfExp', test, body, orelse: this.expression() }
  }

  private lambda(): PyNode {
    const start = this.peek().at
    this.i++
    while (!this.isOp(':')) {
      if (this.peek().kind === 'name') {
        this.i++
        if (this.isOp('=')) {
          this.i++
          this.expression()
        }
      } else if (this.isOp('*') || this.isOp('**') || this.isOp('/') || this.isOp(',')) this.i++
      else this.fail('invalid lambda parameters')
    }
    this.i++
    this.expression()
    return { type: 'Lambda', source: this.sourceFrom(start) }
  }

  protected namedExpression(): PyNode {
    if (this.peek().kind === 'name' && this.isOp(':=', 1)) {
      const target: PyNode = { type: 'Name', id: this.word() }
      this.i += 2
      return { type: 'NamedExpr', target, value: this.expression() }
    }
    return this.expression()
  }

  protected starNamed(): PyNode {
    if (!this.isOp('*')) return this.namedExpression()
    this.i++
    return { type: 'Starred', value: this.binary(0) }
  }

  private boolChain(op: 'and' | 'or', next: () => PyNode): PyNode {
    const values = [next()]
    while (this.isKeyword(op)) {
      this.i++
      values.push(next())
    }
    return values.length === 1 ? values[0]! : { type: 'BoolOp', op, values }
  }

  protected disjunction(): PyNode {
    return this.boolChain('or', () => this.boolChain('and', () => this.inversion()))
  }

  private inversion(): PyNode {
    if (!this.isKeyword('not')) return this.comparison()
    this.i++
    return { type: 'UnaryOp', op: 'not', operand: this.inversion() }
  }

  private comparison(): PyNode {
    const left = this.binary(0)
    const ops: string[] = []
    const comparators: PyNode[] = []
    for (;;) {
      const t = this.peek()
      let op: string | undefined
      if (t.kind === 'op' && COMPARISONS.includes(t.text)) op = t.text
      else if (this.isKeyword('in')) op = 'in'
      else if (this.isKeyword('not') && this.isKeyword('in', 1)) op = 'not in'
      else if (this.isKeyword('is')) op = this.isKeyword('not', 1) ? 'is not' : 'is'
      if (!op) break
      this.i += op.includes(' ') ? 2 : 1
      ops.push(op)
      comparators.push(this.binary(0))
    }
    return ops.length ? { type: 'Compare', left, ops, comparators } : left
  }

  protected binary(level: number): PyNode {
    if (level === LEVELS.length) return this.factor()
    let left = this.binary(level + 1)
    for (;;) {
      const t = this.peek()
      if (t.kind !== 'op' || !(LEVELS[level] as readonly string[]).includes(t.text)) return left
      this.i++
      left = { type: 'BinOp', op: t.text as BinaryOperator, left, right: this.binary(level + 1) }
    }
  }

  private factor(): PyNode {
    const t = this.peek()
    if (t.kind === 'op' && (t.text === '-' || t.text === '+' || t.text === '~')) {
      this.i++
      return { type: 'UnaryOp', op: t.text, operand: this.factor() }
    }
    return this.power()
  }

  private power(): PyNode {
    let base: PyNode
    if (this.isKeyword('await')) {
      const start = this.peek().at
      this.i++
      this.primary()
      base = { type: 'Await', source: this.sourceFrom(start) }
    } else base = this.primary()
    if (!this.isOp('**')) return base
    this.i++
    return { type: 'BinOp', op: '**', left: base, right: this.factor() }
  }

  private primary(): PyNode {
    let node = this.atom()
    for (;;) {
      if (this.isOp('.')) {
        this.i++
        if (this.peek().kind !== 'name') this.fail('expected a name after "."')
        node = { type: 'Attribute', value: node, attr: this.word() }
        this.i++
      } else if (this.isOp('(')) node = this.call(node)
      else if (this.isOp('[')) {
        this.i++
        node = { type: 'Subscript', value: node, slice: this.slices() }
        this.expectOp(']')
      } else return node
    }
  }

  private slice(): PyNode {
    const bound = () => (this.isOp(':') || this.isOp(']') || this.isOp(',') ? null : this.expression())
    const lower = this.isOp(':') ? null : this.namedExpression()
    if (!this.isOp(':')) return lower!
    this.i++
    const upper = bound()
    let step: PyNode | null = null
    if (this.isOp(':')) {
      this.i++
      step = bound()
    }
    return { type: 'Slice', lower, upper, step }
  }

  private slices(): PyNode {
    const first = this.isOp('*') ? this.starNamed() : this.slice()
    if (!this.isOp(',')) return first
    const elts = [first]
    while (this.isOp(',')) {
      this.i++
      if (this.isOp(']')) break
      elts.push(this.isOp('*') ? this.starNamed() : this.slice())
    }
    return { type: 'Tuple', elts }
  }

  /** Arguments in Python's order rules: positional, then keywords; `*` and `**` unpacking. */
  private call(func: PyNode): PyNode {
    this.i++
    const args: PyNode[] = []
    const keywords: PyKeyword[] = []
    let sawKeyword = false
    let sawDoubleStar = false
    while (!this.isOp(')')) {
      if (this.isOp('**')) {
        this.i++
        keywords.push({ arg: null, value: this.expression() })
        sawDoubleStar = true
      } else if (this.isOp('*')) {
        if (sawDoubleStar) this.fail('iterable argument unpacking follows keyword argument unpacking')
        this.i++
        args.push({ type: 'Starred', value: this.expression() })
      } else if ((this.peek().kind === 'name' || this.peek().kind === 'keyword') && this.isOp('=', 1)) {
        if (this.peek().kind === 'keyword') this.fail(`cannot assign to ${this.word()}`)
        const arg = this.word()
        this.i += 2
        keywords.push({ arg, value: this.expression() })
        sawKeyword = true
      } else {
        if (sawDoubleStar) this.fail('positional argument follows keyword argument unpacking')
        if (sawKeyword) this.fail('positional argument follows keyword argument')
        const argStart = this.peek().at
        const value = this.namedExpression()
        if (this.isOp('=')) this.fail('expression cannot contain assignment')
        if (this.isKeyword('for') || this.isKeyword('async')) {
          this.comprehension()
          if (args.length || keywords.length || !this.isOp(')')) this.fail('Generator expression must be parenthesized')
          // ast.unparse writes a generator argument in its own parentheses
          args.push({ type: 'GeneratorExp', source: `(${this.sourceFrom(argStart)})` })
          break
        }
        args.push(value)
      }
      if (!this.isOp(',')) break
      this.i++
    }
    this.expectOp(')')
    return { type: 'Call', func, args, keywords }
  }

  /** `for target in iterable if condition ...`: checked, not kept. */
  protected comprehension(): void {
    while (this.isKeyword('for') || this.isKeyword('async')) {
      if (this.isKeyword('async')) this.i++
      if (!this.isKeyword('for')) this.fail()
      this.i++
      do {
        if (this.isOp('*')) this.i++
        const target = this.binary(0)
        if (!TARGETS.includes(target.type)) this.fail('cannot assign to expression')
        if (!this.isOp(',')) break
        this.i++
      } while (!this.isKeyword('in'))
      if (!this.isKeyword('in')) this.fail("expected 'in'")
      this.i++
      this.disjunction()
      while (this.isKeyword('if')) {
        this.i++
        this.disjunction()
      }
    }
  }
}
