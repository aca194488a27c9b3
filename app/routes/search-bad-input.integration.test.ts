import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, titleOf } from "../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string) => t.app.request(path, { headers: { host: "localhost:3000" } });

/** No stack trace, file path or database error reaches the page. */
function expectNoLeak(html: string) {
  expect(html).not.toMatch(/\bat \S+ \(|node_modules|\.server\.ts|\.tsx?:\d+|syntax error|PGlite/i);
}

describe("search with bad input", () => {
  it.each([
    ["page 0", "/search/boots/page/0"],
    ["page -1", "/search/boots/page/-1"],
    ["page 10^9", "/search/boots/page/1000000000"],
    ["an unknown facet", "/search/boots/filter/noSuchFacet/%22x%22"],
    ["a filter without values", "/search/boots/filter/zc1/%22%22"],
    ["a broken percent-encoding", "/search/%E0%A4%A"],
    ["extra segments", "/search/boots/red/blue/green"],
  ])("answers %s with the 404 page", async (_, path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(titleOf(html)).toBe("404 Error Page");
    expectNoLeak(html);
  });

  it.each([
    ["letters", "/search/brand/abc"],
    ["a negative number", "/search/brand/-4"],
    ["ten digits", "/search/brand/1234567890"],
    ["a fraction, under /marty", "/marty/search/brand/1.5"],
    ["no id", "/search/brand"],
  ])("answers a brand id of %s with the 404 page and 'Oops, not a valid brand id.'", async (_, path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(titleOf(html)).toBe("404 Error Page");
    expect(html).toContain("Oops, not a valid brand id.");
    expectNoLeak(html);
  });

  it.each([
    ["an empty term", "/search?term="],
    ["only spaces", "/search?term=%20%20%20"],
    // Longer addresses than 8 kB are refused with 414 (server/long-requests.integration.test.ts).
    ["a 7 kB term", `/search?term=${"boots+".repeat(1200)}`],
    ["a 7 kB term in the path", `/search/${"a".repeat(7_000)}`],
    ["SQL metacharacters", `/search?term=${encodeURIComponent("' OR 1=1; DROP TABLE products; --")}`],
    ["a LIKE pattern and a tsquery", `/search?term=${encodeURIComponent("%_\\ & | ! :* <-> ()")}`],
    ["unicode", `/search?term=${encodeURIComponent("Größe ñandú 靴 ботинки")}`],
    ["emoji", `/search?term=${encodeURIComponent("👟🔥 boots")}`],
    ["only emoji", `/search?term=${encodeURIComponent("👟")}`],
    ["only punctuation", `/search?term=${encodeURIComponent("?!")}`],
    ["emoji in the path", `/search/${encodeURIComponent("👟")}`],
    ["an unknown sort", "/search/boots/sort/nope/sideways"],
    ["a strange sort direction", "/search/boots/sort/price/sideways"],
  ])("answers %s with a normal page", async (_, path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expectNoLeak(await res.text());
  });

  it("shows an HTML term escaped, never as markup", async () => {
    const term = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    const res = await get(`/search?term=${encodeURIComponent(term)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert");
    expectNoLeak(html);
  });

  it("shows a unicode and emoji term as typed", async () => {
    const html = await (await get(`/search?term=${encodeURIComponent("qqzz 👟 ñandú")}`)).text();
    expect(html.replace(/<!-- -->/g, "")).toContain("“qqzz 👟 ñandú”");
  });
});
