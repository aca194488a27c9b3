import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { ASIN_PATTERN } from "./identifiers.ts";

export const brands = pgTable("brands", {
  brandId: integer("brand_id").primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
});

/** The category tree: depth 1 is zc1 (Shoes, Clothing, ...), depth 2 is zc2 (Sneakers, Boots, ...). */
export const categories = pgTable(
  "categories",
  {
    categoryId: integer("category_id").primaryKey(),
    parentId: integer("parent_id"),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    depth: integer("depth").notNull(),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [index("categories_parent_idx").on(t.parentId)],
);

export interface Badge {
  bid: string;
  text: string;
}

export const products = pgTable(
  "products",
  {
    productId: integer("product_id").primaryKey(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.brandId),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.categoryId),
    name: text("name").notNull(),
    seoName: text("seo_name").notNull(),
    description: text("description").notNull(),
    /** zc1 and zc2 names, kept on the product for search and facets. */
    productType: text("product_type").notNull(),
    subcategory: text("subcategory").notNull(),
    /** 'women' | 'men' | 'girls' | 'boys' (several for unisex products). */
    genders: text("genders").array().notNull(),
    /** The sizing model the stocks follow, e.g. 'womens-shoes', 'apparel', 'one-size', 'gift-card'. */
    sizingModel: text("sizing_model").notNull(),
    /** The drawing used for the product's images, e.g. 'sneaker', 'boot', 'dress', 'bag'. */
    silhouette: text("silhouette").notNull(),
    hasHalfSizes: boolean("has_half_sizes").notNull(),
    isEgc: boolean("is_egc").notNull(),
    isGiftCard: boolean("is_gift_card").notNull(),
    /** Subsite id of the marketplace the product belongs to, when not the main one. */
    preferredSubsite: text("preferred_subsite"),
    reviewCount: integer("review_count").notNull(),
    /** Average rating 0-5 with one decimal. */
    reviewRating: real("review_rating").notNull(),
    bestSellerRank: integer("best_seller_rank").notNull(),
    badges: jsonb("badges").$type<Badge[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("products_brand_idx").on(t.brandId), index("products_category_idx").on(t.categoryId)],
);

export const styles = pgTable(
  "styles",
  {
    styleId: integer("style_id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.productId),
    colorId: integer("color_id").notNull(),
    color: text("color").notNull(),
    /** The colour family used by the colorFacet ('Black', 'Blue', ...). */
    colorFamily: text("color_family").notNull(),
    /** Main and accent colours of the generated images, '#rrggbb'. */
    hex: text("hex").notNull(),
    accentHex: text("accent_hex").notNull(),
    priceCents: integer("price_cents").notNull(),
    msrpCents: integer("msrp_cents").notNull(),
    hardLaunchDate: timestamp("hard_launch_date", { withTimezone: true }).notNull(),
    /** Image views available for the style, in display order: MAIN, PAIR, TOP, BOTTOM, LEFT, BACK, RIGHT, FRONT. */
    imageViews: text("image_views").array().notNull(),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [
    index("styles_product_idx").on(t.productId),
    check("styles_price_positive", sql`${t.priceCents} > 0 and ${t.msrpCents} >= ${t.priceCents}`),
  ],
);

/** Every sizing value with its rank (spec 3, "Sizing ranks"); shared by all products. */
export const sizingValues = pgTable("sizing_values", {
  valueId: integer("value_id").primaryKey(),
  /** 'size' | 'width' | 'ageGroup' | 'gender' | 'singleShoeSide' | 'sizeRange' */
  dimension: text("dimension").notNull(),
  label: text("label").notNull(),
  rank: integer("rank").notNull(),
  /** For sizes: US, EU, UK, ..., centimeter, inch or standard. */
  sizeType: text("size_type"),
});

/** The dimensions a product is sized by, in display order. */
export const productDimensions = pgTable(
  "product_dimensions",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.productId),
    dimensionId: integer("dimension_id").notNull(),
    dimension: text("dimension").notNull(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.dimensionId] })],
);

export const stocks = pgTable(
  "stocks",
  {
    stockId: integer("stock_id").primaryKey(),
    asin: text("asin").notNull().unique(),
    styleId: integer("style_id")
      .notNull()
      .references(() => styles.styleId),
    productId: integer("product_id")
      .notNull()
      .references(() => products.productId),
    onHand: integer("on_hand").notNull(),
    sizeValueId: integer("size_value_id")
      .notNull()
      .references(() => sizingValues.valueId),
    widthValueId: integer("width_value_id").references(() => sizingValues.valueId),
    /** adult | big-kids | infant | kids | little-kids | toddler */
    ageGroup: text("age_group").notNull(),
    /** mens | womens, for products sized by gender. */
    gender: text("gender"),
    /** LEFT | RIGHT | pair, for products sold as single shoes. */
    shoeType: text("shoe_type"),
    sizeRange: text("size_range"),
  },
  (t) => [
    index("stocks_style_idx").on(t.styleId),
    index("stocks_product_idx").on(t.productId),
    check("stocks_on_hand_non_negative", sql`${t.onHand} >= 0`),
    check("stocks_asin_format", sql`${t.asin} ~ ${sql.raw(`'${ASIN_PATTERN.source}'`)}`),
  ],
);
