/**
 * What may reach the logs. Database errors carry the failed statement's parameters (Drizzle puts
 * them in the message) and the offending row or key (PostgreSQL's detail): a customer's email,
 * password hash or session token. Everything logged passes through here first: errors keep what
 * failed (type, SQLSTATE code, table, column, constraint, the statement without its values, the
 * stack) and lose the values; secrets are dropped by key; emails are masked wherever they appear.
 */

const REDACTED = "[redacted]";
const MAX_DEPTH = 6;

// Keys whose values are secrets whatever they hold: headers (cookie, set-cookie, authorization),
// the session cookies (at-main, x-main), passwords, hashes and tokens of every kind.
// Card fields too (the card form's cc and cvv, the API's addCreditCardNumber).
const SECRET_KEY =
  /cookie|authorization|password|passwd|secret|token|hash|^at-main$|^x-main$|^cc$|cvv|cardnumber/i;

// Emails of any script: letters, marks and digits of Unicode (u flag), in the name (`jané@`) and
// the domain (`münchen.de`), or an email written to a customer would pass into the logs whole. The
// name may start with any of its characters (a dot, a lone accent), so none leaves the rest unmasked.
// Linear by construction: a match can only start where the previous character cannot continue
// it, and the domain's labels cannot swallow the dots between them.
const EMAIL =
  /(?<![\p{L}\p{M}\p{N}_.%+-])([\p{L}\p{M}\p{N}_.%+-])[\p{L}\p{M}\p{N}_.%+-]*@([\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)+)/gu;
const ARGON2_HASH = /\$argon2(?:id|i|d)\$[\w$=,+/.-]*/g;
const SECRET_QUERY = /([?&](?:token|code|state|nonce|password|email)=)[^&#\s]*/gi;
// Session tokens (43 characters), SHA-256 hashes (64), reset links: any long unbroken word.
const LONG_TOKEN = /(?<![\w-])[\w-]{32,}(?![\w-])/g;

// A card number in any text: 13 to 19 digits, run together or in groups split by a space or a dash.
// Bounded repetition of one digit and an optional separator: linear.
const CARD_NUMBER = /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d])/g;

/** A digit run that passes the card check digit (Luhn): order ids and the like mostly do not. */
function isCardLike(text: string): boolean {
  const digits = text.replace(/\D/g, "");
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const value = Number(digits[digits.length - 1 - i]) * (i % 2 === 1 ? 2 : 1);
    sum += value > 9 ? value - 9 : value;
  }
  return sum % 10 === 0;
}

/** 'jane.doe@example.com' becomes 'j***@example.com': enough to tell customers apart, not to write to them. */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, (_, first: string, domain: string) => `${first}***@${domain}`);
}

/** Masks emails, password hashes, card numbers and secret query values in any text; with tokens, long random words too. */
export function scrubText(text: string, options: { tokens?: boolean } = {}): string {
  const scrubbed = maskEmails(text)
    .replace(ARGON2_HASH, REDACTED)
    .replace(SECRET_QUERY, `$1${REDACTED}`)
    .replace(CARD_NUMBER, (run) => (isCardLike(run) ? REDACTED : run));
  return options.tokens ? scrubbed.replace(LONG_TOKEN, REDACTED) : scrubbed;
}

// Path segments that are tokens by their place: the emailed subscription links
// (/subscriptions/{tokenTypeOrAction}/{token}) and a shared list (/favorites/{shareToken}).
const TOKEN_PLACES = [
  /^(\/(?:marty\/)?subscriptions\/[^/]+\/)([^/]+)/i,
  /^(\/(?:marty\/)?favorites\/)([^/]+)/i,
];
// Query parameters whose values are secrets whatever they hold.
const SECRET_PARAM = /token|^(?:code|state|nonce|password|email|secret|key|sig|signature)$/i;
// A lower-case slug of words ('mens-trail-running-shoe-in-black') is a page's name, not a token.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;
const isTokenLike = (text: string) => text.length >= 32 && /^[\w%-]+$/.test(text) && !SLUG.test(text);

/**
 * A URL or path fit for the logs: every token in it redacted, by its place (subscription links,
 * shared lists), by its parameter's name (token, code, state, email, ...) or by its look (any long
 * random segment or value); emails masked. Every log field that names a URL passes through here.
 */
export function redactUrl(target: string): string {
  const withoutFragment = target.split("#")[0] ?? "";
  const queryAt = withoutFragment.indexOf("?");
  const beforeQuery = queryAt >= 0 ? withoutFragment.slice(0, queryAt) : withoutFragment;
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/]*/i.exec(beforeQuery)?.[0] ?? "";
  let path = beforeQuery.slice(origin.length);
  for (const place of TOKEN_PLACES) path = path.replace(place, `$1${REDACTED}`);
  path = path
    .split("/")
    .map((segment) => (isTokenLike(segment) ? REDACTED : segment))
    .join("/");
  const query =
    queryAt < 0
      ? ""
      : `?${withoutFragment
          .slice(queryAt + 1)
          .split("&")
          .map((pair) => {
            const [name = "", ...rest] = pair.split("=");
            const value = rest.join("=");
            return SECRET_PARAM.test(name) || isTokenLike(value) ? `${name}=${REDACTED}` : pair;
          })
          .join("&")}`;
  return maskEmails(origin + path + query);
}

