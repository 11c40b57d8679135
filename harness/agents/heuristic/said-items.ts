import { inputJsonSchema, type Tool } from '../../../apps/kit/index.ts'
import type { ShownCall } from '../agent.ts'
import { saidNumber } from './said-numbers.ts'
import { namedThing } from './said-phrases.ts'
import { saidOption } from './said-options.ts'
import { tokens } from './words.ts'

/*
 * One item of a list of objects ("two hot Coconut Lattes with less sugar"): its name as the user
 * named such items before, its options by their words, its quantity by the count said.
 */

interface FieldSchema {
  type?: string
  enum?: unknown[]
  description?: string
}

/** The item fields of a list parameter, or undefined when its items are no objects. */
function itemFields(tool: Tool, param: string): Record<string, FieldSchema> | undefined {
  const props = (inputJsonSchema(tool) as { properties?: Record<string, { items?: { type?: string; properties?: Record<string, FieldSchema> } }> }).properties ?? {}
  const items = props[param]?.items
  return items?.type === 'object' ? items.properties : undefined
}

/** Whether the value's words run together in the text, plurals read as singulars ("Coconut Lattes" names "Coconut Latte"). */
function namedIn(text: string, value: string): { at: number; length: number } | undefined {
  const said = tokens(text)
  const wanted = tokens(value)
  if (!wanted.length) return undefined
  const at = said.findIndex((_, i) => wanted.every((w, k) => said[i + k] === w))
  return at >= 0 ? { at, length: wanted.length } : undefined
}

/** The names the user gave a field of this list before (the drinks of earlier orders). */
function pastNames(history: readonly ShownCall[], tool: string, param: string, field: string): string[] {
  const out = new Set<string>()
  for (const h of history) {
    if (h.tool !== tool) continue
    const list = h.args[param]
    if (Array.isArray(list)) for (const item of list) if (item && typeof item === 'object' && typeof (item as Record<string, unknown>)[field] === 'string') out.add((item as Record<string, string>)[field]!)
  }
  return [...out]
}

/** The field that names an item: its first free string (a drink, a dish). */
const nameField = (fields: Record<string, FieldSchema>) => Object.entries(fields).find(([, s]) => s.type === 'string' && !s.enum)?.[0]

/** A name the user has not ordered before: the first name the text says, a plural read as one ("Americanos"). */
function newName(text: string): string | undefined {
  const name = namedThing(text)
  return name?.replace(/(\p{L}{4,})s$/u, '$1')
}

/** The one item the text orders, or undefined when it names none. */
export function saidItems(tool: Tool, param: string, text: string, history: readonly ShownCall[]): Record<string, unknown>[] | undefined {
  const fields = itemFields(tool, param)
  if (!fields) return undefined
  const item: Record<string, unknown> = {}
  let rest = text
  for (const [field, schema] of Object.entries(fields)) {
    if (schema.type !== 'string' || schema.enum) continue
    const named = pastNames(history, tool.name, param, field)
      .map((name) => ({ name, hit: namedIn(text, name) }))
      .filter((n) => n.hit)
      .sort((a, b) => b.name.length - a.name.length)[0]
    const name = named?.name ?? (field === nameField(fields) ? newName(text) : undefined)
    if (!name) continue
    item[field] = name
    // The name's words are the name's: "Coconut" in "Coconut Latte" says no coconut milk.
    for (const w of name.split(/\s+/)) rest = rest.replace(new RegExp(`\\b${w.replace(/[^\p{L}\p{N}]/gu, '')}\\w*`, 'iu'), ' ')
  }
  if (!Object.keys(item).length) return undefined
  for (const [field, schema] of Object.entries(fields)) {
    if (schema.enum) {
      const option = saidOption(schema.enum, rest, schema.description)
      if (option !== undefined) item[field] = option
    } else if (schema.type === 'integer' && /quantity|count/i.test(field)) item[field] = saidNumber(text, 'count') ?? 1
  }
  return [item]
}
