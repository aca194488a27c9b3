import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 40 });
});
afterAll(() => t.close());

const get = (path: string) => t.app.request(path, { headers: { host: "localhost:3000" } });

/** The inline scripts of a page but its JSON-LD: the router's hydration data among them. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>(.*?)<\/script>/gs)].map(
    ([, body]) => body ?? "",
  );

/**
 * The analytics names (data-gae) of the header's section links, the static columns of its menus:
 * the plain ones, which read the same in markup and in the router's data.
 */
const sectionLinksOf = (html: string) =>
  [...html.matchAll(/<a class="header-nav-sublink" data-gae="([\w-]+)"/g)].map(([, gae]) => gae ?? "");

describe("the header's section links: in the document's markup, not in its hydration data", () => {
  it("leaves a document's section links to the header's markup", async () => {
    const html = await (await get("/")).text();
    const links = sectionLinksOf(html);
    expect(links.length).toBeGreaterThan(100);
    const data = scriptsOf(html).join("\n");
    expect(data).toContain("streamController");
    expect(links.filter((gae) => data.includes(`"${gae}`))).toEqual([]);
    // The top items and the sections themselves are still there.
    expect(data).toContain("Nav-Women");
  });

  it("sends them with the root's data to a navigation in the browser", async () => {
    const home = await (await get("/")).text();
    const [first] = sectionLinksOf(home);
    const data = await (await get("/_root.data?_routes=root")).text();
    expect(first).toBeDefined();
    expect(data).toContain(`"${first}`);
  });

  it("keeps them in the data of a page without the full header, which has no such markup", async () => {
    // A checkout-type path a guest can open (checkout itself sends a guest to sign-in).
    const response = await get("/initiate/loading");
    const html = await response.text();
    expect(sectionLinksOf(html)).toEqual([]);
    const home = await (await get("/")).text();
    const [first] = sectionLinksOf(home);
    expect(scriptsOf(html).join("\n")).toContain(`"${first}`);
  });
});

describe("the page's scripts", () => {
  it("are preloaded at low priority: the HTML and its first images get a slow network first", async () => {
    const html = await (await get("/")).text();
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(5);
    expect(preloads.filter((link) => !/fetchPriority="low"/i.test(link))).toEqual([]);
    // The entry module still starts the page.
    expect(html).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\)/);
  });
});
