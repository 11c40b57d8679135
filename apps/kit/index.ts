// Defining apps and tools
export { defineApp, defineTool, QUALIFIED_SEPARATOR } from './define.ts'
export type { App, AppSpec, Domain, Effect, Policy, Tool, ToolSpec, Traits } from './define.ts'
export { environmentalArguments, environmentalArgumentNames } from './environment-args.ts'

// What a handler receives
export type { ToolContext } from './context.ts'
export type { LatLng, Place, PlaceKind, PlaceResolver } from './places.ts'
export { userProfileSchema, environmentSchema, bodyMassIndex, incomeCeiling } from './profile.ts'
export type { UserProfile, Environment } from './profile.ts'
export { createRng, hashString, hashTag } from './rng.ts'
export type { Rng } from './rng.ts'
export { parseWhen, parseDay, fromIso, toIso, toDisplay, toDate, fromLocal, localParts, startOfLocalDay, MINUTE, HOUR, DAY } from './time.ts'

// The error contract
export { AppError, conflict, notFound, invalidArgument, success, failure, httpStatusOf, statusOfOutcome } from './errors.ts'
export type { ErrorCode, ErrorBody, ArgumentIssue, Outcome } from './errors.ts'
export { validateArguments, toArgumentIssues, parseOutput } from './validate.ts'

// Derived surfaces
export { createRegistry, aliasKey } from './registry.ts'
export type { Registry, Resolved } from './registry.ts'
export { nearestNames } from './nearest.ts'
export { inputJsonSchema, outputJsonSchema } from './json-schema.ts'
export type { JsonSchema } from './json-schema.ts'
export { openAiTools } from './openai-tools.ts'
export type { OpenAiTool } from './openai-tools.ts'
export { openApiDocument } from './openapi.ts'
export { appRouter, handleToolRequest, bearerToken, respond, readJsonBody, tooLarge } from './hono.ts'
export type { Caller, Gateway } from './hono.ts'
export { deepFreeze } from './freeze.ts'
export { ownEntry, newestPage } from './records.ts'
export { normalizePaymentMethod } from './payment.ts'
export { enumOptions } from './enum-options.ts'
