import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listSearchBrands } from "../../modules/search/index.server.ts";
import { createTestApp, type TestApp, titleOf } from "../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  // Enough styles for three pages of 100 results.
  t = await createTestApp({ products: 150 });
});
afterAll(() => t.close());

const base = "http://localhost:3000";
const get = (path: string, host = "localhost:3000") => t.app.request(path, { headers: { host } });
const page = async (path: string) => {
  const res = await get(path);
  return { status: res.status, html: await res.text() };
};
/** Text of the page without React's comment separators. */
const text = (html: string) => html.replace(/<!-- -->/g, "");
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(text(html))?.[1]?.replace(/<[^>]+>/g, "");
/** Whether an <a> has every attribute given (in any order). */
const hasLink = (html: string, ...attributes: string[]) =>
  (html.match(/<a\b[^>]*>/g) ?? []).some((tag) => attributes.every((a) => tag.includes(a)));
const noindex = (html: string) => /<meta name="robots" content="noindex"/.test(html);

describe("search URL forms", () => {
  it("searches by a term in the query, with a canonical path URL", async () => {
    const { status, html } = await page("/search?term=Boots");
    expect(status).toBe(200);
    expect(h1Of(html)).toBe("Boots");
    expect(titleOf(html)).toBe("Boots | Fleetfoot");
    expect(text(html)).toMatch(/class="search-count">[\d,]+ items?</);
    expect(canonicalOf(html)).toBe(`${base}/search/boots`);
    expect(noindex(html)).toBe(false);
  });

  it("searches by a term in the path, and points a non-canonical spelling at the canonical URL", async () => {
    expect(canonicalOf((await page("/search/boots")).html)).toBe(`${base}/search/boots`);
    const { status, html } = await page("/search?term=Red+Boots");
    expect(status).toBe(200);
    expect(canonicalOf(html)).toBe(`${base}/search/red-boots`);
  });

  it("says which term it searched when it corrected a typo", async () => {
    const { status, html } = await page("/search/bootts");
    expect(status).toBe(200);
    expect(h1Of(html)).toBe("Bootts");
    expect(text(html)).toContain("Showing results for “boots”");
  });

  it("filters by facets, shows pills and marks chosen values; filters in another order are canonicalised", async () => {
    const { status, html } = await page("/search/null/filter/zc1/%22Shoes%22/txAttrFacet_Gender/%22Women%22");
    expect(status).toBe(200);
    expect(html).toContain('aria-label="Remove Women"');
    expect(html).toContain('aria-label="Remove Shoes"');
    expect(html).toContain(">Clear all</a>");
    expect(html).toMatch(/<a[^>]*aria-current="true"[^>]*>(?:(?!<\/a>).)*>Women</s);
    expect(canonicalOf(html)).toBe(
      `${base}/search/null/filter/txAttrFacet_Gender/%22Women%22/zc1/%22Shoes%22`,
    );
  });

  it("holds one value in a single-select group: a second in the URL replaces the first, and links replace too", async () => {
    const both = encodeURIComponent('"Shoes" OR "Clothing"');
    const { status, html } = await page(`/search/null/filter/zc1/${both}`);
    expect(status).toBe(200);
    expect(html).toContain('aria-label="Remove Clothing"');
    expect(html).not.toContain('aria-label="Remove Shoes"');
    expect(canonicalOf(html)).toBe(`${base}/search/null/filter/zc1/%22Clothing%22`);
    // Without JavaScript, choosing Shoes is a link to Shoes alone.
    expect(hasLink(html, 'href="/search/null/filter/zc1/%22Shoes%22"', 'data-kind="radio"')).toBe(true);
    expect(html).not.toMatch(/href="[^"]*zc1\/%22[^"]*%20OR%20/);
  });

  it("sorts, offering a guest neither Best For You nor, on 9am, Percent Off", async () => {
    const { status, html } = await page("/search/null/sort/price/asc");
    expect(status).toBe(200);
    expect(html).toMatch(/<a[^>]*aria-current="true"[^>]*>Price: Low to High<\/a>/);
    expect(html).not.toContain("Best For You");
    expect(html).toContain(">Percent Off</a>");
    const nineAm = await (await get("/search/null", "9am.localhost:3000")).text();
    expect(nineAm).not.toContain(">Percent Off</a>");
  });

  it("pages with /page/{n}, linking previous and next", async () => {
    const { status, html } = await page("/search/null/page/2");
    expect(status).toBe(200);
    expect(html).toContain('aria-label="Pagination"');
    expect(hasLink(html, 'aria-current="page"', 'aria-label="Page 2"')).toBe(true);
    expect(hasLink(html, 'href="/search/null"', 'rel="prev"')).toBe(true);
    expect(hasLink(html, 'href="/search/null/page/3"', 'rel="next"')).toBe(true);
    expect(canonicalOf(html)).toBe(`${base}/search/null/page/2`);
  });

  it("answers a page past the last one with 404", async () => {
    expect((await get("/search/null/page/9999")).status).toBe(404);
  });

  it("shows a brand's page at /search/brand/{brandId}, canonical to itself", async () => {
    const [brand] = (await listSearchBrands(t.database.db)).filter((b) => b.productCount > 0);
    if (!brand) throw new Error("the seed has no brands");
    const { status, html } = await page(`/search/brand/${brand.id}`);
    expect(status).toBe(200);
    expect(h1Of(html)).toBe(brand.name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    expect(canonicalOf(html)).toBe(`${base}/search/brand/${brand.id}`);
    expect(html).toContain(
      `aria-label="Remove ${brand.name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")}"`,
    );
  });

  it("answers an unknown brand id with 404 and 'Oops, not a valid brand id.'", async () => {
    const { status, html } = await page("/search/brand/987654321");
    expect(status).toBe(404);
    expect(titleOf(html)).toBe("404 Error Page");
    expect(html).toContain("Oops, not a valid brand id.");
  });

  it("redirects a bare filter value to its canonical filter URL, and 404s an unknown one", async () => {
    const res = await get("/search/null/women");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/search/null/filter/txAttrFacet_Gender/%22Women%22");
    expect((await get("/search/null/no-such-value")).status).toBe(404);
  });

  it("serves .zso landing pages as searches, term in t and sort in s", async () => {
    const { status, html } = await page("/mens-shoes/CK_XAcABAgEQgQ.zso?t=boots&s=price/asc");
    expect(status).toBe(200);
    expect(h1Of(html)).toBe("Boots");
    expect(html).toMatch(/<a[^>]*aria-current="true"[^>]*>Price: Low to High<\/a>/);
    expect(canonicalOf(html)).toBe(`${base}/search/boots/sort/price/asc`);
    expect((await get("/marty/boots.zso")).status).toBe(200);
  });

  it.each([
    ["/women", "Women's Shoes, Clothing &amp; Accessories", "Remove Women"],
    ["/womens", "Women's Shoes, Clothing &amp; Accessories", "Remove Women"],
    ["/men", "Men's Shoes, Clothing &amp; Accessories", "Remove Men"],
    ["/mens", "Men's Shoes, Clothing &amp; Accessories", "Remove Men"],
    ["/shoes", "Shoes for Women, Men &amp; Kids", "Remove Shoes"],
    ["/c/shoes", "Shoes for Women, Men &amp; Kids", "Remove Shoes"],
  ])(
    "serves the entry point %s with its heading, filter and own canonical URL",
    async (path, heading, pill) => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(h1Of(html)?.replace(/&#x27;/g, "'")).toBe(heading);
      expect(html).toContain(`aria-label="${pill}"`);
      expect(canonicalOf(html)).toBe(`${base}${path}`);
      expect((await get(`/marty${path}`)).status).toBe(200);
    },
  );

  it("lists brands A-Z with counts at /brands, each linking to its brand search", async () => {
    const brands = (await listSearchBrands(t.database.db)).filter((b) => b.productCount > 0);
    const { status, html } = await page("/brands");
    expect(status).toBe(200);
    expect(titleOf(html)).toBe("Shop Brands A-Z | Fleetfoot");
    for (const brand of brands) expect(html).toContain(`href="/search/brand/${brand.id}"`);
  });

  it("shows the out-of-stock banner after a redirect from a product with no stock", async () => {
    const { status, html } = await page("/search?oosRedirected=true");
    expect(status).toBe(200);
    expect(html).toContain("Oops! That&#x27;s out of stock. Browse styles inspired by your search below!");
  });

  it("says so when nothing is found, keeps the page out of search engines and keeps the canonical link", async () => {
    const { status, html } = await page("/search?term=qqzzxxv+wwkkjj");
    expect(status).toBe(200);
    expect(text(html).replace(/<[^>]+>/g, "")).toContain(
      "Hmmm, we couldn’t find anything for “qqzzxxv wwkkjj”",
    );
    expect(html).toContain("Check out the categories below or try limiting the search to one to two words.");
    expect(hasLink(html, 'href="/women"')).toBe(true);
    expect(noindex(html)).toBe(true);
    expect(canonicalOf(html)).toBe(`${base}/search/qqzzxxv-wwkkjj`);
  });

  it.each(["/search?term=b0abcdefgh", "/search/B0ABCDEFGH", "/marty/search?term=B0ZZ99XX11"])(
    "sends the product code %s to its product page",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toMatch(/^\/p\/asin\/B0[A-Z0-9]{8}$/);
    },
  );

  it("serves search pages again under /marty", async () => {
    expect((await get("/marty/search/boots")).status).toBe(200);
    expect((await get("/marty/search?term=boots")).status).toBe(200);
  });
});

describe("sponsored rows (spec 1: rows 1 and 8)", () => {
  /** The grid's cards in page order: organic, or sponsored for a layout ('all' for row 1). */
  const gridOf = (html: string) => {
    const grid = /<ul class="product-grid" aria-label="Search results"[^>]*>(.*)$/s.exec(html)?.[1] ?? "";
    const token =
      /<li class="product-grid-item( search-sponsored)?"(?: data-columns="([^"]+)")?[^>]*>\s*<article[^>]*>\s*<a class="product-card-link" href="[^"]*\/product\/(\d+)\/[^"]*"[^>]*>(.*?)<\/a>/gs;
    return [...grid.matchAll(token)].map(([, sponsored, columns, productId, content]) => {
      // The label is inside the card's link, so that its name says it too.
      expect((content ?? "").includes('<span class="product-card-sponsored">Sponsored</span>')).toBe(
        sponsored !== undefined,
      );
      return { sponsored: sponsored !== undefined, columns: columns ?? "", productId: productId ?? "" };
    });
  };

  it("shows labelled sponsored products in row 1 and, per layout, row 8, never repeating an organic card", async () => {
    const { status, html } = await page("/search/null");
    expect(status).toBe(200);
    const cards = gridOf(html);
    expect(cards.length).toBeGreaterThan(100);
    // Row 1: the widest layout's row of four (narrower layouts show the first two or three).
    expect(cards.slice(0, 4).map((card) => card.columns)).toEqual(["all", "all", "all", "all"]);
    // Row 8 comes after 6 full organic rows of 2, 3 or 4 cards (row 1 being the sponsored one).
    const organicBefore = (columns: string) =>
      cards
        .slice(
          0,
          cards.findIndex((card) => card.columns === columns),
        )
        .filter((card) => !card.sponsored).length;
    expect([organicBefore("2"), organicBefore("3"), organicBefore("4")]).toEqual([12, 18, 24]);
    expect(cards.filter((card) => card.columns === "4")).toHaveLength(4);
    const organic = new Set(cards.filter((card) => !card.sponsored).map((card) => card.productId));
    const sponsored = cards.filter((card) => card.sponsored).map((card) => card.productId);
    expect(sponsored.filter((id) => organic.has(id))).toEqual([]);
  });

  it("loads the images of the cards seen first at once, preloaded from the head: row 1's first two, then the results' first four", async () => {
    const { html } = await page("/search/null");
    const head = html.slice(0, html.indexOf("</head>"));
    const preloaded = [
      ...head.matchAll(/<link rel="preload" href="([^"]+)" as="image" fetchPriority="high"\/>/g),
    ].map(([, href]) => href);
    const images = [
      ...html.matchAll(
        /<li class="product-grid-item[^"]*"[^>]*><article[^>]*>.*?<img class="product-card-image" src="([^"]+)"[^>]*loading="(eager|lazy)"/g,
      ),
    ].map(([, src, loading]) => ({ src, loading }));
    expect(images.slice(0, 8).map((image) => image.loading)).toEqual([
      "eager",
      "eager",
      "lazy",
      "lazy",
      "eager",
      "eager",
      "eager",
      "eager",
    ]);
    expect(images.filter((image) => image.loading === "eager")).toHaveLength(6);
    expect(preloaded).toEqual(images.filter((image) => image.loading === "eager").map((image) => image.src));
  });

  it("shows none on a page without results", async () => {
    const { html } = await page("/search?term=qqzzxxv");
    expect(html).not.toContain("Sponsored");
  });
});

describe("a listing's structured data", () => {
  /** The product links of the organic cards (no sponsored ones), in page order. */
  const organicLinks = (html: string) =>
    [
      ...html.matchAll(
        /<li class="product-grid-item">\s*<article[^>]*>\s*<a class="product-card-link" href="([^"]*)"/g,
      ),
    ].map(([, href]) => href);
  const jsonLdOf = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(([, json]) =>
      JSON.parse(json ?? "null"),
    );

  it.each(["/search/null", "/women"])(
    "lists the products of %s in one ItemList, in page order",
    async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      const links = organicLinks(html);
      expect(links.length).toBeGreaterThan(10);
      const blocks = jsonLdOf(html);
      expect(blocks).toHaveLength(1);
      const [list] = blocks;
      expect(list).toMatchObject({ "@type": "ItemList", numberOfItems: links.length });
      const items = list.itemListElement as { position: number; item: { "@type": string; url: string } }[];
      expect(items.map((element) => element.item.url)).toEqual(links);
      expect(items.map((element) => element.position)).toEqual(links.map((_, index) => index + 1));
      expect(new Set(items.map((element) => element.item["@type"]))).toEqual(new Set(["Product"]));
    },
  );
});

