import { type SQL, sql } from "drizzle-orm";
import { type PerGeneration, perGeneration, queryRows } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import { type CardRow, type CardStyle, toProductCard } from "./product-card.ts";
import type { ProductCard } from "./types.ts";

/** The columns of a card, from search_documents d. */
const CARD_COLUMNS = sql`d.style_id as "styleId", d.product_id as "productId", d.color_id as "colorId",
  d.color, d.seo_name as "seoName", d.price_cents as "priceCents", d.msrp_cents as "msrpCents",
  d.has_pair_image as "hasPairImage", d.brand_id as "brandId", d.brand_name as "brandName",
  d.product_name as "productName", d.product_type as "productType", d.subcategory, d.genders,
  d.on_hand as "onHand", d.asin, d.review_rating as "reviewRating", d.review_count as "reviewCount", d.badges`;

/** Cards a store keeps at most (a few kB each with their swatches): many pages of every popular search. */
const MAX_KEPT_CARDS = 20_000;

/** How long a store keeps a card at most, even while the generation holds (see KeptBounds). */
export const MAX_CARD_AGE_MS = 10_000;

/** Builds the cards of some index rows, with every in-stock colour of their products as swatches. */
async function toCards(db: Db, rows: readonly CardRow[]): Promise<ProductCard[]> {
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

/** The cards of some styles as the index holds them now, in no particular order (none for a style without a document). */
async function loadCards(db: Db, styleIds: readonly number[]): Promise<ProductCard[]> {
  const rows = await queryRows<CardRow>(
    db,
    sql`select ${CARD_COLUMNS} from search_documents d where d.style_id = any(${sql.param([...styleIds])}::int[])`,
  );
  return toCards(db, rows);
}

/**
 * The cards of styles as one call sees them, kept while the catalogue stays the same (see
 * keptCardStore). A card is returned as the same object for as long as the generation holds, to
 * every caller: it must never be mutated (copy it to change it). The results grid keys each card's
 * markup by this object.
 */
export interface CardStore<Handle = Db> {
  /** The cards of the given styles, in their order; a style with no document is left out. */
  cardsOf(db: Handle, styleIds: readonly number[]): Promise<ProductCard[]>;
}

/** Where a store loads the cards it lacks (the database; fakes in tests). */
export interface CardSources<Handle> {
  loadCards(db: Handle, styleIds: readonly number[]): Promise<ProductCard[]>;
  /** Milliseconds, for the cards' age. */
  now(): number;
}

/**
 * A card store over the given sources, one map of cards per page generation (see perGeneration),
 * keeping at most `maxCards` (when full, it starts again, empty) for at most `maxAgeMs`. A call
 * reads through the map of the generation it was given, after that generation was read, so its
 * cards are never older than the generation they are kept under; a load that ends once the
 * generation has moved goes into the map it started with, which nobody reads any more.
 */
export function keptCardStore<Handle>(
  sources: CardSources<Handle>,
  maxCards: number,
  maxAgeMs: number,
): PerGeneration<CardStore<Handle>> {
  const cardsAt = perGeneration(() => new Map<number, ProductCard>(), { maxAgeMs, now: sources.now });
  return {
    at: (generation) => ({
      async cardsOf(db, styleIds) {
        if (styleIds.length === 0) return [];
        const kept = cardsAt(await generation);
        const found = new Map<number, ProductCard>();
        for (const styleId of styleIds) {
          const card = kept.get(styleId);
          if (card) found.set(styleId, card);
        }
        const missing = [...new Set(styleIds.filter((styleId) => !found.has(styleId)))];
        if (missing.length > 0) {
          const loaded = await sources.loadCards(db, missing);
          if (kept.size + loaded.length > maxCards) kept.clear();
          for (const card of loaded) {
            // A card another call kept meanwhile stays the one: the same object while the generation holds.
            const keptCard = kept.get(card.styleId) ?? card;
            kept.set(card.styleId, keptCard);
            found.set(card.styleId, keptCard);
          }
        }
        return styleIds.flatMap((styleId) => {
          const card = found.get(styleId);
          return card ? [card] : [];
        });
      },
    }),
  };
}

/** The card store of one database: built once per search engine, never shared between databases. */
export function createCardStore(): PerGeneration<CardStore> {
  return keptCardStore({ loadCards, now: () => performance.now() }, MAX_KEPT_CARDS, MAX_CARD_AGE_MS);
}

/** The cards of the styles a query selects (as "styleId"), in the query's order. */
export async function findCards(db: Db, cards: CardStore, styleIdsQuery: SQL): Promise<ProductCard[]> {
  const rows = await queryRows<{ styleId: number }>(db, styleIdsQuery);
  return cards.cardsOf(
    db,
    rows.map((row) => row.styleId),
  );
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
export function findPage(db: Db, cards: CardStore, request: PageRequest): Promise<ProductCard[]> {
  const conditions = [...(request.match ? [request.match] : []), ...request.conditions];
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  return findCards(
    db,
    cards,
    sql`select d.style_id as "styleId" from search_documents d where ${where}
      order by ${request.orderBy} limit ${request.limit} offset ${request.offset}`,
  );
}

/** A page of the precomputed first results of a broad lexeme (see refreshTermFacets), as cards. */
export function findStoredPage(
  db: Db,
  cards: CardStore,
  lexeme: string,
  limit: number,
  offset: number,
): Promise<ProductCard[]> {
  return findCards(
    db,
    cards,
    sql`select r.style_id as "styleId" from search_term_results r join search_documents d on d.style_id = r.style_id
      where r.lexeme = ${lexeme} and r.position >= ${offset} and r.position < ${offset + limit}
      order by r.position`,
  );
}
