/**
 * Whether a failure means "the database cannot be reached right now" (a restart, a lost
 * connection, a server refusing connections), as opposed to a fault in the store's own query.
 * Such failures answer 503 with Retry-After instead of 500: they pass without a fix.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error in its own ("Failed query: ..."): look down the cause chain.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    if (isUnavailableCause(current)) return true;
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}

/** The retry hint (Retry-After, in seconds) sent with every 503: about as long as a restart takes. */
export const RETRY_AFTER_SECONDS = 5;

/** The JSON API's answer while the database is unavailable. */
export const SERVICE_UNAVAILABLE = {
  id: "service.unavailable",
  message: "The store is briefly unavailable. Please try again in a moment.",
} as const;

// PostgreSQL SQLSTATE: class 08 is a connection exception; 57P01-57P03 are admin shutdown, crash
// shutdown and "cannot connect now" (starting up or shutting down); 53300 is too many connections.
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
// Node's socket errors when the server is down or the connection breaks.
const UNAVAILABLE_NODE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
// node-postgres and pg-pool say it in words only; PGlite's handle says so when closed or closing.
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end on the pool",
  "PGlite is closed",
  "PGlite is closing",
];

function isUnavailableCause(error: object): boolean {
  const code = "code" in error && typeof error.code === "string" ? error.code : undefined;
  if (code !== undefined) {
    if (code.startsWith("08") && code.length === 5) return true;
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code)) return true;
  }
  const message = "message" in error && typeof error.message === "string" ? error.message : "";
  return UNAVAILABLE_MESSAGES.some((words) => message.startsWith(words));
}
