import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import { isAppError } from "../core/index.ts";
import { defaultMarketplaces } from "../marketplace/index.ts";
import { buildSearchUrl, categorySearchPath } from "../search/index.ts";
import { initialSelection, view } from "../sizing/index.ts";
import { getProductBundle } from "./product-bundle.server.ts";
import { products, stocks, styles } from "./schema.server.ts";

/** Breadcrumbs link to the search pages, as the store wires them. */
const links = { marketplaces: defaultMarketplaces, categoryLink: categorySearchPath };

const MESSAGE = "Oops, something went wrong while loading product details.";

describe("getProductBundle", () => {
  let database: Database;
  const db = () => database.db;

  /** The product the generator put at an index (product ids are 1,000,000 + index * 37 + jitter). */
  const productAt = async (index: number) => {
    const from = 1_000_000 + index * 37;
    const [row] = await db()
      .select()
      .from(products)
      .where(and(gte(products.productId, from), lte(products.productId, from + 36)));
    if (!row) throw new Error(`no product at index ${index}`);
    return row;
  };
  const productOf = async (sizingModel: string) => {
    const [row] = await db()
      .select()
      .from(products)
      .where(eq(products.sizingModel, sizingModel))
      .orderBy(asc(products.productId));
    if (!row) throw new Error(`no ${sizingModel} product`);
    return row;
  };
  const notFound = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isAppError(error) && [error.kind, error.message]).toEqual(["not_found", MESSAGE]);
  };

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 200 });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("answers every product-detail field by product id", async () => {
    const product = await productOf("womens-shoes");
    const bundle = await getProductBundle(db(), { productId: product.productId }, links);
    const [firstLine, ...otherLines] = product.description.split("\n");
    expect(bundle).toMatchObject({
      productId: product.productId,
      productName: product.name,
      brandId: product.brandId,
      seoName: product.seoName,
      genders: ["women"],
      defaultProductType: "Shoes",
      defaultCategory: product.subcategory,
      description: { summary: firstLine, bullets: otherLines },
      hasHalfSizes: product.hasHalfSizes,
      isEgc: false,
      isGiftCard: false,
      preferredSubsite: null,
      reviewCount: product.reviewCount,
      rating: product.reviewRating,
      reviewSummary: { averageRating: product.reviewRating, reviewCount: product.reviewCount },
      badges: product.badges,
      selected: { stockId: null, asin: null },
    });
    expect(bundle.brandName).toMatch(/\w/);
    expect(bundle.breadcrumbs).toEqual([
      { name: "Shoes", zc: "zc1", url: buildSearchUrl({ term: "", filters: { zc1: ["Shoes"] }, page: 0 }) },
      {
        name: product.subcategory,
        zc: "zc2",
        url: buildSearchUrl({ term: "", filters: { zc1: ["Shoes"], zc2: [product.subcategory] }, page: 0 }),
      },
    ]);
  });

  it("lists the styles in display order with prices, images at the product sizes, swatch and stocks", async () => {
    const product = await productOf("womens-shoes");
    const bundle = await getProductBundle(db(), { productId: product.productId }, links);
    const rows = await db()
      .select()
      .from(styles)
      .where(eq(styles.productId, product.productId))
      .orderBy(styles.sortOrder);
    expect(bundle.styles.map((style) => style.styleId)).toEqual(rows.map((row) => row.styleId));
    const [style] = bundle.styles;
    const [row] = rows;
    if (!style || !row) throw new Error("no style");
    expect(style.price).toEqual({ cents: row.priceCents, formatted: expect.stringMatching(/^\$\d/) });
    expect(style.originalPrice.cents).toBe(row.msrpCents);
    expect(style.onSale).toBe(style.percentOff > 0);
    expect(style.hardLaunchDate).toBe(row.hardLaunchDate.toISOString());
    expect(style.images.map((image) => image.type)).toEqual(row.imageViews);
    expect(style.images[0]).toEqual({
      imageId: `${row.styleId}-MAIN`,
      type: "MAIN",
      url: `/images/styles/${row.styleId}/MAIN-920x736.svg`,
      thumbnailUrl: `/images/styles/${row.styleId}/MAIN-110x82.svg`,
    });
    expect(style.swatchUrl).toBe(`/images/styles/${row.styleId}/swatch-73x73.svg`);
    expect(bundle.defaultImageUrl).toMatch(/MAIN-920x736\.svg$/);
    const stockRows = await db().select().from(stocks).where(eq(stocks.styleId, row.styleId));
    expect(style.stocks).toHaveLength(stockRows.length);
    expect(style.stocks[0]).toEqual({
      stockId: expect.any(Number),
      asin: expect.stringMatching(/^B0/),
      onHand: expect.any(Number),
    });
  });

  it("sizes images of non-shoes at 736x920", async () => {
    const bundle = await getProductBundle(db(), { productId: (await productOf("apparel")).productId }, links);
    expect(bundle.styles[0]?.images[0]?.url).toMatch(/MAIN-736x920\.svg$/);
  });

  it("finds the product, style and stock of an ASIN or a stock id", async () => {
    const [stock] = await db().select().from(stocks).orderBy(asc(stocks.stockId)).offset(500).limit(1);
    if (!stock) throw new Error("no stock");
    const [style] = await db().select().from(styles).where(eq(styles.styleId, stock.styleId));
    const expected = {
      styleId: stock.styleId,
      colorId: style?.colorId,
      stockId: stock.stockId,
      asin: stock.asin,
    };
    const byAsin = await getProductBundle(db(), { asin: stock.asin }, links);
    expect(byAsin.productId).toBe(stock.productId);
    expect(byAsin.selected).toEqual(expected);
    const byStockId = await getProductBundle(db(), { stockId: stock.stockId }, links);
    expect(byStockId.selected).toEqual(expected);
  });

  it("throws not_found with the product-load message for unknown ids", async () => {
    await notFound(getProductBundle(db(), { productId: 42 }, links));
    await notFound(getProductBundle(db(), { productId: 99_999_999_999_999 }, links));
    await notFound(getProductBundle(db(), { asin: "B0ZZZZZZZZ" }, links));
    await notFound(getProductBundle(db(), { stockId: 1 }, links));
    await notFound(getProductBundle(db(), { stockId: Number.MAX_SAFE_INTEGER + 2 }, links));
  });

  it("gives a shoe with widths a size and a width dimension, reachable by the sizing engine", async () => {
    const [row] = await db()
      .select({ productId: stocks.productId })
      .from(stocks)
      .innerJoin(products, eq(products.productId, stocks.productId))
      .where(eq(products.sizingModel, "womens-shoes"))
      .groupBy(stocks.productId)
      .having(sql`count(distinct ${stocks.widthValueId}) > 1`)
      .orderBy(stocks.productId)
      .limit(1);
    const bundle = await getProductBundle(db(), { productId: row?.productId ?? 0 }, links);
    expect(
      bundle.sizing.dimensions.map((dimension) => [dimension.id, dimension.type, dimension.name]),
    ).toEqual([
      [5, "size", "Size"],
      [6, "width", "Width"],
    ]);
    const shown = view(bundle.sizing, initialSelection(bundle.sizing, bundle.selected.colorId));
    expect(shown.dimensions.map((dimension) => dimension.name)).toEqual(["Size", "Width"]);
    expect(shown.dimensions[1]?.options.length).toBeGreaterThan(1);
    expect(bundle.sizing.allValues.every((value) => value.rank >= 11000)).toBe(true);
  });

  it("gives a kids' shoe an age group dimension whose values are age groups", async () => {
    const bundle = await getProductBundle(
      db(),
      { productId: (await productOf("kids-shoes")).productId },
      links,
    );
    expect(bundle.sizing.dimensions.map((dimension) => dimension.type)).toEqual([
      "ageGroup",
      "size",
      "width",
    ]);
    const ageGroups = bundle.sizing.dimensions[0]?.values ?? [];
    const labels = bundle.sizing.allValues
      .filter((value) => ageGroups.includes(value.id))
      .map((value) => value.label);
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels)
      expect(["infant", "toddler", "little-kids", "kids", "big-kids"]).toContain(label);
    expect(bundle.sizing.stockData.every((stock) => ageGroups.includes(stock.d1 ?? -1))).toBe(true);
  });

  it("preselects the only size of a one-size product", async () => {
    const bundle = await getProductBundle(
      db(),
      { productId: (await productOf("one-size")).productId },
      links,
    );
    expect(bundle.sizing.allValues.map((value) => value.label)).toEqual(["One Size"]);
    const shown = view(bundle.sizing, initialSelection(bundle.sizing, bundle.selected.colorId));
    expect(shown.isComplete).toBe(true);
  });

  it("marks an e-gift card, with its amounts as sizes", async () => {
    const bundle = await getProductBundle(db(), { productId: (await productAt(11)).productId }, links);
    expect(bundle).toMatchObject({ isEgc: true, isGiftCard: true, defaultProductType: "Gift Cards" });
    expect(bundle.sizing.allValues.map((value) => value.label)).toEqual([
      "$10",
      "$25",
      "$50",
      "$75",
      "$100",
      "$150",
      "$200",
      "$250",
      "$500",
    ]);
    const giftCard = await getProductBundle(db(), { productId: (await productAt(5)).productId }, links);
    expect(giftCard).toMatchObject({ isEgc: false, isGiftCard: true });
  });

  it("still returns a product with no style in stock", async () => {
    const bundle = await getProductBundle(db(), { productId: (await productAt(73)).productId }, links);
    expect(bundle.inStock).toBe(false);
    expect(bundle.styles.every((style) => !style.inStock)).toBe(true);
    expect(bundle.selected.styleId).toBe(bundle.styles[0]?.styleId);
  });

  it("answers 'The product has no styles in stock.' for a sold-out product to a caller that needs stock", async () => {
    const soldOut = { productId: (await productAt(73)).productId };
    await expect(
      getProductBundle(db(), soldOut, { ...links, requireStyleInStock: true }),
    ).rejects.toMatchObject({
      kind: "not_found",
      code: "product.no.styles.in.stock",
      message: "The product has no styles in stock.",
    });
    const inStock = { productId: (await productAt(1)).productId };
    expect((await getProductBundle(db(), inStock, { ...links, requireStyleInStock: true })).inStock).toBe(
      true,
    );
  });

  it("names the preferred subsite of a product that belongs to 9am", async () => {
    const product = await productAt(37);
    const bundle = await getProductBundle(db(), { productId: product.productId }, links);
    expect(bundle.preferredSubsite).toEqual({
      id: "9am",
      url: `http://9am.localhost:3000/p/${product.seoName}/product/${product.productId}`,
    });
  });
});
