import { describe, expect, it } from "vitest";
import { isCrawler, isLoopback, METRICS_REFUSALS, metricsRefusal } from "./access.server.ts";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

describe("who may read /metrics", () => {
  const token = "a-long-operator-token-0123456789";
  const asker = { authorization: undefined, clientIp: "127.0.0.1", forwarded: false };

  it("with METRICS_TOKEN: only the matching bearer token, from anywhere", () => {
    expect(
      metricsRefusal({ token }, { ...asker, authorization: `Bearer ${token}`, clientIp: "203.0.113.9" }),
    ).toBeNull();
    for (const authorization of [
      undefined,
      "Bearer wrong",
      `Basic ${token}`,
      `Bearer ${token}x`,
      `bearer ${token}`,
    ]) {
      expect(metricsRefusal({ token }, { ...asker, authorization })).toEqual({
        status: 401,
        message: METRICS_REFUSALS.token,
      });
    }
  });

  it("without: only a client on the store's own host, and not through a proxy", () => {
    expect(metricsRefusal({}, asker)).toBeNull();
    expect(metricsRefusal({}, { ...asker, clientIp: "::1" })).toBeNull();
    expect(metricsRefusal({}, { ...asker, clientIp: "::ffff:127.0.0.1" })).toBeNull();
    const refused = { status: 403, message: METRICS_REFUSALS.host };
    expect(metricsRefusal({}, { ...asker, forwarded: true })).toEqual(refused);
    expect(metricsRefusal({}, { ...asker, clientIp: "10.0.0.2" })).toEqual(refused);
    expect(metricsRefusal({}, { ...asker, clientIp: "unknown" })).toEqual(refused);
    expect(metricsRefusal({}, { ...asker, clientIp: undefined })).toEqual(refused);
  });

  it("counts 127.0.0.0/8 and ::1 as loopback, nothing else", () => {
    expect(["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"].map(isLoopback)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(["128.0.0.1", "::2", "fe80::1", "0.0.0.0", "localhost", ""].map(isLoopback)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("crawlers' telemetry", () => {
  it("is not stored: crawlers by their user agent, and requests that name no browser", () => {
    expect(isCrawler("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
    expect(isCrawler("Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)")).toBe(true);
    expect(isCrawler("curl/8.5.0")).toBe(true);
    expect(isCrawler(undefined)).toBe(true);
    expect(isCrawler("  ")).toBe(true);
  });

  it("a shopper's browser is stored", () => {
    expect(isCrawler(CHROME)).toBe(false);
  });
});
