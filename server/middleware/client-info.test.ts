import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env.ts";
import { TrustedProxies } from "../client-address.ts";
import { createLogger } from "../logger.ts";
import { clientInfoMiddleware } from "./client-info.ts";

/** A store with the middleware, its log lines kept, answering with the client's address as throttling counts it. */
function store(trustedProxies: string[]) {
  const lines: { level: number; msg: string; from?: string }[] = [];
  const logger = createLogger("info", { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("logger", logger);
    await next();
  });
  app.use(clientInfoMiddleware(new TrustedProxies(trustedProxies)));
  app.get("/", (c) => c.text(c.get("clientAddress")));
  /** A request over a connection from `socketAddress`, as Node's server bindings hand it over. */
  const request = async (socketAddress: string, headers: Record<string, string> = {}) => {
    const socket = new Socket();
    Object.defineProperty(socket, "remoteAddress", { value: socketAddress });
    const response = await app.request("/", { headers }, { incoming: new IncomingMessage(socket) });
    return response.text();
  };
  const warnings = () => lines.filter((line) => line.level === 40);
  return { request, warnings };
}

describe("the client address middleware", () => {
  it("warns once that X-Forwarded-For from an untrusted address was ignored, naming TRUSTED_PROXIES", async () => {
    const direct = store([]);
    expect(await direct.request("10.0.0.5", { "x-forwarded-for": "198.51.100.1" })).toBe("10.0.0.5");
    expect(await direct.request("10.0.0.5", { "x-forwarded-for": "198.51.100.2" })).toBe("10.0.0.5");
    const warnings = direct.warnings();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toContain("TRUSTED_PROXIES");
    expect(warnings[0]?.from).toBe("10.0.0.5");
  });

  it("does not warn for a trusted proxy's X-Forwarded-For, nor for requests without one", async () => {
    const proxied = store(["10.0.0.5"]);
    expect(await proxied.request("10.0.0.5", { "x-forwarded-for": "198.51.100.1" })).toBe("198.51.100.1");
    expect(await proxied.request("203.0.113.9")).toBe("203.0.113.9");
    expect(proxied.warnings()).toHaveLength(0);
  });

  it("hands the pages an IPv6 client's /64, so one attacker's addresses count as one client", async () => {
    const direct = store([]);
    expect(await direct.request("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(await direct.request("2001:db8:1:2:ffff::9")).toBe("2001:db8:1:2::/64");
  });
});
