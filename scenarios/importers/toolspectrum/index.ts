// Reading ToolSpectrum's published data (from a path the user gives)
export { loadToolSpectrumSamples, TOOLSPECTRUM_FILES } from './samples.ts'
export type { ToolSpectrumSample, ToolSpectrumPersona, ToolSpectrumEnvironment } from './samples.ts'
export { loadToolSpectrumToolset } from './toolset.ts'
export type { ToolSpectrumToolset, DeclaredParameter, DeclaredType } from './toolset.ts'

// Turning a sample into sandbox terms
export { coerceToDeclared } from './coerce.ts'
export type { Coerced } from './coerce.ts'
export { profileFromPersona, environmentFromSample, sessionStartForSample } from './profile.ts'
