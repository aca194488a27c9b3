// Issue 10: a form posted to a page that takes none gets the 404 page with the full layout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorPage, FORM, requester } from "../tests/support/refusals.ts";
import { createTestApp, type TestApp, titleOf } from "../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { post } = requester(() => t);

describe("a form posted to a page that takes none", () => {
  it.each(["/", "/search/boots", "/p/product/1", "/brands", "/marty/", "/no-such-page"])(
    "answers POST %s with the 404 page and the full layout",
    async (path) => {
      const html = await expectErrorPage(await post(path, "a=1", FORM), 404);
      expect(html).toContain("We&#x27;re So Sorry!");
      expect(html).toContain("We can&#x27;t seem to find this page.");
    },
  );

  it("still runs a page's own form", async () => {
    const res = await post("/login", "email=nobody%40example.com&password=not-the-password-1", FORM);
    expect(res.status).toBeLessThan(500);
    expect(titleOf(await res.text())).toBe("Fleetfoot Sign-In");
  });
});
