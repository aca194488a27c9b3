import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { findSessionOwner } from "../modules/identity/index.server.ts";
import { CookieBrowser } from "../tests/support/cookie-browser.ts";
import { createTestApp, type TestApp } from "../tests/support/test-app.ts";

vi.mock("../modules/identity/index.server.ts", async (original) => {
  const identity = await original<typeof import("../modules/identity/index.server.ts")>();
  return { ...identity, findSessionOwner: vi.fn(identity.findSessionOwner) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a page's session owner", () => {
  it("is not looked up for a session the page hands out, and is for one the browser brings", async () => {
    const browser = new CookieBrowser(t.app);
    const lookups = vi.mocked(findSessionOwner);
    lookups.mockClear();
    // The bag is never shared: its loaders ask whose session this is.
    expect((await browser.request("/cart")).status).toBe(200);
    // Counted, not matched: a failure would print the calls' database handle.
    expect(lookups.mock.calls.length).toBe(0);
    expect(browser.cookies.size).toBeGreaterThan(0);
    expect((await browser.request("/cart")).status).toBe(200);
    expect(lookups.mock.calls.length).toBe(1);
  });
});
