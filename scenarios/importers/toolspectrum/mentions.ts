/**
 * Finding a gold value in an instruction. Both sides are case-folded, `_` reads as a space and
 * number words read as digits ("four" finds 4); a match must start and end at word boundaries, and
 * the mention returned is the instruction's own words (so it always occurs in the query).
 */

const NUMBER_WORDS: Record<string, string> = {
  zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10',
  eleven: '11', twelve: '12', thirteen: '13', fourteen: '14', fifteen: '15', sixteen: '16', seventeen: '17', eighteen: '18',
  nineteen: '19', twenty: '20', thirty: '30', forty: '40', fifty: '50', sixty: '60', seventy: '70', eighty: '80', ninety: '90',
  hundred: '100', single: '1', double: '2', pair: '2', couple: '2',
}

interface Normalized {
  text: string
  /** For each character of `text`, the [start, end) of the instruction words it stands for. */
  spans: [number, number][]
}

const normalizeValue = (s: string): string => s.toLowerCase().replace(/_/g, ' ').replace(/\s+/g, ' ').trim()

function normalizeInstruction(instruction: string): Normalized {
  const spans: [number, number][] = []
  let text = ''
  for (const m of instruction.matchAll(/[A-Za-z]+|[^A-Za-z]/g)) {
    const start = m.index
    const word = m[0].toLowerCase()
    const out = NUMBER_WORDS[word] ?? (word === '_' || /\s/.test(word) ? ' ' : word)
    for (const ch of out) {
      text += ch
      spans.push([start, start + m[0].length])
    }
  }
  return { text, spans }
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[a-z0-9]/.test(ch)

/** Where in the instruction `needle` is stated: [start, end) of its words, or undefined. */
function locate(instruction: string, needle: string): [number, number] | undefined {
  const wanted = normalizeValue(needle)
  if (!wanted) return undefined
  const norm = normalizeInstruction(instruction)
  for (let at = norm.text.indexOf(wanted); at >= 0; at = norm.text.indexOf(wanted, at + 1)) {
    const end = at + wanted.length
    if (isWordChar(norm.text[at - 1]) && isWordChar(wanted[0])) continue
    if (isWordChar(norm.text[end]) && isWordChar(wanted[wanted.length - 1])) continue
    return [norm.spans[at]![0], norm.spans[end - 1]![1]]
  }
  return undefined
}

/** The instruction's words that state `needle`, or undefined. */
export function findMention(instruction: string, needle: string): string | undefined {
  const at = locate(instruction, needle)
  return at && instruction.slice(at[0], at[1])
}

/** The textual forms a gold value may take in a query: a comparison like `>500` is stated as "over 500". */
function forms(value: unknown): string[] | undefined {
  if (typeof value === 'number') return [String(value)]
  if (typeof value !== 'string') return undefined
  const comparison = /^\s*[<>]=?\s*(\d+(?:\.\d+)?)\s*$/.exec(value)
  return comparison ? [value, comparison[1]!] : [value]
}

/**
 * Where a gold value is stated in the instruction: a scalar's own words; a list's span from its
 * first to its last stated element when every element is stated. Booleans and objects never are.
 */
export function mentionOf(instruction: string, value: unknown): string | undefined {
  const items = Array.isArray(value) ? value : [value]
  if (items.length === 0) return undefined
  let from = Infinity
  let to = -Infinity
  for (const item of items) {
    const at = forms(item)
      ?.map((f) => locate(instruction, f))
      .find((m) => m !== undefined)
    if (at === undefined) return undefined
    from = Math.min(from, at[0])
    to = Math.max(to, at[1])
  }
  return instruction.slice(from, to)
}
