import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type CachedPage, PageCache, type RenderedPage, scriptHashes } from "./page-cache.ts";

function setup(options: { maxAgeMs?: number; maxBytes?: number } = {}) {
  let clock = 0;
  let generation = "1";
  let renders = 0;
  const cache = new PageCache({
    maxAgeMs: options.maxAgeMs ?? 60_000,
    maxBytes: options.maxBytes ?? 1_000_000,
    generation: async () => generation,
    now: () => clock,
  });
  const render =
    (body: string, extra: Partial<{ status: number; headers: Headers }> = {}) =>
    async (): Promise<RenderedPage> => {
      renders += 1;
      return {
        status: extra.status ?? 200,
        headers: extra.headers ?? new Headers({ "content-type": "text/html" }),
        body: Buffer.from(`${body} #${renders}`),
      };
    };
  return {
    cache,
    render,
    advance: (ms: number) => {
      clock += ms;
    },
    change: () => {
      generation = String(Number(generation) + 1);
    },
    renders: () => renders,
  };
}

const text = (page: CachedPage | RenderedPage) => page.body.toString();

describe("the shared-page cache", () => {
  it("renders a page once and serves it again while fresh", async () => {
    const t = setup();
    const first = await t.cache.get("/", t.render("home"));
    expect(first.freshness).toBe("miss");
    t.advance(29_000);
    const second = await t.cache.get("/", t.render("home"));
    expect(second.freshness).toBe("hit");
    expect(text(second.page)).toBe("home #1");
    expect(t.renders()).toBe(1);
  });

  it("serves a page stale past half its maximum age while one render replaces it", async () => {
    const t = setup();
    await t.cache.get("/", t.render("home"));
    t.advance(31_000);
    const stale = await Promise.all([t.cache.get("/", t.render("home")), t.cache.get("/", t.render("home"))]);
    expect(stale.map((answer) => answer.freshness)).toEqual(["stale", "stale"]);
    expect(stale.map((answer) => text(answer.page))).toEqual(["home #1", "home #1"]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.renders()).toBe(2);
    const fresh = await t.cache.get("/", t.render("home"));
    expect(fresh).toMatchObject({ freshness: "hit" });
    expect(text(fresh.page)).toBe("home #2");
  });

  it("never serves a page past its maximum age", async () => {
    const t = setup();
    await t.cache.get("/", t.render("home"));
    t.advance(60_000);
    const answer = await t.cache.get("/", t.render("home"));
    expect(answer.freshness).toBe("miss");
    expect(text(answer.page)).toBe("home #2");
  });

  it("renders again at once after a change to what pages show (the generation moved)", async () => {
    const t = setup();
    await t.cache.get("/p/1", t.render("product"));
    t.change();
    const answer = await t.cache.get("/p/1", t.render("product"));
    expect(answer.freshness).toBe("miss");
    expect(text(answer.page)).toBe("product #2");
  });

  it("renders concurrent misses of one page once", async () => {
    const t = setup();
    const answers = await Promise.all([1, 2, 3].map(() => t.cache.get("/", t.render("home"))));
    expect(answers.map((answer) => text(answer.page))).toEqual(["home #1", "home #1", "home #1"]);
    expect(t.renders()).toBe(1);
  });

  it("keeps no page that is not a 200, nor one that sets a cookie", async () => {
    const t = setup();
    await t.cache.get("/missing", t.render("not found", { status: 404 }));
    await t.cache.get("/missing", t.render("not found", { status: 404 }));
    const cookie = new Headers({ "content-type": "text/html", "set-cookie": "session-id=1" });
    await t.cache.get("/cookie", t.render("cookie", { headers: cookie }));
    await t.cache.get("/cookie", t.render("cookie", { headers: cookie }));
    expect(t.renders()).toBe(4);
    expect(t.cache.size).toBe(0);
  });

  it("keeps only the headers every visitor may get", async () => {
    const t = setup();
    const headers = new Headers({ "content-type": "text/html", "x-request-id": "r1", vary: "Cookie" });
    const { page } = await t.cache.get("/", t.render("home", { headers }));
    expect(page.headers instanceof Headers ? [] : page.headers).toEqual([["content-type", "text/html"]]);
  });

  it("lets the least recently used pages go beyond its size", async () => {
    const t = setup({ maxBytes: 16 }); // pages of 4 bytes ('a #1'): four fit
    await t.cache.get("/a", t.render("a"));
    await t.cache.get("/b", t.render("b"));
    await t.cache.get("/a", t.render("a")); // /a used again: /b is now the oldest
    await t.cache.get("/c", t.render("c"));
    await t.cache.get("/d", t.render("d"));
    await t.cache.get("/e", t.render("e"));
    expect(t.cache.size).toBe(4);
    expect((await t.cache.get("/a", t.render("a"))).freshness).toBe("hit");
    expect((await t.cache.get("/b", t.render("b"))).freshness).toBe("miss");
  });

  it("compresses a kept page once per encoding", async () => {
    const t = setup();
    const { page } = await t.cache.get("/", t.render("home ".repeat(500)));
    if (!("generation" in page)) throw new Error("not kept");
    const first = await t.cache.encoded(page, "gzip");
    expect(await t.cache.encoded(page, "gzip")).toBe(first);
    expect(first.length).toBeLessThan(page.body.length);
  });
});

describe("scriptHashes", () => {
  const hash = (content: string) => `'sha256-${createHash("sha256").update(content).digest("base64")}'`;

  it("hashes each inline script that runs, once, and not JSON-LD data blocks nor scripts loaded by src", () => {
    const html =
      '<script nonce="a">one()</script><script type="application/ld+json">{}</script>' +
      '<script type="module" src="/assets/x.js"></script><script>one()</script><script>\ntwo()\n</script>';
    expect(scriptHashes(html)).toEqual([hash("one()"), hash("\ntwo()\n")]);
  });
});
