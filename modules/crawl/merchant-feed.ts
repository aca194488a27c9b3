import type { FeedStyle } from "../catalog/index.server.ts";
import { isOnSale, productPath } from "../catalog/index.ts";
import { escapeXml } from "./xml.ts";

/** Google Merchant Center's namespace for the g: fields of an RSS 2.0 product feed. */
export const MERCHANT_NAMESPACE = "http://base.google.com/ns/1.0";

/** Google's limits on a title and a description (characters). */
const MAX_TITLE = 150;
const MAX_DESCRIPTION = 5000;

/** The store's departments (zc1) in Google's product taxonomy; an unknown one gets none. */
const GOOGLE_CATEGORIES: Readonly<Record<string, string>> = {
  Shoes: "Apparel & Accessories > Shoes",
  Clothing: "Apparel & Accessories > Clothing",
  Accessories: "Apparel & Accessories > Clothing Accessories",
  Bags: "Apparel & Accessories > Handbags, Wallets & Cases",
  "Gift Cards": "Arts & Entertainment > Party & Celebration > Gift Giving > Gift Cards & Certificates",
};

/** The stocks' age groups in Google's words (newborn, infant, toddler, kids, adult). */
const GOOGLE_AGE_GROUPS: Readonly<Record<string, string>> = {
  adult: "adult",
  "big-kids": "kids",
  kids: "kids",
  "little-kids": "kids",
  toddler: "toddler",
  infant: "infant",
};

/** One <item> of the feed: the g: fields by name (without the prefix), in the order written. */
export type FeedItem = ReadonlyArray<readonly [name: string, value: string]>;

/** Integer cents as Google's price text: 8995 is '89.95 USD'. */
export function feedPrice(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = String(Math.abs(cents % 100)).padStart(2, "0");
  return `${whole}.${rest} USD`;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Google's gender: female or male when every audience is one of them, else unisex. */
function googleGender(genders: readonly string[]): string | undefined {
  const female = genders.some((g) => g === "women" || g === "girls");
  const male = genders.some((g) => g === "men" || g === "boys");
  if (female && male) return "unisex";
  if (female) return "female";
  if (male) return "male";
  return undefined;
}

/** The one age group of the style's stocks in Google's words; none when they differ. */
function googleAgeGroup(ageGroups: readonly string[]): string | undefined {
  const mapped = new Set(ageGroups.map((group) => GOOGLE_AGE_GROUPS[group]));
  const [only] = mapped;
  return mapped.size === 1 ? only : undefined;
}

/**
 * One style (colour) as a Google Merchant Center item on a marketplace's base URL: its link is the
 * colour's canonical product page, its group the product. Prices come from integer cents; a style
 * on sale gives its MSRP as price and its price as sale price. The catalogue has no GTIN or
 * manufacturer part number (an ASIN is Amazon's, and names a size), so identifier_exists is no.
 */
export function toFeedItem(style: FeedStyle, baseUrl: string): FeedItem {
  const onSale = isOnSale(style.priceCents, style.msrpCents);
  const gender = googleGender(style.genders);
  const ageGroup = googleAgeGroup(style.ageGroups);
  const [size] = style.sizeLabels;
  const category = GOOGLE_CATEGORIES[style.productType];
  const fields: [string, string | undefined][] = [
    ["id", String(style.styleId)],
    ["title", clip(`${style.brandName} ${style.productName} - ${style.color}`, MAX_TITLE)],
    [
      "description",
      clip(style.description.trim() || `${style.brandName} ${style.productName}`, MAX_DESCRIPTION),
    ],
    ["link", `${baseUrl}${productPath(style.seoName, style.productId, style.colorId)}`],
    ["image_link", `${baseUrl}${style.imageUrl}`],
    ["availability", style.onHand > 0 ? "in_stock" : "out_of_stock"],
    ["price", feedPrice(onSale ? style.msrpCents : style.priceCents)],
    ["sale_price", onSale ? feedPrice(style.priceCents) : undefined],
    ["brand", style.brandName],
    ["condition", "new"],
    ["identifier_exists", "no"],
    ["item_group_id", String(style.productId)],
    ["color", style.color],
    ["gender", gender],
    ["age_group", ageGroup],
    // Google's size is one value: given when the style comes in one size only (a bag, a hat).
    ["size", style.sizeLabels.length === 1 ? size : undefined],
    ["google_product_category", category],
    ["product_type", `${style.productType} > ${style.subcategory}`],
  ];
  return fields.filter((field): field is [string, string] => field[1] !== undefined);
}

/** One item as XML: title, description and link as RSS elements, the rest in the g: namespace. */
export function feedItemXml(item: FeedItem): string {
  const rss = new Set(["title", "description", "link"]);
  const elements = item.map(([name, value]) => {
    const tag = rss.has(name) ? name : `g:${name}`;
    return `<${tag}>${escapeXml(value)}</${tag}>`;
  });
  return `<item>${elements.join("")}</item>\n`;
}

/** The start of a marketplace's feed: the RSS channel named after the store. */
export function feedHead(marketplace: { name: string; baseUrl: string }): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${MERCHANT_NAMESPACE}"><channel>`,
    `<title>${escapeXml(marketplace.name)}</title>`,
    `<link>${escapeXml(`${marketplace.baseUrl}/`)}</link>`,
    `<description>${escapeXml(`Products of ${marketplace.name}`)}</description>`,
    "",
  ].join("\n");
}

/** The end of a feed. */
export const FEED_TAIL = "</channel></rss>\n";
