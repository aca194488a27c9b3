/** The few kinds of expected failure; each maps to one HTTP status. */
export type AppErrorKind =
  | "not_found"
  | "invalid_input"
  | "conflict"
  | "not_allowed"
  | "not_authenticated"
  | "not_verified"
  | "too_many";

type AppErrorStatus = 400 | 401 | 403 | 404 | 409 | 429;

/**
 * not_authenticated is spec 3's 403 for a customer not signed in; not_verified is its 401 for a
 * missing or wrong captcha answer; too_many is a client over a rate limit.
 */
const statusByKind: Record<AppErrorKind, AppErrorStatus> = {
  invalid_input: 400,
  not_verified: 401,
  too_many: 429,
  not_authenticated: 403,
  not_allowed: 403,
  not_found: 404,
  conflict: 409,
};

/** An expected failure with the spec's error id as its code and the spec's words as its message. */
export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): AppErrorStatus {
    return statusByKind[this.kind];
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
