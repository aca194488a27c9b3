/** The longest endpoint URL an operator may register. */
export const MAX_ENDPOINT_URL_LENGTH = 2000;

/**
 * Checks an operator's endpoint URL: http or https, with a host, nothing but printable characters.
 * Answers the URL to post to (as parsed, so it is the one shown and used) or what is wrong with it.
 * Any host is allowed, a private one included: the operator is trusted, shoppers never give one.
 */
export function checkEndpointUrl(input: string): { url: string } | { problem: string } {
  if (input.length === 0 || input.length > MAX_ENDPOINT_URL_LENGTH) {
    return { problem: `a URL of 1 to ${MAX_ENDPOINT_URL_LENGTH} characters is needed` };
  }
  if (!/^[\x21-\x7e]+$/.test(input))
    return { problem: "the URL must be printable characters without spaces" };
  let parsed: URL;
  try {
    parsed = new URL(input);
  } catch {
    return { problem: "the URL must be absolute, like https://example.com/hooks" };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return { problem: "the URL must start with http:// or https://" };
  }
  if (parsed.hostname === "") return { problem: "the URL must name a host" };
  return { url: parsed.href };
}

/** What a log line may say of an endpoint: its scheme and host, never credentials, a path or a query. */
export function endpointHost(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

/** The URL as an operator's listing shows it: a user name or password in it masked. */
export function maskedEndpointUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.username) parsed.username = "***";
  if (parsed.password) parsed.password = "***";
  return parsed.href;
}

/**
 * Where a delivery goes: the URL without its credentials (fetch refuses a URL that has them), and
 * those credentials as a Basic Authorization header, as a browser or curl would send them.
 */
export function endpointTarget(url: string): { url: string; authorization?: string } {
  const parsed = new URL(url);
  if (!parsed.username && !parsed.password) return { url: parsed.href };
  const user = decodeURIComponent(parsed.username);
  const password = decodeURIComponent(parsed.password);
  parsed.username = "";
  parsed.password = "";
  return { url: parsed.href, authorization: `Basic ${btoa(`${user}:${password}`)}` };
}
