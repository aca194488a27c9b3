import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "./logger.ts";

export interface HttpDrain {
  /**
   * Stops accepting at once and lets what is in flight finish; at the timeout, cuts the rest.
   * Resolves once every connection is closed, with how many requests were cut.
   */
  drain(timeoutMs: number): Promise<{ cut: number }>;
}

/**
 * Graceful shutdown of an HTTP server (docs/decisions/102-sigterm-stops-accepting-at-once.md). On
 * drain: the listening socket closes, idle kept-alive connections close, and every response not yet
 * under way (in flight, or a request that still arrives on a kept-alive connection) says
 * `Connection: close`, so no client sends another request on it; a connection whose response had
 * started closes once that response is over. Requests in flight finish; only those still running at
 * the timeout are cut, and counted.
 */
export function drainable(server: Server, logger: Logger): HttpDrain {
  const inFlight = new Set<ServerResponse>();
  /** Each connection's newest response: the one to say `Connection: close`. */
  const newest = new Map<Socket, ServerResponse>();
  let stopping = false;

  // Before the app's own listener, so that the header is set before any answer is written.
  server.prependListener("request", (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const before = newest.get(socket);
    inFlight.add(response);
    newest.set(socket, response);
    if (stopping) {
      // Only a connection's last answer may close it: an earlier one would drop this one (pipelined).
      if (before && !before.headersSent) before.removeHeader("Connection");
      response.setHeader("Connection", "close");
    }
    response.once("close", () => {
      inFlight.delete(response);
      if (newest.get(socket) === response) newest.delete(socket);
      // A response that had started at the signal said keep-alive: its connection, idle now, closes.
      if (stopping) server.closeIdleConnections();
    });
  });

  const drain = async (timeoutMs: number) => {
    stopping = true;
    for (const response of newest.values()) {
      if (!response.headersSent) response.setHeader("Connection", "close");
    }
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    logger.info(
      { inFlight: inFlight.size, timeoutMs },
      "stopped accepting connections; finishing the requests in flight",
    );
    let cut = 0;
    const force = setTimeout(() => {
      cut = inFlight.size;
      logger.warn({ cut, timeoutMs }, "shutdown timeout: cutting the requests still in flight");
      server.closeAllConnections();
    }, timeoutMs);
    await closed;
    clearTimeout(force);
    return { cut };
  };

  return { drain };
}
