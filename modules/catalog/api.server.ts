import { createHash } from "node:crypto";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { Hono } from "hono";
import { jsonContent } from "../core/index.server.ts";
import { type Db, isAppError } from "../core/index.ts";
import { ASIN_PATTERN, MAX_CATALOG_ID, PRODUCT_ID_PATTERN, PRODUCT_LOAD_MESSAGE } from "./identifiers.ts";
import { findStyleArt } from "./images.server.ts";
import { isImageSize, isImageView, parseImageFile, renderProductImage, renderSwatch } from "./images.ts";
import { getProductBundle, type ProductRef } from "./product-bundle.server.ts";
import type { BundleOptions } from "./product-bundle.ts";
import { ProductBundleSchema, ProductErrorSchema } from "./product-bundle-schema.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /images/styles/:styleId/:file: a style's generated images ({VIEW}-{w}x{h}.svg) and swatches
 * (swatch-{w}x{h}.svg), only in the views the style has and the sizes of IMAGE_SIZES; 'Not found' otherwise.
 */
export function imageRoutes(db: Db): Hono {
  const app = new Hono();
  app.get("/images/styles/:styleId/:file", async (c) => {
    const notFound = () => c.text("Not found", 404);
    const styleIdText = c.req.param("styleId");
    const styleId = Number(styleIdText);
    if (!/^\d{1,10}$/.test(styleIdText) || styleId > MAX_CATALOG_ID) return notFound();
    const file = parseImageFile(c.req.param("file"));
    if (!file || !isImageSize(file.width, file.height)) return notFound();
    const art = await findStyleArt(db, styleId);
    if (!art) return notFound();
    const size = { width: file.width, height: file.height };
    let svg: string;
    if (file.kind === "swatch") {
      svg = renderSwatch({ hex: art.hex, accentHex: art.accentHex, ...size });
    } else {
      const view = file.view;
      if (!isImageView(view) || !art.imageViews.includes(view)) return notFound();
      svg = renderProductImage({
        silhouette: art.silhouette,
        hex: art.hex,
        accentHex: art.accentHex,
        view,
        ...size,
      });
    }
    const etag = `"${createHash("sha1").update(svg).digest("base64url")}"`;
    const headers = { "Cache-Control": IMMUTABLE, ETag: etag };
    if (c.req.header("If-None-Match") === etag) return c.body(null, 304, headers);
    return c.body(svg, 200, { ...headers, "Content-Type": "image/svg+xml" });
  });
  return app;
}

const INVALID = { id: "product.invalid", message: PRODUCT_LOAD_MESSAGE };

const ProductBundleQuery = z.object({
  productId: z
    .string()
    .regex(PRODUCT_ID_PATTERN)
    .optional()
    .openapi({ param: { description: "All digits" }, example: "1000037" }),
  asin: z
    .string()
    .regex(ASIN_PATTERN)
    .optional()
    .openapi({ param: { description: "B0 and 8 upper-case letters or digits" }, example: "B0AB12CD34" }),
  stockId: z
    .string()
    .regex(PRODUCT_ID_PATTERN)
    .optional()
    .openapi({ param: { description: "All digits" }, example: "10000001" }),
});

const productBundleRoute = createRoute({
  method: "get",
  path: "/v3/productBundle",
  summary: "Product detail: styles, images, prices, stocks and sizing",
  description:
    "One of productId, asin or stockId (productId wins when several are given). The bundle's `sizing` is what " +
    "the sizing engine consumes. A product with no style in stock is returned with `inStock` false.",
  request: { query: ProductBundleQuery },
  responses: {
    200: jsonContent(ProductBundleSchema, "The product bundle"),
    400: jsonContent(ProductErrorSchema, "No id, or an id of the wrong form (id product.invalid)"),
    404: jsonContent(ProductErrorSchema, "No such product (id product.not.found)"),
  },
});

function refOf(query: z.infer<typeof ProductBundleQuery>): ProductRef | null {
  if (query.productId !== undefined) return { productId: Number(query.productId) };
  if (query.asin !== undefined) return { asin: query.asin };
  if (query.stockId !== undefined) return { stockId: Number(query.stockId) };
  return null;
}

/** GET /v3/productBundle?productId= | ?asin= | ?stockId= (spec 1 section 7), documented in the OpenAPI document. */
export function productBundleRoutes(db: Db, options: BundleOptions): OpenAPIHono {
  const api = new OpenAPIHono({
    defaultHook: (result, c) => (result.success ? undefined : c.json(INVALID, 400)),
  });
  api.openapi(productBundleRoute, async (c) => {
    const ref = refOf(c.req.valid("query"));
    if (!ref) return c.json(INVALID, 400);
    try {
      return c.json(await getProductBundle(db, ref, options), 200);
    } catch (error) {
      if (isAppError(error) && error.kind === "not_found")
        return c.json({ id: error.code, message: error.message }, 404);
      throw error;
    }
  });
  return api;
}
