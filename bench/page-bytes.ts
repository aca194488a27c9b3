/** What a page's HTML is made of: the whole, the router's hydration data and the structured data. */
export interface PageBytes {
  html: number;
  /** The `window.__reactRouterContext` scripts: the loaders' data the browser hydrates from. */
  hydration: number;
  /** The `application/ld+json` blocks, and how many there are. */
  jsonLd: number;
  jsonLdBlocks: number;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** Bytes (UTF-8) of the HTML and of its hydration-data and JSON-LD scripts (tags included). */
export function pageBytes(html: string): PageBytes {
  const size = (text: string) => Buffer.byteLength(text, "utf8");
  const figures: PageBytes = { html: size(html), hydration: 0, jsonLd: 0, jsonLdBlocks: 0 };
  for (const match of html.matchAll(SCRIPT)) {
    const [whole, attributes = "", body = ""] = match;
    if (attributes.includes("application/ld+json")) {
      figures.jsonLd += size(whole);
      figures.jsonLdBlocks += 1;
    } else if (body.includes("__reactRouterContext")) figures.hydration += size(whole);
  }
  return figures;
}
