import { createHash } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { type CachedPage, PageCache, type RenderedPage, scriptHashes } from "./page-cache.ts";

function setup(options: { maxAgeMs?: number; maxBytes?: number; settleMs?: number } = {}) {
  let clock = 0;
  let generation = "1";
  let renders = 0;
  const cache = new PageCache({
    maxAgeMs: options.maxAgeMs ?? 60_000,
    settleMs: options.settleMs ?? 0,
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

const text = (page: CachedPage | RenderedPage) =>
  ("brotli" in page ? brotliDecompressSync(page.brotli) : page.body).toString();

/** The bytes the cache keeps for a body: its brotli copy. */
const keptBytes = (body: string) =>
  brotliCompressSync(Buffer.from(body), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;

/** Asks for a page until the cache answers a hit: a background render (and its compression) has ended. */
async function untilHit(t: ReturnType<typeof setup>, key: string, body: string) {
  return vi.waitFor(
    async () => {
      const answer = await t.cache.get(key, t.render(body));
      if (answer.freshness !== "hit") throw new Error(`still ${answer.freshness}`);
      return answer;
    },
    { timeout: 20_000, interval: 5 },
  );
}

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
    const fresh = await untilHit(t, "/", "home");
    expect(text(fresh.page)).toBe("home #2");
    expect(t.renders()).toBe(2);
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

  it("never answers a request that read a newer generation with a render started before the change", async () => {
    const t = setup();
    await t.cache.get("/p/1", t.render("old price"));
    t.advance(31_000);
    // A stale answer starts a background render, which is slow; meanwhile the price changes.
    let finish: (page: RenderedPage) => void = () => {};
    const slow = () =>
      new Promise<RenderedPage>((resolve) => {
        finish = resolve;
      });
    expect((await t.cache.get("/p/1", slow)).freshness).toBe("stale");
    t.change();
    const answer = await t.cache.get("/p/1", t.render("new price"));
    expect(answer.freshness).toBe("miss");
    expect(text(answer.page)).toBe("new price #2");
    // The old render ends last: it does not replace the newer page.
    finish({
      status: 200,
      headers: new Headers({ "content-type": "text/html" }),
      body: Buffer.from("old price #late"),
    });
    await new Promise((resolve) => setTimeout(resolve, 200)); // its compression ends
    const after = await t.cache.get("/p/1", t.render("new price"));
    expect(after.freshness).toBe("hit");
    expect(text(after.page)).toBe("new price #2");
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
    const size = keptBytes("a #1");
    expect(["b #2", "c #4", "d #5", "e #6"].map(keptBytes)).toEqual([size, size, size, size]);
    const t = setup({ maxBytes: 4 * size }); // four pages fit
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

  it("keeps a page as brotli only, makes a gzip copy once, and gives the page as rendered when asked", async () => {
    const t = setup();
    const html = "home ".repeat(500);
    const { page } = await t.cache.get("/", t.render(html));
    if (!("brotli" in page)) throw new Error("not kept");
    expect(page.bytes).toBe(page.brotli.length);
    expect(page.brotli.length).toBeLessThan(html.length / 10);
    expect(await t.cache.body(page, "br")).toBe(page.brotli);
    const gzipped = await t.cache.body(page, "gzip");
    expect(await t.cache.body(page, "gzip")).toBe(gzipped);
    expect(gunzipSync(gzipped).toString()).toBe(`${html} #1`);
    expect((await t.cache.body(page, null)).toString()).toBe(`${html} #1`);
    expect(page.bytes).toBe(page.brotli.length + gzipped.length);
  });

  it("renders again, once settled, a page rendered just after a change (its render may have read the old data)", async () => {
    const t = setup({ maxAgeMs: 600_000, settleMs: 20_000 });
    await t.cache.get("/p/1", t.render("product"));
    t.advance(60_000);
    t.change();
    expect((await t.cache.get("/p/1", t.render("product"))).freshness).toBe("miss"); // rendered at the change
    t.advance(19_000);
    expect((await t.cache.get("/p/1", t.render("product"))).freshness).toBe("hit");
    t.advance(2_000);
    const settled = await t.cache.get("/p/1", t.render("product"));
    expect(settled.freshness).toBe("stale");
    await untilHit(t, "/p/1", "product");
    t.advance(250_000); // rendered again after the settling time: fresh for half the maximum age
    const again = await t.cache.get("/p/1", t.render("product"));
    expect(again.freshness).toBe("hit");
    expect(text(again.page)).toBe("product #3");
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
