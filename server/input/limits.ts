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

/** Options of the HTTP server itself (@hono/node-server's serverOptions). */
export const httpServerOptions = { maxHeaderSize: MAX_HEADER_BYTES } as const;
