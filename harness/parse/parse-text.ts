import type { Registry } from '../../apps/kit/index.ts'
import { stripFences, stripReasoning } from './answer-text.ts'
import { interpretLiteral } from './interpret.ts'
import { parseLiteral } from './literal.ts'
import { MAX_ANSWER_LENGTH, formatError, refusal } from './parsed.ts'
import type { Parsed } from './parsed.ts'
import { bareRefusal, saysNoCall } from './refusal-words.ts'

/** Where a literal may start: a bracket, or a call `name(` at a word boundary (no space: `Didi (` is prose). */
const LITERAL_START = /[{[]|(?<![\p{L}\p{N}_$.])[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}_$][\p{L}\p{N}_$]*)*\(/gu

const isEmptyContainer = (v: unknown): boolean => (Array.isArray(v) ? v.length === 0 : typeof v === 'object' && v !== null && Object.keys(v).length === 0)

/** `Didi:[bookTaxi(...)]`: PTBench asks for its dict without the braces (its scorer adds them). */
const BRACELESS = /^[\p{L}_$][\p{L}\p{N}_$]*\s*:\s*[[(\p{L}_$]/u

function ptbenchWithoutBraces(answer: string, registry: Registry | undefined): Parsed | undefined {
  const text = answer.trim()
  if (!BRACELESS.test(text)) return undefined
  const literal = parseLiteral(`{${text}}`)
  if (!literal.ok || literal.end !== text.length + 2) return undefined
  const meaning = interpretLiteral(literal.value, registry)
  return meaning?.kind === 'calls' ? meaning : undefined
}

export interface ParseOptions {
  /** Resolves app names: lets `didi_chuxing_bookTaxi` split at the longest app prefix. */
  registry?: Registry
}

/**
 * Raw assistant text in any supported format -> calls, a refusal or a format error. Never throws.
 * Every literal in the text is read in order; an answer with a broken call is a format error as a
 * whole; calls in a second format (an echo of the first) are dropped.
 */
export function parseModelText(text: string, options: ParseOptions = {}): Parsed {
  if (typeof text !== 'string') return formatError('the answer is not text')
  if (text.length > MAX_ANSWER_LENGTH) return formatError(`the answer is longer than ${MAX_ANSWER_LENGTH} characters`)
  const answer = stripFences(stripReasoning(text))
  const bare = bareRefusal(answer)
  if (bare) return refusal(bare)
  const braceless = ptbenchWithoutBraces(answer, options.registry)
  if (braceless) return braceless

  const found: Parsed[] = []
  let firstFailure: string | undefined
  const starts = new RegExp(LITERAL_START) // its own lastIndex per call
  for (let start = starts.exec(answer); start; start = starts.exec(answer)) {
    const literal = parseLiteral(answer, start.index)
    if (!literal.ok) {
      const bracket = answer[start.index] === '{' || answer[start.index] === '['
      if (bracket) firstFailure ??= `unparsable text at offset ${start.index}: ${literal.reason}`
      // Resume where the parser stopped: nothing inside a truncated literal counts, and the scan stays linear
      starts.lastIndex = literal.at
      continue
    }
    let meaning = interpretLiteral(literal.value, options.registry)
    // `[]` or `{}` says "no call" only as the whole answer; inside prose or other data it is just data
    if (meaning?.kind === 'refusal' && isEmptyContainer(literal.value) && (answer.slice(0, start.index).trim() !== '' || answer.slice(literal.end).trim() !== '')) meaning = undefined
    if (meaning) found.push(meaning)
    starts.lastIndex = meaning ? literal.end : start.index + 1
  }

  const broken = found.find((p) => p.kind === 'format_error')
  if (broken) return broken
  const first = found.find((p) => p.kind === 'calls')
  if (first?.kind === 'calls') {
    const calls = found.flatMap((p) => (p.kind === 'calls' && p.format === first.format ? p.calls : []))
    return { kind: 'calls', calls, format: first.format }
  }
  const said = found.find((p) => p.kind === 'refusal')
  if (said) return said
  if (saysNoCall(answer)) return refusal('json')
  return formatError(firstFailure ? `no call found; ${firstFailure}` : 'no call found in the answer')
}
