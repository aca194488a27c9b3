import { OpenAPIHono } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { getProductBundle } from "../catalog/index.server.ts";
import { defaultMarketplaces } from "../marketplace/index.ts";
import { categorySearchPath } from "../search/index.ts";
import { recoRoutes } from "./api.server.ts";
import { RecoResultSchema } from "./api-schemas.ts";
import { findRecoSeed, getRecommendations } from "./service.server.ts";

describe("GET /recos/get", () => {
  let database: Database;
  let api: OpenAPIHono;
  let productId: number;
  let styleIds: number[];

  const get = (query: string) => api.request(`/recos/get${query}`);
  const widgetsOf = async (response: Response) => RecoResultSchema.parse(await response.json()).widgets;
  const forProduct = (extra: Record<string, number> = {}) =>
    `params=${encodeURIComponent(JSON.stringify({ productId, ...extra }))}`;

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 200 });
    api = new OpenAPIHono();
    const services = testServices(database.db);
    api.route("/", recoRoutes(services));
    api.doc31("/api/openapi.json", { openapi: "3.1.0", info: { title: "test", version: "1" } });
    // A product with similar styles: a shoe of a common subcategory.
    const best = await getRecommendations(services, {
      widgets: ["recommended-for-you"],
      limit: 20,
      seed: null,
    });
    for (const card of best[0]?.recos ?? []) {
      const seed = await findRecoSeed(services, card.productId);
      const [similar] = await getRecommendations(services, { widgets: ["similar-styles"], seed });
      if ((similar?.recos.length ?? 0) >= 3) {
        productId = card.productId;
        break;
      }
    }
    const bundle = await getProductBundle(
      database.db,
      { productId },
      { marketplaces: defaultMarketplaces, categoryLink: categorySearchPath },
    );
    styleIds = bundle.styles.map((style) => style.styleId);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("answers each asked widget in order, with its title, sims and cards", async () => {
    const response = await get(`?widgets=similar-styles,recommended-for-you&${forProduct()}`);
    expect(response.status).toBe(200);
    const widgets = await widgetsOf(response);
    expect(widgets.map((widget) => [widget.recoName, widget.title])).toEqual([
      ["similar-styles", "Similar Styles"],
      ["recommended-for-you", "Recommendations For You"],
    ]);
    for (const widget of widgets) {
      expect(widget.recos.length).toBeGreaterThan(0);
      expect(widget.sims).toEqual(
        widget.recos.map((card) => ({ item_id: String(card.styleId), logical_id: String(card.productId) })),
      );
    }
  });

  it("never recommends the product itself, one colour per product, no product twice in one answer", async () => {
    const widgets = await widgetsOf(
      await get(`?widgets=similar-styles,recommended-for-you&limit=20&${forProduct()}`),
    );
    const products = widgets.flatMap((widget) => widget.recos.map((card) => card.productId));
    expect(products).not.toContain(productId);
    expect(new Set(products).size).toBe(products.length);
  });

  it("gives 5 cards by default, similar styles up to 10, and at most the asked limit", async () => {
    const [forYou] = await widgetsOf(await get(`?widgets=recommended-for-you&${forProduct()}`));
    expect(forYou?.recos).toHaveLength(5);
    const [similar] = await widgetsOf(await get(`?widgets=similar-styles&${forProduct()}`));
    expect(similar?.recos.length).toBeGreaterThanOrEqual(3);
    expect(similar?.recos.length).toBeLessThanOrEqual(10);
    const [two] = await widgetsOf(await get(`?widgets=similar-styles&limit=2&${forProduct()}`));
    expect(two?.recos).toHaveLength(2);
  });

  it("recommends the product's category and gender for you", async () => {
    const bundle = await getProductBundle(
      database.db,
      { productId },
      { marketplaces: defaultMarketplaces, categoryLink: categorySearchPath },
    );
    const [forYou] = await widgetsOf(await get(`?widgets=recommended-for-you&${forProduct()}`));
    for (const card of forYou?.recos ?? []) {
      expect(card.productType).toBe(bundle.defaultProductType);
      expect(card.gender.toLowerCase()).toContain(bundle.genders[0]);
    }
  });

  it("takes the style as params.styleId, and digits as strings", async () => {
    const styleId = styleIds[styleIds.length - 1] ?? 0;
    const response = await get(
      `?widgets=similar-styles&params=${encodeURIComponent(JSON.stringify({ productId: String(productId), styleId }))}`,
    );
    expect(response.status).toBe(200);
    expect((await widgetsOf(response))[0]?.recos.length).toBeGreaterThan(0);
  });

  it("answers store-wide best sellers without a product, and empty widgets for an unknown one", async () => {
    const [similar, forYou] = await widgetsOf(await get("?widgets=similar-styles,recommended-for-you"));
    expect(similar?.recos).toEqual([]);
    expect(forYou?.recos).toHaveLength(5);
    const unknown = await widgetsOf(
      await get(
        `?widgets=similar-styles,recommended-for-you&params=${encodeURIComponent('{"productId":9999999999}')}`,
      ),
    );
    expect(unknown.map((widget) => widget.recos)).toEqual([[], []]);
    expect(unknown[1]?.title).toBe("Recommendations For You");
  });

  it.each([
    ["", "widgets is required"],
    ["?widgets=", "widgets is required"],
    ["?widgets=nope", "Unknown widget 'nope'"],
    [`?widgets=${"x".repeat(5000)}`, "Unknown widget"],
    ["?widgets=similar-styles&limit=0", "limit must be a whole number from 1 to 20"],
    ["?widgets=similar-styles&limit=21", "limit must be a whole number from 1 to 20"],
    ["?widgets=similar-styles&limit=2.5", "limit must be"],
    ["?widgets=similar-styles&limit=%F0%9F%91%9F", "limit must be"],
    ["?widgets=similar-styles&params=not-json", "params must be a JSON object"],
    ["?widgets=similar-styles&params=[1]", "params must be a JSON object"],
    ['?widgets=similar-styles&params={"productId":"../1"}', "params must be a JSON object"],
    ['?widgets=similar-styles&params={"productId":-4}', "params must be a JSON object"],
    ['?widgets=similar-styles&params={"productId":99999999999}', "params must be a JSON object"],
  ])("answers 400 {id, message} to bad input %s", async (query, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.id).toBe("recos.invalid.input");
    expect(body.message).toContain(message);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = await (await api.request("/api/openapi.json")).json();
    const operation = doc.paths["/recos/get"].get;
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      "widgets",
      "limit",
      "params",
    ]);
    expect(Object.keys(operation.responses)).toEqual(["200", "400"]);
    expect(doc.components.schemas.RecoWidget).toBeDefined();
  });
});
