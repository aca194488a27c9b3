/**
 * The one way the browser calls the store's JSON API: every request carries a request id
 * (X-UUID, spec 1 section 7: "Every outbound fetch carries a request id header"), and every
 * failure becomes an ApiError with the status, the URL and that id, so logs on both sides meet.
 */

/** Spec 1 section 8, "network". */
export const NETWORK_ERROR_MESSAGE = "Oops, something went wrong! (Are we connected to Internet?)";
/** Spec 1 section 8, "general". */
export const GENERAL_ERROR_MESSAGE = "Oops, something went wrong! Please try again.";

/** A failed API call: status >= 400, or status 0 when the request never got an answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly url: string;
  /** The X-UUID the request carried. */
  readonly id: string;
  /** The error body the API answered with (its error id, message), when it was JSON. */
  readonly body: unknown;

  constructor(input: { status: number; url: string; id: string; body?: unknown; message?: string }) {
    const fallback = input.status === 0 ? NETWORK_ERROR_MESSAGE : GENERAL_ERROR_MESSAGE;
    super(input.message ?? fallback);
    this.name = "ApiError";
    this.status = input.status;
    this.url = input.url;
    this.id = input.id;
    this.body = input.body ?? null;
  }

  /** Whether the request never reached the server (offline, DNS, connection reset). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** Whether a value is an ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Whether an error only says the request was aborted (a newer request replaced it). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === "AbortError"
    : error instanceof Error && error.name === "AbortError";
}

/** A fresh request id; crypto.randomUUID exists only in secure contexts, so plain http gets a v4 by hand. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * Calls the store's API and answers its JSON. Throws ApiError for statuses >= 400 and network
 * failures; an aborted request rethrows the AbortError (see isAbortError), which callers ignore.
 */
async function requestJson(
  method: "GET" | "POST",
  url: string,
  options: { signal?: AbortSignal; body?: unknown; headers?: Record<string, string> },
): Promise<unknown> {
  const id = newRequestId();
  const headers: Record<string, string> = { ...options.headers, Accept: "application/json", "X-UUID": id };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, url, id });
  }
  if (response.status >= 400) {
    const body = await readBody(response);
    throw new ApiError({ status: response.status, url, id, body, message: apiMessage(body) });
  }
  try {
    return await response.json();
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw error;
    throw new ApiError({ status: response.status, url, id, message: GENERAL_ERROR_MESSAGE });
  }
}

/** The message of an API error body ({ id, message }), when it has one. */
function apiMessage(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("message" in body)) return undefined;
  const { message } = body as { message: unknown };
  return typeof message === "string" && message !== "" ? message : undefined;
}

/** The error id of an API error body ({ id, message }), when it has one. */
export function apiErrorId(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.body !== "object" || error.body === null) return undefined;
  const { id } = error.body as { id?: unknown };
  return typeof id === "string" ? id : undefined;
}

/** GETs JSON from the store's API (see requestJson). */
export function getJson(url: string, options: { signal?: AbortSignal } = {}): Promise<unknown> {
  return requestJson("GET", url, options);
}

/** POSTs JSON to the store's API and answers its JSON (see requestJson). */
export function postJson(
  url: string,
  body: unknown,
  options: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<unknown> {
  return requestJson("POST", url, { ...options, body });
}
