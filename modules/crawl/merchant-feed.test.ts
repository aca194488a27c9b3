import { describe, expect, it } from "vitest";
import type { FeedStyle } from "../catalog/index.server.ts";
import { FEED_TAIL, feedHead, feedItemXml, feedPrice, toFeedItem } from "./merchant-feed.ts";
import { escapeXml } from "./xml.ts";

const BASE = "https://9am.example";

const boot: FeedStyle = {
  productId: 42,
  styleId: 4201,
  colorId: 7,
  seoName: "Acme-Chelsea-Boot",
  productName: "Chelsea Boot",
  brandName: "Acme",
  description: "A boot for every day.\nLeather upper",
  productType: "Shoes",
  subcategory: "Boots",
  genders: ["women"],
  color: "Black/Tan",
  priceCents: 8995,
  msrpCents: 8995,
  onHand: 3,
  sizeLabels: ["7", "7.5", "8"],
  ageGroups: ["adult"],
  imageUrl: "/images/styles/4201/MAIN-920x736.svg",
};

const fields = (style: FeedStyle) => Object.fromEntries(toFeedItem(style, BASE));

describe("feed prices", () => {
  it.each([
    [8995, "89.95 USD"],
    [100, "1.00 USD"],
    [5, "0.05 USD"],
    [123456, "1234.56 USD"],
  ])("writes %i cents as '%s'", (cents, text) => expect(feedPrice(cents)).toBe(text));
});

describe("a style as a feed item", () => {
  it("links the colour's canonical page and image on the marketplace's base URL", () => {
    expect(fields(boot)).toEqual({
      id: "4201",
      title: "Acme Chelsea Boot - Black/Tan",
      description: "A boot for every day.\nLeather upper",
      link: `${BASE}/p/Acme-Chelsea-Boot/product/42/color/7`,
      image_link: `${BASE}/images/styles/4201/MAIN-920x736.svg`,
      availability: "in_stock",
      price: "89.95 USD",
      brand: "Acme",
      condition: "new",
      identifier_exists: "no",
      item_group_id: "42",
      color: "Black/Tan",
      gender: "female",
      age_group: "adult",
      google_product_category: "Apparel & Accessories > Shoes",
      product_type: "Shoes > Boots",
    });
  });

  it("gives the MSRP as price and the price as sale price when the style is on sale", () => {
    const item = fields({ ...boot, priceCents: 6000, msrpCents: 8000 });
    expect(item.price).toBe("80.00 USD");
    expect(item.sale_price).toBe("60.00 USD");
  });

  it("gives no sale price for a discount under the store's sale threshold", () => {
    const item = fields({ ...boot, priceCents: 9990, msrpCents: 10000 });
    expect(item.price).toBe("99.90 USD");
    expect(item.sale_price).toBeUndefined();
  });

  it("says out_of_stock for a sold-out style of a live product", () => {
    expect(fields({ ...boot, onHand: 0 }).availability).toBe("out_of_stock");
  });

  it.each([
    [["women", "men"], "unisex"],
    [["boys"], "male"],
    [["girls", "women"], "female"],
    [[], undefined],
  ])("says gender %j is %s", (genders, gender) => {
    expect(fields({ ...boot, genders }).gender).toBe(gender);
  });

  it("names an age group only when the style's stocks agree on one", () => {
    expect(fields({ ...boot, ageGroups: ["big-kids", "little-kids"] }).age_group).toBe("kids");
    expect(fields({ ...boot, ageGroups: ["toddler", "little-kids"] }).age_group).toBeUndefined();
  });

  it("gives a size only to a style sold in one size", () => {
    expect(fields(boot).size).toBeUndefined();
    expect(fields({ ...boot, sizeLabels: ["One Size"] }).size).toBe("One Size");
  });

  it("leaves out Google's category for a department it does not know, keeping the product type", () => {
    const item = fields({ ...boot, productType: "Toys", subcategory: "Kites" });
    expect(item.google_product_category).toBeUndefined();
    expect(item.product_type).toBe("Toys > Kites");
  });

  it("keeps the title within Google's 150 characters", () => {
    const title = fields({ ...boot, productName: "Boot ".repeat(60) }).title ?? "";
    expect(title).toHaveLength(150);
    expect(title.endsWith("…")).toBe(true);
  });
});

describe("feed XML", () => {
  it("escapes what XML reserves and writes g: fields in Google's namespace", () => {
    const xml = feedItemXml(toFeedItem({ ...boot, productName: "Rock & <Roll>" }, BASE));
    expect(xml).toContain("<title>Acme Rock &#38; &#60;Roll&#62; - Black/Tan</title>");
    expect(xml).toContain("<g:price>89.95 USD</g:price>");
    const document = feedHead({ name: "9am", baseUrl: BASE }) + xml + FEED_TAIL;
    expect(document).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>');
  });

  it("drops characters XML cannot hold and keeps letters beyond the basic plane", () => {
    expect(escapeXml("a\u0000b\u001fc\ud800d\uffffe\tf")).toBe("abcde\tf");
    expect(escapeXml("Zoë 👟 \"x\" 'y'")).toBe("Zoë 👟 &#34;x&#34; &#39;y&#39;");
  });
});
