import { fromIso, type Registry } from '../../apps/kit/index.ts'
import { leaks, mentions } from '../build/leaks.ts'
import type { Case } from '../case/index.ts'
import { phrasingFor, renderValue, sayer, type Lexicon } from '../queries/index.ts'

/** The phrases a paraphrase of the case's query must keep: the mention of every value it states, the app's first. */
export function keptPhrases(c: Case): string[] {
  const phrases = c.provenance.flatMap((p) => [
    ...(p.app.source === 'query' && p.app.mention !== undefined ? [p.app.mention] : []),
    ...Object.values(p.args).flatMap((a) => (a.source === 'query' && a.mention !== undefined ? [a.mention] : [])),
  ])
  return [...new Set(phrases)]
}

/** A model's answer as a candidate sentence: trimmed, one pair of enclosing quotes dropped. */
export function cleanAnswer(answer: string): string {
  const text = answer.trim()
  const m = /^(["“'])(.*)(["”'])$/s.exec(text)
  return m && (m[1] === m[3] || (m[1] === '“' && m[3] === '”')) ? m[2]!.trim() : text
}

// Structure a request never has (JSON, markdown, lists, several lines), unless the template has it ("08:00 -> 12:55").
const MARKUP_CHARS = '{}[]`*#|<>'
const LIST_OR_LINES = /[\n\r]|^\s*([-•]|\d+[.)])\s/
const hasMarkup = (candidate: string, template: string) => LIST_OR_LINES.test(candidate) || [...MARKUP_CHARS].some((ch) => candidate.includes(ch) && !template.includes(ch))
// A model talking about its task instead of doing it.
const PREAMBLE = /^(sure|certainly|of course|here('s| is| are)|rewritten|paraphrase)\b|\bparaphras/i

/**
 * Why a candidate cannot replace the case's template query, or undefined when it can: every stated
 * value's mention still occurs, no omitted value (as stored or as the lexicon says it) appears, the
 * app is not named where the case leaves it unsaid, the length stays within reason, and there is no markup.
 */
export function paraphraseProblem(candidate: string, c: Case, registry: Registry, lexicon: Lexicon): string | undefined {
  if (!candidate) return 'empty'
  if (hasMarkup(candidate, c.query)) return 'markup or several lines'
  if (PREAMBLE.test(candidate)) return 'talks about the task'
  if (candidate.length < c.query.length * 0.5 || candidate.length > c.query.length * 2 + 20) return 'length'
  if (candidate.trim().toLowerCase() === c.query.trim().toLowerCase()) return 'unchanged'
  const say = sayer(fromIso(c.now))
  for (const [i, call] of c.gold.entries()) {
    const prov = c.provenance[i]
    if (!prov) return `gold call ${i} has no provenance`
    const resolved = registry.resolveApp(call.app)
    const app = resolved.ok ? resolved.value : undefined
    const phrasing = app ? phrasingFor(lexicon, app.id, call.tool) : undefined
    if (prov.app.mention !== undefined && !mentions(candidate, prov.app.mention)) return `drops the app "${prov.app.mention}"`
    const stated: string[] = []
    const hidden: { value: unknown; words: string }[] = []
    for (const [param, p] of Object.entries(prov.args)) {
      const value = call.args[param]
      if (p.source === 'query') {
        if (p.mention === undefined) continue
        if (!mentions(candidate, p.mention)) return `drops ${param} "${p.mention}"`
        stated.push(p.mention)
      } else hidden.push({ value, words: phrasing ? renderValue(phrasing, param, value, say) : say.value(value) })
    }
    // The same test the template passed: only where the case leaves the app unsaid is naming it a leak.
    const unnamed = prov.app.mention === undefined ? app : undefined
    if (leaks(candidate, hidden, unnamed, stated)) return unnamed && leaks(candidate, [], unnamed) ? 'names the app' : 'gives away an omitted value'
  }
  return undefined
}
