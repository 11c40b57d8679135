/** What the paraphrasing model is asked: a system message and the user message, as plain text. */
export interface ParaphrasePrompt {
  system: string
  user: string
}

/** Any text model: the CLI passes one backed by an OpenAI-compatible endpoint, tests a fake. */
export type Complete = (prompt: ParaphrasePrompt) => Promise<string>

const SYSTEM = [
  'You rewrite requests that a person types to their phone assistant.',
  'Rewrite the sentence so it reads like a different person wrote it, still a natural first-person request with the same meaning.',
  'Keep every listed phrase exactly as written. Add no detail the sentence does not give: no app, place, time, amount, brand or payment method.',
  'Answer with the one rewritten sentence only: no quotes, no preamble, no markdown, no JSON.',
].join(' ')

/** The sentence, the phrases that must stay verbatim, and the request for one sentence back. */
export function paraphrasePrompt(query: string, keep: readonly string[]): ParaphrasePrompt {
  const phrases = keep.length ? keep.map((p) => `- ${p}`).join('\n') : '(none)'
  return { system: SYSTEM, user: `Sentence: ${query}\nPhrases to keep verbatim:\n${phrases}\nRewritten sentence:` }
}
