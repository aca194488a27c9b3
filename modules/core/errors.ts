/** The few kinds of expected failure; each maps to one HTTP status. */
export type AppErrorKind = "not_found" | "invalid_input" | "conflict" | "not_allowed" | "not_authenticated";

const statusByKind: Record<AppErrorKind, 400 | 403 | 404 | 409> = {
  invalid_input: 400,
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

  get status(): 400 | 403 | 404 | 409 {
    return statusByKind[this.kind];
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
