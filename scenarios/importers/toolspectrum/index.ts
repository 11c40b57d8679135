// Reading ToolSpectrum's published data (from a path the user gives)
export { loadToolSpectrumSamples, TOOLSPECTRUM_FILES } from './samples.ts'
export type { ToolSpectrumSample, ToolSpectrumPersona, ToolSpectrumEnvironment } from './samples.ts'
export { loadToolSpectrumToolset } from './toolset.ts'
export type { ToolSpectrumToolset, DeclaredParameter, DeclaredType } from './toolset.ts'

// Turning a sample into sandbox terms
export { coerceToDeclared } from './coerce.ts'
export type { Coerced } from './coerce.ts'
export { profileFromPersona, environmentFromSample, sessionStartForSample } from './profile.ts'

// The import into a suite: one user and one case per sample
export { importToolSpectrum, vaguenessOf } from './cases.ts'
export type { ToolSpectrumImport } from './cases.ts'
export { BREAKS_TOOLSET } from './breaks-toolset.ts'
export { findMention, mentionOf } from './mentions.ts'
