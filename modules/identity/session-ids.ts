/**
 * The session cookies' values (spec 3, "Customer and session"). Ids look like the store's other
 * ids ('123-4567890-1234567'); the token is 256 random bits. Pure: Web Crypto only, so the same
 * checks run anywhere.
 */
export const SESSION_COOKIE = {
  id: "session-id",
  token: "session-token",
  ubid: "ubid-main",
  /** Recognises a customer on this browser (spec 3); set at sign-in. */
  xMain: "x-main",
  /** The authentication token of a signed-in session; its expiry is kept on the server. */
  atMain: "at-main",
} as const;

/** Session cookies expire about 20 years ahead (spec 3). */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 20 * 365 * 24 * 60 * 60;

const ID_PATTERN = /^\d{3}-\d{7}-\d{7}$/;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface SessionCredentials {
  id: string;
  token: string;
  /** The at-main cookie, when the browser has one. */
  atMain?: string;
  /** The x-main cookie (recognition), when the browser has one. */
  xMain?: string;
  /**
   * When the request presented them, by the server's clock (tests move it): the sign-in's idle
   * and absolute limits are measured to it. Now when absent.
   */
  at?: Date;
}

function randomDigits(count: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(count));
  // 250 is the largest multiple of 10 under 256: rejecting bytes above it keeps digits uniform.
  let digits = "";
  for (const byte of bytes) if (byte < 250) digits += String(byte % 10);
  return digits.length >= count ? digits.slice(0, count) : digits + randomDigits(count - digits.length);
}

/** A new session or browser id, 'ddd-ddddddd-ddddddd'. */
export function newVisitorId(): string {
  const digits = randomDigits(17);
  return `${digits.slice(0, 3)}-${digits.slice(3, 10)}-${digits.slice(10)}`;
}

/** A new session token: 32 random bytes, base64url. */
export function newSessionToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

export function isVisitorId(value: string | undefined): value is string {
  return value !== undefined && ID_PATTERN.test(value);
}

export function isSessionToken(value: string | undefined): value is string {
  return value !== undefined && TOKEN_PATTERN.test(value);
}

/** The credentials of well-formed cookies, else null (a forged or truncated cookie is no session). */
export function sessionCredentials(
  id: string | undefined,
  token: string | undefined,
  atMain?: string | undefined,
  xMain?: string | undefined,
): SessionCredentials | null {
  if (!isVisitorId(id) || !isSessionToken(token)) return null;
  const credentials: SessionCredentials = { id, token };
  if (isSessionToken(atMain)) credentials.atMain = atMain;
  if (isSessionToken(xMain)) credentials.xMain = xMain;
  return credentials;
}

/** What the server's session middleware gives every request (see server/middleware/session.ts). */
export interface SessionVariables {
  /** The request's session cookies when well formed, else null. */
  session: SessionCredentials | null;
  /** The session, handing out new cookies with the response when the request had none. */
  issueSession: () => SessionCredentials;
  /** Whether cookies set by this response carry Secure (COOKIE_SECURE and the request's scheme). */
  secureCookies: boolean;
}

/**
 * A Set-Cookie value for the session cookies: HttpOnly, SameSite=Lax, Secure when asked, expiring
 * about 20 years ahead as spec 3 says (browsers cap it at 400 days), or already expired to delete
 * it. Written by hand: Hono's helper refuses lifetimes over 400 days.
 */
export function sessionCookie(
  name: string,
  value: string,
  options: { secure: boolean; expired?: boolean },
): string {
  const expires = options.expired
    ? new Date(0)
    : new Date(Date.now() + SESSION_COOKIE_MAX_AGE_SECONDS * 1000);
  const secure = options.secure ? "; Secure" : "";
  return `${name}=${value}; Path=/; Expires=${expires.toUTCString()}; HttpOnly; SameSite=Lax${secure}`;
}
