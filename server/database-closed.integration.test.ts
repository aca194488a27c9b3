import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, titleOf } from "../tests/support/test-app.ts";

// The embedded database's own way of being unavailable: closed (the process is shutting down) while
// requests are still answered. On PostgreSQL the same test ends the connection pool.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect((await get("/healthz")).status).toBe(200);
  await t.database.close();
});

const get = (path: string) => t.app.request(path, { headers: { host: "localhost:3000" } });

describe("a closed database", () => {
  it("answers the JSON API with 503, a retry hint and the error shape", async () => {
    const res = await get("/Search/v2?limit=24");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toEqual({
      id: "service.unavailable",
      message: "The store is briefly unavailable. Please try again in a moment.",
    });
  });

  it("answers pages with the failure page and status 503", async () => {
    const res = await get("/search/null");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(titleOf(html)).toBe("503 Error Page");
    expect(html).toContain("Oh No!");
    expect(html).toContain("An unexpected error has occurred.");
  });

  it("answers a page's data (a navigation with JavaScript) with a plain 503 the browser shows as such", async () => {
    const res = await get("/search/null.data");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    // React Router's browser side shows an answer without its own marker as an error of that status.
    expect(res.headers.get("x-remix-response")).toBeNull();
  });

  it("reports it on /healthz", async () => {
    const res = await get("/healthz");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unavailable" });
  });
});
