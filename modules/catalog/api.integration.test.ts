import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { imageRoutes } from "./api.server.ts";
import { products, styles } from "./schema.server.ts";

describe("GET /images/styles/:styleId/:file", () => {
  let database: Database;
  let routes: ReturnType<typeof imageRoutes>;
  let shoeStyleId: number;
  let garmentStyleId: number;

  const get = (path: string, headers: Record<string, string> = {}) => routes.request(path, { headers });

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 60 });
    routes = imageRoutes(testServices(database.db));
    const styleOf = async (productType: string) => {
      const [row] = await database.db
        .select({ styleId: styles.styleId })
        .from(styles)
        .innerJoin(products, eq(products.productId, styles.productId))
        .where(eq(products.productType, productType))
        .orderBy(styles.styleId)
        .limit(1);
      if (!row) throw new Error(`no ${productType} in the seeded catalogue`);
      return row.styleId;
    };
    shoeStyleId = await styleOf("Shoes");
    garmentStyleId = await styleOf("Clothing");
  });
  afterAll(async () => {
    await database?.close();
  });

  it("serves a style's view as an immutable SVG with an ETag", async () => {
    const response = await get(`/images/styles/${shoeStyleId}/PAIR-768x1024.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("ETag")).toMatch(/^"[\w-]+"$/);
    const body = await response.text();
    expect(body).toMatch(/^<svg [^>]*width="768" height="1024"/);
  });

  it("answers 304 when the ETag matches", async () => {
    const first = await get(`/images/styles/${shoeStyleId}/MAIN-700x525.svg`);
    const etag = first.headers.get("ETag") ?? "";
    const again = await get(`/images/styles/${shoeStyleId}/MAIN-700x525.svg`, { "If-None-Match": etag });
    expect(again.status).toBe(304);
  });

  it("serves swatches at the swatch sizes", async () => {
    const response = await get(`/images/styles/${garmentStyleId}/swatch-73x73.svg`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('width="73"');
  });

  it.each([
    ["an unknown style", "/images/styles/1/MAIN-768x1024.svg"],
    ["a style id that is not a number", "/images/styles/abc/MAIN-768x1024.svg"],
    ["an unknown view", "/images/styles/{shoe}/SIDE-768x1024.svg"],
    ["a view the style does not have", "/images/styles/{garment}/PAIR-768x1024.svg"],
    ["a size the spec does not name", "/images/styles/{shoe}/MAIN-100x100.svg"],
    ["another format", "/images/styles/{shoe}/MAIN-768x1024.png"],
  ])("answers 404 'Not found' for %s", async (_case, template) => {
    const path = template.replace("{shoe}", String(shoeStyleId)).replace("{garment}", String(garmentStyleId));
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Not found");
  });
});
