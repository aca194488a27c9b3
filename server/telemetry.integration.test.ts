import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  CHROME_USER_AGENT,
  clearStoredEvents,
  GOOGLEBOT_USER_AGENT,
  storedEvents,
  whileEventsRefused,
} from "../modules/telemetry/test-events.ts";
import { createTestApp, type Listening, listenOnLoopback } from "../tests/support/test-app.ts";

// The store's own telemetry: error pages reported by the server, tracked events stored, and
// /metrics for operators (on a real socket, where the client's address is known).
const TOKEN = "operators-only-0123456789abcdef";

let open: Listening;
let guarded: Listening;

beforeAll(async () => {
  open = await listenOnLoopback(await createTestApp({ products: 10 }));
  guarded = await listenOnLoopback(await createTestApp({ products: 10, metricsToken: TOKEN }));
});
afterAll(async () => {
  for (const listening of [open, guarded]) {
    listening?.server.close();
    await listening?.app.close();
  }
});

const stored = () => storedEvents(open.app.database.db);
const page = (path: string, userAgent = CHROME_USER_AGENT) =>
  fetch(`${open.origin}${path}`, { headers: { "user-agent": userAgent } });
const metricsText = async (listening = open, headers: Record<string, string> = {}) => {
  const response = await fetch(`${listening.origin}/metrics`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain");
  return response.text();
};

describe("error pages, reported by the server", () => {
  beforeEach(async () => {
    await clearStoredEvents(open.app.database.db);
  });

  it("stores a shopper's 404 page with its page type, status and error type", async () => {
    const response = await page("/no-such-page-here");
    expect(response.status).toBe(404);
    await response.text();
    await expect.poll(stored, { timeout: 10_000 }).toEqual([
      {
        type: "error",
        name: "pageError",
        pageType: "not-found",
        properties: { status: 404, errorType: "notFound", request: "document" },
      },
    ]);
  });

  it("stores a failed page as a server error, under the /marty prefix too", async () => {
    const response = await page("/marty/error/500");
    expect(response.status).toBe(500);
    await response.text();
    await expect.poll(stored, { timeout: 10_000 }).toEqual([
      {
        type: "error",
        name: "pageError",
        pageType: "error-status",
        properties: { status: 500, errorType: "serverError", request: "document" },
      },
    ]);
  });

  it("does not store a crawler's 404", async () => {
    const response = await page("/no-such-page-for-bots", GOOGLEBOT_USER_AGENT);
    expect(response.status).toBe(404);
    await response.text();
    await page("/no-such-page-marker").then((answer) => answer.text());
    await expect.poll(async () => (await stored()).length, { timeout: 10_000 }).toBe(1);
  });
});

describe("tracked events", () => {
  it("stores 'No Search Results Found', and a database that refuses it fails no page", async () => {
    const db = open.app.database.db;
    await clearStoredEvents(db);
    const response = await page("/search/zzqxnothingmatches");
    expect(response.status).toBe(200);
    await response.text();
    await expect
      .poll(async () => (await stored()).filter((row) => row.type === "tracking"), { timeout: 10_000 })
      .toEqual([
        {
          type: "tracking",
          name: "No Search Results Found",
          pageType: null,
          properties: { term: "zzqxnothingmatches" },
        },
      ]);
    await whileEventsRefused(db, async () => {
      const again = await page("/search/zzqxnothingatall");
      expect(again.status).toBe(200);
      expect(await again.text()).toContain("</html>");
      await expect
        .poll(() => metricsText(), { timeout: 10_000 })
        .toMatch(/telemetry_events_dropped_total\{reason="store_failed"\} [1-9]/);
    });
  });
});

describe("/metrics", () => {
  it("counts requests under their route's pattern, never the raw URL, with errors by status class", async () => {
    for (const path of ["/gone-one", "/gone-two", "/healthz"]) await (await page(path)).text();
    const text = await metricsText();
    expect(text).toMatch(
      /http_requests_total\{route="page:not-found",method="GET",status_class="4xx"\} [2-9]/,
    );
    expect(text).toMatch(/http_requests_total\{route="\/healthz",method="GET",status_class="2xx"\} \d/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="10",route="page:not-found",method="GET"\} \d/,
    );
    expect(text).toMatch(/http_request_errors_total\{status_class="4xx"\} \d/);
    expect(text).not.toContain("gone-one");
  });

  it("counts a page's data requests (client-side navigations) under the page's type", async () => {
    const response = await page("/no-such-page.data");
    await response.text();
    expect(await metricsText()).toMatch(
      /http_requests_total\{route="data:not-found",method="GET",status_class="4xx"\} \d/,
    );
  });

  it("without METRICS_TOKEN, answers only a client on the store's own host, not through a proxy", async () => {
    const forwarded = await fetch(`${open.origin}/metrics`, {
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(forwarded.status).toBe(403);
    expect(await forwarded.json()).toEqual({
      id: "metrics.refused",
      message: "Metrics are for operators: ask from the store's own host, or set METRICS_TOKEN.",
    });
    // In process there is no socket, so no address to trust.
    expect((await open.app.app.request("/metrics")).status).toBe(403);
  });

  it("without METRICS_TOKEN, refuses a same-host proxy whatever forwarding header it sends", async () => {
    for (const [name, value] of [
      ["x-real-ip", "203.0.113.9"],
      ["via", "1.1 nginx"],
      ["x-forwarded-proto", "https"],
      ["forwarded", "for=203.0.113.9"],
    ]) {
      const headers = { [name as string]: value as string };
      expect((await fetch(`${open.origin}/metrics`, { headers })).status, JSON.stringify(headers)).toBe(403);
    }
  });

  it("without METRICS_TOKEN but with TRUSTED_PROXIES, refuses even a loopback client with no forwarding header", async () => {
    const proxied = await listenOnLoopback(
      await createTestApp({ products: 10, trustedProxies: ["10.0.0.1"] }),
    );
    try {
      const response = await fetch(`${proxied.origin}/metrics`);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        id: "metrics.refused",
        message: "Metrics are for operators: ask from the store's own host, or set METRICS_TOKEN.",
      });
    } finally {
      proxied.server.close();
      await proxied.app.close();
    }
  });

  it("with METRICS_TOKEN, asks for the bearer token, from this host too", async () => {
    for (const authorization of [undefined, "Bearer not-the-token-at-all", `Basic ${TOKEN}`]) {
      const response = await fetch(`${guarded.origin}/metrics`, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(await response.json()).toEqual({
        id: "metrics.refused",
        message: "Metrics are for operators: send Authorization: Bearer <METRICS_TOKEN>.",
      });
    }
    expect(await metricsText(guarded, { authorization: `Bearer ${TOKEN}` })).toContain("http_requests_total");
  });
});