// Log fields that name a URL (the access log's path, a failed page's url, a referer).
const URL_KEY = /^(?:url|path|href|referr?er|location)$/i;

/** A log line's fields with secrets dropped by key, emails masked and errors made safe. */
export function redactLogValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (typeof value !== "object" || value === null) return value;
  if (value instanceof Error) return safeError(value, depth);
  if (depth >= MAX_DEPTH) return "[too deep]";
  if (Array.isArray(value)) return value.map((item) => redactLogValue(item, depth + 1));
  if (value instanceof Headers) return redactRecord(Object.fromEntries(value), depth);
  return redactRecord(value, depth);
}

/** An object's fields made safe: secrets dropped by key, the rest redacted in turn. */
function redactRecord(fields: object, depth = 0): Record<string, unknown> {
  const safe: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(fields)) {
    if (SECRET_KEY.test(key) && item != null) safe[key] = REDACTED;
    else if (URL_KEY.test(key) && typeof item === "string") safe[key] = scrubText(redactUrl(item));
    else safe[key] = redactLogValue(item, depth + 1);
  }
  return safe;
}

// Fields of a driver's error that say what failed without saying with which values.
const SAFE_ERROR_FIELDS = [
  "code",
  "severity",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "routine",
];
// Fields that are values (Drizzle's params, PostgreSQL's internal query and context): never logged.
const DROPPED_ERROR_FIELDS = new Set(["params", "internalQuery", "where", "raw", "length", "file", "line"]);

/** An error as a plain object fit for the logs, its causes included. */
export function safeError(error: Error, depth = 0): Record<string, unknown> {
  const type = error.constructor?.name || error.name || "Error";
  const message = errorMessage(error);
  const safe: Record<string, unknown> = { type, message };
  for (const [key, item] of Object.entries(error)) {
    if (DROPPED_ERROR_FIELDS.has(key) || key === "cause" || key === "message" || key === "stack") continue;
    if (SAFE_ERROR_FIELDS.includes(key)) safe[key] = item;
    else if (key === "detail" && typeof item === "string") safe.detail = safeDetail(item);
    else if (key === "query" && typeof item === "string") safe.query = scrubText(item, { tokens: true });
    else if (typeof item === "string")
      safe[key] = SECRET_KEY.test(key) ? REDACTED : scrubText(item, { tokens: true });
    else safe[key] = SECRET_KEY.test(key) && item != null ? REDACTED : redactLogValue(item, depth + 1);
  }
  if ("params" in error && Array.isArray(error.params)) safe.paramCount = error.params.length;
  if (error.stack) safe.stack = [`${type}: ${message}`, ...stackFrames(error.stack)].join("\n");
  if (error.cause instanceof Error && depth < MAX_DEPTH) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}

/** Drizzle's message is 'Failed query: {sql}\nparams: {values}': the values go. */
function errorMessage(error: Error): string {
  const paramsAt = error.message.indexOf("\nparams:");
  const message = paramsAt >= 0 ? error.message.slice(0, paramsAt) : error.message;
  return scrubText(message, { tokens: true });
}

/** The stack's frames ('    at ...' lines), without its first lines, which repeat the raw message. */
function stackFrames(stack: string): string[] {
  return stack.split("\n").filter((line) => line.startsWith("    at "));
}

/**
 * PostgreSQL's detail names the key and its value ('Key (lower(email))=(jane@example.com) already
 * exists.') or the whole row ('Failing row contains (...)'): keep the key's columns, drop the values.
 */
function safeDetail(detail: string): string {
  if (detail.startsWith("Failing row contains")) return `Failing row contains (${REDACTED}).`;
  const valuesAt = detail.indexOf(")=(");
  const tailAt = detail.lastIndexOf(") ");
  if (detail.startsWith("Key (") && valuesAt > 0 && tailAt > valuesAt) {
    return `${detail.slice(0, valuesAt)})=(${REDACTED})${detail.slice(tailAt + 1)}`;
  }
  return scrubText(detail, { tokens: true });
}

/** pino's arguments (fields or an error, then the message) made safe; see the logger's hook. */
export function redactLogArguments(args: readonly unknown[]): unknown[] {
  const [first, ...rest] = args;
  if (first instanceof Error) {
    const err = safeError(first);
    return [{ err }, ...(rest.length > 0 ? rest.map((item) => redactLogValue(item)) : [err.message])];
  }
  return args.map((item) => redactLogValue(item));
}
