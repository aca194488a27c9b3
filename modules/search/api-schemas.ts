import { z } from "@hono/zod-openapi";
import { ApiErrorSchema } from "../core/index.server.ts";
import { FACET_FIELDS, SORT_FIELDS } from "./types.ts";

/** The answers of the search API as zod schemas: they document the OpenAPI description. */

export const ErrorSchema = ApiErrorSchema;

const MoneySchema = z
  .object({ formatted: z.string().openapi({ example: "$1,234.56" }), cents: z.number().int() })
  .openapi("Money");

const RelatedStyleSchema = z
  .object({
    styleId: z.number().int(),
    colorId: z.number().int(),
    color: z.string(),
    styleColor: z.string(),
    swatchUrl: z.string(),
    imageMap: z.object({ MAIN: z.string(), PAIR: z.string().optional() }),
    productUrl: z.string(),
    price: MoneySchema,
    msrp: MoneySchema,
    percentOff: z.number().int(),
  })
  .openapi("RelatedStyle");

export const ProductCardSchema = z
  .object({
    productId: z.number().int(),
    styleId: z.number().int(),
    colorId: z.number().int(),
    asin: z
      .string()
      .openapi({ description: "A stock of the style, in stock if any is", example: "B0AB12CD34" }),
    brandName: z.string(),
    brandId: z.number().int(),
    productName: z.string(),
    productUrl: z
      .string()
      .openapi({ example: "/p/alder-and-finch-cascade-runner/product/1000022/color/100" }),
    productSeoUrl: z.string(),
    styleColor: z.string(),
    onHand: z.number().int(),
    gender: z.string().openapi({ example: "Women" }),
    productType: z.string().openapi({ description: "zc1", example: "Shoes" }),
    subcategory: z.string().openapi({ description: "zc2", example: "Boots" }),
    badges: z.array(
      z.object({ bid: z.string(), text: z.string(), zc: z.string().optional(), url: z.string().optional() }),
    ),
    price: MoneySchema,
    msrp: MoneySchema,
    onSale: z.boolean(),
    percentOff: z.number().int().openapi({ description: "Whole percent; 0 below the 0.01 threshold" }),
    reviews: z.object({
      roundedRating: z.number().openapi({ description: "To the nearest half star", example: 4.5 }),
      ratingCount: z.number().int(),
    }),
    media: z.object({ mainImage: z.string(), hoverImage: z.string().nullable() }),
    relatedStyles: z.array(RelatedStyleSchema),
  })
  .openapi("ProductCard");

const FacetSchema = z
  .object({
    field: z.enum(FACET_FIELDS),
    label: z.string(),
    singleSelect: z.boolean(),
    values: z.array(z.object({ value: z.string(), count: z.number().int(), selected: z.boolean() })),
  })
  .openapi("Facet");

export const SearchResultSchema = z
  .object({
    term: z.string().openapi({ description: "The term searched: the shopper's, or its spelling correction" }),
    originalTerm: z.string().openapi({ description: "The term as the shopper gave it (normalised, cut)" }),
    results: z.array(ProductCardSchema),
    totalResultCount: z.number().int(),
    pageCount: z.number().int(),
    page: z.number().int().openapi({ description: "0-based" }),
    limit: z.number().int(),
    facets: z.array(FacetSchema),
    sort: z.object({ field: z.enum(SORT_FIELDS), direction: z.enum(["asc", "desc"]) }),
    executedSearchUrl: z.string().openapi({ example: "/search/boots/filter/zc1/%22Shoes%22" }),
  })
  .openapi("SearchResult");

export const SimilarResultSchema = z.object({ results: z.array(ProductCardSchema) }).openapi("SimilarStyles");

export const AutocompleteResultSchema = z
  .object({
    term: z.string(),
    matches: z.array(
      z.object({
        suggestion: z.string().openapi({ example: "Chelsea Boot" }),
        categories: z.array(z.string()).openapi({ example: ["Boots"] }),
      }),
    ),
  })
  .openapi("Autocomplete");

export const BrandListSchema = z
  .object({
    brands: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        slug: z.string(),
        productCount: z.number().int().openapi({ description: "Products with a style in stock" }),
      }),
    ),
  })
  .openapi("BrandList");
