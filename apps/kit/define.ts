import { z } from 'zod'
import type { ToolContext } from './context.ts'
import type { UserProfile } from './profile.ts'
import { environmentalArguments } from './environment-args.ts'

export type Effect = 'read' | 'write'

export type Domain =
  | 'shopping'
  | 'groceries'
  | 'food'
  | 'transport'
  | 'travel'
  | 'entertainment'
  | 'health'
  | 'finance'
  | 'news'
  | 'knowledge'
  | 'social'
  | 'reminder'
  | 'delivery'
  | 'video'
  | 'music'

/** Non-functional attributes behind tool preference (price level, speed, authenticity...). */
export type Traits = Readonly<Record<string, string | number | boolean>>

type InputShape = z.ZodRawShape

export interface ToolSpec<S, Shape extends InputShape, O extends z.ZodType> {
  name: string
  description: string
  effect: Effect
  /** The call's own parameters; made strict (unknown parameters are errors). */
  input: z.ZodObject<Shape>
  /** Refinements across parameters (e.g. "productId or searchQuery"), checked after the shape. */
  refine?: (args: z.output<z.ZodObject<Shape>>) => { path: string; message: string } | undefined
  output: O
  /** Parameters whose list values are sets (order does not matter when scoring). */
  setLike?: readonly string[]
  /** Accept ToolSpectrum's seven environmental arguments (default true). */
  environmental?: boolean
  run(state: S, args: z.output<z.ZodObject<Shape>>, ctx: ToolContext): z.input<O>
}

export interface Tool<S = any> {
  readonly name: string
  readonly description: string
  readonly effect: Effect
  readonly input: z.ZodObject<any>
  readonly output: z.ZodType
  readonly setLike: readonly string[]
  readonly refine?: (args: any) => { path: string; message: string } | undefined
  run(state: S, args: any, ctx: ToolContext): unknown
}

export function defineTool<S, Shape extends InputShape, O extends z.ZodType>(spec: ToolSpec<S, Shape, O>): Tool<S> {
  if (!/^[a-zA-Z][a-zA-Z0-9]*$/.test(spec.name)) throw new Error(`tool name "${spec.name}" must be camelCase alphanumerics`)
  const shape = spec.environmental === false ? spec.input.shape : { ...spec.input.shape, ...environmentalArguments }
  return {
    name: spec.name,
    description: spec.description,
    effect: spec.effect,
    input: z.object(shape).strict(),
    output: spec.output,
    setLike: spec.setLike ?? [],
    ...(spec.refine ? { refine: spec.refine } : {}),
    run: spec.run as Tool<S>['run'],
  }
}

/** A rule of the app checked against the user's profile and environment (403 when broken). */
export interface Policy {
  id: string
  /** The rule as the app states it. */
  rule: string
  /** Tools it applies to (all when omitted). */
  tools?: readonly string[]
  /** A violation message, or undefined when the call is allowed. Handlers may also call ctx.deny(id). */
  check?(args: Record<string, unknown>, user: UserProfile, tool: string): string | undefined
}

export interface AppSpec<S> {
  /** Canonical id: [a-z0-9_]+ without double underscores. */
  id: string
  name: string
  aliases?: readonly string[]
  domain: Domain
  description: string
  traits?: Traits
  policies?: readonly Policy[]
  initialState: () => S
  tools: readonly Tool<S>[]
}

export interface App<S = any> {
  readonly id: string
  readonly name: string
  readonly aliases: readonly string[]
  readonly domain: Domain
  readonly description: string
  readonly traits: Traits
  readonly policies: readonly Policy[]
  readonly initialState: () => S
  readonly tools: readonly Tool<S>[]
  tool(name: string): Tool<S> | undefined
}

/** Separator between app id and tool name in OpenAI tool names: `didi_chuxing__bookTaxi`. */
export const QUALIFIED_SEPARATOR = '__'

export function defineApp<S>(spec: AppSpec<S>): App<S> {
  if (!/^[a-z0-9]+(_[a-z0-9]+)*$/.test(spec.id)) throw new Error(`app id "${spec.id}" must match [a-z0-9_]+ without double or edge underscores`)
  const byName = new Map<string, Tool<S>>()
  for (const tool of spec.tools) {
    if (byName.has(tool.name)) throw new Error(`${spec.id}: tool "${tool.name}" defined twice`)
    const qualified = `${spec.id}${QUALIFIED_SEPARATOR}${tool.name}`
    if (qualified.length > 64) throw new Error(`${qualified} is longer than OpenAI's 64-character limit`)
    byName.set(tool.name, tool)
  }
  for (const policy of spec.policies ?? []) {
    for (const t of policy.tools ?? []) if (!byName.has(t)) throw new Error(`${spec.id}: policy ${policy.id} names unknown tool ${t}`)
  }
  return {
    id: spec.id,
    name: spec.name,
    aliases: spec.aliases ?? [],
    domain: spec.domain,
    description: spec.description,
    traits: spec.traits ?? {},
    policies: spec.policies ?? [],
    initialState: spec.initialState,
    tools: spec.tools,
    tool: (name) => byName.get(name),
  }
}