describe("the results grid: written once per card, kept by the browser as written", () => {
  /** The inline scripts of a page but its JSON-LD: the router's hydration data among them. */
  const scriptsOf = (html: string) =>
    [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>(.*?)<\/script>/gs)].map(
      ([, body]) => body ?? "",
    );
  const returnTos = (markup: string) =>
    new Set([...markup.matchAll(/name=\\?"returnTo\\?" value=\\?"([^"\\]*)/g)].map(([, value]) => value));

  it("writes the cards into the document and leaves them out of its hydration data", async () => {
    const { status, html } = await page("/search/null");
    expect(status).toBe(200);
    expect(html.match(/<article class="product-card"[ >]/g)?.length).toBeGreaterThan(100);
    const scripts = scriptsOf(html);
    expect(scripts.some((script) => script.includes("streamController"))).toBe(true);
    // No card's product (its name, its page) is in the page's data: only in its markup and its JSON-LD.
    const names = [...html.matchAll(/<span class="product-card-name">([^<]+)<\/span>/g)].map(
      ([, name]) => name ?? "",
    );
    const seoNames = [...html.matchAll(/class="product-card-link" href="\/p\/([^/"]+)\//g)].map(
      ([, seo]) => seo ?? "",
    );
    expect(names.length).toBeGreaterThan(100);
    expect(seoNames.length).toBeGreaterThan(100);
    expect(scripts.filter((script) => [...names, ...seoNames].some((name) => script.includes(name)))).toEqual(
      [],
    );
  });

  it("sends the cards' markup to a navigation in the browser (.data)", async () => {
    const res = await get("/search/null.data");
    expect(res.status).toBe(200);
    const data = await res.text();
    expect(data.match(/<article class=\\"product-card\\"[ >]/g)?.length).toBeGreaterThan(100);
    expect(returnTos(data)).toEqual(new Set(["/search/null"]));
  });

  it("brings each page's hearts back to that page, escaped, though the cards' markup is shared", async () => {
    const first = await page("/search/null");
    const second = await page("/search/null/page/2");
    const query = await page("/search?term=boots&color=red");
    expect(returnTos(first.html)).toEqual(new Set(["/search/null"]));
    expect(returnTos(second.html)).toEqual(new Set(["/search/null/page/2"]));
    expect(returnTos(query.html)).toEqual(new Set(["/search?term=boots&#38;color=red"]));
  });
});
