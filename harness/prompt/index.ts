// What the model sees for one case
export { buildPrompt } from './build-prompt.ts'
export type { BuiltPrompt } from './build-prompt.ts'
export type { ChatMessage, ChatToolCall } from './chat-message.ts'

// The prompt switches: which records and which tools
export { selectHistory, estimateTokens } from './select-history.ts'
export { offeredTools, retrieveTools } from './offered-tools.ts'

// Follow-up turns of a multi-step episode
export { toolResultMessage, readResultsMessage } from './read-results.ts'

// Pieces other formats, reports and agents reuse
export { compactValue, compactJson, HISTORY_LIMITS, LIVE_READ_LIMITS } from './compact-value.ts'
export type { CompactLimits } from './compact-value.ts'
export { recordLine, outcomeSummary } from './record-line.ts'
export { outcomeGist } from './outcome-gist.ts'
export { toolSignature, schemaType } from './tool-signature.ts'
export { qualifiedToolName, offeredToolJson } from './tool-json.ts'
export { canonicalJson, promptHash, sha256Hex } from './prompt-hash.ts'
// Shared pieces of many prompts (history turns, system message, tool lists), serialized and hashed once
export { seal, isSealed, canonicalBytes, jsonBytes } from './json-pieces.ts'
export { hashAround, builtPromptHash, listDigest } from './list-digest.ts'
export { jsonAround } from './list-json.ts'
export { lexicalTokens } from './lexical-index.ts'

// The user as the model sees them: facts plus broad traits, or the detailed habit sentences (an ablation)
export { describeUser, PROFILE_VIEWS } from './describe-user.ts'
export type { ProfileView } from './describe-user.ts'
export { broadPreferences, BROAD_PHRASES } from './broad-preferences.ts'
export { profileFacts } from './profile-facts.ts'
