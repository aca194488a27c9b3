import { z } from "@hono/zod-openapi";

/**
 * A record's id in a request: a whole number above 0, as a JSON number or a string of digits (the
 * API answers ids as strings), read as a number. Anything else is refused with the message given.
 */
export function positiveIdSchema(message = "must be a whole number above 0") {
  return z
    .union([z.string().max(20), z.number()])
    .transform(Number)
    .pipe(z.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message));
}
