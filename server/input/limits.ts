/**
 * The sizes of a request the store reads (docs/decisions.md, "Hardening (issue 10)"). A request
 * over any of them is refused before a handler sees it.
 */

/** Longest request target (path and query) answered; a longer one is a 414 URI Too Long. */
export const MAX_REQUEST_TARGET_LENGTH = 8 * 1024;

/**
 * Node's limit on the request line and the headers together; beyond it Node answers 431 Request
 * Header Fields Too Large itself. Twice the longest request target, so such a URL still leaves
 * room for the store's cookies.
 */
export const MAX_HEADER_BYTES = 16 * 1024;

/** Largest body read, forms and JSON alike (the favorites API keeps its own 4 kB); larger is a 413. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * How long a request may take to arrive whole, headers and body: a sender that trickles a body
 * (under the size limit, a byte at a time) is answered 408 and its connection closed, rather than
 * holding it for minutes. The headers must come in the first two thirds of it.
 */
export const REQUEST_ARRIVAL_MS = 30_000;

/** Options of the HTTP server itself (@hono/node-server's serverOptions), for a request arrival limit. */
export function httpServerOptionsFor(arrivalMs: number) {
  return {
    maxHeaderSize: MAX_HEADER_BYTES,
    requestTimeout: arrivalMs,
    headersTimeout: Math.round((arrivalMs * 2) / 3),
    // Node checks the limits on this beat (30 s by default, as long as the limit itself).
    connectionsCheckingInterval: Math.max(250, Math.round(arrivalMs / 10)),
  } as const;
}

/** The store's server options. */
export const httpServerOptions = httpServerOptionsFor(REQUEST_ARRIVAL_MS);
