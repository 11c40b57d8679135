import { environmentalArgumentNames, inputJsonSchema, type Tool } from '../../../apps/kit/index.ts'
import { optionsOf } from './schema-kind.ts'
import { stem, tokens } from './words.ts'

/*
 * The words a tool offers a reader: its name, its parameters, their options, its description and
 * theirs. This is all a reader of the catalog sees; nothing here knows how any request is worded.
 */

/** A tool's words (stemmed) by where they come from, strongest first. */
export interface ToolWords {
  /** Words of the tool's name ("create shipment"). */
  name: Set<string>
  /** Words of its parameters' names ("pickup location", "taxi type"). */
  params: Set<string>
  /** Words of its parameters' options ("express", "premier", "one way"). */
  values: Set<string>
  /** Words of its description, its parameters' descriptions and the app's domain. */
  text: Set<string>
}

const cache = new Map<string, ToolWords>()
const environmental = new Set<string>(environmentalArgumentNames)

/** The descriptions of a tool's parameters, environmental ones left out. */
function paramDescriptions(tool: Tool): string[] {
  const props = (inputJsonSchema(tool) as { properties?: Record<string, { description?: string }> }).properties ?? {}
  return Object.entries(props)
    .filter(([p]) => !environmental.has(p))
    .map(([, s]) => s.description ?? '')
}

/** The words of a tool on an app, cached per app and tool. */
export function toolWords(appId: string, domain: string, tool: Tool): ToolWords {
  const key = `${appId}.${tool.name}`
  const hit = cache.get(key)
  if (hit) return hit
  const params = Object.keys(tool.input.shape).filter((p) => !environmental.has(p))
  const options = params.flatMap((p) => (optionsOf(tool, p) ?? []).filter((o): o is string => typeof o === 'string'))
  const stems = (text: string) => new Set(tokens(text).map(stem))
  const words: ToolWords = {
    name: stems(tool.name),
    params: stems(params.join(' ')),
    values: stems(options.join(' ')),
    text: stems(`${tool.description} ${paramDescriptions(tool).join(' ')} ${domain}`),
  }
  cache.set(key, words)
  return words
}
