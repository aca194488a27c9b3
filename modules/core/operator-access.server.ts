import { createHash, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";

/**
 * Who may use an operator's endpoint (/metrics, the operators' order history): holders of its
 * bearer token, or, with none set, programs on the store's own host. One rule for each such
 * endpoint; each names its own token in its words.
 */
export interface OperatorAccess {
  token?: string;
  /**
   * TRUSTED_PROXIES is set: the store sits behind a proxy, which may forward a visitor from the
   * store's own host with no header at all, so only the token lets anyone in.
   */
  behindProxy?: boolean;
}

export interface OperatorAsker {
  /** The Authorization header as sent. */
  authorization: string | undefined;
  /** The client's address (the socket's, or forwarded by a trusted proxy). */
  clientIp: string | undefined;
  /** Whether the request carries any proxy's forwarding header: a loopback socket then is a proxy. */
  forwarded: boolean;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** 127.0.0.0/8 and ::1 (IPv4 as Node reports it on a dual stack included). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, "");
  if (isIP(plain) === 4) return plain.startsWith("127.");
  return plain === "::1" || plain === "0:0:0:0:0:0:0:1";
}

/**
 * Headers a proxy adds to say whom it forwards (nginx's X-Real-IP, CDNs' own, Via). A loopback
 * socket that sends any of them is a proxy on the store's host, not a program there.
 */
const FORWARDING_HEADERS = [
  "x-forwarded-for",
  "forwarded",
  "x-real-ip",
  "x-forwarded-host",
  "x-forwarded-proto",
  "via",
  "x-client-ip",
  "true-client-ip",
  "cf-connecting-ip",
  "fastly-client-ip",
  "x-cluster-client-ip",
] as const;

/**
 * Why a request may not use an operator's endpoint, or null when it may. With a token: a matching
 * bearer token (compared in constant time), else 401 with `words.token`. Without: a loopback
 * client with no proxy's header (a proxy on the same host would otherwise make every visitor look
 * local) and no proxy configured (one may forward without any header), else 403 with `words.host`.
 */
export function operatorRefusal(
  access: OperatorAccess,
  asker: OperatorAsker,
  words: { token: string; host: string },
): { status: 401 | 403; message: string } | null {
  if (access.token !== undefined) {
    const sent = /^Bearer (\S{1,512})$/.exec(asker.authorization ?? "")?.[1];
    const ok = sent !== undefined && timingSafeEqual(digest(sent), digest(access.token));
    return ok ? null : { status: 401, message: words.token };
  }
  const local = isLoopback(asker.clientIp) && !asker.forwarded && !access.behindProxy;
  return local ? null : { status: 403, message: words.host };
}

/** The asker of a Hono request: its Authorization header, client address and proxy hops. */
export function operatorAskerOf(c: {
  req: { header(name: string): string | undefined };
  var: { clientIp?: string | undefined };
}): OperatorAsker {
  return {
    authorization: c.req.header("authorization"),
    clientIp: c.var.clientIp,
    forwarded: FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined),
  };
}
