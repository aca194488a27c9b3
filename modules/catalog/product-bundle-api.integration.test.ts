import { OpenAPIHono } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { configureMarketplaces } from "../marketplace/index.ts";
import { categorySearchPath } from "../search/index.ts";
import { initialSelection, view } from "../sizing/index.ts";
import { imageRoutes, productBundleRoutes } from "./api.server.ts";
import { type ProductBundle, ProductBundleSchema } from "./product-bundle-schema.ts";
import { products, stocks } from "./schema.server.ts";

const MESSAGE = "Oops, something went wrong while loading product details.";
const INVALID = { id: "product.invalid", message: MESSAGE };

describe("GET /v3/productBundle", () => {
  let database: Database;
  let api: OpenAPIHono;
  let productId: number;
  let stock: { stockId: number; asin: string; productId: number };

  const get = (query: string) => api.request(`/v3/productBundle${query}`);
  /** The answer, checked against the documented schema. */
  const bundleOf = async (response: Response): Promise<ProductBundle> =>
    ProductBundleSchema.parse(await response.json());

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 200 });
    // Mounted as server/api.ts mounts it, next to the image routes, under one OpenAPI document.
    api = new OpenAPIHono();
    const services = testServices(database.db);
    api.route("/", imageRoutes(services));
    api.route("/", productBundleRoutes(services, { categoryLink: categorySearchPath }));
    api.doc31("/api/openapi.json", { openapi: "3.1.0", info: { title: "test", version: "1" } });
    const [product] = await database.db.select({ productId: products.productId }).from(products).limit(1);
    const [row] = await database.db
      .select({ stockId: stocks.stockId, asin: stocks.asin, productId: stocks.productId })
      .from(stocks)
      .limit(1);
    if (!product || !row) throw new Error("empty catalogue");
    productId = product.productId;
    stock = row;
  });
  afterAll(async () => {
    await database?.close();
  });

  it("answers the bundle by product id, with sizing the engine can use", async () => {
    const response = await get(`?productId=${productId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    const bundle = await bundleOf(response);
    expect(bundle.productId).toBe(productId);
    expect(bundle.styles.length).toBeGreaterThan(0);
    const shown = view(bundle.sizing, initialSelection(bundle.sizing, bundle.selected.colorId));
    expect(shown.dimensions.length).toBe(bundle.sizing.dimensions.length);
  });

  it("answers the bundle by ASIN and by stock id, naming the stock's style", async () => {
    for (const query of [`?asin=${stock.asin}`, `?stockId=${stock.stockId}`]) {
      const response = await get(query);
      expect(response.status).toBe(200);
      const bundle = await bundleOf(response);
      expect(bundle.productId).toBe(stock.productId);
      expect(bundle.selected).toMatchObject({ stockId: stock.stockId, asin: stock.asin });
    }
  });

  it.each([
    ["no id", ""],
    ["an empty product id", "?productId="],
    ["a product id with letters", "?productId=12ab"],
    ["a negative product id", "?productId=-1"],
    ["a product id with a unicode digit", "?productId=1%D9%A3"],
    ["a lower-case ASIN", "?asin=b0ab12cd34"],
    ["an ASIN of the wrong length", "?asin=B0AB12CD3"],
    ["an ASIN not starting B0", "?asin=B1AB12CD34"],
    ["a stock id with a dot", "?stockId=1.5"],
    ["an unknown parameter only", "?styleId=3000001"],
    ["a repeated product id", `?productId=1&productId=2`],
    ["a long encoded path", `?productId=${"..%2F".repeat(200)}`],
  ])("answers 400 product.invalid for %s", async (_, query) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(INVALID);
  });

  it.each([
    ["an unknown product id", "?productId=42"],
    ["a product id beyond any integer", `?productId=${"9".repeat(400)}`],
    ["an unknown ASIN", "?asin=B0ZZZZZZZZ"],
    ["an unknown stock id", "?stockId=7"],
  ])("answers 404 with the product-load message for %s", async (_, query) => {
    const response = await get(query);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ id: "product.not.found", message: MESSAGE });
  });

  it("answers several product ids, in the order asked, naming those with no product", async () => {
    const ids = await database.db.select({ productId: products.productId }).from(products).limit(3);
    const [first, second, third] = ids.map((row) => row.productId);
    const response = await get(`?productId=${third},42,${first},${second},${first}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.productBundles.map((bundle: ProductBundle) => bundle.productId)).toEqual([
      third,
      first,
      second,
    ]);
    expect(body.missingProductIds).toEqual([42]);
    for (const bundle of body.productBundles) ProductBundleSchema.parse(bundle);
  });

  it("refuses more than 24 product ids, or an empty one among them", async () => {
    const many = Array.from({ length: 25 }, (_, i) => productId + i).join(",");
    for (const query of [
      `?productId=${many}`,
      `?productId=${productId},,${productId}`,
      `?productId=${productId},`,
    ]) {
      const response = await get(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(INVALID);
    }
  });

  it("is described in the OpenAPI document, and the image routes still answer", async () => {
    const document = await (await api.request("/api/openapi.json")).json();
    const operation = document.paths["/v3/productBundle"]?.get;
    expect(Object.keys(operation?.responses ?? {})).toEqual(["200", "400", "404"]);
    expect(operation?.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      "productId",
      "asin",
      "stockId",
    ]);
    expect(document.components.schemas.ProductBundle).toBeDefined();
    expect(document.components.schemas.ProductSizing).toBeDefined();
    const bundle = await bundleOf(await get(`?productId=${productId}`));
    const image = await api.request(bundle.styles[0]?.swatchUrl ?? "/");
    expect(image.status).toBe(200);
  });
});

describe("GET /v3/productBundle on configured marketplaces", () => {
  let database: Database;

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 200 });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("links a product the sister marketplace prefers to that marketplace's configured address", async () => {
    const marketplaces = configureMarketplaces({
      baseUrls: { "9am": "https://shop.nineam.example" },
      extraHosts: { "9am": ["shop.nineam.example"] },
    });
    const api = productBundleRoutes(testServices(database.db, { marketplaces }), {
      categoryLink: categorySearchPath,
    });
    const [preferring] = await database.db
      .select({ productId: products.productId })
      .from(products)
      .where(eq(products.preferredSubsite, "9am"))
      .limit(1);
    if (!preferring) throw new Error("the seed has no product preferring 9am");
    const response = await api.request(`/v3/productBundle?productId=${preferring.productId}`, {
      headers: { host: "localhost:3000" },
    });
    const bundle = ProductBundleSchema.parse(await response.json());
    expect(bundle.preferredSubsite?.id).toBe("9am");
    expect(bundle.preferredSubsite?.url).toMatch(/^https:\/\/shop\.nineam\.example\/p\//);
    expect(JSON.stringify(bundle)).not.toContain("9am.localhost");
  });
});
