import type { Db } from "../core/index.ts";
import type { Marketplace } from "../marketplace/index.ts";
import type { SearchEngine } from "../search/index.ts";
import { findRecoSeed, getRecommendations } from "./service.server.ts";
import { WIDGETS, type WidgetName } from "./widgets.ts";

/** GET /recos/get's question: the widgets, their card limit and the product they are for. */
export interface RecoQuestion {
  widgets: WidgetName[];
  limit: number | undefined;
  params: { productId?: number; styleId?: number };
}

/** The widgets asked, for the product named (an unknown product answers every widget empty). */
export async function answerRecommendations(
  services: { db: Db; marketplaces: readonly Marketplace[]; searchEngine: SearchEngine },
  { widgets, limit, params }: RecoQuestion,
) {
  const seed =
    params.productId === undefined ? null : await findRecoSeed(services, params.productId, params.styleId);
  if (params.productId !== undefined && seed === null) {
    return {
      widgets: widgets.map((name) => ({ recoName: name, title: WIDGETS[name].title, sims: [], recos: [] })),
    };
  }
  return { widgets: await getRecommendations(services, { widgets, limit, seed }) };
}
