import { describe, expect, it } from "vitest";
import { sitemapIndexXml, toSitemapSet, URLS_PER_SITEMAP, urlsetXml } from "./sitemap.ts";

describe("sitemap files", () => {
  it("splits a kind past 50,000 URLs into numbered files and keeps an empty kind as one empty file", () => {
    const urls = Array.from(
      { length: URLS_PER_SITEMAP + 1 },
      (_, i) => `http://localhost:3000/p/x/product/${i + 1}`,
    );
    const set = toSitemapSet({ products: urls, brands: [] });
    expect([...set.keys()]).toEqual(["products-1", "products-2", "brands-1"]);
    expect(set.get("products-1")).toHaveLength(50_000);
    expect(set.get("products-2")).toEqual([`http://localhost:3000/p/x/product/${URLS_PER_SITEMAP + 1}`]);
    expect(set.get("brands-1")).toEqual([]);
    expect(sitemapIndexXml("http://9am.localhost:3000", set)).toContain(
      "<loc>http://9am.localhost:3000/sitemaps/products-2.xml</loc>",
    );
  });

  it("escapes what XML reserves in a URL", () => {
    expect(urlsetXml(["http://localhost:3000/search?term=a&b"])).toContain(
      "<loc>http://localhost:3000/search?term=a&#38;b</loc>",
    );
  });
});
