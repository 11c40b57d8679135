const CLOSING_TAGS = ['</think>', '</thinking>', '</reasoning>']
const OPENING_TAG = /<(?:think|thinking|reasoning)>/i

/**
 * Reasoning is not the answer: the answer is what follows the last `</think>` (templates that open
 * the block themselves emit only the closing tag), and an unclosed `<think>` runs to the end.
 * Index searches, not a lazy regex: a regex over many unclosed tags is quadratic.
 */
export function stripReasoning(text: string): string {
  const lower = text.toLowerCase()
  let from = 0
  for (const tag of CLOSING_TAGS) {
    const at = lower.lastIndexOf(tag)
    if (at !== -1) from = Math.max(from, at + tag.length)
  }
  const answer = text.slice(from)
  const unclosed = answer.search(OPENING_TAG)
  return unclosed === -1 ? answer : answer.slice(0, unclosed)
}

/** Fence markers become blank space so a fenced literal reads like an unfenced one, offsets kept. */
export const stripFences = (text: string): string => text.replace(/```[\w+-]*/g, (m) => ' '.repeat(m.length))
