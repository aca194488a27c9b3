import { createHash } from "node:crypto";
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
  it("are started by a bootstrap once the page has loaded, not asked for while it is parsed", async () => {
    const response = await get("/");
    const csp = response.headers.get("content-security-policy") ?? "";
    const html = await response.text();
    // No module is preloaded or run from the markup itself.
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    // The router's module script is kept inert, whole: its routes and the entry module.
    const inert =
      /<script id="router-modules" type="text\/plain"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(inert).toMatch(/import \* as route0 from "\/assets\/root-[\w-]+\.js"/);
    expect(inert).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\)/);
    // The bootstrap, allowed by the page's policy, waits for the load and then preloads the modules.
    const bootstrap = [...html.matchAll(/<script nonce="([^"]+)">(\(function\(s\)[\s\S]*?)<\/script>/g)];
    expect(bootstrap).toHaveLength(1);
    const [, bootNonce, code = ""] = bootstrap[0] ?? [];
    const hash = createHash("sha256").update(code).digest("base64");
    expect([csp.includes(`'nonce-${bootNonce}'`), csp.includes(`'sha256-${hash}'`)]).toContain(true);
    expect(code).toContain('addEventListener("load"');
    expect(code).toMatch(/"\/assets\/entry\.client-[\w-]+\.js"/);
    expect(code).toMatch(/"\/assets\/root-[\w-]+\.js"/);
  });
});
