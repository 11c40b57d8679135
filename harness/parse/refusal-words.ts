import type { ParsedFormat } from './parsed.ts'

/** A whole answer that is one of these words: `None` is ToolSpectrum's Python spelling. */
export function bareRefusal(answer: string): ParsedFormat | undefined {
  const word = answer.trim().replace(/^["'`]|["'`.]$/g, '').trim()
  if (word === 'None') return 'toolspectrum'
  if (/^(null|none|no[ _-]?calls?|no[ _-]?tool[ _-]?calls?)$/i.test(word)) return 'json'
  return undefined
}

// Prose that says no tool should be called (used only when the answer holds no call)
const REFUSAL_PHRASES: readonly RegExp[] = [
  /\bNO_CALL\b/,
  /\b(?:answer|output|result|call)\s*(?:is|:)\s*[`"']?(?:null|none|no[_ ]call)\b/i,
  /\bno (?:tool |function |api )?calls? (?:is |are )?(?:needed|necessary|required|should be made|to (?:be )?made?|will be made)/i,
  /\bno (?:tool|function|api)s? (?:is |are )?(?:needed|necessary|required|should be (?:called|used|invoked))/i,
  /\b(?:should|must|will|can) ?not (?:call|make|use|invoke|execute|perform|proceed)/i,
  /\b(?:shouldn't|won't|can't|cannot|mustn't) (?:call|make|use|invoke|execute|perform|proceed|help|assist|complete|fulfil|fulfill|book|place|do)/i,
  /\b(?:don't|do not|doesn't|does not) need to (?:call|use|invoke)/i,
  /\bno need to (?:call|use|invoke)/i,
  /\b(?:not (?:allowed|permitted)|prohibited|refuse|declin(?:e|ing) (?:to|this))/i,
  /\b(?:unable to|I'm sorry|I am sorry)\b/i,
]

export const saysNoCall = (answer: string): boolean => REFUSAL_PHRASES.some((p) => p.test(answer))
