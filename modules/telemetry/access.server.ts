import { createHash, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import { isbot } from "isbot";

/** Who may read /metrics: holders of METRICS_TOKEN, or, with none set, programs on the store's own host. */
export interface MetricsAccess {
  token?: string;
}

export interface MetricsAsker {
  /** The Authorization header as sent. */
  authorization: string | undefined;
  /** The client's address (the socket's, or forwarded by a trusted proxy). */
  clientIp: string | undefined;
  /** Whether the request names a proxy hop (X-Forwarded-For or Forwarded): a loopback socket then is a proxy. */
  forwarded: boolean;
}

export const METRICS_REFUSALS = {
  token: "Metrics are for operators: send Authorization: Bearer <METRICS_TOKEN>.",
  host: "Metrics are for operators: ask from the store's own host, or set METRICS_TOKEN.",
} as const;

const digest = (text: string) => createHash("sha256").update(text).digest();

/** 127.0.0.0/8 and ::1 (IPv4 as Node reports it on a dual stack included). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, "");
  if (isIP(plain) === 4) return plain.startsWith("127.");
  return plain === "::1" || plain === "0:0:0:0:0:0:0:1";
}

/**
 * Why a request may not read /metrics, or null when it may. With a token: a matching bearer token
 * (compared in constant time). Without: a loopback client not behind a proxy (a proxy on the same
 * host that is not in TRUSTED_PROXIES would otherwise make every visitor look local).
 */
export function metricsRefusal(access: MetricsAccess, asker: MetricsAsker) {
  if (access.token !== undefined) {
    const sent = /^Bearer (\S{1,512})$/.exec(asker.authorization ?? "")?.[1];
    const ok = sent !== undefined && timingSafeEqual(digest(sent), digest(access.token));
    return ok ? null : ({ status: 401, message: METRICS_REFUSALS.token } as const);
  }
  return isLoopback(asker.clientIp) && !asker.forwarded
    ? null
    : ({ status: 403, message: METRICS_REFUSALS.host } as const);
}

/** A crawler's request (isbot), or one that names no browser at all: its telemetry is not stored. */
export function isCrawler(userAgent: string | undefined): boolean {
  return userAgent === undefined || userAgent.trim() === "" || isbot(userAgent);
}
