import { IncomingMessage } from "node:http";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { clientInfo, type TrustedProxies } from "../client-address.ts";

/** The connection's peer address (Node's server bindings); none when the app is called in process. */
function socketAddress(env: unknown): string | undefined {
  if (typeof env !== "object" || env === null || !("incoming" in env)) return undefined;
  return env.incoming instanceof IncomingMessage ? env.incoming.socket.remoteAddress : undefined;
}

/**
 * Sets the client's address (as throttling counts it) and scheme, believing forwarding headers
 * only from trusted proxies. Warns once when X-Forwarded-For comes from elsewhere: a client may
 * write it, but a proxy the operator forgot in TRUSTED_PROXIES sends it with every request.
 */
export function clientInfoMiddleware(trusted: TrustedProxies) {
  let warned = false;
  return createMiddleware<AppEnv>(async (c, next) => {
    const info = clientInfo(
      {
        socketAddress: socketAddress(c.env),
        url: c.req.url,
        forwardedFor: c.req.header("x-forwarded-for"),
        forwardedProto: c.req.header("x-forwarded-proto"),
      },
      trusted,
    );
    if (info.untrustedForwarding && !warned) {
      warned = true;
      c.get("logger").warn(
        { from: info.address, trustedProxies: trusted.size },
        "X-Forwarded-For from an address that is not a trusted proxy was ignored: if the store is behind a proxy, add it to TRUSTED_PROXIES, or every client counts as the proxy for sign-in throttling (warned once)",
      );
    }
    c.set("clientAddress", info.throttlingAddress);
    c.set("clientIp", info.address);
    c.set("https", info.https);
    await next();
  });
}
