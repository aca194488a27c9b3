import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** A PostgreSQL tsvector, written and read as text; only SQL builds and reads it. */
const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/**
 * The search index: one document per style (colour) in stock, the unit a result card shows, with
 * the product's fields copied in so that matching, facets and sorts read one table. Derived from
 * the catalogue by refreshSearchDocuments; never written otherwise. Rows are written in category
 * order, so the documents of a broad term ('sneakers') sit on few pages.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    styleId: integer("style_id").primaryKey(),
    productId: integer("product_id").notNull(),
    colorId: integer("color_id").notNull(),
    brandId: integer("brand_id").notNull(),
    brandName: text("brand_name").notNull(),
    productName: text("product_name").notNull(),
    seoName: text("seo_name").notNull(),
    /** zc1 (Shoes, Clothing, ...) and zc2 (Boots, ...). */
    productType: text("product_type").notNull(),
    subcategory: text("subcategory").notNull(),
    /** txAttrFacet_Gender values: 'Women', 'Men', 'Girls', 'Boys'. */
    genders: text("genders").array().notNull(),
    color: text("color").notNull(),
    /** The style's place among its product's colours. */
    styleSortOrder: integer("style_sort_order").notNull(),
    priceCents: integer("price_cents").notNull(),
    msrpCents: integer("msrp_cents").notNull(),
    /** Whole percent off the MSRP, as modules/catalog/money.ts percentOff computes it. */
    percentOff: integer("percent_off").notNull(),
    reviewRating: real("review_rating").notNull(),
    reviewCount: integer("review_count").notNull(),
    bestSellerRank: integer("best_seller_rank").notNull(),
    /** 0..1, 1 for the best seller: a gentle relevance boost. */
    popularity: real("popularity").notNull(),
    /** The 'Best For You' score: rating weighted by review volume and popularity. */
    bestForYou: real("best_for_you").notNull(),
    hardLaunchDate: timestamp("hard_launch_date", { withTimezone: true }).notNull(),
    /**
     * Each facet's values as a code of search_facet_codes (a brand, a category, a set of sizes...):
     * filters and facet counts work on these small integers.
     */
    genderCode: integer("gender_code").notNull(),
    zc1Code: integer("zc1_code").notNull(),
    zc2Code: integer("zc2_code").notNull(),
    brandCode: integer("brand_code").notNull(),
    sizeCode: integer("size_code").notNull(),
    widthCode: integer("width_code").notNull(),
    colorCode: integer("color_code").notNull(),
    priceCode: integer("price_code").notNull(),
    verticalsCode: integer("verticals_code").notNull(),
    /**
     * The sizes in stock as ids (search_facet_order.value_id): a size filter is one GIN lookup,
     * where a size is in thousands of size codes (sets of sizes).
     */
    sizeIds: smallint("size_ids").array().notNull(),
    onHand: integer("on_hand").notNull(),
    /** A representative stock: the first one in stock. */
    asin: text("asin").notNull(),
    hasPairImage: boolean("has_pair_image").notNull(),
    badges: jsonb("badges").$type<{ bid: string; text: string }[]>().notNull(),
    /** Weighted: brand and name A, categories and colour B, description, genders and verticals C. */
    document: tsvector("document").notNull(),
  },
  (t) => [
    index("search_documents_document_idx").using("gin", t.document),
    index("search_documents_product_idx").on(t.productId, t.styleSortOrder),
    index("search_documents_subcategory_price_idx").on(t.subcategory, t.priceCents),
    // Every facet code, so that any filter can drive a browse (and the planner combine them).
    index("search_documents_gender_idx").on(t.genderCode),
    index("search_documents_zc1_idx").on(t.zc1Code),
    index("search_documents_zc2_idx").on(t.zc2Code),
    index("search_documents_brand_idx").on(t.brandCode),
    index("search_documents_size_ids_idx").using("gin", t.sizeIds),
    index("search_documents_width_idx").on(t.widthCode),
    index("search_documents_color_idx").on(t.colorCode),
    index("search_documents_price_range_idx").on(t.priceCode),
    index("search_documents_verticals_idx").on(t.verticalsCode),
    // One index per sort, read forwards or backwards (the tie-break follows the first key's direction).
    index("search_documents_new_idx").on(t.hardLaunchDate, t.styleId),
    index("search_documents_price_idx").on(t.priceCents, t.styleId),
    index("search_documents_sales_idx").on(t.bestSellerRank, t.styleId),
    index("search_documents_rating_idx").on(t.reviewRating, t.reviewCount, t.styleId),
    index("search_documents_percent_off_idx").on(t.percentOff, t.styleId),
    index("search_documents_best_for_you_idx").on(t.bestForYou, t.styleId),
  ],
);

/**
 * The facet codes and size ids of every document, and nothing else: browsing counts its facets
 * here, reading about a tenth of the pages search_documents takes for the same rows.
 */
