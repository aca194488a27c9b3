import { getProductBundle } from "../catalog/index.server.ts";
import type { Db } from "../core/index.ts";
import { isAppError } from "../core/index.ts";
import type { Marketplace } from "../marketplace/index.ts";
import {
  categorySearchPath,
  type ProductCard,
  type SearchEngine,
  type SearchFilters,
} from "../search/index.ts";
import type { RecoWidget } from "./types.ts";
import { type RecoSeed, recoSeed, WIDGETS, type WidgetName, widgetLimit } from "./widgets.ts";

/** Cards read per card wanted: best sellers list several colours of one product, one is kept. */
const OVERFETCH = 3;
/** The most results one best-seller read asks the engine for (its page size limit). */
const MAX_FETCH = 100;

export interface RecoRequest {
  widgets: readonly WidgetName[];
  /** Cards per widget; each widget's default when absent. */
  limit?: number;
  /** The product the widgets are for; without one, similar-styles is empty and the rest store-wide. */
  seed: RecoSeed | null;
}

/** Cards of products not yet shown, one per product, at most `limit`. */
function firstOfEachProduct(cards: readonly ProductCard[], shown: Set<number>, limit: number): ProductCard[] {
  const kept: ProductCard[] = [];
  for (const card of cards) {
    if (kept.length >= limit) break;
    if (shown.has(card.productId)) continue;
    shown.add(card.productId);
    kept.push(card);
  }
  return kept;
}

async function bestSellers(
  engine: SearchEngine,
  seed: RecoSeed | null,
  wanted: number,
): Promise<ProductCard[]> {
  const filters: SearchFilters = {};
  if (seed) {
    filters.zc1 = [seed.productType];
    if (seed.gender) filters.txAttrFacet_Gender = [seed.gender];
  }
  const answer = await engine.search({
    term: "",
    filters,
    sort: { field: "recentSalesStyle", direction: "desc" },
    page: 0,
    limit: Math.min(wanted * OVERFETCH, MAX_FETCH),
  });
  return answer.results;
}

async function candidates(
  engine: SearchEngine,
  name: WidgetName,
  seed: RecoSeed | null,
  wanted: number,
): Promise<ProductCard[]> {
  switch (name) {
    case "similar-styles":
      return seed ? engine.similar(seed.styleId, wanted) : [];
    case "recommended-for-you":
      return bestSellers(engine, seed, wanted);
  }
}

/**
 * The asked widgets in order, each with at most its limit of cards, one colour per product: never
 * the seed product, and never a product an earlier widget of the same answer already shows.
 */
export async function getRecommendations(
  services: { searchEngine: SearchEngine },
  request: RecoRequest,
): Promise<RecoWidget[]> {
  const engine = services.searchEngine;
  const shown = new Set<number>(request.seed ? [request.seed.productId] : []);
  const answer: RecoWidget[] = [];
  for (const name of request.widgets) {
    const limit = widgetLimit(name, request.limit);
    const cards = firstOfEachProduct(
      await candidates(engine, name, request.seed, limit + shown.size),
      shown,
      limit,
    );
    answer.push({
      recoName: name,
      title: WIDGETS[name].title,
      sims: cards.map((card) => ({ item_id: String(card.styleId), logical_id: String(card.productId) })),
      recos: cards,
    });
  }
  return answer;
}

/** The seed of a product (in a style of it, else its default style); null for an unknown product. */
export async function findRecoSeed(
  services: { db: Db; marketplaces: readonly Marketplace[] },
  productId: number,
  styleId?: number,
): Promise<RecoSeed | null> {
  const { db, marketplaces } = services;
  try {
    const product = await getProductBundle(
      db,
      { productId },
      { marketplaces, categoryLink: categorySearchPath },
    );
    const style = product.styles.find((candidate) => candidate.styleId === styleId);
    return recoSeed(product, style?.colorId);
  } catch (error) {
    if (isAppError(error) && error.kind === "not_found") return null;
    throw error;
  }
}
