import { PySyntaxError, type Token } from './py-tokens.ts'

/** A position in a token list, and the small moves every parsing rule makes. */
export class TokenCursor {
  protected i = 0

  constructor(
    protected readonly text: string,
    protected readonly tokens: readonly Token[],
  ) {}

  protected peek(k = 0): Token {
    return this.tokens[Math.min(this.i + k, this.tokens.length - 1)]!
  }

  protected isOp(op: string, k = 0): boolean {
    const t = this.peek(k)
    return t.kind === 'op' && t.text === op
  }

  protected isKeyword(word: string, k = 0): boolean {
    const t = this.peek(k)
    return t.kind === 'keyword' && t.text === word
  }

  /** The text of the current name or keyword token. */
  protected word(): string {
    return (this.peek() as { text: string }).text
  }

  protected fail(message = 'invalid syntax'): never {
    throw new PySyntaxError(message, this.peek().at)
  }

  protected expectOp(op: string): void {
    if (!this.isOp(op)) this.fail(`expected '${op}'`)
    this.i++
  }

  /** The source from `start` up to the current token, for nodes kept as written. */
  protected sourceFrom(start: number): string {
    return this.text.slice(start, this.peek().at).trim()
  }
}
