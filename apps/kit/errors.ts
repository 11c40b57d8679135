/** The error contract: every call answers with an outcome, never a crash. */

export type ErrorCode =
  | 'invalid_arguments'
  | 'unauthenticated'
  | 'policy_violation'
  | 'read_only'
  | 'unknown_app'
  | 'unknown_tool'
  | 'unknown_session'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'method_not_allowed'
  | 'unsupported_media_type'
  | 'host_not_allowed'
  | 'rate_limited'
  | 'unavailable'
  | 'internal'

export const httpStatusOf: Record<ErrorCode, number> = {
  invalid_arguments: 400,
  unauthenticated: 401,
  policy_violation: 403,
  read_only: 403,
  unknown_app: 404,
  unknown_tool: 404,
  unknown_session: 404,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  method_not_allowed: 405,
  unsupported_media_type: 415,
  host_not_allowed: 403,
  rate_limited: 429,
  // The server is at its session or memory limit: a documented answer, not a fault (see decision 0022).
  unavailable: 503,
  internal: 500,
}

/** One problem with the arguments, located by its path (e.g. `packageDetails.weight`). */
export interface ArgumentIssue {
  path: string
  code: string
  message: string
  expected?: string
}

export interface ErrorBody {
  code: ErrorCode
  message: string
  issues?: ArgumentIssue[]
  /** Policy id, for `policy_violation`. */
  rule?: string
  /** Nearest valid names, for `unknown_app` / `unknown_tool`. */
  suggestions?: string[]
  /** For `internal`: quote it when reporting the bug; the server log has the stack. */
  correlationId?: string
  /** For `rate_limited` / `unavailable`: seconds to wait before trying again (also sent as Retry-After). */
  retryAfter?: number
}

export type Outcome<T = unknown> = { ok: true; data: T } | { ok: false; error: ErrorBody }

export const success = <T>(data: T): Outcome<T> => ({ ok: true, data })
export const failure = (error: ErrorBody): Outcome<never> => ({ ok: false, error })

export const statusOfOutcome = (outcome: Outcome): number => (outcome.ok ? 200 : httpStatusOf[outcome.error.code])

/**
 * Thrown by a handler for a business-rule answer (sold out, already cancelled, unknown order).
 * The session catches it, discards the draft and returns it as an error outcome.
 */
export class AppError extends Error {
  constructor(
    readonly code: Exclude<ErrorCode, 'internal'>,
    message: string,
    readonly extra: Omit<ErrorBody, 'code' | 'message'> = {},
  ) {
    // An answer, not a bug: no stack trace to capture (capturing one was most of a refusal's cost).
    const limit = Error.stackTraceLimit
    Error.stackTraceLimit = 0
    super(message)
    Error.stackTraceLimit = limit
    this.name = 'AppError'
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, ...this.extra }
  }
}

/** 409: the request is well-formed but the app's state forbids it. */
export const conflict = (message: string): AppError => new AppError('conflict', message)

/** 404: an id the caller passed names nothing in this session (an order, a ride). */
export const notFound = (message: string): AppError => new AppError('not_found', message)

/** 400 raised from inside a handler, e.g. a date the schema accepted as a string but cannot be read. */
export const invalidArgument = (path: string, message: string, expected?: string): AppError =>
  new AppError('invalid_arguments', `Invalid argument \`${path}\`: ${message}`, {
    issues: [{ path, code: 'invalid_value', message, ...(expected ? { expected } : {}) }],
  })
