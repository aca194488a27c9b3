import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import { type CardRow, type CardStyle, toProductCard } from "./product-card.ts";
import type { ProductCard } from "./types.ts";

/** The columns of a card, from search_documents d. */
export const CARD_COLUMNS = sql`d.style_id as "styleId", d.product_id as "productId", d.color_id as "colorId",
  d.color, d.seo_name as "seoName", d.price_cents as "priceCents", d.msrp_cents as "msrpCents",
  d.has_pair_image as "hasPairImage", d.brand_id as "brandId", d.brand_name as "brandName",
  d.product_name as "productName", d.product_type as "productType", d.subcategory, d.genders,
  d.on_hand as "onHand", d.asin, d.review_rating as "reviewRating", d.review_count as "reviewCount", d.badges`;

/** Builds the cards of some index rows, with every in-stock colour of their products as swatches. */
export async function toCards(db: Db, rows: readonly CardRow[]): Promise<ProductCard[]> {
  if (rows.length === 0) return [];
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const styles = await queryRows<CardStyle>(
    db,
    sql`select d.style_id as "styleId", d.product_id as "productId", d.color_id as "colorId", d.color,
        d.seo_name as "seoName", d.price_cents as "priceCents", d.msrp_cents as "msrpCents",
        d.has_pair_image as "hasPairImage"
      from search_documents d where d.product_id = any(${sql.param(productIds)}::int[])
      order by d.product_id, d.style_sort_order`,
  );
  const byProduct = new Map<number, CardStyle[]>();
  for (const style of styles)
    byProduct.set(style.productId, [...(byProduct.get(style.productId) ?? []), style]);
  return rows.map((row) => toProductCard(row, byProduct.get(row.productId) ?? []));
}

export interface PageRequest {
  /** The term's condition on d; null when browsing. */
  match: SQL | null;
  /** Every filter, as conditions on d. */
  conditions: readonly SQL[];
  orderBy: SQL;
  limit: number;
  offset: number;
}

/** One page of results in the requested order, as cards. */
export async function findPage(db: Db, request: PageRequest): Promise<ProductCard[]> {
  const conditions = [...(request.match ? [request.match] : []), ...request.conditions];
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  const rows = await queryRows<CardRow>(
    db,
    sql`select ${CARD_COLUMNS} from search_documents d where ${where}
      order by ${request.orderBy} limit ${request.limit} offset ${request.offset}`,
  );
  return toCards(db, rows);
}

/** A page of the precomputed first results of a broad lexeme (see refreshTermFacets), as cards. */
export async function findStoredPage(
  db: Db,
  lexeme: string,
  limit: number,
  offset: number,
): Promise<ProductCard[]> {
  const rows = await queryRows<CardRow>(
    db,
    sql`select ${CARD_COLUMNS} from search_term_results r join search_documents d on d.style_id = r.style_id
      where r.lexeme = ${lexeme} and r.position >= ${offset} and r.position < ${offset + limit}
      order by r.position`,
  );
  return toCards(db, rows);
}
