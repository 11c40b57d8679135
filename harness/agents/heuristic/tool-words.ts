import { environmentalArgumentNames, type Tool } from '../../../apps/kit/index.ts'
import { phrasingFor, renderValue, sayer } from '../../../scenarios/queries/index.ts'
import { defaultLexicon } from '../../../scenarios/queries/lexicon/index.ts'
import { optionsOf } from './schema-kind.ts'
import { firstWord, spelled, tokens } from './words.ts'

/*
 * The words people use for a tool: its name and description, and the lexicon's ways of asking for
 * it ("Ship a parcel for me", "Show me my workouts") and of saying its values ("just the last 5").
 * The lexicon is how users of these apps talk; it says nothing about any one request's values.
 */

/** A tool's words by where they come from, strongest first. */
export interface ToolWords {
  /** Words of the tool's name ("create shipment"). */
  name: Set<string>
  /** Words of the requests that ask for it, placeholders dropped. */
  asks: Set<string>
  /** Each request's words as spelled, in its stretches between placeholders: the words one way of asking uses together. */
  requests: string[][][]
  /** The first words of the requests ("record", "show", "can"). */
  leads: Set<string>
  /** Words of its options as the lexicon says them ("consumer stocks", "drama performances"). */
  values: Set<string>
  /** Word pairs of those requests ("show|workout"), for the order words come in. */
  pairs: Set<string>
  /** Words of its description and the app's domain. */
  text: Set<string>
  /** Words of the phrases that say its values ("last", "note"). */
  says: Set<string>
}

const PLACEHOLDER = /\{\w+\}/g

/** Adjacent word pairs of a text, as `a|b`. */
export const pairsOf = (words: readonly string[]): string[] => words.slice(1).map((w, i) => `${words[i]}|${w}`)

const cache = new Map<string, ToolWords>()
const environmental = new Set<string>(environmentalArgumentNames)

/** The words of every option of the tool's parameters, rendered as the lexicon says them. */
function optionWords(appId: string, tool: Tool): string[] {
  const phrasing = phrasingFor(defaultLexicon, appId, tool.name)
  const say = sayer(0)
  return Object.keys(tool.input.shape)
    .filter((p) => !environmental.has(p))
    .flatMap((p) => (optionsOf(tool, p) ?? []).filter((o) => typeof o === 'string').flatMap((o) => tokens(phrasing ? renderValue(phrasing, p, o, say) : String(o))))
}

/** The words of a tool on an app (the app's own phrasing first), cached per app and tool. */
export function toolWords(appId: string, domain: string, tool: Tool): ToolWords {
  const key = `${appId}.${tool.name}`
  const hit = cache.get(key)
  if (hit) return hit
  const phrasing = phrasingFor(defaultLexicon, appId, tool.name)
  const requests = [...(phrasing?.intents ?? []), ...(phrasing?.usual ?? [])]
  // Pairs only within a stretch of fixed words: a placeholder's value sits between the others.
  const stretches = requests.flatMap((s) => s.split(PLACEHOLDER).map(tokens))
  const says = Object.values(phrasing?.params ?? {}).flatMap((ps) => ps.flatMap((p) => tokens(p.replace(PLACEHOLDER, ' '))))
  const words: ToolWords = {
    name: new Set(tokens(tool.name)),
    asks: new Set(stretches.flat()),
    requests: requests.map((s) => s.split(PLACEHOLDER).map(spelled).filter((w) => w.length)),
    leads: new Set(requests.map(firstWord)),
    values: new Set(optionWords(appId, tool)),
    pairs: new Set(stretches.flatMap(pairsOf)),
    text: new Set(tokens(`${tool.description} ${domain}`)),
    says: new Set(says),
  }
  cache.set(key, words)
  return words
}
