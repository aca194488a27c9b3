import { z } from "@hono/zod-openapi";
import { DIMENSION_TYPES, type ProductSizing } from "../sizing/index.ts";
import { PRODUCT_LOAD_MESSAGE } from "./identifiers.ts";
import { IMAGE_VIEWS } from "./image-views.ts";

/**
 * The product bundle (GET /v3/productBundle; spec 1 section 3 "Product detail" and "Sizing") as zod
 * schemas: the one source of its TypeScript type and of its OpenAPI description.
 */

const MoneySchema = z.object({
  formatted: z.string().openapi({ example: "$89.95" }),
  cents: z.number().int(),
});

const ImageSchema = z.object({
  imageId: z.string().openapi({ example: "3000042-PAIR" }),
  type: z.enum(IMAGE_VIEWS),
  url: z.string().openapi({ description: "Product size: 736x920, 920x736 for shoes" }),
  thumbnailUrl: z.string().openapi({ description: "110x82" }),
});

const StyleStockSchema = z.object({
  stockId: z.number().int(),
  asin: z.string().openapi({ example: "B0AB12CD34" }),
  onHand: z.number().int(),
});

const StyleSchema = z
  .object({
    styleId: z.number().int(),
    colorId: z.number().int(),
    color: z.string(),
    price: MoneySchema,
    originalPrice: MoneySchema.openapi({ description: "The MSRP" }),
    onSale: z.boolean(),
    percentOff: z.number().int(),
    hardLaunchDate: z.string().openapi({ format: "date-time" }),
    inStock: z.boolean().openapi({ description: "Some stock of the style is on hand" }),
    images: z.array(ImageSchema),
    swatchImageId: z.string(),
    swatchUrl: z.string().openapi({ description: "73x73" }),
    stocks: z.array(StyleStockSchema),
  })
  .openapi("ProductStyle");

const dimensionValue = (dimension: string) =>
  z
    .number()
    .int()
    .optional()
    .openapi({ description: `Value id of dimension ${dimension}` });

const StockDatumSchema = z.object({
  id: z.number().int().openapi({ description: "The stockId" }),
  asin: z.string(),
  color: z.number().int().openapi({ description: "The colorId of the stock's style" }),
  onHand: z.number().int(),
  d1: dimensionValue("1 (ageGroup)"),
  d2: dimensionValue("2 (gender)"),
  d3: dimensionValue("3 (singleShoeSide)"),
  d4: dimensionValue("4 (sizeRange)"),
  d5: dimensionValue("5 (size)"),
  d6: dimensionValue("6 (width)"),
});

/** Typed as the engine's ProductSizing, so the bundle's sizing feeds modules/sizing as it is. */
export const SizingSchema: z.ZodType<ProductSizing> = z
  .object({
    dimensions: z.array(
      z.object({
        id: z.number().int(),
        name: z.string().openapi({ example: "Size" }),
        type: z.enum(DIMENSION_TYPES),
        values: z.array(z.number().int()).openapi({ description: "Value ids, in rank order" }),
      }),
    ),
    allValues: z.array(
      z.object({
        id: z.number().int(),
        rank: z.number().int(),
        label: z.string().openapi({ example: "9.5" }),
        sizeType: z.string().nullable().openapi({ description: "Sizes: US, EU, inch or standard" }),
      }),
    ),
    stockData: z.array(StockDatumSchema),
  })
  .openapi("ProductSizing", { description: "What the sizing engine (modules/sizing) consumes" });

const BreadcrumbSchema = z.object({
  name: z.string().openapi({ example: "Shoes" }),
  zc: z.enum(["zc1", "zc2"]),
  url: z.string().openapi({ example: "/search/null/filter/zc1/%22Shoes%22" }),
});

export const ProductBundleSchema = z
  .object({
    productId: z.number().int(),
    productName: z.string(),
    brandName: z.string(),
    brandId: z.number().int(),
    seoName: z.string(),
    genders: z.array(z.string()).openapi({ example: ["women"] }),
    defaultProductType: z.string().openapi({ example: "Shoes" }),
    defaultCategory: z.string().openapi({ example: "Sneakers" }),
    defaultImageUrl: z.string(),
    description: z.object({ summary: z.string(), bullets: z.array(z.string()) }),
    styles: z.array(StyleSchema),
    sizing: SizingSchema,
    preferredSubsite: z
      .object({ id: z.string().openapi({ example: "9am" }), url: z.string() })
      .nullable()
      .openapi({ description: "The subsite the product belongs to, when not the main store" }),
    hasHalfSizes: z.boolean(),
    isEgc: z.boolean(),
    isGiftCard: z.boolean(),
    reviewSummary: z.object({ averageRating: z.number(), reviewCount: z.number().int() }),
    reviewCount: z.number().int(),
    rating: z.number().openapi({ description: "Average rating, 0 to 5" }),
    breadcrumbs: z.array(BreadcrumbSchema),
    badges: z.array(z.object({ bid: z.string(), text: z.string() })),
    inStock: z
      .boolean()
      .openapi({ description: "Some style has stock on hand; the page redirects when not" }),
    selected: z
      .object({
        styleId: z.number().int(),
        colorId: z.number().int(),
        stockId: z.number().int().nullable(),
        asin: z.string().nullable(),
      })
      .openapi({ description: "The style (and stock) asked for by asin or stockId, else the default style" }),
  })
  .openapi("ProductBundle");

export type ProductBundle = z.infer<typeof ProductBundleSchema>;
export type ProductStyle = ProductBundle["styles"][number];

export const ProductErrorSchema = z.object({
  id: z.string().openapi({ example: "product.invalid" }),
  message: z.string().openapi({ example: PRODUCT_LOAD_MESSAGE }),
});
