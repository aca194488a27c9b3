import { escapeXml } from "./xml.ts";

/** sitemaps.org: at most 50,000 URLs in one sitemap file. */
export const URLS_PER_SITEMAP = 50_000;

const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** The child sitemaps of one marketplace, by name ('products-1', 'brands-1', ...), as absolute URLs. */
export type SitemapSet = ReadonlyMap<string, readonly string[]>;

/** Splits each kind's URLs into files of at most URLS_PER_SITEMAP: products-1, products-2, ... */
export function toSitemapSet(kinds: Record<string, readonly string[]>): SitemapSet {
  const set = new Map<string, readonly string[]>();
  for (const [kind, urls] of Object.entries(kinds)) {
    for (let start = 0, n = 1; start === 0 || start < urls.length; start += URLS_PER_SITEMAP, n++) {
      set.set(`${kind}-${n}`, urls.slice(start, start + URLS_PER_SITEMAP));
    }
  }
  return set;
}

/** The sitemap index naming every child at {baseUrl}/sitemaps/{name}.xml. */
export function sitemapIndexXml(baseUrl: string, set: SitemapSet): string {
  const entries = [...set.keys()].map(
    (name) => `<sitemap><loc>${escapeXml(`${baseUrl}/sitemaps/${name}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">${entries.join("")}</sitemapindex>\n`;
}

/** One child sitemap: a urlset of absolute URLs. */
export function urlsetXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}">${entries.join("")}</urlset>\n`;
}
