import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from "./database-unavailable.ts";
import { isAppError } from "./errors.ts";
import type { Log } from "./log.ts";

/** Every API error body: the spec's error id and the words to show. */
export interface ErrorBody {
  id: string;
  message: string;
  /** What a caller needs beyond the words (spec: "a request validation error with extra info"). */
  extraInfo?: Record<string, unknown>;
}

export interface ErrorAnswer {
  status: ContentfulStatusCode;
  body: ErrorBody;
  /** Headers the answer needs (Retry-After on a 503). */
  headers?: Record<string, string>;
}

/** Spec 1 error catalogue, "other": the answer to a failure nobody expected (logged, never explained). */
export const UNEXPECTED_FAILURE: ErrorBody = {
  id: "internal.error",
  message: "Sorry, something went wrong!",
};

/**
 * The one error mapper: an AppError becomes its kind's status with its spec id and words; Hono's own
 * refusals (a body that is not JSON, say) keep their 4xx status; a database that cannot be reached
 * (a restart passes by itself) is a 503 with a retry hint; anything else is a logged 500 with
 * `failure` (the route's spec words for it, when the spec gives some).
 */
export function errorAnswer(error: unknown, log: Log | undefined, failure = UNEXPECTED_FAILURE): ErrorAnswer {
  if (isAppError(error)) {
    const extraInfo = error.details?.extraInfo;
    const body: ErrorBody = { id: error.code, message: error.message };
    if (extraInfo !== null && typeof extraInfo === "object")
      body.extraInfo = extraInfo as Record<string, unknown>;
    return { status: error.status, body };
  }
  if (error instanceof HTTPException && error.status < 500) {
    return { status: error.status, body: { id: "request.invalid", message: error.message } };
  }
  if (isDatabaseUnavailable(error)) {
    log?.warn({ err: error }, "database unavailable");
    return {
      status: 503,
      body: { ...SERVICE_UNAVAILABLE },
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
    };
  }
  log?.error({ err: error }, "unhandled error");
  return { status: 500, body: failure };
}
