/**
 * A change of the person's own choice at a call, for counterfactual histories: from history index
 * `index` on, where they would have given `from` for argument `param` of `tool`, they give `to`.
 * `once`: that one call (a choice made in the moment, the context a later call reads); `lasting`:
 * every such call from then on (a habit that changed). The call then runs with the new value, so
 * its outcome and everything later that reads outcomes or whereabouts follows (decision 0027).
 */
export interface Intervention {
  /** The history index the change starts at; the records before it are the original's. */
  index: number
  tool: string
  /** Only this app's calls (canonical id); any app's when absent. */
  app?: string
  param: string
  from: unknown
  to: unknown
  span: 'once' | 'lasting'
  /** Simulate no day after the one this instant (epoch ms) falls in: a twin needs no later records. */
  until?: number
}

/** Two argument values a person would call the same choice (case and spacing aside). */
const sameChoice = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string' ? a.trim().toLowerCase() === b.trim().toLowerCase() : JSON.stringify(a) === JSON.stringify(b)

/** The arguments the call runs with under the intervention, or undefined when it does not apply to this call. */
export function intervened(iv: Intervention, at: number, app: string, tool: string, args: Record<string, unknown>): Record<string, unknown> | undefined {
  // A choice in the moment is that one call; a changed habit is every later call that would have used the old value.
  if (iv.span === 'once' ? at !== iv.index : at < iv.index) return undefined
  if (tool !== iv.tool || (iv.app !== undefined && app !== iv.app) || !(iv.param in args) || !sameChoice(args[iv.param], iv.from)) return undefined
  return { ...args, [iv.param]: iv.to }
}