export const searchFacetRows = pgTable(
  "search_facet_rows",
  {
    styleId: integer("style_id").primaryKey(),
    genderCode: integer("gender_code").notNull(),
    zc1Code: integer("zc1_code").notNull(),
    zc2Code: integer("zc2_code").notNull(),
    brandCode: integer("brand_code").notNull(),
    sizeCode: integer("size_code").notNull(),
    widthCode: integer("width_code").notNull(),
    colorCode: integer("color_code").notNull(),
    priceCode: integer("price_code").notNull(),
    verticalsCode: integer("verticals_code").notNull(),
    sizeIds: smallint("size_ids").array().notNull(),
  },
  (t) => [
    index("search_facet_rows_gender_idx").on(t.genderCode),
    index("search_facet_rows_zc1_idx").on(t.zc1Code),
    index("search_facet_rows_zc2_idx").on(t.zc2Code),
    index("search_facet_rows_brand_idx").on(t.brandCode),
    index("search_facet_rows_size_ids_idx").using("gin", t.sizeIds),
    index("search_facet_rows_width_idx").on(t.widthCode),
    index("search_facet_rows_color_idx").on(t.colorCode),
    index("search_facet_rows_price_range_idx").on(t.priceCode),
    index("search_facet_rows_verticals_idx").on(t.verticalsCode),
  ],
);

/**
 * The facet values behind each code: one value (a brand, a colour family, a price range) or a set
 * (the genders of a product, the sizes in stock of a style). Many documents share a code, so
 * counting a facet groups documents by code and expands each code's values once.
 */
export const searchFacetCodes = pgTable(
  "search_facet_codes",
  {
    field: text("field").notNull(),
    code: integer("code").notNull(),
    values: text("values").array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.field, t.code] }),
    index("search_facet_codes_values_idx").using("gin", t.values),
  ],
);

/**
 * Facet counts of browsing without a term, by the single-select filters chosen ('' for none):
 * the category entry points (/womens, /shoes, ...) read their facets here instead of counting
 * the whole catalogue. The row with field '' holds the number of documents.
 */
export const searchBrowseFacets = pgTable(
  "search_browse_facets",
  {
    gender: text("gender").notNull(),
    zc1: text("zc1").notNull(),
    zc2: text("zc2").notNull(),
    field: text("field").notNull(),
    value: text("value").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.gender, t.zc1, t.zc2, t.field, t.value] })],
);

/** Every lexeme of the documents with the number of documents it is in (ts_stat). */
export const searchLexemes = pgTable("search_lexemes", {
  lexeme: text("lexeme").primaryKey(),
  documentCount: integer("document_count").notNull(),
});

/**
 * Facet counts of the stored searches: the broad lexemes (in a fiftieth of the documents or more)
 * and the brand names (see refreshTermFacets): a search for 'sneakers' or 'Mossbank Outdoor' reads
 * its facets here instead of counting thousands of documents. The row with field '' holds the
 * number of documents.
 */
export const searchTermFacets = pgTable(
  "search_term_facets",
  {
    lexeme: text("lexeme").notNull(),
    field: text("field").notNull(),
    value: text("value").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.lexeme, t.field, t.value] })],
);

/** The first results of each stored search (a broad lexeme, a brand name), in relevance order. */
export const searchTermResults = pgTable(
  "search_term_results",
  {
    lexeme: text("lexeme").notNull(),
    position: integer("position").notNull(),
    styleId: integer("style_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.lexeme, t.position] })],
);

/** The words of brand names, product names, categories and colours: what a misspelt word is corrected to. */
export const searchTerms = pgTable(
  "search_terms",
  {
    term: text("term").primaryKey(),
    documentCount: integer("document_count").notNull(),
  },
  (t) => [index("search_terms_trgm_idx").using("gin", t.term.op("gin_trgm_ops"))],
);

/** Category counts of a suggestion, most matches first. */
export interface SuggestionCategory {
  zc1: string;
  zc2: string;
  count: number;
}

/** Autocomplete suggestions: brand names, product nouns ('Chelsea Boot') and categories. */
export const searchSuggestions = pgTable(
  "search_suggestions",
  {
    suggestion: text("suggestion").primaryKey(),
    /** Lower case, for prefix and trigram matching. */
    suggestionKey: text("suggestion_key").notNull(),
    kind: text("kind").notNull(),
    documentCount: integer("document_count").notNull(),
    categories: jsonb("categories").$type<SuggestionCategory[]>().notNull(),
    /** Lower-case zc1 and zc2 names of the categories, to narrow by department. */
    categoryKeys: text("category_keys").array().notNull(),
  },
  (t) => [
    index("search_suggestions_trgm_idx").using("gin", t.suggestionKey.op("gin_trgm_ops")),
    index("search_suggestions_categories_idx").using("gin", t.categoryKeys),
  ],
);

/** Brands with the number of their products that can be found, for /v1/brandList. */
export const searchBrands = pgTable("search_brands", {
  brandId: integer("brand_id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull(),
  productCount: integer("product_count").notNull(),
});

/**
 * Display order of size and width facet values (the sizing ranks of their labels), and each
 * value's id in its field (documents hold their sizes as these ids).
 */
export const searchFacetOrder = pgTable(
  "search_facet_order",
  {
    field: text("field").notNull(),
    value: text("value").notNull(),
    rank: integer("rank").notNull(),
    valueId: smallint("value_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.field, t.value] })],
);

/**
 * Sponsored products (spec 1: "sponsored ads rows 1 and 8"): products an advertiser pays to show
 * on the search results they match, highest priority first. Kept by the store's staff (the demo
 * seed picks some); not derived from the catalogue, so a refresh of the index leaves it alone.
 */
export const sponsoredProducts = pgTable("sponsored_products", {
  productId: integer("product_id").primaryKey(),
  /** Higher first (e.g. the bid). */
  priority: integer("priority").notNull(),
});
