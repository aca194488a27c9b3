/**
 * The one redirect sanitiser of the store (spec 2 section 5, spec 3 section 4: "Redirect URLs are
 * sanitised. Dangerous schemes are rejected; absolute URLs must end with an allowed host"). Every
 * return target a visitor can set (sign-in and registration `redirect`, favorites `returnTo`, the
 * federated sign-in's stored target, the pre-auth path's `openid.return_to`) goes through it.
 * Pure, so the rule can be tested against every known bypass.
 */

/** Where a refused target goes instead. */
export const DEFAULT_RETURN_PATH = "/";
/** Longer targets are refused: no page of the store needs more, and they are a favourite of filter evasions. */
export const MAX_RETURN_PATH_LENGTH = 2000;

/** Any origin serves to resolve a path: only the path, query and fragment of the result are kept. */
const RESOLVE_BASE = "http://return-path.invalid";
/** Decoding rounds before a target counts as hostile (an honest path is encoded once, at most twice). */
const MAX_DECODE_ROUNDS = 4;

/** Code points a target must not hold: C0 controls (which browsers strip from URLs, so `/\t/x` is `//x`), DEL, C1, and the backslash (read as `/` by browsers). */
function hasForbiddenCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return true;
  }
  return false;
}

/** Each escape as the one byte it names, for escapes that are not UTF-8. */
function decodeBytes(escapes: string): string {
  return escapes.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/**
 * Percent-escapes decoded once, as UTF-8: browsers encode a path's letters that way, and read
 * byte by byte the second byte of 'Ł' (%C5%81) would pass for a C1 control. Each run of escapes
 * is decoded on its own, so one malformed escape (kept as it is) or one run that is not UTF-8
 * (then read byte by byte, the stricter reading) leaves the rest of the path decoded as usual.
 */
function decodeOnce(value: string): string {
  return value.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return decodeBytes(run);
    }
  });
}

/**
 * A path whose decoded form is still a plain path of this site. A proxy, a later redirect or a
 * framework that decodes once more must not find `//host`, `/\host` or control characters in it.
 */
function staysAPathWhenDecoded(path: string): boolean {
  let current = path;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    if (current.startsWith("//") || current.startsWith("/\\") || hasForbiddenCharacter(current)) return false;
    const next = decodeOnce(current);
    if (next === current) return true;
    current = next;
  }
  return false;
}

/** The path, query and fragment of a parsed URL, if they form a path of this site with one leading slash. */
function sitePath(url: URL): string | null {
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.length > MAX_RETURN_PATH_LENGTH) return null;
  return staysAPathWhenDecoded(url.pathname) ? path : null;
}

/** An absolute http(s) URL on one of the store's own hosts (no user name or password): its path. */
function ownAbsoluteUrl(value: string, allowedHosts: readonly string[]): string | null {
  // Only the two schemes, and only with their `//` (`https:evil.example` is read as a host by some browsers).
  if (!/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username !== "" || url.password !== "") return null;
  // Exactly a configured host: a subdomain is not the store's (it may be hosted elsewhere).
  if (!allowedHosts.some((host) => host.toLowerCase() === url.hostname)) return null;
  return sitePath(url);
}

/** A path of this site (`/...`, never `//...`), normalised as a browser would read it. */
function ownPath(value: string): string | null {
  if (value.startsWith("//")) return null;
  try {
    return sitePath(new URL(value, RESOLVE_BASE));
  } catch {
    return null;
  }
}

/**
 * A target that is safe to redirect to: a path of this site that starts with a single `/` and no
 * browser can read as another host. An absolute http(s) URL on one of `allowedHosts` (the
 * marketplaces' own, the sister marketplace's included) becomes its path on this site; anything
 * else (other hosts, other schemes, user names, backslashes, control characters, encoded slashes,
 * over-long targets) becomes the home page.
 */
export function safeReturnPath(
  target: string | null | undefined,
  allowedHosts: readonly string[] = [],
): string {
  if (typeof target !== "string") return DEFAULT_RETURN_PATH;
  // Spaces around a pasted link are harmless; anything else unusual refuses the whole target.
  const value = target.trim();
  if (value === "" || value.length > MAX_RETURN_PATH_LENGTH || hasForbiddenCharacter(value))
    return DEFAULT_RETURN_PATH;
  const path = value.startsWith("/") ? ownPath(value) : ownAbsoluteUrl(value, allowedHosts);
  return path ?? DEFAULT_RETURN_PATH;
}
