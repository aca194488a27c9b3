import { IncomingMessage } from "node:http";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { clientInfo, type TrustedProxies } from "../client-address.ts";

/** The connection's peer address (Node's server bindings); none when the app is called in process. */
function socketAddress(env: unknown): string | undefined {
  if (typeof env !== "object" || env === null || !("incoming" in env)) return undefined;
  return env.incoming instanceof IncomingMessage ? env.incoming.socket.remoteAddress : undefined;
}

/** Sets the client's address and scheme, believing forwarding headers only from trusted proxies. */
export function clientInfoMiddleware(trusted: TrustedProxies) {
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
    c.set("clientAddress", info.address);
    c.set("https", info.https);
    await next();
  });
}
