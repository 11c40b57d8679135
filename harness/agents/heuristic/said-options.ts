import { renderValue, type Say, type ToolPhrasing } from '../../../scenarios/queries/index.ts'
import { cuesFor, fold, foldedIn } from './said-cues.ts'

/**
 * The option of an enum (or a yes/no) the text names in its natural form: each option rendered as
 * the lexicon says it ("every day" for `daily`, "crosstalk shows" for `crosstalk`, "including the
 * completed ones" for `true`), found with the words around it or, when it is a saying of its own, alone. The
 * longest saying found wins ("drama performances" over "drama").
 */
export function saidOption(phrasing: ToolPhrasing | undefined, param: string, options: readonly unknown[], text: string, say: Say): unknown {
  if (!phrasing) return undefined
  const cues = cuesFor(phrasing, param)
  let best: { value: unknown; length: number } | undefined
  const consider = (value: unknown, phrase: string) => {
    const length = fold(phrase).length
    if (foldedIn(text, phrase) && (!best || length > best.length)) best = { value, length }
  }
  for (const option of options) {
    const custom = phrasing.render?.[param]?.(option, say)
    const words = custom ?? renderValue(phrasing, param, option, say)
    if (!words || (typeof option !== 'string' && custom === undefined)) continue
    for (const c of cues) if (c.before || c.after) consider(option, `${c.before} ${words} ${c.after}`)
    // Alone: a saying of its own, or (for a parameter the lexicon gives no cue words) the option's name.
    if (custom !== undefined ? fold(words).length >= 3 : !cues.length && fold(words).length >= 4) consider(option, words)
  }
  return best?.value
}

/**
 * The options of a list the text names ("legs and abs", "a yoga mat", "to maintain health"): each
 * option rendered alone as the lexicon says it, found as whole words, in the order the text says them.
 */
export function saidOptionList(phrasing: ToolPhrasing | undefined, param: string, options: readonly unknown[], text: string, say: Say): unknown[] | undefined {
  const render = phrasing?.render?.[param]
  if (!render) return undefined
  const folded = ` ${fold(text)} `
  const found: { option: unknown; at: number }[] = []
  for (const option of options) {
    const words = render([option], say)
    const at = words && fold(words).length >= 3 ? folded.indexOf(` ${fold(words)} `) : -1
    if (at >= 0) found.push({ option, at })
  }
  return found.length ? found.sort((a, b) => a.at - b.at).map((f) => f.option) : undefined
}
