// Turning a model's answer into calls
export { parseModelText } from './parse-text.ts'
export type { ParseOptions } from './parse-text.ts'
export { parseToolCalls } from './native.ts'
export type { NativeToolCall } from './native.ts'
export type { Parsed, ParsedFormat } from './parsed.ts'
export { MAX_ANSWER_LENGTH, MAX_NESTING_DEPTH } from './parsed.ts'

// Pieces the prompt formats and scorers may reuse
export { splitQualifiedName } from './qualified-name.ts'
export type { AppAndTool } from './qualified-name.ts'
