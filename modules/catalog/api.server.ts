import { createHash } from "node:crypto";
import { z } from "@hono/zod-openapi";
import { apiRouter } from "../core/index.server.ts";
import type { Db, Log } from "../core/index.ts";
import type { Marketplace } from "../marketplace/index.ts";
import { ASIN_PATTERN, PRODUCT_ID_PATTERN, PRODUCT_LOAD_MESSAGE, parseCatalogId } from "./identifiers.ts";
import { findStyleArt } from "./images.server.ts";
import { isImageSize, isImageView, parseImageFile, renderProductImage, renderSwatch } from "./images.ts";
import type { CategoryLink } from "./product-bundle.ts";
import { ProductBundleSchema } from "./product-bundle-schema.ts";
import { type BundleRequest, MAX_BUNDLES_PER_CALL, readProductBundles } from "./product-bundles.server.ts";

/** The services the catalogue's routes use (see modules/services). */
export interface CatalogApiServices {
  db: Db;
  marketplaces: readonly Marketplace[];
  logger?: Log;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /images/styles/:styleId/:file: a style's generated images ({VIEW}-{w}x{h}.svg) and swatches
 * (swatch-{w}x{h}.svg), only in the views the style has and the sizes of IMAGE_SIZES; 'Not found' otherwise.
 */
export function imageRoutes(services: CatalogApiServices) {
  const { db } = services;
  const router = apiRouter({ invalidInputId: "image.invalid", log: services.logger });
  router.raw(
    {
      method: "get",
      path: "/images/styles/:styleId/:file",
      summary: "A style's generated image or swatch (SVG)",
      description:
        "`{VIEW}-{w}x{h}.svg` in the views the style has, or `swatch-{w}x{h}.svg`, at the sizes of spec 1 " +
        "section 9. Immutable, with an ETag.",
      request: {
        params: z.object({
          styleId: z.string().openapi({ example: "3000042" }),
          file: z.string().openapi({ example: "PAIR-768x1024.svg" }),
        }),
      },
      responses: {
        200: { description: "The image", content: { "image/svg+xml": { schema: z.string() } } },
        304: { description: "Not modified (If-None-Match)" },
        404: { description: "'Not found': no such style, view or size" },
      },
    },
    async (c) => {
      const notFound = () => c.text("Not found", 404);
      const styleId = parseCatalogId(c.req.param("styleId") ?? "");
      if (styleId === null) return notFound();
      const file = parseImageFile(c.req.param("file") ?? "");
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
    },
  );
  return router.app;
}

/** Product ids, one or several separated by commas: each all digits (spec 1 section 5). */
const productIds = z
  .string()
  .refine((text) => text.split(",").every((id) => PRODUCT_ID_PATTERN.test(id)))
  .transform((text) => text.split(",").map(Number))
  .refine((ids) => ids.length <= MAX_BUNDLES_PER_CALL);

const ProductBundleQuery = z
  .object({
    productId: productIds.optional().openapi({
      param: {
        description: `All digits; several (up to ${MAX_BUNDLES_PER_CALL}) separated by commas answer a list`,
      },
      example: "1000037",
    }),
    asin: z
      .string()
      .regex(ASIN_PATTERN)
      .optional()
      .openapi({ param: { description: "B0 and 8 upper-case letters or digits" }, example: "B0AB12CD34" }),
    stockId: z
      .string()
      .regex(PRODUCT_ID_PATTERN)
      .transform(Number)
      .optional()
      .openapi({ param: { description: "All digits" }, example: "10000001" }),
  })
  .refine((query) => Object.values(query).some((value) => value !== undefined));

const ProductBundlesSchema = z
  .object({
    productBundles: z.array(ProductBundleSchema).openapi({ description: "In the order asked, each once" }),
    missingProductIds: z
      .array(z.number().int())
      .openapi({ description: "Asked ids with no product, or with no style in stock" }),
  })
  .openapi("ProductBundles");

function bundleRequest(query: z.output<typeof ProductBundleQuery>): BundleRequest {
  if (query.productId !== undefined) return { productIds: query.productId };
  if (query.asin !== undefined) return { asin: query.asin };
  return { stockId: query.stockId ?? 0 };
}

/** GET /v3/productBundle?productId= | ?asin= | ?stockId= (spec 1 section 7), links on the configured hosts. */
export function productBundleRoutes(services: CatalogApiServices, options: { categoryLink: CategoryLink }) {
  const { db, marketplaces } = services;
  const { categoryLink } = options;
  const router = apiRouter({
    invalidInputId: "product.invalid",
    invalidInputMessage: PRODUCT_LOAD_MESSAGE,
    log: services.logger,
  });
  router.json(
    {
      method: "get",
      path: "/v3/productBundle",
      summary: "Product detail: styles, images, prices, stocks and sizing",
      description:
        "One of productId, asin or stockId (productId wins when several are given). The bundle's `sizing` is what " +
        "the sizing engine consumes. A product with no style in stock is a 404 product.no.styles.in.stock ('The " +
        "product has no styles in stock.'). Several " +
        "product ids (`productId=1000037,1000038`) answer `productBundles` in the order asked and the " +
        "`missingProductIds`: unknown and sold-out ids; one unknown id alone is a 404.",
      query: ProductBundleQuery,
      response: z.union([ProductBundleSchema, ProductBundlesSchema]),
      responseDescription: "The product bundle, or the bundles of several product ids",
      errors: {
        404: "No such product (id product.not.found), or none of its styles in stock (product.no.styles.in.stock)",
      },
    },
    ({ query }) =>
      readProductBundles(db, bundleRequest(query), { marketplaces, categoryLink, requireStyleInStock: true }),
  );
  return router.app;
}
