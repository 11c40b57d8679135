// Natural-language requests composed from per-tool phrasings
export { composeQuery, renderValue, sayer, phrasingFor } from './compose.ts'
export type { ComposeRequest, Composed } from './compose.ts'
export type { ToolPhrasing, Lexicon, Say } from './phrasing.ts'
