// Issue 10, point 4: characters no shopper types (NUL: PostgreSQL refuses it) answered 400, naming the field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectApiError, expectErrorPage, FORM, requester } from "../tests/support/refusals.ts";
import { createTestApp, type TestApp } from "../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { send, post } = requester(() => t);

describe("control characters", () => {
  it.each([
    ["the search term", "/search?term=a%00b", "term"],
    ["a search filter", `/search/boots/filter/zc1/${encodeURIComponent('"a\u0000b"')}`, undefined],
    ["the search term in the path", "/search/a%01b", undefined],
  ])("answers a control character in %s with the 400 page", async (_, path, field) => {
    const html = await expectErrorPage(await send(path), 400);
    expect(html).toContain(
      field ? `&#x27;${field}&#x27; must not contain control characters.` : "control characters",
    );
  });

  it.each([
    ["autocomplete's term", "/autocomplete?term=a%00b", "'term' must not contain control characters."],
    ["the search API's term", "/Search/v2?term=boots%00", "'term' must not contain control characters."],
    [
      "the search API's filters (a JSON escape)",
      `/Search/v2?term=boots&filters=${encodeURIComponent('{"zc1":["Sho\\u0000es"]}')}`,
      "'filters.zc1.0' must not contain control characters.",
    ],
    ["a parameter's name", "/autocomplete?term=boots&x%00=1", /must not contain control characters/],
    [
      "the search API's filters (half a surrogate pair)",
      `/Search/v2?term=boots&filters=${encodeURIComponent('{"zc1":["\\ud800"]}')}`,
      "'filters.zc1.0' must not contain unpaired surrogates.",
    ],
  ])("answers a control character in %s with 400 naming it", async (_, path, message) => {
    await expectApiError(await send(path), 400, "request.invalid", message);
  });

  it.each([
    ["/register", "name", "name=Ann%00&email=ann%40example.com&password=correct-horse-9"],
    ["/register", "email", "name=Ann&email=ann%00%40example.com&password=correct-horse-9"],
    ["/login", "email", "email=ann%40example.com%00&password=correct-horse-9"],
    ["/forgot-password", "email", "email=ann%1B%40example.com"],
  ])(
    "answers a control character in %s's %s with the 400 page naming the field",
    async (path, field, body) => {
      const html = await expectErrorPage(await post(path, body, FORM), 400);
      expect(html).toContain(`&#x27;${field}&#x27; must not contain control characters.`);
    },
  );

  it("answers a NUL in a JSON body with 400 naming the field", async () => {
    const body = JSON.stringify({ items: [{ asin: "B0\u0000", quantity: 1 }] });
    await expectApiError(
      await post("/v1/cart", body, "application/json"),
      400,
      "request.invalid",
      "'items.0.asin' must not contain control characters.",
    );
  });

  it("answers a NUL in a favorites list's name with 400 naming the field, before anything else", async () => {
    const body = JSON.stringify({ type: "h.", name: "Boots\u0000" });
    await expectApiError(
      await post("/accountapi/cloudlist/v1/createList", body, "application/json"),
      400,
      "request.invalid",
      "'name' must not contain control characters.",
    );
  });

  it("lets a tab through: pasted text may hold one", async () => {
    const res = await send("/autocomplete?term=red%09boots");
    expect(res.status).toBe(200);
  });
});
