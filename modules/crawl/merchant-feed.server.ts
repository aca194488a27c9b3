import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { findFeedStyles, findLiveProducts } from "../catalog/index.server.ts";
import type { Marketplace } from "../marketplace/index.ts";
import type { Services } from "../services/index.server.ts";
import { FEED_TAIL, feedHead, feedItemXml, toFeedItem } from "./merchant-feed.ts";

/** The documented address of each marketplace's Google Merchant Center feed. */
export const MERCHANT_FEED_PATH = "/feeds/google-merchant.xml";

/** Products whose styles are read in one query: few rows in memory, and on PGlite (one connection) a
 * read short enough (about 0.1 s) that pages are not held up behind the feed. */
const PRODUCTS_PER_READ = 250;

/** A marketplace's feed as kept in memory: gzip, about a sixteenth of the XML. */
export interface GzippedFeed {
  gzip: Buffer;
  /** Size of the XML itself, and its items. */
  xmlBytes: number;
  items: number;
}

/** The feed's text in pieces: the channel, then the items of PRODUCTS_PER_READ live products at a time. */
async function* feedText(
  services: Pick<Services, "db" | "marketplaces">,
  marketplace: Marketplace,
  count: { xmlBytes: number; items: number },
): AsyncGenerator<string> {
  const subsites = services.marketplaces.map((m) => m.subsiteId);
  // The sitemap's own reader: one rule for which products are live.
  const live = await findLiveProducts(services.db, marketplace.subsiteId, subsites);
  const emit = (text: string) => {
    count.xmlBytes += Buffer.byteLength(text);
    return text;
  };
  yield emit(feedHead(marketplace));
  for (let start = 0; start < live.length; start += PRODUCTS_PER_READ) {
    const ids = live.slice(start, start + PRODUCTS_PER_READ).map((product) => product.productId);
    const styles = await findFeedStyles(services.db, ids);
    count.items += styles.length;
    yield emit(styles.map((style) => feedItemXml(toFeedItem(style, marketplace.baseUrl))).join(""));
  }
  yield emit(FEED_TAIL);
}

/**
 * Builds a marketplace's product feed: one item per style (colour) of each live product, written
 * through gzip as it is read, so neither the catalogue nor the whole XML is ever held in memory.
 */
export async function buildMerchantFeed(
  services: Pick<Services, "db" | "marketplaces">,
  marketplace: Marketplace,
): Promise<GzippedFeed> {
  const count = { xmlBytes: 0, items: 0 };
  const chunks: Buffer[] = [];
  await pipeline(Readable.from(feedText(services, marketplace, count)), createGzip(), async (gzipped) => {
    for await (const chunk of gzipped) chunks.push(chunk as Buffer);
  });
  return { gzip: Buffer.concat(chunks), ...count };
}
