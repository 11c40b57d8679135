// Natural-language requests composed from per-tool phrasings
export { composeQuery, renderValue, phrasingFor } from './compose.ts'
export type { ComposeRequest, Composed } from './compose.ts'
export { sayer } from './say.ts'
export type { ToolPhrasing, Lexicon, Say, Combine } from './phrasing.ts'
