import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import { defaultMarketplaces } from "../marketplace/index.ts";
import { categorySearchPath } from "../search/index.ts";
import { view } from "../sizing/index.ts";
import { reachStock } from "../sizing/test-fixtures.ts";
import { getProductBundle } from "./product-bundle.server.ts";
import { products } from "./schema.server.ts";

describe("the bundle's sizing over the whole seeded catalogue", () => {
  let database: Database;
  let bundles: Awaited<ReturnType<typeof getProductBundle>>[];

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 200 });
    const rows = await database.db.select({ productId: products.productId }).from(products);
    bundles = [];
    for (const { productId } of rows)
      bundles.push(
        await getProductBundle(
          database.db,
          { productId },
          { marketplaces: defaultMarketplaces, categoryLink: categorySearchPath },
        ),
      );
  });
  afterAll(async () => {
    await database?.close();
  });

  it("has one stockData entry per stock of the styles, with its colour, on-hand count and a value per dimension", () => {
    expect(bundles).toHaveLength(200);
    for (const bundle of bundles) {
      const stocks = bundle.styles.flatMap((style) =>
        style.stocks.map((stock) => ({ ...stock, color: style.colorId })),
      );
      expect(
        bundle.sizing.stockData.map(({ id, asin, onHand, color }) => ({ stockId: id, asin, onHand, color })),
      ).toEqual(stocks);
      const valueIds = new Set(bundle.sizing.allValues.map((value) => value.id));
      for (const stock of bundle.sizing.stockData) {
        for (const dimension of bundle.sizing.dimensions) {
          const valueId = stock[`d${dimension.id}`];
          expect(valueId !== undefined && dimension.values.includes(valueId) && valueIds.has(valueId)).toBe(
            true,
          );
        }
      }
    }
  });

  it("lets the sizing engine reach every in-stock stock of every product, and only those", () => {
    let reached = 0;
    for (const bundle of bundles) {
      const { sizing } = bundle;
      const inStock = sizing.stockData.filter((stock) => stock.onHand > 0);
      // Every stock of small products; an even sample of the large ones (adaptive shoes have over a thousand).
      const step = Math.max(1, Math.ceil(inStock.length / 60));
      for (const stock of inStock.filter((_, i) => i % step === 0)) {
        const shown = view(sizing, reachStock(sizing, stock, bundle.selected.colorId));
        expect(shown.selectedStock?.id).toBe(stock.id);
        reached += 1;
      }
      const soldOut = sizing.stockData.find((stock) => stock.onHand === 0);
      if (soldOut)
        expect(view(sizing, reachStock(sizing, soldOut, bundle.selected.colorId)).selectedStock).toBeNull();
    }
    expect(reached).toBeGreaterThan(1000);
  });
});
